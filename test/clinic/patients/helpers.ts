import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Actor } from '../../support/client.js';

/** Written by hand from decisions.md §2: what reception never sees. */
export const CLINICAL_KEYS = ['bloodType', 'medications', 'problems', 'labs', 'encounters', 'vitals', 'vitalsTrend', 'labTrend'];

export function lab(name: string, overrides: Record<string, unknown> = {}) {
  return { name, value: '5.1', flag: 'normal', takenAt: '2026-01-15', ...overrides };
}

/** A payload with every field set to a non-default value. */
export function fullPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Brewster Hopper',
    age: 85,
    sex: 'F',
    status: 'inpatient',
    initials: 'GH',
    pcp: 'Dr. Outside',
    phone: '+1 (555) 010-2030',
    // No dateOfBirth: with one, `age` would follow it and tests that set an age would not see theirs
    // (standard-fields.test.ts covers it).
    address: { line: '1 Navy Way', city: 'Arlington', state: 'VA', postalCode: '22202-1234' },
    insurance: { payerName: 'Tricare', payerId: '99726', memberId: 'M123456789', groupNumber: 'G-01' },
    bloodType: 'AB-',
    alerts: ['Fall risk'],
    allergies: [{ substance: 'Penicillin', reaction: 'Rash', severity: 'severe' }],
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
    problems: [{ label: 'Type 2 diabetes', since: '2015' }],
    labs: [lab('HbA1c', { value: '7.2', flag: 'high' })],
    encounters: [{ date: '2026-01-10', type: 'Follow-up', provider: 'Dr. Who', summary: 'Stable.' }],
    vitals: { bp: '120/80', hr: '72', temp: '36.8', spo2: '98', takenAt: '2026-01-10' },
    vitalsTrend: { label: 'Systolic', unit: 'mmHg', points: [120, 125, 118] },
    labTrend: { label: 'HbA1c', unit: '%', points: [7.9, 7.5, 7.2] },
    ...overrides,
  };
}

export async function createPatient(actor: Actor, body: Record<string, unknown> = { name: 'Test Patient' }) {
  const res = await actor.post('/api/patients', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: string; fileNumber: string; version: number };
}

/** The field paths a 400 names. */
export function errorPaths(res: LightMyRequestResponse): string[] {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return (res.json().errors as Array<{ path: string }>).map((e) => e.path);
}

/** How many activity rows the clinic has (read through the API by someone who may read the log). */
export async function activityCount(actor: Actor): Promise<number> {
  const res = await actor.get('/api/activity?limit=1');
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-total-count']);
}

export async function latestActivity(actor: Actor, n: number) {
  const res = await actor.get(`/api/activity?limit=${n}`);
  return res.json() as Array<{ action: string; entityType: string; entityId: string | null; summary: string }>;
}

/** Seeding hashes passwords; on a busy shared machine a file's setup can take well over the default hook timeout. */
export const SETUP_TIMEOUT = 180_000;
/** For the tests that fire 50 concurrent requests. */
export const RACE_TIMEOUT = 120_000;
