import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../support/client.js';
import { seedClinic, TEST_PASSWORD, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// decisions.md §13: a member's NPI and DEA number, for e-prescribing and claims.
const NPI = '1234567893'; // CMS's worked example: Luhn over 80840 + 123456789 gives 3
const OTHER_NPI = '9876543213';
const DEA = 'AB1234563'; // (1+3+5) + 2×(2+4+6) = 33 → 3

let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app, ['owner', 'admin', 'doctor', 'member', 'reception', 'pharmacy']);
  other = await seedClinic(t.app, ['owner', 'doctor']);
});
afterAll(async () => { await t?.close(); });

async function staffRow(userId: string, c = clinic) {
  const rows = (await c.as('owner').get('/api/staff')).json() as Array<{ userId: string }>;
  return rows.find((r) => r.userId === userId) as Record<string, unknown> | undefined;
}

async function profileRow(userId: string) {
  return t.app.deps.db.selectFrom('staff_profile').selectAll().where('user_id', '=', userId).execute();
}

describe('npi and dea on PATCH /api/staff/{userId}', () => {
  it('sets them (DEA upper-cased), keeps what is omitted, clears with null, and names the fields in the activity', async () => {
    const member = clinic.as('member');
    const set = await clinic.as('admin').patch(`/api/staff/${member.userId}`, { specialty: 'Family medicine', npi: NPI, dea: 'ab1234563' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ userId: member.userId, specialty: 'Family medicine', npi: NPI, dea: DEA });
    expect(await staffRow(member.userId)).toMatchObject({ specialty: 'Family medicine', npi: NPI, dea: DEA });

    const onlyDea = await clinic.as('admin').patch(`/api/staff/${member.userId}`, { dea: null });
    expect(onlyDea.json()).toMatchObject({ specialty: 'Family medicine', npi: NPI, dea: null });
    const onlySpecialty = await clinic.as('admin').patch(`/api/staff/${member.userId}`, { specialty: 'Pediatrics' });
    expect(onlySpecialty.json()).toMatchObject({ specialty: 'Pediatrics', npi: NPI, dea: null });
    const cleared = await clinic.as('admin').patch(`/api/staff/${member.userId}`, { npi: null });
    expect(cleared.json()).toMatchObject({ specialty: 'Pediatrics', npi: null, dea: null });
    expect(await staffRow(member.userId)).toMatchObject({ npi: null, dea: null });

    const activity = (await clinic.as('owner').get('/api/activity')).json() as Array<{ summary: string }>;
    const summaries = activity.map((a) => a.summary);
    expect(summaries.some((s) => s.includes('updated the specialty, NPI, DEA number of'))).toBe(true);
    // The values themselves stay out of the feed.
    expect(summaries.some((s) => s.includes(NPI) || s.includes(DEA))).toBe(false);
  });

  it.each([
    ['npi', { npi: '1234567890' }], // check digit wrong
    ['npi', { npi: '123456789' }],
    ['npi', { npi: '12345678930' }],
    ['npi', { npi: '123456789X' }],
    ['npi', { npi: 1234567893 }],
    ['dea', { dea: 'AB1234564' }], // check digit wrong
    ['dea', { dea: 'A11234563' }],
    ['dea', { dea: 'AB123456' }],
    ['dea', { dea: 'AB12345633' }],
    ['dea', { dea: '' }],
  ])('answers 400 naming %s for %j and writes nothing', async (field, patch) => {
    const doctor = clinic.as('doctor');
    const before = await profileRow(doctor.userId);
    const res = await clinic.as('owner').patch(`/api/staff/${doctor.userId}`, { specialty: 'Should not be stored', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field]);
    expect(await profileRow(doctor.userId)).toEqual(before);
  });

  it('still refuses an empty body', async () => {
    expect((await clinic.as('owner').patch(`/api/staff/${clinic.as('doctor').userId}`, {})).statusCode).toBe(400);
  });

  it('gives one NPI to one member of a clinic (409), while another clinic may record it', async () => {
    const admin = clinic.as('admin');
    expect((await clinic.as('owner').patch(`/api/staff/${admin.userId}`, { npi: OTHER_NPI })).statusCode).toBe(200);
    const taken = await clinic.as('owner').patch(`/api/staff/${clinic.as('doctor').userId}`, { npi: OTHER_NPI, dea: DEA });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('That NPI belongs to another member of this clinic');
    expect((await staffRow(clinic.as('doctor').userId))?.dea).not.toBe(DEA);
    const elsewhere = await other.as('owner').patch(`/api/staff/${other.as('doctor').userId}`, { npi: OTHER_NPI });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('keeps clinics apart: another clinic cannot set or see a member\'s identifiers', async () => {
    const doctor = clinic.as('doctor');
    expect((await other.as('owner').patch(`/api/staff/${doctor.userId}`, { npi: NPI })).statusCode).toBe(404);
    expect(await staffRow(doctor.userId, other)).toBeUndefined();
    expect((await staffRow(doctor.userId))?.npi).not.toBe(NPI);
  });

  it('shows them only where the staff row is shown: not to other roles, not in the providers list', async () => {
    for (const role of ['doctor', 'member', 'reception', 'pharmacy'] as const) {
      expect((await clinic.as(role).get('/api/staff')).statusCode).toBe(403);
      expect((await clinic.as(role).patch(`/api/staff/${clinic.as(role).userId}`, { npi: NPI })).statusCode).toBe(403);
    }
    const providers = (await clinic.as('doctor').get('/api/staff/providers')).json() as Array<Record<string, unknown>>;
    expect(providers.every((p) => !('npi' in p) && !('dea' in p))).toBe(true);
  });
});

describe('npi and dea on POST /api/staff', () => {
  it('stores them with the new member', async () => {
    const res = await clinic.as('owner').post('/api/staff', {
      name: 'Nadia Prescott', username: `nadia_${clinic.tag}`, password: TEST_PASSWORD, role: 'doctor', npi: '1111111112', dea: 'fp1234563',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ npi: '1111111112', dea: 'FP1234563', specialty: null });
  });

  it('refuses an NPI another member of the clinic holds (409) and creates no one', async () => {
    expect((await clinic.as('owner').patch(`/api/staff/${clinic.as('pharmacy').userId}`, { npi: '2222222228' })).statusCode).toBe(200);
    const username = `dup_npi_${clinic.tag}`;
    const res = await clinic.as('owner').post('/api/staff', { name: 'Dup Npi', username, password: TEST_PASSWORD, role: 'doctor', npi: '2222222228' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json().detail).toBe('That NPI belongs to another member of this clinic');
    expect(await t.app.deps.db.selectFrom('user').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
  });

  it('refuses an invalid one and creates no one', async () => {
    const username = `bad_npi_${clinic.tag}`;
    const res = await clinic.as('owner').post('/api/staff', { name: 'Bad Npi', username, password: TEST_PASSWORD, role: 'doctor', npi: '1111111111' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['npi']);
    expect(await t.app.deps.db.selectFrom('user').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  it('carries npi and dea, with their patterns, in the PATCH body and the staff row', async () => {
    const doc = (await anonymous(t.app).get('/openapi.json')).json();
    const body = doc.paths['/api/staff/{userId}'].patch.requestBody.content['application/json'].schema;
    const patternOf = (field: { anyOf: Array<{ pattern?: string }> }) => field.anyOf.find((v) => v.pattern)?.pattern;
    expect(patternOf(body.properties.npi)).toBe('^\\d{10}$');
    expect(patternOf(body.properties.dea)).toBe('^[A-Za-z]{2}\\d{7}$');
    expect(Object.keys(doc.components.schemas.StaffMember.properties)).toEqual(expect.arrayContaining(['npi', 'dea']));
  });
});
