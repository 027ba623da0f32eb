import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Actor } from '../../support/client.js';
import { ALL_ROLES, seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { CLINICAL_KEYS, createPatient, fullPayload, lab, SETUP_TIMEOUT } from './helpers.js';

let t: TestApp;
let c: SeededClinic;
let doctor2: Actor;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ALL_ROLES);
  doctor2 = await c.addMember('doctor', 'Second Doctor');
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

type Route = 'list' | 'get' | 'create' | 'update' | 'delete' | 'transfer' | 'appendLabs' | 'removeLab';

/** A patient of the seeded doctor (so the doctor's panel includes it), with one lab result. */
async function fixture() {
  return createPatient(c.as('owner'), fullPayload({ primaryProviderId: c.as('doctor').userId, labs: [lab('K')] }));
}

async function call(actor: Actor, route: Route, fileNumber: string) {
  switch (route) {
    case 'list': return actor.get('/api/patients');
    case 'get': return actor.get(`/api/patients/${fileNumber}`);
    case 'create': return actor.post('/api/patients', { name: 'Made By Role' });
    case 'update': return actor.put(`/api/patients/${fileNumber}`, { name: 'Updated By Role' });
    case 'delete': return actor.delete(`/api/patients/${fileNumber}`);
    case 'transfer': return actor.post(`/api/patients/${fileNumber}/transfer`, { providerId: c.as('doctor').userId });
    case 'appendLabs': return actor.post(`/api/patients/${fileNumber}/labs`, { labs: [lab('Na')] });
    case 'removeLab': return actor.request('DELETE', `/api/patients/${fileNumber}/labs`, { name: 'K', value: '5.1', takenAt: '2026-01-15' });
  }
}

// decisions.md §2, by hand: patient read for all; write for full clinicians and reception; delete for owner/admin;
// lab write for full clinicians and the lab role.
const matrix: Array<[Role, Route, number]> = [
  ['owner', 'list', 200], ['owner', 'get', 200], ['owner', 'create', 201], ['owner', 'update', 200],
  ['owner', 'delete', 204], ['owner', 'transfer', 200], ['owner', 'appendLabs', 201], ['owner', 'removeLab', 200],

  ['admin', 'list', 200], ['admin', 'get', 200], ['admin', 'create', 201], ['admin', 'update', 200],
  ['admin', 'delete', 204], ['admin', 'transfer', 200], ['admin', 'appendLabs', 201], ['admin', 'removeLab', 200],

  ['doctor', 'list', 200], ['doctor', 'get', 200], ['doctor', 'create', 201], ['doctor', 'update', 200],
  ['doctor', 'delete', 403], ['doctor', 'transfer', 200], ['doctor', 'appendLabs', 201], ['doctor', 'removeLab', 200],

  ['member', 'list', 200], ['member', 'get', 200], ['member', 'create', 201], ['member', 'update', 200],
  ['member', 'delete', 403], ['member', 'transfer', 200], ['member', 'appendLabs', 201], ['member', 'removeLab', 200],

  ['reception', 'list', 200], ['reception', 'get', 200], ['reception', 'create', 201], ['reception', 'update', 200],
  ['reception', 'delete', 403], ['reception', 'transfer', 200], ['reception', 'appendLabs', 403], ['reception', 'removeLab', 403],

  ['pharmacy', 'list', 200], ['pharmacy', 'get', 200], ['pharmacy', 'create', 403], ['pharmacy', 'update', 403],
  ['pharmacy', 'delete', 403], ['pharmacy', 'transfer', 403], ['pharmacy', 'appendLabs', 403], ['pharmacy', 'removeLab', 403],

  ['lab', 'list', 200], ['lab', 'get', 200], ['lab', 'create', 403], ['lab', 'update', 403],
  ['lab', 'delete', 403], ['lab', 'transfer', 403], ['lab', 'appendLabs', 201], ['lab', 'removeLab', 200],
];

describe('role matrix on every patient route', () => {
  it.each(matrix)('%s %s → %i', async (role, route, expected) => {
    const p = await fixture();
    const res = await call(c.as(role), route, p.fileNumber);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 403) {
      expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
      // A refused write changed nothing.
      expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json()).toEqual(p);
    }
  });
});

