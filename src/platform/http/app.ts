import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityRoutes } from '../audit/activity-routes.js';
import { ActivityLog } from '../audit/activity.js';
import { disableAuthStoragesBetweenCalls } from '../auth/async-context.js';
import { mountAuth } from '../auth/auth-routes.js';
import { createAuth } from '../auth/better-auth.js';
import { meRoutes } from '../auth/me-routes.js';
import { SessionResolver } from '../auth/sessions.js';
import { SignInLimiter } from '../auth/sign-in-limiter.js';
import type { AppConfig } from '../config.js';
import { createEncryptor } from '../crypto/encryption.js';
import { loadSecrets } from '../crypto/secrets.js';
import { setAfterCommitErrorLogger, useClinicRole } from '../db/clinic-tx.js';
import { databaseAnswers } from '../db/probe.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import type { DatabaseHandle } from '../db/connect.js';
import { ownerOnlyUmask, secureDataDir } from '../db/data-dir.js';
import { openServiceDatabase, type ServiceDatabase } from '../db/service-database.js';
import { localBus, redisBus } from '../realtime/bus.js';
import { connectRedis, type RedisConnections } from '../realtime/redis.js';
import { createRealtime } from '../realtime/socket-server.js';
import './fastify-types.js';
import { clientErrorHandler, frameworkErrorHandler, type PrefixErrorFormat } from './framework-errors.js';
import { originGuard } from './origin-check.js';
import { errors } from './errors.js';
import { NUL_IN_BODY, parametersWithNul, pathOfNul, refuseHostileJson } from './json-guard.js';
import { finishOpenApi } from './openapi.js';
import { notFoundHandler, problemErrorHandler, sendProblem } from './problem.js';
import { requestContext } from './request-context.js';
import { securityHeaders } from './security-headers.js';
import type { AppDeps, RouteModule } from './route-module.js';
import { Problem } from './schemas.js';

export interface BuildOptions {
  routeModules?: RouteModule[];
  /** Use this database instead of opening one from the config (benchmarks, tools). */
  database?: DatabaseHandle;
  /**
   * The service database main.ts began opening before it imported this module (openServiceDatabase), so that the
   * database starts while the code loads; without it (and without `database`) buildApp opens it here.
   */
  opening?: Promise<ServiceDatabase>;
  faults?: AppDeps['faults'];
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read the access log). */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance & { deps: AppDeps };

