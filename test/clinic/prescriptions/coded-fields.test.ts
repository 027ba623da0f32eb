import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// decisions.md §13: the optional fields a coded prescription (NCPDP SCRIPT NewRx) needs.
let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;

const rx = (extra: Record<string, unknown> = {}) => ({
  fileNumber: '10001', name: 'Ada Lovelace', initials: 'AL', medication: 'Amoxicillin', dose: '500 mg', frequency: 'TID', ...extra,
});

const CODED = {
  quantity: 30, quantityUnit: 'capsule', daysSupply: 10, refills: 0, ndc: '00093310905', rxnormCode: '308191', substitutionAllowed: true,
};
const NONE = { quantity: null, quantityUnit: null, daysSupply: null, refills: null, ndc: null, rxnormCode: null, substitutionAllowed: null };

async function create(extra: Record<string, unknown> = {}) {
  const res = await clinic.as('owner').post('/api/prescriptions', rx(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function storedRow(id: string) {
  return t.app.deps.db.selectFrom('prescription').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function prescriptionCount() {
  const row = await t.app.deps.db.selectFrom('prescription').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await startTestApp();
  [clinic, other] = await Promise.all([seedClinic(t.app), seedClinic(t.app, ['owner'])]);
  const inPanel = await clinic.as('owner').post('/api/patients', { name: 'Ada Lovelace', fileNumber: '10001', primaryProviderId: clinic.as('doctor').userId });
  expect(inPanel.statusCode, inPanel.body).toBe(201);
  const outside = await clinic.as('owner').post('/api/patients', { name: 'Grace Hopper', fileNumber: '10002', primaryProviderId: clinic.as('owner').userId });
  expect(outside.statusCode, outside.body).toBe(201);
});
afterAll(() => t?.close());

describe('coded fields round-trip', () => {
  it('are null when not given', async () => {
    expect(await create()).toMatchObject(NONE);
  });

  it('store and return every field, on create and on read', async () => {
    const created = await create(CODED);
    expect(created).toMatchObject(CODED);
    expect((await clinic.as('owner').get(`/api/prescriptions/${created.id}`)).json()).toMatchObject(CODED);
    const listed = (await clinic.as('owner').get('/api/prescriptions')).json() as Array<{ id: string }>;
    expect(listed.find((p) => p.id === created.id)).toMatchObject(CODED);
  });

  it('keep decimals of a quantity (up to 3) and allow ndc and rxnormCode together or alone', async () => {
    expect(await create({ quantity: 2.5, quantityUnit: 'mL', ndc: null, rxnormCode: '1049630' })).toMatchObject({ quantity: 2.5, rxnormCode: '1049630', ndc: null });
    expect(await create({ quantity: 0.125, quantityUnit: 'mg' })).toMatchObject({ quantity: 0.125 });
    expect(await create({ quantity: 999999, quantityUnit: 'mL', daysSupply: 365, refills: 99, substitutionAllowed: false }))
      .toMatchObject({ quantity: 999999, daysSupply: 365, refills: 99, substitutionAllowed: false });
  });

  it.each([
    ['00093310905', '00093310905'], // plain 11 digits
    ['00093-3109-05', '00093310905'], // 5-4-2
    ['0093-3109-05', '00093310905'], // 4-4-2: labeler padded
    ['12345-678-90', '12345067890'], // 5-3-2: product padded
    ['12345-6789-0', '12345678900'], // 5-4-1: package padded
  ])('normalises the NDC %s to %s', async (given, stored) => {
    const created = await create({ ndc: given });
    expect(created.ndc).toBe(stored);
    expect((await storedRow(created.id)).ndc).toBe(stored);
  });
});

describe('PUT', () => {
  it('keeps omitted coded fields, replaces given ones and clears with null', async () => {
    const created = await create(CODED);
    const kept = await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ refills: 2 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ ...CODED, refills: 2 });
    const cleared = await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx(NONE));
    expect(cleared.json()).toMatchObject(NONE);
    expect(await storedRow(created.id)).toMatchObject({
      quantity: null, quantity_unit: null, days_supply: null, refills: null, ndc: null, rxnorm_code: null, substitution_allowed: null,
    });
  });

  it('writes the usual activity entry, without the codes', async () => {
    const created = await create(CODED);
    await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ ndc: '00093-3109-05' }));
    const log = (await clinic.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const mine = log.filter((a) => a.entityId === created.id);
    expect(mine.map((a) => a.action)).toEqual(['prescription.updated', 'prescription.created']);
    for (const entry of mine) expect(entry.summary).not.toMatch(/00093|308191|capsule/);
  });
});