describe('doctor panel', () => {
  let theirs: Awaited<ReturnType<typeof createPatient>>;
  let unassignedByOwner: Awaited<ReturnType<typeof createPatient>>;
  beforeAll(async () => {
    theirs = await createPatient(c.as('owner'), fullPayload({ name: 'Panel Other', primaryProviderId: doctor2.userId, labs: [lab('K')] }));
    unassignedByOwner = await createPatient(c.as('owner'), { name: 'Panel Unassigned', labs: [lab('K')] });
  }, SETUP_TIMEOUT);

  const outside: Array<[Route, number]> = [
    ['get', 404], ['update', 404], ['transfer', 404], ['appendLabs', 404], ['removeLab', 404],
    // The doctor role has no patient:delete at all (permission first), for any patient.
    ['delete', 403],
  ];

  it.each(outside)('another doctor\'s patient: %s → %i', async (route, expected) => {
    const res = await call(c.as('doctor'), route, theirs.fileNumber);
    expect(res.statusCode, res.body).toBe(expected);
    expect((await c.as('owner').get(`/api/patients/${theirs.fileNumber}`)).json()).toEqual(theirs);
  });

  it.each(outside)('an unassigned patient someone else created: %s → %i', async (route, expected) => {
    const res = await call(c.as('doctor'), route, unassignedByOwner.fileNumber);
    expect(res.statusCode, res.body).toBe(expected);
    expect((await c.as('owner').get(`/api/patients/${unassignedByOwner.fileNumber}`)).json()).toEqual(unassignedByOwner);
  });

  it('the 404 is the same as for a file number that does not exist', async () => {
    const outsideRes = await c.as('doctor').get(`/api/patients/${theirs.fileNumber}`);
    const absentRes = await c.as('doctor').get('/api/patients/999999999');
    expect(outsideRes.json()).toEqual(absentRes.json());
  });

  it('lists only the panel, with a matching total, even when searching by file number', async () => {
    const mine = await createPatient(c.as('owner'), { name: 'Panel Mine', primaryProviderId: c.as('doctor').userId });
    const ownUnassigned = await createPatient(c.as('doctor'), { name: 'Panel Self Created' });
    const res = await c.as('doctor').get('/api/patients?limit=500');
    const numbers = res.json().map((p: { fileNumber: string }) => p.fileNumber);
    expect(numbers).toContain(mine.fileNumber);
    expect(numbers).toContain(ownUnassigned.fileNumber);
    expect(numbers).not.toContain(theirs.fileNumber);
    expect(numbers).not.toContain(unassignedByOwner.fileNumber);
    expect(Number(res.headers['x-total-count'])).toBe(numbers.length);
    for (const p of res.json()) expect(p.primaryProviderId === c.as('doctor').userId || p.primaryProviderId === null).toBe(true);
    expect((await c.as('doctor').get(`/api/patients?q=${theirs.fileNumber}`)).json()).toEqual([]);
    const searched = await c.as('doctor').get(`/api/patients?q=${theirs.fileNumber}&limit=5`);
    expect(searched.json()).toEqual([]);
    expect(searched.headers['x-total-count']).toBe('0');
    const panelSearch = await c.as('doctor').get('/api/patients?q=panel&limit=1');
    expect(panelSearch.headers['x-total-count']).toBe('2');
    expect(panelSearch.json()).toHaveLength(1);
    // The second doctor sees theirs; member and admin are not panel-bound.
    expect((await doctor2.get(`/api/patients/${theirs.fileNumber}`)).statusCode).toBe(200);
    expect((await c.as('member').get(`/api/patients/${theirs.fileNumber}`)).statusCode).toBe(200);
    expect((await c.as('admin').get(`/api/patients/${unassignedByOwner.fileNumber}`)).statusCode).toBe(200);
  });

  it('an unassigned patient the doctor created is in the panel, on every route the role has', async () => {
    const p = await createPatient(c.as('doctor'), { name: 'Self Made', labs: [lab('K')] });
    for (const route of ['get', 'update', 'appendLabs', 'removeLab'] as const) {
      expect((await call(c.as('doctor'), route, p.fileNumber)).statusCode).toBeLessThan(300);
    }
  });

  it('a doctor who transfers a patient away answers with it, then no longer reaches it', async () => {
    const p = await createPatient(c.as('doctor'), { name: 'Handed Over' });
    const res = await c.as('doctor').post(`/api/patients/${p.fileNumber}/transfer`, { providerId: doctor2.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ primaryProviderId: doctor2.userId, pcp: 'Second Doctor' });
    expect((await c.as('doctor').get(`/api/patients/${p.fileNumber}`)).statusCode).toBe(404);
    expect((await doctor2.get(`/api/patients/${p.fileNumber}`)).statusCode).toBe(200);
  });
});

