import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appendEncounter, appendLabs, getPatient, getPatientById, listPatients, onPatientDeleted,
} from '../../../src/clinic/patients/service.js';
import { Patient } from '../../../src/clinic/patients/schema.js';
import type { ClinicContext } from '../../../src/platform/auth/context.js';
import { permissionsFor, type Role } from '../../../src/platform/auth/permissions.js';
import { anonymous, type Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { activityCount, CLINICAL_KEYS, createPatient, fullPayload, lab, latestActivity, SETUP_TIMEOUT } from './helpers.js';

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  a = await seedClinic(t.app, ['owner', 'doctor', 'reception']);
  b = await seedClinic(t.app, ['owner', 'doctor']);
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

function ctxOf(clinic: SeededClinic, role: Role, actor: Actor = clinic.as(role)): ClinicContext {
  return { userId: actor.userId, userName: actor.name, clinicId: clinic.clinicId, role, permissions: permissionsFor(role), requestId: 'test', via: 'system' };
}

describe('another clinic', () => {
  it('answers 404 on every route for a patient of another clinic, and changes nothing', async () => {
    // A high file number clinic B does not have.
    const p = await createPatient(a.as('owner'), fullPayload({ fileNumber: '55500001', labs: [lab('K')] }));
    await createPatient(b.as('owner'), { name: 'B Patient' });
    const other = b.as('owner');
    const url = `/api/patients/${p.fileNumber}`;
    const responses = [
      await other.get(url),
      await other.put(url, fullPayload()),
      await other.delete(url),
      await other.post(`${url}/transfer`, { providerId: b.as('doctor').userId }),
      await other.post(`${url}/labs`, { labs: [lab('Na')] }),
      await other.request('DELETE', `${url}/labs`, { name: 'K', value: '5.1', takenAt: '2026-01-15' }),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const list = (await other.get(`/api/patients?q=${p.fileNumber}`)).json();
    expect(list).toEqual([]);
    expect((await other.get('/api/patients')).json().map((x: { id: string }) => x.id)).not.toContain(p.id);
    expect((await a.as('owner').get(url)).json()).toEqual(p);
  });

  it('refuses a transfer to a member of another clinic with 400', async () => {
    const p = await createPatient(a.as('owner'));
    const res = await a.as('owner').post(`/api/patients/${p.fileNumber}/transfer`, { providerId: b.as('doctor').userId });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'providerId', message: expect.any(String) }]);
  });

  it('keeps file numbers per clinic: both clinics may hold the same number', async () => {
    await createPatient(a.as('owner'), { name: 'Same Number A', fileNumber: '66600001' });
    const res = await b.as('owner').post('/api/patients', { name: 'Same Number B', fileNumber: '66600001' });
    expect(res.statusCode).toBe(201);
  });

  it('keeps the service functions clinic-bound too', async () => {
    const p = await createPatient(a.as('owner'));
    await expect(getPatient(t.app.deps, ctxOf(b, 'owner'), p.fileNumber)).rejects.toMatchObject({ status: 404 });
    await expect(getPatientById(t.app.deps, ctxOf(b, 'owner'), p.id)).rejects.toMatchObject({ status: 404 });
    expect((await getPatientById(t.app.deps, ctxOf(a, 'owner'), p.id)).fileNumber).toBe(p.fileNumber);
  });
});

