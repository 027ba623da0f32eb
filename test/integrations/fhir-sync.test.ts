import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fhirClientTuning } from '../../src/integrations/fhir/client.js';
import { startFakeFhirServer, type FakeFhirServer } from './fake-fhir-server.js';

const CORPUS = path.resolve('../shared/corpus/fhir');
const corpus = (file: string) => JSON.parse(readFileSync(path.join(CORPUS, file), 'utf8')) as Record<string, unknown>;

const TOKEN = 'remote-lab-token';
const MRN = '1032702'; // the US Core example patient's MRN
const LAB_CATEGORY = [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }];

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
let fhir: FakeFhirServer;

function obs(id: string, extra: Record<string, unknown>) {
  return { resourceType: 'Observation', id, status: 'final', category: LAB_CATEGORY, ...extra };
}

/** The remote record: the four US Core lab examples, then one observation per remaining value[x] variant. */
const REMOTE = [
  corpus('uscore-observation-cbc-hemoglobin.json'),
  corpus('uscore-observation-cbc-leukocytes.json'),
  corpus('uscore-observation-serum-glucose.json'),
  corpus('uscore-observation-serum-potassium.json'),
  obs('s1', { code: { text: 'Influenza A Ag' }, valueString: 'Positive', interpretation: [{ coding: [{ code: 'A' }] }], effectiveDateTime: '2024' }),
  obs('c1', { code: { text: 'SARS-CoV-2 RNA' }, valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '260415000', display: 'Not detected' }] }, effectiveDateTime: '2024-02' }),
  obs('i1', { code: { text: 'Reticulocytes' }, valueInteger: 3, interpretation: [{ coding: [{ code: 'L' }] }], effectiveDateTime: '2024-02-03' }),
  obs('r1', { code: { text: 'RPR titer' }, valueRatio: { numerator: { value: 1 }, denominator: { value: 64 } }, interpretation: [{ coding: [{ code: 'HH' }] }], effectiveDateTime: '2024-02-04T10:00:00Z' }),
  obs('g1', { code: { text: 'Vitamin D' }, valueRange: { low: { value: 20 }, high: { value: 30 } }, effectiveDateTime: '2024-02-05' }),
  obs('q1', { code: { text: 'Troponin I' }, valueQuantity: { value: 0.04, comparator: '<', unit: 'ng/mL' }, interpretation: [{ coding: [{ code: 'N' }] }], effectivePeriod: { start: '2024-02-06T07:00:00-05:00' } }),
  obs('x1', { code: { text: 'Lipase' }, dataAbsentReason: { text: 'Specimen hemolysed' }, effectiveDateTime: '2024-02-07' }),
];

/** Written by hand from REMOTE (x1 has no value: skipped). */
const EXPECTED_LABS = [
  { name: 'Hemoglobin, Blood', value: '17', flag: 'normal', takenAt: '2005-07-05' },
  { name: 'White blood cell (WBC) count, Blood', value: '10', flag: 'normal', takenAt: '2005-07-05' },
  { name: 'Glucose, Blood', value: '76', flag: 'normal', takenAt: '2005-07-05' },
  { name: 'Potassium, Blood', value: '5.4', flag: 'normal', takenAt: '2005-07-05' },
  { name: 'Influenza A Ag', value: 'Positive', flag: 'high', takenAt: '2024' },
  { name: 'SARS-CoV-2 RNA', value: 'Not detected', flag: 'normal', takenAt: '2024-02' },
  { name: 'Reticulocytes', value: '3', flag: 'low', takenAt: '2024-02-03' },
  { name: 'RPR titer', value: '1:64', flag: 'critical', takenAt: '2024-02-04T10:00:00Z' },
  { name: 'Vitamin D', value: '20-30', flag: 'normal', takenAt: '2024-02-05' },
  { name: 'Troponin I', value: '<0.04', flag: 'normal', takenAt: '2024-02-06T07:00:00-05:00' },
];

