/**
 * Failures that mean "the database cannot answer right now" rather than "this request is wrong": the connection was
 * terminated or never opened, the server is starting or shutting down, or a time limit ran out. The request fails with
 * 503 and Retry-After (problem.ts); the pool replaces the connection; the process keeps running.
 */

/** SQLSTATEs of a database that is unavailable or a time limit that ran out. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown (fast or immediate stop, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '40P01', // deadlock_detected: retrying succeeds
]);

/** Messages node-pg and its pool use for a connection that failed or a time limit that ran out on the client side. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Query read timeout',
  'the database system is',
];

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTCONN', 'ECONNABORTED']);

export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

function code(err: unknown): string | undefined {
  const c = (err as { code?: unknown } | null)?.code;
  return typeof c === 'string' ? c : undefined;
}

/** The connection this error came from can no longer be used (it is to be destroyed, not returned to the pool). */
export function isConnectionFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const c = code(err);
  if (c && (SOCKET_CODES.has(c) || c.startsWith('08') || c === '57P01' || c === '57P02' || c === '57P03')) return true;
  return CONNECTION_MESSAGES.some((m) => err.message.includes(m));
}

/** The error (or one of its causes, up to a few levels, as libraries wrap them) says the database is unavailable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const c = code(e);
    if (c && UNAVAILABLE_STATES.has(c)) return true;
    if (isConnectionFailure(e)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying after a 503 from the database. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
