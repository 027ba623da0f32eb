import path from 'node:path';
import { z } from 'zod';
import type { DatabaseLimits } from './db/connect.js';

export const ENCRYPTION_KEY_FORMAT = 'must be 32 random bytes in base64 (openssl rand -base64 32), optionally prefixed with a key id: k2:<base64>';

/** `base64` or `id:base64` of exactly 32 bytes; secrets.ts decodes it the same way. */
export function splitEncryptionKey(value: string): { id: string; key: Buffer } {
  const [id, b64] = value.includes(':') ? value.split(':', 2) as [string, string] : ['env', value];
  return { id, key: Buffer.from(b64, 'base64') };
}

function isEncryptionKey(value: string): boolean {
  const [id, b64] = value.includes(':') ? value.split(':', 2) as [string, string] : ['env', value];
  return /^[\w-]{1,32}$/.test(id) && /^[A-Za-z0-9+/]+={0,2}$/.test(b64) && splitEncryptionKey(value).key.length === 32;
}

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  ENCRYPTION_KEY: z.string().refine(isEncryptionKey, ENCRYPTION_KEY_FORMAT).optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: LogLevel.default('info'),
  UPLOAD_DIR: z.string().optional(),
  ICE_SERVERS: z.string().optional(),
  SIGNIN_LIMIT_PER_IDENTIFIER: z.coerce.number().int().positive().default(10),
  SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  TRUST_PROXY: z.string().optional(),
  ALLOW_SIGN_UP: z.enum(['0', '1', 'true', 'false']).optional(),
  AI_TEST_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  DATABASE_CLINIC_ROLE: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a plain lower-case identifier (letters, digits, _)').default('clinic_app'),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).default(30),
  OUTBOUND_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false']).optional(),
  OUTBOUND_ALLOW_HOSTS: z.string().optional(),
  AI_PROVIDER_A_BASE_URL: z.string().url().optional(),
  AI_PROVIDER_B_BASE_URL: z.string().url().optional(),
  AI_PROVIDER_C_BASE_URL: z.string().url().optional(),
  AI_PROVIDER_A_API: z.enum(['responses', 'chat']).default('responses'),
  AI_CHAT_PER_MINUTE: z.coerce.number().int().positive().default(20),
});

/** Every variable the service reads; each has a row in the README's configuration table (a test checks it). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

export interface IceServer { urls: string | string[]; username?: string; credential?: string }

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  /**
   * The origins that are the service itself: PUBLIC_URL, or with it unset both loopback names with the port
   * (`http://localhost:4000` and `http://127.0.0.1:4000`), so the address the start-up line shows passes the
   * origin check and `/docs` "Try it out" works from either.
   */
  ownOrigins: string[];
  /** The URL the ready line shows: PUBLIC_URL, else the listening address; always one of `ownOrigins`. */
  announcedUrl: string;
  trustedOrigins: string[];
  /** How long the start waits for an unreachable PostgreSQL before giving up. */
  databaseWaitSeconds: number;
  encryptionKey?: string;
  authSecret?: string;
  logLevel: z.infer<typeof LogLevel>;
  uploadDir: string;
  iceServers: IceServer[];
  signInLimits: { perIdentifier: number; perAddress: number; windowSeconds: number };
  sessionCacheSeconds: number;
  /** Fastify's trustProxy: false (default), a hop count, or the proxy addresses/CIDRs whose X-Forwarded-For is believed. */
  trustProxy: false | number | string[];
  /** Sign-up stays open after the first account exists only when the operator says so (decisions.md §1). */
  allowSignUp: boolean;
  aiTestLimitPerMinute: number;
  /** PostgreSQL role clinic transactions run as (row-level security binds it). */
  clinicRole: string;
  databaseLimits: DatabaseLimits;
  /** decisions.md §10: private addresses for configured endpoints (integrations). */
  outbound: { allowPrivate: boolean; allowHosts: string[] };
  /** Operator overrides of the cloud AI vendors' base URLs (a gateway, a proxy); trusted, no private refusal. */
  aiBaseUrls: { provider_a?: string; provider_b?: string; provider_c?: string };
  /** Which OpenAI API provider_a is called with: the Responses API (default) or chat completions. */
  aiProviderAApi: 'responses' | 'chat';
  /** Chat requests per user per minute before 429. */
  aiChatPerMinute: number;
}

