import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/platform/db/connect.js';
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
});
