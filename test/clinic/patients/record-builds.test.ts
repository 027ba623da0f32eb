import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createPatient, fullPayload, lab, SETUP_TIMEOUT } from './helpers.js';

// The database builds a patient's record texts once per writing transaction (0560_patient_record_once.sql), whoever
// writes. It counts its builds in the sequence `patient_record_builds` (outside transactions, so a count is exact).

let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor', 'lab']);
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

async function builds(): Promise<number> {
  const { rows: [row] } = await sql<{ last_value: number; is_called: boolean }>`select last_value, is_called from patient_record_builds`.execute(t.app.deps.db);
  return row!.is_called ? Number(row!.last_value) : 0;
}

/** How many record builds `write` caused. */
async function buildsDuring(write: () => Promise<unknown>): Promise<number> {
  const before = await builds();
  await write();
  return (await builds()) - before;
}

const encounter = { date: '2026-02-01', type: 'Visit', provider: 'Dr. Who', summary: 'Seen.' };

describe('record builds per write', () => {
  it('builds once for each writing request, and the texts it built are what a read returns', async () => {
    const owner = c.as('owner');
    let p!: Awaited<ReturnType<typeof createPatient>>;
    expect(await buildsDuring(async () => { p = await createPatient(owner, fullPayload({ labs: [lab('A'), lab('B')], encounters: [encounter] })); })).toBe(1);
    expect(await buildsDuring(() => createPatient(owner, { name: 'Only A Name' }))).toBe(1);

    const url = `/api/patients/${p.fileNumber}`;
    const steps: Array<[string, () => Promise<{ statusCode: number; body: string }>]> = [
      ['lab append', () => c.as('lab').post(`${url}/labs`, { labs: [lab('C'), lab('D'), lab('E')] })],
      ['lab removal', () => c.as('lab').request('DELETE', `${url}/labs`, { name: 'C', value: '5.1', takenAt: '2026-01-15' })],
      ['PUT with labs and encounters', () => owner.put(url, fullPayload({ name: 'Grace Replaced', labs: [lab('X'), lab('Y')], encounters: [encounter, encounter] }))],
      ['PUT of the demographics only', () => owner.put(url, fullPayload({ name: 'Grace Again', labs: undefined, encounters: undefined }))],
      ['transfer', () => owner.post(`${url}/transfer`, { providerId: c.as('doctor').userId })],
    ];
    for (const [label, step] of steps) {
      let response!: { statusCode: number; body: string };
      expect(await buildsDuring(async () => { response = await step(); }), label).toBe(1);
      expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
      const read = await owner.get(url);
      expect(read.json(), label).toEqual(JSON.parse(response.body));
    }
    expect((await owner.get(url)).json()).toMatchObject({ name: 'Grace Again', labs: [{ name: 'X' }, { name: 'Y' }], encounters: [encounter, encounter] });
  });

  it('builds nothing for reads, refused writes or a deletion', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, fullPayload());
    const url = `/api/patients/${p.fileNumber}`;
    expect(await buildsDuring(async () => {
      expect((await owner.get(url)).statusCode).toBe(200);
      expect((await owner.get('/api/patients?limit=10')).statusCode).toBe(200);
      expect((await owner.post('/api/patients', { name: 'Taken', fileNumber: p.fileNumber })).statusCode).toBe(409);
      expect((await owner.put(url, fullPayload(), { 'if-match': '"999"' })).statusCode).toBe(412);
      expect((await owner.delete(url)).statusCode).toBe(204);
    })).toBe(0);
  });

  it('builds once at commit for writers that do not go through the service, however many statements they run', async () => {
    const p = await createPatient(c.as('owner'), { name: 'Plain Sql' });
    const db = t.app.deps.db;
    // A seeder-style transaction: the row and its children, then more children and a change to the row.
    expect(await buildsDuring(() => db.transaction().execute(async (tx) => {
      await sql`insert into patient (clinic_id, id, file_number, name, initials) values (${c.clinicId}, 'plain-1', '777001', 'Ada Plain', 'AP')`.execute(tx);
      await sql`insert into patient_lab (clinic_id, patient_id, name, value, flag, taken_at) values (${c.clinicId}, 'plain-1', 'Na', '140', 'normal', '2026-01-01')`.execute(tx);
      await sql`insert into patient_encounter (clinic_id, patient_id, date, type) values (${c.clinicId}, 'plain-1', '2026-01-01', 'Visit')`.execute(tx);
      await sql`insert into patient_lab (clinic_id, patient_id, name, value, flag, taken_at) values (${c.clinicId}, 'plain-1', 'K', '4.1', 'normal', '2026-01-01')`.execute(tx);
      await sql`update patient set age = 41 where clinic_id = ${c.clinicId} and id = 'plain-1'`.execute(tx);
      // A write to the texts themselves is ignored: they are built from the rows.
      await sql`update patient set record = '{"forged":true}' where clinic_id = ${c.clinicId} and id = ${p.id}`.execute(tx);
    }))).toBe(2);
    const plain = (await c.as('owner').get('/api/patients/777001')).json();
    expect(plain).toMatchObject({ name: 'Ada Plain', age: 41, labs: [{ name: 'Na' }, { name: 'K' }], encounters: [{ type: 'Visit' }] });
    expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json()).toMatchObject({ name: 'Plain Sql', id: p.id });

    // One statement on its own (its own transaction): built at its commit.
    expect(await buildsDuring(() => sql`delete from patient_lab where clinic_id = ${c.clinicId} and patient_id = 'plain-1' and name = 'Na'`.execute(db))).toBe(1);
    expect((await c.as('owner').get('/api/patients/777001')).json().labs).toEqual([{ name: 'K', value: '4.1', flag: 'normal', takenAt: '2026-01-01' }]);
    const { rows: stale } = await sql<{ n: number }>`select count(*)::int as n from patient where record_stale or record = ''`.execute(db);
    expect(stale[0]!.n).toBe(0);
  });
});
