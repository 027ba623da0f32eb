import { seesClinicalData, requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { runAsLastStatement, withClinicTx } from '../../platform/db/clinic-tx.js';
import { errors } from '../../platform/http/errors.js';
import type { PatientDeps } from './service.js';
import { present } from './present.js';
import { recordText } from './records.js';
import type { LabFlag, Patient } from './schema.js';
import { patientScope } from './scope.js';

// Reads for callers that address a patient's appended results one by one (the FHIR server's Observation and
// Encounter ids): each lab result and encounter with the sequence number that identifies it for as long as it
// exists, and patients by id in bulk. Same scope as every patient read (clinic, doctor panel); clinical rows are
// refused to callers who may not see clinical data (reception).

/** Narrows a read to these patients; absent means every patient the caller may reach. */
export interface PatientSelection { patientIds?: readonly string[] }

export interface LabEntry {
  patientId: string;
  seq: number;
  name: string;
  value: string;
  flag: LabFlag;
  takenAt: string;
  createdAt: string;
}

export interface EncounterEntry {
  patientId: string;
  seq: number;
  date: string;
  type: string;
  provider: string;
  summary: string;
  createdAt: string;
}

export interface PatientRef { id: string; fileNumber: string }

const MAX_IDS = 1_000;

function idsOf(selection: PatientSelection): readonly string[] | undefined {
  if (!selection.patientIds) return undefined;
  return selection.patientIds.slice(0, MAX_IDS);
}

/** The lab results of the caller's patients (lab:read, clinical), by patient then in the order they were added. */
export async function listLabEntries(deps: PatientDeps, ctx: ClinicContext, selection: PatientSelection = {}): Promise<LabEntry[]> {
  requirePermission(ctx, 'lab:read');
  const ids = idsOf(selection);
  if (ids?.length === 0) return [];
  return withClinicTx(deps.db, ctx, async (tx) => {
    let q = tx.selectFrom('patient_lab').innerJoin('patient', (join) => join
      .onRef('patient.clinic_id', '=', 'patient_lab.clinic_id').onRef('patient.id', '=', 'patient_lab.patient_id'))
      .select(['patient_lab.patient_id', 'patient_lab.seq', 'patient_lab.name', 'patient_lab.value', 'patient_lab.flag',
        'patient_lab.taken_at', 'patient_lab.created_at'])
      .where('patient_lab.clinic_id', '=', ctx.clinicId).where(patientScope(ctx));
    if (ids) q = q.where('patient_lab.patient_id', 'in', ids);
    const rows = await runAsLastStatement(tx, q.orderBy('patient_lab.patient_id').orderBy('patient_lab.seq'));
    return rows.map((r) => ({
      patientId: r.patient_id, seq: Number(r.seq), name: r.name, value: r.value, flag: r.flag, takenAt: r.taken_at,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });
}

/** The encounters of the caller's patients (patient:read, clinical: refused to reception), by patient and order added. */
export async function listEncounterEntries(
  deps: PatientDeps, ctx: ClinicContext, selection: PatientSelection = {},
): Promise<EncounterEntry[]> {
  requirePermission(ctx, 'patient:read');
  if (!seesClinicalData(ctx)) throw errors.forbidden('Encounters are clinical data');
  const ids = idsOf(selection);
  if (ids?.length === 0) return [];
  return withClinicTx(deps.db, ctx, async (tx) => {
    let q = tx.selectFrom('patient_encounter').innerJoin('patient', (join) => join
      .onRef('patient.clinic_id', '=', 'patient_encounter.clinic_id').onRef('patient.id', '=', 'patient_encounter.patient_id'))
      .select(['patient_encounter.patient_id', 'patient_encounter.seq', 'patient_encounter.date', 'patient_encounter.type',
        'patient_encounter.provider', 'patient_encounter.summary', 'patient_encounter.created_at'])
      .where('patient_encounter.clinic_id', '=', ctx.clinicId).where(patientScope(ctx));
    if (ids) q = q.where('patient_encounter.patient_id', 'in', ids);
    const rows = await runAsLastStatement(tx, q.orderBy('patient_encounter.patient_id').orderBy('patient_encounter.seq'));
    return rows.map((r) => ({
      patientId: r.patient_id, seq: Number(r.seq), date: r.date, type: r.type, provider: r.provider, summary: r.summary,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });
}

/**
 * The caller's patients with these ids, as every read presents them (redacted for reception); unknown ids are left
 * out. `demographicsOnly` reads the record without its clinical fields (reception's text), for callers that show
 * demographics only and need not parse every lab result.
 */
export async function getPatientsByIds(
  deps: PatientDeps, ctx: ClinicContext, patientIds: readonly string[], options: { demographicsOnly?: boolean } = {},
): Promise<Patient[]> {
  requirePermission(ctx, 'patient:read');
  const ids = patientIds.slice(0, MAX_IDS);
  if (ids.length === 0) return [];
  const column = recordText(seesClinicalData(ctx) && !options.demographicsOnly ? 'record' : 'demographic_record');
  const rows = await withClinicTx(deps.db, ctx, (tx) => runAsLastStatement(tx, tx.selectFrom('patient')
    .select([column, 'patient.version']).where(patientScope(ctx)).where('patient.id', 'in', ids).orderBy('patient.id')));
  return rows.map((r) => present(ctx, r));
}

/** Id and file number of the caller's patients, optionally only these ids or file numbers (to link other records). */
export async function listPatientRefs(
  deps: PatientDeps, ctx: ClinicContext, filter: { ids?: readonly string[]; fileNumbers?: readonly string[] } = {},
): Promise<PatientRef[]> {
  requirePermission(ctx, 'patient:read');
  if (filter.ids?.length === 0 || filter.fileNumbers?.length === 0) return [];
  return withClinicTx(deps.db, ctx, async (tx) => {
    let q = tx.selectFrom('patient').select(['patient.id', 'patient.file_number']).where(patientScope(ctx));
    if (filter.ids) q = q.where('patient.id', 'in', filter.ids.slice(0, MAX_IDS));
    if (filter.fileNumbers) q = q.where('patient.file_number', 'in', filter.fileNumbers.slice(0, MAX_IDS));
    const rows = await runAsLastStatement(tx, q);
    return rows.map((r) => ({ id: r.id, fileNumber: r.file_number }));
  });
}
