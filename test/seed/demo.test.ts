import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagFor, LAB_TESTS } from '../../src/clinic/patients/demo-values.js';
import { Address, Insurance } from '../../src/clinic/patients/schema.js';
import { DemoExistsError, seedDemo } from '../../src/seed/demo.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const printed: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.app.deps, { patients: 60, print: (line) => printed.push(line) });
}, 300_000);
afterAll(async () => { await t?.close(); });

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.app.deps.db)).rows;

describe('demo data a clinician recognises', () => {
  it('lab values come from each test\'s reference range, with the flag they earn', async () => {
    const labs = await rows(sql<{ name: string; value: string; flag: string }>`select name, value, flag from patient_lab`);
    expect(labs.length).toBeGreaterThan(100);
    const byName = new Map(LAB_TESTS.map((test) => [test.name, test]));
    for (const lab of labs) {
      const test = byName.get(lab.name);
      expect(test, lab.name).toBeDefined();
      const [number, ...unit] = lab.value.split(' ');
      expect(unit.join(' '), lab.name).toBe(test!.unit);
      expect(Number(number), lab.value).toBeGreaterThan(0);
      expect(lab.flag, `${lab.name} ${lab.value}`).toBe(flagFor(test!, Number(number)));
    }
    // Mostly normal, some out of range.
    const normal = labs.filter((l) => l.flag === 'normal').length / labs.length;
    expect(normal).toBeGreaterThan(0.55);
    expect(normal).toBeLessThan(0.95);
  });

  it('names carry no title, and initials are the first and last name\'s', async () => {
    const patients = await rows(sql<{ name: string; initials: string }>`select name, initials from patient`);
    expect(patients).toHaveLength(60);
    for (const p of patients) {
      expect(p.name, p.name).not.toMatch(/\b(Mr|Mrs|Ms|Miss|Dr|Prof|Jr|Sr|I{2,3}|IV|MD|DDS|PhD)\b\.?/);
      const words = p.name.split(' ');
      expect(p.initials).toBe(`${words[0]![0]}${words.at(-1)![0]}`.toUpperCase());
    }
  });

  it('encounter summaries are short clinical notes, and trends move', async () => {
    const encounters = await rows(sql<{ type: string; summary: string }>`select type, summary from patient_encounter`);
    expect(encounters.length).toBeGreaterThan(20);
    for (const e of encounters) {
      expect(e.summary.length, e.summary).toBeGreaterThan(20);
      expect(e.summary.length, e.summary).toBeLessThan(240);
      expect(e.summary).not.toMatch(/lorem|ipsum|dolor|consectetur/i);
    }
    const trends = await rows(sql<{ vitals_trend: string; lab_trend: string }>`select vitals_trend::text, lab_trend::text from patient`);
    for (const key of ['vitals_trend', 'lab_trend'] as const) {
      const moving = trends.filter((r) => {
        const points = (JSON.parse(r[key]) as { points: number[] }).points;
        return points.length >= 5 && Math.abs(points.at(-1)! - points[0]!) > 0;
      });
      expect(moving.length / trends.length, key).toBeGreaterThan(0.8);
    }
  });

  it('every patient has a date of birth that gives their age, a valid US address, and most have insurance', async () => {
    const patients = await rows(sql<{ age: number; date_of_birth: string; address: unknown; insurance: unknown; record: string }>`
      select age, date_of_birth, address, insurance, record from patient`);
    const today = new Date().toISOString().slice(0, 10);
    for (const p of patients) {
      const years = Number(today.slice(0, 4)) - Number(p.date_of_birth.slice(0, 4)) - (today.slice(5) < p.date_of_birth.slice(5) ? 1 : 0);
      expect(p.age, p.date_of_birth).toBe(years);
      expect(Address.parse(p.address)).toEqual(p.address);
      if (p.insurance !== null) expect(Insurance.parse(p.insurance)).toMatchObject(p.insurance as object);
      expect(JSON.parse(p.record)).toMatchObject({ age: p.age, dateOfBirth: p.date_of_birth, address: p.address, insurance: p.insurance });
    }
    const insured = patients.filter((p) => p.insurance !== null).length / patients.length;
    expect(insured).toBeGreaterThan(0.5);
    expect(insured).toBeLessThan(0.95);
  });

  it('a second run refuses and adds nobody', async () => {
    const before = await rows(sql<{ n: number }>`select count(*)::int as n from patient`);
    await expect(seedDemo(t.app.deps, { patients: 60, print: () => {} })).rejects.toThrow(DemoExistsError);
    await expect(seedDemo(t.app.deps, { patients: 60, print: () => {} })).rejects.toThrow(/Demo Clinic already exists in this database: nothing added/);
    expect(await rows(sql<{ n: number }>`select count(*)::int as n from patient`)).toEqual(before);
  });
});
