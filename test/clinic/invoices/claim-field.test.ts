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

function one(invoice: Record<string, unknown>) {
  const { id: _id, total: _total, claim: _claim, ...body } = invoice;
  return body;
}
