import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAlone, runAsLastStatement, withClinicTx } from '../../../src/platform/db/clinic-tx.js';
import { openDatabase, type DatabaseHandle } from '../../../src/platform/db/connect.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-app.js';

// The rule of runAsLastStatement on the engine of this run: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
describe(`a statement after a transaction's last one (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const scope = { clinicId: 'clinic-last', userId: 'user-last' };

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase(database.env.DATABASE_URL
      ? { databaseUrl: database.env.DATABASE_URL, poolSize: 1 }
      : { pgliteDir: path.join(database.env.DATA_DIR!, 'db') });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('is refused, and nothing of the transaction is left open', async () => {
    const error = await withClinicTx(handle.db, scope, async (tx) => {
      await runAsLastStatement(tx, tx.selectNoFrom(sql<number>`${1}::int`.as('n')));
      await sql`select ${2}::int as n`.execute(tx);
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/already ended with its final statement/);
    // The session is back outside any transaction and clinic scope.
    const { rows } = await sql<{ role: string; clinic: string | null }>`
      select current_user as role, nullif(current_setting('app.clinic_id', true), '') as clinic`.execute(handle.db);
    expect(rows[0]!.role).not.toBe('clinic_app');
    expect(rows[0]!.clinic).toBeNull();
  });

  it('a transaction whose last statement is last commits as usual, and the next one may run again', async () => {
    for (const n of [1, 2]) {
      const rows = await withClinicTx(handle.db, scope, (tx) =>
        runAsLastStatement(tx, tx.selectNoFrom(sql<string>`current_setting('app.clinic_id', true)`.as('clinic'))));
      expect(rows, `round ${n}`).toEqual([{ clinic: 'clinic-last' }]);
    }
  });

  it('outside a transaction the mark changes nothing', async () => {
    const first = await handle.db.selectNoFrom(sql<number>`1`.as('n')).execute();
    const second = await handle.db.selectNoFrom(sql<number>`2`.as('n')).execute();
    expect([first, second]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it('readAlone runs its statement in the clinic scope and role, and leaves nothing open', async () => {
    for (const n of [1, 2]) {
      const rows = await readAlone(handle.db, scope, handle.db.selectNoFrom([
        sql<string>`current_setting('app.clinic_id', true)`.as('clinic'), sql<string>`current_setting('app.user_id', true)`.as('user'),
        sql<string>`current_user`.as('role'), sql<number>`${n}::int`.as('n'),
      ]).compile());
      expect(rows, `round ${n}`).toEqual([{ clinic: 'clinic-last', user: 'user-last', role: 'clinic_app', n }]);
    }
    const { rows } = await sql<{ role: string; clinic: string | null }>`
      select current_user as role, nullif(current_setting('app.clinic_id', true), '') as clinic`.execute(handle.db);
    expect(rows[0]!.role).not.toBe('clinic_app');
    expect(rows[0]!.clinic).toBeNull();
  });

  it('readAlone: a failing statement throws its own error, and the connection is clean for the next one', async () => {
    const error = await readAlone(handle.db, scope, handle.db.selectNoFrom(sql<number>`1 / ${0}::int`.as('n')).compile())
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/division by zero/);
    const rows = await readAlone(handle.db, scope, handle.db.selectNoFrom(sql<string>`current_setting('app.clinic_id', true)`.as('clinic')).compile());
    expect(rows).toEqual([{ clinic: 'clinic-last' }]);
    // Outside a transaction every statement is its own: now() is this statement's start (no transaction left open).
    const { rows: after } = await sql<{ own: boolean; clinic: string | null }>`
      select now() = statement_timestamp() as own, nullif(current_setting('app.clinic_id', true), '') as clinic`.execute(handle.db);
    expect(after[0]).toEqual({ own: true, clinic: null });
  });
});