/** Opens the database (migrating it), wires auth, realtime and every route module, and returns the app unstarted. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    return await assemble(config, options, cleanups);
  } catch (err) {
    for (const fn of cleanups.reverse()) await fn();
    throw err;
  }
}

async function assemble(config: AppConfig, options: BuildOptions, cleanups: Array<() => Promise<void> | void>): Promise<App> {
  let database: DatabaseHandle;
  let loosened: ServiceDatabase['loosened'] = [];
  let service: ServiceDatabase | undefined;
  if (options.database) {
    ownerOnlyUmask();
    loosened = [config.dataDir, config.uploadDir].map((dir) => ({ dir, ...secureDataDir(dir) })).filter((r) => r.tightened > 0);
    database = options.database;
  } else {
    // Closed last on close (cleanups run in reverse), also when the opening failed after main.ts began it.
    const opening = options.opening ?? openServiceDatabase(config);
    cleanups.push(() => opening.then((opened) => opened.release(), () => {}));
    service = await opening;
    ({ loosened, handle: database } = service);
  }
  const secrets = loadSecrets(config);
  const { db, kind } = database;
  useClinicRole(db, config.clinicRole);

  const app = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      // Request logs name the route and status only; headers (cookies) and bodies (patient data) are never logged.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One access line per request (AccessLog below) instead of Fastify's two: at the default level the log was a
    // measurable share of a single-record read's CPU (issue 17).
    logController: new AccessLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // X-Forwarded-For is believed only from proxies the operator names (TRUST_PROXY); it picks rate-limit buckets.
    // Ids longer than this still reach the route (and answer 404 as unknown ids), rather than Fastify's 414.
    routerOptions: { maxParamLength: 8192 },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Requests arriving while closing get the service's own 503 (problem+json, Retry-After; see the onRequest hook).
    return503OnClosing: false,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('errorFormats', [] as PrefixErrorFormat[]);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  for (const { dir, tightened } of loosened) {
    app.log.warn({ dir, tightened }, 'data directory was readable by others: tightened to owner-only (0700 directories, 0600 files)');
  }
  service?.onIdleConnectionError((err) => app.log.warn({ errCode: (err as { code?: string }).code }, 'database dropped an idle connection'));
  setAfterCommitErrorLogger((err) => app.log.error({ errName: (err as Error)?.name }, 'after-commit effect failed'));

  // Clients (sign-out among them) send `content-type: application/json` with no body; that is "no body", not bad JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (!text) return done(null, undefined);
    const refused = refuseHostileJson(text);
    if (refused === NUL_IN_BODY) {
      // Parsed only to name the field: JSON.parse keeps the NUL, the 400 says where it is.
      let parsed: unknown;
      try { parsed = JSON.parse(text); } catch { parsed = undefined; }
      return done(errors.invalidField(pathOfNul(parsed), 'contains a NUL character, which cannot be stored'), undefined);
    }
    if (refused) {
      const err = new SyntaxError(refused) as SyntaxError & { statusCode: number };
      err.statusCode = 400;
      return done(err, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new SyntaxError('The body is not valid JSON') as SyntaxError & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });

  app.addHook('onRoute', (route) => {
    // Every route documents the errors any route can answer; routes add their own (404, 409, …) themselves.
    if (route.url.startsWith('/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    if (route.url === '/openapi.json' || route.schema?.hide) return;
    const access = route.config?.access ?? 'clinic';
    // Public routes (health, readiness) need no session: no lock in /docs.
    if (access === 'public') (route.schema ??= {}).security ??= [];
    const response = (route.schema ??= {}).response as Record<number, unknown> | undefined ?? {};
    const defaults: Record<number, unknown> = { 500: Problem, 503: Problem.describe('The database is unavailable or the service is shutting down (Retry-After)') };
    if (route.schema.body || route.schema.querystring || route.schema.params) defaults[400] = Problem.describe('Validation failed (errors[] names each field)');
    if (access !== 'public') defaults[401] = Problem.describe('Not signed in');
    if (access === 'clinic') defaults[403] = Problem.describe('No active clinic, not a member, or missing permission');
    route.schema.response = { ...defaults, ...response };
  });

  const origins = [...config.ownOrigins, ...config.trustedOrigins];
  const authOpenApi: { document?: Record<string, unknown> } = {};
  // helmet's headers (no CSP: the API serves JSON; /docs needs inline scripts), set on every reply before CORS's.
  const security = securityHeaders({ contentSecurityPolicy: false });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  await app.register(cors, { origin: origins, credentials: true, exposedHeaders: ['x-total-count', 'etag', 'x-request-id', 'retry-after'] });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Clinic Service API', version: '0.1.0', description: 'Multi-clinic practice backend. Errors are application/problem+json (RFC 9457). Authentication is the Better Auth session cookie from /api/auth/*.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    // Built once, on the first request for the document, after Better Auth's part is known (below).
    transformObject: (input) => finishOpenApi(jsonSchemaTransformObject(input) as Record<string, unknown>, authOpenApi.document),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });


  const redis: RedisConnections | undefined = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) cleanups.push(() => redis.close());
  const bus = redis ? await redisBus(redis.pub, await redis.subscriber(), randomUUID(), redis.failed) : localBus();

  const auth = createAuth({
    db, secret: secrets.authSecret, baseURL: config.publicUrl, trustedOrigins: origins,
    log: (level, message, detail) => app.log[level]({ source: 'better-auth', ...detail }, message),
  });
  authOpenApi.document = await auth.api.generateOpenAPISchema() as unknown as Record<string, unknown>;
  await disableAuthStoragesBetweenCalls();
  const sessions = new SessionResolver(auth, db, config.sessionCacheSeconds, bus);
  const realtime = await createRealtime(app.server, { sessions, redis, corsOrigins: origins });
  const deps: AppDeps = {
    config, db, dbKind: kind, auth, sessions, realtime, redis,
    activity: new ActivityLog(realtime), encryptor: createEncryptor(secrets), bus, faults: options.faults,
  };

  app.setErrorHandler(problemErrorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // Every request's checks in one hook, synchronous (an async hook costs a promise and a turn of the microtask queue
  // per request, issue 17): the origin of cookie-bearing mutations, then NUL bytes in the URL.
  const refuseForeignOrigin = originGuard(origins);
  app.addHook('onRequest', (req, _reply, done) => {
    refuseForeignOrigin(req);
    // PostgreSQL text cannot hold NUL: refuse it in the path and query up front (the body parser does the same).
    if (/%00|\u0000/i.test(req.url)) {
      const fields = parametersWithNul(req.params, req.query).map((path) => ({ path, message: 'contains a NUL byte' }));
      throw fields.length ? errors.fields(fields) : errors.badRequest('The path or query contains a NUL byte');
    }
    done();
  });
  // Node sweeps idle keep-alive sockets once when closing; a request still in flight then would leave its socket
  // open for the whole keep-alive timeout. Responses sent while closing ask the client to close instead.
  let closing = false;
  // One onSend hook for both rules (each hook is a step of every reply):
  app.addHook('onSend', (req, reply, payload, done) => {
    // Responses of the API carry patient data or session state: never stored by a browser or a shared cache.
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preValidation', requestContext(sessions));

  app.get('/health', { config: { access: 'public' }, schema: { tags: ['service'], summary: 'Liveness', response: { 200: zStatus } } },
    async () => ({ status: 'ok' }));
  app.get('/ready', { config: { access: 'public' }, schema: { tags: ['service'], summary: 'Readiness: the database answers', response: { 200: zStatus, 503: zStatus } } },
    async (_req, reply) => {
      // A hung database must not hang the probe: past a second it is not ready (the query ends on its own limit).
      const outcome = await databaseAnswers(db, READY_TIMEOUT_MS);
      if (outcome === 'ok') return { status: 'ready' };
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ status: outcome === 'late' ? 'database not answering' : 'database unavailable' });
    });
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  mountAuth(app, {
    auth, sessions, limiter: new SignInLimiter(config.signInLimits), publicUrl: config.publicUrl, db, allowSignUp: config.allowSignUp,
  });
  await app.register(async (scope) => {
    await meRoutes(scope.withTypeProvider<ZodTypeProvider>(), { iceServers: config.iceServers });
    await activityRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps);
    for (const mod of options.routeModules ?? []) await mod(scope.withTypeProvider<ZodTypeProvider>(), deps);
  });

  // Sockets are closed before the HTTP server: a connected Socket.IO client would otherwise hold the close open.
  app.addHook('preClose', async () => {
    closing = true;
    await realtime.close();
  });
  // A request that arrives while the service shuts down (on a kept-alive connection) is refused like any other
  // unavailability: 503 problem+json with Retry-After (another instance, or this one restarted, will take it).
  // Synchronous (done callback), like the other per-request hooks: an async hook costs every request a promise.
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing) return done();
    reply.header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECONDS));
    // The readiness probe keeps its own shape: a load balancer stops sending here. Answered here: done is not called.
    if (req.routeOptions.url === '/ready') reply.code(503).send({ status: 'shutting down' });
    else sendProblem(reply, 503, 'shutting_down', 'Service Unavailable', 'The service is shutting down; try again shortly');
  });

  app.addHook('onClose', async () => {
    await bus.close();
    for (const fn of cleanups.reverse()) await fn();
  });
  await app.ready();
  return Object.assign(app, { deps }) as unknown as App;
}

const zStatus = z.object({ status: z.string() });

/** A hop count as proxy-addr reads it: the first `hops` addresses from the socket inward are proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const READY_TIMEOUT_MS = 1000;
const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/**
 * The access log: one line when a response has been sent, naming the route's pattern (not the path, which can hold a
 * file number), the status and the time taken; nothing when the request arrives. Headers and bodies are never logged.
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: req.method, route: req.routeOptions.url ?? '(no route)', statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, errName: error.name }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
