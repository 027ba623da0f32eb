import pg from 'pg';
import { ConfigError } from './config.js';
import { DatabaseSetupError } from './db/clinic-role.js';
import { DataDirLockedError } from './db/lock-file.js';
import { MigrationChangedError } from './db/migrate.js';

/**
 * What an operator reads when the service cannot start: one line naming the variable or the fix, instead of a stack
 * trace. Everything else stays an ordinary error (its stack is printed; it is a bug, not a setting).
 */
export class StartupError extends Error {}

/** Where a PostgreSQL URL points, without its password: `user@host:port/database`. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : '';
    return `${user}${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname || '/'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// The server is there but not accepting yet: starting up, shutting down, in recovery, too many clients.
const NOT_YET = new Set(['57P03', '53300']);

function isUnreachable(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  if (code && (UNREACHABLE.has(code) || NOT_YET.has(code))) return true;
  // node-pg's own connection timeout carries no code.
  return /timeout expired|Connection terminated unexpectedly/i.test(String((err as Error)?.message));
}

/**
 * Waits until the database at `url` accepts a connection and answers, retrying an unreachable or starting server
 * for up to `seconds` (containers often start the service before the database). A database that answers with an
 * error that waiting cannot fix (it does not exist, the password is wrong) fails at once.
 */
export async function waitForDatabase(url: string, seconds: number, onWait: (line: string) => void = () => {}): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let announced = false;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    // A server that drops the connection after connecting emits 'error' on the client; the query below reports it.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      if (!isUnreachable(err)) throw databaseError(err, url);
      if (Date.now() >= deadline) {
        throw new StartupError(`Database ${describeDatabaseUrl(url)} is unreachable (${errorCode(err)}) after ${seconds} s: `
          + 'start PostgreSQL or fix DATABASE_URL (DATABASE_WAIT_SECONDS sets how long to wait)');
      }
      if (!announced) onWait(`waiting up to ${seconds} s for the database ${describeDatabaseUrl(url)} (${errorCode(err)})`);
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Math.max(0, deadline - Date.now()))));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function errorCode(err: unknown): string {
  return (err as { code?: string }).code ?? 'timeout';
}

function databaseError(err: unknown, url: string): Error {
  const code = (err as { code?: string }).code;
  const where = describeDatabaseUrl(url);
  if (code === '3D000') {
    const name = new URL(url).pathname.slice(1);
    return new StartupError(`Database "${name}" does not exist on ${where}: create it (createdb ${name}) or fix DATABASE_URL`);
  }
  if (code === '28P01' || code === '28000') return new StartupError(`Database ${where} refused the login: fix the user or password in DATABASE_URL`);
  return err as Error;
}

/** Errors from `app.listen`: a port someone else holds, a HOST that is not an address of this machine. */
export function listenError(err: unknown, host: string, port: number): Error {
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE') return new StartupError(`Port ${port} on ${host} is already in use: stop the other process or set PORT to a free port`);
  if (code === 'EACCES') return new StartupError(`Port ${port} on ${host} needs privileges this process does not have: set PORT to 1024 or above`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'EAFNOSUPPORT' || code === 'EINVAL') {
    return new StartupError(`HOST "${host}" is not an address of this machine: set HOST to 127.0.0.1, 0.0.0.0 (every interface) or one of its addresses`);
  }
  return err as Error;
}

/** The one line printed for a failed start, or undefined when the error is a bug whose stack should be shown. */
export function startupErrorLine(err: unknown): string | undefined {
  if (err instanceof StartupError || err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof MigrationChangedError
    || err instanceof DatabaseSetupError) {
    return err.message;
  }
  return undefined;
}
