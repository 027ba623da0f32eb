import type { Selectable } from 'kysely';
import { redactClinical, seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import { CLINICAL_FIELDS, type Patient } from './schema.js';
import type { PatientTable } from './table.js';

/** A patient's stored row, without the response texts the database keeps beside it (and their mark). */
export type PatientRow = Omit<Selectable<PatientTable>, 'record' | 'demographic_record' | 'record_stale'>;
/** Insurance as stored and returned: `groupNumber` is always present, null when there is none. */
export type StoredInsurance = NonNullable<Patient['insurance']>;

/** A patient as the database built it in the API's shape (records.ts), as JSON text. */
export interface PatientRecordRow { record: string; version: number }

/**
 * The one place a stored patient becomes a response: every door (HTTP, agent, FHIR, import) presents through here,
 * so reception never receives a clinical field (decisions.md §2). The record query already leaves them out for
 * reception; they are dropped here again so that no change to the query alone can leak them.
 */
export function present(ctx: Pick<ClinicContext, 'role'>, row: PatientRecordRow): Patient {
  const patient = JSON.parse(row.record) as Patient;
  return seesClinicalData(ctx) ? patient : redactClinical(ctx, patient, CLINICAL_FIELDS) as Patient;
}

/** A JSON array of records as the database built it (a list page), presented like `present` does one. */
export function presentArray(ctx: Pick<ClinicContext, 'role'>, json: string): Patient[] {
  const patients = JSON.parse(json) as Patient[];
  return seesClinicalData(ctx) ? patients : patients.map((p) => redactClinical(ctx, p, CLINICAL_FIELDS) as Patient);
}

/**
 * The records the database builds already leave reception's clinical fields out (records.ts); responses sent as that
 * text (listPatientsText, getPatientText) rely on it, and the tests check every route's response for every role.
 */

/** The strong ETag of a patient response (its version). */
export function etagOf(patient: Pick<Patient, 'version'>): string {
  return `"${patient.version}"`;
}
