import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FhirHttp } from './client.js';
import { seedFhirClinic, type FhirClinic } from './seed.js';

let t: TestApp;
let a: FhirClinic;
beforeAll(async () => {
  t = await startTestApp();
  a = await seedFhirClinic(t.app);
});
afterAll(() => t.close());

describe('smoke', () => {
  it('serves', async () => {
    const fhir = new FhirHttp(t.app, a.key);
    for (const type of ['Patient', 'Observation', 'AllergyIntolerance', 'Condition', 'MedicationStatement', 'Encounter', 'MedicationRequest', 'Appointment', 'DocumentReference']) {
      const b = await fhir.search(`/fhir/${type}?_count=500`);
      console.log(type, b.total);
    }
    console.log(JSON.stringify((await fhir.search(`/fhir/Observation?patient=${a.jose.id}`)).entry?.map((e) => e.resource), null, 1).slice(0, 3000));
    expect(1).toBe(1);
  });
});
