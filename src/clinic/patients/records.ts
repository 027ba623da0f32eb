import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import type { ClinicTx } from '../../platform/db/clinic-tx.js';
import type { Database } from '../../platform/db/schema.js';
import { errors } from '../../platform/http/errors.js';
import type { PatientRecordRow, PatientRow } from './present.js';
import type { PatientListQuery } from './schema.js';
import { panelKeys, patientScope } from './scope.js';

/** A timestamp as the API writes it: ISO 8601 in UTC with milliseconds, like `Date.prototype.toISOString`. */
const isoOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

// The record is built by the database in the API's shape (present.ts parses it): one text value per patient instead
// of two dozen columns each parsed by the driver, and children read in the same statement, in append order.
const demographics = sql`'id', patient.id, 'fileNumber', patient.file_number, 'name', patient.name, 'age', patient.age,
  'sex', patient.sex, 'status', patient.status, 'initials', patient.initials, 'source', patient.source, 'pcp', patient.pcp,
  'primaryProviderId', patient.primary_provider_id, 'phone', patient.phone, 'alerts', patient.alerts,
  'allergies', patient.allergies, 'version', patient.version,
  'createdAt', ${isoOf('patient.created_at')}, 'updatedAt', ${isoOf('patient.updated_at')}`;
const clinical = sql`'bloodType', patient.blood_type, 'medications', patient.medications, 'problems', patient.problems,
  'labs', coalesce((
    select json_agg(json_build_object('name', l.name, 'value', l.value, 'flag', l.flag, 'takenAt', l.taken_at) order by l.seq)
    from patient_lab l where l.clinic_id = patient.clinic_id and l.patient_id = patient.id), '[]'::json),
  'encounters', coalesce((
    select json_agg(json_build_object('date', e.date, 'type', e.type, 'provider', e.provider, 'summary', e.summary) order by e.seq)
    from patient_encounter e where e.clinic_id = patient.clinic_id and e.patient_id = patient.id), '[]'::json),
  'vitals', patient.vitals, 'vitalsTrend', patient.vitals_trend, 'labTrend', patient.lab_trend`;
// Reception's records leave the clinical keys out, and their children are not read at all.
const clinicalRecord: RawBuilder<string> = sql`json_build_object(${demographics}, ${clinical})::text`;
const demographicRecord: RawBuilder<string> = sql`json_build_object(${demographics})::text`;

/**
 * Patients the caller may reach, each as its record text (clinical fields only when the caller may see them).
 * `panel: false` bounds by the clinic only: for reading back what the caller has just written (a transfer may move
 * the patient out of the caller's panel).
 */
function selectRecords(tx: ClinicTx, ctx: ClinicContext, options: { panel?: boolean } = {}) {
  const q = tx.selectFrom('patient')
    .select([(seesClinicalData(ctx) ? clinicalRecord : demographicRecord).as('record'), 'patient.version']);
  return options.panel === false ? q.where('patient.clinic_id', '=', ctx.clinicId) : q.where(patientScope(ctx));
}

/** A patient's file number is digits only; anything else cannot exist and needs no query. */
function plausible(fileNumber: string): boolean {
  return /^[0-9]{1,18}$/.test(fileNumber);
}

/**
 * The scoped lookup every route and every later capability uses (attachments, scribe, integrations): the patient row,
 * id included, or 404 when it is absent in the active clinic or outside the caller's panel. `forUpdate` locks the row
 * until the transaction ends (writers that compare versions or must not interleave).
 */
