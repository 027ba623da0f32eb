/**
 * A black-box probe of the read-only FHIR R4 server, written from the contract only (decisions.md §9, the interface's
 * "FHIR server" section) and the FHIR R4 (4.0.1) text: search.html (parameter types, prefixes, modifiers, paging,
 * _include, _summary, _elements) and http.html (read, ETag, 304, 405, 406, _format). Data is created through the
 * public HTTP API as a client would; every answer below is known from that data.
 *
 * Where FHIR leaves a behaviour to the server (an unsupported modifier or prefix may be refused), the test accepts
 * either the correct result or a 400 OperationOutcome, and says so.
 */
import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';
import type { Actor } from '../support/client.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Bundle { resourceType: string; type: string; total?: number; link?: Array<{ relation: string; url: string }>; entry?: Array<{ fullUrl?: string; resource: Json; search?: { mode?: string } }> }

const SETUP_TIMEOUT = 300_000;
const BASE = `${TEST_ORIGIN}/fhir`;
const MRN_SYSTEM = `${TEST_ORIGIN}/fhir/sid/mrn`;
const LOINC = 'http://loinc.org';
const CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';
const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
let keyA = '';
let keyB = '';
let setupStartedAt = '';

type Handle = 'jose' | 'maria' | 'ana' | 'zoe' | 'garciaparra';
/** Patients of clinic A by a short handle → { fileNumber, FHIR id }. */
const pa = {} as Record<Handle, { fileNumber: string; id: string }>;
let bJoseId = '';
let bObservationId = '';
let attachmentA = { id: '', bytes: Buffer.alloc(0) };

// ---------------------------------------------------------------- helpers

async function fhir(url: string, options: { key?: string | null; headers?: Record<string, string>; method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: string } = {}): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? keyA : options.key;
  return t.app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });
}

async function search(url: string, key?: string): Promise<Bundle> {
  const res = await fhir(url, { key });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const bundle = res.json() as Bundle;
  expect(bundle.resourceType).toBe('Bundle');
  expect(bundle.type).toBe('searchset');
  return bundle;
}

const matches = (bundle: Bundle) => (bundle.entry ?? []).filter((e) => (e.search?.mode ?? 'match') === 'match').map((e) => e.resource);
const includes = (bundle: Bundle) => (bundle.entry ?? []).filter((e) => e.search?.mode === 'include').map((e) => e.resource);
/** The first match; fails the test when there is none. */
function firstMatch(bundle: Bundle): Json {
  const first = matches(bundle)[0];
  if (!first) throw new Error(`no match in ${JSON.stringify(bundle).slice(0, 300)}`);
  return first;
}
const matchIds = (bundle: Bundle) => matches(bundle).map((r) => r.id as string).sort();
const link = (bundle: Bundle, relation: string) => bundle.link?.find((l) => l.relation === relation)?.url;
/** A link as a path the in-process server answers (links are absolute, on PUBLIC_URL). */
const pathOf = (absolute: string) => { const u = new URL(absolute); return u.pathname + u.search; };

/** The FHIR ids of clinic A's patients named by handle, sorted. */
const ids = (...handles: Handle[]) => handles.map((h) => pa[h].id).sort();

function expectOutcome(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const body = res.json();
  expect(body.resourceType).toBe('OperationOutcome');
  expect(Array.isArray(body.issue) && body.issue.length).toBeTruthy();
  return body;
}

/** FHIR R4 search.html#errors: an unsupported modifier/prefix SHALL be refused; either outcome is conformant. */
async function resultOrRefusal(url: string, expected: string[]) {
  const res = await fhir(url);
  if (res.statusCode === 400) { expectOutcome(res, 400); return; }
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(matchIds(res.json() as Bundle), url).toEqual([...expected].sort());
}

async function patientIds(query: string): Promise<string[]> {
  const bundle = await search(`/fhir/Patient?${query}`);
  expect(bundle.total, query).toBe(matches(bundle).length);
  return matchIds(bundle);
}

async function observationIds(query: string, key?: string): Promise<string[]> {
  return matchIds(await search(`/fhir/Observation?${query}`, key));
}

