import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Actor, Method } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  a = await seedClinic(t.app);
  b = await seedClinic(t.app, ['owner']);
}, 180_000); // seeding hashes passwords: generous when the machine is busy
afterAll(() => t?.close());

interface InvoiceBody {
  id: string; number: string; status: string; total: number; issuedAt: string; dueAt: string | null;
  lineItems: Array<{ description: string; quantity: number; unitPrice: number }>;
  installments: Array<{ label: string; amount: number; dueAt: string; paid: boolean }>;
  [k: string]: unknown;
}

const invoice = (extra: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper', fileNumber: '10007',
  lineItems: [{ description: 'Consultation', quantity: 1, unitPrice: 80 }, { description: 'Bandage', quantity: 3, unitPrice: 2.5 }],
  ...extra,
});

async function create(actor: Actor, extra: Record<string, unknown> = {}): Promise<InvoiceBody> {
  const res = await actor.post('/api/invoices', invoice(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function fieldPaths(body: string): string[] {
  return (JSON.parse(body).errors as Array<{ path: string }>).map((e) => e.path);
}

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('POST /api/invoices', () => {
  it('assigns the number, defaults and the computed total', async () => {
    const c = await seedClinic(t.app, ['owner']);
    const first = await create(c.as('owner'));
    expect(first).toEqual({
      id: expect.any(String), fileNumber: '10007', name: 'Grace Hopper', initials: 'GH', number: 'INV-000001',
      issuedAt: localToday(), dueAt: null, status: 'draft',
      lineItems: [
        { description: 'Consultation', quantity: 1, unitPrice: 80, code: null, modifiers: [], diagnosisPointers: null },
        { description: 'Bandage', quantity: 3, unitPrice: 2.5, code: null, modifiers: [], diagnosisPointers: null },
      ],
      installments: [], notes: null, source: 'manual', diagnosisCodes: null, total: 87.5, claim: null,
    });
    expect((await create(c.as('owner'), { lineItems: [] })).number).toBe('INV-000002');
  });

  it('computes totals in exact cents', async () => {
    const cases: Array<[Array<{ quantity: number; unitPrice: number }>, number]> = [
      [[{ quantity: 3, unitPrice: 0.1 }, { quantity: 1, unitPrice: 0.2 }], 0.5], // floats would give 0.5000000000000001
      [[{ quantity: 1.5, unitPrice: 3.33 }], 5], // 4.995 rounds half-up per line
      [[{ quantity: 0.01, unitPrice: 0.01 }], 0], // 0.0001 rounds to 0
      [[{ quantity: 100000, unitPrice: 1000000 }], 100000000000],
      [[{ quantity: 2, unitPrice: 19.99 }, { quantity: 0.5, unitPrice: 0.99 }], 40.48], // 39.98 + 0.495→0.50
    ];
    for (const [items, total] of cases) {
      const res = await create(a.as('owner'), { lineItems: items.map((i) => ({ description: 'x', ...i })) });
      expect(res.total, JSON.stringify(items)).toBe(total);
    }
  });

  it('keeps a client-chosen number, 409 when taken, and automatic numbers skip past INV- numbers given by hand', async () => {
    const c = await seedClinic(t.app, ['owner']);
    expect((await create(c.as('owner'))).number).toBe('INV-000001');
    expect((await create(c.as('owner'), { number: 'INV-000005' })).number).toBe('INV-000005');
    expect((await create(c.as('owner'), { number: 'A/2026/7' })).number).toBe('A/2026/7');
    const dup = await c.as('owner').post('/api/invoices', invoice({ number: 'INV-000005' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ status: 409, code: 'conflict' });
    expect((await create(c.as('owner'))).number).toBe('INV-000006');
    // Numbers are per clinic: another clinic starts at INV-000001.
    const d = await seedClinic(t.app, ['owner']);
    expect((await create(d.as('owner'))).number).toBe('INV-000001');
  });

  it.each([
    ['name missing', { name: undefined }, 'name'],
    ['zero quantity', { lineItems: [{ description: 'x', quantity: 0, unitPrice: 1 }] }, 'lineItems.0.quantity'],
    ['negative quantity', { lineItems: [{ description: 'x', quantity: -1, unitPrice: 1 }] }, 'lineItems.0.quantity'],
    ['quantity with 3 decimals', { lineItems: [{ description: 'x', quantity: 1.125, unitPrice: 1 }] }, 'lineItems.0.quantity'],
    ['negative unit price', { lineItems: [{ description: 'x', quantity: 1, unitPrice: -0.01 }] }, 'lineItems.0.unitPrice'],
    ['unit price with 3 decimals', { lineItems: [{ description: 'x', quantity: 1, unitPrice: 1.005 }] }, 'lineItems.0.unitPrice'],
    ['unit price as text', { lineItems: [{ description: 'x', quantity: 1, unitPrice: '10' }] }, 'lineItems.0.unitPrice'],
    ['description missing', { lineItems: [{ quantity: 1, unitPrice: 1 }] }, 'lineItems.0.description'],
    ['description blank', { lineItems: [{ description: ' ', quantity: 1, unitPrice: 1 }, { description: '', quantity: 1, unitPrice: 1 }] }, 'lineItems.1.description'],
    ['issuedAt not a real date', { issuedAt: '2026-02-29' }, 'issuedAt'],
    ['dueAt not a real date', { dueAt: '2026-06-31' }, 'dueAt'],
    ['dueAt before issuedAt', { issuedAt: '2026-03-10', dueAt: '2026-03-09' }, 'dueAt'],
    ['unknown status', { status: 'overdue' }, 'status'],
    ['five initials', { initials: 'ABCDE' }, 'initials'],
    ['installment amount with 3 decimals', { installments: [{ label: '1 of 1', amount: 1.001, dueAt: '2026-01-01', paid: false }] }, 'installments.0.amount'],
    ['installment due date not real', { installments: [{ label: '1 of 1', amount: 1, dueAt: '2026-02-31', paid: false }] }, 'installments.0.dueAt'],
  ])('rejects %s with a 400 naming the field', async (_label, patch, field) => {
    const res = await a.as('owner').post('/api/invoices', invoice(patch));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(fieldPaths(res.body)).toContain(field);
  });
});

describe('PUT /api/invoices/:id', () => {
  it('preserves number and installments when sent, clears omitted installments, keeps an omitted number', async () => {
    const created = await create(a.as('owner'), { issuedAt: '2026-01-15' });
    const split = (await a.as('owner').post(`/api/invoices/${created.id}/split`, { count: 2 })).json() as InvoiceBody;
    expect(split.installments).toHaveLength(2);

    const paidFirst = split.installments.map((inst, i) => ({ ...inst, paid: i === 0 }));
    const kept = await a.as('reception').put(`/api/invoices/${created.id}`, invoice({
      number: split.number, installments: paidFirst, issuedAt: '2026-01-15', status: 'sent', notes: 'Pay by card',
    }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ number: created.number, installments: paidFirst, status: 'sent', notes: 'Pay by card', total: 87.5 });

    const dropped = await a.as('reception').put(`/api/invoices/${created.id}`, invoice({ status: 'sent' }));
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({ number: created.number, installments: [], issuedAt: '2026-01-15', notes: null });
    expect((await a.as('owner').get(`/api/invoices/${created.id}`)).json()).toEqual(dropped.json());
  });

  it('may change the number to a free one; a number in use is a 409', async () => {
    const one = await create(a.as('owner'));
    const two = await create(a.as('owner'));
    const taken = await a.as('owner').put(`/api/invoices/${two.id}`, invoice({ number: one.number }));
    expect(taken.statusCode).toBe(409);
    const renamed = await a.as('owner').put(`/api/invoices/${two.id}`, invoice({ number: `X-${two.id}` }));
    expect(renamed.json().number).toBe(`X-${two.id}`);
  });

  it('writes each status change as an activity entry naming the old and new status', async () => {
    const created = await create(a.as('owner'));
    for (const status of ['sent', 'paid', 'void', 'draft']) {
      const res = await a.as('member').put(`/api/invoices/${created.id}`, invoice({ number: created.number, status }));
      expect(res.json().status).toBe(status);
    }
    await a.as('member').put(`/api/invoices/${created.id}`, invoice({ number: created.number, status: 'draft', notes: 'n' }));
    const log = (await a.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const mine = log.filter((e) => e.entityId === created.id).reverse();
    expect(mine.map((e) => e.action)).toEqual([
      'invoice.created', 'invoice.status_changed', 'invoice.status_changed', 'invoice.status_changed', 'invoice.status_changed', 'invoice.updated',
    ]);
    const changes = mine.filter((e) => e.action === 'invoice.status_changed').map((e) => e.summary);
    [['draft', 'sent'], ['sent', 'paid'], ['paid', 'void'], ['void', 'draft']]
      .forEach(([from, to], i) => expect(changes[i]).toContain(`from ${from} to ${to}`));
    for (const e of mine) expect(e.summary).not.toContain('Grace');
  });
});

describe('GET /api/invoices', () => {
  it('lists newest issue date first, filters by status and fileNumber, pages with X-Total-Count', async () => {
    const c = await seedClinic(t.app, ['owner']);
    const owner = c.as('owner');
    await create(owner, { issuedAt: '2026-01-01', status: 'paid', fileNumber: '1' });
    await create(owner, { issuedAt: '2026-03-01', status: 'sent', fileNumber: '2' });
    await create(owner, { issuedAt: '2026-02-01', status: 'sent', fileNumber: '1' });
    const all = (await owner.get('/api/invoices')).json() as InvoiceBody[];
    expect(all.map((i) => i.issuedAt)).toEqual(['2026-03-01', '2026-02-01', '2026-01-01']);
    expect(((await owner.get('/api/invoices?status=sent')).json() as InvoiceBody[]).map((i) => i.issuedAt)).toEqual(['2026-03-01', '2026-02-01']);
    expect(((await owner.get('/api/invoices?fileNumber=1')).json() as InvoiceBody[]).map((i) => i.issuedAt)).toEqual(['2026-02-01', '2026-01-01']);
    const page = await owner.get('/api/invoices?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.json() as InvoiceBody[]).map((i) => i.issuedAt)).toEqual(['2026-02-01']);
  });
});

describe('DELETE /api/invoices/:id', () => {
  it('deletes once, then 404; unknown ids are 404', async () => {
    const created = await create(a.as('owner'));
    expect((await a.as('reception').delete(`/api/invoices/${created.id}`)).statusCode).toBe(204);
    expect((await a.as('owner').get(`/api/invoices/${created.id}`)).statusCode).toBe(404);
    expect((await a.as('owner').delete(`/api/invoices/${created.id}`)).statusCode).toBe(404);
    expect((await a.as('owner').delete('/api/invoices/not-an-id')).statusCode).toBe(404);
  });
});

describe('clinic isolation', () => {
  it('another clinic gets 404 on every route and never sees the invoice', async () => {
    const created = await create(a.as('owner'), { fileNumber: '424242' });
    const other = b.as('owner');
    expect((await other.get(`/api/invoices/${created.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/invoices/${created.id}`, invoice())).statusCode).toBe(404);
    expect((await other.post(`/api/invoices/${created.id}/split`, { count: 2 })).statusCode).toBe(404);
    expect((await other.delete(`/api/invoices/${created.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/invoices?fileNumber=424242')).json()).toEqual([]);
    expect((await a.as('owner').get(`/api/invoices/${created.id}`)).json().installments).toEqual([]);
  });
});

// decisions.md §2, written by hand: invoices read/write/delete for owner, admin, doctor, member and reception;
// pharmacy and lab have no invoice permission at all.
const FULL: Role[] = ['owner', 'admin', 'doctor', 'member', 'reception'];
const OPS: Array<[Method, string, number]> = [
  ['GET', 'list', 200], ['GET', 'one', 200], ['POST', 'create', 201], ['PUT', 'update', 200], ['POST', 'split', 200], ['DELETE', 'delete', 204],
];
const MATRIX: Array<[Role, Method, string, number]> = [
  ...FULL.flatMap((role) => OPS.map(([m, op, s]) => [role, m, op, s] as [Role, Method, string, number])),
  ['pharmacy', 'GET', 'list', 403], ['pharmacy', 'GET', 'one', 403], ['pharmacy', 'POST', 'create', 403],
  ['pharmacy', 'PUT', 'update', 403], ['pharmacy', 'POST', 'split', 403], ['pharmacy', 'DELETE', 'delete', 403],
  ['lab', 'GET', 'list', 403], ['lab', 'GET', 'one', 403], ['lab', 'POST', 'create', 403],
  ['lab', 'PUT', 'update', 403], ['lab', 'POST', 'split', 403], ['lab', 'DELETE', 'delete', 403],
];

describe.each(MATRIX)('%s %s invoices (%s)', (role, method, op, expected) => {
  it(`answers ${expected}`, async () => {
    const target = op === 'list' || op === 'create' ? undefined : await create(a.as('owner'));
    const url = !target ? '/api/invoices' : op === 'split' ? `/api/invoices/${target.id}/split` : `/api/invoices/${target.id}`;
    const body = op === 'split' ? { count: 3 } : method === 'POST' || method === 'PUT' ? invoice({ status: 'sent' }) : undefined;
    const res = await a.as(role).request(method, url, body);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 403) {
      expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
      if (target) expect((await a.as('owner').get(`/api/invoices/${target.id}`)).json()).toEqual(target);
    }
  });
});
