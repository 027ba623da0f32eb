import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const u = new URL(PG_SERVER);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops and recreates a benchmark database on the local PostgreSQL server. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrl(name);
}

/** Drops a benchmark database (at the end of a run: the data is not kept). */
export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export interface Served { url: string; pid: number; stop(): Promise<void> }

/** Starts a TypeScript entry point in its own Node process and waits until `readyPath` answers 200. */
export async function startProcess(
  entry: string, args: string[], env: Record<string, string>, readyUrl: string, nodeArgs: string[] = [],
): Promise<Served> {
  // A built entry (dist/*.js) runs as plain JavaScript; a TypeScript one through tsx.
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...loader, entry, ...args], {
    cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`${entry} did not become ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url: new URL(readyUrl).origin,
    pid: child.pid!,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

let built = false;
/**
 * Starts the service on PostgreSQL in its own process as `npm start` does: the esbuild bundle (`dist/main.js`, built
 * here when stale) under `node --enable-source-maps`, not the TypeScript sources through tsx's loader.
 */
export function startService(databaseUrlValue: string, port: number, extraEnv: Record<string, string> = {}): Promise<Served> {
  if (!built) {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
    built = true;
  }
  const nodeArgs = ['--enable-source-maps', ...(process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  return startProcess('dist/main.js', ['serve'], {
    DATABASE_URL: databaseUrlValue, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`, SIGNIN_LIMIT_PER_ADDRESS: '100000', ALLOW_SIGN_UP: '1', ...extraEnv,
  }, `http://127.0.0.1:${port}/ready`, nodeArgs);
}

/** The bare baseline: Fastify + pg doing one primary-key select per request, nothing else. */
export function startBareBaseline(databaseUrlValue: string, port: number): Promise<Served> {
  return startProcess('bench/lib/bare-server.ts', [], { DATABASE_URL: databaseUrlValue, PORT: String(port) }, `http://127.0.0.1:${port}/health`);
}
