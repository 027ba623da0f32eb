import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Method } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;
let fixtureId: string;

const dispense = (extra: Record<string, unknown> = {}) => ({
  fileNumber: '10001', name: 'Ada Lovelace', medication: 'Amoxicillin', dose: '500 mg', quantity: 2, unit: 'capsules', ...extra,
});

async function record(extra: Record<string, unknown> = {}, role: Role = 'owner') {
  const res = await clinic.as(role).post('/api/dispenses', dispense(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function stockItem(stockQuantity: number, name = 'Stocked item') {
  const res = await clinic.as('owner').post('/api/inventory', { name, unit: 'tablets', stockQuantity, reorderThreshold: 2 });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const stockOf = async (id: string) => (await clinic.as('owner').get(`/api/inventory/${id}`)).json().stockQuantity as number;

beforeAll(async () => {
  t = await startTestApp();
  [clinic, other] = await Promise.all([seedClinic(t.app), seedClinic(t.app, ['owner'])]);
  // Patient 10001 is in the doctor's panel: a doctor's dispenses follow the panel (decisions.md §2).
  const patient = await clinic.as('owner').post('/api/patients', { name: 'Ada Lovelace', fileNumber: '10001', primaryProviderId: clinic.as('doctor').userId });
  expect(patient.statusCode, patient.body).toBe(201);
  fixtureId = (await record()).id;
});
afterAll(() => t?.close());

describe('permissions (decisions.md §2: the ledger follows inventory — read and write for pharmacy and full clinicians)', () => {
  const rows: Array<[Role, Method, string, number]> = [
    ['owner', 'GET', '/api/dispenses', 200],
    ['admin', 'GET', '/api/dispenses', 200],
    ['doctor', 'GET', '/api/dispenses', 200],
    ['member', 'GET', '/api/dispenses', 200],
    ['reception', 'GET', '/api/dispenses', 403],
    ['pharmacy', 'GET', '/api/dispenses', 200],
    ['lab', 'GET', '/api/dispenses', 403],

    ['owner', 'GET', '/api/dispenses/{id}', 200],
    ['admin', 'GET', '/api/dispenses/{id}', 200],
    ['doctor', 'GET', '/api/dispenses/{id}', 200],
    ['member', 'GET', '/api/dispenses/{id}', 200],
    ['reception', 'GET', '/api/dispenses/{id}', 403],
    ['pharmacy', 'GET', '/api/dispenses/{id}', 200],
    ['lab', 'GET', '/api/dispenses/{id}', 403],

    ['owner', 'POST', '/api/dispenses', 201],
    ['admin', 'POST', '/api/dispenses', 201],
    ['doctor', 'POST', '/api/dispenses', 201],
    ['member', 'POST', '/api/dispenses', 201],
    ['reception', 'POST', '/api/dispenses', 403],
    ['pharmacy', 'POST', '/api/dispenses', 201],
    ['lab', 'POST', '/api/dispenses', 403],

    ['owner', 'DELETE', '/api/dispenses/{id}', 204],
    ['admin', 'DELETE', '/api/dispenses/{id}', 204],
    ['doctor', 'DELETE', '/api/dispenses/{id}', 204],
    ['member', 'DELETE', '/api/dispenses/{id}', 204],
    ['reception', 'DELETE', '/api/dispenses/{id}', 403],
    ['pharmacy', 'DELETE', '/api/dispenses/{id}', 204],
    ['lab', 'DELETE', '/api/dispenses/{id}', 403],

    // Entries are never updated, for anyone.
    ['owner', 'PUT', '/api/dispenses/{id}', 405],
    ['pharmacy', 'PUT', '/api/dispenses/{id}', 405],
    ['reception', 'PUT', '/api/dispenses/{id}', 405],
    ['owner', 'PATCH', '/api/dispenses/{id}', 405],
    ['pharmacy', 'PATCH', '/api/dispenses/{id}', 405],
    ['lab', 'PATCH', '/api/dispenses/{id}', 405],
  ];

  it.each(rows)('%s %s %s → %i', async (role, method, path, expected) => {
    const id = method === 'DELETE' ? (await record()).id : fixtureId;
    const body = method === 'GET' || method === 'DELETE' ? undefined : dispense({ notes: `by ${role}` });
    const res = await clinic.as(role).request(method, path.replace('{id}', id), body);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    if (method === 'DELETE') {
      expect((await clinic.as('owner').get(`/api/dispenses/${id}`)).statusCode).toBe(expected === 204 ? 404 : 200);
    }
  });
});

describe('the ledger', () => {
  it('fills dispensedBy, dispensedByName and dispensedAt from the signed-in user and ignores client values', async () => {
    const before = Date.now();
    const res = await clinic.as('pharmacy').post('/api/dispenses', dispense({
      dispensedBy: 'someone-else', dispensedByName: 'Mallory', dispensedAt: '2001-01-01T00:00:00.000Z',
    }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.dispensedBy).toBe(clinic.as('pharmacy').userId);
    expect(body.dispensedByName).toBe(clinic.as('pharmacy').name);
    expect(Date.parse(body.dispensedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.dispensedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(body).toMatchObject({ ...dispense(), initials: 'AL', prescriptionId: null, inventoryItemId: null, notes: null });
  });

  it('derives initials from the name when omitted and keeps given ones; quantity defaults to 0', async () => {
    expect((await record({ name: 'Grace Brewster Hopper' })).initials).toBe('GH');
    expect((await record({ name: 'cher' })).initials).toBe('CH');
    expect((await record({ initials: 'XYZ' })).initials).toBe('XYZ');
    const res = await clinic.as('owner').post('/api/dispenses', { name: 'Ada Lovelace', medication: 'Saline' });
    expect(res.json()).toMatchObject({ quantity: 0, dose: '', unit: '', fileNumber: '' });
  });

  it.each([
    ['name', { name: '' }],
    ['medication', { medication: undefined }],
    ['initials', { initials: 'ABCDE' }],
    ['quantity', { quantity: -1 }],
    ['quantity', { quantity: 0.5 }],
    ['fileNumber', { fileNumber: '12a' }],
  ])('rejects a bad %s with a 400 naming it', async (field, extra) => {
    const res = await clinic.as('owner').post('/api/dispenses', dispense(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('lists newest first, pages with X-Total-Count and filters by fileNumber', async () => {
    const fileNumber = String(Date.now()).slice(-7);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await record({ fileNumber, notes: `n${i}` })).id);
    const list = (await clinic.as('member').get(`/api/dispenses?fileNumber=${fileNumber}`)).json() as Array<{ id: string }>;
    expect(list.map((d) => d.id)).toEqual([...ids].reverse());
    const page = await clinic.as('member').get(`/api/dispenses?fileNumber=${fileNumber}&limit=1&offset=1`);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    const all = (await clinic.as('member').get('/api/dispenses')).json() as Array<{ dispensedAt: string }>;
    const times = all.map((d) => Date.parse(d.dispensedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('DELETE answers 404 for an id that does not exist (well-formed or not) and for another clinic\'s entry', async () => {
    for (const id of ['0190b8f0-0000-7000-8000-000000000000', 'nope']) {
      const res = await clinic.as('pharmacy').delete(`/api/dispenses/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await other.as('owner').delete(`/api/dispenses/${fixtureId}`)).statusCode).toBe(404);
    expect((await other.as('owner').get(`/api/dispenses/${fixtureId}`)).statusCode).toBe(404);
    expect(((await other.as('owner').get('/api/dispenses')).json() as unknown[]).length).toBe(0);
    expect((await clinic.as('owner').get(`/api/dispenses/${fixtureId}`)).statusCode).toBe(200);
  });

  it('PUT and PATCH answer 405 problem+json with Allow, and change nothing', async () => {
    const created = await record({ notes: 'original' });
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await clinic.as('owner').request(method, `/api/dispenses/${created.id}`, { notes: 'changed' });
      expect(res.statusCode).toBe(405);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers.allow).toBe('GET, DELETE');
      expect(res.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
    }
    expect((await clinic.as('owner').get(`/api/dispenses/${created.id}`)).json().notes).toBe('original');
  });

  it('writes an activity entry for create and delete', async () => {
    const created = await record();
    await clinic.as('pharmacy').delete(`/api/dispenses/${created.id}`);
    const log = (await clinic.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const mine = log.filter((a) => a.entityId === created.id);
    expect(mine.map((a) => a.action)).toEqual(['dispense.deleted', 'dispense.created']);
    for (const a of mine) expect(a.summary).not.toMatch(/Amoxicillin|Ada|10001/);
  });
});

describe('stock', () => {
  it('takes the quantity out of the named item\'s stock and links the entry to it', async () => {
    const itemId = await stockItem(10);
    const res = await clinic.as('pharmacy').post('/api/dispenses', dispense({ inventoryItemId: itemId, quantity: 4 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().inventoryItemId).toBe(itemId);
    expect(await stockOf(itemId)).toBe(6);
    const byItem = (await clinic.as('pharmacy').get(`/api/dispenses?inventoryItemId=${itemId}&kind=dispense`)).json();
    expect(byItem.map((d: { id: string }) => d.id)).toEqual([res.json().id]);
  });

  it('refuses more than is on hand with a 409 naming the shortfall, recording nothing', async () => {
    const itemId = await stockItem(3, 'Scarce tabs');
    const before = ((await clinic.as('owner').get('/api/dispenses?limit=1')).headers['x-total-count']);
    const res = await clinic.as('pharmacy').post('/api/dispenses', dispense({ inventoryItemId: itemId, quantity: 4 }));
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe('Insufficient stock of Scarce tabs: 3 tablets on hand, 4 requested');
    expect(await stockOf(itemId)).toBe(3);
    expect((await clinic.as('owner').get('/api/dispenses?limit=1')).headers['x-total-count']).toBe(before);
    const exact = await clinic.as('pharmacy').post('/api/dispenses', dispense({ inventoryItemId: itemId, quantity: 3 }));
    expect(exact.statusCode).toBe(201);
    expect(await stockOf(itemId)).toBe(0);
  });

  it('answers 400 on inventoryItemId for an unknown item or one of another clinic', async () => {
    const foreign = (await other.as('owner').post('/api/inventory', { name: 'Foreign', stockQuantity: 50 })).json().id as string;
    for (const id of ['missing-item', foreign]) {
      const res = await clinic.as('pharmacy').post('/api/dispenses', dispense({ inventoryItemId: id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('inventoryItemId');
    }
    expect((await other.as('owner').get(`/api/inventory/${foreign}`)).json().stockQuantity).toBe(50);
  });

  it('does not restore stock when an entry is deleted', async () => {
    const itemId = await stockItem(5);
    const created = (await clinic.as('pharmacy').post('/api/dispenses', dispense({ inventoryItemId: itemId, quantity: 2 }))).json();
    expect(await stockOf(itemId)).toBe(3);
    expect((await clinic.as('pharmacy').delete(`/api/dispenses/${created.id}`)).statusCode).toBe(204);
    expect(await stockOf(itemId)).toBe(3);
  });

  it('20 concurrent dispenses of 1 from a stock of 10: exactly 10 succeed, 10 get 409, stock ends at 0', async () => {
    const itemId = await stockItem(10, 'Contended');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      clinic.as(i % 2 ? 'pharmacy' : 'doctor').post('/api/dispenses', dispense({ inventoryItemId: itemId, quantity: 1, notes: `race ${i}` }))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(await stockOf(itemId)).toBe(0);
    const ledger = (await clinic.as('owner').get(`/api/dispenses?inventoryItemId=${itemId}&kind=dispense`)).json() as unknown[];
    expect(ledger).toHaveLength(10);
  });
});

describe('prescription link', () => {
  it('accepts an active prescription of the clinic, 400 for an unknown one, 409 for an expired or completed one', async () => {
    const mk = async (extra: Record<string, unknown>) => (await clinic.as('doctor').post('/api/prescriptions', {
      name: 'Ada Lovelace', initials: 'AL', medication: 'Amoxicillin', frequency: 'TID', ...extra,
    })).json().id as string;
    const active = await mk({});
    const ok = await clinic.as('pharmacy').post('/api/dispenses', dispense({ prescriptionId: active }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().prescriptionId).toBe(active);
    expect((await clinic.as('pharmacy').get(`/api/dispenses?prescriptionId=${active}`)).json()).toHaveLength(1);

    const unknown = await clinic.as('pharmacy').post('/api/dispenses', dispense({ prescriptionId: 'no-such' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('prescriptionId');

    const expired = await mk({ startDate: '2020-01-01', endDate: '2020-02-01' });
    const completed = await mk({ status: 'completed' });
    for (const id of [expired, completed]) {
      const res = await clinic.as('pharmacy').post('/api/dispenses', dispense({ prescriptionId: id }));
      expect(res.statusCode).toBe(409);
    }
  });
});
