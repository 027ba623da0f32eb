import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/connect.js';
import { getMigrations } from 'better-auth/db/migration';
import { createAuth } from '../../src/platform/auth/better-auth.js';
import { LAST_RANGE_NUMBERED_MIGRATION, migrate, MigrationChangedError, readMigrations } from '../../src/platform/db/migrate.js';
import { withDatabase } from '../support/global-setup.js';

describe('migrations', () => {
  it('are numbered, forward-only SQL files applied in name order', () => {
    const files = readMigrations();
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files.map((f) => f.name)).toEqual([...files.map((f) => f.name)].sort());
    expect(new Set(files.map((f) => f.name.slice(0, 4))).size).toBe(files.length);
    // The capability ranges ended with this file; from it on files are numbered in the order they are written.
    expect(files.map((f) => f.name)).toContain(LAST_RANGE_NUMBERED_MIGRATION);
  });

  it('refuse to start when an applied file changed or vanished, or a new file is numbered before an applied one', { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const all = readMigrations();
      const base = all.filter((f) => f.name < '0100');
      expect(await migrate(handle.db, base)).toEqual(base.map((f) => f.name));
      const recorded = await handle.db.selectFrom('schema_migration').select(['name', 'checksum']).orderBy('name').execute();
      expect(recorded.every((r) => /^[0-9a-f]{64}$/.test(r.checksum ?? ''))).toBe(true);

      const changed = base.map((f, i) => i === 1 ? { ...f, sql: `${f.sql}\n-- edited later` } : f);
      const error = await migrate(handle.db, changed).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationChangedError);
      expect((error as Error).message).toBe(`migrations/${base[1]!.name} changed after it was applied to this database: restore the file as it was and put the change in a new migration`);
      // A trailing edit of whitespace is a change too: the checksum is of the bytes.
      await expect(migrate(handle.db, base.map((f, i) => i === 0 ? { ...f, sql: `${f.sql} ` } : f))).rejects.toThrow(/0001_auth.sql changed/);
      await expect(migrate(handle.db, base.slice(1))).rejects.toThrow(/0001_auth.sql was applied to this database but is not in migrations/);

      // Written after the last file, numbered after it: applied. Then a file numbered between two applied ones is refused.
      const late = { name: '9998_late.sql', sql: 'create table late_one (id int)' };
      expect(await migrate(handle.db, [...base, late])).toEqual(['9998_late.sql']);
      const between = { name: '9997_between.sql', sql: 'create table never_created (id int)' };
      await expect(migrate(handle.db, [...base, between, late])).rejects.toThrow(
        'migrations/9997_between.sql is new but numbered before 9998_late.sql, which this database has already applied: number it after every existing migration');
      // Files of the capability ranges (up to LAST_RANGE_NUMBERED_MIGRATION) may still arrive late on an old database.
      expect(await migrate(handle.db, [...all.filter((f) => f.name <= '0100_patients.sql'), late])).toEqual(['0100_patients.sql']);

      // A database recorded before checksums existed gets them on its next start, then is held to them.
      await sql`update schema_migration set checksum = null`.execute(handle.db);
      expect(await migrate(handle.db, [...all.filter((f) => f.name <= '0100_patients.sql'), late])).toEqual([]);
      await expect(migrate(handle.db, [...all.filter((f) => f.name <= '0100_patients.sql'), { ...late, sql: 'select 1' }])).rejects.toThrow(/9998_late.sql changed/);
    } finally {
      await handle.close();
    }
  });

  it('leave nothing of Better Auth\'s schema pending', { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await migrate(handle.db);
      const auth = createAuth({ db: handle.db, secret: 'x'.repeat(32), baseURL: 'http://localhost:4000', trustedOrigins: [] });
      const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
      expect(toBeCreated.map((t) => t.table)).toEqual([]);
      expect(toBeAdded.map((t) => ({ table: t.table, fields: Object.keys(t.fields) }))).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('apply each file exactly once when runners race on one database', { timeout: 120_000 }, async () => {
    const server = process.env.TEST_DATABASE_URL;
    const name = `clinic_mig_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let url: string | undefined;
    if (server) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      url = withDatabase(server, name);
    }
    // PostgreSQL: three instances with their own pools. PGlite: one handle (its mutex is the only session).
    const handles = url
      ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })))
      : [await openDatabase({ pgliteDir: 'memory://' })];
    try {
      const runs = url ? handles.map((h) => migrate(h.db)) : [1, 2, 3].map(() => migrate(handles[0]!.db));
      const applied = (await Promise.all(runs)).flat();
      const names = readMigrations().map((f) => f.name);
      expect(applied.sort()).toEqual([...names].sort());
      const recorded = await handles[0]!.db.selectFrom('schema_migration').select('name').orderBy('name').execute();
      expect(recorded.map((r) => r.name)).toEqual(names);
      expect(await migrate(handles[0]!.db)).toEqual([]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      if (server) {
        const admin = new pg.Client({ connectionString: server });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  });

  it('0212 fills the invoice totals of existing invoices from their line items', { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const all = readMigrations();
      await migrate(handle.db, all.filter((f) => f.name < '0212'));
      await sql`insert into invoice (clinic_id, id, number, name, initials, issued_at, status)
        values ('c1', 'i1', 'INV-1', 'A B', 'AB', '2026-01-01', 'sent'), ('c1', 'i2', 'INV-2', 'C D', 'CD', '2026-01-01', 'paid')`.execute(handle.db);
      await sql`insert into invoice_line_item (clinic_id, invoice_id, position, description, quantity_hundredths, unit_price_cents)
        values ('c1', 'i1', 0, 'x', 50, 1), ('c1', 'i1', 1, 'y', 200, 1000), ('c1', 'i2', 0, 'z', 100, 999)`.execute(handle.db);
      expect(await migrate(handle.db, all)).toContain('0212_invoice_total.sql');
      const { rows } = await sql<{ id: string; total_cents: number }>`select id, total_cents from invoice order by id`.execute(handle.db);
      // 0.5 × 0.01 rounds half up to 1 cent; 2 × 10.00 = 2000 cents.
      expect(rows).toEqual([{ id: 'i1', total_cents: 2001 }, { id: 'i2', total_cents: 999 }]);
      // From then on the triggers keep it, an updated line included (the service replaces lines; others may not).
      await sql`update invoice_line_item set quantity_hundredths = 300 where invoice_id = 'i2'`.execute(handle.db);
      await sql`delete from invoice_line_item where invoice_id = 'i1' and position = 1`.execute(handle.db);
      const { rows: after } = await sql<{ id: string; total_cents: number }>`select id, total_cents from invoice order by id`.execute(handle.db);
      expect(after).toEqual([{ id: 'i1', total_cents: 1 }, { id: 'i2', total_cents: 2997 }]);
    } finally {
      await handle.close();
    }
  });

  it('0102 builds each existing patient\'s record text, then follows every write to the patient and its children', { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    type Texts = { id: string; record: string; demographic_record: string };
    const texts = async () => (await sql<Texts>`select id, record, demographic_record from patient order by id`.execute(handle.db)).rows
      .map((r) => ({ id: r.id, record: JSON.parse(r.record) as Record<string, unknown>, demographics: JSON.parse(r.demographic_record) as Record<string, unknown> }));
    try {
      const all = readMigrations();
      await migrate(handle.db, all.filter((f) => f.name < '0102'));
      await sql`insert into patient (clinic_id, id, file_number, name, initials, blood_type, created_at, updated_at)
        values ('c1', 'p1', '10000', 'Ada Lovelace', 'AL', 'O+', '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:05.678Z'),
               ('c1', 'p2', '10001', 'Alan Turing', 'AT', '', now(), now())`.execute(handle.db);
      await sql`insert into patient_lab (clinic_id, patient_id, name, value, flag, taken_at)
        values ('c1', 'p1', 'Na', '140', 'normal', '2026-01-01'), ('c1', 'p1', 'K', '6.1', 'high', '2026-01-01')`.execute(handle.db);
      await sql`insert into patient_encounter (clinic_id, patient_id, date, type) values ('c1', 'p1', '2026-01-01', 'Visit')`.execute(handle.db);
      expect(await migrate(handle.db, all)).toContain('0102_patient_record.sql');

      const [p1, p2] = await texts();
      expect(p1!.record).toMatchObject({
        id: 'p1', fileNumber: '10000', name: 'Ada Lovelace', bloodType: 'O+', version: 1,
        createdAt: '2026-01-02T03:04:05.678Z', updatedAt: '2026-01-02T03:04:05.678Z',
        labs: [{ name: 'Na', value: '140', flag: 'normal', takenAt: '2026-01-01' }, { name: 'K', value: '6.1', flag: 'high', takenAt: '2026-01-01' }],
        encounters: [{ date: '2026-01-01', type: 'Visit', provider: '', summary: '' }],
      });
      expect(p2!.record).toMatchObject({ id: 'p2', labs: [], encounters: [] });
      // Reception's text: the demographic keys only, no clinical key at all.
      const { bloodType: _b, medications: _m, problems: _p, labs: _l, encounters: _e, vitals: _v, vitalsTrend: _vt, labTrend: _lt, ...demographics } = p1!.record;
      expect(p1!.demographics).toEqual(demographics);

      // From then on every write keeps it, whoever writes: children added, changed and removed, the row itself.
      await sql`insert into patient_lab (clinic_id, patient_id, name, value, flag, taken_at) values ('c1', 'p2', 'Hb', '9', 'low', '2026-02-01')`.execute(handle.db);
      await sql`update patient_lab set value = '5.9' where patient_id = 'p1' and name = 'K'`.execute(handle.db);
      await sql`delete from patient_lab where patient_id = 'p1' and name = 'Na'`.execute(handle.db);
      await sql`delete from patient_encounter where patient_id = 'p1'`.execute(handle.db);
      await sql`update patient set name = 'Ada King', version = version + 1 where id = 'p1'`.execute(handle.db);
      const [q1, q2] = await texts();
      expect(q1!.record).toMatchObject({ name: 'Ada King', version: 2, labs: [{ name: 'K', value: '5.9' }], encounters: [] });
      expect(q1!.demographics).toMatchObject({ name: 'Ada King', version: 2 });
      expect(q2!.record).toMatchObject({ labs: [{ name: 'Hb', value: '9', flag: 'low', takenAt: '2026-02-01' }] });
    } finally {
      await handle.close();
    }
  });
});