export class ConfigError extends Error {}

const DEFAULT_ICE: IceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

/** Reads and validates the environment once; main.ts passes the result down so tests can build any config. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and compose files tend to write it.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Without PUBLIC_URL the start-up line shows the listening address (localhost when listening on every interface).
  const wildcard = e.HOST === '0.0.0.0' || e.HOST === '::';
  const listening = `http://${wildcard ? 'localhost' : e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`;
  const announcedUrl = e.PUBLIC_URL ? publicUrl : listening;
  const ownOrigins = e.PUBLIC_URL
    ? [new URL(publicUrl).origin]
    : [...new Set([`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, safeOrigin(listening)].filter((o): o is string => !!o))];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    announcedUrl,
    ownOrigins,
    trustedOrigins: splitList(e.TRUSTED_ORIGINS),
    encryptionKey: e.ENCRYPTION_KEY,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    iceServers: parseIceServers(e.ICE_SERVERS),
    signInLimits: { perIdentifier: e.SIGNIN_LIMIT_PER_IDENTIFIER, perAddress: e.SIGNIN_LIMIT_PER_ADDRESS, windowSeconds: 900 },
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowSignUp: e.ALLOW_SIGN_UP === '1' || e.ALLOW_SIGN_UP === 'true',
    aiTestLimitPerMinute: e.AI_TEST_LIMIT_PER_MINUTE,
    clinicRole: e.DATABASE_CLINIC_ROLE,
    databaseLimits: {
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      acquireTimeoutMs: e.DATABASE_POOL_ACQUIRE_TIMEOUT_MS,
    },
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    outbound: {
      allowPrivate: e.OUTBOUND_ALLOW_PRIVATE === '1' || e.OUTBOUND_ALLOW_PRIVATE === 'true',
      allowHosts: (e.OUTBOUND_ALLOW_HOSTS ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
    },
    aiBaseUrls: {
      provider_a: trimSlash(e.AI_PROVIDER_A_BASE_URL),
      provider_b: trimSlash(e.AI_PROVIDER_B_BASE_URL),
      provider_c: trimSlash(e.AI_PROVIDER_C_BASE_URL),
    },
    aiProviderAApi: e.AI_PROVIDER_A_API,
    aiChatPerMinute: e.AI_CHAT_PER_MINUTE,
  };
}

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the socket address is the client; X-Forwarded-For is ignored, so a
 * client cannot pick its own rate-limit bucket); a whole number trusts that many hops; otherwise a comma-separated list
 * of proxy addresses or CIDRs (or proxy-addr's keywords loopback, linklocal, uniquelocal).
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((a) => !IPV4_OR_CIDR.test(a) && !IPV6_OR_CIDR.test(a) && !PROXY_KEYWORDS.has(a));
  if (!list.length || bad.length) {
    throw new ConfigError('Invalid configuration:\n  TRUST_PROXY: a hop count, or a comma-separated list of proxy addresses or CIDRs');
  }
  return list;
}

function safeOrigin(url: string): string | undefined {
  try { return new URL(url).origin; } catch { return undefined; }
}

function trimSlash(value: string | undefined): string | undefined {
  return value?.replace(/\/+$/, '');
}

function splitList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean);
}

const IceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

function parseIceServers(raw: string | undefined): IceServer[] {
  if (!raw) return DEFAULT_ICE;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid configuration:\n  ICE_SERVERS: must be a JSON array of { urls, username?, credential? }');
  }
  const parsed = z.array(IceServerSchema).safeParse(json);
  if (!parsed.success) throw new ConfigError('Invalid configuration:\n  ICE_SERVERS: must be a JSON array of { urls, username?, credential? }');
  return parsed.data;
}
