import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let c: SeededClinic;
let other: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor', 'lab', 'reception', 'pharmacy']);
  other = await seedClinic(t.app, ['owner', 'lab']);
}, 120_000);
afterAll(async () => { await t?.close(); });

const MSH = 'MSH|^~\\&|LABAPP|LABFAC|CLINIC|CLINICFAC|20240301101500-0500||ORU^R01^ORU_R01|CTRL-42|P|2.5.1';
const msg = (...segments: string[]) => [MSH, ...segments].join('\r');

let counter = 0;
async function newPatient(clinic: SeededClinic = c, extra: Record<string, unknown> = {}): Promise<string> {
  const fileNumber = String(500000 + counter++);
  const res = await clinic.as('owner').post('/api/patients', { name: 'Hl7 Patient', fileNumber, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return fileNumber;
}

const ingest = (clinic: SeededClinic, role: Parameters<SeededClinic['as']>[0], body: Record<string, unknown>) =>
  clinic.as(role).post('/api/integrations/fhir/ingest', body);

const rows = (res: { json(): unknown }) =>
  ((res.json() as { appended: Array<{ name: string; value: string; flag: string; takenAt: string }> }).appended).map((l) => [l.name, l.value, l.flag, l.takenAt]);

const labs = async (fileNumber: string, clinic: SeededClinic = c) => (await clinic.as('owner').get(`/api/patients/${fileNumber}`)).json().labs as unknown[];

describe('POST /api/integrations/fhir/ingest: reading', () => {
  it('reads CR, LF and CRLF line endings and a BOM alike', async () => {
    const fileNumber = await newPatient();
    const segments = [MSH, `PID|1||${fileNumber}^^^CLINIC^MR`, 'OBR|1|||CBC|||20240301083000', 'OBX|1|NM|718-7^Hemoglobin^LN||13.2|g/dL|12-16|N|||F'];
    const expected = [['Hemoglobin', '13.2', 'normal', '2024-03-01T08:30:00']];
    for (const [i, text] of [segments.join('\r'), segments.join('\n'), `${segments.join('\r\n')}\r\n`, `\uFEFF${segments.join('\n')}\n\n`].entries()) {
      const res = await ingest(c, 'lab', { fileNumber, message: text });
      expect(res.statusCode, res.body).toBe(200);
      // The first delivery appends; the same message again (any line ending) appends nothing.
      expect(rows(res)).toEqual(i === 0 ? expected : []);
    }
    expect(await labs(fileNumber)).toHaveLength(1);
  });

  it('decodes escape sequences after splitting, reads each value type, joins repetitions, and keeps units out of the value', async () => {
    const fileNumber = await newPatient();
    const res = await ingest(c, 'lab', { fileNumber, message: msg(
      `PID|1||${fileNumber}`,
      'OBR|1|||PANEL|||20240301083000',
      'OBX|1|ST|X1^Comment \\T\\ note||a\\F\\b \\S\\ c \\R\\ d \\E\\ e||||||F',
      'OBX|2|SN|X2^Titer||=^1^:^8192||||||F',
      'OBX|3|SN|X3^Troponin||<^0.01|ng/mL|||||F',
      'OBX|4|SN|X4^Range||^2^-^5||||||F',
      'OBX|5|CE|X5^Culture||27268008^Salmonella^SCT|||A|||F',
      'OBX|6|CWE|X6^Interp||^^^^^^^^Original text only||||||F',
      'OBX|7|NM|X7^Counts||27~25|/uL|||||F',
      'OBX|8|TX|X8^Report||Line one~Line two||||||F',
      'OBX|9|NM|^^^^^^^^Original name||5.5|mmol/L||H|||F',
      'OBX|10|NM|CODEONLY||1||||||F',
      'OBX|11|NM|X11^Empty||||||||F',
      'OBX|12|DT|X12^Onset||20240215||||||F',
      'OBX|13|NM|X13^Potassium||6.9|mmol/L||HH^Critical high^HL70078|||F',
      'OBX|14|NM|X14^Sodium||118|mmol/L||LL|||F',
      'OBX|15|NM|X15^Calcium||7.9|mg/dL||L|||F',
    ) });
    expect(res.statusCode, res.body).toBe(200);
    const t0 = '2024-03-01T08:30:00';
    expect(rows(res)).toEqual([
      ['Comment & note', 'a|b ^ c ~ d \\ e', 'normal', t0],
      ['Titer', '1:8192', 'normal', t0],
      ['Troponin', '<0.01', 'normal', t0],
      ['Range', '2-5', 'normal', t0],
      ['Culture', 'Salmonella', 'high', t0],
      ['Interp', 'Original text only', 'normal', t0],
      ['Counts', '27, 25', 'normal', t0],
      ['Report', 'Line one, Line two', 'normal', t0],
      ['Original name', '5.5', 'high', t0],
      ['CODEONLY', '1', 'normal', t0],
      ['Onset', '2024-02-15', 'normal', t0],
      ['Potassium', '6.9', 'critical', t0],
      ['Sodium', '118', 'critical', t0],
      ['Calcium', '7.9', 'low', t0],
    ]);
  });

  it('stores a hex escape that decodes to a control character (NUL among them) as a space, as a line break is', async () => {
    // PostgreSQL text cannot hold NUL: \X00\ once reached the database and answered 500.
    const fileNumber = await newPatient();
    const res = await ingest(c, 'lab', { fileNumber, message: msg(
      `PID|1||${fileNumber}`,
      'OBR|1|||PANEL|||20240301083000',
      'OBX|1|ST|X1^Hb\\X00\\A1c||6\\X0001\\.1||||||F',
      'OBX|2|ST|X2^Note||a\\X0D0A\\b\\XD800\\c||||||F',
      // Nothing but control characters: a value gives no row, as an empty OBX-5; a name or a time is absent.
      'OBX|3|ST|X3^Blank||\\X00\\||||||F',
      'OBX|4|ST|\\X0001\\||ok||||||F|||\\X0001\\',
    ) });
    expect(res.statusCode, res.body).toBe(200);
    expect(rows(res)).toEqual([
      ['Hb A1c', '6 .1', 'normal', '2024-03-01T08:30:00'],
      ['Note', 'a b\u00d8 c', 'normal', '2024-03-01T08:30:00'],
      ['Result', 'ok', 'normal', '2024-03-01T08:30:00'],
    ]);
    expect(await labs(fileNumber)).toHaveLength(3);
  });

  it('takes OBX-14, else the OBR-7 of the OBR it follows, else MSH-7 for an OBX before any OBR', async () => {
    const fileNumber = await newPatient();
    const res = await ingest(c, 'lab', { fileNumber, message: msg(
      `PID|1||${fileNumber}`,
      'OBX|1|NM|A^Early||1||||||F',
      'OBR|1|||P1|||202402011200',
      'OBX|1|NM|B^First group||2||||||F',
      'OBX|2|NM|C^Own time||3||||||F|||20240202131415.123+0100',
      'OBR|2|||P2|||20240203',
      'OBX|1|NM|D^Second group||4||||||F',
    ) });
    expect(rows(res)).toEqual([
      ['Early', '1', 'normal', '2024-03-01T10:15:00-05:00'],
      ['First group', '2', 'normal', '2024-02-01T12:00:00'],
      ['Own time', '3', 'normal', '2024-02-02T13:14:15.123+01:00'],
      ['Second group', '4', 'normal', '2024-02-03'],
    ]);
  });

  it('acknowledges AA with the control id, sender and receiver swapped; an ORU without results appends nothing', async () => {
    const fileNumber = await newPatient();
    const res = await ingest(c, 'lab', { fileNumber, message: msg(`PID|1||${fileNumber}`, 'OBR|1|||P1|||20240201') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appended: [], skipped: 0 });
    const [msh, msa] = (res.json().ack as string).split('\r');
    expect(msh).toMatch(/^MSH\|\^~\\&\|CLINIC\|CLINICFAC\|LABAPP\|LABFAC\|\d{14}\+0000\|\|ACK\^R01\^ACK\|\w+\|P\|2\.5\.1$/);
    expect(msa).toBe('MSA|AA|CTRL-42');
  });

  it('appends a message once when the same message arrives twice at the same time', async () => {
    const fileNumber = await newPatient();
    const message = msg(`PID|1||${fileNumber}`, 'OBR|1|||P|||20240110', 'OBX|1|NM|A^Albumin||4.0||||||F', 'OBX|2|NM|B^Bilirubin||0.8||||||F');
    const [first, second] = await Promise.all([ingest(c, 'lab', { fileNumber, message }), ingest(c, 'lab', { fileNumber, message })]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().appended.length + second.json().appended.length).toBe(2);
    expect(await labs(fileNumber)).toHaveLength(2);
  });

  it('ingests a BHS batch without FHS, one AA per message', async () => {
    const fileNumber = await newPatient();
    const m = (id: string, value: string) => [MSH.replace('CTRL-42', id), `PID|1||${fileNumber}`, 'OBR|1|||P|||20240105', `OBX|1|NM|G^Glucose||${value}||||||F`].join('\r');
    const text = ['BHS|^~\\&|LABAPP|LABFAC', m('B1', '90'), m('B2', '95'), 'BTS|2'].join('\r');
    const res = await ingest(c, 'lab', { fileNumber, message: text });
    expect(res.statusCode, res.body).toBe(200);
    expect(rows(res)).toEqual([['Glucose', '90', 'normal', '2024-01-05'], ['Glucose', '95', 'normal', '2024-01-05']]);
    expect((res.json().ack as string).split('\r').filter((s) => s.startsWith('MSA'))).toEqual(['MSA|AA|B1', 'MSA|AA|B2']);
  });
});

describe('POST /api/integrations/fhir/ingest: refusals append nothing', () => {
  it.each([
    ['not HL7', 'hello, this is not a message', 'not_hl7'],
    ['JSON', '{"resourceType":"Bundle"}', 'not_hl7'],
    ['an ADT', 'MSH|^~\\&|A|B|C|D|20240101||ADT^A01|X1|P|2.5.1\rPID|1||{fn}\rOBX|1|NM|A^B||1', 'not_oru'],
    ['an ACK', 'MSH|^~\\&|A|B|C|D|20240101||ACK^R01|X2|P|2.5.1\rMSA|AA|1', 'not_oru'],
    // A header cut short (a truncated upload) has no message type: refused, not a 500 from reading absent fields.
    ['an MSH of its encoding characters only', 'MSH|^~\\&', 'not_oru'],
    ['an MSH cut after its sender', 'MSH|^~\\&|LAB|X', 'not_oru'],
  ])('%s → 400 %s', async (_label, message, code) => {
    const fileNumber = await newPatient();
    const res = await ingest(c, 'lab', { fileNumber, message: message.replace('{fn}', fileNumber) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().code).toBe(code);
    expect(res.json().ack).toContain('MSA|AE|');
    expect(await labs(fileNumber)).toEqual([]);
  });

  it('a PID whose identifiers do not include the file number → 400 patient_mismatch with AE; force ingests it', async () => {
    const fileNumber = await newPatient();
    const message = msg('PID|1|OTHER-2|123456^^^X^MR~777^^^Y^PI|ALT-4', 'OBR|1|||P|||20240101', 'OBX|1|NM|K^Potassium||4.1||||||F');
    const res = await ingest(c, 'lab', { fileNumber, message });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('patient_mismatch');
    expect(res.json().ack).toMatch(/MSA\|AE\|CTRL-42\|.+\rERR\|\|\|204\^Unknown key identifier\^HL70357\|E/);
    expect(res.body).not.toContain('123456');
    expect(await labs(fileNumber)).toEqual([]);
    const forced = await ingest(c, 'lab', { fileNumber, message, force: true });
    expect(rows(forced)).toEqual([['Potassium', '4.1', 'normal', '2024-01-01']]);
    // Any PID identifier counts: PID-2, every PID-3 repetition, PID-4.
    for (const pid of [`PID|1|${fileNumber}|1^^^X`, `PID|1||9^^^X~${fileNumber}^^^Y`, `PID|1||9|${fileNumber}`]) {
      expect((await ingest(c, 'lab', { fileNumber, message: msg(pid, 'OBX|1|NM|K^Potassium||4.1||||||F') })).statusCode).toBe(200);
    }
  });

  it('a message without a PID is a mismatch unless forced; one mismatched message refuses a whole batch', async () => {
    const fileNumber = await newPatient();
    expect((await ingest(c, 'lab', { fileNumber, message: msg('OBX|1|NM|K^K||4||||||F') })).json().code).toBe('patient_mismatch');
    const good = [MSH, `PID|1||${fileNumber}`, 'OBX|1|NM|Na^Sodium||140||||||F'].join('\r');
    const bad = [MSH, 'PID|1||31337', 'OBX|1|NM|Cl^Chloride||100||||||F'].join('\r');
    const res = await ingest(c, 'lab', { fileNumber, message: ['BHS|^~\\&', good, bad, 'BTS|2'].join('\r') });
    expect(res.json().code).toBe('patient_mismatch');
    expect(await labs(fileNumber)).toEqual([]);
  });

  it('refuses (409) a message that would take the record past 5,000 lab results, appending none of it; the labs route holds the same limit', async () => {
    // 4,940 held: the first 50-result append of a 70-result message would fit and the second not. All or nothing.
    const held = Array.from({ length: 4_940 }, (_, i) => ({ name: `Held ${i}`, value: String(i), flag: 'normal', takenAt: '2024-01-01' }));
    const fileNumber = await newPatient(c, { labs: held });
    const results = (n: number) => Array.from({ length: n }, (_, i) => `OBX|${i + 1}|NM|N${i}^New ${i}||${i}||||||F`);
    const over = await ingest(c, 'lab', { fileNumber, message: msg(`PID|1||${fileNumber}`, 'OBR|1|||P|||20240101', ...results(70)) });
    expect(over.statusCode, over.body.slice(0, 300)).toBe(409);
    expect(over.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await labs(fileNumber)).toHaveLength(4_940);
    const fits = await ingest(c, 'lab', { fileNumber, message: msg(`PID|1||${fileNumber}`, 'OBR|1|||P|||20240101', ...results(60)) });
    expect(fits.statusCode, fits.body.slice(0, 300)).toBe(200);
    expect(await labs(fileNumber)).toHaveLength(5_000);
    const viaRoute = await c.as('lab').post(`/api/patients/${fileNumber}/labs`, { labs: [{ name: 'One more', value: '1', flag: 'normal', takenAt: '2024-01-02' }] });
    expect(viaRoute.statusCode, viaRoute.body.slice(0, 300)).toBe(409);
    expect(await labs(fileNumber)).toHaveLength(5_000);
  }, 60_000);

  it('validates the body: file number digits, message required', async () => {
    expect((await ingest(c, 'lab', { fileNumber: 'A1', message: MSH })).json().errors[0].path).toBe('fileNumber');
    expect((await ingest(c, 'lab', { fileNumber: '1' })).json().errors[0].path).toBe('message');
  });
});

describe('POST /api/integrations/fhir/ingest: who and where', () => {
  const message = (fileNumber: string) => msg(`PID|1||${fileNumber}`, 'OBX|1|NM|K^Potassium||4.2||||||F|||20240110');

  it('lets lab:write roles ingest; reception and pharmacy get 403 and nothing is appended', async () => {
    const fileNumber = await newPatient();
    for (const role of ['reception', 'pharmacy'] as const) expect((await ingest(c, role, { fileNumber, message: message(fileNumber) })).statusCode).toBe(403);
    expect(await labs(fileNumber)).toEqual([]);
    expect((await ingest(c, 'owner', { fileNumber, message: message(fileNumber) })).statusCode).toBe(200);
  });

  it('keeps a doctor inside the panel (404) and a clinic inside itself (404 for another clinic\'s file number)', async () => {
    const fileNumber = await newPatient();
    expect((await ingest(c, 'doctor', { fileNumber, message: message(fileNumber) })).statusCode).toBe(404);
    expect((await ingest(other, 'lab', { fileNumber, message: message(fileNumber) })).statusCode).toBe(404);
    expect(await labs(fileNumber)).toEqual([]);
    const mine = await newPatient(c, { primaryProviderId: c.as('doctor').userId });
    expect((await ingest(c, 'doctor', { fileNumber: mine, message: message(mine) })).statusCode).toBe(200);
  });

  it('answers 404 for an absent file number, and needs no fhir integration enabled', async () => {
    expect((await ingest(c, 'lab', { fileNumber: '123123123', message: message('123123123') })).statusCode).toBe(404);
    expect((await c.as('lab').get('/api/integrations')).json()[0].enabled).toBe(false);
  });
});
