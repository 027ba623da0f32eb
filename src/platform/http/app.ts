import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { ownerOnlyUmask, secureDataDir } from '../db/data-dir.js';
import { migrate } from '../db/migrate.js';
import { localBus, redisBus } from '../realtime/bus.js';
import { connectRedis, type RedisConnections } from '../realtime/redis.js';
import { createRealtime } from '../realtime/socket-server.js';
import './fastify-types.js';
import { originGuard } from './origin-check.js';
import { errors } from './errors.js';
import { refuseHostileJson } from './json-guard.js';
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
  ownerOnlyUmask();
  const loosened = [config.dataDir, config.uploadDir].map((dir) => ({ dir, ...secureDataDir(dir) })).filter((r) => r.tightened > 0);
  const secrets = loadSecrets(config);
  let database = options.database;
  let logIdleConnectionError: (err: Error) => void = () => {};
  if (!database) {
    if (!config.databaseUrl) {
      // Runs last on close (cleanups run in reverse): whatever PGlite wrote while running ends owner-only too.
      cleanups.push(() => { secureDataDir(config.dataDir); });
      cleanups.push(lockDataDir(config.dataDir));
    }
    database = await openDatabase(config.databaseUrl
      ? { databaseUrl: config.databaseUrl, onIdleConnectionError: (err) => logIdleConnectionError(err) }
      : { pgliteDir: `${config.dataDir}/db` });
    const opened = database;
    cleanups.push(() => opened.close());
    await migrate(database.db);
    // PGlite writes a few files (the relation-cache init files) with an explicit 0644 past the umask: tighten again.
    if (!config.databaseUrl) secureDataDir(config.dataDir);
  }
  const { db, kind } = database;

  const app = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      // Request logs name the route and status only; headers (cookies) and bodies (patient data) are never logged.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // X-Forwarded-For is believed only from proxies the operator names (TRUST_PROXY); it picks rate-limit buckets.
    // Ids longer than this still reach the route (and answer 404 as unknown ids), rather than Fastify's 414.
    routerOptions: { maxParamLength: 8192 },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  for (const { dir, tightened } of loosened) {
    app.log.warn({ dir, tightened }, 'data directory was readable by others: tightened to owner-only (0700 directories, 0600 files)');
  }
  logIdleConnectionError = (err) => app.log.warn({ errCode: (err as { code?: string }).code }, 'database dropped an idle connection');
  setAfterCommitErrorLogger((err) => app.log.error({ errName: (err as Error)?.name }, 'after-commit effect failed'));

  // Clients (sign-out among them) send `content-type: application/json` with no body; that is "no body", not bad JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (!text) return done(null, undefined);
    const refused = refuseHostileJson(text);
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

  const auth = createAuth({
    db, secret: secrets.authSecret, baseURL: config.publicUrl, trustedOrigins: origins,
    log: (level, message, detail) => app.log[level]({ source: 'better-auth', ...detail }, message),
  });
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
  app.addHook('onRequest', async (req) => {
    // PostgreSQL text cannot hold NUL: refuse it in the path and query up front (the body parser does the same).
    if (/%00|\u0000/i.test(req.url)) throw errors.badRequest('The path or query contains a NUL byte');
  });
  // Responses of the API carry patient data or session state: never stored by a browser or a shared cache.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
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

  mountAuth(app, {
    auth, sessions, limiter: new SignInLimiter(config.signInLimits), publicUrl: config.publicUrl, db, allowSignUp: config.allowSignUp,
  });
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

/** A hop count as proxy-addr reads it: the first `hops` addresses from the socket inward are proxies. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
