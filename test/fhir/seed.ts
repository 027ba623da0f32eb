import { expect } from 'vitest';
import type { App } from '../../src/platform/http/app.js';
import type { Actor } from '../support/client.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { pdf } from '../clinic/attachments/fixtures.js';
import { upload } from '../clinic/attachments/helpers.js';
import { createKey } from './client.js';

// Seeded data with known answers for the FHIR tests, written through the public API as a clinic would.

export interface SeededPatient { id: string; fileNumber: string; name: string }

export interface FhirClinic {
  clinic: SeededClinic;
  owner: Actor;
  key: string;
  keyId: string;
  jose: SeededPatient;
  ana: SeededPatient;
  mary: SeededPatient;
  many: SeededPatient;
  /** Bulk patients for paging (names "Paging Person 00" … ). */
  bulk: SeededPatient[];
  attachmentId: string;
  appointments: Record<'joseBooked' | 'joseArrived' | 'anaCancelled' | 'adHoc', string>;
  prescriptions: Record<'joseActive' | 'joseCompleted' | 'joseExpired' | 'anaActive', string>;
}

export const MANY_LABS = 130;
export const BULK_PATIENTS = 12;

async function createPatient(owner: Actor, body: Record<string, unknown>): Promise<SeededPatient> {
  const res = await owner.post('/api/patients', body);
  expect(res.statusCode, res.body).toBe(201);
  const p = res.json() as SeededPatient;
  return { id: p.id, fileNumber: p.fileNumber, name: p.name };
}

async function created(res: { statusCode: number; body: string; json(): unknown }): Promise<string> {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

export async function seedFhirClinic(app: App, options: { tagName?: string } = {}): Promise<FhirClinic> {
  const clinic = await seedClinic(app, ['owner']);
  const owner = clinic.as('owner');
  const prefix = options.tagName ?? '';
  const jose = await createPatient(owner, {
    name: `${prefix}José Álvarez García`, sex: 'M', phone: '+1 555 0100',
    dateOfBirth: '1961-07-04',
    address: { line: '12  Calle del Sol  Apt 4', city: 'San Antonio', state: 'tx', postalCode: '78205-1234' },
    insurance: { payerName: 'Acme Health', payerId: 'ACME1', memberId: 'J-0001' },
    labs: [
      { name: 'Hemoglobin', value: '13.5 g/dL', flag: 'normal', takenAt: '2026-01-10' },
      { name: 'Hemoglobin', value: '9.1 g/dL', flag: 'low', takenAt: '2026-02-10' },
      { name: 'Potassium', value: '6.8 mmol/L', flag: 'critical', takenAt: '2026-02-11T08:15:00Z' },
      { name: 'Urine glucose', value: 'negative', flag: 'normal', takenAt: '2026-03-01' },
      { name: 'Hemoglobin', value: '5.2 g/dL', flag: 'critical', takenAt: '2026-03-02' },
    ],
    vitals: { bp: '120/80', hr: '72', temp: '37.1', spo2: '98%', takenAt: '2026-03-01T09:30:00Z' },
    allergies: [{ substance: 'Penicillin', reaction: 'Rash', severity: 'severe' }, { substance: 'Latex', reaction: '', severity: 'mild' }],
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
    problems: [{ label: 'Type 2 diabetes', since: '2019' }, { label: 'Hypertension', since: 'childhood' }],
    encounters: [
      { date: '2026-02-10', type: 'Follow-up', provider: 'Dr Who', summary: 'Stable' },
      { date: '2026-03-02', type: 'Urgent visit', provider: '', summary: 'Low hemoglobin' },
    ],
  });
  const ana = await createPatient(owner, {
    name: `${prefix}Ana María Núñez`, sex: 'F', dateOfBirth: '1990-02-28',
    labs: [{ name: 'Hemoglobin', value: '12.0 g/dL', flag: 'normal', takenAt: '2026-01-15' }],
    vitals: { bp: '', hr: '88', temp: '99.1 F', spo2: '', takenAt: '2026-01-15' },
    allergies: [{ substance: 'Peanuts', reaction: 'Anaphylaxis', severity: 'severe' }],
  });
  const mary = await createPatient(owner, { name: `${prefix}Mary Smith`, sex: 'F', dateOfBirth: '1990-03-01' });
  const many = await createPatient(owner, {
    name: `${prefix}Many Results`, sex: 'M',
    labs: Array.from({ length: MANY_LABS }, (_, i) => ({
      name: i % 2 ? 'Sodium' : 'Creatinine', value: String(100 + i), flag: 'normal',
      takenAt: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    })),
  });
  const bulk: SeededPatient[] = [];
  for (let i = 0; i < BULK_PATIENTS; i++) bulk.push(await createPatient(owner, { name: `${prefix}Paging Person ${String(i).padStart(2, '0')}`, sex: i % 2 ? 'F' : 'M' }));

  const appointment = (body: Record<string, unknown>) => owner.post('/api/appointments', body).then(created);
  const appointments = {
    joseBooked: await appointment({ fileNumber: jose.fileNumber, name: jose.name, date: '2026-03-05', time: '10:00', type: 'Check-up', provider: 'Dr Who' }),
    joseArrived: await appointment({ fileNumber: jose.fileNumber, name: jose.name, date: '2026-03-06', time: '14:30', status: 'checked-in' }),
    anaCancelled: await appointment({ fileNumber: ana.fileNumber, name: ana.name, date: '2026-03-05', time: '09:00', status: 'cancelled' }),
    adHoc: await appointment({ fileNumber: '', name: 'Walk In', date: '2026-03-05', time: '11:00' }),
  };
  const prescription = (body: Record<string, unknown>) => owner.post('/api/prescriptions', body).then(created);
  const rx = (p: SeededPatient, medication: string, extra: Record<string, unknown> = {}) =>
    prescription({ fileNumber: p.fileNumber, name: p.name, initials: 'XX', medication, dose: '10 mg', frequency: 'daily', ...extra });
  const prescriptions = {
    joseActive: await rx(jose, 'Metformin', { endDate: '2099-01-01' }),
    joseCompleted: await rx(jose, 'Lisinopril', { status: 'completed' }),
    joseExpired: await rx(jose, 'Amoxicillin', { startDate: '2020-01-01', endDate: '2020-01-10' }),
    anaActive: await rx(ana, 'Ibuprofen'),
  };
  const uploaded = await upload(owner, jose.fileNumber, 'report.pdf', pdf(), 'application/pdf', 'Hemoglobin');
  const attachmentId = await created(uploaded);
  const { id: keyId, key } = await createKey(owner, 'exchange');
  return { clinic, owner, key, keyId, jose, ana, mary, many, bulk, attachmentId, appointments, prescriptions };
}