describe('transfer', () => {
  it('sets primaryProviderId and pcp to the provider\'s name; any clinician role qualifies', async () => {
    const p = await createPatient(a.as('owner'), { name: 'To Transfer', pcp: 'Old Name' });
    for (const role of ['doctor', 'owner'] as const) {
      const target = a.as(role);
      const res = await a.as('owner').post(`/api/patients/${p.fileNumber}/transfer`, { providerId: target.userId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ primaryProviderId: target.userId, pcp: target.name });
    }
  });

  it('refuses a non-clinical member and an unknown user with 400', async () => {
    const p = await createPatient(a.as('owner'));
    for (const providerId of [a.as('reception').userId, 'not-a-user']) {
      const res = await a.as('owner').post(`/api/patients/${p.fileNumber}/transfer`, { providerId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('providerId');
    }
    expect((await a.as('owner').get(`/api/patients/${p.fileNumber}`)).json().primaryProviderId).toBeNull();
  });

  it('answers 404 for an absent patient', async () => {
    expect((await a.as('owner').post('/api/patients/987654321/transfer', { providerId: a.as('doctor').userId })).statusCode).toBe(404);
  });
});

describe('activity', () => {
  it('writes exactly one activity row per mutation and announces it after commit, without clinical values', async () => {
    const owner = a.as('owner');
    const events: Array<{ action: string; entityId: string | null }> = [];
    const spy = vi.spyOn(t.app.deps.realtime, 'toClinic').mockImplementation((clinicId, event, payload) => {
      if (clinicId === a.clinicId && event === 'activity:new') events.push(payload as { action: string; entityId: string | null });
    });
    try {
      const steps: Array<[string, () => Promise<{ statusCode: number }>]> = [];
      let fileNumber = '';
      let id = '';
      steps.push(['patient.created', async () => {
        const res = await owner.post('/api/patients', fullPayload({ name: 'Audited Person' }));
        fileNumber = res.json().fileNumber;
        id = res.json().id;
        return res;
      }]);
      steps.push(['patient.updated', () => owner.put(`/api/patients/${fileNumber}`, fullPayload({ name: 'Audited Person', status: 'discharged' }))]);
      steps.push(['patient.transferred', () => owner.post(`/api/patients/${fileNumber}/transfer`, { providerId: a.as('doctor').userId })]);
      steps.push(['patient.labs_added', () => owner.post(`/api/patients/${fileNumber}/labs`, { labs: [lab('Ferritin', { value: '999.9' })] })]);
      steps.push(['patient.lab_removed', () => owner.request('DELETE', `/api/patients/${fileNumber}/labs`, { name: 'Ferritin', value: '999.9', takenAt: '2026-01-15' })]);
      steps.push(['patient.deleted', () => owner.delete(`/api/patients/${fileNumber}`)]);
      for (const [action, step] of steps) {
        const before = await activityCount(owner);
        const eventsBefore = events.length;
        const res = await step();
        expect(res.statusCode, action).toBeLessThan(300);
        expect(await activityCount(owner), action).toBe(before + 1);
        const [row] = await latestActivity(owner, 1);
        expect(row).toMatchObject({ action, entityType: 'patient', entityId: id });
        expect(row!.summary).toContain(fileNumber);
        expect(row!.summary).not.toMatch(/Metformin|HbA1c|999\.9|Ferritin|diabetes|AB-/);
        expect(events.slice(eventsBefore)).toEqual([expect.objectContaining({ action, entityId: id })]);
      }
      const updated = (await latestActivity(owner, 6)).find((r) => r.action === 'patient.updated');
      expect(updated!.summary).toContain('status inpatient → discharged');
    } finally {
      spy.mockRestore();
    }
  });

  it('writes no row for a refused or failed mutation', async () => {
    const owner = a.as('owner');
    const p = await createPatient(owner, { name: 'No Row' });
    const before = await activityCount(owner);
    await owner.post('/api/patients', { name: '' });
    await owner.post('/api/patients', { name: 'Dup', fileNumber: p.fileNumber });
    await owner.put(`/api/patients/${p.fileNumber}`, { name: 'x' }, { 'if-match': '"99"' });
    await owner.post('/api/patients/987654321/labs', { labs: [lab('K')] });
    await owner.request('DELETE', `/api/patients/${p.fileNumber}/labs`, { name: 'K', value: '1', takenAt: 'x' });
    await owner.post(`/api/patients/${p.fileNumber}/transfer`, { providerId: 'nobody' });
    await a.as('reception').delete(`/api/patients/${p.fileNumber}`);
    expect(await activityCount(owner)).toBe(before);
  });
});

describe('list', () => {
  let list: SeededClinic;
  beforeAll(async () => {
    list = await seedClinic(t.app, ['owner']);
    const owner = list.as('owner');
    const people: Array<[string, string, string]> = [
      ['Charlie Brown', '10010', 'active'], ['alice Smith', '10020', 'inpatient'], ['Bob Smithers', '20030', 'discharged'],
      ['Dora 100% Real', '30040', 'active'], ['Eve_Under', '10050', 'active'],
    ];
    for (const [name, fileNumber, status] of people) await createPatient(owner, { name, fileNumber, status, labs: [lab('K')] });
  }, SETUP_TIMEOUT);

  const names = (res: { json(): unknown }) => (res.json() as Array<{ name: string }>).map((p) => p.name);

  it('returns full records in name order without X-Total-Count when no limit is given', async () => {
    const res = await list.as('owner').get('/api/patients');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(names(res).map((n) => n.toLowerCase())).toEqual(names(res).map((n) => n.toLowerCase()).sort());
    expect(res.json()).toHaveLength(5);
    expect(res.json()[0]).toMatchObject({ labs: [lab('K')], encounters: [], version: 1 });
  });

  it('searches name or file number, case-insensitively, with wildcards taken literally', async () => {
    const owner = list.as('owner');
    expect(names(await owner.get('/api/patients?q=SMITH')).sort()).toEqual(['Bob Smithers', 'alice Smith']);
    expect(names(await owner.get('/api/patients?q=0030'))).toEqual(['Bob Smithers']);
    expect(names(await owner.get('/api/patients?q=100')).sort()).toEqual(['Charlie Brown', 'Dora 100% Real', 'Eve_Under', 'alice Smith']);
    expect(names(await owner.get('/api/patients?q=%25'))).toEqual(['Dora 100% Real']);
    expect(names(await owner.get('/api/patients?q=_'))).toEqual(['Eve_Under']);
    expect(names(await owner.get('/api/patients?q=nobody'))).toEqual([]);
    expect(names(await owner.get('/api/patients?q=%20%20'))).toHaveLength(5);
  });

  it('filters by status', async () => {
    const owner = list.as('owner');
    expect(names(await owner.get('/api/patients?status=inpatient'))).toEqual(['alice Smith']);
    expect(names(await owner.get('/api/patients?status=discharged&q=smith'))).toEqual(['Bob Smithers']);
    expect(names(await owner.get('/api/patients?status=active&q=smith'))).toEqual([]);
  });

  it('pages with limit and offset and reports X-Total-Count', async () => {
    const owner = list.as('owner');
    const all = names(await owner.get('/api/patients'));
    const first = await owner.get('/api/patients?limit=2');
    expect(first.headers['x-total-count']).toBe('5');
    expect(names(first)).toEqual(all.slice(0, 2));
    const second = await owner.get('/api/patients?limit=2&offset=2');
    expect(names(second)).toEqual(all.slice(2, 4));
    expect(second.headers['x-total-count']).toBe('5');
    const past = await owner.get('/api/patients?limit=2&offset=10');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
    const filtered = await owner.get('/api/patients?limit=1&q=smith');
    expect(filtered.headers['x-total-count']).toBe('2');
    expect(filtered.json()).toHaveLength(1);
  });

  it('pages a search through the same matches it counts, past its end included', async () => {
    const owner = list.as('owner');
    const matches = names(await owner.get('/api/patients?q=100'));
    expect(matches).toHaveLength(4);
    const pages = [0, 1, 2, 3].map((offset) => owner.get(`/api/patients?q=100&limit=1&offset=${offset}`));
    const responses = await Promise.all(pages);
    expect(responses.map((r) => r.headers['x-total-count'])).toEqual(['4', '4', '4', '4']);
    expect(responses.flatMap(names)).toEqual(matches);
    const past = await owner.get('/api/patients?q=100&limit=2&offset=4');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('4');
    const withStatus = await owner.get('/api/patients?q=smith&status=discharged&limit=5');
    expect(names(withStatus)).toEqual(['Bob Smithers']);
    expect(withStatus.headers['x-total-count']).toBe('1');
  });
});

describe('delete', () => {
  it('answers 204 and removes the patient with its labs and encounters', async () => {
    const owner = a.as('owner');
    const p = await createPatient(owner, fullPayload({ labs: [lab('K'), lab('Na')] }));
    const res = await owner.delete(`/api/patients/${p.fileNumber}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await owner.get(`/api/patients/${p.fileNumber}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/patients/${p.fileNumber}`)).statusCode).toBe(404);
    const labs = await t.app.deps.db.selectFrom('patient_lab').select('seq').where('patient_id', '=', p.id).execute();
    const encounters = await t.app.deps.db.selectFrom('patient_encounter').select('seq').where('patient_id', '=', p.id).execute();
    expect([labs.length, encounters.length]).toEqual([0, 0]);
    // The file number is free again.
    expect((await owner.post('/api/patients', { name: 'Reuse', fileNumber: p.fileNumber })).statusCode).toBe(201);
  });

  it('runs onPatientDeleted handlers in the transaction; a failing handler keeps the patient', async () => {
    const owner = a.as('owner');
    const seen: string[] = [];
    const afterCommit: string[] = [];
    const off = onPatientDeleted(({ patient, after }) => {
      seen.push(patient.file_number);
      after.push(() => { afterCommit.push(patient.id); });
    });
    try {
      const p = await createPatient(owner);
      expect((await owner.delete(`/api/patients/${p.fileNumber}`)).statusCode).toBe(204);
      expect(seen).toEqual([p.fileNumber]);
      expect(afterCommit).toEqual([p.id]);
    } finally {
      off();
    }
    const offFailing = onPatientDeleted(() => { throw new Error('cannot remove files'); });
    try {
      const p = await createPatient(owner);
      expect((await owner.delete(`/api/patients/${p.fileNumber}`)).statusCode).toBe(500);
      expect((await owner.get(`/api/patients/${p.fileNumber}`)).statusCode).toBe(200);
    } finally {
      offFailing();
    }
  });
});

describe('service API for later capabilities', () => {
  it('appendEncounter appends one encounter and keeps the rest of the record', async () => {
    const p = await createPatient(a.as('owner'), fullPayload({ primaryProviderId: a.as('doctor').userId }));
    const before = await activityCount(a.as('owner'));
    const updated = await appendEncounter(t.app.deps, ctxOf(a, 'doctor'), p.fileNumber, {
      date: '2026-03-01', type: 'Scribe note', provider: 'Dr. Doctor', summary: 'S: ok. O: ok. A: ok. P: ok.',
    });
    expect(updated.encounters).toEqual([...(p.encounters as unknown[]), { date: '2026-03-01', type: 'Scribe note', provider: 'Dr. Doctor', summary: 'S: ok. O: ok. A: ok. P: ok.' }]);
    expect(updated.version).toBe(p.version + 1);
    expect(updated.medications).toEqual(p.medications);
    expect(await activityCount(a.as('owner'))).toBe(before + 1);
    expect((await latestActivity(a.as('owner'), 1))[0]!.action).toBe('patient.encounter_added');
  });

  it('appendEncounter validates, scopes and refuses reception', async () => {
    const p = await createPatient(a.as('owner'));
    await expect(appendEncounter(t.app.deps, ctxOf(a, 'owner'), p.fileNumber, { date: 'soon', type: 'x' }))
      .rejects.toMatchObject({ status: 400, extra: { errors: [{ path: 'encounter.date', message: expect.any(String) }] } });
    await expect(appendEncounter(t.app.deps, ctxOf(a, 'doctor'), p.fileNumber, { date: '2026-03-01', type: 'x' }))
      .rejects.toMatchObject({ status: 404 });
    await expect(appendEncounter(t.app.deps, ctxOf(a, 'reception'), p.fileNumber, { date: '2026-03-01', type: 'x' }))
      .rejects.toMatchObject({ status: 403 });
  });

  it('redacts and validates for non-HTTP callers as well', async () => {
    const p = await createPatient(a.as('owner'), fullPayload());
    const seen = await getPatient(t.app.deps, ctxOf(a, 'reception'), p.fileNumber);
    for (const key of CLINICAL_KEYS) expect(seen).not.toHaveProperty(key);
    const page = await listPatients(t.app.deps, ctxOf(a, 'reception'), { q: p.fileNumber, limit: 5 });
    expect(page.total).toBe(1);
    for (const key of CLINICAL_KEYS) expect(page.patients[0]).not.toHaveProperty(key);
    await expect(appendLabs(t.app.deps, ctxOf(a, 'owner'), p.fileNumber, []))
      .rejects.toMatchObject({ status: 400, extra: { errors: [{ path: 'labs', message: expect.any(String) }] } });
  });

  it('answers 401 to anonymous callers', async () => {
    for (const res of [await anonymous(t.app).get('/api/patients'), await anonymous(t.app).get('/api/patients/10000')]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('responses the database builds (GET one, GET list)', () => {
  const roles: Role[] = ['owner', 'doctor', 'reception'];
  it.each(roles)('are exactly the Patient schema and equal the service objects, for %s', async (role) => {
    const owner = a.as('owner');
    const doctor = a.as('doctor');
    const p = await createPatient(owner, fullPayload({ primaryProviderId: doctor.userId, labs: [lab('K'), lab('Na', { flag: 'low' })] }));
    await owner.post(`/api/patients/${p.fileNumber}/labs`, { labs: [lab('Cl')] });
    const actor = a.as(role);
    const one = await actor.get(`/api/patients/${p.fileNumber}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = one.json();
    // No key outside the schema, every value as the schema encodes it, and the same as the service's object.
    expect(Object.keys(body).filter((k) => !(k in Patient.shape))).toEqual([]);
    expect(Patient.parse(body)).toEqual(body);
    expect(body).toEqual(await getPatient(t.app.deps, ctxOf(a, role), p.fileNumber));
    expect(one.headers.etag).toBe(`"${body.version}"`);
    expect(body.createdAt).toBe(new Date(body.createdAt).toISOString());
    if (role === 'reception') for (const key of CLINICAL_KEYS) expect(body).not.toHaveProperty(key);
    else expect(body.labs.map((l: { name: string }) => l.name)).toEqual(['K', 'Na', 'Cl']);

    const list = await actor.get(`/api/patients?q=${p.fileNumber}&limit=5`);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([body]);
    const empty = await actor.get('/api/patients?q=no-such-patient-anywhere&limit=5');
    expect(empty.body).toBe('[]');
    expect(empty.headers['x-total-count']).toBe('0');
  });
});
