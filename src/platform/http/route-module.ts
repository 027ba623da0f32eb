import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Auth } from '../auth/better-auth.js';
import type { SessionResolver } from '../auth/sessions.js';
import type { ActivityLog } from '../audit/activity.js';
import type { AppConfig } from '../config.js';
import type { Encryptor } from '../crypto/encryption.js';
import type { DatabaseKind } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import type { InvalidationBus } from '../realtime/bus.js';
import type { RedisConnections } from '../realtime/redis.js';
import type { Realtime } from '../realtime/socket-server.js';

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What every capability receives from the platform. Capabilities import what else they need themselves. */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  auth: Auth;
  sessions: SessionResolver;
  realtime: Realtime;
  /** The shared Redis connections (with REDIS_URL); they may be down, see realtime/redis.ts. */
  redis?: RedisConnections;
  activity: ActivityLog;
  encryptor: Encryptor;
  /** Cache invalidations that must reach every instance (through Redis when configured). */
  bus: InvalidationBus;
  /** Failure injection points for tests of all-or-nothing behaviour; never set in production. */
  faults?: Partial<Record<string, () => void>>;
}

export type RouteModule = (app: ZodApp, deps: AppDeps) => Promise<void>;
