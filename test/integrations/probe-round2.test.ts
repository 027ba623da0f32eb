import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startFakeClearinghouse, type FakeClearinghouse } from './fake-clearinghouse.js';

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
