import type { Bundle, CapabilityStatement } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FhirHttp } from './client.js';
import { seedFhirClinic, type FhirClinic } from './seed.js';

// A key of clinic A sees nothing of clinic B through any search, include, paging link, read or Binary, and the other
// way round. B's patients are all named "Beta …", so any of B's data in A's answers would show.

let t: TestApp;
let a: FhirClinic;
let b: FhirClinic;
const ORIGIN = 'http://localhost:4000';

beforeAll(async () => {
  t = await startTestApp();
  a = await seedFhirClinic(t.app);
  b = await seedFhirClinic(t.app, { tagName: 'Beta ' });
});
afterAll(() => t.close());

function secretsOf(c: FhirClinic): string[] {
  return [c.jose, c.ana, c.mary, c.many, ...c.bulk].map((p) => p.id)
    .concat(Object.values(c.appointments), Object.values(c.prescriptions), [c.attachmentId]);
}

async function everyPage(fhir: FhirHttp, url: string): Promise<Bundle[]> {
  const pages: Bundle[] = [];
  let next: string | undefined = url;
  while (next) {
    const page = await fhir.search(next);
    pages.push(page);
    const link = page.link?.find((l) => l.relation === 'next')?.url;
    next = link?.slice(ORIGIN.length);
  }
  return pages;
}

describe('two clinics', () => {
  it('no search, include or paging link of one clinic\'s key carries the other\'s data', async () => {
    const cs = (await new FhirHttp(t.app, null).get<CapabilityStatement>('/fhir/metadata')).body;
    for (const [mine, theirs, marker] of [[a, b, 'Beta '], [b, a, null]] as const) {
      const fhir = new FhirHttp(t.app, mine.key);
      const forbidden = secretsOf(theirs);
      let seen = 0;
      for (const r of cs.rest![0]!.resource!) {
        if (r.type === 'Binary') continue;
        const include = r.searchInclude?.[0];
        const pages = await everyPage(fhir, `/fhir/${r.type}?_count=7${include ? `&_include=${include}` : ''}`);
        const text = JSON.stringify(pages);
        for (const secret of forbidden) expect(text.includes(secret), `${r.type}: ${secret}`).toBe(false);
        if (marker) expect(text.includes(marker), r.type).toBe(false);
        seen += pages.reduce((n, p) => n + (p.entry?.length ?? 0), 0);
        // Naming the other clinic's patient or ids finds nothing.
        if (r.searchParam!.some((p) => p.name === 'patient')) {
          expect((await fhir.search(`/fhir/${r.type}?patient=${theirs.jose.id}`)).total, r.type).toBe(0);
        }
        expect((await fhir.search(`/fhir/${r.type}?_id=${forbidden.join(',')}`)).total, r.type).toBe(0);
      }
      expect(seen).toBeGreaterThan(150);
    }
  });

  it('reads of the other clinic\'s ids are 404, derived ids and Binary included', async () => {
    const fhir = new FhirHttp(t.app, a.key);
    const theirs = new FhirHttp(t.app, b.key);
    const obs = (await theirs.search(`/fhir/Observation?patient=${b.jose.id}`)).entry!.map((e) => e.resource!.id!);
    const allergy = (await theirs.search(`/fhir/AllergyIntolerance?patient=${b.jose.id}`)).entry![0]!.resource!.id!;
    const reads = [
      `/fhir/Patient/${b.jose.id}`, ...obs.map((id) => `/fhir/Observation/${id}`), `/fhir/AllergyIntolerance/${allergy}`,
      `/fhir/MedicationRequest/${b.prescriptions.joseActive}`, `/fhir/Appointment/${b.appointments.joseBooked}`,
      `/fhir/DocumentReference/${b.attachmentId}`, `/fhir/Binary/${b.attachmentId}`,
    ];
    for (const url of reads) {
      expect((await theirs.get(url)).status, url).toBe(200);
      expect((await fhir.get(url)).status, url).toBe(404);
    }
  });
});
