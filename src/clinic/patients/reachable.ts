import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { patientScope } from './scope.js';

// Scoped queries for callers that shape their own read in SQL (filters, sort, count, paging): the FHIR server, and
// any API route that wants the same. They return the rows the caller may reach, as a Kysely query over a derived
// table, so a caller narrows, orders, counts and pages them but cannot step outside the clinic, the doctor panel or
// the columns offered here. The permission checks are the ones the other patient reads make. Run them in a clinic
// transaction: built on its `tx` inside withClinicTx, or built on the database and run by readAlone (RLS applies in
// both).

/** The demographic columns of the patients the caller may reach (no clinical field: every patient reader sees these). */
export function reachablePatients(tx: Kysely<Database>, ctx: ClinicContext) {
  requirePermission(ctx, 'patient:read');
  return tx.selectFrom(tx.selectFrom('patient')
    .select(['patient.id', 'patient.file_number', 'patient.name', 'patient.sex', 'patient.phone', 'patient.pcp',
      'patient.date_of_birth', 'patient.address', 'patient.status', 'patient.version', 'patient.created_at', 'patient.updated_at'])
    .where(patientScope(ctx)).as('patient'));
}

/**
 * The lab results of the patients the caller may reach (lab:read), each with the sequence number that identifies it
 * for as long as it exists (entries.ts).
 */
export function reachableLabs(tx: Kysely<Database>, ctx: ClinicContext) {
  requirePermission(ctx, 'lab:read');
  return tx.selectFrom(tx.selectFrom('patient_lab').innerJoin('patient', (join) => join
    .onRef('patient.clinic_id', '=', 'patient_lab.clinic_id').onRef('patient.id', '=', 'patient_lab.patient_id'))
    .select(['patient_lab.patient_id', 'patient_lab.seq', 'patient_lab.name', 'patient_lab.value', 'patient_lab.flag',
      'patient_lab.taken_at', 'patient_lab.created_at'])
    .where('patient_lab.clinic_id', '=', ctx.clinicId).where(patientScope(ctx)).as('lab'));
}
