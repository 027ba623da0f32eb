import { randomUUID } from 'node:crypto';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAsLastStatement, scopeStatement, withClinicTx } from '../../../src/platform/db/clinic-tx.js';
import { migrate } from '../../../src/platform/db/migrate.js';
import { DEFERRED_MARK, MAX_PREPARED_PER_CONNECTION, ServicePostgresDialect } from '../../../src/platform/db/postgres-dialect.js';
import type { Database } from '../../../src/platform/db/schema.js';
import { withDatabase } from '../../support/global-setup.js';

const server = process.env.TEST_DATABASE_URL;

interface Sent { text: string; name?: string; at: number; answeredAt?: number }

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  await c.query(statement).finally(() => c.end());
}

// The dialect is PostgreSQL's; PGlite runs through its own (pglite-dialect.ts).
describe.runIf(server)('the service PostgreSQL dialect', () => {
  const name = `clinic_dialect_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let sent: Sent[] = [];
  let tick = 0;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    pool = new pg.Pool({ connectionString: withDatabase(server!, name), max: 1, pipeline: true } as pg.PoolConfig);
    // Record what each statement sent and when it was answered, in order, on the wire's side of the dialect.
    pool.on('connect', (client) => {
      // afterAll drops the database WITH (FORCE): a backend whose client is still closing after pool.end() is then
      // terminated, and the FATAL it sends arrives on a client the pool no longer listens to (an unhandled error).
      client.on('error', () => {});
      const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
        const entry: Sent = typeof config === 'string'
          ? { text: config, at: tick++ }
          : { text: (config as { text: string }).text, name: (config as { name?: string }).name, at: tick++ };
        sent.push(entry);
        const result = original(config, values);
        void result.then(() => { entry.answeredAt = tick++; }, () => { entry.answeredAt = tick++; });
        return result;
      };
    });
    db = new Kysely<Database>({ dialect: new ServicePostgresDialect(pool) });
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await pool?.end();
    await admin(`drop database if exists ${name} with (force)`);
  });
  beforeEach(() => { sent = []; });

  const scope = { clinicId: randomUUID(), userId: randomUUID() };

  it('sends begin and the clinic scope together with the first statement, before either is answered', async () => {
    const role = await withClinicTx(db, scope, async (tx) => (await sql<{ r: string }>`select current_user as r, ${1}::int as one`.execute(tx)).rows[0]!.r);
    expect(role).toBe('clinic_app');
    expect(sent.map((s) => s.text)).toEqual([`begin; ${scopeStatement(scope)}`, 'select current_user as r, $1::int as one', 'commit']);
    const [opening, statement] = sent;
    // Pipelined: the statement left before the opening's answer came back.
    expect(statement!.at).toBeLessThan(opening!.answeredAt!);
  });

  it('runs the statement under the scope it travelled with (role, clinic and user as set)', async () => {
    const seen = await withClinicTx(db, scope, async (tx) => (await sql<{ r: string; c: string; u: string }>`
      select current_user as r, current_setting('app.clinic_id') as c, current_setting('app.user_id') as u where ${1} = 1`.execute(tx)).rows[0]);
    expect(seen).toEqual({ r: 'clinic_app', c: scope.clinicId, u: scope.userId });
    // Transaction-local: the pooled connection does not keep them.
    const after = (await sql<{ r: string; c: string | null }>`select current_user as r, current_setting('app.clinic_id', true) as c`.execute(db)).rows[0];
    expect(after!.r).not.toBe('clinic_app');
    expect(after!.c ?? '').toBe('');
  });

  it('a read run as the last statement takes the commit along: the whole transaction is one write', async () => {
    const rows = await withClinicTx(db, scope, (tx) => runAsLastStatement(tx,
      tx.selectNoFrom([sql<string>`current_user`.as('r'), sql<string>`current_setting('app.clinic_id')`.as('c'), sql<number>`${7}::int`.as('n')])));
    expect(rows).toEqual([{ r: 'clinic_app', c: scope.clinicId, n: 7 }]);
    expect(sent.map((s) => s.text)).toEqual([
      `begin; ${scopeStatement(scope)}`, 'select current_user as "r", current_setting(\'app.clinic_id\') as "c", $1::int as "n"', 'commit',
    ]);
    // All three left before the first answer came back.
    expect(Math.max(...sent.map((s) => s.at))).toBeLessThan(Math.min(...sent.map((s) => s.answeredAt!)));
    // Committed, and nothing of the transaction is left on the pooled connection.
    const after = (await sql<{ r: string; c: string | null; open: boolean }>`
      select current_user as r, current_setting('app.clinic_id', true) as c, now() = statement_timestamp() as open`.execute(db)).rows[0];
    expect(after!.r).not.toBe('clinic_app');
    expect(after!.c ?? '').toBe('');
    expect(after!.open).toBe(true); // now() is this statement's own start: no transaction was left open
    expect(sent.filter((s) => s.text === 'commit' || s.text === 'rollback')).toHaveLength(1);
  });

  it('a failing last statement rolls its transaction back (the server turns the commit into a rollback)', async () => {
    const error = await db.transaction().execute(async (tx) => {
      await sql`insert into schema_migration (name) values (${'never-kept-last'})`.execute(tx);
      await runAsLastStatement(tx, tx.selectNoFrom(sql<number>`1 / ${0}::int`.as('n')));
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/division by zero/);
    // Nothing after the commit that travelled with the statement: the transaction was already over.
    expect(sent.map((s) => s.text).at(-1)).toBe('commit');
    const kept = await db.selectFrom('schema_migration').select('name').where('name', '=', 'never-kept-last').execute();
    expect(kept).toEqual([]);
  });

  it('refuses any statement after the last one, which would run outside the transaction and its scope', async () => {
    const error = await withClinicTx(db, scope, async (tx) => {
      await runAsLastStatement(tx, tx.selectNoFrom(sql<number>`${1}::int`.as('n')));
      await sql`select current_user as r, ${2}::int as n`.execute(tx);
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/already ended/);
    expect(sent.map((s) => s.text)).not.toContain('select current_user as r, $1::int as n');
    // The connection (the pool's only one) is clean and usable.
    const { rows } = await sql<{ r: string }>`select current_user as r`.execute(db);
    expect(rows[0]!.r).not.toBe('clinic_app');
  });

  it('a transaction that runs nothing sends nothing', async () => {
    await withClinicTx(db, scope, async () => 'nothing');
    expect(sent).toEqual([]);
  });

  it('a failing deferred statement fails the transaction with its own error, and nothing of it is kept', async () => {
    const error = await db.transaction().execute(async (tx) => {
      await sql.raw(`${DEFERRED_MARK}select 1/0`).execute(tx);
      await sql`insert into schema_migration (name) values (${'never-kept'})`.execute(tx);
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/division by zero/);
    expect(sent.map((s) => s.text).at(-1)).toBe('rollback');
    const kept = await db.selectFrom('schema_migration').select('name').where('name', '=', 'never-kept').execute();
    expect(kept).toEqual([]);
  });

  it('a deferred statement outside a transaction runs at once', async () => {
    const { rows } = await sql.raw<{ one: number }>(`${DEFERRED_MARK}select 1 as one`).execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('prepares statements with parameters under one name per text; parameterless text runs unprepared', async () => {
    for (let i = 0; i < 3; i++) await sql`select ${i}::int as n`.execute(db);
    await sql`select 1; select 2`.execute(db);
    const named = sent.filter((s) => s.text === 'select $1::int as n').map((s) => s.name);
    expect(named).toHaveLength(3);
    expect(new Set(named).size).toBe(1);
    expect(named[0]).toMatch(/^s[\w-]{22}$/);
    expect(sent.find((s) => s.text === 'select 1; select 2')!.name).toBeUndefined();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement = 'select $1::int as n'`.execute(db);
    expect(rows[0]!.n).toBe(1);
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} named statements on a connection, then runs the rest unnamed`, { timeout: 120_000 }, async () => {
    const before = (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where ${1} = 1`.execute(db)).rows[0]!.n;
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) await sql`select ${i}::int as ${sql.ref(`n${i}`)}`.execute(db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
    expect(before).toBeLessThan(MAX_PREPARED_PER_CONNECTION);
    // A name whose preparation failed (earlier test: a statement in an aborted transaction) counts but holds nothing.
    expect(rows[0]!.n).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    expect(rows[0]!.n).toBeGreaterThan(MAX_PREPARED_PER_CONNECTION - 5);
    expect(sent.at(-2)!.name).toBeUndefined();
  });

  it('refuses a scope whose ids are not plain identifiers (they are written into the statement)', async () => {
    await expect(withClinicTx(db, { clinicId: "x', true); drop table patient; --", userId: scope.userId }, async () => 1))
      .rejects.toThrow(/plain identifiers/);
    expect(sent).toEqual([]);
  });
});
