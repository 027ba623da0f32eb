import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearinghouseTuning } from '../../src/integrations/claims/submit.js';
import { tokenizeX12, type X12Segment } from '../../src/integrations/claims/x12.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { answer835, startFakeClearinghouse, type FakeClearinghouse } from './fake-clearinghouse.js';

// decisions.md §13: POST /api/integrations/claims/submit builds an X12 837P and reads the clearinghouse's answer.
const CORPUS = path.resolve('../shared/corpus/x12');
const CORPUS_837 = fs.readdirSync(CORPUS).filter((f) => f.includes('837')).sort();

const TOKEN = 'clearinghouse-token-9';
const CREDENTIALS = JSON.stringify({ token: TOKEN, submitterId: 'SUBMIT01', receiverId: 'RECV01' });
const NPI = '1234567893';
const SETTINGS = {
  billingProvider: {
    name: 'Springfield Family Clinic', npi: NPI, taxId: '123456789', taxonomy: '207Q00000X', phone: '(555) 010-3000',
    address: { line: '5 Clinic Way', city: 'Springfield', state: 'IL', postalCode: '62701-1234' },
  },
  payer: { name: 'Settings Payer', id: 'SETPAY1' },
};
const PATIENT = {
  name: 'Amy Jo Shaw', sex: 'F', dateOfBirth: '1980-04-12', phone: '+1 555-123-4567',
  address: { line: '1 Elm Rd', city: 'Springfield', state: 'IL', postalCode: '62704-1234' },
  insurance: { payerName: 'Acme Health Plan', payerId: 'ACME01', memberId: 'MEM123456', groupNumber: 'GRP-77' },
};
const INVOICE = {
  name: 'Amy Jo Shaw', fileNumber: '5001', status: 'sent', issuedAt: '2026-03-02', diagnosisCodes: ['E11.9', 'I10'],
  lineItems: [
    { description: 'Office visit', quantity: 1, unitPrice: 120, code: '99214', modifiers: ['25'], diagnosisPointers: [1, 2] },
    { description: 'HbA1c', quantity: 2, unitPrice: 20.5, code: '83036', modifiers: [], diagnosisPointers: [1] },
  ],
};

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
let house: FakeClearinghouse;

type Role = Parameters<SeededClinic['as']>[0];

async function configure(clinic: SeededClinic, body: Record<string, unknown>) {
  const res = await clinic.as('owner').put('/api/integrations/claims', body);
  expect(res.statusCode, res.body).toBe(200);
}