describe('reception sees demographics only', () => {
  function expectNoClinical(patient: Record<string, unknown>) {
    for (const key of CLINICAL_KEYS) expect(patient, key).not.toHaveProperty(key);
    // Demographics and safety information stay.
    for (const key of ['fileNumber', 'name', 'age', 'sex', 'status', 'initials', 'phone', 'pcp', 'primaryProviderId', 'alerts', 'allergies']) {
      expect(patient, key).toHaveProperty(key);
    }
  }

  it('has no clinical field in any response', async () => {
    const p = await createPatient(c.as('owner'), fullPayload({ name: 'Redacted Person', primaryProviderId: c.as('doctor').userId }));
    const reception = c.as('reception');
    expectNoClinical((await reception.get(`/api/patients/${p.fileNumber}`)).json());
    const list = (await reception.get('/api/patients?limit=500')).json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expectNoClinical(item);
    const searched = (await reception.get(`/api/patients?q=${p.fileNumber}`)).json();
    expect(searched).toHaveLength(1);
    expectNoClinical(searched[0]);
    expectNoClinical((await reception.put(`/api/patients/${p.fileNumber}`, { name: 'Redacted Person' })).json());
    expectNoClinical((await reception.post(`/api/patients/${p.fileNumber}/transfer`, { providerId: c.as('doctor').userId })).json());
    const created = await reception.post('/api/patients', fullPayload({ name: 'Front Desk Made' }));
    expect(created.statusCode).toBe(201);
    expectNoClinical(created.json());
    // The raw bytes carry none of the clinical values either.
    expect((await reception.get(`/api/patients/${p.fileNumber}`)).body).not.toMatch(/Metformin|HbA1c|Type 2 diabetes|AB-|120\/80/);
  });

  it('cannot change a clinical field: a PUT without them keeps them, a PUT with them is ignored', async () => {
    const p = await createPatient(c.as('owner'), fullPayload({ name: 'Kept Clinical', primaryProviderId: c.as('doctor').userId }));
    const reception = c.as('reception');
    const without = await reception.put(`/api/patients/${p.fileNumber}`, { name: 'Kept Clinical', phone: '555 0100', age: 86 });
    expect(without.statusCode).toBe(200);
    const withClinical = await reception.put(`/api/patients/${p.fileNumber}`, {
      name: 'Kept Clinical', phone: '555 0100', age: 86,
      bloodType: 'O+', medications: [], problems: [{ label: 'Invented' }], labs: [], encounters: [],
      vitals: { bp: '1/1' }, vitalsTrend: { points: [] }, labTrend: { points: [] },
    });
    expect(withClinical.statusCode).toBe(200);
    const after = (await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json();
    expect(after).toMatchObject({ phone: '555 0100', age: 86 });
    for (const key of CLINICAL_KEYS) expect(after[key], key).toEqual(p[key]);
  });

  it('creates with its clinical fields ignored', async () => {
    const created = (await c.as('reception').post('/api/patients', fullPayload({ name: 'Desk Created' }))).json();
    const stored = (await c.as('owner').get(`/api/patients/${created.fileNumber}`)).json();
    expect(stored).toMatchObject({
      // Allergies and alerts are safety information reception cannot set either (decisions.md §2, issue 10).
      name: 'Desk Created', phone: '+1 (555) 010-2030', age: 85, alerts: [], allergies: [],
      bloodType: '', medications: [], problems: [], labs: [], encounters: [],
      vitals: { bp: '', hr: '', temp: '', spo2: '', takenAt: '' },
      vitalsTrend: { label: '', unit: '', points: [] }, labTrend: { label: '', unit: '', points: [] },
    });
  });

  it('cannot append or remove lab results', async () => {
    const p = await fixture();
    expect((await call(c.as('reception'), 'appendLabs', p.fileNumber)).statusCode).toBe(403);
    expect((await call(c.as('reception'), 'removeLab', p.fileNumber)).statusCode).toBe(403);
    expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json().labs).toEqual(p.labs);
  });
});
