import type { CapabilityStatement } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createKey, FhirHttp } from './client.js';

// Every resource type and search parameter the server's own CapabilityStatement advertises, driven with what a
// clumsy or hostile FHIR client sends. Nothing may be a 5xx; every error is a valid OperationOutcome (FhirHttp
// validates every FHIR body it receives) with a 4xx status. Deterministic inputs, so a failure names its request.

let t: TestApp;
let clinic: SeededClinic;
let fhir: FhirHttp;
let capability: CapabilityStatement;

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app, ['owner']);
  const owner = clinic.as('owner');
  const created = await owner.post('/api/patients', { name: 'Hostile Input Probe', fileNumber: '7001', sex: 'F', age: 40, labs: [{ name: 'Potassium', value: '6.9 mmol/L', flag: 'critical', takenAt: '2025-03-01' }] });
  expect(created.statusCode, created.body).toBe(201);
  fhir = new FhirHttp(t.app, (await createKey(owner)).key);
  capability = (await fhir.get<CapabilityStatement>('/fhir/metadata')).body;
});
afterAll(() => t?.close());

const ODD_VALUES = [
  '', ',', ',,,', '|', '||', 'x|y|z', '%', '*', 'gt', 'ge2025-13-40', 'eq2025-02-30', 'lt9999999999', 'sa', 'ap20250101T25:61',
  '2025-01-01T00:00:00+25:00', 'Patient/', 'Patient/../x', 'Observation/1', '-1', '1e309', '9'.repeat(40), 'x'.repeat(5000),
  '\u202e\ud83d\ude00', "'; drop table patient; --", '%00'.replace('%00', ''), 'null', 'true',
];
const ODD_CONTROLS = [
  '_count=-1', '_count=abc', '_count=100000', '_count=1.5', '_offset=-3', '_offset=abc', '_sort=nope', '_sort=-', '_sort=,',
  '_include=*', '_include=Observation:nope', '_include=Patient:link', '_revinclude=Observation:subject', '_summary=maybe',
  '_elements=', '_elements=,,', '_elements=resourceType', '_format=xml', '_format=text/turtle', '_pretty=maybe', '_total=none',
  '_has:Observation:patient:code=1', 'unknown=1', 'patient:missing=true', 'name:exact=', 'name:contains=a', 'name:nope=a',
];
const ODD_IDS = ['..', '%2e%2e', 'x'.repeat(65), 'a b', '%F0%9F%98%80', 'Patient', '1e309', '-', '_history', '$everything'];

describe('hostile and clumsy input to the FHIR server: never a 5xx, errors are OperationOutcomes', () => {
  it('every advertised search parameter with odd values, odd controls, odd ids and odd methods', async () => {
    const failures: string[] = [];
    const resources = capability.rest?.[0]?.resource ?? [];
    expect(resources.length).toBeGreaterThan(3);
    const probe = async (method: string, url: string, headers: Record<string, string> = {}, payload?: string) => {
      const res = await fhir.request(method, url, headers, payload);
      if (res.status >= 500) failures.push(`${method} ${url.slice(0, 160)} → ${res.status} ${res.raw.body.slice(0, 200)}`);
      else if (res.status >= 400 && res.status !== 406 && res.status !== 405 && res.body?.resourceType !== 'OperationOutcome') {
        failures.push(`${method} ${url.slice(0, 160)} → ${res.status} without an OperationOutcome`);
      }
    };
    for (const resource of resources) {
      const type = resource.type!;
      for (const param of resource.searchParam ?? []) {
        for (const value of ODD_VALUES) await probe('GET', `/fhir/${type}?${param.name}=${encodeURIComponent(value)}`);
        await probe('GET', `/fhir/${type}?${param.name}=a&${param.name}=b&${param.name}=`);
      }
      for (const control of ODD_CONTROLS) await probe('GET', `/fhir/${type}?${control}`);
      for (const id of ODD_IDS) await probe('GET', `/fhir/${type}/${id}`);
      await probe('GET', `/fhir/${type}/x`, { 'if-none-match': 'W/"', accept: 'application/fhir+json;q=0, */*;q=0.1' });
      await probe('GET', `/fhir/${type}`, { accept: 'application/xml', 'accept-encoding': 'gzip;q=abc, br, *;q=-1' });
      await probe('POST', `/fhir/${type}/_search`, { 'content-type': 'application/x-www-form-urlencoded' }, '_count=-1&%%%');
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) await probe(method, `/fhir/${type}/x`, { 'content-type': 'application/fhir+json' }, '{"resourceType":');
    }
    for (const path of ['/fhir', '/fhir/', '/fhir/Nope', '/fhir/Nope/1', '/fhir/metadata?mode=nope', '/fhir/Patient/1/_history/1']) {
      await probe('GET', path);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