async function newInvoice(clinic: SeededClinic, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await clinic.as('owner').post('/api/invoices', { ...INVOICE, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const submit = (clinic: SeededClinic, invoiceId: string, role: Role = 'owner') =>
  clinic.as(role).post('/api/integrations/claims/submit', { invoiceId });

const seg = (segments: X12Segment[], id: string, first?: string) => segments.find((s) => s[0] === id && (first === undefined || s[1] === first));
const lastRequest = () => house.requests.at(-1)!;

beforeAll(async () => {
  t = await startTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  a = await seedClinic(t.app, ['owner', 'admin', 'doctor', 'member', 'reception', 'pharmacy', 'lab']);
  b = await seedClinic(t.app, ['owner']);
  house = await startFakeClearinghouse();
  for (const clinic of [a, b]) {
    const res = await clinic.as('owner').post('/api/patients', { ...PATIENT, fileNumber: '5001', primaryProviderId: clinic === a ? a.as('doctor').userId : undefined });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await house?.close();
  await t?.close();
});

describe('POST /api/integrations/claims/submit', () => {
  it('answers 409 integration_disabled while claims are unset or disabled, posting nothing', async () => {
    const id = await newInvoice(a);
    const unset = await submit(a, id);
    expect(unset.statusCode).toBe(409);
    expect(unset.json().code).toBe('integration_disabled');
    await configure(a, { endpoint: house.url, enabled: false, credentials: CREDENTIALS, settings: SETTINGS });
    expect((await submit(a, id)).json().code).toBe('integration_disabled');
    expect(house.requests).toHaveLength(0);
    await configure(a, { endpoint: house.url, enabled: true });
    await configure(b, { endpoint: house.url, enabled: true, credentials: CREDENTIALS, settings: SETTINGS });
  });

  it('posts an 837P (application/edi-x12, bearer token) and answers submitted for an accepting 999', async () => {
    const id = await newInvoice(a);
    house.answer = 'accepted999';
    const res = await submit(a, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ submitted: true, claimStatus: 'submitted', paidAmount: 0 });

    const posted = lastRequest();
    expect(posted.method).toBe('POST');
    expect(posted.contentType).toBe('application/edi-x12');
    expect(posted.authorization).toBe(`Bearer ${TOKEN}`);
    const s = posted.segments;
    const isa = s[0]!;
    expect(posted.body.indexOf('~')).toBe(105); // the ISA is fixed-width: 106 characters with its terminator
    expect(isa.slice(1, 17)).toEqual(['00', '          ', '00', '          ', 'ZZ', 'SUBMIT01       ', 'ZZ', 'RECV01         ',
      expect.stringMatching(/^\d{6}$/), expect.stringMatching(/^\d{4}$/), '^', '00501', expect.stringMatching(/^\d{9}$/), '0', 'P', ':']);
    const control = isa[13]!;
    expect(seg(s, 'GS')).toEqual(['GS', 'HC', 'SUBMIT01', 'RECV01', expect.stringMatching(/^\d{8}$/), expect.stringMatching(/^\d{4}$/), String(Number(control)), 'X', '005010X222A1']);
    expect(seg(s, 'ST')).toEqual(['ST', '837', control, '005010X222A1']);
    expect(seg(s, 'BHT')).toEqual(['BHT', '0019', '00', control, expect.any(String), expect.any(String), 'CH']);
    expect(seg(s, 'NM1', '41')).toEqual(['NM1', '41', '2', 'Springfield Family Clinic', '', '', '', '', '46', 'SUBMIT01']);
    expect(seg(s, 'PER')).toEqual(['PER', 'IC', 'Springfield Family Clinic', 'TE', '5550103000']);
    expect(seg(s, 'NM1', '40')?.slice(8)).toEqual(['46', 'RECV01']);
    expect(seg(s, 'HL', '1')).toEqual(['HL', '1', '', '20', '1']);
    expect(seg(s, 'PRV')).toEqual(['PRV', 'BI', 'PXC', '207Q00000X']);
    expect(seg(s, 'NM1', '85')).toEqual(['NM1', '85', '2', 'Springfield Family Clinic', '', '', '', '', 'XX', NPI]);
    expect(s.filter((x) => x[0] === 'N4').map((x) => x.slice(1))).toEqual([['Springfield', 'IL', '627011234'], ['Springfield', 'IL', '627041234']]);
    expect(seg(s, 'REF', 'EI')).toEqual(['REF', 'EI', '123456789']);
    expect(seg(s, 'HL', '2')).toEqual(['HL', '2', '1', '22', '0']);
    expect(seg(s, 'SBR')).toEqual(['SBR', 'P', '18', 'GRP-77', '', '', '', '', '', 'CI']);
    expect(seg(s, 'NM1', 'IL')).toEqual(['NM1', 'IL', '1', 'Shaw', 'Amy', 'Jo', '', '', 'MI', 'MEM123456']);
    expect(seg(s, 'DMG')).toEqual(['DMG', 'D8', '19800412', 'F']);
    expect(seg(s, 'NM1', 'PR')).toEqual(['NM1', 'PR', '2', 'Acme Health Plan', '', '', '', '', 'PI', 'ACME01']);
    expect(seg(s, 'CLM')).toEqual(['CLM', control, '161.00', '', '', '11:B:1', 'Y', 'A', 'Y', 'Y']);
    expect(seg(s, 'HI')).toEqual(['HI', 'ABK:E119', 'ABF:I10']);
    const lines = s.filter((x) => ['LX', 'SV1', 'DTP'].includes(x[0]!));
    expect(lines).toEqual([
      ['LX', '1'], ['SV1', 'HC:99214:25', '120.00', 'UN', '1', '', '', '1:2'], ['DTP', '472', 'D8', '20260302'],
      ['LX', '2'], ['SV1', 'HC:83036', '41.00', 'UN', '2', '', '', '1'], ['DTP', '472', 'D8', '20260302'],
    ]);
    // Counts and trailers: SE01 counts ST to SE; one group, one interchange; trailers repeat the control numbers.
    const st = s.findIndex((x) => x[0] === 'ST');
    const se = s.findIndex((x) => x[0] === 'SE');
    expect(s[se]).toEqual(['SE', String(se - st + 1), control]);
    expect(s.slice(se + 1)).toEqual([['GE', '1', String(Number(control))], ['IEA', '1', control]]);

    const claim = (await a.as('reception').get(`/api/invoices/${id}`)).json().claim;
    expect(claim).toEqual({ status: 'submitted', paidAmount: 0, controlNumber: control, submittedAt: expect.any(String) });
    expect(Date.now() - Date.parse(claim.submittedAt)).toBeLessThan(60_000);
  });

  it('writes the segments in an order the corpus 837Ps use (every adjacent pair occurs in one of them)', async () => {
    const key = (x: X12Segment) => (['NM1', 'HL', 'SBR', 'DTP', 'REF', 'PER'].includes(x[0]!) ? `${x[0]}*${x[0] === 'HL' ? x[3] : x[1]}` : x[0]!);
    const known = new Set<string>();
    for (const file of CORPUS_837) {
      const ids = tokenizeX12(fs.readFileSync(path.join(CORPUS, file), 'utf8')).segments.map(key);
      for (let i = 1; i < ids.length; i++) known.add(`${ids[i - 1]} ${ids[i]}`);
    }
    const ours = lastRequest().segments.map(key);
    const unknown = ours.slice(1).map((id, i) => `${ours[i]} ${id}`).filter((pair) => !known.has(pair));
    expect(unknown).toEqual([]);
    expect(ours.slice(0, 8)).toEqual(['ISA', 'GS', 'ST', 'BHT', 'NM1*41', 'PER*IC', 'NM1*40', 'HL*20']);
  });

  it('numbers claims per clinic, increasing with each submission; another clinic counts on its own', async () => {
    const before = Number(lastRequest().segments[0]![13]);
    await submit(a, await newInvoice(a));
    const next = Number(lastRequest().segments[0]![13]);
    expect(next).toBe(before + 1);
    expect(seg(lastRequest().segments, 'CLM')![1]).toBe(String(next).padStart(9, '0'));
    const theirs = await submit(b, await newInvoice(b));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(lastRequest().segments[0]![13]).toBe('000000001');
    const parallel = await Promise.all([1, 2, 3].map(async () => submit(a, await newInvoice(a))));
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const numbers = house.requests.slice(-3).map((r) => Number(r.segments[0]![13])).sort();
    expect(numbers).toEqual([next + 1, next + 2, next + 3]);
  });

  it('reads a 277CA as pending, rejections (999 R or X, 277CA A7) as denied with submitted false, an 835 into the claim', async () => {
    const cases = [
      ['ack277', { submitted: true, claimStatus: 'pending', paidAmount: 0 }],
      ['rejected999', { submitted: false, claimStatus: 'denied', paidAmount: 0 }],
      ['failedContent999', { submitted: false, claimStatus: 'denied', paidAmount: 0 }],
      ['rejected277', { submitted: false, claimStatus: 'denied', paidAmount: 0 }],
      ['denied835', { submitted: true, claimStatus: 'denied', paidAmount: 0 }],
    ] as const;
    for (const [answer, expected] of cases) {
      house.answer = answer;
      const id = await newInvoice(a);
      const res = await submit(a, id);
      expect(res.statusCode, `${answer}: ${res.body}`).toBe(200);
      expect(res.json(), answer).toEqual(expected);
      expect((await a.as('owner').get(`/api/invoices/${id}`)).json().claim.status, answer).toBe(expected.claimStatus);
    }
    house.answer = 'paid835';
    for (const [paid, claimStatus, paidAmount] of [['161.00', 'paid', 161], ['100.25', 'partially_paid', 100.25]] as const) {
      house.paidAmount = paid;
      const id = await newInvoice(a);
      const res = await submit(a, id);
      expect(res.json()).toEqual({ submitted: true, claimStatus, paidAmount });
      expect((await a.as('owner').get(`/api/invoices/${id}`)).json().claim).toMatchObject({ status: claimStatus, paidAmount });
    }
    const activity = (await a.as('owner').get('/api/activity?limit=100')).json() as Array<{ action: string; summary: string }>;
    expect(activity.some((e) => e.action === 'invoice.claim_rejected')).toBe(true);
    const submitted = activity.find((e) => e.action === 'invoice.claim_submitted');
    expect(submitted?.summary).toMatch(/control number \d{9}/);
    for (const secret of ['Shaw', 'MEM123456', 'E11', '1980']) expect(submitted?.summary).not.toContain(secret);
  });

  it('refuses to send an open or paid claim again (409) and sends a denied one again with a new control number', async () => {
    house.answer = 'accepted999';
    const id = await newInvoice(a);
    expect((await submit(a, id)).statusCode).toBe(200);
    const first = (await a.as('owner').get(`/api/invoices/${id}`)).json().claim.controlNumber as string;
    const count = house.requests.length;
    const again = await submit(a, id);
    expect(again.statusCode).toBe(409);
    expect(house.requests).toHaveLength(count);
    // The payer denies it (an 835 received later), then the corrected claim goes out under a new number.
    const remit = await a.as('owner').post('/api/integrations/claims/remittance', { message: answer835(first, '4', '161.00', '0') });
    expect(remit.json().matched).toEqual([{ invoiceId: id, claimStatus: 'denied', paidAmount: 0 }]);
    const resent = await submit(a, id);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = (await a.as('owner').get(`/api/invoices/${id}`)).json().claim;
    expect(second.status).toBe('submitted');
    expect(Number(second.controlNumber)).toBeGreaterThan(Number(first));
    // A remittance for the new number pays it; the old number no longer names the invoice.
    const paid = await a.as('owner').post('/api/integrations/claims/remittance', {
      message: answer835(second.controlNumber, '1', '161.00', '161.00') + answer835(first, '1', '161.00', '161.00'),
    });
    expect(paid.json()).toEqual({ matched: [{ invoiceId: id, claimStatus: 'paid', paidAmount: 161 }], unmatched: [first] });
    const voided = await newInvoice(a, { status: 'void' });
    expect((await submit(a, voided)).statusCode).toBe(409);
  });

  it('sends one claim when the same invoice is submitted twice at once (the other is 409)', async () => {
    house.answer = 'accepted999';
    const id = await newInvoice(a);
    const count = house.requests.length;
    const both = await Promise.all([submit(a, id), submit(a, id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(house.requests).toHaveLength(count + 1);
  });

  it('lets a submit take over a reservation a crash abandoned (sending for over 5 minutes), never a live or an answered claim', async () => {
    house.answer = 'accepted999';
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const reserve = async (id: string, control: string, sendingSince: Date | null, submittedAt = minutesAgo(10)) => {
      await t.app.deps.db.updateTable('invoice').set({
        claim_status: 'submitted', claim_paid_cents: 0, claim_control_number: control, claim_submitted_at: submittedAt,
        claim_sending_since: sendingSince,
      }).where('id', '=', id).execute();
    };
    const live = await newInvoice(a);
    await reserve(live, '000900001', minutesAgo(1));
    const answered = await newInvoice(a);
    await reserve(answered, '000900002', null, minutesAgo(60 * 24 * 10));
    const abandoned = await newInvoice(a);
    await reserve(abandoned, '000900003', minutesAgo(10));
    const count = house.requests.length;

    const busy = await submit(a, live);
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().detail).toContain('being sent');
    expect((await submit(a, answered)).statusCode).toBe(409);
    expect(house.requests).toHaveLength(count);

    // A takeover that is not answered puts the abandoned reservation back, so it can be taken over again.
    house.answer = 'fail500';
    expect((await submit(a, abandoned)).statusCode).toBe(502);
    expect((await a.as('owner').get(`/api/invoices/${abandoned}`)).json().claim).toMatchObject({ status: 'submitted', controlNumber: '000900003' });
    house.answer = 'accepted999';
    const both = await Promise.all([submit(a, abandoned), submit(a, abandoned)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(house.requests).toHaveLength(count + 2);
    const claim = (await a.as('owner').get(`/api/invoices/${abandoned}`)).json().claim;
    expect(claim.status).toBe('submitted');
    expect(claim.controlNumber).not.toBe('000900003');
    expect(seg(lastRequest().segments, 'CLM')![1]).toBe(claim.controlNumber);
    // Answered now: the new claim is no longer in flight, so it is not taken over or sent again.
    const row = await t.app.deps.db.selectFrom('invoice').select('claim_sending_since').where('id', '=', abandoned).executeTakeFirstOrThrow();
    expect(row.claim_sending_since).toBeNull();
    expect((await submit(a, abandoned)).statusCode).toBe(409);
    const activity = (await a.as('owner').get('/api/activity?limit=20')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const entry = activity.find((e) => e.entityId === abandoned && e.action === 'invoice.claim_submitted');
    expect(entry?.summary).toContain('took over claim 000900003');
  });

  it('refuses (409) a submit whose invoice was edited between its read and its reservation, and sends nothing', async () => {
    house.answer = 'accepted999';
    const id = await newInvoice(a);
    // The edit lands while the submit reads the patient (after it read the invoice, before it reserves the claim), as
    // a PUT of another request would: a new line price and a new updated_at, committed in that transaction.
    let edited = false;
    const edit = [
      CompiledQuery.raw('update invoice_line_item set unit_price_cents = 99900 where invoice_id = $1 and position = 0', [id]),
      CompiledQuery.raw('update invoice set updated_at = clock_timestamp() where id = $1', [id]),
    ];
    let spy: { mockRestore(): void };
    if (process.env.TEST_DATABASE_URL) {
      // On PostgreSQL a clinic transaction's statements reach the server through the pg client (several in one write),
      // so the edit is made where they leave, on another pooled connection, before the patient read goes out.
      const original = pg.Client.prototype.query;
      spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const first = args[0] as string | { text?: string } | undefined;
        const text = typeof first === 'string' ? first : first?.text;
        if (!edited && typeof text === 'string' && /from "patient"/.test(text)) {
          edited = true;
          return (async () => {
            for (const q of edit) await t.app.deps.db.executeQuery(q);
            return (original as (...a: unknown[]) => unknown).apply(this, args);
          })();
        }
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as never);
    } else {
      let proto: object | null = t.app.deps.db.getExecutor();
      while (proto && !Object.prototype.hasOwnProperty.call(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
      const executor = proto as { executeQuery: (q: CompiledQuery) => Promise<unknown> };
      const original = executor.executeQuery;
      spy = vi.spyOn(executor, 'executeQuery').mockImplementation(async function (this: unknown, q: CompiledQuery) {
        if (!edited && /from "patient"/.test(q.sql)) {
          edited = true;
          for (const e of edit) await original.call(this, e);
        }
        return original.call(this, q);
      });
    }
    const count = house.requests.length;
    try {
      const res = await submit(a, id);
      expect(edited).toBe(true);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toContain('changed while its claim was being prepared');
    } finally {
      spy.mockRestore();
    }
    expect(house.requests).toHaveLength(count);
    expect((await a.as('owner').get(`/api/invoices/${id}`)).json().claim).toBeNull();
    const again = await submit(a, id);
    expect(again.statusCode, again.body).toBe(200);
    expect(seg(lastRequest().segments, 'CLM')![2]).toBe('1040.00');
  });

  it('puts a denied claim back as it was when its resubmission is not answered', async () => {
    house.answer = 'rejected999';
    const id = await newInvoice(a);
    expect((await submit(a, id)).json().claimStatus).toBe('denied');
    const denied = (await a.as('owner').get(`/api/invoices/${id}`)).json().claim;
    house.answer = 'fail500';
    expect((await submit(a, id)).statusCode).toBe(502);
    expect((await a.as('owner').get(`/api/invoices/${id}`)).json().claim).toEqual(denied);
    house.answer = 'accepted999';
  });

  it.each([
    ['an HTTP 500', 'fail500', 'answered HTTP 500'],
    ['text that is not X12', 'garbage', 'not an X12'],
    ['a 999 about another interchange', 'other999', 'another claim'],
    ['an 835 about other claims', 'other835', 'other claims'],
  ] as const)('answers 502 clearinghouse_failed for %s, without the remote body, leaving the claim null', async (_label, answer, detail) => {
    house.answer = answer;
    const id = await newInvoice(a);
    const res = await submit(a, id);
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().code).toBe('clearinghouse_failed');
    expect(res.json().detail).toContain(detail);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('Maintenance');
    expect((await a.as('owner').get(`/api/invoices/${id}`)).json().claim).toBeNull();
    house.answer = 'accepted999';
  });

  it('answers 502 for a clearinghouse that does not answer in time (limit shortened) or is down', async () => {
    house.answer = 'hang';
    clearinghouseTuning.timeouts = { totalMs: 300 };
    try {
      const id = await newInvoice(a);
      const slow = await submit(a, id);
      expect(slow.statusCode, slow.body).toBe(502);
      expect(slow.json().code).toBe('clearinghouse_failed');
      expect((await a.as('owner').get(`/api/invoices/${id}`)).json().claim).toBeNull();
    } finally {
      clearinghouseTuning.timeouts = undefined;
      house.answer = 'accepted999';
    }
    const gone = await startFakeClearinghouse();
    const url = gone.url;
    await gone.close();
    await configure(a, { endpoint: url, enabled: true });
    try {
      const down = await submit(a, await newInvoice(a));
      expect(down.statusCode).toBe(502);
      expect(down.json().code).toBe('clearinghouse_failed');
    } finally {
      await configure(a, { endpoint: house.url, enabled: true });
    }
  });

  it('writes text in the X12 character set: accents dropped, a name with no Latin letters refused (400 patient.name), nothing else sent', async () => {
    // X12 carries printable ASCII only; a clearinghouse rejects an 837P holding other characters.
    house.answer = 'accepted999';
    await configure(a, { endpoint: house.url, enabled: true, credentials: CREDENTIALS, settings: SETTINGS });
    const accented = await a.as('owner').post('/api/patients', {
      ...PATIENT, fileNumber: '5101', name: 'Zoë Ångström-Łukasz',
      address: { line: '1 Rue de l\u2019Œuvre', city: 'Sainte-Thérèse', state: 'IL', postalCode: '62704' },
    });
    expect(accented.statusCode, accented.body).toBe(201);
    const res = await submit(a, await newInvoice(a, { fileNumber: '5101', name: 'Zoë Ångström-Łukasz' }));
    expect(res.statusCode, res.body).toBe(200);
    const posted = lastRequest();
    expect(posted.body).toMatch(/^[\x20-\x7E\n]+$/);
    expect(seg(posted.segments, 'NM1', 'IL')).toEqual(['NM1', 'IL', '1', 'Angstrom-Lukasz', 'Zoe', '', '', '', 'MI', 'MEM123456']);
    expect(posted.segments.filter((x) => x[0] === 'N3').at(-1)).toEqual(['N3', '1 Rue de l OEuvre']);
    expect(posted.segments.filter((x) => x[0] === 'N4').at(-1)).toEqual(['N4', 'Sainte-Therese', 'IL', '62704']);

    const count = house.requests.length;
    const unwritable = await a.as('owner').post('/api/patients', { ...PATIENT, fileNumber: '5102', name: '山田 太郎' });
    expect(unwritable.statusCode, unwritable.body).toBe(201);
    const refused = await submit(a, await newInvoice(a, { fileNumber: '5102', name: '山田 太郎' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual(['patient.name']);
    expect(refused.body).not.toContain('山田');
    expect(house.requests).toHaveLength(count);
  });

  it('answers 400 with one errors[] entry per missing field, and posts nothing', async () => {
    const count = house.requests.length;
    const bare = await a.as('owner').post('/api/patients', { name: 'Bo Bare', sex: 'M', fileNumber: '5002' });
    expect(bare.statusCode, bare.body).toBe(201);
    const id = await newInvoice(a, {
      fileNumber: '5002', diagnosisCodes: null,
      lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 50 }, { description: 'Shot', quantity: 1, unitPrice: 5, code: '90471' }],
    });
    await configure(a, { endpoint: house.url, enabled: true, credentials: CREDENTIALS, settings: { payer: SETTINGS.payer } });
    const res = await submit(a, id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'settings.billingProvider', 'invoice.diagnosisCodes', 'lineItems.0.code', 'lineItems.0.diagnosisPointers',
      'lineItems.1.diagnosisPointers', 'patient.dateOfBirth', 'patient.address', 'patient.insurance.memberId',
    ]);
    // Without credentials, a payer anywhere, or a billing phone; a submitter id longer than the ISA holds.
    await configure(a, {
      endpoint: house.url, enabled: true, credentials: '',
      settings: { billingProvider: { ...SETTINGS.billingProvider, phone: undefined, address: { ...SETTINGS.billingProvider.address, postalCode: '62701' } } },
    });
    const none = await submit(a, await newInvoice(a, { fileNumber: '5002', lineItems: [] }));
    expect(none.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'credentials', 'settings.billingProvider.phone', 'settings.billingProvider.address.postalCode', 'lineItems', 'patient.dateOfBirth', 'patient.address',
      'patient.insurance.memberId', 'settings.payer',
    ]);
    // The save refuses an id longer than the ISA holds; one stored before that rule is still refused at submit.
    const tooLong = JSON.stringify({ token: TOKEN, submitterId: 'S'.repeat(16), receiverId: 'RECV01' });
    const save = await a.as('owner').put('/api/integrations/claims', { endpoint: house.url, enabled: true, credentials: tooLong, settings: SETTINGS });
    expect(save.statusCode, save.body).toBe(400);
    expect(save.json().errors.map((e: { path: string }) => e.path)).toEqual(['credentials.submitterId']);
    await configure(a, { endpoint: house.url, enabled: true, credentials: CREDENTIALS, settings: SETTINGS });
    await t.app.deps.db.updateTable('integration_config').set({ encrypted_credentials: t.app.deps.encryptor.encrypt(tooLong) })
      .where('clinic_id', '=', a.clinicId).where('type', '=', 'claims').execute();
    const long = await submit(a, await newInvoice(a, { fileNumber: '' }));
    expect(long.json().errors.map((e: { path: string }) => e.path)).toEqual(['credentials.submitterId', 'patient']);
    expect(house.requests).toHaveLength(count);
    await configure(a, { endpoint: house.url, enabled: true, credentials: CREDENTIALS, settings: SETTINGS });
  });

  it('lets invoice:write roles submit (403 for pharmacy and lab) and keeps clinics apart (404)', async () => {
    house.answer = 'accepted999';
    for (const role of ['admin', 'doctor', 'member', 'reception'] as const) {
      const res = await submit(a, await newInvoice(a), role);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    const id = await newInvoice(a);
    for (const role of ['pharmacy', 'lab'] as const) expect((await submit(a, id, role)).statusCode).toBe(403);
    const count = house.requests.length;
    expect((await submit(b, id)).statusCode).toBe(404);
    expect((await submit(a, 'no-such-invoice')).statusCode).toBe(404);
    expect(house.requests).toHaveLength(count);
    expect((await a.as('owner').post('/api/integrations/claims/submit', {})).statusCode).toBe(400);
  });
});
