import { request } from 'node:http';
import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';
import { FhirHttp } from './client.js';
import { MANY_LABS, seedFhirClinic, type FhirClinic } from './seed.js';
import { expectValidFhir } from './validate.js';

// Second black-box round on the FHIR server (issue 16): what an outside FHIR client or a clumsy integrator sends that
// the first rounds (spec-probe, conformance, hostile-input) did not, each checked against FHIR R4 (4.0.1) http.html
// and search.html and decisions.md §9. Every FHIR body is validated by FhirHttp.

let t: TestApp;
let a: FhirClinic;
let fhir: FhirHttp;
const BASE = `${TEST_ORIGIN}/fhir`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  t = await startTestApp();
  a = await seedFhirClinic(t.app);
  fhir = new FhirHttp(t.app, a.key);
}, 300_000);
afterAll(() => t?.close());

const matchIds = (b: Bundle) => (b.entry ?? []).filter((e) => e.search?.mode === 'match').map((e) => e.resource!.id!);
const link = (b: Bundle, relation: string) => b.link?.find((l) => l.relation === relation)?.url;

describe('search by POST [type]/_search (R4 http.html#search: a search is a read, by GET or by POST with a form body)', () => {
  it('a form-encoded body is the same search as the query string, and its links are GET URLs carrying every parameter', async () => {
    const byGet = await fhir.search(`/fhir/Observation?patient=${a.jose.id}&category=laboratory&_sort=-date&_count=2`);
    const res = await fhir.request<Bundle>('POST', '/fhir/Observation/_search', FORM, `patient=${a.jose.id}&category=laboratory&_sort=-date&_count=2`);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(res.body.total).toBe(byGet.total);
    expect(matchIds(res.body)).toEqual(matchIds(byGet));
    const self = new URL(link(res.body, 'self')!);
    expect(`${self.origin}${self.pathname}`).toBe(`${BASE}/Observation`);
    expect(Object.fromEntries(self.searchParams)).toMatchObject({ patient: a.jose.id, category: 'laboratory', _sort: '-date', _count: '2' });
    const next = link(res.body, 'next')!;
    const page2 = await fhir.search(next.slice(TEST_ORIGIN.length));
    expect(matchIds(page2)).not.toEqual(matchIds(res.body));
  });

  it('parameters in the URL and in the body are one search (AND), on every resource type path', async () => {
    const res = await fhir.request<Bundle>('POST', '/fhir/Patient/_search?gender=female', FORM, 'name=ana');
    expect(res.status, res.raw.body).toBe(200);
    expect(matchIds(res.body)).toEqual([a.ana.id]);
    const none = await fhir.request<Bundle>('POST', '/fhir/Patient/_search?gender=male', FORM, 'name=ana');
    expect(none.body.total).toBe(0);
    const empty = await fhir.request<Bundle>('POST', '/fhir/Patient/_search', FORM, '');
    expect(empty.status).toBe(200);
    expect(empty.body.total).toBe((await fhir.search('/fhir/Patient?_summary=count')).total);
    const noBody = await fhir.request<Bundle>('POST', '/fhir/Patient/_search?name=mary');
    expect(matchIds(noBody.body)).toEqual([a.mary.id]);
  });

  it('the same rules as GET: an unknown parameter is a 400, a search needs a key, the read is in the access log', async () => {
    const unknown = await fhir.request('POST', '/fhir/Patient/_search', FORM, 'nope=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.resourceType).toBe('OperationOutcome');
    const keyless = await new FhirHttp(t.app, null).request('POST', '/fhir/Patient/_search', FORM, 'name=ana');
    expect(keyless.status).toBe(401);
    expect(keyless.headers['www-authenticate']).toMatch(/^Bearer/);
    const unknownType = await fhir.request('POST', '/fhir/Nope/_search', FORM, 'name=ana');
    expect(unknownType.status).toBe(404);
    expect(unknownType.body.resourceType).toBe('OperationOutcome');
    const log = (await a.owner.get(`/api/integrations/fhir-server/access-log?keyId=${a.keyId}&limit=5`)).json() as Array<Record<string, unknown>>;
    expect(log.some((e) => e.interaction === 'search-type' && e.resourceType === 'Patient' && String(e.query).includes('nope=1') && e.status === 400)).toBe(true);
  });

  it('a body that is not a form is refused with 415 as an OperationOutcome; other POSTs stay 405 with Allow: GET', async () => {
    const json = await fhir.request('POST', '/fhir/Patient/_search', { 'content-type': 'application/fhir+json' }, '{"resourceType":"Parameters"}');
    expect(json.status).toBe(415);
    expect(json.body.resourceType).toBe('OperationOutcome');
    for (const url of ['/fhir/Patient', `/fhir/Patient/${a.jose.id}`, `/fhir/Patient/${a.jose.id}/_search`, '/fhir/_search', '/fhir/metadata']) {
      const res = await fhir.request('POST', url, FORM, 'name=ana');
      expect(res.status, url).toBe(405);
      expect(res.headers.allow, url).toBe('GET');
      expect(res.body.resourceType, url).toBe('OperationOutcome');
    }
  });

  it('GET [type]/_search?… is the same search, not a read of an id "_search" refusing its parameters', async () => {
    const res = await fhir.get<Bundle>('/fhir/Patient/_search?name=mary');
    expect(res.status, res.raw.body).toBe(200);
    expect(matchIds(res.body)).toEqual([a.mary.id]);
  });
});

describe('HTTP odds under /fhir: every answer is FHIR JSON', () => {
  it('OPTIONS that is not a CORS preflight is a 405 OperationOutcome with Allow: GET, not a text/plain 400', async () => {
    for (const url of ['/fhir/Patient', `/fhir/Patient/${a.jose.id}`, '/fhir/metadata', '/fhir']) {
      const res = await fhir.request('OPTIONS', url);
      expect(res.status, url).toBe(405);
      expect(res.headers.allow, url).toBe('GET');
      expect(res.headers['content-type'], url).toMatch(/^application\/fhir\+json/);
      expect(res.body.resourceType, url).toBe('OperationOutcome');
    }
  });

  it('a CORS preflight from a trusted origin is still answered by CORS (204 with the allowed origin)', async () => {
    const res = await fhir.request('OPTIONS', '/fhir/Patient', { origin: TEST_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
  });

  it('Accept naming another FHIR version (fhirVersion=3.0, 5.0) is a 406 OperationOutcome; 4.0 and 4.0.1 are JSON', async () => {
    for (const accept of ['application/fhir+json; fhirVersion=3.0', 'application/fhir+json;fhirVersion=5.0', 'application/json; fhirVersion=1.0']) {
      const res = await fhir.get(`/fhir/Patient/${a.jose.id}`, { accept });
      expect(res.status, accept).toBe(406);
      expect(res.body.resourceType, accept).toBe('OperationOutcome');
      expect((await fhir.get('/fhir/metadata', { accept })).status, `metadata ${accept}`).toBe(406);
    }
    for (const accept of ['application/fhir+json; fhirVersion=4.0', 'application/fhir+json; fhirVersion=4.0.1', 'application/fhir+json; fhirVersion=3.0, application/json']) {
      expect((await fhir.get(`/fhir/Patient/${a.jose.id}`, { accept })).status, accept).toBe(200);
    }
  });
});

describe('paging links say what was served (R4 search.html#conformance: the self link names the parameters used)', () => {
  it('_count above 500 is served as 500 and the self link says _count=500', async () => {
    const bundle = await fhir.search(`/fhir/Observation?patient=${a.many.id}&_count=1000`);
    expect(bundle.entry).toHaveLength(MANY_LABS);
    expect(new URL(link(bundle, 'self')!).searchParams.get('_count')).toBe('500');
    const inMemory = await fhir.search('/fhir/Patient?_count=501');
    expect(new URL(link(inMemory, 'self')!).searchParams.get('_count')).toBe('500');
  });

  it('a page past the end links back to the last page that has matches, not to another empty page', async () => {
    for (const category of ['&category=laboratory', '']) {
      const url = `/fhir/Observation?patient=${a.many.id}${category}&_count=50&_offset=1000`;
      const past = await fhir.search(url);
      expect(past.total, url).toBe(MANY_LABS);
      expect(past.entry ?? [], url).toHaveLength(0);
      expect(link(past, 'next'), url).toBeUndefined();
      const previous = await fhir.search(link(past, 'previous')!.slice(TEST_ORIGIN.length));
      expect(previous.entry, url).toHaveLength(50);
      expect(link(previous, 'next'), url).toBeUndefined();
    }
  });
});

describe('_id is the id, exactly (R4 search.html#id: a token matched as written)', () => {
  it('a laboratory search answered in SQL finds no Observation for an id written with a leading zero (lab01 is not lab1)', async () => {
    for (const extra of ['', '&_lastUpdated=gt1900']) { // SQL, then the loaders: the same answer
      const exact = await fhir.search(`/fhir/Observation?category=laboratory&_id=${a.jose.id}.lab1${extra}`);
      expect(matchIds(exact), extra).toEqual([`${a.jose.id}.lab1`]);
      for (const id of [`${a.jose.id}.lab01`, `${a.jose.id}.lab001`, `${a.jose.id}.lab0`]) {
        const padded = await fhir.search(`/fhir/Observation?category=laboratory&_id=${id}${extra}`);
        expect(padded.total, `${id}${extra}`).toBe(0);
      }
    }
    expect((await fhir.get(`/fhir/Observation/${a.jose.id}.lab01`)).status).toBe(404);
  });
});

describe('POST search bodies get the checks the query string gets', () => {
  it('a NUL byte in a form body is a 400 OperationOutcome, as in the query string (PostgreSQL text cannot hold it)', async () => {
    for (const body of ['category=laboratory&code=a%00b', 'name=a%00b', `patient=${'%00'}`, 'na%00me=x']) {
      const type = body.startsWith('category') ? 'Observation' : 'Patient';
      const res = await fhir.request('POST', `/fhir/${type}/_search`, FORM, body);
      expect(res.status, body).toBe(400);
      expect(res.body.resourceType, body).toBe('OperationOutcome');
    }
    expect((await fhir.get('/fhir/Observation?category=laboratory&code=a%00b')).status).toBe(400);
  });

  it('a form body over the limit is a 413 OperationOutcome that says so', async () => {
    const res = await fhir.request('POST', '/fhir/Patient/_search', FORM, `name=${'a'.repeat(70 * 1024)}`);
    expect(res.status).toBe(413);
    expect(res.body.resourceType).toBe('OperationOutcome');
    expect(JSON.stringify(res.body)).toMatch(/64 KB/);
  });
});

describe('paths refused before routing answer FHIR under /fhir (not the API\'s problem+json)', () => {
  async function raw(path: string): Promise<{ status: number; type: string; body: string }> {
    const base = new URL(await t.listen());
    return new Promise((resolve, reject) => {
      const req = request({ host: base.hostname, port: base.port, path, headers: { authorization: `Bearer ${a.key}` } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => { body += d; }).on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject).end();
    });
  }

  it('a path that is not valid percent-encoding (400) and an id longer than the router takes (404)', async () => {
    for (const [path, status] of [['/fhir/Patient/%E0%A4%A', 400], [`/fhir/Patient/${'a'.repeat(10_000)}`, 404], [`/fhir/Observation/${'b'.repeat(9_000)}?_format=json`, 404]] as const) {
      const res = await raw(path);
      expect(res.status, path.slice(0, 40)).toBe(status);
      expect(res.type, path.slice(0, 40)).toMatch(/^application\/fhir\+json/);
      expect(expectValidFhir(JSON.parse(res.body) as OperationOutcome).resourceType).toBe('OperationOutcome');
    }
    // The API keeps its own format.
    expect((await raw('/api/patients/%E0%A4%A')).type).toMatch(/^application\/problem\+json/);
  });
});

describe('Prefer: handling=lenient (R4 search.html#errors: servers SHOULD honour strict or lenient)', () => {
  it('strict (the default, or asked) refuses an unknown parameter; lenient runs the search without it and says so', async () => {
    const url = `/fhir/Patient?name=ana&_total=accurate&nope=1&name:sounds-like=x&_count=5`;
    for (const prefer of [undefined, 'handling=strict']) {
      const res = await fhir.get(url, prefer ? { prefer } : {});
      expect(res.status, prefer).toBe(400);
      expect(res.body.resourceType).toBe('OperationOutcome');
    }
    const res = await fhir.get<Bundle>(url, { prefer: 'return=representation, handling=lenient' });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.headers['preference-applied']).toBe('handling=lenient');
    expect(matchIds(res.body)).toEqual([a.ana.id]);
    const outcome = res.body.entry!.find((e) => e.search?.mode === 'outcome')!.resource as OperationOutcome;
    expect(outcome.issue[0]!.severity).toBe('warning');
    for (const name of ['_total', 'nope', 'name:sounds-like']) expect(outcome.issue[0]!.diagnostics).toContain(name);
    const self = new URL(link(res.body, 'self')!);
    expect([...self.searchParams.keys()].sort()).toEqual(['_count', 'name']);
    // A bad value of a known parameter is still an error, lenient or not.
    expect((await fhir.get('/fhir/Patient?birthdate=tomorrow', { prefer: 'handling=lenient' })).status).toBe(400);
  });

  it('the laboratory search answered in SQL is lenient the same way', async () => {
    const res = await fhir.get<Bundle>(`/fhir/Observation?patient=${a.jose.id}&category=laboratory&value-quantity=5&_count=2`, { prefer: 'handling=lenient' });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.total).toBe(5);
    expect(matchIds(res.body)).toHaveLength(2);
    expect(res.body.entry!.filter((e) => e.search?.mode === 'outcome')).toHaveLength(1);
    expect(new URL(link(res.body, 'next')!).searchParams.has('value-quantity')).toBe(false);
  });
});

describe('_include with its target type (R4 search.html#include: [type]:[parameter]:[targetType])', () => {
  it('Observation:patient:Patient is the Observation:patient include; another target type is refused', async () => {
    for (const extra of ['&category=laboratory', '']) { // SQL, then the loaders
      const plain = await fhir.search(`/fhir/Observation?patient=${a.jose.id}${extra}&_include=Observation:patient&_count=2`);
      const typed = await fhir.search(`/fhir/Observation?patient=${a.jose.id}${extra}&_include=Observation:patient:Patient&_count=2`);
      expect(typed.entry!.map((e) => [e.search?.mode, e.resource!.id]), extra).toEqual(plain.entry!.map((e) => [e.search?.mode, e.resource!.id]));
    }
    const typed = await fhir.search(`/fhir/AllergyIntolerance?patient=${a.jose.id}&_include=AllergyIntolerance:patient:Patient`);
    expect(typed.entry!.filter((e) => e.search?.mode === 'include').map((e) => e.resource!.id)).toEqual([a.jose.id]);
    const wrong = await fhir.get(`/fhir/Observation?_include=Observation:patient:Group`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.resourceType).toBe('OperationOutcome');
  });
});
