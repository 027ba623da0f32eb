import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICAL_FIELDS, Patient } from '../../../src/clinic/patients/schema.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { CLINICAL_KEYS, createPatient, fullPayload, SETUP_TIMEOUT } from './helpers.js';

/**
 * The database keeps each patient's response text (record for clinical roles, demographic_record for reception). The
 * SQL that builds it is checked here key by key, and role by role, against the zod `Patient` schema, the one
 * definition of the shape: a key the SQL forgets, adds or misnames, at the top or inside a list item, fails.
 */
let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'admin', 'doctor', 'member', 'reception', 'lab', 'pharmacy']);
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); });

/** The keys a schema's value has, down through objects and list items: `labs[].flag`, `vitals.bp`, … */
function schemaKeys(schema: z.ZodType, prefix = ''): string[] {
  const inner = schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? schema.unwrap() as z.ZodType : schema;
  if (inner instanceof z.ZodArray) return schemaKeys(inner.element as z.ZodType, `${prefix}[]`);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>)
      .flatMap(([key, value]) => [`${prefix}${prefix ? '.' : ''}${key}`, ...schemaKeys(value, `${prefix}${prefix ? '.' : ''}${key}`)]);
  }
  return [];
}

/** The same for a value: every key present, down through objects and list items. */
function valueKeys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => valueKeys(item, `${prefix}[]`)))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [`${prefix}${prefix ? '.' : ''}${key}`, ...valueKeys(v, `${prefix}${prefix ? '.' : ''}${key}`)]);
  }
  return [];
}

const topLevel = (keys: string[]) => keys.filter((k) => !k.includes('.') && !k.includes('['));
const outside = (keys: string[], fields: readonly string[]) => keys.filter((k) => !fields.some((f) => k === f || k.startsWith(`${f}.`) || k.startsWith(`${f}[]`)));

async function storedTexts(id: string) {
  const { rows } = await sql<{ record: string; demographic_record: string }>`
    select record, demographic_record from patient where id = ${id}`.execute(t.app.deps.db);
  return { record: JSON.parse(rows[0]!.record) as Record<string, unknown>, demographics: JSON.parse(rows[0]!.demographic_record) as Record<string, unknown> };
}

describe('the stored patient record and the Patient schema', () => {
  it('clinical fields are exactly the optional keys of the schema, the service\'s list and the hand-written one', () => {
    const optional = Object.entries(Patient.shape).filter(([, s]) => s instanceof z.ZodOptional).map(([k]) => k);
    expect([...CLINICAL_FIELDS].sort()).toEqual(optional.sort());
    expect([...CLINICAL_KEYS].sort()).toEqual(optional.sort());
  });

  it('the full record has every key of the schema, nested ones included, and no other', async () => {
    const p = await createPatient(c.as('owner'), fullPayload({ primaryProviderId: c.as('doctor').userId }));
    const { record } = await storedTexts(p.id);
    expect(valueKeys(record).sort()).toEqual(schemaKeys(Patient).sort());
    // Every key present (clinical keys included, though optional in the schema), every value of its type.
    Patient.required().strict().parse(record);
  });

  it('reception\'s record has every demographic key and no clinical one', async () => {
    const p = await createPatient(c.as('owner'), fullPayload());
    const { demographics } = await storedTexts(p.id);
    const expected = outside(schemaKeys(Patient), CLINICAL_FIELDS);
    expect(valueKeys(demographics).sort()).toEqual(expected.sort());
    Patient.omit(Object.fromEntries(CLINICAL_FIELDS.map((k) => [k, true])) as Record<(typeof CLINICAL_FIELDS)[number], true>)
      .strict().parse(demographics);
  });

  it('an empty record (defaults only, no children) still carries every key', async () => {
    const p = await createPatient(c.as('owner'), { name: 'Bare Minimum' });
    const { record, demographics } = await storedTexts(p.id);
    expect(topLevel(valueKeys(record)).sort()).toEqual(Object.keys(Patient.shape).sort());
    expect(topLevel(valueKeys(demographics)).sort()).toEqual(Object.keys(Patient.shape).filter((k) => !CLINICAL_FIELDS.includes(k as never)).sort());
    Patient.required().strict().parse(record);
  });

  it('each role is sent its stored text: clinical roles the record, reception the demographics', async () => {
    const p = await createPatient(c.as('owner'), fullPayload({ primaryProviderId: c.as('doctor').userId }));
    const { record, demographics } = await storedTexts(p.id);
    for (const role of ['owner', 'admin', 'doctor', 'member', 'lab', 'pharmacy', 'reception'] as const) {
      const res = await c.as(role).get(`/api/patients/${p.fileNumber}`);
      if (res.statusCode === 403) continue; // a role without patient:read has nothing to compare
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toEqual(role === 'reception' ? demographics : record);
      const page = await c.as(role).get(`/api/patients?q=${p.fileNumber}&limit=5`);
      expect(page.json().find((x: { id: string }) => x.id === p.id), role).toEqual(role === 'reception' ? demographics : record);
    }
  });
});
