import { requirePermission, seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import { sql } from 'kysely';
import { z } from 'zod';
import { withClinicTx, type AfterCommit, type AfterCommitEffect, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { AppError, errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { PatientInput, type PatientInputRaw } from '../../clinic/patients/schema.js';
import { createPatientInTx, requireProvider } from '../../clinic/patients/service.js';
import '../../clinic/patients/table.js';
import { assertAiAllowedFor } from '../policy/service.js';
import { hasClinicalFields, normaliseRecord, withoutClinicalFields } from './normalise.js';
import { MAX_IMPORT_RECORDS, type ImportResult, type ValidateResult } from './schema.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;

/** Rows per transaction: large enough to be quick, small enough not to hold the clinic's file-number lock for long. */
const ROWS_PER_TRANSACTION = 50;

const IN_USE = 'fileNumber: already in use in this clinic';
const DUPLICATE_IN_BATCH = 'fileNumber: duplicate of an earlier record in this import';

interface PlannedRow {
  index: number;
  raw: unknown;
  /** The file number as given, for `failed` ('' when none). */
  givenFileNumber: string;
  outcome:
    | { ok: true; input: PatientInputRaw; fileNumber: string | null; adjustments: string[] }
    | { ok: false; errors: string[] };
}

/**
 * POST /api/ai/import/validate: what the import would do, writing nothing. The same checks as the import, in the
 * same order, so a record listed as valid is created unless the clinic changes in between.
 */
export async function validateImport(deps: Deps, ctx: ClinicContext, records: readonly unknown[]): Promise<ValidateResult> {
  const rows = await prepare(deps, ctx, records);
  const clinical = seesClinicalData(ctx);
  const result: ValidateResult = { valid: [], invalid: [], total: records.length };
  for (const row of rows) {
    if (!row.outcome.ok) {
      result.invalid.push({ index: row.index, errors: row.outcome.errors, record: row.raw });
      continue;
    }
    let { input } = row.outcome;
    const adjustments = [...row.outcome.adjustments];
    if (!clinical && hasClinicalFields(input)) {
      input = withoutClinicalFields(input);
      adjustments.push('clinical fields: ignored for your role (reception records demographics only)');
    }
    result.valid.push({ index: row.index, record: input as Record<string, unknown>, adjustments });
  }
  return result;
}

/**
 * POST /api/ai/import: every usable record is created through the patient service's create step as the caller
 * (reception rules and one activity entry each included), with `source: ai`. Rows go in transactions of
 * ROWS_PER_TRANSACTION, each row behind a savepoint, so one bad row never blocks the others. Records with a file
 * number are created first, so a number assigned automatically never takes one that a later record of the batch
 * names. `created` and `failed` are in input order.
 */
export async function importPatients(deps: Deps, ctx: ClinicContext, records: readonly unknown[]): Promise<ImportResult> {
  const importCtx: ClinicContext = { ...ctx, via: 'import' };
  const rows = await prepare(deps, importCtx, records);
  const outcomes = new Map<number, RowOutcome>();
  const usable = rows.filter((r) => r.outcome.ok);
  const ordered = [
    ...usable.filter((r) => r.outcome.ok && r.outcome.fileNumber),
    ...usable.filter((r) => r.outcome.ok && !r.outcome.fileNumber),
  ];
  for (const row of rows) {
    if (!row.outcome.ok) outcomes.set(row.index, { failed: { fileNumber: row.givenFileNumber, error: row.outcome.errors[0]! } });
  }
  for (let start = 0; start < ordered.length; start += ROWS_PER_TRANSACTION) {
    const chunk = ordered.slice(start, start + ROWS_PER_TRANSACTION);
    try {
      const chunkOutcomes = await withClinicTx(deps.db, importCtx, (tx, after) => createRows(deps, tx, after, importCtx, chunk));
      for (const [index, outcome] of chunkOutcomes) outcomes.set(index, outcome);
    } catch {
      for (const row of chunk) outcomes.set(row.index, { failed: { fileNumber: row.givenFileNumber, error: 'record: could not be saved' } });
    }
  }
  const result: ImportResult = { created: [], failed: [] };
  for (const index of [...outcomes.keys()].sort((a, b) => a - b)) {
    const outcome = outcomes.get(index)!;
    if ('created' in outcome) result.created.push(outcome.created);
    else result.failed.push(outcome.failed);
  }
  if (records.length > 0) {
    await withClinicTx(deps.db, importCtx, (tx, after) => deps.activity.record(tx, after, importCtx, {
      action: 'patient.imported', entityType: 'patient', entityId: null,
      summary: `${ctx.userName} imported ${result.created.length} AI-parsed patient record${result.created.length === 1 ? '' : 's'}`
        + (result.failed.length ? ` (${result.failed.length} not imported)` : ''),
    }));
  }
  return result;
}

type RowOutcome = { created: string } | { failed: { fileNumber: string; error: string } };

/**
 * Creates each row with the patient service's create step inside one clinic transaction, each behind its own
 * savepoint: a row that fails is rolled back alone (its activity row and realtime event with it) and the rest go on.
 */
async function createRows(deps: Deps, tx: ClinicTx, after: AfterCommit, ctx: ClinicContext, rows: PlannedRow[]): Promise<Map<number, RowOutcome>> {
  const outcomes = new Map<number, RowOutcome>();
  for (const row of rows) {
    if (!row.outcome.ok) continue;
    const effects: AfterCommitEffect[] = [];
    await sql`savepoint ai_import_row`.execute(tx);
    try {
      const input = PatientInput.parse(row.outcome.input);
      const patient = await createPatientInTx(deps, tx, { push: (effect) => { effects.push(effect); } }, ctx, input, { source: 'ai' });
      await sql`release savepoint ai_import_row`.execute(tx);
      for (const effect of effects) after.push(effect);
      outcomes.set(row.index, { created: patient.fileNumber });
    } catch (err) {
      await sql`rollback to savepoint ai_import_row`.execute(tx);
      await sql`release savepoint ai_import_row`.execute(tx);
      outcomes.set(row.index, { failed: { fileNumber: row.givenFileNumber, error: rowError(err) } });
    }
  }
  return outcomes;
}

/** A service error on one row as `"<field>: <message>"`; anything unexpected fails the row, not the import. */
function rowError(err: unknown): string {
  if (err instanceof AppError) {
    if (err.status === 409 && /already in use/.test(err.message)) return IN_USE;
    const fieldErrors = (err.extra?.errors as Array<{ path: string; message: string }> | undefined) ?? [];
    if (fieldErrors[0]) return `${fieldErrors[0].path}: ${fieldErrors[0].message}`;
    return `record: ${err.message}`;
  }
  if (err instanceof z.ZodError) {
    const issue = err.issues[0];
    if (issue) return `${issue.path.join('.') || 'record'}: ${issue.message}`;
  }
  return 'record: could not be saved';
}

/** Permission, count and policy first; then each record normalised and checked against the clinic and the batch. */
async function prepare(deps: Deps, ctx: ClinicContext, records: readonly unknown[]): Promise<PlannedRow[]> {
  requirePermission(ctx, 'patient:write');
  if (!Array.isArray(records)) throw errors.invalidField('records', 'must be a list of patient records');
  if (records.length > MAX_IMPORT_RECORDS) throw errors.invalidField('records', `at most ${MAX_IMPORT_RECORDS} records per import`);
  await assertAiAllowedFor(deps, ctx);

  const rows: PlannedRow[] = records.map((raw, index) => {
    const n = normaliseRecord(raw);
    return n.ok
      ? { index, raw, givenFileNumber: n.fileNumber ?? fileNumberAsGiven(raw), outcome: { ok: true, input: n.input, fileNumber: n.fileNumber, adjustments: n.adjustments } }
      : { index, raw, givenFileNumber: n.fileNumber, outcome: { ok: false, errors: n.errors } };
  });

  const wanted = [...new Set(rows.flatMap((r) => (r.outcome.ok && r.outcome.fileNumber ? [r.outcome.fileNumber] : [])))];
  const providers = [...new Set(rows.flatMap((r) => {
    const id = r.outcome.ok ? r.outcome.input.primaryProviderId : undefined;
    return typeof id === 'string' ? [id] : [];
  }))];
  const { taken, validProviders } = await withClinicTx(deps.db, ctx, async (tx) => ({
    taken: await fileNumbersInUse(tx, ctx.clinicId, wanted),
    validProviders: await clinicProviders(tx, ctx, providers),
  }));

  const claimed = new Set<string>();
  for (const row of rows) {
    const outcome = row.outcome;
    if (!outcome.ok) continue;
    if (outcome.fileNumber && taken.has(outcome.fileNumber)) {
      row.outcome = { ok: false, errors: [IN_USE] };
      continue;
    }
    if (outcome.fileNumber && claimed.has(outcome.fileNumber)) {
      row.outcome = { ok: false, errors: [DUPLICATE_IN_BATCH] };
      continue;
    }
    if (outcome.fileNumber) claimed.add(outcome.fileNumber);
    const providerId = outcome.input.primaryProviderId;
    if (typeof providerId === 'string' && !validProviders.has(providerId)) {
      const { primaryProviderId: _dropped, ...rest } = outcome.input;
      outcome.input = rest;
      outcome.adjustments.push('primaryProviderId: not a clinician of this clinic; left unassigned');
    }
  }
  return rows;
}

function fileNumberAsGiven(raw: unknown): string {
  const value = raw && typeof raw === 'object' ? (raw as { fileNumber?: unknown }).fileNumber : undefined;
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * Which of these file numbers the clinic already uses, clinic-wide (not panel-scoped: numbers are unique in the
 * clinic). A read only; the patient service's own check at create time stays the authority.
 */
async function fileNumbersInUse(tx: ClinicTx, clinicId: string, fileNumbers: string[]): Promise<Set<string>> {
  if (fileNumbers.length === 0) return new Set();
  const rows = await tx.selectFrom('patient').select('file_number')
    .where('clinic_id', '=', clinicId).where('file_number', 'in', fileNumbers).execute();
  return new Set(rows.map((r) => r.file_number));
}

async function clinicProviders(tx: ClinicTx, ctx: ClinicContext, ids: string[]): Promise<Set<string>> {
  const valid = new Set<string>();
  for (const id of ids) {
    try {
      await requireProvider(tx, ctx, id, 'primaryProviderId');
      valid.add(id);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 400) throw err;
    }
  }
  return valid;
}
