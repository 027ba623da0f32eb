import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsClamped } from '../../../src/clinic/appointments/fields.js';
import { splitInstallments } from '../../../src/clinic/invoices/money.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let c: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'reception']);
}, 180_000); // seeding hashes passwords: generous when the machine is busy
afterAll(() => t?.close());

interface Installment { label: string; amount: number; dueAt: string; paid: boolean }

async function invoiceOf(lineItems: Array<{ quantity: number; unitPrice: number }>, issuedAt = '2026-01-31', status = 'draft') {
  const res = await c.as('owner').post('/api/invoices', {
    name: 'Split Case', issuedAt, status, lineItems: lineItems.map((l) => ({ description: 'Item', ...l })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; total: number; number: string };
}

async function split(id: string, count: unknown) {
  return c.as('reception').post(`/api/invoices/${id}/split`, { count });
}

/** Independent check: the sum in cents of amounts given in currency units. */
const sumCents = (xs: Installment[]) => xs.reduce((s, x) => s + Math.round(x.amount * 100), 0);

describe('POST /api/invoices/:id/split', () => {
  it('100.00 in 3 → 33.34, 33.33, 33.33, labelled and dated a month apart; returns the whole invoice', async () => {
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 100 }], '2026-03-10');
    const res = await split(inv.id, 3);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: inv.id, number: inv.number, total: 100, name: 'Split Case', issuedAt: '2026-03-10' });
    expect(body.installments).toEqual([
      { label: '1 of 3', amount: 33.34, dueAt: '2026-03-10', paid: false },
      { label: '2 of 3', amount: 33.33, dueAt: '2026-04-10', paid: false },
      { label: '3 of 3', amount: 33.33, dueAt: '2026-05-10', paid: false },
    ]);
    expect((await c.as('owner').get(`/api/invoices/${inv.id}`)).json().installments).toEqual(body.installments);
  });

  it('gives leftover cents one each to the first installments', async () => {
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 0.05 }], '2026-03-10');
    const amounts = (await split(inv.id, 3)).json().installments.map((i: Installment) => i.amount);
    expect(amounts).toEqual([0.02, 0.02, 0.01]);
    const tiny = await invoiceOf([{ quantity: 1, unitPrice: 0.02 }], '2026-03-10');
    expect((await split(tiny.id, 4)).json().installments.map((i: Installment) => i.amount)).toEqual([0.01, 0.01, 0, 0]);
  });

  it('1 installment carries the whole total', async () => {
    const inv = await invoiceOf([{ quantity: 2, unitPrice: 49.99 }], '2026-06-15');
    expect((await split(inv.id, 1)).json().installments).toEqual([{ label: '1 of 1', amount: 99.98, dueAt: '2026-06-15', paid: false }]);
  });

  it('36 installments: three years of month-end-clamped dates summing exactly to the total', async () => {
    const inv = await invoiceOf([{ quantity: 7, unitPrice: 1234.57 }, { quantity: 1, unitPrice: 0.01 }], '2026-01-31');
    expect(inv.total).toBe(8642);
    const list = (await split(inv.id, 36)).json().installments as Installment[];
    expect(list).toHaveLength(36);
    expect(sumCents(list)).toBe(864200);
    // 864200 / 36 = 24005 rem 20: the first 20 get 240.06, the rest 240.05.
    expect(list.slice(0, 20).every((i) => i.amount === 240.06)).toBe(true);
    expect(list.slice(20).every((i) => i.amount === 240.05)).toBe(true);
    expect(list.map((i) => i.label)).toEqual(Array.from({ length: 36 }, (_, i) => `${i + 1} of 36`));
    expect(list.slice(0, 5).map((i) => i.dueAt)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(list[25]!.dueAt).toBe('2028-02-29'); // 2028 is a leap year
    expect(list[35]!.dueAt).toBe('2028-12-31');
  });

  it('Jan 31 → Feb 29 in a leap year', async () => {
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 10 }], '2028-01-31');
    expect((await split(inv.id, 3)).json().installments.map((i: Installment) => i.dueAt)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('Jan 31 → Feb 28 in a common year, and a 29th/30th clamps only where it must', async () => {
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 10 }], '2027-01-31');
    expect((await split(inv.id, 2)).json().installments.map((i: Installment) => i.dueAt)).toEqual(['2027-01-31', '2027-02-28']);
    const late = await invoiceOf([{ quantity: 1, unitPrice: 10 }], '2026-11-30');
    expect((await split(late.id, 4)).json().installments.map((i: Installment) => i.dueAt))
      .toEqual(['2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28']);
  });

  it('sums exactly for awkward totals and every count 1–36', async () => {
    const inv = await invoiceOf([{ quantity: 3, unitPrice: 33.33 }, { quantity: 0.5, unitPrice: 0.03 }], '2026-05-31');
    const totalCents = 9999 + 2; // 99.99 + 0.015 → 0.02
    expect(inv.total).toBe(100.01);
    for (const count of [2, 3, 7, 11, 13, 17, 29, 35]) {
      const list = (await split(inv.id, count)).json().installments as Installment[];
      expect(sumCents(list), `count ${count}`).toBe(totalCents);
      const amounts = list.map((i) => Math.round(i.amount * 100));
      expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      expect([...amounts].sort((x, y) => y - x)).toEqual(amounts); // larger ones first
    }
    // The pure function over the whole range, on a total with every remainder.
    for (let count = 1; count <= 36; count++) {
      const parts = splitInstallments(100001, count, '2026-05-31');
      expect(parts.reduce((s, p) => s + p.amountCents, 0)).toBe(100001);
      expect(parts.filter((p) => p.amountCents > Math.floor(100001 / count))).toHaveLength(100001 % count);
    }
  });

  it('re-splitting replaces the installments', async () => {
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 90 }], '2026-02-01');
    await split(inv.id, 3);
    expect((await split(inv.id, 2)).json().installments.map((i: Installment) => i.amount)).toEqual([45, 45]);
  });

  it.each([[0], [37], [-1], [2.5], ['3'], [null]])('count %j → 400 naming count', async (count) => {
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 10 }]);
    const res = await split(inv.id, count);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['count']);
    expect((await c.as('owner').get(`/api/invoices/${inv.id}`)).json().installments).toEqual([]);
  });

  it('an unknown invoice is a 404, a void one a 409', async () => {
    expect((await split('no-such-invoice', 2)).statusCode).toBe(404);
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 10 }], '2026-01-01', 'void');
    expect((await split(inv.id, 2)).statusCode).toBe(409);
  });

  it('writes an activity entry', async () => {
    const inv = await invoiceOf([{ quantity: 1, unitPrice: 10 }]);
    await split(inv.id, 4);
    const log = (await c.as('owner').get('/api/activity?limit=5')).json() as Array<{ action: string; entityId: string; summary: string }>;
    expect(log[0]).toMatchObject({ action: 'invoice.split', entityId: inv.id });
    expect(log[0]!.summary).toContain(`${inv.number} into 4 installments`);
  });
});

describe('addMonthsClamped', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'], ['2028-01-31', 1, '2028-02-29'], ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-15', 1, '2027-01-15'], ['2026-08-31', 6, '2027-02-28'], ['2027-12-31', 2, '2028-02-29'],
    ['2026-05-31', 0, '2026-05-31'], ['2026-01-15', -1, '2025-12-15'], ['2026-03-31', -1, '2026-02-28'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonthsClamped(from, months)).toBe(expected);
  });
});

describe('20 concurrent creates', () => {
  it('get 20 distinct, consecutive numbers and no error', async () => {
    const fresh = await seedClinic(t.app, ['owner', 'reception']);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      fresh.as(i % 2 ? 'owner' : 'reception').post('/api/invoices', { name: `Race ${i}` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().number as string);
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
  });
});
