import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../support/client.js';
import type { Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// decisions.md §13: the optional billing codes a claim (X12 837P) needs.
let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  [clinic, other] = await Promise.all([seedClinic(t.app), seedClinic(t.app, ['owner'])]);
}, 180_000);
afterAll(() => t?.close());

const CODED = {
  diagnosisCodes: ['E11.9', 'I10'],
  lineItems: [
    { description: 'Office visit', quantity: 1, unitPrice: 120, code: '99214', modifiers: ['25'], diagnosisPointers: [1, 2] },
    { description: 'HbA1c', quantity: 1, unitPrice: 20, code: '83036', modifiers: ['QW', '59'], diagnosisPointers: [1] },
    { description: 'Flu shot', quantity: 1, unitPrice: 30, code: 'G0008', modifiers: [], diagnosisPointers: null },
    { description: 'Counselling note', quantity: 1, unitPrice: 0, code: null, modifiers: [], diagnosisPointers: null },
  ],
};

const invoice = (extra: Record<string, unknown> = {}) => ({ name: 'Grace Hopper', fileNumber: '10007', ...CODED, ...extra });

async function create(actor: Actor = clinic.as('owner'), extra: Record<string, unknown> = {}) {
  const res = await actor.post('/api/invoices', invoice(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function stored(id: string) {
  const row = await t.app.deps.db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lines = await t.app.deps.db.selectFrom('invoice_line_item').selectAll().where('invoice_id', '=', id).orderBy('position').execute();
  return { row, lines };
}

async function invoiceCount() {
  const row = await t.app.deps.db.selectFrom('invoice').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

function paths(body: string): string[] {
  return (JSON.parse(body).errors as Array<{ path: string }>).map((e) => e.path);
}

describe('round-trip', () => {
  it('stores and returns the diagnoses and each line\'s code, modifiers and pointers, on create, get, list and split', async () => {
    const created = await create();
    expect(created).toMatchObject(CODED);
    expect(created.total).toBe(170);
    expect((await clinic.as('owner').get(`/api/invoices/${created.id}`)).json()).toMatchObject(CODED);
    const listed = (await clinic.as('owner').get('/api/invoices')).json() as Array<{ id: string }>;
    expect(listed.find((i) => i.id === created.id)).toMatchObject(CODED);
    const split = await clinic.as('owner').post(`/api/invoices/${created.id}/split`, { count: 2 });
    expect(split.json()).toMatchObject(CODED);
  });

  it('is null and empty when not given', async () => {
    const res = await clinic.as('owner').post('/api/invoices', { name: 'Plain', lineItems: [{ description: 'x', quantity: 1, unitPrice: 1 }] });
    expect(res.json()).toMatchObject({ diagnosisCodes: null, lineItems: [{ code: null, modifiers: [], diagnosisPointers: null }] });
  });

  it('upper-cases codes and writes ICD-10-CM in dotted form', async () => {
    const created = await create(undefined, {
      diagnosisCodes: ['e119', 'S52.521a', 'u07.1', 'Z00.00', 'M54.5'],
      lineItems: [
        { description: 'Cast', quantity: 1, unitPrice: 50, code: 'q4010', modifiers: ['lt', 'rt'], diagnosisPointers: [2] },
        { description: 'Quality measure', quantity: 1, unitPrice: 0, code: '3044f', diagnosisPointers: [1] },
        { description: 'Lab panel', quantity: 1, unitPrice: 10, code: '0001u' },
      ],
    });
    expect(created.diagnosisCodes).toEqual(['E11.9', 'S52.521A', 'U07.1', 'Z00.00', 'M54.5']);
    expect(created.lineItems.map((l: { code: string }) => l.code)).toEqual(['Q4010', '3044F', '0001U']);
    expect(created.lineItems[0].modifiers).toEqual(['LT', 'RT']);
    expect((await stored(created.id)).row.diagnosis_codes).toEqual(['E11.9', 'S52.521A', 'U07.1', 'Z00.00', 'M54.5']);
  });

  it('takes 12 diagnoses and pointers up to the twelfth', async () => {
    const twelve = ['A00.0', 'B01.9', 'C50.911', 'D50.9', 'E78.5', 'F41.1', 'G43.909', 'H10.9', 'J06.9', 'K21.9', 'L30.9', 'N39.0'];
    const created = await create(undefined, {
      diagnosisCodes: twelve,
      lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 1, code: '99213', modifiers: ['25', '59', 'XU', '76'], diagnosisPointers: [12, 1, 7, 3] }],
    });
    expect(created.diagnosisCodes).toEqual(twelve);
    expect(created.lineItems[0]).toMatchObject({ modifiers: ['25', '59', 'XU', '76'], diagnosisPointers: [12, 1, 7, 3] });
  });
});

describe('PUT', () => {
  it('replaces the billing codes as the rest of the record: omitted diagnosisCodes and line codes are cleared alike', async () => {
    const created = await create();
    // A client that knows only the interface's shape sends neither; the PUT leaves no half of the codes behind.
    const plain = await clinic.as('owner').put(`/api/invoices/${created.id}`, {
      name: 'Grace Hopper', number: created.number, lineItems: [{ description: 'Office visit', quantity: 1, unitPrice: 120 }],
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({
      diagnosisCodes: null, lineItems: [{ description: 'Office visit', code: null, modifiers: [], diagnosisPointers: null }],
    });
    expect((await stored(created.id)).row.diagnosis_codes).toBeNull();
    // The read shape sent back keeps every code; given lists replace, null clears.
    const coded = await clinic.as('owner').put(`/api/invoices/${created.id}`, invoice());
    const { id: _id, total: _total, claim: _claim, ...readShape } = coded.json();
    const again = await clinic.as('owner').put(`/api/invoices/${created.id}`, readShape);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject(CODED);
    const replaced = await clinic.as('owner').put(`/api/invoices/${created.id}`, invoice({ diagnosisCodes: ['I10', 'E11.9', 'E78.5'] }));
    expect(replaced.json().diagnosisCodes).toEqual(['I10', 'E11.9', 'E78.5']);
    const cleared = await clinic.as('owner').put(`/api/invoices/${created.id}`, {
      name: 'Grace Hopper', diagnosisCodes: null, lineItems: [{ description: 'Office visit', quantity: 1, unitPrice: 120, code: '99214', modifiers: null }],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ diagnosisCodes: null, lineItems: [{ code: '99214', modifiers: [], diagnosisPointers: null }] });
  });

  it('checks pointers against the diagnoses the PUT sends, not the stored ones', async () => {
    const created = await create();
    const past = await clinic.as('owner').put(`/api/invoices/${created.id}`, {
      name: 'Grace Hopper', lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 1, code: '99213', diagnosisPointers: [1] }],
    });
    expect(past.statusCode).toBe(400);
    expect(JSON.parse(past.body).errors).toEqual([{ path: 'lineItems.0.diagnosisPointers', message: 'the invoice has no diagnosisCodes to point to' }]);
    const clearing = await clinic.as('owner').put(`/api/invoices/${created.id}`, invoice({ diagnosisCodes: null }));
    expect(clearing.statusCode).toBe(400);
    expect(paths(clearing.body)).toEqual(['lineItems.0.diagnosisPointers', 'lineItems.1.diagnosisPointers']);
    expect((await clinic.as('owner').get(`/api/invoices/${created.id}`)).json()).toMatchObject(CODED);
  });

  it('writes the usual activity entry, without the codes', async () => {
    const created = await create();
    await clinic.as('owner').put(`/api/invoices/${created.id}`, invoice({ diagnosisCodes: ['I10'], lineItems: [] }));
    const log = (await clinic.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const mine = log.filter((a) => a.entityId === created.id);
    expect(mine.map((a) => a.action)).toEqual(['invoice.updated', 'invoice.created']);
    for (const entry of mine) expect(entry.summary).not.toMatch(/E11|I10|99214/);
  });
});

describe('validation: a 400 naming the field, nothing written', () => {
  const line = (extra: Record<string, unknown>) => ({ diagnosisCodes: ['E11.9'], lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 1, code: '99213', ...extra }] });
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['no diagnoses', { diagnosisCodes: [] }, 'diagnosisCodes'],
    ['13 diagnoses', { diagnosisCodes: Array.from({ length: 13 }, (_, i) => `E11.${i % 10}${i >= 10 ? '1' : ''}`), lineItems: [] }, 'diagnosisCodes'],
    ['a repeated diagnosis', { diagnosisCodes: ['E11.9', 'e119'], lineItems: [] }, 'diagnosisCodes'],
    ['a diagnosis starting with a digit', { diagnosisCodes: ['1E1.9'], lineItems: [] }, 'diagnosisCodes.0'],
    ['a diagnosis with a letter second', { diagnosisCodes: ['EE1.9'], lineItems: [] }, 'diagnosisCodes.0'],
    ['a diagnosis too long', { diagnosisCodes: ['S52.521AB'], lineItems: [] }, 'diagnosisCodes.0'],
    ['a diagnosis too short', { diagnosisCodes: ['E1'], lineItems: [] }, 'diagnosisCodes.0'],
    ['a diagnosis ending in a dot', { diagnosisCodes: ['E11.'], lineItems: [] }, 'diagnosisCodes.0'],
    ['diagnoses not a list', { diagnosisCodes: 'E11.9', lineItems: [] }, 'diagnosisCodes'],
    ['a 4-digit code', line({ code: '9921' }), 'lineItems.0.code'],
    ['a 6-digit code', line({ code: '992134' }), 'lineItems.0.code'],
    ['a code ending in X', line({ code: '9921X' }), 'lineItems.0.code'],
    ['a HCPCS code with 3 digits', line({ code: 'G000' }), 'lineItems.0.code'],
    ['five modifiers', line({ modifiers: ['25', '59', 'XU', '76', 'LT'] }), 'lineItems.0.modifiers'],
    ['a 3-character modifier', line({ modifiers: ['255'] }), 'lineItems.0.modifiers.0'],
    ['a repeated modifier', line({ modifiers: ['25', '25'] }), 'lineItems.0.modifiers'],
    ['modifiers without a code', line({ code: null, modifiers: ['25'] }), 'lineItems.0.modifiers'],
    ['pointers without a code', line({ code: null, diagnosisPointers: [1] }), 'lineItems.0.diagnosisPointers'],
    ['no pointers', line({ diagnosisPointers: [] }), 'lineItems.0.diagnosisPointers'],
    ['five pointers', { ...line({ diagnosisPointers: [1, 2, 3, 4, 5] }), diagnosisCodes: ['A00.0', 'B01.9', 'C50.911', 'D50.9', 'E78.5'] }, 'lineItems.0.diagnosisPointers'],
    ['a pointer 0', line({ diagnosisPointers: [0] }), 'lineItems.0.diagnosisPointers.0'],
    ['a pointer 13', line({ diagnosisPointers: [13] }), 'lineItems.0.diagnosisPointers.0'],
    ['a fractional pointer', line({ diagnosisPointers: [1.5] }), 'lineItems.0.diagnosisPointers.0'],
    ['a repeated pointer', line({ diagnosisPointers: [1, 1] }), 'lineItems.0.diagnosisPointers'],
    ['a pointer past the list', line({ diagnosisPointers: [1, 2] }), 'lineItems.0.diagnosisPointers'],
    ['a pointer with no diagnoses', { ...line({ diagnosisPointers: [1] }), diagnosisCodes: null }, 'lineItems.0.diagnosisPointers'],
  ];

  it.each(invalid)('create: %s', async (_label, extra, field) => {
    const before = await invoiceCount();
    const res = await clinic.as('owner').post('/api/invoices', invoice(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(paths(res.body)).toEqual([field]);
    expect(await invoiceCount()).toBe(before);
  });

  it.each(invalid)('update: %s, the invoice and its lines unchanged', async (_label, extra, field) => {
    const created = await create();
    const before = await stored(created.id);
    const res = await clinic.as('owner').put(`/api/invoices/${created.id}`, invoice({ notes: 'should not be stored', ...extra }));
    expect(res.statusCode, res.body).toBe(400);
    expect(paths(res.body)).toEqual([field]);
    expect(await stored(created.id)).toEqual(before);
  });

  it('names each line whose pointer is past the list, and says which', async () => {
    const res = await clinic.as('owner').post('/api/invoices', invoice({
      diagnosisCodes: ['E11.9', 'I10'],
      lineItems: [
        { description: 'a', quantity: 1, unitPrice: 1, code: '99213', diagnosisPointers: [1, 3] },
        { description: 'b', quantity: 1, unitPrice: 1, code: '99213', diagnosisPointers: [2] },
        { description: 'c', quantity: 1, unitPrice: 1, code: '99213', diagnosisPointers: [4, 5] },
      ],
    }));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{ path: string; message: string }>;
    expect(errors.map((e) => e.path)).toEqual(['lineItems.0.diagnosisPointers', 'lineItems.2.diagnosisPointers']);
    expect(errors[0]!.message).toMatch(/1–2.*3 is past/);
    expect(errors[1]!.message).toMatch(/4, 5 are past/);
  });
});

describe('visibility follows the invoice (decisions.md §2)', () => {
  it('reception reads and writes them (billing); pharmacy and lab have no invoices', async () => {
    const created = await create(clinic.as('reception'));
    expect(created).toMatchObject(CODED);
    expect((await clinic.as('reception').get(`/api/invoices/${created.id}`)).json()).toMatchObject(CODED);
    for (const role of ['doctor', 'member', 'admin'] as const) {
      expect((await clinic.as(role).get(`/api/invoices/${created.id}`)).json()).toMatchObject(CODED);
    }
    for (const role of ['pharmacy', 'lab'] as const) {
      expect((await clinic.as(role).get(`/api/invoices/${created.id}`)).statusCode).toBe(403);
      expect((await clinic.as(role).post('/api/invoices', invoice())).statusCode).toBe(403);
    }
  });

  it('another clinic neither sees nor changes them', async () => {
    const created = await create();
    const outsider = other.as('owner');
    expect((await outsider.get(`/api/invoices/${created.id}`)).statusCode).toBe(404);
    expect((await outsider.put(`/api/invoices/${created.id}`, invoice({ diagnosisCodes: null, lineItems: [] }))).statusCode).toBe(404);
    expect(((await outsider.get('/api/invoices')).json() as Array<{ id: string }>).map((i) => i.id)).not.toContain(created.id);
    expect((await clinic.as('owner').get(`/api/invoices/${created.id}`)).json()).toMatchObject(CODED);
  });
});

describe('the OpenAPI document', () => {
  it('carries diagnosisCodes and the line items\' codes, in the body and the read shape', async () => {
    const doc = (await anonymous(t.app).get('/openapi.json')).json();
    const text = JSON.stringify(doc.components.schemas);
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas.Invoice.properties)).toContain('diagnosisCodes');
    expect(Object.keys(schemas.InvoiceBodyInput.properties)).toContain('diagnosisCodes');
    expect(Object.keys(schemas.InvoiceLineItemInput.properties)).toEqual(expect.arrayContaining(['code', 'modifiers', 'diagnosisPointers']));
    expect(JSON.stringify(schemas.InvoiceBodyInput.properties.diagnosisCodes)).toContain('pattern');
    expect(text).toContain('[A-Za-z]\\\\d{4}'); // the HCPCS half of the code pattern
  });
});
