import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/platform/db/connect.js';
import { isDatabaseUnavailable } from '../../../src/platform/db/unavailable.js';
import { withDatabase } from '../../support/global-setup.js';

const server = process.env.TEST_DATABASE_URL;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const backendsOf = (name: string) => admin(async (c) =>
  (await c.query('select pid from pg_stat_activity where datname = $1', [name])).rows as Array<{ pid: number }>);

// The pool only exists on PostgreSQL; PGlite is one in-process session.
describe.runIf(server)('PostgreSQL pool', () => {
  const name = `clinic_pool_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  beforeAll(() => admin((c) => c.query(`create database ${name}`)));
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it('close() returns only once every pooled connection is gone from the server', async () => {
    const handle = await openDatabase({ databaseUrl: withDatabase(server!, name), poolSize: 6 });
    // Six overlapping queries make the pool open six connections.
    await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.05)`.execute(handle.db)));
    expect((await backendsOf(name)).length).toBe(6);
    await handle.close();
    expect(await backendsOf(name)).toEqual([]);
  });

  it('survives the server terminating an idle connection, reports it, and reconnects on next use', async () => {
    const dropped: Error[] = [];
    let handle: DatabaseHandle | undefined;
    try {
      handle = await openDatabase({ databaseUrl: withDatabase(server!, name), poolSize: 2, onIdleConnectionError: (e) => dropped.push(e) });
      await sql`select 1`.execute(handle.db);
      const [backend] = await backendsOf(name);
      await admin((c) => c.query('select pg_terminate_backend($1)', [backend!.pid]));
      await expect.poll(() => dropped.length).toBe(1);
      expect((dropped[0] as Error & { code?: string }).code).toBe('57P01');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle?.close();
    }
  });
  it('survives the server terminating a connection checked out between two statements: the request fails as unavailable, the pool replaces it', async () => {
    let handle: DatabaseHandle | undefined;
    try {
      handle = await openDatabase({ databaseUrl: withDatabase(server!, name), poolSize: 1, onIdleConnectionError: () => {} });
      const db = handle.db;
      const failure = await db.transaction().execute(async (tx) => {
        const { rows: [me] } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
        await admin((c) => c.query('select pg_terminate_backend($1)', [me!.pid]));
        // The connection's 'error' arrives while it is checked out and idle: without a listener the process would crash.
        await new Promise((r) => setTimeout(r, 200));
        return sql`select 1`.execute(tx).then(() => undefined, (err: unknown) => err);
      }).then(() => undefined, (err: unknown) => err);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle?.close();
    }
  });

  it('enforces the statement and lock time limits, and both count as the database being unavailable (503)', async () => {
    const limits = { statementTimeoutMs: 300, lockTimeoutMs: 200, idleInTransactionTimeoutMs: 5000, acquireTimeoutMs: 2000 };
    const handle = await openDatabase({ databaseUrl: withDatabase(server!, name), poolSize: 3, limits });
    const other = await openDatabase({ databaseUrl: withDatabase(server!, name), poolSize: 1 });
    try {
      const slow = await sql`select pg_sleep(3)`.execute(handle.db).then(() => undefined, (err: unknown) => err);
      expect((slow as { code?: string }).code).toBe('57014');
      expect(isDatabaseUnavailable(slow)).toBe(true);
      await sql`create table if not exists lock_probe (id int)`.execute(other.db);
      const locked = await other.db.transaction().execute(async (holder) => {
        await sql`lock table lock_probe in access exclusive mode`.execute(holder);
        return sql`select * from lock_probe`.execute(handle.db).then(() => undefined, (err: unknown) => err);
      });
      expect((locked as { code?: string }).code).toBe('55P03');
      expect(isDatabaseUnavailable(locked)).toBe(true);
    } finally {
      await handle.close();
      await other.close();
    }
  });
});
