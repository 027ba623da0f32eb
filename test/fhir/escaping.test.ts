/**
 * FHIR R4 search escaping (https://hl7.org/fhir/R4/search.html#escaping) on values real clinics have: lab names with
 * a comma ("Cholesterol, total") searched as a token code, on the SQL lab search and on the in-memory one (vital signs
 * included), and patient names searched with an escaped comma. `\,` is a comma inside one value, `,` separates
 * alternatives, `\|` is a bar inside a code, `\\` a backslash.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic } from '../support/seed.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

let t: TestApp;
let key = '';
let patientId = '';
const LAB_NAME_SYSTEM = `${TEST_ORIGIN}/fhir/sid/lab-name`;

async function ok(res: Promise<LightMyRequestResponse>, status = 201) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}

async function codes(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/fhir/Observation?${query}`, headers: { authorization: `Bearer ${key}` } });
  expect(res.statusCode, res.body).toBe(200);
  const bundle = res.json() as { total: number; entry?: Array<{ resource: { code: { text: string } } }> };
  const found = (bundle.entry ?? []).map((e) => e.resource.code.text).sort();
  expect(bundle.total).toBe(found.length);
  return found;
}

beforeAll(async () => {
  t = await startTestApp();
  const clinic = await seedClinic(t.app, ['owner']);
  const owner = clinic.as('owner');
  const created = await ok(owner.post('/api/patients', {
    name: 'Comma Tester', sex: 'F',
    labs: [
      { name: 'Cholesterol, total', value: '5.2', flag: 'normal', takenAt: '2025-03-01' },
      { name: 'Cholesterol', value: '5.0', flag: 'normal', takenAt: '2025-02-01' },
      { name: 'total', value: '1', flag: 'normal', takenAt: '2025-02-01' },
      { name: 'A|B ratio', value: '2', flag: 'normal', takenAt: '2025-02-01' },
      { name: 'Back\\slash', value: '3', flag: 'normal', takenAt: '2025-02-01' },
    ],
  })) as { fileNumber: string };
  key = (await ok(owner.post('/api/integrations/fhir-server/keys', { label: 'escaping' }))).key;
  const patient = await t.app.inject({ method: 'GET', url: `/fhir/Patient?identifier=${created.fileNumber}`, headers: { authorization: `Bearer ${key}` } });
  patientId = (patient.json() as { entry: Array<{ resource: { id: string } }> }).entry[0]!.resource.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('search value escaping', () => {
  // With category=laboratory the search is planned in SQL (sql-search.ts); without it, in memory (search.ts).
  for (const [label, extra] of [['SQL lab search', '&category=laboratory'], ['in-memory search', '']] as const) {
    it(`${label}: \\, is a comma inside one code; an unescaped comma separates alternatives`, async () => {
      expect(await codes(`patient=${patientId}${extra}&code=Cholesterol%5C,%20total`)).toEqual(['Cholesterol, total']);
      expect(await codes(`patient=${patientId}${extra}&code=Cholesterol,total`)).toEqual(['Cholesterol', 'total']);
      expect(await codes(`patient=${patientId}${extra}&code=${encodeURIComponent(LAB_NAME_SYSTEM)}|Cholesterol%5C,%20total`)).toEqual(['Cholesterol, total']);
    });

    it(`${label}: \\| is a bar inside the code, not the system separator; \\\\ is a backslash`, async () => {
      expect(await codes(`patient=${patientId}${extra}&code=A%5C|B%20ratio`)).toEqual(['A|B ratio']);
      expect(await codes(`patient=${patientId}${extra}&code=${encodeURIComponent(LAB_NAME_SYSTEM)}|A%5C|B%20ratio`)).toEqual(['A|B ratio']);
      expect(await codes(`patient=${patientId}${extra}&code=Back%5C%5Cslash`)).toEqual(['Back\\slash']);
    });
  }

  it('string parameters: an escaped comma is part of the name searched', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fhir/Patient?name=comma%5C,tester', headers: { authorization: `Bearer ${key}` } });
    expect((res.json() as { total: number }).total).toBe(0);
    const either = await t.app.inject({ method: 'GET', url: '/fhir/Patient?name=nobody,comma', headers: { authorization: `Bearer ${key}` } });
    expect((either.json() as { total: number }).total).toBe(1);
  });
});