function multipart(fileNumber: string, filename: string, type: string, data: Buffer) {
  const boundary = `----probe-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileNumber"\r\n\r\n${fileNumber}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function createPatient(owner: Actor, body: Json) {
  const res = await owner.post('/api/patients', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { fileNumber: string };
}

async function ok(res: Promise<LightMyRequestResponse>, status = 201) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}

const lab = (name: string, value: string, flag: string, takenAt: string) => ({ name, value, flag, takenAt });

// ---------------------------------------------------------------- data

beforeAll(async () => {
  setupStartedAt = new Date(Date.now() - 2000).toISOString().replace(/\.\d+Z$/, 'Z');
  t = await startTestApp();
  a = await seedClinic(t.app, ['owner', 'doctor']);
  b = await seedClinic(t.app, ['owner']);
  const ownerA = a.as('owner');
  const ownerB = b.as('owner');

  const jose = await createPatient(ownerA, {
    name: 'José García', sex: 'M', dateOfBirth: '1980-03-15',
    allergies: [{ substance: 'Penicillin', reaction: 'Rash', severity: 'severe' }],
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
    problems: [{ label: 'Type 2 diabetes', since: '2015' }],
    encounters: [{ date: '2025-03-10', type: 'Follow-up', provider: 'Dr. Who', summary: 'Stable.' }],
    labs: [
      lab('HbA1c', '7.2', 'high', '2025-03-10'),
      lab('Potassium', '6.9', 'critical', '2025-03-10T08:30:00Z'),
      lab('Glucose', '3.1', 'low', '2025-02-28'),
      lab('Culture', 'No growth', 'normal', '2025-01-05'),
      lab('Sodium', '140', 'normal', '2024-12-31'),
      lab('Troponin', 'positive', 'critical', '2025-03-11'),
    ],
    vitals: { bp: '120/80', hr: '72', temp: '36.8', spo2: '98', takenAt: '2025-03-10' },
  });
  const maria = await createPatient(ownerA, {
    name: 'María José Núñez Pérez', sex: 'F', dateOfBirth: '1992-11-02',
    labs: [lab('Hemoglobin', '12.9', 'normal', '2025-03-31')],
    vitals: { bp: '110/70', hr: '64', temp: '37.1', spo2: '99', takenAt: '2025-04-01' },
  });
  const ana = await createPatient(ownerA, { name: 'Ana de la Cruz', sex: 'F', dateOfBirth: '1980-12-31' });
  const zoe = await createPatient(ownerA, { name: 'Zoë Ångström', sex: 'F', dateOfBirth: '2001-01-01' });
  const garciaparra = await createPatient(ownerA, {
    name: 'Jose Garciaparra', sex: 'M', dateOfBirth: '1975-06-20',
    labs: Array.from({ length: 50 }, (_, i) => lab(`Bulk ${i}`, String(i), 'normal', `2024-0${1 + (i % 9)}-1${i % 10}`)),
  });
  await ok(ownerA.post(`/api/patients/${garciaparra.fileNumber}/labs`, {
    labs: Array.from({ length: 5 }, (_, i) => lab(`Bulk ${50 + i}`, String(50 + i), 'normal', '2024-10-01')),
  }));

  // Appointments of every status for José, one for María, one ad-hoc without a file number (not served).
  for (const [date, time, status] of [['2025-03-10', '10:00', 'confirmed'], ['2025-03-11', '12:00', 'checked-in'], ['2025-03-12', '12:00', 'completed'], ['2025-04-01', '12:00', 'cancelled']]) {
    await ok(ownerA.post('/api/appointments', { fileNumber: jose.fileNumber, name: 'José García', date, time, status, type: 'Follow-up' }));
  }
  await ok(ownerA.post('/api/appointments', { fileNumber: maria.fileNumber, name: 'María José Núñez Pérez', date: '2025-03-10', time: '13:00' }));
  await ok(ownerA.post('/api/appointments', { fileNumber: '', name: 'Walk In', date: '2025-03-10', time: '11:00' }));
  // A late-evening visit whose 30-minute end falls on the next day.
  await ok(ownerA.post('/api/appointments', { fileNumber: maria.fileNumber, name: 'María José Núñez Pérez', date: '2025-03-20', time: '23:45', status: 'completed' }));

  // Prescriptions of every status; one active with a past endDate is expired by §6 and so `stopped`.
  const rx = (fileNumber: string, name: string, medication: string, extra: Json) =>
    ok(ownerA.post('/api/prescriptions', { fileNumber, name, initials: 'JG', medication, dose: '10 mg', frequency: 'daily', ...extra }));
  await rx(jose.fileNumber, 'José García', 'Lisinopril', { status: 'active' });
  await rx(jose.fileNumber, 'José García', 'Amoxicillin', { status: 'completed' });
  await rx(jose.fileNumber, 'José García', 'Ibuprofen', { status: 'expired' });
  await rx(jose.fileNumber, 'José García', 'Omeprazole', { status: 'active', startDate: '2019-01-01', endDate: '2020-01-01' });
  await rx(maria.fileNumber, 'María José Núñez Pérez', 'Levothyroxine', { status: 'active' });

  attachmentA = { id: '', bytes: Buffer.from('%PDF-1.4\nprobe report\n%%EOF\n') };
  const form = multipart(jose.fileNumber, 'report.pdf', 'application/pdf', attachmentA.bytes);
  attachmentA.id = (await ok(ownerA.post('/api/attachments', form.body, { 'content-type': form.contentType }))).id;
  const form2 = multipart(maria.fileNumber, 'scan.png', 'image/png', Buffer.from('not really a png'));
  await ok(ownerA.post('/api/attachments', form2.body, { 'content-type': form2.contentType }));

  // Clinic B: a namesake of José with a lab, so any leak shows.
  const bJose = await createPatient(ownerB, { name: 'José García', sex: 'M', dateOfBirth: '1980-03-15', labs: [lab('HbA1c', '5.0', 'normal', '2025-03-10')] });
  await ok(ownerB.post('/api/appointments', { fileNumber: bJose.fileNumber, name: 'José García', date: '2025-03-10', time: '12:00' }));

  keyA = (await ok(ownerA.post('/api/integrations/fhir-server/keys', { label: 'probe A' }))).key;
  keyB = (await ok(ownerB.post('/api/integrations/fhir-server/keys', { label: 'probe B' }))).key;

  // FHIR ids are the server's business: read them back through the identifier each patient carries.
  const all = await search('/fhir/Patient?_count=500');
  const byMrn = new Map(matches(all).map((p) => [p.identifier?.find((i: Json) => i.system === MRN_SYSTEM)?.value, p.id as string]));
  for (const [handle, p] of Object.entries({ jose, maria, ana, zoe, garciaparra }) as Array<[Handle, { fileNumber: string }]>) {
    pa[handle] = { fileNumber: p.fileNumber, id: byMrn.get(p.fileNumber) ?? `missing-${handle}` };
  }
  const bAll = await search('/fhir/Patient', keyB);
  bJoseId = firstMatch(bAll).id;
  bObservationId = firstMatch(await search(`/fhir/Observation?patient=${bJoseId}`, keyB)).id;
}, SETUP_TIMEOUT);

afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

// ---------------------------------------------------------------- keys

describe('keys (§9 first bullet)', () => {
  it('§9: POST gives { id, label, key, createdAt } once; GET lists without the key; lastUsedAt follows use', async () => {
    const owner = a.as('owner');
    const created = await ok(owner.post('/api/integrations/fhir-server/keys', { label: 'listing probe' }));
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'key', 'label']);
    const before = (await ok(owner.get('/api/integrations/fhir-server/keys'), 200)) as Json[];
    const row = before.find((k) => k.id === created.id);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('key');
    expect(row!.lastUsedAt ?? null).toBeNull();
    expect(JSON.stringify(before)).not.toContain(created.key);
    expect((await fhir('/fhir/Patient?_summary=count', { key: created.key })).statusCode).toBe(200);
    const after = (await ok(owner.get('/api/integrations/fhir-server/keys'), 200)) as Json[];
    expect(after.find((k) => k.id === created.id)!.lastUsedAt).toBeTruthy();
  });

  it('§9 + §2: only owner/admin manage keys; a doctor is refused', async () => {
    const res = await a.as('doctor').post('/api/integrations/fhir-server/keys', { label: 'nope' });
    expect(res.statusCode).toBe(403);
    expect((await a.as('doctor').get('/api/integrations/fhir-server/keys')).statusCode).toBe(403);
  });

  it('issue 16 (keys): an activity entry for create and for revoke, naming the key', async () => {
    const owner = a.as('owner');
    const created = await ok(owner.post('/api/integrations/fhir-server/keys', { label: 'activity probe' }));
    const latest = async () => ((await ok(owner.get('/api/activity?limit=1'), 200)) as Json[])[0];
    expect(await latest()).toMatchObject({ action: 'fhir_server_key.created', entityId: created.id });
    expect((await owner.delete(`/api/integrations/fhir-server/keys/${created.id}`)).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ action: 'fhir_server_key.revoked', entityId: created.id });
  });

  it('issue 16 (audit, as the service\'s OpenAPI documents GET /api/integrations/fhir-server/access-log): reads, searches with included ids, misses; owner only; per clinic', async () => {
    const owner = a.as('owner');
    const created = await ok(owner.post('/api/integrations/fhir-server/keys', { label: 'audit probe' }));
    await fhir(`/fhir/Observation?patient=${pa.jose.id}&category=vital-signs&_include=Observation:patient`, { key: created.key });
    await fhir(`/fhir/Patient/${pa.zoe.id}`, { key: created.key });
    await fhir('/fhir/Patient/nope', { key: created.key });
    await fhir(`/fhir/Binary/${attachmentA.id}`, { key: created.key, headers: { accept: '*/*' } });
    const log = ((await ok(owner.get('/api/integrations/fhir-server/access-log?limit=500'), 200)) as Json[]).filter((e) => e.keyId === created.id);
    expect(log).toHaveLength(4);
    const [binary, miss, read, searched] = log;
    expect(binary).toMatchObject({ interaction: 'binary', status: 200 });
    expect(miss).toMatchObject({ interaction: 'read', resourceType: 'Patient', status: 404 });
    expect(read).toMatchObject({ interaction: 'read', resourceType: 'Patient', resourceIds: [`Patient/${pa.zoe.id}`], status: 200 });
    expect(searched).toMatchObject({ interaction: 'search-type', resourceType: 'Observation', status: 200 });
    expect(searched!.resourceIds).toHaveLength(5);
    expect(searched!.resourceIds).toContain(`Patient/${pa.jose.id}`);
    expect((await a.as('doctor').get('/api/integrations/fhir-server/access-log')).statusCode).toBe(403);
    const bLog = (await ok(b.as('owner').get('/api/integrations/fhir-server/access-log?limit=500'), 200)) as Json[];
    expect(bLog.some((e) => e.keyId === created.id)).toBe(false);
  });

  it('§9 + §3: keys are per clinic — B neither lists nor revokes A\'s keys; a body without a label is a 400', async () => {
    const created = await ok(a.as('owner').post('/api/integrations/fhir-server/keys', { label: 'scope probe' }));
    const bList = (await ok(b.as('owner').get('/api/integrations/fhir-server/keys'), 200)) as Json[];
    expect(bList.some((k) => k.id === created.id)).toBe(false);
    expect((await b.as('owner').delete(`/api/integrations/fhir-server/keys/${created.id}`)).statusCode).toBe(404);
    expect((await fhir('/fhir/Patient?_summary=count', { key: created.key })).statusCode).toBe(200);
    expect((await a.as('owner').post('/api/integrations/fhir-server/keys', {})).statusCode).toBe(400);
    expect((await a.as('owner').delete(`/api/integrations/fhir-server/keys/${created.id}`)).statusCode).toBe(204);
    expect((await a.as('owner').delete(`/api/integrations/fhir-server/keys/${created.id}`)).statusCode).toBe(404);
  });

  it('§9: DELETE revokes at once (204), then the key gets 401', async () => {
    const owner = a.as('owner');
    const created = await ok(owner.post('/api/integrations/fhir-server/keys', { label: 'to revoke' }));
    expect((await fhir('/fhir/Patient?_summary=count', { key: created.key })).statusCode).toBe(200);
    expect((await owner.delete(`/api/integrations/fhir-server/keys/${created.id}`)).statusCode).toBe(204);
    const res = await fhir('/fhir/Patient?_summary=count', { key: created.key });
    expectOutcome(res, 401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });
});

// ---------------------------------------------------------------- HTTP layer

describe('HTTP (§9 bullets 2, 4, 7; FHIR R4 http.html)', () => {
  it('§9: GET /fhir/metadata needs no key; everything else answers 401 + WWW-Authenticate: Bearer + OperationOutcome', async () => {
    expect((await fhir('/fhir/metadata', { key: null })).statusCode).toBe(200);
    for (const headers of [{} as Record<string, string>, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer not-a-key' }, { authorization: 'Bearer ' }, { authorization: `bearer ${keyA}x` }]) {
      const res = await fhir(`/fhir/Patient/${pa.jose.id}`, { key: null, headers });
      expectOutcome(res, 401);
      expect(res.headers['www-authenticate'], JSON.stringify(headers)).toMatch(/^Bearer/);
    }
  });

  it('RFC 7235 §2.1: the auth scheme is case-insensitive ("bearer <key>" is a valid Bearer credential)', async () => {
    const res = await fhir(`/fhir/Patient/${pa.jose.id}`, { key: null, headers: { authorization: `bearer ${keyA}` } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('§9: JSON for Accept fhir+json, json, */*, none, a browser Accept, and fhir+json with a fhirVersion parameter (R4 http.html#mime-type)', async () => {
    for (const accept of [undefined, 'application/fhir+json', 'application/json', '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8', 'application/fhir+json; fhirVersion=4.0', 'application/fhir+json;q=0.9, application/fhir+xml;q=0.8']) {
      const res = await fhir(`/fhir/Patient/${pa.jose.id}`, { headers: accept ? { accept } : {} });
      expect(res.statusCode, `Accept: ${accept}`).toBe(200);
      expect(res.headers['content-type'], `Accept: ${accept}`).toMatch(/^application\/fhir\+json/);
    }
  });

  it('RFC 9110 §12.5.1: an Accept that prefers XML but accepts JSON gets JSON (JSON is acceptable)', async () => {
    for (const accept of ['application/fhir+xml, application/fhir+json;q=0.5', 'application/xml;q=1, application/json;q=0.1']) {
      const res = await fhir(`/fhir/Patient/${pa.jose.id}`, { headers: { accept } });
      expect(res.statusCode, `Accept: ${accept}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    }
  });

  it('§9: _format=json, application/json and application/fhir+json are JSON (R4 http.html#mime-type, _format values)', async () => {
    for (const format of ['json', 'application/json', 'application/fhir%2Bjson']) {
      const res = await fhir(`/fhir/Patient/${pa.jose.id}?_format=${format}`);
      expect(res.statusCode, `_format=${format}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    }
    // An unescaped + in a query decodes to a space (URL form encoding), so "application/fhir json" is not a media
    // type FHIR names; serving it as JSON is kind, refusing it with 406 is allowed. Either, as FHIR.
    const raw = await fhir(`/fhir/Patient/${pa.jose.id}?_format=application/fhir+json`);
    if (raw.statusCode !== 200) expectOutcome(raw, 406);
    expect((await fhir(`/fhir/Patient?_format=json&_pretty=true&_id=${pa.jose.id}`)).statusCode).toBe(200);
  });

  it('§9: XML → 406 OperationOutcome, by Accept and by _format (which overrides Accept, R4 http.html)', async () => {
    for (const accept of ['application/fhir+xml', 'application/xml', 'text/xml']) {
      expectOutcome(await fhir(`/fhir/Patient/${pa.jose.id}`, { headers: { accept } }), 406);
      expectOutcome(await fhir('/fhir/Patient', { headers: { accept } }), 406);
    }
    for (const format of ['xml', 'application/fhir%2Bxml', 'text/xml']) {
      expectOutcome(await fhir(`/fhir/Patient/${pa.jose.id}?_format=${format}`), 406);
      expectOutcome(await fhir(`/fhir/Patient/${pa.jose.id}?_format=${format}`, { headers: { accept: 'application/fhir+json' } }), 406);
    }
    expectOutcome(await fhir('/fhir/metadata', { key: null, headers: { accept: 'application/fhir+xml' } }), 406);
  });

  it('§9: every write is 405 with Allow: GET and an OperationOutcome', async () => {
    const cases: Array<['POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
      ['POST', '/fhir/Patient'], ['PUT', `/fhir/Patient/${pa.jose.id}`], ['PATCH', `/fhir/Patient/${pa.jose.id}`],
      ['DELETE', `/fhir/Patient/${pa.jose.id}`], ['DELETE', '/fhir/Patient'], ['POST', '/fhir/Observation'],
      ['PUT', '/fhir/MedicationRequest/x'], ['POST', '/fhir'],
    ];
    for (const [method, url] of cases) {
      const res = await fhir(url, { method, body: '{"resourceType":"Patient"}', headers: { 'content-type': 'application/fhir+json' } });
      expectOutcome(res, 405);
      expect(res.headers.allow, `${method} ${url}`).toMatch(/\bGET\b/);
    }
  });

  it('R4 http.html#search (POST [type]/_search): a search, or refused as unsupported with an OperationOutcome', async () => {
    const res = await fhir('/fhir/Patient/_search', { method: 'POST', body: 'gender=female', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (res.statusCode === 200) expect(matchIds(res.json())).toEqual(ids('maria', 'ana', 'zoe'));
    else {
      expect([404, 405]).toContain(res.statusCode);
      expectOutcome(res, res.statusCode);
    }
  });

  it('R4 http.html read: ETag W/"<versionId>", Last-Modified = meta.lastUpdated (to the second)', async () => {
    const res = await fhir(`/fhir/Patient/${pa.jose.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.versionId).toBeTruthy();
    expect(res.headers.etag).toBe(`W/"${body.meta.versionId}"`);
    const lastModified = Date.parse(String(res.headers['last-modified']));
    expect(lastModified).toBe(Math.floor(Date.parse(body.meta.lastUpdated) / 1000) * 1000);
  });

  it('§9 + RFC 7232 §3.2: If-None-Match with the current tag → 304 (weak comparison: W/"v" and "v" both match; "*" matches; a list matches)', async () => {
    const first = await fhir(`/fhir/Patient/${pa.jose.id}`);
    const v = first.json().meta.versionId as string;
    for (const tag of [`W/"${v}"`, `"${v}"`, '*', `W/"nope", W/"${v}"`]) {
      const res = await fhir(`/fhir/Patient/${pa.jose.id}`, { headers: { 'if-none-match': tag } });
      expect(res.statusCode, `If-None-Match: ${tag}`).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(`W/"${v}"`);
    }
    const head = await fhir(`/fhir/Patient/${pa.jose.id}`, { method: 'HEAD', headers: { 'if-none-match': `W/"${v}"` } });
    expect(head.statusCode, 'HEAD with the current tag').toBe(304);
    for (const tag of [`W/"${v}0"`, '"other"', `W/${v}`]) {
      expect((await fhir(`/fhir/Patient/${pa.jose.id}`, { headers: { 'if-none-match': tag } })).statusCode, tag).toBe(200);
    }
  });

  it('§9: after a change through the API the old tag no longer matches and the version moves', async () => {
    const owner = a.as('owner');
    const created = await createPatient(owner, { name: 'Versioned Person', sex: 'M' });
    const found = await search(`/fhir/Patient?identifier=${encodeURIComponent(MRN_SYSTEM)}|${created.fileNumber}`);
    expect(found.total).toBe(1);
    const id = firstMatch(found).id as string;
    const before = await fhir(`/fhir/Patient/${id}`);
    const current = (await owner.get(`/api/patients/${created.fileNumber}`)).json();
    expect((await owner.put(`/api/patients/${created.fileNumber}`, { ...current, phone: '555-0100' })).statusCode).toBe(200);
    const after = await fhir(`/fhir/Patient/${id}`, { headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().meta.versionId).not.toBe(before.json().meta.versionId);
    // Leave the clinic as the other tests count it: this patient is deleted again, and then is gone (R4 http.html#read: 404, or 410 for a known deletion).
    expect((await owner.delete(`/api/patients/${created.fileNumber}`)).statusCode).toBe(204);
    const gone = await fhir(`/fhir/Patient/${id}`);
    expectOutcome(gone, gone.statusCode === 410 ? 410 : 404);
    expect((await search(`/fhir/Patient?_id=${id}`)).total).toBe(0);
  });

  it('§9 + RFC 9110 §8.8.3: a changed Observation or Appointment gets a new version, so a cached copy is never confirmed by 304', async () => {
    const owner = a.as('owner');
    const p = await createPatient(owner, { name: 'Cache Probe', vitals: { bp: '120/80', hr: '72', temp: '36.8', spo2: '98', takenAt: '2025-06-01' } });
    const patientId = firstMatch(await search(`/fhir/Patient?identifier=${p.fileNumber}`)).id as string;
    const hr = firstMatch(await search(`/fhir/Observation?patient=${patientId}&code=${LOINC}|8867-4`));
    const appt = await ok(owner.post('/api/appointments', { fileNumber: p.fileNumber, name: 'Cache Probe', date: '2025-06-02', time: '12:00' }));
    const booked = firstMatch(await search(`/fhir/Appointment?patient=${patientId}`));
    const etagOf = async (url: string) => String((await fhir(url)).headers.etag);
    const hrTag = await etagOf(`/fhir/Observation/${hr.id}`);
    const apptTag = await etagOf(`/fhir/Appointment/${booked.id}`);

    const current = (await owner.get(`/api/patients/${p.fileNumber}`)).json();
    expect((await owner.put(`/api/patients/${p.fileNumber}`, { ...current, vitals: { ...current.vitals, hr: '96' } })).statusCode).toBe(200);
    expect((await owner.put(`/api/appointments/${appt.id}`, { ...appt, status: 'checked-in' })).statusCode).toBe(200);

    const hrNow = firstMatch(await search(`/fhir/Observation?patient=${patientId}&code=${LOINC}|8867-4`));
    expect(hrNow.valueQuantity.value).toBe(96);
    const hrRead = await fhir(`/fhir/Observation/${hrNow.id}`, { headers: { 'if-none-match': hrTag } });
    if (hrNow.id === hr.id) {
      expect(hrRead.statusCode, 'same id, new value: the old ETag must not match').toBe(200);
      expect(hrRead.json().valueQuantity.value).toBe(96);
    }
    const apptRead = await fhir(`/fhir/Appointment/${booked.id}`, { headers: { 'if-none-match': apptTag } });
    expect(apptRead.statusCode).toBe(200);
    expect(apptRead.json().status).toBe('arrived');

    expect((await owner.delete(`/api/appointments/${appt.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/patients/${p.fileNumber}`)).statusCode).toBe(204);
  });

  it('RFC 9110 §9.3.2: HEAD answers like GET without a body (read, search, metadata)', async () => {
    for (const url of [`/fhir/Patient/${pa.jose.id}`, '/fhir/Patient?gender=male', '/fhir/metadata']) {
      const get = await fhir(url);
      const head = await fhir(url, { method: 'HEAD' });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      if (get.headers.etag) expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it('issue 16 HTTP: gzip when the client accepts it, plain otherwise', async () => {
    const url = `/fhir/Observation?patient=${pa.garciaparra.id}&_count=100`;
    const zipped = await fhir(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const bundle = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(bundle.total).toBe(55);
    const plain = await fhir(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().total).toBe(55);
    // RFC 9110 §12.5.3: q=0 means "not acceptable".
    const refused = await fhir(url, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().total).toBe(55);
  });

  it('issue 16 HTTP: the laboratory page (written as bytes) is gzipped when accepted, the same Bundle either way, with its Content-Length', async () => {
    const url = `/fhir/Observation?patient=${pa.garciaparra.id}&category=laboratory&_count=100`;
    const plain = await fhir(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.json().entry.length).toBeGreaterThan(0);
    const zipped = await fhir(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.payload);
  });

  it('R4 http.html#read / #search: unknown id → 404; a resource type the server does not serve → 404; both OperationOutcome', async () => {
    expectOutcome(await fhir('/fhir/Patient/does-not-exist'), 404);
    expectOutcome(await fhir('/fhir/Observation/does-not-exist'), 404);
    expectOutcome(await fhir('/fhir/Practitioner'), 404);
    expectOutcome(await fhir('/fhir/Practitioner/1'), 404);
  });

  it('§9 clumsy URLs: a trailing slash is the same resource/search or a FHIR 404, never a non-FHIR error', async () => {
    for (const [url, plain] of <Array<[string, string]>>[[`/fhir/Patient/${pa.jose.id}/`, `/fhir/Patient/${pa.jose.id}`], ['/fhir/Patient/?gender=male', '/fhir/Patient?gender=male'], ['/fhir/metadata/', '/fhir/metadata']]) {
      const res = await fhir(url);
      if (res.statusCode === 200) {
        const expected = (await fhir(plain)).json();
        const got = res.json();
        if (got.resourceType === 'Bundle') expect(matchIds(got)).toEqual(matchIds(expected));
        else expect(got.id).toBe(expected.id);
      } else expectOutcome(res, res.statusCode === 400 ? 400 : 404); // FHIR defines no trailing-slash URL
    }
  });
});

// ---------------------------------------------------------------- clinic scope

describe('clinic scope (§9 bullet 3)', () => {
  it('a key of A reads nothing of B: read → 404, _id/reference/identifier searches → 0, includes never cross', async () => {
    expectOutcome(await fhir(`/fhir/Patient/${bJoseId}`), 404);
    expectOutcome(await fhir(`/fhir/Observation/${bObservationId}`), 404);
    expect((await search(`/fhir/Patient?_id=${bJoseId}`)).total).toBe(0);
    expect((await search(`/fhir/Observation?patient=Patient/${bJoseId}`)).total).toBe(0);
    expect((await search(`/fhir/Observation?_id=${bObservationId}`)).total).toBe(0);
    expect((await search(`/fhir/Appointment?patient=${bJoseId}&_include=Appointment:patient`)).entry ?? []).toEqual([]);
    // B's namesake has the same name; A's search finds only A's two Jose García(parra).
    expect(await patientIds('name=jos%C3%A9&family=garc%C3%ADa')).toEqual(ids('jose', 'garciaparra'));
  });

  it('a paging link of A replayed with a key of B gives B\'s data (or nothing), never A\'s', async () => {
    const page = await search(`/fhir/Observation?patient=${pa.garciaparra.id}&_count=5`);
    const next = link(page, 'next')!;
    const res = await fhir(pathOf(next), { key: keyB });
    if (res.statusCode !== 200) { expectOutcome(res, res.statusCode); return; }
    const replay = res.json() as Bundle;
    expect(replay.total).toBe(0);
    expect(replay.entry ?? []).toEqual([]);
  });

  it('a key of B sees only B', async () => {
    const all = await search('/fhir/Patient', keyB);
    expect(all.total).toBe(1);
    expect(matchIds(all)).toEqual([bJoseId]);
    expect((await search(`/fhir/Observation?patient=${pa.jose.id}`, keyB)).total).toBe(0);
    expectOutcome(await fhir(`/fhir/Patient/${pa.jose.id}`, { key: keyB }), 404);
    expectOutcome(await fhir(`/fhir/Binary/${attachmentA.id}`, { key: keyB }), 404);
    expect((await search('/fhir/Appointment', keyB)).total).toBe(1);
  });
});

// ---------------------------------------------------------------- Patient

describe('Patient (§9 table, mappings)', () => {
  it('§9 mapping: identifier type MR with <PUBLIC_URL>/fhir/sid/mrn, name split into family = last word, gender', async () => {
    const p = (await fhir(`/fhir/Patient/${pa.maria.id}`)).json();
    expect(p.resourceType).toBe('Patient');
    const mr = p.identifier.find((i: Json) => i.system === MRN_SYSTEM);
    expect(mr.value).toBe(pa.maria.fileNumber);
    expect(mr.type.coding).toContainEqual(expect.objectContaining({ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }));
    expect(p.name[0].family).toBe('Pérez');
    expect(p.name[0].given).toEqual(['María', 'José', 'Núñez']);
    expect(p.name[0].text ?? 'María José Núñez Pérez').toBe('María José Núñez Pérez');
    expect(p.gender).toBe('female');
    expect(p.meta.versionId).toBeTruthy();
    expect(p.meta.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  });

  it('§9 mapping: dateOfBirth → birthDate (the patient was created through POST /api/patients with dateOfBirth, §13 data standards)', async () => {
    const p = (await fhir(`/fhir/Patient/${pa.maria.id}`)).json();
    expect(p.birthDate).toBe('1992-11-02');
  });

  it('R4 search.html#string: case- and accent-insensitive prefix of any name part (JOSE, jose, josé, JOSÉ)', async () => {
    const expected = ids('jose', 'maria', 'garciaparra');
    for (const q of ['JOSE', 'jose', 'jos%C3%A9', 'JOS%C3%89', 'Jos', 'j']) {
      // 'j' too: no other patient has a name part starting with j.
      expect(await patientIds(`name=${q}`), `name=${q}`).toEqual(expected);
    }
  });

  it('R4 string: a decomposed (NFD) accent is the same as the composed one and as no accent', async () => {
    const nfd = encodeURIComponent('Ångström'.normalize('NFD'));
    expect(await patientIds(`family=${nfd}`)).toEqual(ids('zoe'));
    expect(await patientIds('family=angstrom')).toEqual(ids('zoe'));
    expect(await patientIds('given=zoe')).toEqual(ids('zoe'));
    expect(await patientIds(`given=${encodeURIComponent('ZOË')}`)).toEqual(ids('zoe'));
  });

  it('R4 string: prefix, not substring (name=osé matches nobody); family and given search their own parts only', async () => {
    expect(await patientIds('name=os%C3%A9')).toEqual([]);
    expect(await patientIds('family=garc')).toEqual(ids('jose', 'garciaparra'));
    expect(await patientIds('family=jose')).toEqual([]);
    expect(await patientIds('given=nu%C3%B1ez')).toEqual(ids('maria'));
    expect(await patientIds('given=nunez')).toEqual(ids('maria'));
    expect(await patientIds('given=perez')).toEqual([]);
    expect(await patientIds('family=perez')).toEqual(ids('maria'));
    expect(await patientIds('name=cruz')).toEqual(ids('ana'));
    expect(await patientIds('name=la')).toEqual(ids('ana'));
  });

  it('R4 string with a space: + and %20 are the same value (x-www-form-urlencoded); matching the whole text is consistent', async () => {
    const plus = await patientIds('name=mar%C3%ADa+jos%C3%A9');
    const space = await patientIds('name=mar%C3%ADa%20jos%C3%A9');
    expect(plus).toEqual(space);
    const maria = (await fhir(`/fhir/Patient/${pa.maria.id}`)).json();
    // With name.text present, "maría josé" is a prefix of it; without, no single part has a space.
    expect(plus).toEqual(maria.name[0].text ? ids('maria') : []);
  });

  it('R4 search.html#modifiers (:exact): exact, case- and accent-sensitive — or refused', async () => {
    await resultOrRefusal('/fhir/Patient?family:exact=Garc%C3%ADa', ids('jose'));
    await resultOrRefusal('/fhir/Patient?family:exact=garcia', []);
    await resultOrRefusal('/fhir/Patient?family:exact=Garc', []);
  });

  it('R4 search.html#modifiers (:contains): anywhere in the value, case/accent-insensitive — or refused', async () => {
    await resultOrRefusal('/fhir/Patient?name:contains=arci', ids('jose', 'garciaparra'));
    await resultOrRefusal('/fhir/Patient?name:contains=%C3%91EZ', ids('maria'));
  });

  it('R4 search.html#errors + §9: an unknown modifier is refused with 400 (e.g. name:sounds-like, gender:wrong)', async () => {
    expectOutcome(await fhir('/fhir/Patient?name:sounds-like=jose'), 400);
    expectOutcome(await fhir('/fhir/Patient?gender:wrong=male'), 400);
  });

  it('R4 search.html#combining (several values OR-ed, a repeated parameter AND-ed)', async () => {
    expect(await patientIds('name=jose,ana')).toEqual(ids('jose', 'maria', 'garciaparra', 'ana'));
    expect(await patientIds('name=jose&name=garcia')).toEqual(ids('jose', 'garciaparra'));
    expect(await patientIds('name=jose&family=perez')).toEqual(ids('maria'));
    expect(await patientIds('gender=female&gender=male')).toEqual([]);
    expect(await patientIds('gender=female,male')).toEqual(ids('jose', 'maria', 'ana', 'zoe', 'garciaparra'));
  });

  it('R4 search.html#token: code, system|code, |code (no system), system| (any code)', async () => {
    expect(await patientIds('gender=female')).toEqual(ids('maria', 'ana', 'zoe'));
    expect(await patientIds('gender=http://hl7.org/fhir/administrative-gender|male')).toEqual(ids('jose', 'garciaparra'));
    expect(await patientIds('gender=http://example.org/other|male')).toEqual([]);
    const sys = encodeURIComponent(MRN_SYSTEM);
    expect(await patientIds(`identifier=${sys}|${pa.jose.fileNumber}`)).toEqual(ids('jose'));
    expect(await patientIds(`identifier=${MRN_SYSTEM}|${pa.jose.fileNumber}`)).toEqual(ids('jose'));
    expect(await patientIds(`identifier=${pa.jose.fileNumber}`)).toEqual(ids('jose'));
    expect(await patientIds(`identifier=${pa.jose.fileNumber},${pa.ana.fileNumber}`)).toEqual(ids('jose', 'ana'));
    // |code: only identifiers without a system; every MRN has one.
    expect(await patientIds(`identifier=|${pa.jose.fileNumber}`)).toEqual([]);
    expect(await patientIds(`identifier=${sys}|`)).toEqual(ids('jose', 'maria', 'ana', 'zoe', 'garciaparra'));
    expect(await patientIds(`identifier=http://example.org/mrn|${pa.jose.fileNumber}`)).toEqual([]);
  });

  it('R4 search.html#token (:not) — or refused', async () => {
    await resultOrRefusal('/fhir/Patient?gender:not=male', ids('maria', 'ana', 'zoe'));
  });

  it('R4 search.html#date on birthdate: precision year, month, day and prefixes', async () => {
    expect(await patientIds('birthdate=1980')).toEqual(ids('jose', 'ana'));
    expect(await patientIds('birthdate=1980-03')).toEqual(ids('jose'));
    expect(await patientIds('birthdate=1980-03-15')).toEqual(ids('jose'));
    expect(await patientIds('birthdate=eq1980-12-31')).toEqual(ids('ana'));
    expect(await patientIds('birthdate=ne1980')).toEqual(ids('maria', 'zoe', 'garciaparra'));
    expect(await patientIds('birthdate=lt1980')).toEqual(ids('garciaparra'));
    expect(await patientIds('birthdate=le1980')).toEqual(ids('garciaparra', 'jose', 'ana'));
    expect(await patientIds('birthdate=gt1980-12-31')).toEqual(ids('maria', 'zoe'));
    expect(await patientIds('birthdate=ge1980-12-31')).toEqual(ids('ana', 'maria', 'zoe'));
    expect(await patientIds('birthdate=ge1980&birthdate=lt1993')).toEqual(ids('jose', 'ana', 'maria'));
    expect(await patientIds('birthdate=1975,2001')).toEqual(ids('garciaparra', 'zoe'));
  });

  it('R4 date: a malformed date or an unknown prefix is a 400 OperationOutcome', async () => {
    for (const q of ['birthdate=notadate', 'birthdate=1980-13', 'birthdate=1980-02-30', 'birthdate=xx1980', 'birthdate=gt']) {
      expectOutcome(await fhir(`/fhir/Patient?${q}`), 400);
    }
  });

  it('R4 search.html#prefix sa/eb/ap (not in §9\'s list): correct, or refused with 400', async () => {
    await resultOrRefusal('/fhir/Patient?birthdate=sa1980-12-31', ids('maria', 'zoe'));
    await resultOrRefusal('/fhir/Patient?birthdate=eb1980', ids('garciaparra'));
  });

  it('R4 search.html#id _id: one id, several ids', async () => {
    expect(await patientIds(`_id=${pa.jose.id}`)).toEqual(ids('jose'));
    expect(await patientIds(`_id=${pa.jose.id},${pa.zoe.id}`)).toEqual(ids('jose', 'zoe'));
    expect(await patientIds('_id=nope')).toEqual([]);
  });

  it('R4 search.html#lastUpdated: ge setup start → all, lt 2000 → none, gt 2100 → none', async () => {
    expect(await patientIds(`_lastUpdated=ge${setupStartedAt}`)).toEqual(ids('jose', 'maria', 'ana', 'zoe', 'garciaparra'));
    expect(await patientIds('_lastUpdated=lt2000-01-01')).toEqual([]);
    expect(await patientIds('_lastUpdated=gt2100')).toEqual([]);
    expect(await patientIds(`_lastUpdated=${setupStartedAt.slice(0, 4)}`)).toEqual(ids('jose', 'maria', 'ana', 'zoe', 'garciaparra'));
  });

  it('R4 search.html#escaping: \\, is a literal comma inside one value, not an OR', async () => {
    expect(await patientIds('name=jose%5C,ana')).toEqual([]);
    expect(await patientIds('name=jose\\,ana')).toEqual([]);
  });

  it('R4 search.html#escaping: \\| is a literal | inside a token value, not the system separator', async () => {
    expect(await patientIds(`identifier=${encodeURIComponent(MRN_SYSTEM)}%5C|${pa.jose.fileNumber}`)).toEqual([]);
  });

  it('R4 search.html#token: codes of a case-sensitive code system match case-sensitively (gender=MALE, category=LABORATORY find nothing)', async () => {
    expect(await patientIds('gender=MALE')).toEqual([]);
    expect(await observationIds(`patient=${pa.jose.id}&category=LABORATORY`)).toEqual([]);
  });

  it('hostile values: quotes, SQL-ish text, bad percent-encoding and invalid UTF-8 are a result or a 400, never a 500', async () => {
    for (const q of ["name='%20OR%201=1--", "_id='%20OR%20'1'='1", 'name=%25', 'name=%FF', 'name=%', 'family=%E0%A4%A', `name=${'a'.repeat(5000)}`]) {
      const res = await fhir(`/fhir/Patient?${q}`);
      expect([200, 400], `${q.slice(0, 40)}: ${res.statusCode}`).toContain(res.statusCode);
      if (res.statusCode === 400) expectOutcome(res, 400);
      else expect(matchIds(res.json())).toEqual([]);
    }
  });

  it('clumsy client: an unescaped + in a date offset arrives as a space — a 400 OperationOutcome or the +02:00 meaning, never a 500', async () => {
    const res = await fhir(`/fhir/Observation?patient=${pa.jose.id}&date=eq2025-03-10T10:30:00+02:00`);
    if (res.statusCode === 400) { expectOutcome(res, 400); return; }
    expect(res.statusCode).toBe(200);
    expect(matches(res.json()).map((o) => o.code.text)).toEqual(['Potassium']);
  });

  it('R4 http.html: interactions this server does not offer (vread, history, $operations) are FHIR errors, not HTML/JSON of another kind', async () => {
    for (const url of [`/fhir/Patient/${pa.jose.id}/_history/1`, `/fhir/Patient/${pa.jose.id}/_history`, `/fhir/Patient/${pa.jose.id}/$everything`, '/fhir/Patient/$validate', '/fhir/_history', '/fhir', '/fhir?_id=x']) {
      const res = await fhir(url);
      expect([400, 404, 405, 501], url).toContain(res.statusCode);
      expectOutcome(res, res.statusCode);
    }
  });

  it('odd but legal encodings: an escaped | (%7C) in a token is the same as |; %2C is the same comma as ,', async () => {
    expect(await patientIds(`identifier=${encodeURIComponent(`${MRN_SYSTEM}|${pa.jose.fileNumber}`)}`)).toEqual(ids('jose'));
    expect(await patientIds('name=jose%2Cana')).toEqual(ids('jose', 'maria', 'garciaparra', 'ana'));
    expect(await patientIds('gen%64er=male')).toEqual(ids('jose', 'garciaparra'));
  });

  it('R4: a parameter with an empty value is ignored or refused, never a 500 or an empty result', async () => {
    const res = await fhir('/fhir/Patient?name=');
    if (res.statusCode === 400) { expectOutcome(res, 400); return; }
    expect(res.statusCode).toBe(200);
    expect(matchIds(res.json())).toEqual(ids('jose', 'maria', 'ana', 'zoe', 'garciaparra'));
  });

  it('R4 standard parameters §9 does not list (_total, _has, :missing, _revinclude): honoured or 400, never ignored silently', async () => {
    for (const q of ['_has:Observation:patient:code=8867-4', '_revinclude=Observation:patient', '_text=jose', '_content=jose', '_tag=x']) {
      expectOutcome(await fhir(`/fhir/Patient?${q}`), 400);
    }
    const total = await fhir('/fhir/Patient?_total=accurate');
    if (total.statusCode === 400) expectOutcome(total, 400);
    else expect(total.json().total).toBe(5);
    await resultOrRefusal('/fhir/Patient?name:missing=false', ids('jose', 'maria', 'ana', 'zoe', 'garciaparra'));
  });

  it('§9 (_sort only as date|-date on Observation, no silent ignoring): a Patient _sort is refused, or really applied', async () => {
    for (const key of ['family', 'name', '_id']) {
      const up = await fhir(`/fhir/Patient?_sort=${key}`);
      if (up.statusCode === 400) { expectOutcome(up, 400); continue; }
      const down = await fhir(`/fhir/Patient?_sort=-${key}`);
      const upIds = matches(up.json()).map((r) => r.id as string);
      const downIds = matches(down.json()).map((r) => r.id as string);
      expect(upIds.length).toBe(5);
      expect(downIds, `_sort=${key} and _sort=-${key} gave the same order: the sort was ignored`).toEqual([...upIds].reverse());
    }
  });

  it('§9: unknown parameters → 400 OperationOutcome (no silent ignoring); _format/_pretty are not unknown', async () => {
    for (const q of ['foo=bar', 'address=x', 'Name=jose', 'status=active']) expectOutcome(await fhir(`/fhir/Patient?${q}`), 400);
    expect((await fhir('/fhir/Patient?_pretty=false')).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- Observation

describe('Observation (§9 table, mappings)', () => {
  const loincOf = (o: Json) => o.code?.coding?.find((c: Json) => c.system === LOINC)?.code as string | undefined;
  const observations = async (patientHandle: Handle, extra = '') => matches(await search(`/fhir/Observation?patient=${pa[patientHandle].id}&_count=500${extra}`));

  it('§9 mapping: labs → category laboratory, code.text, valueQuantity/valueString, interpretation N/H/L/HH|LL, effectiveDateTime', async () => {
    const labs = await observations('jose', '&category=laboratory');
    const byName = new Map(labs.map((o) => [o.code.text as string, o]));
    expect([...byName.keys()].sort()).toEqual(['Culture', 'Glucose', 'HbA1c', 'Potassium', 'Sodium', 'Troponin']);
    const interp = (name: string) => byName.get(name)!.interpretation?.[0]?.coding?.find((c: Json) => c.system === INTERPRETATION_SYSTEM)?.code;
    expect(interp('HbA1c')).toBe('H');
    expect(interp('Glucose')).toBe('L');
    expect(interp('Sodium')).toBe('N');
    expect(['HH', 'LL']).toContain(interp('Potassium'));
    expect(['HH', 'LL']).toContain(interp('Troponin'));
    expect(byName.get('HbA1c')!.valueQuantity.value).toBe(7.2);
    expect(byName.get('Culture')!.valueString).toBe('No growth');
    expect(byName.get('Troponin')!.valueString).toBe('positive');
    expect(byName.get('HbA1c')!.effectiveDateTime).toBe('2025-03-10');
    expect(byName.get('Potassium')!.effectiveDateTime).toMatch(/^2025-03-10T08:30:00(\.000)?(Z|\+00:00)$/);
    for (const o of labs) {
      expect(o.category[0].coding).toContainEqual(expect.objectContaining({ system: CATEGORY_SYSTEM, code: 'laboratory' }));
      expect(o.subject.reference).toBe(`Patient/${pa.jose.id}`);
      expect(['registered', 'preliminary', 'final', 'amended', 'corrected', 'cancelled', 'entered-in-error', 'unknown']).toContain(o.status);
    }
  });

  it('§9 mapping: vitals → vital-signs with LOINC codes and UCUM units (BP panel with components)', async () => {
    const vitals = await observations('jose', '&category=vital-signs');
    const byCode = new Map(vitals.map((o) => [loincOf(o), o]));
    expect([...byCode.keys()].sort()).toEqual(['59408-5', '8310-5', '85354-9', '8867-4']);
    const ucum = (q: Json) => ({ value: q.value, system: q.system, code: q.code });
    expect(ucum(byCode.get('8867-4')!.valueQuantity)).toEqual({ value: 72, system: 'http://unitsofmeasure.org', code: '/min' });
    expect(ucum(byCode.get('8310-5')!.valueQuantity)).toEqual({ value: 36.8, system: 'http://unitsofmeasure.org', code: 'Cel' });
    expect(ucum(byCode.get('59408-5')!.valueQuantity)).toEqual({ value: 98, system: 'http://unitsofmeasure.org', code: '%' });
    const bp = byCode.get('85354-9')!;
    const component = (code: string) => bp.component.find((c: Json) => c.code.coding.some((x: Json) => x.code === code));
    expect(ucum(component('8480-6').valueQuantity)).toEqual({ value: 120, system: 'http://unitsofmeasure.org', code: 'mm[Hg]' });
    expect(ucum(component('8462-4').valueQuantity)).toEqual({ value: 80, system: 'http://unitsofmeasure.org', code: 'mm[Hg]' });
  });

  it('R4 search.html#reference: patient=Patient/id, patient=id, patient=<absolute URL on this base>, subject=Patient/id', async () => {
    const expected = (await observationIds(`patient=Patient/${pa.jose.id}`));
    expect(expected).toHaveLength(10);
    expect(await observationIds(`patient=${pa.jose.id}`)).toEqual(expected);
    expect(await observationIds(`patient=${encodeURIComponent(`${BASE}/Patient/${pa.jose.id}`)}`)).toEqual(expected);
    expect(await observationIds(`subject=Patient/${pa.jose.id}`)).toEqual(expected);
    expect(await observationIds(`subject=${pa.jose.id}`)).toEqual(expected);
    expect(await observationIds(`patient=Patient/${pa.jose.id},Patient/${pa.maria.id}`)).toHaveLength(15);
    expect(await observationIds('patient=Patient/nope')).toEqual([]);
  });

  it('R4 reference :Patient type modifier (subject:Patient=id) — or refused', async () => {
    const expected = await observationIds(`patient=${pa.jose.id}`);
    await resultOrRefusal(`/fhir/Observation?subject:Patient=${pa.jose.id}`, expected);
  });

  it('R4 token on category: code, system|code, several values, |code', async () => {
    const p = `patient=${pa.jose.id}`;
    expect(await observationIds(`${p}&category=laboratory`)).toHaveLength(6);
    expect(await observationIds(`${p}&category=vital-signs`)).toHaveLength(4);
    expect(await observationIds(`${p}&category=${CATEGORY_SYSTEM}|vital-signs`)).toHaveLength(4);
    expect(await observationIds(`${p}&category=laboratory,vital-signs`)).toHaveLength(10);
    expect(await observationIds(`${p}&category=|laboratory`)).toEqual([]);
    expect(await observationIds(`${p}&category=laboratory&category=vital-signs`)).toEqual([]);
  });

  it('R4 token on code: LOINC system|code and code; a component code is not Observation.code', async () => {
    const p = `patient=${pa.jose.id}`;
    expect(await observationIds(`${p}&code=${LOINC}|8867-4`)).toHaveLength(1);
    expect(await observationIds(`${p}&code=8867-4`)).toHaveLength(1);
    expect(await observationIds(`${p}&code=85354-9`)).toHaveLength(1);
    expect(await observationIds(`${p}&code=${LOINC}|8310-5,${LOINC}|59408-5`)).toHaveLength(2);
    expect(await observationIds(`${p}&code=8480-6`)).toEqual([]);
    expect(await observationIds(`${p}&code=http://snomed.info/sct|8867-4`)).toEqual([]);
    expect(await observationIds(`code=${LOINC}|8867-4`)).toHaveLength(2); // José and María; Garciaparra has no vitals
  });

  it('R4 search.html#date: precision and eq/ne/lt/gt/le/ge at the day boundary, AND and OR', async () => {
    const p = `patient=${pa.jose.id}`;
    const count = async (q: string) => (await observationIds(`${p}&${q}`)).length;
    // José: Sodium 2024-12-31; Culture 2025-01-05; Glucose 2025-02-28; HbA1c, Potassium (08:30Z) and 4 vitals 2025-03-10; Troponin 2025-03-11.
    expect(await count('date=2025')).toBe(9);
    expect(await count('date=2025-03')).toBe(7);
    expect(await count('date=2025-03-10')).toBe(6);
    expect(await count('date=eq2025-03-10')).toBe(6);
    expect(await count('date=ne2025-03-10')).toBe(4);
    expect(await count('date=lt2025-03-10')).toBe(3);
    expect(await count('date=le2025-03-10')).toBe(9);
    expect(await count('date=gt2025-03-10')).toBe(1);
    expect(await count('date=ge2025-03-10')).toBe(7);
    expect(await count('date=lt2025-03-11')).toBe(9);
    expect(await count('date=ge2025-01-01&date=lt2025-03-01')).toBe(2);
    expect(await count('date=2024,2025-03-11')).toBe(2);
  });

  it('R4 date with time and zone: a day-precision value is a range that gt/lt intersect; +02:00 must arrive as %2B', async () => {
    const p = `patient=${pa.jose.id}`;
    const count = async (q: string) => (await observationIds(`${p}&${q}`)).length;
    // gt08:00Z: Potassium 08:30Z, the day-ranges of 2025-03-10 (HbA1c, 4 vitals) that run past 08:00, Troponin.
    expect(await count('date=gt2025-03-10T08:00:00Z')).toBe(7);
    // lt08:00Z: the three earlier days and the day-ranges of 2025-03-10 that start at 00:00.
    expect(await count('date=lt2025-03-10T08:00:00Z')).toBe(8);
    // eq at second precision: only Potassium's instant is inside [08:30:00, 08:30:01).
    expect(await count('date=eq2025-03-10T10:30:00%2B02:00')).toBe(1);
    expect(await count('date=ge2025-03-10T10:30:00%2B02:00')).toBe(7);
  });

  it('R4 date prefixes sa/eb on Observation — or refused', async () => {
    const p = `patient=${pa.jose.id}`;
    const all = await search(`/fhir/Observation?${p}&_count=500`);
    const named = (names: string[]) => matches(all).filter((o) => names.includes(o.code.text)).map((o) => o.id as string);
    await resultOrRefusal(`/fhir/Observation?${p}&date=sa2025-03-10`, named(['Troponin']));
    await resultOrRefusal(`/fhir/Observation?${p}&date=eb2025-03-10`, named(['Sodium', 'Culture', 'Glucose']));
    // ap: "approximately", its width is the server's choice (search.html#prefix); the exact day must be inside it.
    const ap = await fhir(`/fhir/Observation?${p}&date=ap2025-03-10`);
    if (ap.statusCode === 400) expectOutcome(ap, 400);
    else expect(matchIds(ap.json())).toEqual(expect.arrayContaining(named(['HbA1c', 'Potassium'])));
  });

  it('R4 date: the same parameter twice is AND (two different days → nothing); _lastUpdated on Observation', async () => {
    const p = `patient=${pa.jose.id}`;
    expect(await observationIds(`${p}&date=2025-03-10&date=2025-03-11`)).toEqual([]);
    expect(await observationIds(`${p}&_lastUpdated=ge${setupStartedAt}`)).toHaveLength(10);
    expect(await observationIds(`${p}&_lastUpdated=lt2000`)).toEqual([]);
  });

  it('R4 reference: a reference of the wrong type (patient=Observation/x) matches nothing or is refused', async () => {
    const res = await fhir(`/fhir/Observation?patient=Observation/${pa.jose.id}`);
    if (res.statusCode === 400) expectOutcome(res, 400);
    else expect(matchIds(res.json())).toEqual([]);
  });

  it('R4 resource.html#id: ids are stable — removing one lab through the API leaves the other labs under the same ids', async () => {
    const owner = a.as('owner');
    const labs = ['Alpha', 'Beta', 'Gamma'].map((name, i) => lab(name, String(i + 1), 'normal', `2025-05-0${i + 1}`));
    const p = await createPatient(owner, { name: 'Stable Ids', labs });
    const fhirId = firstMatch(await search(`/fhir/Patient?identifier=${p.fileNumber}`)).id as string;
    const byName = async () => new Map(matches(await search(`/fhir/Observation?patient=${fhirId}`)).map((o) => [o.code.text as string, o.id as string]));
    const before = await byName();
    expect((await owner.request('DELETE', `/api/patients/${p.fileNumber}/labs`, { name: 'Alpha', value: '1', takenAt: '2025-05-01' })).statusCode).toBe(200);
    const after = await byName();
    expect([...after.keys()].sort()).toEqual(['Beta', 'Gamma']);
    expect(after.get('Beta')).toBe(before.get('Beta'));
    expect(after.get('Gamma')).toBe(before.get('Gamma'));
    const old = await fhir(`/fhir/Observation/${before.get('Alpha')}`);
    expect([404, 410]).toContain(old.statusCode);
    expect((await owner.delete(`/api/patients/${p.fileNumber}`)).statusCode).toBe(204);
  });

  it('R4 search.html#combining: patient repeated with two different patients is AND → nothing', async () => {
    expect(await observationIds(`patient=${pa.jose.id}&patient=${pa.maria.id}`)).toEqual([]);
  });

  it('R4 read of an Observation: ETag W/"versionId" and 304 on If-None-Match', async () => {
    const one = firstMatch(await search(`/fhir/Observation?patient=${pa.jose.id}&_count=1`));
    const read = await fhir(`/fhir/Observation/${one.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(one);
    expect(read.headers.etag).toBe(`W/"${one.meta.versionId}"`);
    expect((await fhir(`/fhir/Observation/${one.id}`, { headers: { 'if-none-match': String(read.headers.etag) } })).statusCode).toBe(304);
  });

  it('§9 _sort with paging: pages of a -date search join into one descending list with every match once', async () => {
    const start = (o: Json) => Date.parse(o.effectiveDateTime.length === 10 ? `${o.effectiveDateTime}T00:00:00Z` : o.effectiveDateTime);
    const seen: Json[] = [];
    let page: Bundle | undefined = await search(`/fhir/Observation?patient=${pa.jose.id}&_sort=-date&_count=3`);
    while (page) {
      seen.push(...matches(page));
      const next = link(page, 'next');
      if (next) expect(new URL(next).searchParams.get('_sort')).toBe('-date');
      page = next ? await search(pathOf(next)) : undefined;
    }
    expect(new Set(seen.map((o) => o.id)).size).toBe(10);
    expect(seen).toHaveLength(10);
    const dates = seen.map(start);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });

  it('§9: _sort=date ascending and -date descending', async () => {
    const start = (o: Json) => Date.parse(o.effectiveDateTime.length === 10 ? `${o.effectiveDateTime}T00:00:00Z` : o.effectiveDateTime);
    const asc = matches(await search(`/fhir/Observation?patient=${pa.jose.id}&_sort=date`)).map(start);
    const desc = matches(await search(`/fhir/Observation?patient=${pa.jose.id}&_sort=-date`)).map(start);
    expect(asc).toHaveLength(10);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    expectOutcome(await fhir(`/fhir/Observation?patient=${pa.jose.id}&_sort=nonsense`), 400);
  });

  it('§9: parameters Observation does not have → 400 (status, name, value-quantity)', async () => {
    for (const q of ['status=final', 'name=jose', 'value-quantity=7', 'patient.name=jose']) {
      expectOutcome(await fhir(`/fhir/Observation?${q}`), 400);
    }
  });
});

// ---------------------------------------------------------------- paging, _count, _summary, _elements, _include

describe('Bundle, paging and result parameters (§9 bullet 6; R4 search.html#count, #include, #summary, #elements)', () => {
  const bulk = () => `/fhir/Observation?patient=${pa.garciaparra.id}&category=laboratory`;

  it('§9: _count defaults to 50; total is exact; entries carry absolute fullUrl and search.mode match', async () => {
    const bundle = await search(bulk());
    expect(bundle.total).toBe(55);
    expect(bundle.entry).toHaveLength(50);
    for (const e of bundle.entry!) {
      expect(e.fullUrl).toBe(`${BASE}/Observation/${e.resource.id}`);
      expect(e.search?.mode).toBe('match');
    }
    expect(link(bundle, 'next')).toBeTruthy();
  });

  it('§9: self/next/previous links carry every parameter; paging returns every match exactly once', async () => {
    const first = await search(`${bulk()}&_count=20`);
    const self = new URL(link(first, 'self')!);
    expect(self.searchParams.get('patient')).toContain(pa.garciaparra.id);
    expect(self.searchParams.get('category')).toBe('laboratory');
    expect(self.searchParams.get('_count')).toBe('20');
    const seen: string[] = [];
    let page: Bundle | undefined = first;
    let pages = 0;
    while (page) {
      pages++;
      expect(page.total).toBe(55);
      seen.push(...matchIds(page));
      const next = link(page, 'next');
      if (pages > 1) expect(link(page, 'previous'), `page ${pages}`).toBeTruthy();
      if (!next) break;
      const u = new URL(next);
      expect(u.searchParams.get('patient')).toContain(pa.garciaparra.id);
      expect(u.searchParams.get('category')).toBe('laboratory');
      expect(u.searchParams.get('_count')).toBe('20');
      page = await search(pathOf(next));
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(55);
    expect(new Set(seen).size).toBe(55);
    expect(link(first, 'previous')).toBeUndefined();
    // previous from the last page goes back to a page of 20 that is not the last one.
    const back = await search(pathOf(link(page!, 'previous')!));
    expect(back.entry).toHaveLength(20);
  });

  it('clumsy client: the paging parameter pushed past the end gives an empty page with the same total, no next', async () => {
    const next = new URL(link(await search(`${bulk()}&_count=20`), 'next')!);
    const pagingKeys = [...next.searchParams.keys()].filter((k) => !['patient', 'category', '_count'].includes(k));
    expect(pagingKeys.length).toBeGreaterThan(0);
    for (const k of pagingKeys) if (/^\d+$/.test(next.searchParams.get(k)!)) next.searchParams.set(k, '100000');
    const res = await fhir(pathOf(next.toString()));
    if (res.statusCode === 400) { expectOutcome(res, 400); return; } // an opaque cursor that was tampered with
    expect(res.statusCode).toBe(200);
    const page = res.json() as Bundle;
    expect(page.total).toBe(55);
    expect(page.entry ?? []).toEqual([]);
    expect(link(page, 'next')).toBeUndefined();
  });

  it('§9: paging links re-encode values with &, +, comma and accents so the next page is the same search', async () => {
    // name=j&x (no one) OR josé → José, María José, Jose Garciaparra; one per page.
    const first = await search('/fhir/Patient?name=j%26x,jos%C3%A9&_count=1');
    expect(first.total).toBe(3);
    const seen = matchIds(first);
    let next = link(first, 'next');
    while (next) {
      const page = await search(pathOf(next));
      expect(page.total).toBe(3);
      seen.push(...matchIds(page));
      next = link(page, 'next');
    }
    expect(seen.sort()).toEqual(ids('jose', 'maria', 'garciaparra'));
    const spaced = await search('/fhir/Patient?name=mar%C3%ADa+jos%C3%A9&_count=1');
    expect(new URL(link(spaced, 'self')!).searchParams.get('name')).toBe('maría josé');
  });

  it('clumsy client: a malformed paging offset (-1, abc, 1.5) is a 400 OperationOutcome', async () => {
    for (const v of ['-1', 'abc', '1.5']) expectOutcome(await fhir(`${bulk()}&_offset=${v}`), 400);
  });

  it('R4 search.html#count: _count=0 is _summary=count — total and no entries', async () => {
    const bundle = await search(`${bulk()}&_count=0`);
    expect(bundle.total).toBe(55);
    expect(bundle.entry ?? []).toEqual([]);
    expect(link(bundle, 'next')).toBeUndefined();
  });

  it('§9: _count=501 is served as 500; _count=500 is fine', async () => {
    for (const n of [500, 501, 100000]) {
      const bundle = await search(`/fhir/Observation?_count=${n}`);
      expect(bundle.entry!.length).toBeLessThanOrEqual(500);
      expect(bundle.entry!.length).toBe(bundle.total);
      const self = new URL(link(bundle, 'self')!);
      expect(['500', String(n)]).toContain(self.searchParams.get('_count'));
    }
  });

  it('R4 + §9: a malformed _count (abc, -1, 1.5, empty) is a 400 OperationOutcome', async () => {
    for (const v of ['abc', '-1', '1.5', '']) expectOutcome(await fhir(`${bulk()}&_count=${v}`), 400);
  });

  it('R4 + §9: repeated _count is refused or the first/last is used consistently, never a 500', async () => {
    const res = await fhir(`${bulk()}&_count=5&_count=7`);
    if (res.statusCode === 400) { expectOutcome(res, 400); return; }
    expect(res.statusCode).toBe(200);
    expect([5, 7]).toContain(res.json().entry.length);
  });

  it('§9: _summary=count gives the total and no entries; other _summary values are known or refused', async () => {
    const bundle = await search(`${bulk()}&_summary=count`);
    expect(bundle.total).toBe(55);
    expect(bundle.entry ?? []).toEqual([]);
    const res = await fhir(`${bulk()}&_summary=nonsense`);
    expectOutcome(res, 400);
    // R4 search.html#summary defines true/text/data/false; §9 names only count: honoured or refused, never ignored as count.
    for (const v of ['true', 'data', 'false', 'text']) {
      const other = await fhir(`${bulk()}&_summary=${v}`);
      if (other.statusCode === 400) { expectOutcome(other, 400); continue; }
      expect(other.statusCode, `_summary=${v}`).toBe(200);
      expect(other.json().entry.length, `_summary=${v}`).toBe(50);
    }
    // _summary=count with _include: still no entries.
    const counted = await search(`/fhir/Observation?patient=${pa.jose.id}&_summary=count&_include=Observation:patient`);
    expect(counted.total).toBe(10);
    expect(counted.entry ?? []).toEqual([]);
  });

  it('§9 + R4 search.html#elements: only the named elements plus id/meta and mandatory ones; SUBSETTED tag', async () => {
    const bundle = await search(`/fhir/Patient?_id=${pa.jose.id}&_elements=gender,identifier`);
    const p = firstMatch(bundle);
    expect(p.gender).toBe('male');
    expect(p.identifier[0].value).toBe(pa.jose.fileNumber);
    expect(p.id).toBe(pa.jose.id);
    expect(p.name).toBeUndefined();
    expect(p.meta?.tag ?? []).toContainEqual(expect.objectContaining({ code: 'SUBSETTED' }));
  });

  it('R4 _elements with an unknown element name: the resource with none of it (or a 400), never a 500 or the full resource', async () => {
    const res = await fhir(`/fhir/Patient?_id=${pa.jose.id}&_elements=nosuchthing`);
    if (res.statusCode === 400) { expectOutcome(res, 400); return; }
    expect(res.statusCode).toBe(200);
    const p = firstMatch(res.json());
    expect(p.id).toBe(pa.jose.id);
    expect(p.name).toBeUndefined();
    expect(p.gender).toBeUndefined();
  });

  it('§9: _include=Observation:patient adds the patient once with search.mode include; total counts matches only', async () => {
    const bundle = await search(`/fhir/Observation?patient=${pa.jose.id}&category=vital-signs&_include=Observation:patient`);
    expect(bundle.total).toBe(4);
    expect(matches(bundle)).toHaveLength(4);
    const included = includes(bundle);
    expect(included.map((r) => `${r.resourceType}/${r.id}`)).toEqual([`Patient/${pa.jose.id}`]);
    // The include survives paging: page 2 of a 2-per-page search also carries the patient.
    const page1 = await search(`/fhir/Observation?patient=${pa.jose.id}&category=vital-signs&_include=Observation:patient&_count=2`);
    const next = link(page1, 'next')!;
    expect(new URL(next).searchParams.get('_include')).toBe('Observation:patient');
    expect(includes(await search(pathOf(next))).map((r) => r.id)).toEqual([pa.jose.id]);
  });

  it.each([
    ['AllergyIntolerance', 1], ['Condition', 1], ['MedicationStatement', 1], ['Encounter', 1],
    ['MedicationRequest', 4], ['Appointment', 4], ['DocumentReference', 1],
  ])('§9: _include=%s:patient (every resource\'s :patient include)', async (type, count) => {
    const bundle = await search(`/fhir/${type}?patient=${pa.jose.id}&_include=${type}:patient`);
    expect(bundle.total).toBe(count);
    expect(matches(bundle)).toHaveLength(count);
    expect(includes(bundle).map((r) => `${r.resourceType}/${r.id}`)).toEqual([`Patient/${pa.jose.id}`]);
  });

  it('§9: an _include not in the table is refused with 400 (Patient:foo, Observation:performer)', async () => {
    expectOutcome(await fhir('/fhir/Patient?_include=Patient:foo'), 400);
    expectOutcome(await fhir(`/fhir/Observation?patient=${pa.jose.id}&_include=Observation:performer`), 400);
  });
});

// ---------------------------------------------------------------- the other resources

describe('AllergyIntolerance, Condition, MedicationStatement, Encounter (§9 table: patient)', () => {
  it.each(['AllergyIntolerance', 'Condition', 'MedicationStatement', 'Encounter'])('%s?patient= gives José\'s one entry, María none', async (type) => {
    const jose = await search(`/fhir/${type}?patient=Patient/${pa.jose.id}`);
    expect(jose.total).toBe(1);
    expect(firstMatch(jose).resourceType).toBe(type);
    expect((await search(`/fhir/${type}?patient=${pa.maria.id}`)).total).toBe(0);
    const one = firstMatch(jose);
    const read = await fhir(`/fhir/${type}/${one.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().id).toBe(one.id);
    expect(read.headers.etag).toBe(`W/"${read.json().meta.versionId}"`);
  });

  it('§9: an AllergyIntolerance has a clinicalStatus (ait-1 invariant); its patient is José', async () => {
    const allergy = firstMatch(await search(`/fhir/AllergyIntolerance?patient=${pa.jose.id}`));
    expect(allergy.clinicalStatus.coding[0].system).toBe('http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical');
    expect(allergy.patient.reference).toBe(`Patient/${pa.jose.id}`);
  });
});

describe('mandatory elements (§9: every resource validates against R4; spot checks of min=1 elements)', () => {
  const required: Record<string, (r: Json) => unknown[]> = {
    AllergyIntolerance: (r) => [r.patient?.reference],
    Condition: (r) => [r.subject?.reference],
    MedicationStatement: (r) => [r.status, r.subject?.reference, r.medicationCodeableConcept ?? r.medicationReference],
    Encounter: (r) => [r.status, r.class?.code],
    MedicationRequest: (r) => [r.status, r.intent, r.subject?.reference, r.medicationCodeableConcept ?? r.medicationReference],
    Appointment: (r) => [r.status, r.participant?.[0]?.status],
    DocumentReference: (r) => [r.status, r.content?.[0]?.attachment],
    Observation: (r) => [r.status, r.code],
  };
  it.each(Object.keys(required))('%s has its required elements; instants carry a zone', async (type) => {
    const list = matches(await search(`/fhir/${type}?patient=${pa.jose.id}&_count=500`));
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      for (const value of required[type]!(r)) expect(value, `${type}/${r.id}`).toBeTruthy();
      if (type === 'Appointment') {
        // Appointment.start/end are instants: a time zone is required (R4 datatypes.html#instant).
        expect(r.start).toMatch(/T\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
        expect(r.end).toMatch(/T\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
      }
    }
  });
});

describe('MedicationRequest (§9 table: patient, status; mapping)', () => {
  const statuses = async (q: string) => matches(await search(`/fhir/MedicationRequest?${q}`)).map((r) => r.status as string).sort();

  it('§9 mapping: active → active, completed → completed, expired (and an active past its endDate, §6) → stopped', async () => {
    expect(await statuses(`patient=${pa.jose.id}`)).toEqual(['active', 'completed', 'stopped', 'stopped']);
  });

  it('R4 token on status: one value, several values, a value the mapping never produces', async () => {
    expect(await statuses('status=active')).toEqual(['active', 'active']);
    expect(await statuses(`patient=${pa.jose.id}&status=stopped`)).toEqual(['stopped', 'stopped']);
    expect(await statuses(`patient=${pa.jose.id}&status=active,completed`)).toEqual(['active', 'completed']);
    expect(await statuses(`patient=${pa.jose.id}&status=http://hl7.org/fhir/CodeSystem/medicationrequest-status|completed`)).toEqual(['completed']);
    const expired = await fhir('/fhir/MedicationRequest?status=expired');
    if (expired.statusCode === 400) expectOutcome(expired, 400);
    else expect(matches(expired.json())).toEqual([]);
  });
});

describe('Appointment (§9 table: patient, date, status; mapping)', () => {
  const byPatient = async (extra: string) => matches(await search(`/fhir/Appointment?patient=${pa.jose.id}${extra}`));

  it('§9: only appointments with a file number are served (the walk-in is not)', async () => {
    expect((await search('/fhir/Appointment')).total).toBe(6);
  });

  it('§9 mapping: confirmed → booked, checked-in → arrived, completed → fulfilled, cancelled → cancelled; end = start + 30 min', async () => {
    const list = await byPatient('&_count=500');
    expect(list.map((x) => x.status).sort()).toEqual(['arrived', 'booked', 'cancelled', 'fulfilled']);
    for (const appt of list) {
      expect(Date.parse(appt.end) - Date.parse(appt.start)).toBe(30 * 60_000);
      expect(appt.participant.some((p: Json) => p.actor?.reference === `Patient/${pa.jose.id}`)).toBe(true);
    }
  });

  it('R4 token on status: booked, arrived,fulfilled, a code from the clinic\'s own vocabulary (confirmed) finds nothing', async () => {
    expect((await byPatient('&status=booked')).map((x) => x.status)).toEqual(['booked']);
    expect((await byPatient('&status=arrived,fulfilled')).map((x) => x.status).sort()).toEqual(['arrived', 'fulfilled']);
    expect(await byPatient('&status=cancelled')).toHaveLength(1);
    expect(await byPatient('&status=confirmed')).toHaveLength(0);
    expect((await search('/fhir/Appointment?status=booked')).total).toBe(2);
  });

  it('R4 date on Appointment.start: day, month, prefixes at the day boundary', async () => {
    expect(await byPatient('&date=2025-03-10')).toHaveLength(1);
    expect(await byPatient('&date=2025-03')).toHaveLength(3);
    expect(await byPatient('&date=ge2025-03-11')).toHaveLength(3);
    expect(await byPatient('&date=lt2025-03-11')).toHaveLength(1);
    expect(await byPatient('&date=gt2025-03-12')).toHaveLength(1);
    expect(await byPatient('&date=ne2025-03-10')).toHaveLength(3);
    expect((await search('/fhir/Appointment?date=2025-03-10')).total).toBe(2);
  });

  it('R4 date on Appointment.start: a 23:45 visit is found by its own day and not by the next one', async () => {
    const maria = async (q: string) => (await search(`/fhir/Appointment?patient=${pa.maria.id}&${q}`)).total;
    expect({ onItsDay: await maria('date=2025-03-20'), nextDay: await maria('date=2025-03-21'), fromNextDay: await maria('date=ge2025-03-21') })
      .toEqual({ onItsDay: 1, nextDay: 0, fromNextDay: 0 });
  });

  it('R4 date on Appointment.start (an instant) at second precision with a zone', async () => {
    const start = firstMatch(await search(`/fhir/Appointment?patient=${pa.jose.id}&status=arrived`)).start as string;
    const instant = new Date(start).toISOString().replace('.000Z', 'Z');
    // R4's Appointment `date` parameter is Appointment.start (search-parameters: Appointment-date), not the start–end period.
    const counts: Record<string, number> = {};
    for (const prefix of ['eq', 'ge', 'gt', 'le', 'lt', 'ne']) counts[prefix] = (await byPatient(`&date=${prefix}${instant}`)).length;
    expect(counts).toEqual({ eq: 1, ge: 3, gt: 2, le: 2, lt: 1, ne: 3 });
  });
});

describe('DocumentReference and Binary (§9 table: patient; Binary streamed, key required)', () => {
  it('§9: DocumentReference?patient= gives the attachment; content.attachment.url → /fhir/Binary/{id} streams the bytes with a key', async () => {
    const documents = await search(`/fhir/DocumentReference?patient=${pa.jose.id}`);
    expect(matches(documents)).toHaveLength(1);
    const attachment = firstMatch(documents).content[0].attachment;
    expect(attachment.contentType).toBe('application/pdf');
    expect(String(attachment.url)).toMatch(new RegExp(`/fhir/Binary/${attachmentA.id}$`));
    const res = await fhir(`/fhir/Binary/${attachmentA.id}`, { headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(attachmentA.bytes)).toBe(true);
    const anon = await fhir(`/fhir/Binary/${attachmentA.id}`, { key: null });
    expect(anon.statusCode).toBe(401);
    expect(anon.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('R4 http.html Binary: a FHIR client asking for application/fhir+json gets a Binary resource (base64 data) or the raw bytes, never an error', async () => {
    const res = await fhir(`/fhir/Binary/${attachmentA.id}`, { headers: { accept: 'application/fhir+json' } });
    expect(res.statusCode).toBe(200);
    if (String(res.headers['content-type']).startsWith('application/fhir+json')) {
      const binary = res.json();
      expect(binary.resourceType).toBe('Binary');
      expect(Buffer.from(binary.data, 'base64').equals(attachmentA.bytes)).toBe(true);
    } else expect(res.rawPayload.equals(attachmentA.bytes)).toBe(true);
  });
});

describe('R4 JSON rules over everything clinic A serves (json.html#json, datatypes.html#id)', () => {
  const types = ['Patient', 'Observation', 'AllergyIntolerance', 'Condition', 'MedicationStatement', 'Encounter', 'MedicationRequest', 'Appointment', 'DocumentReference'];

  /** Paths of empty strings, arrays, objects and nulls: FHIR JSON has none of them. */
  function emptyValues(value: unknown, path: string, out: string[]) {
    if (value === null) out.push(`${path} = null`);
    else if (value === '') out.push(`${path} = ""`);
    else if (Array.isArray(value)) {
      if (value.length === 0) out.push(`${path} = []`);
      value.forEach((v, i) => emptyValues(v, `${path}[${i}]`, out));
    } else if (typeof value === 'object') {
      const entries = Object.entries(value as Json);
      if (entries.length === 0) out.push(`${path} = {}`);
      for (const [k, v] of entries) emptyValues(v, `${path}.${k}`, out);
    } else if (typeof value === 'string' && value !== value.trim() && !path.endsWith('.div')) out.push(`${path} has surrounding whitespace`);
  }

  it.each(types)('%s: no empty values, ids and versionIds of the id type, references to served patients', async (type) => {
    const bundle = await search(`/fhir/${type}?_count=500`);
    expect(bundle.total).toBeGreaterThan(0);
    const patientIds = new Set(Object.values(pa).map((p) => p.id));
    for (const r of matches(bundle)) {
      const empties: string[] = [];
      emptyValues(r, `${type}/${r.id}`, empties);
      expect(empties).toEqual([]);
      expect(r.id).toMatch(/^[A-Za-z0-9\-.]{1,64}$/);
      expect(r.meta.versionId).toMatch(/^[A-Za-z0-9\-.]{1,64}$/);
      const refs = JSON.stringify(r).match(/"reference":"Patient\/[^"]+"/g) ?? [];
      for (const ref of refs) expect(patientIds.has(ref.slice('"reference":"Patient/'.length, -1)), ref).toBe(true);
    }
  });

  it('a patient with no vitals and no labs has no Observations (empty vitals strings are not readings)', async () => {
    expect((await search(`/fhir/Observation?patient=${pa.ana.id}`)).total).toBe(0);
    expect((await search(`/fhir/Observation?patient=${pa.zoe.id}`)).total).toBe(0);
  });
});

// ---------------------------------------------------------------- CapabilityStatement

describe('CapabilityStatement (§9: generated from the same table, nothing else)', () => {
  const table: Record<string, string[]> = {
    Patient: ['identifier', 'name', 'family', 'given', 'gender', 'birthdate'],
    Observation: ['patient', 'subject', 'category', 'code', 'date'],
    AllergyIntolerance: ['patient'], Condition: ['patient'], MedicationStatement: ['patient'], Encounter: ['patient'],
    MedicationRequest: ['patient', 'status'], Appointment: ['patient', 'date', 'status'], DocumentReference: ['patient'],
  };
  const common = new Set(['_id', '_count', '_lastUpdated', '_sort', '_include', '_summary', '_elements', '_format', '_pretty']);

  it('R4 CapabilityStatement invariants and search parameter types (string/token/date/reference as R4 defines them)', async () => {
    const cs = (await fhir('/fhir/metadata', { key: null })).json();
    expect(cs.status).toBeTruthy();
    expect(cs.date).toBeTruthy();
    expect(['instance', 'capability', 'requirements']).toContain(cs.kind);
    if (cs.kind === 'instance') expect(cs.implementation).toBeTruthy(); // cpb-15
    expect(cs.rest[0].mode).toBe('server');
    const types: Record<string, string> = {
      'Patient.identifier': 'token', 'Patient.name': 'string', 'Patient.family': 'string', 'Patient.given': 'string',
      'Patient.gender': 'token', 'Patient.birthdate': 'date', 'Observation.patient': 'reference', 'Observation.subject': 'reference',
      'Observation.category': 'token', 'Observation.code': 'token', 'Observation.date': 'date', 'MedicationRequest.status': 'token',
      'Appointment.date': 'date', 'Appointment.status': 'token', 'Appointment.patient': 'reference', 'Encounter.patient': 'reference',
    };
    for (const r of cs.rest[0].resource as Json[]) {
      for (const sp of (r.searchParam ?? []) as Json[]) {
        const expected = types[`${r.type}.${sp.name}`];
        if (expected) expect(sp.type, `${r.type}.${sp.name}`).toBe(expected);
      }
    }
  });

  it('lists R4 4.0.1, JSON, every resource with read + search-type, its search parameters and :patient include', async () => {
    const res = await fhir('/fhir/metadata', { key: null });
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const cs = res.json();
    expect(cs.resourceType).toBe('CapabilityStatement');
    expect(cs.fhirVersion).toBe('4.0.1');
    expect(cs.format.some((f: string) => f === 'json' || f === 'application/fhir+json')).toBe(true);
    expect(cs.format.some((f: string) => /xml/.test(f))).toBe(false);
    const resources = cs.rest[0].resource as Json[];
    const types = resources.map((r) => r.type).filter((x) => x !== 'Binary').sort();
    expect(types).toEqual(Object.keys(table).sort());
    for (const r of resources) {
      const interactions = r.interaction.map((i: Json) => i.code).sort();
      if (r.type === 'Binary') { expect(interactions).toEqual(['read']); continue; }
      expect(interactions, r.type).toEqual(['read', 'search-type']);
      const params = (r.searchParam ?? []).map((p: Json) => p.name).filter((n: string) => !common.has(n)).sort();
      expect(params, r.type).toEqual([...(table[r.type] ?? ['not in §9'])].sort());
      expect(r.searchInclude ?? [], r.type).toEqual(r.type === 'Patient' ? [] : [`${r.type}:patient`]);
    }
  });
});