describe('validation: a 400 naming the field, nothing written', () => {
  const invalid: Array<[string, Record<string, unknown>]> = [
    ['quantity', { quantity: 0, quantityUnit: 'tablet' }],
    ['quantity', { quantity: -1, quantityUnit: 'tablet' }],
    ['quantity', { quantity: 1.2345, quantityUnit: 'tablet' }],
    ['quantity', { quantity: 1_000_000, quantityUnit: 'tablet' }],
    ['quantity', { quantity: '30', quantityUnit: 'tablet' }],
    ['quantity', { quantityUnit: 'tablet' }], // a unit with no quantity
    ['quantityUnit', { quantity: 30 }], // a quantity with no unit
    ['quantityUnit', { quantity: 30, quantityUnit: '' }],
    ['quantityUnit', { quantity: 30, quantityUnit: 'x'.repeat(41) }],
    ['daysSupply', { daysSupply: 0 }],
    ['daysSupply', { daysSupply: 366 }],
    ['daysSupply', { daysSupply: 7.5 }],
    ['refills', { refills: -1 }],
    ['refills', { refills: 100 }],
    ['refills', { refills: 1.5 }],
    ['ndc', { ndc: '0009331090' }], // 10 digits without hyphens: ambiguous
    ['ndc', { ndc: '000933109051' }],
    ['ndc', { ndc: '00093-31090-5' }],
    ['ndc', { ndc: '0093-310-05' }],
    ['ndc', { ndc: 'ABCDE-1234-12' }],
    ['ndc', { ndc: 93310905 }],
    ['rxnormCode', { rxnormCode: 'RX308191' }],
    ['rxnormCode', { rxnormCode: '0308191' }],
    ['rxnormCode', { rxnormCode: '' }],
    ['substitutionAllowed', { substitutionAllowed: 'yes' }],
  ];

  it.each(invalid)('create: 400 naming %s for %j', async (field, extra) => {
    const before = await prescriptionCount();
    const res = await clinic.as('owner').post('/api/prescriptions', rx(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field]);
    expect(await prescriptionCount()).toBe(before);
  });

  it.each(invalid)('update: 400 naming %s for %j, the row unchanged', async (field, extra) => {
    const created = await create({ daysSupply: 5, refills: 1 });
    const before = await storedRow(created.id);
    const res = await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ medication: 'Changed', ...extra }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([field]);
    expect(await storedRow(created.id)).toEqual(before);
  });

  it('checks quantity and unit after merging: clearing one of a stored pair is a 400, clearing both is fine', async () => {
    const created = await create(CODED);
    const res = await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ quantityUnit: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('quantityUnit');
    const both = await clinic.as('owner').put(`/api/prescriptions/${created.id}`, rx({ quantity: null, quantityUnit: null }));
    expect(both.json()).toMatchObject({ quantity: null, quantityUnit: null, ndc: CODED.ndc });
  });
});

describe('visibility follows the prescription (decisions.md §2)', () => {
  it('pharmacy reads and writes them; reception and lab have no prescriptions', async () => {
    const created = await create(CODED);
    expect((await clinic.as('pharmacy').get(`/api/prescriptions/${created.id}`)).json()).toMatchObject(CODED);
    const put = await clinic.as('pharmacy').put(`/api/prescriptions/${created.id}`, rx({ daysSupply: 30 }));
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ ...CODED, daysSupply: 30 });
    for (const role of ['reception', 'lab'] as const) {
      expect((await clinic.as(role).get(`/api/prescriptions/${created.id}`)).statusCode).toBe(403);
    }
  });

  it('a doctor sees them inside the panel; outside it the prescription stays a 404 and out of the list', async () => {
    const inPanel = await create(CODED);
    const outside = await create({ ...CODED, fileNumber: '10002', name: 'Grace Hopper', initials: 'GH' });
    const doctor = clinic.as('doctor');
    expect((await doctor.get(`/api/prescriptions/${inPanel.id}`)).json()).toMatchObject(CODED);
    expect((await doctor.get(`/api/prescriptions/${outside.id}`)).statusCode).toBe(404);
    expect((await doctor.put(`/api/prescriptions/${outside.id}`, rx({ fileNumber: '10002', refills: 5 }))).statusCode).toBe(404);
    const ids = ((await doctor.get('/api/prescriptions')).json() as Array<{ id: string }>).map((p) => p.id);
    expect(ids).toContain(inPanel.id);
    expect(ids).not.toContain(outside.id);
    expect((await storedRow(outside.id)).refills).toBe(0);
  });

  it('another clinic neither sees nor changes them', async () => {
    const created = await create(CODED);
    expect((await other.as('owner').get(`/api/prescriptions/${created.id}`)).statusCode).toBe(404);
    expect((await other.as('owner').put(`/api/prescriptions/${created.id}`, rx({ refills: 9 }))).statusCode).toBe(404);
    expect((await storedRow(created.id)).refills).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('carries the coded fields in the request body and the read shape', async () => {
    const doc = (await anonymous(t.app).get('/openapi.json')).json();
    const fields = Object.keys(CODED);
    const body = doc.paths['/api/prescriptions'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(fields));
    expect(JSON.stringify(body.properties.ndc)).toContain('pattern');
    expect(Object.keys(doc.components.schemas.Prescription.properties)).toEqual(expect.arrayContaining(fields));
  });
});