beforeAll(async () => {
  t = await startTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  a = await seedClinic(t.app, ['owner', 'doctor', 'lab', 'reception', 'pharmacy']);
  b = await seedClinic(t.app, ['owner']);
  // Three observations a page: the eleven take four pages, each reached through the previous page's `next` link.
  fhir = await startFakeFhirServer({ token: TOKEN, pageSize: 3 });
  fhir.addPatient('example', [{ system: 'http://example.org/patient/identifiers', value: MRN }]);
  fhir.addObservations('example', REMOTE.map((o) => ({ ...o, subject: { reference: 'Patient/example' } })));
  fhir.addObservations('example', [obs('v1', { category: [{ coding: [{ code: 'vital-signs' }] }], code: { text: 'Heart rate' }, valueInteger: 70, effectiveDateTime: '2024-01-01' })]);
}, 120_000);
afterAll(async () => {
  await fhir?.close();
  await t?.close();
});

async function patient(clinic: SeededClinic, fileNumber: string, extra: Record<string, unknown> = {}) {
  const res = await clinic.as('owner').post('/api/patients', { name: 'Amy Shaw', fileNumber, ...extra });
  expect(res.statusCode, res.body).toBe(201);
}

async function configure(clinic: SeededClinic, body: Record<string, unknown>) {
  const res = await clinic.as('owner').put('/api/integrations/fhir', body);
  expect(res.statusCode, res.body).toBe(200);
}

const labsOf = async (clinic: SeededClinic, fileNumber: string) => (await clinic.as('owner').get(`/api/patients/${fileNumber}`)).json().labs as unknown[];

