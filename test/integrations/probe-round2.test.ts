import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startFakeClearinghouse, type FakeClearinghouse } from './fake-clearinghouse.js';
import { startFakeFhirServer } from './fake-fhir-server.js';

// Integrations probed as a black-box suite, a clumsy integrator and an attacker would (decisions.md §3, §10, §13).
// Each case failed before the fix its commit names.

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
let house: FakeClearinghouse;

beforeAll(async () => {
  t = await startTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  a = await seedClinic(t.app, ['owner', 'lab', 'reception']);
  b = await seedClinic(t.app, ['owner', 'lab']);
  house = await startFakeClearinghouse();
}, 120_000);
afterAll(async () => {
  await house?.close();
  await t?.close();
});

type Role = Parameters<SeededClinic['as']>[0];
type Labs = Array<{ name: string; value: string; flag: string; takenAt: string }>;

let counter = 0;
async function newPatient(clinic: SeededClinic = a, extra: Record<string, unknown> = {}): Promise<string> {
  const fileNumber = String(810000 + counter++);
  const res = await clinic.as('owner').post('/api/patients', { name: 'Probe Patient', fileNumber, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return fileNumber;
}

const MSH = 'MSH|^~\\&|LABAPP|LABFAC|CLINIC|CLINICFAC|20240301101500||ORU^R01^ORU_R01|CTRL-7|P|2.5.1';
const hl7 = (...segments: string[]) => segments.join('\r');
const ingest = (body: Record<string, unknown>, clinic: SeededClinic = a, role: Role = 'lab') =>
  clinic.as(role).post('/api/integrations/fhir/ingest', body);
const labsOf = async (fileNumber: string, clinic: SeededClinic = a) =>
  (await clinic.as('owner').get(`/api/patients/${fileNumber}`)).json().labs as Labs;
const ackSegments = (ack: string, id: string) => ack.split('\r').filter((s) => s.startsWith(`${id}|`)).map((s) => s.split('|'));

describe('HL7 v2 ingest: acknowledgements', () => {
  it('gives every ACK message its own control id (MSH-10), also the ACKs of one batch', async () => {
    const fileNumber = await newPatient();
    const pid = `PID|1||${fileNumber}`;
    // The ACKs of a batch are written in the same millisecond: a time-ordered id cut to 20 characters repeated itself.
    const messages = Array.from({ length: 10 }, (_, i) => [MSH.replace('CTRL-7', `B${i}`), pid, `OBX|1|NM|A^Alpha ${i}||1||||||F`]).flat();
    const res = await ingest({ fileNumber, message: hl7('BHS|^~\\&|LABAPP', ...messages, 'BTS|10') });
    expect(res.statusCode, res.body).toBe(200);
    const again = await ingest({ fileNumber, message: hl7(MSH, pid) });
    const ids = [...ackSegments(res.json().ack, 'MSH'), ...ackSegments(again.json().ack, 'MSH')].map((msh) => msh[9]);
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(11);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{1,20}$/);
  });

  it('acknowledges AE when the file number is not a patient here (404), also another clinic\'s patient, and appends nothing', async () => {
    const theirs = await newPatient(b);
    for (const fileNumber of ['899999', theirs]) {
      for (const force of [false, true]) {
        const res = await ingest({ fileNumber, force, message: hl7(MSH, `PID|1||${fileNumber}`, 'OBX|1|NM|A^Alpha||1||||||F') });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.json().ack).toMatch(/\rMSA\|AE\|CTRL-7\|.+\rERR\|\|\|204\^Unknown key identifier\^HL70357\|E/);
      }
    }
    expect(await labsOf(theirs, b)).toEqual([]);
  });

  it('acknowledges AE when the record has no room (409)', async () => {
    const fileNumber = await newPatient();
    const obx = Array.from({ length: 5001 }, (_, i) => `OBX|${i + 1}|NM|X^Result ${i}||${i}||||||F`);
    const res = await ingest({ fileNumber, message: hl7(MSH, `PID|1||${fileNumber}`, ...obx) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().ack).toMatch(/\rMSA\|AE\|CTRL-7\|.+\rERR\|\|\|207\^Application internal error\^HL70357\|E/);
    expect(await labsOf(fileNumber)).toEqual([]);
  });
});

describe('HL7 v2 ingest: reading what integrators paste', () => {
  it('reads a message still in its MLLP frame (VT … FS CR) or after leading blanks, as the bare message', async () => {
    const fileNumber = await newPatient();
    const body = [MSH, `PID|1||${fileNumber}`, 'OBR|1|||CBC|||20240301083000', 'OBX|1|NM|718-7^Hemoglobin^LN||13.2|g/dL|12-16|N|||F'].join('\r');
    for (const [i, message] of [`\x0B${body}\x1C\r`, `\x0B${body}\r\x1C\r\n`, `  \t${body}`, ` \r\n${body}\n`].entries()) {
      const res = await ingest({ fileNumber, message });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().appended).toHaveLength(i === 0 ? 1 : 0);
      expect(res.json().skipped).toBe(i === 0 ? 0 : 1);
      expect(res.json().ack).toContain('\rMSA|AA|CTRL-7\r');
    }
    expect(await labsOf(fileNumber)).toEqual([{ name: 'Hemoglobin', value: '13.2', flag: 'normal', takenAt: '2024-03-01T08:30:00' }]);
  });

  it('refuses an MSH without a field separator or encoding characters (400 not_hl7 with AE), appending nothing', async () => {
    const fileNumber = await newPatient();
    const rest = [`PID|1||${fileNumber}`, 'OBX|1|NM|718-7^Hemoglobin^LN||13.2|g/dL|12-16|N|||F'];
    for (const msh of [
      'MSH||LABAPP|LABFAC|CLINIC|CLINICFAC|20240301||ORU^R01|X1|P|2.5.1', // MSH-2 empty: components would not be split
      'MSH|^^^^|LABAPP|LABFAC|CLINIC|CLINICFAC|20240301||ORU^R01|X1|P|2.5.1', // one character for every delimiter
      'MSH|^~\\&^|LABAPP|LABFAC|CLINIC|CLINICFAC|20240301||ORU^R01|X1|P|2.5.1', // a delimiter declared twice
      'MSHA^~\\&ALABAPPALABFAC', // a letter as the field separator
      'MSH ^~\\& LABAPP LABFAC', // a blank as the field separator
    ]) {
      const res = await ingest({ fileNumber, message: [msh, ...rest].join('\r') });
      expect(res.statusCode, `${msh}: ${res.body}`).toBe(400);
      expect(res.json().code, msh).toBe('not_hl7');
      expect(res.json().ack).toMatch(/\rMSA\|AE\|/);
    }
    expect(await labsOf(fileNumber)).toEqual([]);
  });

  it('stores a lone UTF-16 surrogate (a JSON \\ud800) as U+FFFD, answers what it stored, and re-ingesting appends nothing', async () => {
    const fileNumber = await newPatient();
    const message = hl7(MSH, `PID|1||${fileNumber}`, 'OBX|1|ST|X1^Note \ud83d||a\ud800b \udc00c||||||F');
    const first = await ingest({ fileNumber, message });
    expect(first.statusCode, first.body).toBe(200);
    const stored = await labsOf(fileNumber);
    expect(stored).toEqual([{ name: 'Note \uFFFD', value: 'a\uFFFDb \uFFFDc', flag: 'normal', takenAt: '2024-03-01T10:15:00' }]);
    expect(first.json().appended).toEqual(stored);
    const second = await ingest({ fileNumber, message });
    expect(second.json()).toMatchObject({ appended: [], skipped: 1 });
    expect(await labsOf(fileNumber)).toHaveLength(1);
  });

  it('keeps the units of OBX-6 out of a value the sender wrote them into', async () => {
    const fileNumber = await newPatient();
    const res = await ingest({ fileNumber, message: hl7(MSH, `PID|1||${fileNumber}`,
      'OBX|1|NM|X1^Glucose||7.2 mg/dL|mg/dL|||||F',
      'OBX|2|SN|X2^Troponin||<^0.01 ng/mL|ng/mL^nanogram per milliliter^UCUM|||||F',
      'OBX|3|NM|X3^Counts||27 /uL~25 /uL|/uL|||||F',
      'OBX|4|ST|X4^Percent only||%|%|||||F', // nothing but the unit: kept (no empty value)
      'OBX|5|ST|X5^Words||5 mg/dLx|mg/dL|||||F', // not the unit: kept as sent
      'OBX|6|NM|X6^Sodium||140mmol/L|mmol/L|||||F',
      // UCUM's dimensionless unit "1" (specific gravity, INR): a digit unit is never cut from the number's own digits.
      'OBX|7|NM|X7^Specific gravity||1.021|1|||||F', 'OBX|8|NM|X8^INR||11|1|||||F', 'OBX|9|NM|X9^WBC||5.2 10*3/uL|10*3/uL|||||F') });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().appended as Labs).map((l) => [l.name, l.value])).toEqual([
      ['Glucose', '7.2'], ['Troponin', '<0.01'], ['Counts', '27, 25'], ['Percent only', '%'], ['Words', '5 mg/dLx'], ['Sodium', '140'],
      ['Specific gravity', '1.021'], ['INR', '11'], ['WBC', '5.2'],
    ]);
  });

  it('does not dress an impossible date up as ISO 8601: OBX-14 20249999 stays as sent', async () => {
    const fileNumber = await newPatient();
    const res = await ingest({ fileNumber, message: hl7(MSH, `PID|1||${fileNumber}`,
      'OBX|1|NM|X1^A||1||||||F|||20249999',
      'OBX|2|NM|X2^B||2||||||F|||202402301200',
      'OBX|3|NM|X3^C||3||||||F|||202403012560',
      'OBX|4|NM|X4^D||4||||||F|||20240229235959+0130',
      'OBX|5|DT|X5^E||20241399||||||F|||2024') });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().appended as Labs).map((l) => [l.value, l.takenAt])).toEqual([
      ['1', '20249999'], ['2', '202402301200'], ['3', '202403012560'], ['4', '2024-02-29T23:59:59+01:30'], ['20241399', '2024'],
    ]);
  });
});

