import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { runsAloneWith } from './clinic-tx.js';
import { markBroken, ServicePostgresDialect } from './postgres-dialect.js';
import type { Database } from './schema.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * Time limits on PostgreSQL (decisions: a hung or restarting database gives 503s, never requests that hang). Zero
 * turns a limit off. The client-side query limit covers a server that stopped answering altogether (a statement
 * limit is enforced by the server, which then cannot); it is the statement limit plus a margin.
 */
export interface DatabaseLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Waiting for a pooled connection, including opening a new one. */
  acquireTimeoutMs: number;
}

/** How much longer than the statement limit the client waits for an answer before it gives up on the connection. */
const CLIENT_QUERY_MARGIN_MS = 5000;

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of a PGlite database; `memory://` for a throwaway one. */
  pgliteDir?: string;
  poolSize?: number;
  /** PostgreSQL only; without them nothing is limited (migrations run without limits). */
  limits?: DatabaseLimits;
  /** Told when the server drops an idle pooled connection (restart, failover); the pool reconnects on next use. */
  onIdleConnectionError?: (err: Error) => void;
}

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

/** One type mapping for both engines: counts as numbers, `date` columns as `YYYY-MM-DD` text. */
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);
pg.types.setTypeParser(NUMERIC, (v) => Number(v));

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Pipelining lets a transaction's opening travel with its first statement (postgres-dialect.ts).
    const limits = options.limits;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl, max: options.poolSize ?? 20, pipeline: true, keepAlive: true,
      ...(limits ? {
        statement_timeout: limits.statementTimeoutMs || undefined,
        lock_timeout: limits.lockTimeoutMs || undefined,
        idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs || undefined,
        query_timeout: limits.statementTimeoutMs ? limits.statementTimeoutMs + CLIENT_QUERY_MARGIN_MS : undefined,
        connectionTimeoutMillis: limits.acquireTimeoutMs || undefined,
      } : {}),
    } as pg.PoolConfig);
    // Without a listener, an idle connection the server terminates would crash the process.
    pool.on('error', (err) => options.onIdleConnectionError?.(err));
    // The pool listens for errors only on idle connections; a checked-out one whose server goes away between two
    // statements would emit an unhandled 'error' and crash the process. This listener stays for the connection's
    // life; the dialect then fails the request (503) and destroys the connection instead of returning it.
    pool.on('connect', (client) => {
      client.on('error', (err) => markBroken(client, err));
    });
    const dialect = new ServicePostgresDialect(pool);
    const db = new Kysely<Database>({ dialect });
    runsAloneWith(db, dialect);
    return { db, kind: 'postgres', close: () => closePool(db, pool) };
  }
  if (!options.pgliteDir) throw new Error('openDatabase needs databaseUrl or pgliteDir');
  const pglite = await PGlite.create(options.pgliteDir, {
    parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v, [NUMERIC]: (v: string) => Number(v) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * `pool.end()` resolves once the pool has asked its clients to end, before their sockets have closed; a caller that
 * then drops the database or exits would race them. This waits for every client to be gone.
 */
async function closePool(db: Kysely<Database>, pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => { if (--open === 0) resolve(); });
  });
  await db.destroy();
  await pool.end();
  await allRemoved;
}
