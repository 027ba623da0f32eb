/**
 * A critical lab result's interpretation (HH or LL) is read from the patient's other results of the same test, the
 * names compared folded (case, accents, spacing). The SQL lab page brings the patient's other results with each
 * critical row (sql-search.ts criticalPeers) and folds them in the service; these cases check that its answers equal
 * the loaders' (the in-memory path), whatever the spelling of the name, and that no other test's results count.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let key = '';
let patientId = '';

async function ok(res: Promise<LightMyRequestResponse>, status = 201) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}

interface Page { entry: Array<{ resource: { code: { text: string }; interpretation: Array<{ coding: Array<{ code: string }> }> } }> }

async function page(query: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/fhir/Observation?patient=${patientId}&${query}`, headers: { authorization: `Bearer ${key}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

const interpretations = (p: Page) => p.entry.map((e) => `${e.resource.code.text}:${e.resource.interpretation[0]!.coding[0]!.code}`);

beforeAll(async () => {
  t = await startTestApp();
  const clinic = await seedClinic(t.app, ['owner']);
  const owner = clinic.as('owner');
  const lab = (name: string, value: string, flag: string, day: number) => ({ name, value, flag, takenAt: `2025-03-${String(day).padStart(2, '0')}` });
  const created = await ok(owner.post('/api/patients', {
    name: 'Peer Tester', sex: 'M',
    labs: [
      // Normal results of the same tests, spelled as other systems write them: each moves the critical one's side.
      lab('sodium', '140 mmol/L', 'normal', 1),
      lab('  POTASSIUM\t', '4.0 mmol/L', 'normal', 2),
      lab('Hémoglobine', '14 g/dL', 'normal', 3),
      lab('Glucose', '5 mmol/L', 'normal', 4),
      // Results of other tests whose values would turn the answer round if they were taken as peers.
      lab('Creatinine', '900 umol/L', 'normal', 5),
      lab('Calcium', '1 mmol/L', 'normal', 6),
      // The critical results: their side comes only from the same test's normal results above.
      lab('Sodium', '120 mmol/L', 'critical', 7),
      lab('Potassium', '2.1 mmol/L', 'critical', 8),
      lab('Hemoglobine', '6 g/dL', 'critical', 9),
      lab('Glucose ', '1.5 mmol/L', 'critical', 10),
      // Tests without normal results: the side is the majority of low and high results over every spelling of the
      // name (the page brings them grouped by name as written; the spelling alone would give the other side).
      lab('Magnesium', '1.9 mmol/L', 'high', 11),
      lab(' magnesium', '0.5 mmol/L', 'low', 12),
      lab('Magnésium', '0.6 mmol/L', 'low', 13),
      lab('Magnesium', '0.2 mmol/L', 'critical', 14),
      lab('Troponin', '0.01 ng/mL', 'low', 15),
      lab('troponin ', '0.5 ng/mL', 'high', 16),
      lab('TROPONIN', '0.6 ng/mL', 'high', 17),
      lab('Troponin', '9 ng/mL', 'critical', 18),
    ],
  })) as { fileNumber: string };
  key = (await ok(owner.post('/api/integrations/fhir-server/keys', { label: 'peers' }))).key;
  const found = await t.app.inject({ method: 'GET', url: `/fhir/Patient?identifier=${created.fileNumber}`, headers: { authorization: `Bearer ${key}` } });
  patientId = (found.json() as { entry: Array<{ resource: { id: string } }> }).entry[0]!.resource.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('critical interpretations on the SQL lab page', () => {
  it('take their side from the same test whatever its case, spacing or accents, and from no other test', async () => {
    const inSql = await page('category=laboratory');
    expect(interpretations(inSql).slice(6, 10)).toEqual(['Sodium:LL', 'Potassium:LL', 'Hemoglobine:LL', 'Glucose:LL']);
    expect(interpretations(inSql).slice(10)).toEqual(['Magnesium:H', 'magnesium:L', 'Magnésium:L', 'Magnesium:LL',
      'Troponin:L', 'troponin:H', 'TROPONIN:H', 'Troponin:HH']);
    // The loaders' path (a date sort is not planned in SQL) folds every result of the patient: the same answers.
    const loaded = await page('category=laboratory&_sort=date');
    expect(interpretations(inSql)).toEqual(interpretations(loaded));
  });
});
