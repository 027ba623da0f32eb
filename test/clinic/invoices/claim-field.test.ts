import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// decisions.md §13: the invoice read gains `claim: { status, paidAmount, controlNumber, submittedAt } | null`.
let t: TestApp;
let clinic: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app);
}, 180_000);
afterAll(() => t?.close());

const READERS = ['owner', 'admin', 'doctor', 'member', 'reception'] as const;

describe('invoice claim field', () => {
  it('is null until the invoice is submitted, in the get and list reads of every role that reads invoices', async () => {
    const res = await clinic.as('owner').post('/api/invoices', { name: 'Grace Hopper', fileNumber: '10007', lineItems: [] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().claim).toBeNull();
    const id = res.json().id as string;
    for (const role of READERS) {
      const one = await clinic.as(role).get(`/api/invoices/${id}`);
      expect(one.statusCode, `${role}: ${one.body}`).toBe(200);
      expect(one.json().claim, role).toBeNull();
      const list = await clinic.as(role).get('/api/invoices');
      expect(list.json().find((i: { id: string }) => i.id === id).claim, role).toBeNull();
    }
  });

  it('shows the stored claim state, paid amount in currency units and submittedAt as ISO 8601', async () => {
    const res = await clinic.as('owner').post('/api/invoices', { name: 'Alan Turing', fileNumber: '10008', lineItems: [] });
    const id = res.json().id as string;
    await t.app.deps.db.updateTable('invoice').set({
      claim_status: 'partially_paid', claim_paid_cents: 12345, claim_control_number: '000000042',
      claim_submitted_at: new Date('2026-03-04T05:06:07Z'),
    }).where('id', '=', id).execute();
    for (const role of READERS) {
      const one = await clinic.as(role).get(`/api/invoices/${id}`);
      expect(one.json().claim, role).toEqual({
        status: 'partially_paid', paidAmount: 123.45, controlNumber: '000000042', submittedAt: '2026-03-04T05:06:07.000Z',
      });
    }
    // A PUT of the read shape (claim included) keeps the claim: it is not client-writable.
    const put = await clinic.as('owner').put(`/api/invoices/${id}`, { ...one(res.json()), claim: null });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().claim.status).toBe('partially_paid');
  });

  it('refuses a half-written claim and a repeated control number within a clinic (database checks)', async () => {
    const res = await clinic.as('owner').post('/api/invoices', { name: 'Ada Lovelace', fileNumber: '10009', lineItems: [] });
    const id = res.json().id as string;
    await expect(t.app.deps.db.updateTable('invoice').set({ claim_status: 'submitted' }).where('id', '=', id).execute()).rejects.toThrow();
    await expect(t.app.deps.db.updateTable('invoice').set({
      claim_status: 'submitted', claim_paid_cents: 0, claim_control_number: '000000042', claim_submitted_at: sql<Date>`now()`,
    }).where('id', '=', id).execute()).rejects.toThrow();
  });
});

describe('an invoice whose claim the payer holds (submitted or pending)', () => {
  const CODED = {
    name: 'Grace Hopper', fileNumber: '10007', issuedAt: '2026-03-02', status: 'sent', diagnosisCodes: ['E11.9'],
    lineItems: [{ description: 'Office visit', quantity: 1, unitPrice: 120, code: '99214', diagnosisPointers: [1] }],
  };
  let control = 500;
  async function withClaim(status: 'submitted' | 'pending' | 'paid' | 'denied' | 'reversed') {
    const res = await clinic.as('owner').post('/api/invoices', CODED);
    expect(res.statusCode, res.body).toBe(201);
    await t.app.deps.db.updateTable('invoice').set({
      claim_status: status, claim_paid_cents: 0, claim_control_number: String(control++).padStart(9, '0'), claim_submitted_at: new Date(),
    }).where('id', '=', res.json().id).execute();
    return (await clinic.as('owner').get(`/api/invoices/${res.json().id}`)).json() as Record<string, unknown> & { id: string };
  }
  const changes: [string, Record<string, unknown>][] = [
    ['a line\'s price', { lineItems: [{ ...CODED.lineItems[0], unitPrice: 150 }] }],
    ['a line\'s code', { lineItems: [{ ...CODED.lineItems[0], code: '99215' }] }],
    ['an added line', { lineItems: [...CODED.lineItems, { description: 'Shot', quantity: 1, unitPrice: 5 }] }],
    ['the diagnoses', { diagnosisCodes: ['I10'] }],
    ['the date of service', { issuedAt: '2026-03-03' }],
    ['the patient', { fileNumber: '10008' }],
    ['the status to void', { status: 'void' }],
  ];

  it.each(changes)('refuses a PUT changing %s with 409 claim_open, changing nothing', async (_what, change) => {
    for (const status of ['submitted', 'pending'] as const) {
      const inv = await withClaim(status);
      const res = await clinic.as('owner').put(`/api/invoices/${inv.id}`, { ...one(inv), ...change });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'claim_open', status: 409 });
      expect(res.json().detail).toContain(status);
      expect((await clinic.as('owner').get(`/api/invoices/${inv.id}`)).json()).toEqual(inv);
    }
  });

  it('takes a PUT that changes what the claim does not carry (status sent → paid, notes, due date, installments, split)', async () => {
    const inv = await withClaim('submitted');
    const res = await clinic.as('reception').put(`/api/invoices/${inv.id}`, {
      ...one(inv), status: 'paid', notes: 'Copay taken at the desk', dueAt: '2026-04-01',
      installments: [{ label: 'Copay', amount: 20, dueAt: '2026-03-02', paid: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', notes: 'Copay taken at the desk', claim: { status: 'submitted' } });
    expect((await clinic.as('owner').post(`/api/invoices/${inv.id}/split`, { count: 2 })).statusCode).toBe(200);
  });

  it('refuses DELETE with 409 claim_open (its 835 would have no invoice to settle)', async () => {
    const inv = await withClaim('pending');
    const res = await clinic.as('owner').delete(`/api/invoices/${inv.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('claim_open');
    expect((await clinic.as('owner').get(`/api/invoices/${inv.id}`)).statusCode).toBe(200);
  });

  it('frees the invoice again once the claim is denied, reversed or paid', async () => {
    for (const status of ['denied', 'reversed', 'paid'] as const) {
      const inv = await withClaim(status);
      const edited = await clinic.as('owner').put(`/api/invoices/${inv.id}`, { ...one(inv), lineItems: [{ ...CODED.lineItems[0], unitPrice: 99 }] });
      expect(edited.statusCode, `${status}: ${edited.body}`).toBe(200);
      expect((await clinic.as('owner').put(`/api/invoices/${inv.id}`, { ...one(edited.json()), status: 'void' })).statusCode).toBe(200);
      expect((await clinic.as('owner').delete(`/api/invoices/${inv.id}`)).statusCode).toBe(204);
    }
  });
});

function one(invoice: Record<string, unknown>) {
  const { id: _id, total: _total, claim: _claim, ...body } = invoice;
  return body;
}
