import type { Selectable } from 'kysely';
import { redactClinical, seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import { CLINICAL_FIELDS, type Encounter, type Lab, type Patient } from './schema.js';
import type { PatientTable } from './table.js';

export type PatientRow = Selectable<PatientTable>;
/** A patient row with its lab results and encounters (null when the caller may not see them and they were not read). */
export type PatientRecordRow = PatientRow & { labs: Lab[] | null; encounters: Encounter[] | null };

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/**
 * The one place a stored patient becomes a response: every door (HTTP, agent, FHIR, import) presents through here,
 * so reception never receives a clinical field (decisions.md §2).
 */
export function present(ctx: Pick<ClinicContext, 'role'>, row: PatientRecordRow): Patient {
  const patient: Patient = {
    id: row.id,
    fileNumber: row.file_number,
    name: row.name,
    age: row.age,
    sex: row.sex,
    status: row.status,
    initials: row.initials,
    source: row.source,
    pcp: row.pcp,
    primaryProviderId: row.primary_provider_id,
    phone: row.phone,
    alerts: row.alerts,
    allergies: row.allergies,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
  if (!seesClinicalData(ctx)) return redactClinical(ctx, patient, CLINICAL_FIELDS) as Patient;
  patient.bloodType = row.blood_type;
  patient.medications = row.medications;
  patient.problems = row.problems;
  patient.labs = row.labs ?? [];
  patient.encounters = row.encounters ?? [];
  patient.vitals = row.vitals;
  patient.vitalsTrend = row.vitals_trend;
  patient.labTrend = row.lab_trend;
  return patient;
}

/** The strong ETag of a patient response (its version). */
export function etagOf(patient: Pick<Patient, 'version'>): string {
  return `"${patient.version}"`;
}
