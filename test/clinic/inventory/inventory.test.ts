import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Method } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;
let fixtureId: string;

const item = (extra: Record<string, unknown> = {}) => ({
  name: 'Amoxicillin', form: 'capsule', strength: '500 mg', unit: 'capsules', stockQuantity: 40, reorderThreshold: 10,
  location: 'A-3', barcode: '00312345678906', expiresAt: '2027-06-30', notes: null, ...extra,
});

async function create(extra: Record<string, unknown> = {}) {
  const res = await clinic.as('owner').post('/api/inventory', item(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await startTestApp();
  [clinic, other] = await Promise.all([seedClinic(t.app), seedClinic(t.app, ['owner'])]);
  fixtureId = (await create()).id;
});
afterAll(() => t?.close());

describe('permissions (decisions.md §2: inventory read/write for pharmacy and full clinicians, delete only full clinicians)', () => {
  const rows: Array<[Role, Method, string, number]> = [
    ['owner', 'GET', '/api/inventory', 200],
    ['admin', 'GET', '/api/inventory', 200],
    ['doctor', 'GET', '/api/inventory', 200],
    ['member', 'GET', '/api/inventory', 200],
    ['reception', 'GET', '/api/inventory', 403],
    ['pharmacy', 'GET', '/api/inventory', 200],
    ['lab', 'GET', '/api/inventory', 403],

    ['owner', 'GET', '/api/inventory/{id}', 200],
    ['admin', 'GET', '/api/inventory/{id}', 200],
    ['doctor', 'GET', '/api/inventory/{id}', 200],
    ['member', 'GET', '/api/inventory/{id}', 200],
    ['reception', 'GET', '/api/inventory/{id}', 403],
    ['pharmacy', 'GET', '/api/inventory/{id}', 200],
    ['lab', 'GET', '/api/inventory/{id}', 403],

    ['owner', 'POST', '/api/inventory', 201],
    ['admin', 'POST', '/api/inventory', 201],
    ['doctor', 'POST', '/api/inventory', 201],
    ['member', 'POST', '/api/inventory', 201],
    ['reception', 'POST', '/api/inventory', 403],
    ['pharmacy', 'POST', '/api/inventory', 201],
    ['lab', 'POST', '/api/inventory', 403],

    ['owner', 'PUT', '/api/inventory/{id}', 200],
    ['admin', 'PUT', '/api/inventory/{id}', 200],
    ['doctor', 'PUT', '/api/inventory/{id}', 200],
    ['member', 'PUT', '/api/inventory/{id}', 200],
    ['reception', 'PUT', '/api/inventory/{id}', 403],
    ['pharmacy', 'PUT', '/api/inventory/{id}', 200],
    ['lab', 'PUT', '/api/inventory/{id}', 403],

    ['owner', 'DELETE', '/api/inventory/{id}', 204],
    ['admin', 'DELETE', '/api/inventory/{id}', 204],
    ['doctor', 'DELETE', '/api/inventory/{id}', 204],
    ['member', 'DELETE', '/api/inventory/{id}', 204],
    ['reception', 'DELETE', '/api/inventory/{id}', 403],
    ['pharmacy', 'DELETE', '/api/inventory/{id}', 403],
    ['lab', 'DELETE', '/api/inventory/{id}', 403],
  ];

  it.each(rows)('%s %s %s → %i', async (role, method, path, expected) => {
    const id = method === 'DELETE' ? (await create()).id : fixtureId;
    const body = method === 'POST' || method === 'PUT' ? item({ notes: `by ${role}` }) : undefined;
    const res = await clinic.as(role).request(method, path.replace('{id}', id), body);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 403) {
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      if (method === 'DELETE') expect((await clinic.as('owner').get(`/api/inventory/${id}`)).statusCode).toBe(200);
    }
    if (method === 'DELETE' && expected === 204) expect((await clinic.as('owner').get(`/api/inventory/${id}`)).statusCode).toBe(404);
  });
});

describe('another clinic', () => {
  it('cannot list, read, update or delete this clinic\'s items (404)', async () => {
    const outsider = other.as('owner');
    const list = (await outsider.get('/api/inventory')).json() as Array<{ id: string }>;
    expect(list.map((i) => i.id)).not.toContain(fixtureId);
    for (const [method, body] of [['GET', undefined], ['PUT', item({ stockQuantity: 0 })], ['DELETE', undefined]] as const) {
      expect((await outsider.request(method, `/api/inventory/${fixtureId}`, body)).statusCode, method).toBe(404);
    }
    const mine = (await clinic.as('owner').get(`/api/inventory/${fixtureId}`)).json();
    expect(mine.stockQuantity).toBeGreaterThan(0);
  });
});

