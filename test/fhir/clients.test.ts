import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { MedplumClient } from '@medplum/core';
import { Client } from 'fhir-kit-client';
import type { Bundle, Patient, Resource } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, startTestApp, type TestApp } from '../support/test-app.js';
import { MANY_LABS, seedFhirClinic, type FhirClinic } from './seed.js';
import { expectValidFhir } from './validate.js';

// Four independent FHIR clients read the server as the outside systems using them would: read, search, paging and
// _include with each. Every resource they hand back is validated.

const require = createRequire(import.meta.url);
const mkFhir = require('fhir.js') as (config: { baseUrl: string; auth: { bearer: string } }) => {
  read(q: { type: string; id: string }): Promise<{ data: Resource; status: number }>;
  search(q: { type: string; query: Record<string, string | number> }): Promise<{ data: Bundle }>;
  nextPage(q: { bundle: Bundle }): Promise<{ data: Bundle }>;
};

// SMART's client in its server mode: an app's request handler wraps its (req, res) and gets a Client for the FHIR server.
interface SmartClient {
  request<T = unknown>(url: string, options?: { pageLimit?: number; flat?: boolean }): Promise<T>;
}
const smart = require('fhirclient') as (req: IncomingMessage, res: ServerResponse) => {
  client(state: { serverUrl: string; tokenResponse: { access_token: string } }): SmartClient;
};

let t: TestApp;
let a: FhirClinic;
let origin: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The service's public URL is where the clients reach it: the paging links and Binary urls point there.
  t = await startTestApp({ env: { PUBLIC_URL: origin, TRUSTED_ORIGINS: TEST_ORIGIN } });
  await t.app.listen({ port, host: '127.0.0.1' });
  a = await seedFhirClinic(t.app);
});
afterAll(() => t.close());

const labIds = (bundles: Bundle[]) => bundles.flatMap((b) => (b.entry ?? []).filter((e) => e.search?.mode === 'match').map((e) => e.resource!.id!));

describe('fhir-kit-client', () => {
  it('reads, searches with _include and follows every page', async () => {
    const client = new Client({ baseUrl: `${origin}/fhir`, customHeaders: { Authorization: `Bearer ${a.key}` } });
    const cs = expectValidFhir(await client.capabilityStatement() as Resource);
    expect(cs.resourceType).toBe('CapabilityStatement');
    const patient = expectValidFhir(await client.read({ resourceType: 'Patient', id: a.jose.id }) as Patient);
    expect(patient.name![0]!.family).toBe('García');
    let bundle = expectValidFhir(await client.search({
      resourceType: 'Observation', searchParams: { patient: a.many.id, category: 'laboratory', _count: 40, _include: 'Observation:patient' },
    }) as unknown as Bundle);
    const pages = [bundle];
    while (bundle.link?.some((l) => l.relation === 'next')) {
      bundle = expectValidFhir(await client.nextPage({ bundle: bundle as never }) as unknown as Bundle);
      pages.push(bundle);
    }
    expect(new Set(labIds(pages)).size).toBe(MANY_LABS);
    expect(pages.every((p) => p.entry!.some((e) => e.search?.mode === 'include' && e.resource!.id === a.many.id))).toBe(true);
    await expect(client.read({ resourceType: 'Patient', id: 'unknown' })).rejects.toMatchObject({ response: { status: 404 } });
  });
});

describe('MedplumClient', () => {
  it('reads, searches and pages with searchResourcePages', async () => {
    const medplum = new MedplumClient({ baseUrl: `${origin}/`, fhirUrlPath: 'fhir/', cacheTime: 0 });
    medplum.setAccessToken(a.key);
    const patient = expectValidFhir(await medplum.readResource('Patient', a.mary.id));
    expect(patient.name![0]!.text).toBe('Mary Smith');
    const searched = expectValidFhir(await medplum.search('MedicationRequest', { patient: a.jose.id, _include: 'MedicationRequest:patient' }));
    expect(searched.total).toBe(3);
    const ids: string[] = [];
    for await (const page of medplum.searchResourcePages('Observation', { patient: a.many.id, _count: 60 })) {
      for (const o of page) ids.push(expectValidFhir(o).id!);
    }
    expect(new Set(ids).size).toBe(MANY_LABS);
    const doc = (await medplum.searchResources('DocumentReference', { patient: a.jose.id }))[0]!;
    const blob = await medplum.download(doc.content[0]!.attachment.url!);
    expect(Buffer.from(await blob.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('fhir.js', () => {
  it('reads, searches with _include and follows every page', async () => {
    const client = mkFhir({ baseUrl: `${origin}/fhir`, auth: { bearer: a.key } });
    const read = await client.read({ type: 'Appointment', id: a.appointments.joseBooked });
    expect(expectValidFhir(read.data)).toMatchObject({ status: 'booked' });
    let res = await client.search({ type: 'Observation', query: { patient: a.many.id, _count: 33, _include: 'Observation:patient' } });
    const pages = [expectValidFhir(res.data)];
    while (res.data.link?.some((l) => l.relation === 'next')) {
      res = await client.nextPage({ bundle: res.data });
      pages.push(expectValidFhir(res.data));
    }
    expect(new Set(labIds(pages)).size).toBe(MANY_LABS);
  });
});

describe('fhirclient (SMART, server mode)', () => {
  it('reads, searches with _include and follows every page from inside an app\'s request handler', async () => {
    // The app is a plain Node HTTP server; each of its requests builds the SMART client from (req, res), as a server-side
    // SMART app does, and reads the FHIR server with the clinic's key.
    const app = createHttpServer((req, res) => {
      const client = smart(req, res).client({ serverUrl: `${origin}/fhir`, tokenResponse: { access_token: a.key } });
      void (async () => {
        const patient = await client.request<Patient>(`Patient/${a.jose.id}`);
        const conditions = await client.request<Bundle>(`Condition?patient=${a.jose.id}`);
        // pageLimit 0: every page, following the server's next links; the pages' Bundles come back in an array.
        const pages = await client.request<Bundle[]>(`Observation?patient=${a.many.id}&category=laboratory&_count=25&_include=Observation:patient`, { pageLimit: 0 });
        const missing = await client.request(`Patient/unknown`).then(() => 200, (err: { status?: number; statusCode?: number }) => err.status ?? err.statusCode);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ patient, conditions, pages, missing }));
      })().catch((err: Error) => { res.statusCode = 500; res.end(String(err.stack)); });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = app.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/launch`);
      const text = await answer.text();
      expect(answer.status, text).toBe(200);
      const { patient, conditions, pages, missing } = JSON.parse(text) as { patient: Patient; conditions: Bundle; pages: Bundle[]; missing: number };
      expect(expectValidFhir(patient).name![0]!.family).toBe('García');
      expect(expectValidFhir(conditions).total).toBeGreaterThan(0);
      for (const page of pages) expectValidFhir(page);
      expect(pages.length).toBe(Math.ceil(MANY_LABS / 25));
      expect(new Set(labIds(pages)).size).toBe(MANY_LABS);
      expect(pages.every((p) => p.entry!.some((e) => e.search?.mode === 'include' && e.resource!.id === a.many.id))).toBe(true);
      expect(missing).toBe(404);
    } finally {
      await new Promise((resolve) => app.close(resolve));
    }
  });
});
