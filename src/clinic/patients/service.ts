import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { isClinician, requirePermission, seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import { isRole } from '../../platform/auth/permissions.js';
import { withClinicTx, type AfterCommit, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { errors } from '../../platform/http/errors.js';
import { isFileNumber } from '../common/file-number.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { runPatientDeletedHandlers } from './hooks.js';
import { present, presentArray, type PatientRow, type StoredInsurance } from './present.js';
import { buildWrittenRecord, findScopedPatientOrThrow, readRecordAloneByFileNumber, readRecordAloneById, readRecordPage } from './records.js';
import { deriveInitials, ifMatchAllows, parseIfMatch, validate } from './rules.js';
import {
  AppendLabsBody, Encounter, LabKey, PATIENT_LIMITS, PatientInput, PatientListQuery,
  type Address, type EncounterInput, type Insurance, type Lab, type LabInputRaw, type LabKey as LabKeyT, type Patient, type PatientInputRaw, type PatientSource,
} from './schema.js';
import { patientScope } from './scope.js';

export { findScopedPatientByIdOrThrow, findScopedPatientOrThrow } from './records.js';
export { onPatientDeleted, type PatientDeletedEvent, type PatientDeletedHandler } from './hooks.js';
export { etagOf, type PatientRow } from './present.js';
export { reachableLabs, reachablePatients } from './reachable.js';
export {
  getPatientsByIds, listEncounterEntries, listLabEntries, listPatientRefs,
  type EncounterEntry, type LabEntry, type PatientRef, type PatientSelection,
} from './entries.js';

/** What the patient service needs from the platform; any door (HTTP, agent, import, integration) can supply it. */
export type PatientDeps = Pick<AppDeps, 'db' | 'activity'>;

/** Two-key advisory lock namespace for file-number assignment (per clinic; the second key is the clinic). */
const FILE_NUMBER_LOCK = 100;

// ---------------------------------------------------------------------------------------------------------------
// Reads

export interface PatientPage { patients: Patient[]; total: number | null }
/** A read as the JSON text of its response, built by the database (HTTP sends it unparsed). */
export interface PatientPageText { json: string; total: number | null }
export interface PatientText { json: string; version: number }

async function readPatientPage(deps: PatientDeps, ctx: ClinicContext, query: PatientListQuery) {
  requirePermission(ctx, 'patient:read');
  const parsed = validate(PatientListQuery, query, 'querystring');
  return withClinicTx(deps.db, ctx, (tx) => readRecordPage(tx, ctx, parsed));
}

/**
 * The caller's patients (panel-scoped, redacted for reception) in name order. `q`: name or file number contains,
 * case-insensitively; `status`; `limit`/`offset`. `total` is set when `limit` is (the X-Total-Count).
 */
export async function listPatients(deps: PatientDeps, ctx: ClinicContext, query: PatientListQuery = {}): Promise<PatientPage> {
  const { json, total } = await readPatientPage(deps, ctx, query);
  return { patients: presentArray(ctx, json), total };
}

/** listPatients as the response's JSON text: the same read and scope, the array as the database built it. */
export async function listPatientsText(deps: PatientDeps, ctx: ClinicContext, query: PatientListQuery = {}): Promise<PatientPageText> {
  return readPatientPage(deps, ctx, query);
}

/** One patient by file number; 404 when absent in the active clinic or outside the caller's panel. */
export async function getPatient(deps: PatientDeps, ctx: ClinicContext, fileNumber: string): Promise<Patient> {
  requirePermission(ctx, 'patient:read');
  return present(ctx, await readRecordAloneByFileNumber(deps.db, ctx, fileNumber));
}

/** getPatient as the response's JSON text, with the version for the ETag. */
export async function getPatientText(deps: PatientDeps, ctx: ClinicContext, fileNumber: string): Promise<PatientText> {
  requirePermission(ctx, 'patient:read');
  const row = await readRecordAloneByFileNumber(deps.db, ctx, fileNumber);
  return { json: row.record, version: row.version };
}

/** One patient by id (FHIR server, activity links); same scope and redaction. */
export async function getPatientById(deps: PatientDeps, ctx: ClinicContext, id: string): Promise<Patient> {
  requirePermission(ctx, 'patient:read');
  return present(ctx, await readRecordAloneById(deps.db, ctx, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Create, replace, transfer, delete

export interface CreateOptions {
  /** Overrides the payload's `source` (the AI import passes `ai`). */
  source?: PatientSource;
}

/**
 * Creates a patient (patient:write). The file number is the given one (409 when taken) or the next free one
 * (decisions.md §4), assigned under a per-clinic lock so concurrent creates never collide. Reception's clinical
 * fields are ignored.
 */
export async function createPatient(
  deps: PatientDeps, ctx: ClinicContext, input: PatientInputRaw, options: CreateOptions = {},
): Promise<Patient> {
  requirePermission(ctx, 'patient:write');
  const parsed = validate(PatientInput, input);
  return withClinicTx(deps.db, ctx, (tx, after) => createPatientInTx(deps, tx, after, ctx, parsed, options));
}

/**
 * The create step inside a transaction the caller already holds (e.g. an importer that writes several things
 * atomically). The caller has checked patient:write and validated `input` with `PatientInput`.
 */
export async function createPatientInTx(
  deps: PatientDeps, tx: ClinicTx, after: AfterCommit, ctx: ClinicContext, input: PatientInput, options: CreateOptions = {},
): Promise<Patient> {
  const clinical = seesClinicalData(ctx);
  let fileNumber = input.fileNumber;
  if (fileNumber) {
    await claimFileNumbers(tx, ctx.clinicId);
    await requireFreeFileNumber(tx, ctx, fileNumber);
  } else {
    await lockFileNumbers(tx, ctx.clinicId);
    fileNumber = await nextFileNumber(tx, ctx.clinicId);
  }

  let providerId: string | null = null;
  let pcp = input.pcp ?? '';
  if (input.primaryProviderId) {
    const provider = await requireProvider(tx, ctx, input.primaryProviderId, 'primaryProviderId');
    providerId = provider.id;
    pcp = provider.name;
  }

  const id = uuidv7();
  await refuseTakenFileNumber(fileNumber, () => tx.insertInto('patient').values({
    clinic_id: ctx.clinicId,
    id,
    file_number: fileNumber,
    ...contentValues(input, clinical),
    source: options.source ?? input.source ?? 'manual',
    pcp,
    primary_provider_id: providerId,
    created_by: ctx.userId,
  }).execute());
  if (clinical) {
    await insertLabs(tx, ctx, id, input.labs ?? []);
    await insertEncounters(tx, ctx, id, input.encounters ?? []);
  }
  await deps.activity.record(tx, after, ctx, {
    action: 'patient.created', entityType: 'patient', entityId: id,
    summary: `${ctx.userName} added patient ${fileNumber}`,
  });
  return present(ctx, await buildWrittenRecord(tx, ctx, id));
}

export interface WriteOptions {
  /** The request's `If-Match` header: a stale version → 412 and nothing changes. Absent: last write wins. */
  ifMatch?: string;
}

/**
 * Replaces the record in one transaction (patient:write). Omitted content fields take their defaults, as on create.
 * The file number never changes: omitted or the current one, else 409. Kept when omitted: `source`, `primaryProviderId` and `pcp`, and
 * the appended records `labs` and `encounters` (present, they replace). Reception's clinical fields are ignored and the
 * stored ones kept.
 */
export async function updatePatient(
  deps: PatientDeps, ctx: ClinicContext, fileNumber: string, input: PatientInputRaw, options: WriteOptions = {},
): Promise<Patient> {
  requirePermission(ctx, 'patient:write');
  const parsed = validate(PatientInput, input);
  const condition = parseIfMatch(options.ifMatch);
  const clinical = seesClinicalData(ctx);
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const current = await findScopedPatientOrThrow(tx, ctx, fileNumber, { forUpdate: true });
    if (!ifMatchAllows(condition, current.version)) throw staleVersion();

    // A file number never changes once assigned: appointments, invoices, prescriptions and dispenses refer to the
    // patient by it, and a changed number would leave them pointing at nothing (or at whoever takes it next).
    if (parsed.fileNumber && parsed.fileNumber !== current.file_number) throw fileNumberIsPermanent(current.file_number);

    let providerId = current.primary_provider_id;
    let pcp = current.pcp;
    if (parsed.primaryProviderId !== undefined && parsed.primaryProviderId !== current.primary_provider_id) {
      if (parsed.primaryProviderId === null) {
        providerId = null;
        pcp = parsed.pcp ?? '';
      } else {
        const provider = await requireProvider(tx, ctx, parsed.primaryProviderId, 'primaryProviderId');
        providerId = provider.id;
        pcp = provider.name;
      }
    } else if (parsed.pcp !== undefined && providerId === null) {
      pcp = parsed.pcp;
    }

    await tx.updateTable('patient').set({
      ...contentValues(parsed, clinical),
      source: parsed.source ?? current.source,
      primary_provider_id: providerId,
      pcp,
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', current.id).execute();

    if (clinical && parsed.labs) {
      await tx.deleteFrom('patient_lab').where('clinic_id', '=', ctx.clinicId).where('patient_id', '=', current.id).execute();
      await insertLabs(tx, ctx, current.id, parsed.labs);
    }
    if (clinical && parsed.encounters) {
      await tx.deleteFrom('patient_encounter').where('clinic_id', '=', ctx.clinicId).where('patient_id', '=', current.id).execute();
      await insertEncounters(tx, ctx, current.id, parsed.encounters);
    }

    const changes: string[] = [];
    if (parsed.status !== current.status) changes.push(`status ${current.status} → ${parsed.status}`);
    // Which of the standard fields changed, by name only: the activity log never carries their values.
    changes.push(...changedStandardFields(parsed, current));
    await deps.activity.record(tx, after, ctx, {
      action: 'patient.updated', entityType: 'patient', entityId: current.id,
      summary: `${ctx.userName} updated patient ${current.file_number}${changes.length ? ` (${changes.join(', ')})` : ''}`,
    });
    return present(ctx, await buildWrittenRecord(tx, ctx, current.id));
  });
}

/**
 * Makes `providerId` the patient's primary provider (patient:write) and `pcp` their display name. The provider must
 * be a member of the active clinic in a clinical role (owner, admin, doctor, member); otherwise 400.
 */
export async function transferPatient(deps: PatientDeps, ctx: ClinicContext, fileNumber: string, providerId: string): Promise<Patient> {
  requirePermission(ctx, 'patient:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const patient = await findScopedPatientOrThrow(tx, ctx, fileNumber, { forUpdate: true });
    const provider = await requireProvider(tx, ctx, providerId.trim(), 'providerId');
    await tx.updateTable('patient').set({
      primary_provider_id: provider.id, pcp: provider.name, version: sql<number>`version + 1`, updated_at: sql<Date>`now()`,
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', patient.id).execute();
    await deps.activity.record(tx, after, ctx, {
      action: 'patient.transferred', entityType: 'patient', entityId: patient.id,
      summary: `${ctx.userName} transferred patient ${patient.file_number} to ${provider.name}`,
    });
    if (provider.id !== ctx.userId) {
      deps.activity.notify(after, provider.id, {
        kind: 'patient.transferred', text: `${ctx.userName} made you the primary provider of patient ${patient.file_number}`,
        entityType: 'patient', entityId: patient.id,
      });
    }
    return present(ctx, await buildWrittenRecord(tx, ctx, patient.id));
  });
}

/**
 * Deletes the patient (patient:delete) with its labs and encounters, after the handlers registered with
 * `onPatientDeleted` (attachments) have cleaned up. Honours `If-Match` like PUT.
 */
export async function deletePatient(deps: PatientDeps, ctx: ClinicContext, fileNumber: string, options: WriteOptions = {}): Promise<void> {
  requirePermission(ctx, 'patient:delete');
  const condition = parseIfMatch(options.ifMatch);
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const patient = await findScopedPatientOrThrow(tx, ctx, fileNumber, { forUpdate: true });
    if (!ifMatchAllows(condition, patient.version)) throw staleVersion();
    await runPatientDeletedHandlers({ tx, after, ctx, patient });
    // Lab results and encounters go with the row (foreign keys on delete cascade).
    await tx.deleteFrom('patient').where('clinic_id', '=', ctx.clinicId).where('id', '=', patient.id).execute();
    await deps.activity.record(tx, after, ctx, {
      action: 'patient.deleted', entityType: 'patient', entityId: patient.id,
      summary: `${ctx.userName} deleted patient ${patient.file_number}`,
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Appends: inserts of child rows, never a read-modify-write of the record

/**
 * Appends 1–50 lab results after the existing ones (lab:write) and returns the full record. Concurrent appends each
 * add their rows: the patient row lock only orders them.
 */
export async function appendLabs(deps: PatientDeps, ctx: ClinicContext, fileNumber: string, labs: LabInputRaw[]): Promise<Patient> {
  return (await appendLabResults(deps, ctx, fileNumber, labs)).patient;
}

export interface AppendLabsOptions {
  /**
   * Leave out results the record already holds (same name, value and takenAt) and repeats within `labs`, so a feed
   * that delivers the same results again appends nothing. Checked with the patient row locked: concurrent appends
   * of the same results append them once.
   */
  skipExisting?: boolean;
}

export interface AppendLabsResult { patient: Patient; appended: Lab[]; skipped: number }

/**
 * The lab append behind `POST /api/patients/{fileNumber}/labs` and every other door that adds results (HL7 ingest,
 * FHIR sync): lab:write, the caller's scope (404 outside it), 1–50 entries, one activity row when anything was
 * appended (none when every result was skipped).
 */
export async function appendLabResults(
  deps: PatientDeps, ctx: ClinicContext, fileNumber: string, labs: LabInputRaw[], options: AppendLabsOptions = {},
): Promise<AppendLabsResult> {
  requirePermission(ctx, 'lab:write');
  const parsed = validate(AppendLabsBody, { labs });
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const patient = await touchScopedPatient(tx, ctx, fileNumber);
    const appended = options.skipExisting ? await newLabsOnly(tx, ctx, patient.id, parsed.labs) : parsed.labs;
    if (appended.length) requireRecordRoom('labs', await countRows(tx, ctx, 'patient_lab', patient.id), appended.length);
    await insertLabs(tx, ctx, patient.id, appended);
    if (appended.length) {
      await deps.activity.record(tx, after, ctx, {
        action: 'patient.labs_added', entityType: 'patient', entityId: patient.id,
        summary: `${ctx.userName} added ${appended.length} lab result${appended.length === 1 ? '' : 's'} to patient ${patient.file_number}${viaNote(ctx)}`,
      });
    }
    return { patient: present(ctx, await buildWrittenRecord(tx, ctx, patient.id)), appended, skipped: parsed.labs.length - appended.length };
  });
}

/**
 * A record holds at most PATIENT_LIMITS.labsPerRecord lab results and encountersPerRecord encounters, the limits a
 * whole record (POST, PUT) is held to; an append past one is a 409, so every record stays one a PUT accepts. Appends
 * call it with the patient row locked; an import of several appends calls it first, so none of them is made.
 */
export function requireRecordRoom(kind: 'labs' | 'encounters', held: number, adding: number): void {
  const max = kind === 'labs' ? PATIENT_LIMITS.labsPerRecord : PATIENT_LIMITS.encountersPerRecord;
  if (adding > 0 && held + adding > max) {
    throw errors.conflict(`The record holds ${held} ${kind === 'labs' ? 'lab results' : 'encounters'}; adding ${adding} would pass the ${max} a record holds`);
  }
}

async function countRows(tx: ClinicTx, ctx: ClinicContext, table: 'patient_lab' | 'patient_encounter', patientId: string): Promise<number> {
  const row = await tx.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'))
    .where('clinic_id', '=', ctx.clinicId).where('patient_id', '=', patientId).executeTakeFirstOrThrow();
  return Number(row.n);
}

function viaNote(ctx: ClinicContext): string {
  return ctx.via === 'integration' ? ' from an integration' : '';
}

/** The results of `labs` that the record does not hold yet (by name, value and takenAt), first occurrence kept. */
async function newLabsOnly(tx: ClinicTx, ctx: ClinicContext, patientId: string, labs: readonly Lab[]): Promise<Lab[]> {
  const names = [...new Set(labs.map((l) => l.name))];
  const existing = await tx.selectFrom('patient_lab').select(['name', 'value', 'taken_at'])
    .where('clinic_id', '=', ctx.clinicId).where('patient_id', '=', patientId).where('name', 'in', names)
    .execute();
  const seen = new Set(existing.map((row) => labIdentity(row.name, row.value, row.taken_at)));
  const fresh: Lab[] = [];
  for (const lab of labs) {
    const key = labIdentity(lab.name, lab.value, lab.takenAt);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(lab);
  }
  return fresh;
}

function labIdentity(name: string, value: string, takenAt: string): string {
  return JSON.stringify([name, value, takenAt]);
}

/**
 * Removes exactly one lab result matching name, value and takenAt (lab:write); when several match, the most recently
 * appended goes. 404 when the patient is out of reach or no result matches.
 */
export async function removeLab(deps: PatientDeps, ctx: ClinicContext, fileNumber: string, key: LabKeyT): Promise<Patient> {
  requirePermission(ctx, 'lab:write');
  const parsed = validate(LabKey, key);
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const patient = await touchScopedPatient(tx, ctx, fileNumber);
    const match = await tx.selectFrom('patient_lab').select('seq')
      .where('clinic_id', '=', ctx.clinicId).where('patient_id', '=', patient.id)
      .where('name', '=', parsed.name).where('value', '=', parsed.value).where('taken_at', '=', parsed.takenAt)
      .orderBy('seq', 'desc').limit(1).executeTakeFirst();
    if (!match) throw errors.notFound('lab result');
    await tx.deleteFrom('patient_lab')
      .where('clinic_id', '=', ctx.clinicId).where('patient_id', '=', patient.id).where('seq', '=', match.seq).execute();
    await deps.activity.record(tx, after, ctx, {
      action: 'patient.lab_removed', entityType: 'patient', entityId: patient.id,
      summary: `${ctx.userName} removed a lab result from patient ${patient.file_number}`,
    });
    return present(ctx, await buildWrittenRecord(tx, ctx, patient.id));
  });
}

/**
 * Appends one encounter (the visit scribe's save) without touching the rest of the record (patient:write; clinical,
 * so reception gets 403). Returns the updated patient.
 */
export async function appendEncounter(deps: PatientDeps, ctx: ClinicContext, fileNumber: string, encounter: EncounterInput): Promise<Patient> {
  requirePermission(ctx, 'patient:write');
  if (!seesClinicalData(ctx)) throw errors.forbidden('Encounters are clinical data; your role cannot write them');
  const parsed = validate(Encounter, encounter, 'encounter');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const patient = await touchScopedPatient(tx, ctx, fileNumber);
    requireRecordRoom('encounters', await countRows(tx, ctx, 'patient_encounter', patient.id), 1);
    await insertEncounters(tx, ctx, patient.id, [parsed]);
    await deps.activity.record(tx, after, ctx, {
      action: 'patient.encounter_added', entityType: 'patient', entityId: patient.id,
      summary: `${ctx.userName} added an encounter to patient ${patient.file_number}`,
    });
    return present(ctx, await buildWrittenRecord(tx, ctx, patient.id));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function staleVersion() {
  return errors.preconditionFailed('The patient changed since you read it (If-Match names an old version); reload and retry');
}

/**
 * The stored columns a payload sets. Reception's clinical fields are left out so the stored values stay, and so are
 * allergies and alerts: safety information reception reads but cannot change (decisions.md §2).
 */
function contentValues(input: PatientInput, clinical: boolean) {
  const demographics = {
    name: input.name,
    // The database replaces it with the age from the date of birth when the patient has one (0610).
    age: input.age,
    sex: input.sex,
    status: input.status,
    initials: input.initials || deriveInitials(input.name),
    phone: input.phone,
    ...standardFieldValues(input),
  };
  if (!clinical) return demographics;
  return {
    ...demographics,
    alerts: JSON.stringify(input.alerts),
    allergies: JSON.stringify(input.allergies),
    blood_type: input.bloodType,
    medications: JSON.stringify(input.medications),
    problems: JSON.stringify(input.problems),
    vitals: JSON.stringify(input.vitals),
    vitals_trend: JSON.stringify(input.vitalsTrend),
    lab_trend: JSON.stringify(input.labTrend),
  };
}

/**
 * The columns of the optional standard fields (decisions.md §13) a payload sets: absent leaves the stored value (a PUT
 * from a client that does not know them keeps them), null clears it. Demographics: reception writes them too.
 */
function standardFieldValues(input: PatientInput) {
  const values: { date_of_birth?: string | null; address?: string | null; insurance?: string | null } = {};
  if (input.dateOfBirth !== undefined) values.date_of_birth = input.dateOfBirth;
  if (input.address !== undefined) values.address = input.address && JSON.stringify(storedAddress(input.address));
  if (input.insurance !== undefined) values.insurance = input.insurance && JSON.stringify(storedInsurance(input.insurance));
  return values;
}

function storedAddress(a: Address): Address {
  return { line: a.line, city: a.city, state: a.state, postalCode: a.postalCode };
}

function storedInsurance(i: Insurance): StoredInsurance {
  return { payerName: i.payerName, payerId: i.payerId, memberId: i.memberId, groupNumber: i.groupNumber || null };
}

/** The names of the standard fields a payload changes ("date of birth", "address", "insurance"). */
function changedStandardFields(input: PatientInput, current: PatientRow): string[] {
  const changed: string[] = [];
  if (input.dateOfBirth !== undefined && input.dateOfBirth !== current.date_of_birth) changed.push('date of birth');
  if (input.address !== undefined && !sameValue(input.address && storedAddress(input.address), current.address)) changed.push('address');
  if (input.insurance !== undefined && !sameValue(input.insurance && storedInsurance(input.insurance), current.insurance)) changed.push('insurance');
  return changed.length ? [`${changed.join(', ')} changed`] : [];
}

/** Two stored objects (or nulls) hold the same values, whatever their key order (jsonb keeps its own). */
function sameValue(a: Record<string, unknown> | null, b: Record<string, unknown> | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * Bumps the version of a reachable patient (so the ETag changes) and locks its row for the rest of the transaction,
 * in one statement; 404 when absent or out of scope.
 */
async function touchScopedPatient(tx: ClinicTx, ctx: ClinicContext, fileNumber: string) {
  if (!isFileNumber(fileNumber)) throw errors.notFound('patient');
  const row = await tx.updateTable('patient')
    .set({ version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('patient.file_number', '=', fileNumber).where(patientScope(ctx))
    .returning(['patient.id', 'patient.file_number'])
    .executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return { id: row.id, file_number: row.file_number };
}

async function insertLabs(tx: ClinicTx, ctx: ClinicContext, patientId: string, labs: readonly Lab[]) {
  if (!labs.length) return;
  await tx.insertInto('patient_lab').values(labs.map((lab) => ({
    clinic_id: ctx.clinicId, patient_id: patientId, name: lab.name, value: lab.value, flag: lab.flag, taken_at: lab.takenAt,
  }))).execute();
}

async function insertEncounters(tx: ClinicTx, ctx: ClinicContext, patientId: string, encounters: readonly Encounter[]) {
  if (!encounters.length) return;
  await tx.insertInto('patient_encounter').values(encounters.map((e) => ({
    clinic_id: ctx.clinicId, patient_id: patientId, date: e.date, type: e.type, provider: e.provider, summary: e.summary,
    created_by: ctx.userId,
  }))).execute();
}

/**
 * For assigning the next file number: waits for every transaction of the clinic that holds the file-number lock, and
 * holds it alone until the transaction ends, so the largest number it reads stays the largest until it commits.
 */
export async function lockFileNumbers(tx: ClinicTx, clinicId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${FILE_NUMBER_LOCK}::int4, hashtext(${clinicId}))`.execute(tx);
}

/**
 * For writing a file number the caller chose: shared with other such writers until the transaction ends (they run
 * side by side; the unique index settles two claims of one number), excluded only while a number is being assigned.
 * Creates with explicit numbers used to take the exclusive lock too, which made every create of a clinic wait for the
 * one before it to commit: creation ran at one transaction's latency at a time, whatever the concurrency (issue 17).
 */
export async function claimFileNumbers(tx: ClinicTx, clinicId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${FILE_NUMBER_LOCK}::int4, hashtext(${clinicId}))`.execute(tx);
}

/** Runs a write of `fileNumber`; another transaction's claim of the same number that won the race is a 409. */
async function refuseTakenFileNumber<T>(fileNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'patient_file_number_key') throw fileNumberTaken(fileNumber);
    throw err;
  }
}

function fileNumberTaken(fileNumber: string) {
  return errors.conflict(`File number ${fileNumber} is already in use`);
}

/** The largest numeric file number in the clinic plus 1, the first being 10000 (decisions.md §4). Hold the lock. */
export async function nextFileNumber(tx: ClinicTx, clinicId: string): Promise<string> {
  const { next } = await tx.selectFrom('patient')
    .select(sql<string>`(coalesce(max(file_number::bigint), 9999) + 1)::text`.as('next'))
    .where('clinic_id', '=', clinicId)
    .executeTakeFirstOrThrow();
  if (next.length > PATIENT_LIMITS.fileNumberDigits) throw errors.conflict('No automatic file number is left; give one explicitly');
  return next;
}

function fileNumberIsPermanent(current: string) {
  return errors.conflict(`A patient's file number never changes once assigned (appointments, invoices, prescriptions and `
    + `dispenses refer to it): omit fileNumber or send the current one, ${current}`);
}

async function requireFreeFileNumber(tx: ClinicTx, ctx: ClinicContext, fileNumber: string) {
  // Clinic-wide, not panel-scoped: file numbers are unique in the clinic.
  const taken = await tx.selectFrom('patient').select('id')
    .where('clinic_id', '=', ctx.clinicId).where('file_number', '=', fileNumber).executeTakeFirst();
  if (taken) throw fileNumberTaken(fileNumber);
}

/** A member of the active clinic who can be a primary provider (decisions.md §2), or a 400 naming `field`. */
export async function requireProvider(tx: ClinicTx, ctx: ClinicContext, userId: string, field: string): Promise<{ id: string; name: string }> {
  const row = await tx.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
    .select(['user.id', 'user.name', 'member.role'])
    .where('member.organizationId', '=', ctx.clinicId).where('member.userId', '=', userId)
    .executeTakeFirst();
  if (!row || !isRole(row.role) || !isClinician(row.role)) {
    throw errors.invalidField(field, 'must be a member of this clinic who can be a primary provider (owner, admin, doctor or member)');
  }
  return { id: row.id, name: row.name };
}
