import path from 'node:path';
import { z } from 'zod';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  ENCRYPTION_KEY: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: LogLevel.default('info'),
  UPLOAD_DIR: z.string().optional(),
  ICE_SERVERS: z.string().optional(),
  SIGNIN_LIMIT_PER_IDENTIFIER: z.coerce.number().int().positive().default(10),
  SIGNIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  OUTBOUND_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false']).optional(),
  OUTBOUND_ALLOW_HOSTS: z.string().optional(),
  AI_PROVIDER_A_BASE_URL: z.string().url().optional(),
  AI_PROVIDER_B_BASE_URL: z.string().url().optional(),
  AI_PROVIDER_C_BASE_URL: z.string().url().optional(),
  AI_PROVIDER_A_API: z.enum(['responses', 'chat']).default('responses'),
  AI_CHAT_PER_MINUTE: z.coerce.number().int().positive().default(20),
});

export interface IceServer { urls: string | string[]; username?: string; credential?: string }

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  trustedOrigins: string[];
  encryptionKey?: string;
  authSecret?: string;
  logLevel: z.infer<typeof LogLevel>;
  uploadDir: string;
  iceServers: IceServer[];
  signInLimits: { perIdentifier: number; perAddress: number; windowSeconds: number };
  sessionCacheSeconds: number;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    trustedOrigins: splitList(e.TRUSTED_ORIGINS),
    encryptionKey: e.ENCRYPTION_KEY,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    iceServers: parseIceServers(e.ICE_SERVERS),
    signInLimits: { perIdentifier: e.SIGNIN_LIMIT_PER_IDENTIFIER, perAddress: e.SIGNIN_LIMIT_PER_ADDRESS, windowSeconds: 900 },
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
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