const CLAIMS_SETTINGS = {
  billingProvider: {
    name: 'Probe Clinic', npi: '1234567893', taxId: '123456789', phone: '(555) 010-3000',
    address: { line: '5 Clinic Way', city: 'Springfield', state: 'IL', postalCode: '62701-1234' },
  },
  payer: { name: 'Probe Payer', id: 'PAY1' },
};
const INSURED = {
  name: 'Amy Shaw', sex: 'F', dateOfBirth: '1980-04-12',
  address: { line: '1 Elm Rd', city: 'Springfield', state: 'IL', postalCode: '62704' },
  insurance: { payerName: 'Acme', payerId: 'ACME01', memberId: 'MEM1' },
};

/** An invoice of the clinic submitted through the fake clearinghouse (999 accepted); its claim's control number. */
async function submittedClaim(clinic: SeededClinic): Promise<{ invoiceId: string; control: string }> {
  const saved = await clinic.as('owner').put('/api/integrations/claims', {
    endpoint: house.url, enabled: true, settings: CLAIMS_SETTINGS,
    credentials: JSON.stringify({ token: 'probe-token', submitterId: 'SUBMIT01', receiverId: 'RECV01' }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const fileNumber = await newPatient(clinic, INSURED);
  const invoice = await clinic.as('owner').post('/api/invoices', {
    name: INSURED.name, fileNumber, status: 'sent', issuedAt: '2026-03-02', diagnosisCodes: ['E11.9'],
    lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 100, code: '99214', diagnosisPointers: [1] }],
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  const invoiceId = invoice.json().id as string;
  house.answer = 'accepted999';
  const res = await clinic.as('owner').post('/api/integrations/claims/submit', { invoiceId });
  expect(res.statusCode, res.body).toBe(200);
  return { invoiceId, control: (await clinic.as('owner').get(`/api/invoices/${invoiceId}`)).json().claim.controlNumber as string };
}

function remittance(clps: string[][]): string {
  const isa = 'ISA*00*          *00*          *ZZ*PAYER          *ZZ*CLINIC         *260301*1200*^*00501*000000001*0*P*:~';
  const body = [
    'GS*HP*PAYER*CLINIC*20260301*1200*1*X*005010X221A1', 'ST*835*0001', 'BPR*I*100.00*C*CHK', 'TRN*1*12345*1512345678', 'LX*1',
    ...clps.map((c) => `CLP*${c.join('*')}**12*PAYERCLAIM`), `SE*${clps.length + 5}*0001`, 'GE*1*1', 'IEA*1*000000001',
  ];
  return `${isa}\n${body.map((s) => `${s}~`).join('\n')}\n`;
}

describe('claims remittance: re-applying', () => {
  it('an 835 applied again matches the same claims but changes nothing: no second activity entry', async () => {
    const { invoiceId, control } = await submittedClaim(a);
    const message = remittance([[control, '1', '100.00', '80.00']]);
    const remitted = () => a.as('reception').post('/api/integrations/claims/remittance', { message });
    const entries = async () => ((await a.as('owner').get('/api/activity?limit=100')).json() as Array<{ action: string; entityId: string }>)
      .filter((e) => e.action === 'invoice.claim_remitted' && e.entityId === invoiceId);
    const expected = { matched: [{ invoiceId, claimStatus: 'partially_paid', paidAmount: 80 }], unmatched: [] };
    const first = await remitted();
    expect(first.json()).toEqual(expected);
    expect(await entries()).toHaveLength(1);
    const second = await remitted();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(expected);
    expect(await entries()).toHaveLength(1);
    // A later 835 that does change the claim is recorded.
    const reversal = await a.as('owner').post('/api/integrations/claims/remittance', { message: remittance([[control, '22', '-100.00', '-80.00']]) });
    expect(reversal.json().matched).toEqual([{ invoiceId, claimStatus: 'reversed', paidAmount: 0 }]);
    expect(await entries()).toHaveLength(2);
    expect((await a.as('owner').get(`/api/invoices/${invoiceId}`)).json().claim).toMatchObject({ status: 'reversed', paidAmount: 0 });
  });
});

describe('HL7 v2 ingest: patients', () => {
  it('refuses an ORU whose second PATIENT_RESULT group is another patient (400 patient_mismatch): its results never attach here', async () => {
    const fileNumber = await newPatient();
    const other = await newPatient();
    const message = hl7(MSH,
      `PID|1||${fileNumber}^^^CLINIC^MR`, 'OBR|1|||CBC|||20240301083000', 'OBX|1|NM|718-7^Hemoglobin^LN||13.2|g/dL|12-16|N|||F',
      `PID|2||${other}^^^CLINIC^MR`, 'OBR|1|||K|||20240301083000', 'OBX|1|NM|2823-3^Potassium^LN||6.9|mmol/L||HH|||F');
    const res = await ingest({ fileNumber, message });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('patient_mismatch');
    expect(res.json().ack).toMatch(/\rMSA\|AE\|CTRL-7\|/);
    expect(await labsOf(fileNumber)).toEqual([]);
    // The same for the other patient's file number: neither group may be taken for the other.
    expect((await ingest({ fileNumber: other, message })).json().code).toBe('patient_mismatch');
    // force is the caller's word that the message is this patient's: everything in it is appended.
    const forced = await ingest({ fileNumber, message, force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().appended).toHaveLength(2);
  });

  it('still takes a message whose PID repeats in a second group for the same patient', async () => {
    const fileNumber = await newPatient();
    const res = await ingest({ fileNumber, message: hl7(MSH,
      `PID|1||${fileNumber}`, 'OBX|1|NM|A^Alpha||1||||||F', `PID|2||X9^^^OTHER~${fileNumber}^^^CLINIC^MR`, 'OBX|1|NM|B^Beta||2||||||F') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appended).toHaveLength(2);
  });
});

describe('FHIR lab sync: patients', () => {
  it('leaves out an Observation whose subject is another patient, however the server came to send it', async () => {
    const fhir = await startFakeFhirServer({ token: 'fhir-token' });
    try {
      const fileNumber = await newPatient();
      const saved = await a.as('owner').put('/api/integrations/fhir', {
        endpoint: `${fhir.baseUrl}`, enabled: true, credentials: JSON.stringify({ token: 'fhir-token' }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      fhir.addPatient('p1', [{ value: fileNumber }]);
      const lab = (id: string, subject: unknown, value: number) => ({
        resourceType: 'Observation', id, status: 'final', category: [{ coding: [{ code: 'laboratory' }] }],
        code: { text: `Potassium ${id}` }, valueQuantity: { value, unit: 'mmol/L' }, effectiveDateTime: '2024-03-01', subject,
      });
      fhir.addObservations('p1', [
        lab('o1', { reference: 'Patient/p1' }, 4.1),
        lab('o2', { reference: `${fhir.baseUrl}/Patient/p1` }, 4.2),
        lab('o3', undefined, 4.3), // no subject: the search said whose it is
        lab('o4', { reference: 'Patient/p2' }, 6.9), // another patient's
        lab('o5', { reference: `${fhir.baseUrl}/Patient/p11` }, 7.0),
        lab('o6', { reference: 'Group/g1' }, 7.1),
      ]);
      const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ imported: 3, skipped: 3 });
      expect((await labsOf(fileNumber)).map((l) => l.value)).toEqual(['4.1', '4.2', '4.3']);
    } finally {
      await fhir.close();
    }
  });
});

describe('integration config: endpoints', () => {
  it('refuses an endpoint holding a line break, tab or other control character (400 naming endpoint), keeping the saved one', async () => {
    const good = await a.as('owner').put('/api/integrations/fhir', { endpoint: 'https://fhir.example.org/r4', enabled: false });
    expect(good.statusCode, good.body).toBe(200);
    // URL parsers drop tabs and line breaks silently: what was shown and stored would not be the address called.
    for (const endpoint of ['https://fhir.example.org/\nr4', 'https://fhir.\texample.org/r4', 'https://fhir.example.org/r4\x7F', 'https://fhir.example.org/\rr4']) {
      const res = await a.as('owner').put('/api/integrations/fhir', { endpoint, enabled: false });
      expect(res.statusCode, JSON.stringify(endpoint)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['endpoint']);
    }
    const list = (await a.as('owner').get('/api/integrations')).json() as Array<{ type: string; endpoint: string }>;
    expect(list.find((i) => i.type === 'fhir')?.endpoint).toBe('https://fhir.example.org/r4');
  });
});

describe('message size', () => {
  it('takes an HL7 message of up to the 5,000,000 characters its schema states (a lab report PDF in an ED OBX), beyond: 400 naming message', async () => {
    const fileNumber = await newPatient();
    const pdf = 'JVBERi0xLjQK'.repeat(250_000); // 3,000,000 characters of base64, over the 2 MB default body limit
    const res = await ingest({ fileNumber, message: hl7(MSH, `PID|1||${fileNumber}`,
      'OBX|1|NM|718-7^Hemoglobin^LN||13.2|g/dL|12-16|N|||F', `OBX|2|ED|PDF^Report||LAB^AP^PDF^Base64^${pdf}||||||F`) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect((res.json().appended as Labs).map((l) => [l.name, l.value])).toEqual([['Hemoglobin', '13.2'], ['Report', 'Encapsulated data (AP)']]);
    const over = await ingest({ fileNumber, message: hl7(MSH, `PID|1||${fileNumber}`, `OBX|1|ED|PDF^Report||LAB^AP^PDF^Base64^${'A'.repeat(5_000_001)}||||||F`) });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].path).toBe('message');
  });

  it('takes an 835 of up to 5,000,000 characters (a payer\'s monthly remittance), beyond: 400 naming message', async () => {
    const clps = Array.from({ length: 100_000 }, (_, i) => [`9${String(i).padStart(8, '0')}`, '1', '10.00', '10.00']);
    const message = remittance(clps);
    expect(message.length).toBeGreaterThan(3_000_000);
    const res = await a.as('owner').post('/api/integrations/claims/remittance', { message });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().unmatched).toHaveLength(100_000);
    const over = await a.as('owner').post('/api/integrations/claims/remittance', { message: `${message}${' '.repeat(5_000_000)}` });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].path).toBe('message');
  });
});

describe('HL7 v2 ingest: work bounded', () => {
  it('refuses a text of more than 20,000 segments before reading it (400 naming message, AE): reading 150,000 OBX took 15 s of one core', async () => {
    const fileNumber = await newPatient();
    const obx = Array.from({ length: 20_000 }, (_, i) => `OBX|${i + 1}|NM|X^R${i}||${i}||||||F`);
    const res = await ingest({ fileNumber, message: hl7(MSH, `PID|1||${fileNumber}`, ...obx) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().code).toBe('message_too_large');
    expect(res.json().errors).toEqual([{ path: 'message', message: expect.stringContaining('20,000 segments') }]);
    expect(res.json().ack).toMatch(/\rMSA\|AE\|\|/);
    // A batch of many small messages counts every segment too.
    const batch = Array.from({ length: 10_001 }, (_, i) => `${MSH.replace('CTRL-7', `M${i}`)}\rPID|1||${fileNumber}`);
    const many = await ingest({ fileNumber, message: hl7('BHS|^~\\&', ...batch, 'BTS|10001') });
    expect(many.json().code).toBe('message_too_large');
    expect(await labsOf(fileNumber)).toEqual([]);
  });
});

describe('documents posted to a gateway or clearinghouse', () => {
  it('a redirect that would turn the POST into a GET (301/302/303) is a 502: the document would not arrive, yet the answer read as accepted', async () => {
    const { createServer } = await import('node:http');
    let status = 302;
    const redirector = createServer((req, res) => {
      req.resume();
      req.on('end', () => { res.writeHead(status, { location: house.url }); res.end(); });
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const { invoiceId } = await submittedClaim(b); // configures b's claims against the fake clearinghouse
      const port = (redirector.address() as { port: number }).port;
      const fileNumber = await newPatient(b, INSURED);
      const invoice = await b.as('owner').post('/api/invoices', {
        name: INSURED.name, fileNumber, status: 'sent', issuedAt: '2026-03-02', diagnosisCodes: ['E11.9'],
        lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 100, code: '99214', diagnosisPointers: [1] }],
      });
      const id = invoice.json().id as string;
      expect(invoiceId).not.toBe(id);
      const saved = await b.as('owner').put('/api/integrations/claims', { endpoint: `http://127.0.0.1:${port}/x12`, enabled: true });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const code of [301, 302, 303]) {
        status = code;
        const before = house.requests.length;
        const res = await b.as('owner').post('/api/integrations/claims/submit', { invoiceId: id });
        expect(res.statusCode, `${code}: ${res.body}`).toBe(502);
        expect(res.json().code).toBe('clearinghouse_failed');
        expect(house.requests.slice(before).map((r) => r.method)).toEqual([]);
        expect((await b.as('owner').get(`/api/invoices/${id}`)).json().claim).toBeNull();
      }
      // A redirect that keeps the method and body (307, 308) delivers the document.
      status = 307;
      const kept = await b.as('owner').post('/api/integrations/claims/submit', { invoiceId: id });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(house.requests.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/edi-x12' });
    } finally {
      redirector.closeAllConnections();
      await new Promise<void>((resolve) => redirector.close(() => resolve()));
    }
  });
});
