import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Method } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;
let fixtureId: string;

const rx = (extra: Record<string, unknown> = {}) => ({
  fileNumber: '10001', name: 'Ada Lovelace', initials: 'AL', medication: 'Amoxicillin', dose: '500 mg', frequency: 'TID', ...extra,
});

function localDate(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function create(extra: Record<string, unknown> = {}) {
  const res = await clinic.as('owner').post('/api/prescriptions', rx(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function storedStatus(id: string) {
  const row = await t.app.deps.db.selectFrom('prescription').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

beforeAll(async () => {
  t = await startTestApp();
  [clinic, other] = await Promise.all([seedClinic(t.app), seedClinic(t.app, ['owner'])]);
  // Patient 10001 is in the doctor's panel: a doctor's prescriptions follow the panel (decisions.md §2).
  const patient = await clinic.as('owner').post('/api/patients', { name: 'Ada Lovelace', fileNumber: '10001', primaryProviderId: clinic.as('doctor').userId });
  expect(patient.statusCode, patient.body).toBe(201);
  fixtureId = (await create()).id;
});
afterAll(() => t?.close());

describe('permissions (decisions.md §2: prescription — full clinicians read write delete, pharmacy read write, reception and lab none)', () => {
  const rows: Array<[Role, Method, string, number]> = [
    ['owner', 'GET', '/api/prescriptions', 200],
    ['admin', 'GET', '/api/prescriptions', 200],
    ['doctor', 'GET', '/api/prescriptions', 200],
    ['member', 'GET', '/api/prescriptions', 200],
    ['reception', 'GET', '/api/prescriptions', 403],
    ['pharmacy', 'GET', '/api/prescriptions', 200],
    ['lab', 'GET', '/api/prescriptions', 403],

    ['owner', 'GET', '/api/prescriptions/{id}', 200],
    ['admin', 'GET', '/api/prescriptions/{id}', 200],
    ['doctor', 'GET', '/api/prescriptions/{id}', 200],
    ['member', 'GET', '/api/prescriptions/{id}', 200],
    ['reception', 'GET', '/api/prescriptions/{id}', 403],
    ['pharmacy', 'GET', '/api/prescriptions/{id}', 200],
    ['lab', 'GET', '/api/prescriptions/{id}', 403],

    ['owner', 'POST', '/api/prescriptions', 201],
    ['admin', 'POST', '/api/prescriptions', 201],
    ['doctor', 'POST', '/api/prescriptions', 201],
    ['member', 'POST', '/api/prescriptions', 201],
    ['reception', 'POST', '/api/prescriptions', 403],
    ['pharmacy', 'POST', '/api/prescriptions', 201],
    ['lab', 'POST', '/api/prescriptions', 403],

    ['owner', 'PUT', '/api/prescriptions/{id}', 200],
    ['admin', 'PUT', '/api/prescriptions/{id}', 200],
    ['doctor', 'PUT', '/api/prescriptions/{id}', 200],
    ['member', 'PUT', '/api/prescriptions/{id}', 200],
    ['reception', 'PUT', '/api/prescriptions/{id}', 403],
    ['pharmacy', 'PUT', '/api/prescriptions/{id}', 200],
    ['lab', 'PUT', '/api/prescriptions/{id}', 403],

    ['owner', 'DELETE', '/api/prescriptions/{id}', 204],
    ['admin', 'DELETE', '/api/prescriptions/{id}', 204],
    ['doctor', 'DELETE', '/api/prescriptions/{id}', 204],
    ['member', 'DELETE', '/api/prescriptions/{id}', 204],
    ['reception', 'DELETE', '/api/prescriptions/{id}', 403],
    ['pharmacy', 'DELETE', '/api/prescriptions/{id}', 403],
    ['lab', 'DELETE', '/api/prescriptions/{id}', 403],
  ];

  it.each(rows)('%s %s %s → %i', async (role, method, path, expected) => {
    const id = method === 'DELETE' ? (await create()).id : fixtureId;
    const body = method === 'POST' || method === 'PUT' ? rx({ notes: `by ${role}` }) : undefined;
    const res = await clinic.as(role).request(method, path.replace('{id}', id), body);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 403) {
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      if (method === 'DELETE') expect((await clinic.as('owner').get(`/api/prescriptions/${id}`)).statusCode).toBe(200);
    }
    if (method === 'DELETE' && expected === 204) expect((await clinic.as('owner').get(`/api/prescriptions/${id}`)).statusCode).toBe(404);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prescriptions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('another clinic', () => {
  it('sees none of this clinic\'s prescriptions: list omits them, id routes answer 404', async () => {
    const outsider = other.as('owner');
    const list = (await outsider.get('/api/prescriptions')).json() as Array<{ id: string }>;
    expect(list.map((p) => p.id)).not.toContain(fixtureId);
    for (const [method, body] of [['GET', undefined], ['PUT', rx()], ['DELETE', undefined]] as const) {
      const res = await outsider.request(method, `/api/prescriptions/${fixtureId}`, body);
      expect(res.statusCode, `${method}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('answers 404 for unknown ids, well-formed or not', async () => {
    for (const id of ['0190b8f0-0000-7000-8000-000000000000', 'nope']) {
      expect((await clinic.as('owner').get(`/api/prescriptions/${id}`)).statusCode).toBe(404);
      expect((await clinic.as('owner').put(`/api/prescriptions/${id}`, rx())).statusCode).toBe(404);
      expect((await clinic.as('owner').delete(`/api/prescriptions/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('create and update', () => {
  it('fills prescriber with the signed-in user\'s name and prescribedAt with today, status active, source manual', async () => {
    const res = await clinic.as('pharmacy').post('/api/prescriptions', rx());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...rx(), prescriber: clinic.as('pharmacy').name, prescribedAt: localDate(), status: 'active', source: 'manual',
      startDate: null, endDate: null, duration: null, notes: null,
    });
    expect(res.json().id).toEqual(expect.any(String));
  });

  it('keeps a prescriber, dates and source that the client gives', async () => {
    const body = rx({ prescriber: 'Dr. Grace Hopper', prescribedAt: '2026-01-05', startDate: '2026-01-05', endDate: '2099-02-05', duration: '30 days', source: 'ai' });
    const res = await clinic.as('doctor').post('/api/prescriptions', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(body);
  });

  it('requires name, initials, medication and frequency, naming each field', async () => {
    const res = await clinic.as('owner').post('/api/prescriptions', { dose: '5 mg' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const paths = (res.json().errors as Array<{ path: string }>).map((e) => e.path).sort();
    expect(paths).toEqual(['frequency', 'initials', 'medication', 'name']);
  });

  it.each([
    ['initials', { initials: 'ABCDE' }],
    ['initials', { initials: '' }],
    ['name', { name: '   ' }],
    ['status', { status: 'paused' }],
    ['source', { source: 'robot' }],
    ['prescribedAt', { prescribedAt: '05/01/2026' }],
    ['startDate', { startDate: '2026-02-30' }],
    ['endDate', { endDate: '2026-13-01' }],
    ['fileNumber', { fileNumber: 'A-100' }],
  ])('rejects a bad %s with a 400 naming it', async (field, extra) => {
    const res = await clinic.as('owner').post('/api/prescriptions', rx(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('rejects an endDate before the startDate (400 on endDate), on create and on update after merging', async () => {
    const res = await clinic.as('owner').post('/api/prescriptions', rx({ startDate: '2026-03-10', endDate: '2026-03-09' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'endDate', message: 'must not be before startDate' }]);
    const same = await clinic.as('owner').post('/api/prescriptions', rx({ startDate: '2099-03-10', endDate: '2099-03-10' }));
    expect(same.statusCode).toBe(201);
    const upd = await clinic.as('owner').put(`/api/prescriptions/${same.json().id}`, rx({ endDate: '2099-03-01' }));
    expect(upd.statusCode).toBe(400);
    expect(upd.json().errors[0].path).toBe('endDate');
  });

  it('PUT replaces the given fields and keeps omitted ones (prescriber, prescribedAt, status), null clears', async () => {
    const created = await create({ prescriber: 'Dr. Original', prescribedAt: '2026-02-01', notes: 'first', duration: '7 days' });
    const res = await clinic.as('pharmacy').put(`/api/prescriptions/${created.id}`, {
      name: 'Ada King', initials: 'AK', medication: 'Amoxicillin', frequency: 'BID', notes: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id, name: 'Ada King', initials: 'AK', frequency: 'BID', prescriber: 'Dr. Original',
      prescribedAt: '2026-02-01', status: 'active', notes: null, duration: '7 days', dose: '500 mg', fileNumber: '10001',
    });
    const completed = await clinic.as('doctor').put(`/api/prescriptions/${created.id}`, rx({ status: 'completed' }));
    expect(completed.json().status).toBe('completed');
    expect((await clinic.as('owner').get(`/api/prescriptions/${created.id}`)).json().status).toBe('completed');
  });

  it('writes an activity entry for create, update and delete, without clinical values', async () => {
    const created = await create();
    await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ status: 'completed' }));
    await clinic.as('owner').delete(`/api/prescriptions/${created.id}`);
    const log = (await clinic.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const mine = log.filter((a) => a.entityId === created.id).map((a) => a.action);
    expect(mine).toEqual(['prescription.deleted', 'prescription.updated', 'prescription.created']);
    for (const entry of log.filter((a) => a.entityId === created.id)) {
      expect(entry.summary).not.toMatch(/Amoxicillin|Ada|10001/);
    }
  });
});

describe('expiry (decisions.md §6)', () => {
  it('stores and reports expired when created active with an endDate before today', async () => {
    const created = await create({ startDate: localDate(-10), endDate: localDate(-1) });
    expect(created.status).toBe('expired');
    expect(await storedStatus(created.id)).toBe('expired');
  });

  it('keeps a prescription ending today active', async () => {
    const created = await create({ endDate: localDate(0) });
    expect(created.status).toBe('active');
    expect((await clinic.as('owner').get(`/api/prescriptions/${created.id}`)).json().status).toBe('active');
  });

  it('reports an active prescription whose endDate has passed as expired on every read, and the stored row follows', async () => {
    const created = await create({ endDate: localDate(5) });
    const other2 = await create({ endDate: localDate(5) });
    // Time passes: the end date is now in the past while the stored status still says active.
    await t.app.deps.db.updateTable('prescription').set({ end_date: localDate(-1) }).where('id', 'in', [created.id, other2.id]).execute();
    expect(await storedStatus(created.id)).toBe('active');

    const one = await clinic.as('pharmacy').get(`/api/prescriptions/${created.id}`);
    expect(one.json().status).toBe('expired');
    expect(await storedStatus(created.id)).toBe('expired');

    const list = (await clinic.as('doctor').get('/api/prescriptions')).json() as Array<{ id: string; status: string }>;
    expect(list.find((p) => p.id === other2.id)?.status).toBe('expired');
    expect(await storedStatus(other2.id)).toBe('expired');
    const activeOnly = (await clinic.as('doctor').get('/api/prescriptions?status=active')).json() as Array<{ id: string }>;
    expect(activeOnly.map((p) => p.id)).not.toContain(other2.id);
  });

  it('never flips a completed prescription, even with an endDate long past', async () => {
    const created = await create({ status: 'completed', startDate: '2020-01-01', endDate: '2020-01-31' });
    expect(created.status).toBe('completed');
    const later = await create({ endDate: localDate(3) });
    await clinic.as('owner').put(`/api/prescriptions/${later.id}`, rx({ status: 'completed', endDate: localDate(3) }));
    await t.app.deps.db.updateTable('prescription').set({ end_date: localDate(-30) }).where('id', '=', later.id).execute();
    for (const id of [created.id, later.id]) {
      expect((await clinic.as('owner').get(`/api/prescriptions/${id}`)).json().status).toBe('completed');
      const list = (await clinic.as('owner').get('/api/prescriptions')).json() as Array<{ id: string; status: string }>;
      expect(list.find((p) => p.id === id)?.status).toBe('completed');
      expect(await storedStatus(id)).toBe('completed');
    }
  });

  it('re-expires on update when status active is sent with a past endDate, and reactivates with a future one', async () => {
    const created = await create({ endDate: localDate(-2) });
    expect(created.status).toBe('expired');
    const still = await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ status: 'active' }));
    expect(still.json().status).toBe('expired');
    const renewed = await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ status: 'active', endDate: localDate(30) }));
    expect(renewed.json().status).toBe('active');
    expect(await storedStatus(created.id)).toBe('active');
  });
});

describe('list', () => {
  it('filters by fileNumber and pages with limit/offset and X-Total-Count', async () => {
    const fileNumber = String(Date.now()).slice(-8);
    for (let i = 0; i < 3; i++) await create({ fileNumber, prescribedAt: `2026-04-0${i + 1}` });
    const all = await clinic.as('owner').get(`/api/prescriptions?fileNumber=${fileNumber}`);
    expect(all.json()).toHaveLength(3);
    expect(all.headers['x-total-count']).toBeUndefined();
    expect(all.json().map((p: { prescribedAt: string }) => p.prescribedAt)).toEqual(['2026-04-03', '2026-04-02', '2026-04-01']);
    const page = await clinic.as('owner').get(`/api/prescriptions?fileNumber=${fileNumber}&limit=2&offset=1`);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((p: { prescribedAt: string }) => p.prescribedAt)).toEqual(['2026-04-02', '2026-04-01']);
    expect((await clinic.as('owner').get('/api/prescriptions?limit=0')).statusCode).toBe(400);
    expect((await clinic.as('owner').get('/api/prescriptions?limit=501')).statusCode).toBe(400);
  });
});