export async function findScopedPatientOrThrow(
  tx: ClinicTx, ctx: ClinicContext, fileNumber: string, options: { forUpdate?: boolean } = {},
): Promise<PatientRow> {
  if (!plausible(fileNumber)) throw errors.notFound('patient');
  let q = tx.selectFrom('patient').selectAll('patient')
    .where('patient.file_number', '=', fileNumber).where(patientScope(ctx));
  if (options.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return row;
}

/** The same door by id (FHIR reads, activity links). */
export async function findScopedPatientByIdOrThrow(tx: ClinicTx, ctx: ClinicContext, id: string): Promise<PatientRow> {
  const row = await tx.selectFrom('patient').selectAll('patient')
    .where('patient.id', '=', id).where(patientScope(ctx)).executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return row;
}

export async function readRecordByFileNumber(tx: ClinicTx, ctx: ClinicContext, fileNumber: string): Promise<PatientRecordRow> {
  if (!plausible(fileNumber)) throw errors.notFound('patient');
  const row = await selectRecords(tx, ctx).where('patient.file_number', '=', fileNumber).executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return row;
}

export async function readRecordById(
  tx: ClinicTx, ctx: ClinicContext, id: string, options: { panel?: boolean } = {},
): Promise<PatientRecordRow> {
  const row = await selectRecords(tx, ctx, options).where('patient.id', '=', id).executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return row;
}

/**
 * One page of the caller's patients in case-insensitive name order (then file number), as one statement: the page's
 * ids come from an index-only walk (so the offset costs index entries, not records), then only those records are read
 * with their children; the total rides along (from the tally, or counted when searching). Exposed unexecuted so the
 * benchmark can time exactly this statement on the database.
 */
export function recordPageQuery(tx: ClinicTx, ctx: ClinicContext, query: PatientListQuery & { limit: number }) {
  const filter = listFilter(ctx, query);
  const pageIds = tx.selectFrom('patient').select('patient.id').where(filter)
    .orderBy('patient.name_key').orderBy('patient.file_number')
    .limit(query.limit).offset(query.offset ?? 0);
  const total = searchText(query) ? countMatching(tx, filter) : tallied(tx, ctx, query.status);
  return {
    rows: selectRecords(tx, ctx).select(total.as('total')).where('patient.id', 'in', pageIds)
      .orderBy('patient.name_key').orderBy('patient.file_number'),
    total,
  };
}

/** One page (or, without a limit, all) of the caller's patients; `total` when a limit is given. */
export async function readRecordPage(
  tx: ClinicTx, ctx: ClinicContext, query: PatientListQuery,
): Promise<{ rows: PatientRecordRow[]; total: number | null }> {
  const { limit } = query;
  if (limit === undefined) {
    let all = selectRecords(tx, ctx).where(listFilter(ctx, query)).orderBy('patient.name_key').orderBy('patient.file_number');
    if (query.offset) all = all.offset(query.offset);
    return { rows: await all.execute(), total: null };
  }
  const page = recordPageQuery(tx, ctx, { ...query, limit });
  const rows = await page.rows.execute();
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  // Past the last page: no row carried the total.
  const counted = await tx.selectNoFrom(page.total.as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

function searchText(query: PatientListQuery): string | undefined {
  return query.q?.trim() ? query.q.trim() : undefined;
}

/** The list's predicate: scope, then status, then `q` (name or file number contains, case-insensitively). */
function listFilter(ctx: ClinicContext, query: PatientListQuery) {
  const search = searchText(query);
  return (eb: ExpressionBuilder<Database, 'patient'>) => {
    const conditions: Expression<SqlBool>[] = [patientScope(ctx)(eb)];
    if (query.status) conditions.push(eb('patient.status', '=', query.status));
    // Candidate ids from patient_search_ids (0101_patient_list.sql: indexed search that RLS would otherwise forbid).
    if (search) conditions.push(eb('patient.id', 'in', sql<string>`(select s.id from patient_search_ids(${search}) as s(id))`));
    return eb.and(conditions);
  };
}

function countMatching(tx: ClinicTx, filter: (eb: ExpressionBuilder<Database, 'patient'>) => Expression<SqlBool>) {
  return tx.selectFrom('patient').select((eb) => eb.fn.countAll<number>().as('n')).where(filter);
}

/** The caller's total from the tally (clinic, optionally panel and status): no rows are counted. */
function tallied(tx: ClinicTx, ctx: ClinicContext, status: PatientListQuery['status']) {
  let q = tx.selectFrom('patient_tally')
    .select(sql<number>`coalesce(sum(patient_tally.n), 0)`.as('n'))
    .where('patient_tally.clinic_id', '=', ctx.clinicId);
  const keys = panelKeys(ctx);
  if (keys) q = q.where('patient_tally.panel_key', 'in', keys);
  if (status) q = q.where('patient_tally.status', '=', status);
  return q;
}
