import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Patient } from '@medplum/fhirtypes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient } from '../../src/clinic/patients/service.js';
import { keyContext } from '../../src/fhir/keys/service.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../support/test-app.js';
import { FhirHttp, createKey } from './client.js';
import { expectValidFhir } from './validate.js';

let t: TestApp;
let c: SeededClinic;
let other: SeededClinic;
let patientId: string;
let fileNumber: string;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'admin', 'doctor', 'member', 'reception']);
  other = await seedClinic(t.app, ['owner']);
  const res = await c.as('owner').post('/api/patients', { name: 'Keyed Person', sex: 'F' });
  expect(res.statusCode).toBe(201);
  patientId = res.json().id;
  fileNumber = res.json().fileNumber;
});
afterAll(() => t.close());

const KEYS = '/api/integrations/fhir-server/keys';

describe('FHIR server keys', () => {
  it('owner and admin create keys (shown once, stored as a hash); other roles may not', async () => {
    const res = await c.as('owner').post(KEYS, { label: 'Regional HIE' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'key', 'label']);
    expect(created.key).toMatch(/^fhk_[A-Za-z0-9_-]{43}$/);
    const row = await t.app.deps.db.selectFrom('fhir_server_key').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect((await c.as('admin').post(KEYS, { label: 'Research export' })).statusCode).toBe(201);
    for (const role of ['doctor', 'member', 'reception'] as const) {
      expect((await c.as(role).post(KEYS, { label: 'x' })).statusCode, role).toBe(403);
      expect((await c.as(role).get(KEYS)).statusCode, role).toBe(403);
      expect((await c.as(role).delete(`${KEYS}/${created.id}`)).statusCode, role).toBe(403);
      expect((await c.as(role).get('/api/integrations/fhir-server/access-log')).statusCode, role).toBe(403);
    }
    const bad = await c.as('owner').post(KEYS, { label: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('label');
    const list = await c.as('owner').get(KEYS);
    expect(list.json()).toEqual(expect.arrayContaining([{ id: created.id, label: 'Regional HIE', createdAt: created.createdAt, lastUsedAt: null }]));
    expect(list.body).not.toContain(created.key);
  });

  it('lastUsedAt and the access log record every read: key, type, ids, time; revocation is immediate and logged', async () => {
    const { id, key } = await createKey(c.as('owner'), 'Patient app');
    const fhir = new FhirHttp(t.app, key);
    expect((await fhir.get(`/fhir/Patient/${patientId}`)).status).toBe(200);
    expect((await fhir.search('/fhir/Patient?name=keyed')).total).toBe(1);
    expect((await fhir.get('/fhir/Patient/nope')).status).toBe(404);
    const listed = (await c.as('owner').get(KEYS)).json().find((k: { id: string }) => k.id === id);
    expect(Date.parse(listed.lastUsedAt)).not.toBeNaN();
    const log = await c.as('admin').get(`/api/integrations/fhir-server/access-log?keyId=${id}&limit=10`);
    expect(log.statusCode).toBe(200);
    expect(log.headers['x-total-count']).toBe('3');
    expect(log.json().map((e: Record<string, unknown>) => [e.interaction, e.resourceType, e.resourceIds, e.status, e.keyLabel])).toEqual([
      ['read', 'Patient', ['Patient/nope'], 404, 'Patient app'],
      ['search-type', 'Patient', [`Patient/${patientId}`], 200, 'Patient app'],
      ['read', 'Patient', [`Patient/${patientId}`], 200, 'Patient app'],
    ]);
    expect((await other.as('owner').get('/api/integrations/fhir-server/access-log')).json()).toEqual([]);

    expect((await other.as('owner').delete(`${KEYS}/${id}`)).statusCode).toBe(404);
    expect((await c.as('owner').delete(`${KEYS}/${id}`)).statusCode).toBe(204);
    const refused = await fhir.get(`/fhir/Patient/${patientId}`);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="fhir", error="invalid_token"');
    expect((await c.as('owner').delete(`${KEYS}/${id}`)).statusCode).toBe(404);
    expect((await c.as('owner').get(KEYS)).json().some((k: { id: string }) => k.id === id)).toBe(false);
    const activity = (await c.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string }>;
    expect(activity.filter((a) => a.entityId === id).map((a) => a.action).sort()).toEqual(['fhir_server_key.created', 'fhir_server_key.revoked']);
  });

  it('a read answered in SQL has its row committed before the answer: 304 and includes are logged, and no answer leaves when the row cannot be written', async () => {
    const { id, key } = await createKey(c.as('owner'), 'Audited');
    const fhir = new FhirHttp(t.app, key);
    const created = await c.as('owner').post('/api/patients', {
      name: 'Audited Person', sex: 'M', labs: [{ name: 'Sodium', value: '140 mmol/L', flag: 'normal', takenAt: '2026-01-02' }],
    });
    expect(created.statusCode).toBe(201);
    const patientId = created.json().id as string;
    const first = await fhir.get(`/fhir/Patient/${patientId}`);
    expect((await fhir.get(`/fhir/Patient/${patientId}`, { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
    const labs = await fhir.search(`/fhir/Observation?patient=${patientId}&category=laboratory&_include=Observation:patient`);
    const labId = labs.entry!.find((e) => e.search?.mode === 'match')!.resource!.id!;
    const log = (await c.as('owner').get(`/api/integrations/fhir-server/access-log?keyId=${id}`)).json() as Array<Record<string, unknown>>;
    expect(log.map((e) => [e.interaction, e.resourceType, e.resourceIds, e.status])).toEqual([
      ['search-type', 'Observation', [`Observation/${labId}`, `Patient/${patientId}`], 200],
      ['read', 'Patient', [`Patient/${patientId}`], 304],
      ['read', 'Patient', [`Patient/${patientId}`], 200],
    ]);
    // Every insert into the log fails from here on: the reads fail with it and nothing is served.
    await sql`alter table fhir_access_log add constraint fhir_access_log_refuse_all check (status < 0) not valid`.execute(t.app.deps.db);
    try {
      for (const url of [`/fhir/Patient/${patientId}`, `/fhir/Observation?patient=${patientId}&category=laboratory`]) {
        const res = await fhir.get(url);
        expect(res.status, url).toBe(500);
        expect(res.raw.body, url).not.toContain('Audited');
        expect(res.raw.body, url).not.toContain('Sodium');
      }
    } finally {
      await sql`alter table fhir_access_log drop constraint fhir_access_log_refuse_all`.execute(t.app.deps.db);
    }
    expect((await c.as('owner').get(`/api/integrations/fhir-server/access-log?keyId=${id}`)).json()).toHaveLength(3);
  });

  it('concurrent reads of two clinics share group commits: each row lands in its own clinic, and a failed batch fails every read waiting on it', async () => {
    const mine = await createKey(c.as('owner'), 'Batched here');
    const theirs = await createKey(other.as('owner'), 'Batched there');
    const created = await other.as('owner').post('/api/patients', { name: 'Batched Elsewhere', sex: 'M' });
    expect(created.statusCode).toBe(201);
    const otherPatientId = created.json().id as string;
    const here = new FhirHttp(t.app, mine.key);
    const there = new FhirHttp(t.app, theirs.key);
    const reads = () => Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2
      ? there.get(`/fhir/Patient/${otherPatientId}`)
      : here.get(`/fhir/Patient/${patientId}`))));
    expect((await reads()).map((r) => r.status)).toEqual(Array(12).fill(200));
    const logOf = async (actor: ReturnType<SeededClinic['as']>, keyId: string) =>
      ((await actor.get(`/api/integrations/fhir-server/access-log?keyId=${keyId}`)).json() as Array<{ resourceIds: string[]; status: number }>)
        .map((e) => [e.resourceIds, e.status]);
    expect(await logOf(c.as('owner'), mine.id)).toEqual(Array(6).fill([[`Patient/${patientId}`], 200]));
    expect(await logOf(other.as('owner'), theirs.id)).toEqual(Array(6).fill([[`Patient/${otherPatientId}`], 200]));
    await sql`alter table fhir_access_log add constraint fhir_access_log_refuse_all check (status < 0) not valid`.execute(t.app.deps.db);
    try {
      const failed = await reads();
      expect(failed.map((r) => r.status)).toEqual(Array(12).fill(500));
      for (const res of failed) expect(res.raw.body).not.toMatch(/Keyed Person|Batched Elsewhere/);
    } finally {
      await sql`alter table fhir_access_log drop constraint fhir_access_log_refuse_all`.execute(t.app.deps.db);
    }
    expect(await logOf(c.as('owner'), mine.id)).toHaveLength(6);
    expect(await logOf(other.as('owner'), theirs.id)).toHaveLength(6);
    // The writer goes on after failed batches (rows queued behind an insert in flight go out when it is answered).
    expect((await reads()).map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await logOf(c.as('owner'), mine.id)).toHaveLength(12);
    expect(await logOf(other.as('owner'), theirs.id)).toHaveLength(12);
  });

  it('a key reads and never writes: the services refuse its context', async () => {
    const { id } = await createKey(c.as('owner'), 'reader');
    const ctx = keyContext({ keyId: id, clinicId: c.clinicId, label: 'reader' }, 'test');
    await expect(createPatient(t.app.deps, ctx, { name: 'Written by a key' })).rejects.toMatchObject({ status: 403 });
  });

  it.runIf(process.env.TEST_DATABASE_URL && process.env.REDIS_URL)('revocation reaches every instance at once (through Redis)', async () => {
    const db: TestDatabase = await createTestDatabase();
    const one = await startTestApp({ database: db });
    const two = await startTestApp({ database: db });
    try {
      const clinic = await seedClinic(one.app, ['owner']);
      const { id, key } = await createKey(clinic.as('owner'), 'two instances');
      const onTwo = new FhirHttp(two.app, key);
      expect((await onTwo.get('/fhir/Patient')).status).toBe(200); // now cached on instance two
      expect((await clinic.as('owner').delete(`${KEYS}/${id}`)).statusCode).toBe(204);
      let status = 0;
      for (let i = 0; i < 20 && status !== 401; i++) {
        status = (await onTwo.get('/fhir/Patient')).status;
        if (status !== 401) await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(401);
    } finally {
      await one.close();
      await two.close();
      await db.drop();
    }
  });
});

describe('FHIR HTTP behaviour', () => {
  let fhir: FhirHttp;
  beforeAll(async () => { fhir = new FhirHttp(t.app, (await createKey(c.as('owner'), 'http')).key); });

  it('401 with WWW-Authenticate: Bearer without a key, with a wrong one, or with a session cookie', async () => {
    const anonymous = await new FhirHttp(t.app, null).get('/fhir/Patient');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="fhir"');
    expect(anonymous.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login' }] });
    expect((await new FhirHttp(t.app, 'fhk_wrong').get('/fhir/Patient')).status).toBe(401);
    expect((await new FhirHttp(t.app, 'not-even-a-key').get(`/fhir/Patient/${patientId}`)).status).toBe(401);
    const cookie = await new FhirHttp(t.app, null).get('/fhir/Patient', { cookie: c.as('owner').cookieHeader });
    expect(cookie.status).toBe(401);
  });

  it('405 with Allow: GET for every write, before any body is read', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      // POST /fhir/Patient/_search is a search, not a write (probe-round2.test.ts): an XML body there is a 415.
      const paths = ['/fhir/Patient', `/fhir/Patient/${patientId}`, '/fhir/metadata', '/fhir', '/fhir/Unknown/1/2'];
      for (const url of method === 'POST' ? paths : [...paths, '/fhir/Patient/_search']) {
        const res = await fhir.request(method, url, { 'content-type': 'application/fhir+xml' }, '<Patient xmlns="http://hl7.org/fhir"/>');
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe('GET');
        expect(res.body.resourceType).toBe('OperationOutcome');
      }
    }
  });

  it('JSON only: 406 for XML (Accept or _format), fhir+json for the JSON forms', async () => {
    for (const accept of ['application/fhir+xml', 'application/xml', 'text/xml', 'text/html']) {
      const res = await fhir.get('/fhir/Patient', { accept });
      expect(res.status, accept).toBe(406);
      expect(res.body.resourceType).toBe('OperationOutcome');
    }
    for (const format of ['xml', 'application/fhir+xml']) expect((await fhir.get(`/fhir/Patient?_format=${encodeURIComponent(format)}`)).status).toBe(406);
    expect((await fhir.get('/fhir/metadata', { accept: 'application/fhir+xml' })).status).toBe(406);
    for (const accept of ['application/fhir+json', 'application/json', '*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8']) {
      const res = await fhir.get(`/fhir/Patient/${patientId}`, { accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    }
    expect((await fhir.get(`/fhir/Patient/${patientId}?_format=json`)).status).toBe(200);
    expect((await fhir.get(`/fhir/Patient/${patientId}?_format=${encodeURIComponent('application/fhir+json')}`)).status).toBe(200);
  });

  it('read: ETag W/"<versionId>", Last-Modified, If-None-Match → 304, a change → 200 with the new version', async () => {
    const first = await fhir.get<Patient>(`/fhir/Patient/${patientId}`);
    expect(first.headers.etag).toBe(`W/"${first.body.meta!.versionId}"`);
    expect(first.headers['last-modified']).toBe(new Date(first.body.meta!.lastUpdated!).toUTCString());
    const cached = await fhir.get(`/fhir/Patient/${patientId}`, { 'if-none-match': first.headers.etag as string });
    expect(cached.status).toBe(304);
    expect(cached.raw.body).toBe('');
    expect((await fhir.get(`/fhir/Patient/${patientId}`, { 'if-none-match': '"1", W/"99"' })).status).toBe(304);
    expect((await c.as('owner').put(`/api/patients/${fileNumber}`, { name: 'Keyed Person Renamed', sex: 'F' })).statusCode).toBe(200);
    const changed = await fhir.get<Patient>(`/fhir/Patient/${patientId}`, { 'if-none-match': first.headers.etag as string });
    expect(changed.status).toBe(200);
    expect(changed.body.meta!.versionId).not.toBe(first.body.meta!.versionId);
    expect(changed.body.name![0]!.family).toBe('Renamed');
  });

  it('gzip when the client accepts it', async () => {
    const key = (await createKey(c.as('owner'), 'gzip')).key;
    const res = await t.app.inject({ method: 'GET', url: '/fhir/metadata', headers: { authorization: `Bearer ${key}`, 'accept-encoding': 'gzip, deflate' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expectValidFhir(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')));
    const plain = await t.app.inject({ method: 'GET', url: '/fhir/metadata', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectValidFhir(JSON.parse(plain.body));
  });

  it('404 OperationOutcome for unknown ids, types and paths', async () => {
    for (const url of ['/fhir/Patient/00000000-0000-7000-8000-000000000000', '/fhir/Patient/bad$id', '/fhir/Observation/x.lab1',
      '/fhir/Practitioner/1', '/fhir/Patient/1/_history', '/fhir', '/fhir/Binary/unknown']) {
      const res = await fhir.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.resourceType, url).toBe('OperationOutcome');
    }
  });

  it('another clinic\'s key and the key table under row-level security', async () => {
    const otherKey = (await createKey(other.as('owner'), 'other')).key;
    expect((await new FhirHttp(t.app, otherKey).get(`/fhir/Patient/${patientId}`)).status).toBe(404);
    // Without the clinic scope and without a key hash, the table shows clinic_app nothing.
    const rows = await t.app.deps.db.transaction().execute(async (tx) => {
      await sql`set local role clinic_app`.execute(tx);
      return tx.selectFrom('fhir_server_key').select('id').execute();
    });
    expect(rows).toEqual([]);
  });
});

