import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createPatient, errorPaths, latestActivity, RACE_TIMEOUT, SETUP_TIMEOUT } from '../../clinic/patients/helpers.js';
import { seedNamedClinic } from '../chat/helpers.js';

let t: TestApp;
let c: SeededClinic;
let panel: { fileNumber: string };
let outside: { fileNumber: string };

const note = (summary = 'S: cough\nO: clear lungs\nA: viral URI\nP: fluids') => ({ date: '2026-03-02', type: 'Follow-up', provider: 'Bartholomew Ainsley', summary });

beforeAll(async () => {
  t = await startTestApp();
  c = await seedNamedClinic(t.app);
  panel = await createPatient(c.as('owner'), {
    name: 'Rosalind Quimby', primaryProviderId: c.as('doctor').userId,
    encounters: [{ date: '2026-01-10', type: 'Intake', provider: 'Bartholomew Ainsley', summary: 'First visit.' }],
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
  });
  outside = await createPatient(c.as('owner'), { name: 'Thaddeus Marlowe' });
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); });

const save = (role: Parameters<SeededClinic['as']>[0], body: unknown) => c.as(role).post('/api/scribe/save', body);

describe('POST /api/scribe/save', () => {
  it('appends exactly one encounter and one activity entry, keeps the rest of the record, returns the patient', async () => {
    const before = (await c.as('doctor').get(`/api/patients/${panel.fileNumber}`)).json();
    const res = await save('doctor', { fileNumber: panel.fileNumber, encounter: note() });
    expect(res.statusCode, res.body).toBe(200);
    const patient = res.json();
    expect(patient.fileNumber).toBe(panel.fileNumber);
    expect(patient.encounters).toEqual([...before.encounters, note()]);
    expect(patient.medications).toEqual(before.medications);
    expect(patient.name).toBe('Rosalind Quimby');
    const [entry] = await latestActivity(c.as('owner'), 1);
    expect(entry).toMatchObject({ action: 'patient.encounter_added', entityType: 'patient', entityId: before.id });
    const after = (await c.as('doctor').get(`/api/patients/${panel.fileNumber}`)).json();
    expect(after.encounters).toHaveLength(before.encounters.length + 1);
  });

  it('refuses (409) an encounter past the 5,000 a record holds, so the record stays one a PUT accepts', async () => {
    const full = await createPatient(c.as('owner'), {
      name: 'Winifred Calloway', encounters: Array.from({ length: 5_000 }, (_, i) => ({ date: '2025-01-01', type: 'Visit', provider: '', summary: `visit ${i}` })),
    });
    const res = await save('owner', { fileNumber: full.fileNumber, encounter: note() });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(409);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await c.as('owner').get(`/api/patients/${full.fileNumber}`)).json().encounters).toHaveLength(5_000);
  }, 60_000);

  it('keeps every one of concurrent saves', async () => {
    const before = (await c.as('owner').get(`/api/patients/${panel.fileNumber}`)).json().encounters.length as number;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => save(i % 2 ? 'owner' : 'member', { fileNumber: panel.fileNumber, encounter: note(`note ${i}`) })));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const encounters = (await c.as('owner').get(`/api/patients/${panel.fileNumber}`)).json().encounters as Array<{ summary: string }>;
    expect(encounters).toHaveLength(before + 8);
    expect(encounters.map((e) => e.summary)).toEqual(expect.arrayContaining(Array.from({ length: 8 }, (_, i) => `note ${i}`)));
  }, RACE_TIMEOUT);

  it('is blocked for reception (403 ai_disabled) and for roles without patient:write (403), and changes nothing', async () => {
    const before = (await c.as('owner').get(`/api/patients/${panel.fileNumber}`)).json().encounters.length as number;
    const reception = await save('reception', { fileNumber: panel.fileNumber, encounter: note() });
    expect(reception.statusCode).toBe(403);
    expect(reception.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(reception.json()).toMatchObject({ code: 'ai_disabled', reason: 'scribe_not_for_role' });
    for (const role of ['pharmacy', 'lab'] as const) expect((await save(role, { fileNumber: panel.fileNumber, encounter: note() })).statusCode).toBe(403);
    expect((await c.as('owner').get(`/api/patients/${panel.fileNumber}`)).json().encounters).toHaveLength(before);
  });

  it('follows the clinic AI policy: off for everyone, or for staff but owners and admins', async () => {
    const owner = c.as('owner');
    try {
      expect((await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: true })).statusCode).toBe(200);
      const doctor = await save('doctor', { fileNumber: panel.fileNumber, encounter: note() });
      expect(doctor.statusCode).toBe(403);
      expect(doctor.json()).toMatchObject({ code: 'ai_disabled', reason: 'ai_disabled_for_employees' });
      expect((await save('admin', { fileNumber: panel.fileNumber, encounter: note() })).statusCode).toBe(200);
      expect((await owner.put('/api/ai/policy', { aiEnabled: false, disabledForEmployees: false })).statusCode).toBe(200);
      const off = await save('owner', { fileNumber: panel.fileNumber, encounter: note() });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ code: 'ai_disabled', reason: 'ai_disabled' });
    } finally {
      await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: false });
    }
  });

  it('answers 404 for a patient outside the doctor\'s panel and for an unknown file number, and writes nothing', async () => {
    const res = await save('doctor', { fileNumber: outside.fileNumber, encounter: note() });
    expect(res.statusCode).toBe(404);
    expect((await save('owner', { fileNumber: '99999999', encounter: note() })).statusCode).toBe(404);
    expect((await c.as('owner').get(`/api/patients/${outside.fileNumber}`)).json().encounters).toEqual([]);
  });

  it('the three scribe routes are in the API document, with their bodies and problems', async () => {
    const doc = (await c.as('owner').get('/openapi.json')).json();
    for (const path of ['/api/scribe/transcribe', '/api/scribe/draft', '/api/scribe/save']) {
      const op = doc.paths[path]?.post;
      expect(op, path).toMatchObject({ tags: ['scribe'] });
      expect(op.requestBody, path).toBeDefined();
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['200', '400', '403', '404']));
    }
  });

  it('answers 400 naming the field', async () => {
    expect(errorPaths(await save('owner', { encounter: note() }))).toEqual(['fileNumber']);
    // The service's one file-number rule (digits only, at most 18), as everywhere else: not a 404 after a lookup.
    expect(errorPaths(await save('owner', { fileNumber: '48A21', encounter: note() }))).toEqual(['fileNumber']);
    expect(errorPaths(await save('owner', { fileNumber: '1'.repeat(19), encounter: note() }))).toEqual(['fileNumber']);
    expect(errorPaths(await save('owner', { fileNumber: ' ', encounter: note() }))).toEqual(['fileNumber']);
    expect(errorPaths(await save('owner', { fileNumber: panel.fileNumber }))).toEqual(['encounter']);
    expect(errorPaths(await save('owner', { fileNumber: panel.fileNumber, encounter: { ...note(), date: '2 March' } }))).toEqual(['encounter.date']);
    expect(errorPaths(await save('owner', { fileNumber: panel.fileNumber, encounter: { ...note(), type: '' } }))).toEqual(['encounter.type']);
  });
});
