import fs from 'node:fs';
import path from 'node:path';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { read835, type RemittedClaim } from '../../src/integrations/claims/remittance.js';
import { tokenizeX12 } from '../../src/integrations/claims/x12.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// decisions.md §13: POST /api/integrations/claims/remittance reads an 835 and updates the claims it names.
const CORPUS = path.resolve('../shared/corpus/x12');
const corpus = (name: string) => fs.readFileSync(path.join(CORPUS, name), 'utf8');
const CORPUS_835 = fs.readdirSync(CORPUS).filter((f) => f.endsWith('.835')).sort();

/** Every CLP of the corpus 835s, written by hand from reading the files: CLP01, CLP02, CLP03, CLP04 (cents). */
const CORPUS_CLAIMS: Record<string, [string, string, number, number][]> = {
  'lfh-835-cob-contractural-adjustment.835': [['0001000055', '2', 54100, 3400]],
  'lfh-835-managed-care.835': [['5554555444', '1', 80000, 45000], ['8765432112', '1', 120000, 49500]],
  'lfh-835-medicare-part-a.835': [['666123', '1', 21136697, 13801840], ['777777', '1', 1500000, 1198033]],
  'lfh-835-secondary-payment.835': [['L0004828311', '2', 1032364, 91200], ['0001000053', '2', 75150, 31000]],
  'lfh-835-tertiary-payment.835': [['0001000054', '3', 176650, 18750]],
};
const asClaims = (rows: [string, string, number, number][]): RemittedClaim[] =>
  rows.map(([controlNumber, statusCode, chargedCents, paidCents]) => ({ controlNumber, statusCode, chargedCents, paidCents }));

/** The same interchange written with other delimiters (the ISA declares them; every segment is rewritten). */
function withDelimiters(text: string, element: string, component: string, segment: string): string {
  const { delimiters, segments } = tokenizeX12(text);
  return segments.map((s) => s.map((e) => e.split(delimiters.component).join(component)).join(element)).join(`${segment}\r\n`) + segment;
}

/** An 835 around the given claims: CLP01, CLP02, CLP03, CLP04. */
function build835(claims: [string, string, string, string][], d = { element: '*', component: ':', segment: '~' }): string {
  const e = d.element;
  const isa = ['ISA', '00', '          ', '00', '          ', 'ZZ', 'PAYER          ', 'ZZ', 'CLINIC         ', '260301', '1200',
    '^', '00501', '000000001', '0', 'P', d.component].join(e);
  const body = [
    ['GS', 'HP', 'PAYER', 'CLINIC', '20260301', '1200', '1', 'X', '005010X221A1'],
    ['ST', '835', '0001'],
    ['BPR', 'I', '100.00', 'C', 'CHK', '', '', '', '', '', '', '', '', '', '', '', '20260301'],
    ['TRN', '1', '12345', '1512345678'],
    ['N1', 'PR', 'ACME HEALTH PLAN'],
    ['N1', 'PE', 'CLINIC', 'XX', '1234567893'],
    ['LX', '1'],
    ...claims.flatMap(([id, status, charge, paid]) => [
      ['CLP', id, status, charge, paid, '', '12', 'PAYERCLAIM1'],
      ['SVC', `HC${d.component}99213`, charge, paid],
    ]),
  ];
  const segs = [...body, ['SE', String(body.length - 1 + 1), '0001'], ['GE', '1', '1'], ['IEA', '1', '000000001']];
  return [isa, ...segs.map((s) => s.join(e))].join(`${d.segment}\n`) + d.segment;
}

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;

