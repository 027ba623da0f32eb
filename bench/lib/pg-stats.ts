import type pg from 'pg';

/** Cumulative counters of one database (pg_stat_database): buffers found in shared buffers or read, transactions. */
export interface DatabaseCounters { blocksHit: number; blocksRead: number; transactions: number }

/**
 * The database's counters now. Backends report theirs at most once a second and within a second of going idle, so a
 * caller that wants a run's whole share waits that long after the run (settle) before reading them again.
 */
export async function databaseCounters(client: pg.Client, database: string, settleMs = 0): Promise<DatabaseCounters> {
  if (settleMs) await new Promise((r) => setTimeout(r, settleMs));
  const { rows: [row] } = await client.query<{ hit: string; read: string; xacts: string }>(
    `select blks_hit as hit, blks_read as read, xact_commit + xact_rollback as xacts from pg_stat_database where datname = $1`, [database]);
  return { blocksHit: Number(row!.hit), blocksRead: Number(row!.read), transactions: Number(row!.xacts) };
}

/** Per request between two readings: shared-buffer hits, blocks read from outside shared buffers, transactions. */
export interface CountersPerRequest { blocksHitPerRequest: number; blocksReadPerRequest: number; transactionsPerRequest: number }

export function perRequest(before: DatabaseCounters, after: DatabaseCounters, requests: number): CountersPerRequest {
  const per = (n: number) => Math.round((n / Math.max(requests, 1)) * 100) / 100;
  return {
    blocksHitPerRequest: per(after.blocksHit - before.blocksHit),
    blocksReadPerRequest: per(after.blocksRead - before.blocksRead),
    transactionsPerRequest: per(after.transactions - before.transactions),
  };
}