describe('fields, defaults and availability', () => {
  it('creates with only a name: stock and threshold 0, texts empty, availability out', async () => {
    const res = await clinic.as('pharmacy').post('/api/inventory', { name: 'Gauze' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Gauze', form: '', strength: '', unit: '', stockQuantity: 0, reorderThreshold: 0, location: '',
      barcode: null, expiresAt: null, notes: null, availability: 'out', version: 1,
    });
    expect(res.headers.etag).toBe('"1"');
  });

  it.each([
    [0, 5, 'out'], [0, 0, 'out'], [3, 5, 'low'], [5, 5, 'low'], [6, 5, 'in-stock'], [1, 0, 'in-stock'],
  ])('stock %i with threshold %i is %s, on create, read and list', async (stockQuantity, reorderThreshold, availability) => {
    const created = await create({ stockQuantity, reorderThreshold, name: `Avail ${stockQuantity}/${reorderThreshold}` });
    expect(created.availability).toBe(availability);
    expect((await clinic.as('pharmacy').get(`/api/inventory/${created.id}`)).json().availability).toBe(availability);
    const filtered = (await clinic.as('pharmacy').get(`/api/inventory?availability=${availability}`)).json() as Array<{ id: string; availability: string }>;
    expect(filtered.map((i) => i.id)).toContain(created.id);
    expect(new Set(filtered.map((i) => i.availability))).toEqual(new Set([availability]));
  });

  it.each([
    ['stockQuantity', { stockQuantity: -1 }],
    ['stockQuantity', { stockQuantity: 1.5 }],
    ['stockQuantity', { stockQuantity: '5' }],
    ['reorderThreshold', { reorderThreshold: -3 }],
    ['reorderThreshold', { reorderThreshold: 0.25 }],
    ['name', { name: '' }],
    ['expiresAt', { expiresAt: '2027-02-29' }],
  ])('rejects a bad %s with a 400 naming it (POST and PUT)', async (field, extra) => {
    const post = await clinic.as('owner').post('/api/inventory', item(extra));
    expect(post.statusCode, post.body).toBe(400);
    expect(post.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    const put = await clinic.as('owner').put(`/api/inventory/${fixtureId}`, item(extra));
    expect(put.statusCode).toBe(400);
    expect(put.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('PUT keeps omitted fields (stock included), null clears, and the version advances', async () => {
    const created = await create({ stockQuantity: 12, notes: 'keep cold' });
    const res = await clinic.as('pharmacy').put(`/api/inventory/${created.id}`, { name: 'Amoxicillin 500', location: 'B-1', barcode: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Amoxicillin 500', location: 'B-1', barcode: null, stockQuantity: 12, reorderThreshold: 10, notes: 'keep cold',
      form: 'capsule', version: 2,
    });
    expect(res.headers.etag).toBe('"2"');
    const zero = await clinic.as('pharmacy').put(`/api/inventory/${created.id}`, { name: 'Amoxicillin 500', stockQuantity: 0 });
    expect(zero.json()).toMatchObject({ stockQuantity: 0, availability: 'out', version: 3 });
  });

  it('honours If-Match: a stale ETag is 412 and writes nothing; the current one succeeds', async () => {
    const created = await create();
    const read = await clinic.as('owner').get(`/api/inventory/${created.id}`);
    const etag = read.headers.etag as string;
    expect(etag).toBe('"1"');
    const first = await clinic.as('owner').put(`/api/inventory/${created.id}`, item({ stockQuantity: 30 }), { 'if-match': etag });
    expect(first.statusCode).toBe(200);
    const stale = await clinic.as('pharmacy').put(`/api/inventory/${created.id}`, item({ stockQuantity: 99 }), { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await clinic.as('owner').get(`/api/inventory/${created.id}`)).json().stockQuantity).toBe(30);
    const weak = await clinic.as('pharmacy').put(`/api/inventory/${created.id}`, item({ stockQuantity: 29 }), { 'if-match': `W/${first.headers.etag}` });
    expect(weak.statusCode).toBe(200);
    expect((await clinic.as('pharmacy').put(`/api/inventory/${created.id}`, item(), { 'if-match': 'garbage' })).statusCode).toBe(412);
    expect((await clinic.as('pharmacy').put(`/api/inventory/${created.id}`, item(), { 'if-match': '*' })).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids on every id route', async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', item()], ['DELETE', undefined]] as const) {
      expect((await clinic.as('owner').request(method, '/api/inventory/does-not-exist', body)).statusCode).toBe(404);
    }
  });

  it('lists by name, finds by barcode, pages with X-Total-Count', async () => {
    const barcode = `BC${Date.now()}`;
    await create({ name: 'zinc', barcode });
    await create({ name: 'Zinc sulfate', barcode });
    const found = await clinic.as('pharmacy').get(`/api/inventory?barcode=${barcode}&limit=1`);
    expect(found.headers['x-total-count']).toBe('2');
    expect(found.json().map((i: { name: string }) => i.name)).toEqual(['zinc']);
    const both = await clinic.as('pharmacy').get(`/api/inventory?barcode=${barcode}`);
    expect(both.json().map((i: { name: string }) => i.name)).toEqual(['zinc', 'Zinc sulfate']);
  });

  it('writes an activity entry per mutation', async () => {
    const created = await create({ name: 'Activity item' });
    await clinic.as('owner').put(`/api/inventory/${created.id}`, item({ name: 'Activity item', stockQuantity: 3 }));
    await clinic.as('owner').delete(`/api/inventory/${created.id}`);
    const log = (await clinic.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string; entityType: string }>;
    const mine = log.filter((a) => a.entityId === created.id);
    expect(mine.map((a) => a.action)).toEqual(['inventory.deleted', 'inventory.updated', 'inventory.created']);
    expect(new Set(mine.map((a) => a.entityType))).toEqual(new Set(['inventory_item']));
  });
});