async function invoiceWithClaim(clinic: SeededClinic, controlNumber: string, total = 100): Promise<string> {
  const res = await clinic.as('owner').post('/api/invoices', {
    name: 'Grace Hopper', fileNumber: '10007', status: 'sent',
    lineItems: [{ description: 'Office visit', quantity: 1, unitPrice: total }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await t.app.deps.db.updateTable('invoice').set({
    claim_status: 'submitted', claim_paid_cents: 0, claim_control_number: controlNumber, claim_submitted_at: new Date(),
  }).where('id', '=', id).execute();
  return id;
}

/** Counts the UPDATE statements on invoice that the app's database runs (every executor shares one prototype). */
function countInvoiceUpdates() {
  let proto: object | null = t.app.deps.db.getExecutor();
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
  const spy = vi.spyOn(proto as { executeQuery: (q: CompiledQuery) => Promise<unknown> }, 'executeQuery');
  return {
    count: () => spy.mock.calls.filter(([q]) => /^update "?invoice"?\s/i.test(q.sql.trim())).length,
    restore: () => spy.mockRestore(),
  };
}

const remit = (clinic: SeededClinic, message: string, role: Parameters<SeededClinic['as']>[0] = 'owner') =>
  clinic.as(role).post('/api/integrations/claims/remittance', { message });

beforeAll(async () => {
  t = await startTestApp();
  a = await seedClinic(t.app, ['owner', 'doctor', 'reception', 'pharmacy', 'lab']);
  b = await seedClinic(t.app, ['owner']);
}, 120_000);
afterAll(() => t?.close());

describe('the 835 reader', () => {
  it('reads every CLP of every corpus 835 (CLP01, CLP02, CLP03 and CLP04 in cents)', () => {
    expect(CORPUS_835).toEqual(Object.keys(CORPUS_CLAIMS).sort());
    for (const file of CORPUS_835) expect(read835(corpus(file)), file).toEqual(asClaims(CORPUS_CLAIMS[file]!));
  });

  it('reads them the same with other delimiters, CRLF line breaks and a BOM', () => {
    for (const file of CORPUS_835) {
      const other = `\uFEFF${withDelimiters(corpus(file), '|', '>', '\n')}`;
      expect(tokenizeX12(other).delimiters).toEqual({ element: '|', component: '>', repetition: '^', segment: '\n' });
      expect(read835(other), file).toEqual(asClaims(CORPUS_CLAIMS[file]!));
      expect(read835(withDelimiters(corpus(file), '+', '\\', "'")), file).toEqual(asClaims(CORPUS_CLAIMS[file]!));
    }
  });

  it('refuses text that is not X12 (not_x12) and X12 without an 835 (not_835)', () => {
    expect(() => read835('hello')).toThrow(expect.objectContaining({ code: 'not_x12' }));
    expect(() => read835('MSH|^~\\&|LAB|')).toThrow(expect.objectContaining({ code: 'not_x12' }));
    expect(() => read835(corpus('lfh-835-managed-care.835').slice(0, 60))).toThrow(expect.objectContaining({ code: 'not_x12' }));
    expect(() => read835(corpus('lfh-837p-demo.example1.837'))).toThrow(expect.objectContaining({ code: 'not_835' }));
    expect(() => read835(build835([['000000001', '1', 'ten', '5.00']]))).toThrow(expect.objectContaining({ code: 'not_835' }));
  });
});

describe('POST /api/integrations/claims/remittance', () => {
  it('answers every corpus 835 with its claims unmatched (their CLP01s are no invoice of this clinic)', async () => {
    for (const file of CORPUS_835) {
      const res = await remit(a, corpus(file));
      expect(res.statusCode, `${file}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ matched: [], unmatched: CORPUS_CLAIMS[file]!.map(([id]) => id) });
    }
  });

  it('maps CLP02 and CLP04 to the claim status and paid amount of the invoices it names', async () => {
    const cases: [string, string, string, string, string, number][] = [
      // control number, CLP02, CLP03, CLP04 → status, paidAmount
      ['000000101', '1', '100.00', '100.00', 'paid', 100],
      ['000000102', '1', '100.00', '60.50', 'partially_paid', 60.5],
      ['000000103', '1', '100.00', '0', 'denied', 0],
      ['000000104', '2', '100.00', '100', 'paid', 100],
      ['000000105', '3', '100.00', '25.00', 'partially_paid', 25],
      ['000000106', '4', '100.00', '0.00', 'denied', 0],
      ['000000107', '19', '100.00', '100.00', 'paid', 100],
      ['000000108', '20', '100.00', '10.00', 'partially_paid', 10],
      ['000000109', '21', '100.00', '0.00', 'denied', 0],
      ['000000110', '22', '-100.00', '-100.00', 'reversed', 0],
    ];
    const ids = new Map<string, string>();
    for (const [control] of cases) ids.set(control, await invoiceWithClaim(a, control));
    const res = await remit(a, build835(cases.map(([c, s, charge, paid]) => [c, s, charge, paid])));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      matched: cases.map(([c, , , , claimStatus, paidAmount]) => ({ invoiceId: ids.get(c), claimStatus, paidAmount })),
      unmatched: [],
    });
    for (const [c, , , , status, paidAmount] of cases) {
      const claim = (await a.as('reception').get(`/api/invoices/${ids.get(c)}`)).json().claim;
      expect(claim, c).toEqual({ status, paidAmount, controlNumber: c, submittedAt: expect.any(String) });
    }
    const activity = (await a.as('owner').get('/api/activity?limit=50')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const remitted = activity.filter((e) => e.action === 'invoice.claim_remitted');
    expect(new Set(remitted.map((e) => e.entityId))).toEqual(new Set(ids.values()));
    expect(remitted.find((e) => e.entityId === ids.get('000000102'))?.summary).toContain('partially paid, paid 60.50');
  });

  it('applies a reversal and its corrected claim in message order; 23 and unknown numbers stay unmatched', async () => {
    const id = await invoiceWithClaim(a, '000000201');
    const other = await invoiceWithClaim(a, '000000202');
    const res = await remit(a, build835([
      ['000000201', '1', '100.00', '100.00'], ['000000201', '22', '-100.00', '-100.00'], ['000000201', '1', '100.00', '80.00'],
      ['000000202', '23', '100.00', '0'], ['999999999', '1', '100.00', '100.00'], ['ABC', '1', '1.00', '1.00'],
    ]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      matched: [
        { invoiceId: id, claimStatus: 'paid', paidAmount: 100 },
        { invoiceId: id, claimStatus: 'reversed', paidAmount: 0 },
        { invoiceId: id, claimStatus: 'partially_paid', paidAmount: 80 },
      ],
      unmatched: ['000000202', '999999999', 'ABC'],
    });
    expect((await a.as('owner').get(`/api/invoices/${other}`)).json().claim.status).toBe('submitted');
  });

  it('settles every claim of an 835 in one UPDATE, whatever the number of CLPs (results as in message order)', async () => {
    const controls = ['000000501', '000000502', '000000503', '000000504', '000000505'];
    const ids = await Promise.all(controls.map((c) => invoiceWithClaim(a, c)));
    const updates = countInvoiceUpdates();
    try {
      const res = await remit(a, build835([
        ...controls.map((c): [string, string, string, string] => [c, '1', '100.00', '100.00']),
        ['000000503', '22', '-100.00', '-100.00'], ['000000503', '1', '100.00', '40.00'],
      ]));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().matched).toEqual([
        ...ids.map((invoiceId) => ({ invoiceId, claimStatus: 'paid', paidAmount: 100 })),
        { invoiceId: ids[2], claimStatus: 'reversed', paidAmount: 0 },
        { invoiceId: ids[2], claimStatus: 'partially_paid', paidAmount: 40 },
      ]);
      expect(updates.count()).toBe(1);
    } finally {
      updates.restore();
    }
    expect((await a.as('owner').get(`/api/invoices/${ids[2]}`)).json().claim).toMatchObject({ status: 'partially_paid', paidAmount: 40 });
    const activity = (await a.as('owner').get('/api/activity?limit=50')).json() as Array<{ action: string; entityId: string }>;
    expect(activity.filter((e) => e.action === 'invoice.claim_remitted' && e.entityId === ids[2])).toHaveLength(1);
  });

  it('matches within the caller\'s clinic only: another clinic\'s control number is unmatched and its invoice unchanged', async () => {
    const theirs = await invoiceWithClaim(b, '000000301');
    const res = await remit(a, build835([['000000301', '1', '100.00', '100.00']]));
    expect(res.json()).toEqual({ matched: [], unmatched: ['000000301'] });
    expect((await b.as('owner').get(`/api/invoices/${theirs}`)).json().claim.status).toBe('submitted');
    // The same number in each clinic names each clinic's own invoice.
    const ours = await invoiceWithClaim(a, '000000301');
    const again = await remit(b, build835([['000000301', '4', '100.00', '0']]));
    expect(again.json().matched).toEqual([{ invoiceId: theirs, claimStatus: 'denied', paidAmount: 0 }]);
    expect((await a.as('owner').get(`/api/invoices/${ours}`)).json().claim.status).toBe('submitted');
  });

  it('answers 400 not_x12 / not_835 for garbage and changes nothing', async () => {
    const id = await invoiceWithClaim(a, '000000401');
    for (const [message, code] of [
      ['garbage', 'not_x12'], ['ISA*00*', 'not_x12'], [corpus('imsweb-837p-x12_valid.txt'), 'not_835'],
      [build835([['000000401', '1', '100.00', '100.00'], ['000000401', '1', '100.00', '']]), 'not_835'],
    ] as const) {
      const res = await remit(a, message);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().errors[0].path).toBe('message');
    }
    expect((await a.as('owner').get(`/api/invoices/${id}`)).json().claim.status).toBe('submitted');
    const empty = await remit(a, '');
    expect(empty.statusCode).toBe(400);
  });

  it('needs invoice:write: reception may, pharmacy and lab may not', async () => {
    const message = corpus('lfh-835-tertiary-payment.835');
    expect((await remit(a, message, 'reception')).statusCode).toBe(200);
    expect((await remit(a, message, 'doctor')).statusCode).toBe(200);
    expect((await remit(a, message, 'pharmacy')).statusCode).toBe(403);
    expect((await remit(a, message, 'lab')).statusCode).toBe(403);
  });
});