describe('POST /api/integrations/fhir/sync', () => {
  it('answers 409 integration_disabled while the fhir integration is unset or disabled, calling nobody', async () => {
    await patient(a, MRN);
    const unset = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: MRN });
    expect(unset.statusCode).toBe(409);
    expect(unset.json().code).toBe('integration_disabled');
    await configure(a, { endpoint: fhir.baseUrl, enabled: false, credentials: JSON.stringify({ token: TOKEN }) });
    expect((await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: MRN })).json().code).toBe('integration_disabled');
    expect(fhir.requests).toHaveLength(0);
  });

  it('imports every page of laboratory observations with the bearer token, then imports nothing on a re-sync', async () => {
    await configure(a, { endpoint: fhir.baseUrl, enabled: true });
    const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: MRN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 10, skipped: 1 });
    expect(await labsOf(a, MRN)).toEqual(EXPECTED_LABS);

    const observationCalls = fhir.requests.filter((r) => r.url.startsWith('/fhir/Observation'));
    expect(observationCalls).toHaveLength(4);
    expect(observationCalls.slice(1).every((r) => r.url.includes('_offset='))).toBe(true);
    expect(observationCalls.every((r) => r.url.includes('category=laboratory') && r.url.includes('patient=example'))).toBe(true);
    expect(fhir.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);

    const again = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: MRN });
    expect(again.json()).toEqual({ imported: 0, skipped: 11 });
    expect(await labsOf(a, MRN)).toEqual(EXPECTED_LABS);
  });

  it('writes an activity entry and goes to the patient\'s labs like POST /labs', async () => {
    const activity = (await a.as('owner').get('/api/activity?limit=20')).json() as Array<{ action: string; summary: string }>;
    const added = activity.filter((e) => e.action === 'patient.labs_added');
    expect(added.length).toBeGreaterThan(0);
    expect(added[0]!.summary).toContain('from an integration');
  });

  it('answers 404 remote_patient_not_found when the server has no such identifier, 409 when several match', async () => {
    await patient(a, '55555');
    const none = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '55555' });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('remote_patient_not_found');

    fhir.addPatient('dup-1', [{ system: 'urn:lab:a', value: '77777' }]);
    fhir.addPatient('dup-2', [{ system: 'urn:lab:b', value: '77777' }]);
    fhir.addObservations('dup-2', [obs('d2', { code: { text: 'Sodium' }, valueQuantity: { value: 140 }, effectiveDateTime: '2024-05-01' })]);
    await patient(a, '77777');
    const several = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '77777' });
    expect(several.statusCode).toBe(409);
    expect(several.json().code).toBe('remote_patient_ambiguous');

    // settings.identifierSystem narrows the search to one system.
    await configure(a, { endpoint: fhir.baseUrl, enabled: true, settings: { identifierSystem: 'urn:lab:b' } });
    const narrowed = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '77777' });
    expect(narrowed.json()).toEqual({ imported: 1, skipped: 0 });
    expect(fhir.requests.some((r) => r.url.includes(`identifier=${encodeURIComponent('urn:lab:b|77777')}`))).toBe(true);
    await configure(a, { endpoint: fhir.baseUrl, enabled: true, settings: {} });
  });

  it('stores control characters a remote string carries (NUL among them) as spaces, not a 500', async () => {
    // JSON may carry \u0000 in any string; PostgreSQL text cannot hold it.
    fhir.addPatient('nul-1', [{ value: '66666' }]);
    fhir.addObservations('nul-1', [obs('n1', { code: { text: 'Gluc\u0000ose' }, valueString: '5\u0000.1\u0007', effectiveDateTime: '2024-06-01\u0000' })]);
    await patient(a, '66666');
    const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '66666' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1, skipped: 0 });
    expect(await labsOf(a, '66666')).toEqual([{ name: 'Gluc ose', value: '5 .1', flag: 'normal', takenAt: '2024-06-01' }]);
  });

  it('reads an element of the wrong JSON type as absent: a 500 never, the observation skipped when no value is left', async () => {
    fhir.addPatient('types-1', [{ value: '66667' }]);
    fhir.addObservations('types-1', [
      obs('t1', { code: 'Glucose', valueQuantity: { value: 5 }, effectiveDateTime: '2024-07-01' }),
      obs('t2', { code: { text: 'Sodium' }, valueString: 140, effectiveDateTime: '2024-07-01' }),
      obs('t3', { code: { text: 'Chloride' }, valueQuantity: { value: 100, comparator: 7 }, interpretation: { coding: [{ code: 'H' }] }, effectiveDateTime: 20240701 }),
      obs('t4', { code: { coding: [null, { display: 5, code: 'UREA' }] }, valueString: '\u0000', effectiveDateTime: '2024-07-01' }),
      obs('t5', { code: { text: 'Calcium' }, valueQuantity: { value: 'high' }, effectiveDateTime: '2024-07-01' }),
      obs('t6', { code: { text: ['Urea'], coding: [null, { display: 5, code: 'UREA' }] }, valueRange: { low: { value: 2 }, high: null }, interpretation: [null, { coding: 'H' }, { coding: [{ code: 'HH' }] }], effectivePeriod: 'now', issued: '2024-07-02' }),
    ]);
    await patient(a, '66667');
    const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '66667' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3, skipped: 3 });
    expect(await labsOf(a, '66667')).toEqual([
      { name: 'Observation', value: '5', flag: 'normal', takenAt: '2024-07-01' },
      { name: 'Chloride', value: '100', flag: 'normal', takenAt: 'unknown' },
      { name: 'UREA', value: '>=2', flag: 'critical', takenAt: '2024-07-02' },
    ]);
  });

  it('answers 404 for a file number absent here, before calling the server', async () => {
    const before = fhir.requests.length;
    const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '99999999' });
    expect(res.statusCode).toBe(404);
    expect(fhir.requests.length).toBe(before);
  });

  it('lets lab:write roles sync (403 for reception and pharmacy) and keeps a doctor inside the panel (404)', async () => {
    expect((await a.as('reception').post('/api/integrations/fhir/sync', { fileNumber: MRN })).statusCode).toBe(403);
    expect((await a.as('pharmacy').post('/api/integrations/fhir/sync', { fileNumber: MRN })).statusCode).toBe(403);
    expect((await a.as('doctor').post('/api/integrations/fhir/sync', { fileNumber: MRN })).statusCode).toBe(404);
    expect((await a.as('owner').post('/api/integrations/fhir/sync', { fileNumber: MRN })).statusCode).toBe(200);
  });

  it('never writes to another clinic: clinic B\'s sync fills only its own patient with the same file number', async () => {
    await patient(b, MRN);
    const countA = (await labsOf(a, MRN)).length;
    expect((await b.as('owner').post('/api/integrations/fhir/sync', { fileNumber: MRN })).json().code).toBe('integration_disabled');
    await configure(b, { endpoint: fhir.baseUrl, enabled: true, credentials: JSON.stringify({ token: TOKEN }) });
    expect((await b.as('owner').post('/api/integrations/fhir/sync', { fileNumber: MRN })).json()).toEqual({ imported: 10, skipped: 1 });
    expect(await labsOf(b, MRN)).toEqual(EXPECTED_LABS);
    expect((await labsOf(a, MRN)).length).toBe(countA);
  });

  it.each([
    ['a 500', { failWith: 500 }, 'HTTP 500'],
    ['a wrong token (401)', { token: 'another-token' }, 'HTTP 401'],
    ['an HTML page', { notFhir: true }, 'not a Bundle'],
    ['a paging link to another server', { foreignNextLink: true, pageSize: 1 }, 'another server'],
    ['paging links that never end', { loopingNextLink: true, pageSize: 1 }, 'do not end'],
  ])('answers 502 fhir_server_failed for %s, without the remote body, and appends nothing', async (_label, options, detail) => {
    const failing = await startFakeFhirServer({ token: TOKEN, ...options });
    failing.addPatient('p', [{ value: '24680' }]);
    failing.addObservations('p', [obs('f1', { code: { text: 'K' }, valueQuantity: { value: 4 }, effectiveDateTime: '2024-01-01' }), obs('f2', { code: { text: 'Na' }, valueQuantity: { value: 140 }, effectiveDateTime: '2024-01-01' })]);
    try {
      await patient(a, '24680');
      await configure(a, { endpoint: failing.baseUrl, enabled: true });
      const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '24680' });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().code).toBe('fhir_server_failed');
      expect(res.json().detail).toContain(detail);
      expect(res.body).not.toContain('failure on demand');
      expect(res.body).not.toContain('Maintenance');
      expect(await labsOf(a, '24680')).toEqual([]);
    } finally {
      await failing.close();
      await configure(a, { endpoint: fhir.baseUrl, enabled: true });
      await a.as('owner').delete('/api/patients/24680');
    }
  });

  it('answers 502 for a server that does not answer in time (limits shortened for the test), and the test says ok false', async () => {
    const silent = await startFakeFhirServer({ hang: true });
    fhirClientTuning.timeouts = { totalMs: 300 };
    try {
      await configure(a, { endpoint: silent.baseUrl, enabled: true });
      const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: MRN });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json().code).toBe('fhir_server_failed');
      const probe = await a.as('owner').post('/api/integrations/fhir/test');
      expect(probe.statusCode).toBe(200);
      expect(probe.json().ok).toBe(false);
    } finally {
      fhirClientTuning.timeouts = undefined;
      await silent.close();
      await configure(a, { endpoint: fhir.baseUrl, enabled: true });
    }
  });

  it('answers 502 for a server that is down', async () => {
    const gone = await startFakeFhirServer();
    const endpoint = gone.baseUrl;
    await gone.close();
    await configure(a, { endpoint, enabled: true });
    const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: MRN });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('fhir_server_failed');
    await configure(a, { endpoint: fhir.baseUrl, enabled: true });
  });

  it('answers 502 for a Bundle whose entry, link, paging URL or Patient id has the wrong JSON type, never a 500', async () => {
    let answer: { patients: unknown; observations: unknown } = { patients: null, observations: null };
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/fhir+json' });
      res.end(JSON.stringify(req.url!.includes('/Patient') ? answer.patients : answer.observations));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const bundle = (extra: Record<string, unknown>) => ({ resourceType: 'Bundle', type: 'searchset', ...extra });
    const found = bundle({ entry: [{ resource: { resourceType: 'Patient', id: 'p1' } }] });
    const result = { resource: { resourceType: 'Observation', code: { text: 'K' }, valueQuantity: { value: 4 } } };
    await patient(a, '66668');
    try {
      await configure(a, { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`, enabled: true });
      for (const broken of [
        { patients: bundle({ entry: 'x' }), observations: bundle({}) },
        { patients: bundle({ entry: [{ resource: { resourceType: 'Patient', id: 5 } }] }), observations: bundle({}) },
        { patients: found, observations: bundle({ entry: [result], link: { relation: 'next' } }) },
        { patients: found, observations: bundle({ entry: [result], link: [null] }) },
        { patients: found, observations: bundle({ entry: [result], link: [{ relation: 'next', url: 'http://[' }] }) },
      ]) {
        answer = broken;
        const res = await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: '66668' });
        expect(res.statusCode, `${JSON.stringify(broken)} → ${res.body}`).toBe(502);
        expect(res.json().code).toBe('fhir_server_failed');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await configure(a, { endpoint: fhir.baseUrl, enabled: true });
    }
  });

  it('refuses a body without a digits-only file number (400)', async () => {
    expect((await a.as('lab').post('/api/integrations/fhir/sync', { fileNumber: 'abc' })).statusCode).toBe(400);
    expect((await a.as('lab').post('/api/integrations/fhir/sync', {})).statusCode).toBe(400);
  });
});
