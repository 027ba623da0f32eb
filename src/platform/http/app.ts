import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
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
import { setAfterCommitErrorLogger } from '../db/clinic-tx.js';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import { lockDataDir } from '../db/lock-file.js';
import { migrate } from '../db/migrate.js';
import { localBus, redisBus } from '../realtime/bus.js';
import { connectRedis, type RedisConnections } from '../realtime/redis.js';
import { createRealtime } from '../realtime/socket-server.js';
import './fastify-types.js';
import { originGuard } from './origin-check.js';
import { notFoundHandler, problemErrorHandler } from './problem.js';
import { requestContext } from './request-context.js';
import type { AppDeps, RouteModule } from './route-module.js';
import { Problem } from './schemas.js';

export interface BuildOptions {
  routeModules?: RouteModule[];
  /** Use this database instead of opening one from the config (benchmarks, tools). */
  database?: DatabaseHandle;
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
  const secrets = loadSecrets(config);
  let database = options.database;
  let logIdleConnectionError: (err: Error) => void = () => {};
  if (!database) {
    if (!config.databaseUrl) cleanups.push(lockDataDir(config.dataDir));
    database = await openDatabase(config.databaseUrl
      ? { databaseUrl: config.databaseUrl, onIdleConnectionError: (err) => logIdleConnectionError(err) }
      : { pgliteDir: `${config.dataDir}/db` });
    const opened = database;
    cleanups.push(() => opened.close());
    await migrate(database.db);
  }
  const { db, kind } = database;

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
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  logIdleConnectionError = (err) => app.log.warn({ errCode: (err as { code?: string }).code }, 'database dropped an idle connection');
  setAfterCommitErrorLogger((err) => app.log.error({ errName: (err as Error)?.name }, 'after-commit effect failed'));

  // Clients (sign-out among them) send `content-type: application/json` with no body; that is "no body", not bad JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (!text) return done(null, undefined);
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
    const response = (route.schema ??= {}).response as Record<number, unknown> | undefined ?? {};
    const defaults: Record<number, unknown> = { 500: Problem };
    if (route.schema.body || route.schema.querystring || route.schema.params) defaults[400] = Problem.describe('Validation failed (errors[] names each field)');
    if (access !== 'public') defaults[401] = Problem.describe('Not signed in');
    if (access === 'clinic') defaults[403] = Problem.describe('No active clinic, not a member, or missing permission');
    route.schema.response = { ...defaults, ...response };
  });

  const origins = [config.publicUrl, ...config.trustedOrigins];
  await app.register(helmet, { contentSecurityPolicy: false, global: true });
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
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });


  const redis: RedisConnections | undefined = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) cleanups.push(() => redis.close());
  const bus = redis ? await redisBus(redis.pub, await redis.subscriber(), randomUUID()) : localBus();

  const auth = createAuth({ db, secret: secrets.authSecret, baseURL: config.publicUrl, trustedOrigins: origins });
  await disableAuthStoragesBetweenCalls();
  const sessions = new SessionResolver(auth, db, config.sessionCacheSeconds, bus);
  const realtime = await createRealtime(app.server, { sessions, redis, corsOrigins: origins });
  const deps: AppDeps = {
    config, db, dbKind: kind, auth, sessions, realtime,
    activity: new ActivityLog(realtime), encryptor: createEncryptor(secrets), faults: options.faults,
  };

  app.setErrorHandler(problemErrorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onRequest', originGuard(origins));
  app.addHook('preValidation', requestContext(sessions));

  app.get('/health', { config: { access: 'public' }, schema: { tags: ['service'], summary: 'Liveness', response: { 200: zStatus } } },
    async () => ({ status: 'ok' }));
  app.get('/ready', { config: { access: 'public' }, schema: { tags: ['service'], summary: 'Readiness: the database answers', response: { 200: zStatus, 503: zStatus } } },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
    });
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  mountAuth(app, { auth, sessions, limiter: new SignInLimiter(config.signInLimits), publicUrl: config.publicUrl });
  await app.register(async (scope) => {
    await meRoutes(scope.withTypeProvider<ZodTypeProvider>(), { iceServers: config.iceServers });
    await activityRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps);
    for (const mod of options.routeModules ?? []) await mod(scope.withTypeProvider<ZodTypeProvider>(), deps);
  });

  // Node sweeps idle keep-alive sockets once when closing; a request still in flight then would leave its socket
  // open for the whole keep-alive timeout. Responses sent while closing ask the client to close instead.
  let closing = false;
  // Sockets are closed before the HTTP server: a connected Socket.IO client would otherwise hold the close open.
  app.addHook('preClose', async () => {
    closing = true;
    await realtime.close();
  });
  app.addHook('onSend', async (_req, reply) => { if (closing) reply.header('connection', 'close'); });

  app.addHook('onClose', async () => {
    await bus.close();
    for (const fn of cleanups.reverse()) await fn();
  });
  await app.ready();
  return Object.assign(app, { deps }) as unknown as App;
}

const zStatus = z.object({ status: z.string() });

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
