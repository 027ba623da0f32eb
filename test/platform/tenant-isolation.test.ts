import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClinicTx } from '../../src/platform/db/clinic-tx.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  a = await seedClinic(t.app, ['owner', 'admin', 'lab']);
  b = await seedClinic(t.app, ['owner', 'admin', 'lab']);
  // Give both clinics clinic-table rows: specialties and their activity entries.
  await a.as('owner').patch(`/api/staff/${a.as('lab').userId}`, { specialty: 'A lab' });
  await b.as('owner').patch(`/api/staff/${b.as('lab').userId}`, { specialty: 'B lab' });
});
afterAll(async () => { await t?.close(); });

describe(`row-level security (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('an unscoped select inside clinic A\'s transaction sees none of clinic B\'s rows', async () => {
    const scope = { clinicId: a.clinicId, userId: a.as('owner').userId };
    const { activity, profiles, role } = await withClinicTx(t.app.deps.db, scope, async (tx) => ({
      // Deliberately no `where clinic_id = …`: only row-level security stands between A and B here.
      activity: (await sql<{ clinic_id: string }>`select clinic_id from activity`.execute(tx)).rows,
      profiles: (await sql<{ clinic_id: string }>`select clinic_id from staff_profile`.execute(tx)).rows,
      role: (await sql<{ r: string }>`select current_user as r`.execute(tx)).rows[0]!.r,
    }));
    expect(role).toBe('clinic_app');
    expect(activity.length).toBeGreaterThan(0);
    expect(new Set(activity.map((r) => r.clinic_id))).toEqual(new Set([a.clinicId]));
    expect(profiles.map((r) => r.clinic_id)).toEqual([a.clinicId]);
    const all = await t.app.deps.db.selectFrom('activity').select('clinic_id').distinct().execute();
    expect(all.map((r) => r.clinic_id)).toEqual(expect.arrayContaining([a.clinicId, b.clinicId]));
  });

  it('refuses to write a row for another clinic from inside a clinic transaction', async () => {
    const scope = { clinicId: a.clinicId, userId: a.as('owner').userId };
    await expect(withClinicTx(t.app.deps.db, scope, (tx) =>
      tx.insertInto('staff_profile').values({ clinic_id: b.clinicId, user_id: 'x', specialty: 'leak', updated_at: new Date() }).execute(),
    )).rejects.toThrow(/row-level security/);
    const updated = await withClinicTx(t.app.deps.db, scope, (tx) =>
      tx.updateTable('staff_profile').set({ specialty: 'hijack' }).where('clinic_id', '=', b.clinicId).executeTakeFirst());
    expect(Number(updated.numUpdatedRows)).toBe(0);
  });

  it('keeps concurrent transactions of two clinics apart (the PGlite session is never shared mid-transaction)', async () => {
    const run = (c: SeededClinic) => withClinicTx(t.app.deps.db, { clinicId: c.clinicId, userId: 'u' }, async (tx) => {
      await new Promise((r) => setTimeout(r, 5));
      return (await sql<{ clinic_id: string }>`select distinct clinic_id from activity`.execute(tx)).rows.map((r) => r.clinic_id);
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => run(i % 2 ? a : b).then((ids) => [i % 2 ? a : b, ids] as const)));
    for (const [clinic, ids] of results) expect(ids).toEqual([clinic.clinicId]);
  });

  it('forces RLS on every clinic table', async () => {
    const rows = await sql<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>`
      select c.relname, c.relrowsecurity, c.relforcerowsecurity from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'clinic_id' and not a.attisdropped
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'`.execute(t.app.deps.db);
    expect(rows.rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows.rows) expect(r, r.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });
});

describe('two clinics over HTTP', () => {
  it('shows nothing of one clinic to the other', async () => {
    const bStaff = (await b.as('owner').get('/api/staff')).json() as Array<{ userId: string }>;
    const aStaff = (await a.as('owner').get('/api/staff')).json() as Array<{ userId: string }>;
    expect(aStaff.some((s) => bStaff.some((x) => x.userId === s.userId))).toBe(false);
    const aActivity = (await a.as('owner').get('/api/activity')).json() as Array<{ actorId: string }>;
    expect(aActivity.every((e) => aStaff.some((s) => s.userId === e.actorId))).toBe(true);
    expect((await a.as('owner').patch(`/api/staff/${b.as('lab').userId}`, { specialty: 'x' })).statusCode).toBe(404);
    expect((await a.as('owner').patch(`/api/staff/${b.as('lab').userId}/password`, { newPassword: 'another-password-1' })).statusCode).toBe(404);
  });
});
