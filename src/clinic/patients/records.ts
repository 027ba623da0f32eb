import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import { readAlone, runAsLastStatement, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { paged } from '../../platform/db/paging.js';
import { QueryShapes } from '../../platform/db/query-shapes.js';
import type { Database } from '../../platform/db/schema.js';
import { errors } from '../../platform/http/errors.js';
import { isFileNumber } from '../common/file-number.js';
import type { PatientRecordRow, PatientRow } from './present.js';
import type { PatientListQuery } from './schema.js';
import { panelKeys, patientScope } from './scope.js';

// The record is kept by the database in the API's shape (migrations/0102_patient_record.sql): one text column per
// patient, rebuilt from the row and its children in every writing transaction, so a read selects text and builds
// nothing. Reception's text leaves the clinical keys out; present.ts parses and redacts again.

/** Patients the caller may reach, each as its record text (clinical fields only when the caller may see them). */
function selectRecords(tx: Kysely<Database>, ctx: ClinicContext) {
  return tx.selectFrom('patient').select([recordColumn(ctx), 'patient.version']).where(patientScope(ctx));
}

/** The caller's record text: reception's leaves the clinical keys out. */
function recordColumn(ctx: ClinicContext) {
  return recordText(seesClinicalData(ctx) ? 'record' : 'demographic_record');
}

/**
 * A stored record text as a read returns it, as `record`. The text's age is the one of the day it was built; when the
 * patient has a date of birth and a birthday has passed since, the age is put right on the way out
 * (0610_patient_standard_fields.sql), so it is correct on every read even for a patient nobody writes to. The test is
 * one comparison per row; only an overtaken text is rewritten.
 */
export function recordText(column: 'record' | 'demographic_record') {
  const text = sql.ref(`patient.${column}`);
  const ageToday = sql`public.patient_age(patient.date_of_birth, public.patient_utc_today())`;
  return sql<string>`case when patient.date_of_birth is null or patient.age = ${ageToday} then ${text}
    else public.patient_record_as_of(${text}, patient.id, patient.file_number, patient.name, patient.age, ${ageToday}) end`.as('record');
}

/** The patient's own columns (PatientRow: a column left out fails to compile), without the response texts. */
const PATIENT_ROW_COLUMNS = [
  'clinic_id', 'id', 'file_number', 'name', 'age', 'sex', 'status', 'initials', 'source', 'pcp', 'primary_provider_id',
  'phone', 'date_of_birth', 'address', 'insurance', 'blood_type', 'alerts', 'allergies', 'medications', 'problems', 'vitals', 'vitals_trend', 'lab_trend',
  'created_by', 'version', 'created_at', 'updated_at', 'name_key', 'panel_key',
] as const satisfies readonly (keyof PatientRow)[];

/** A patient's file number is digits only; anything else cannot exist and needs no query. */
function plausible(fileNumber: string): boolean {
  return isFileNumber(fileNumber);
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
  let q = tx.selectFrom('patient').select(PATIENT_ROW_COLUMNS)
    .where('patient.file_number', '=', fileNumber).where(patientScope(ctx));
  if (options.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return row;
}

/** The same door by id (FHIR reads, activity links). */
export async function findScopedPatientByIdOrThrow(tx: ClinicTx, ctx: ClinicContext, id: string): Promise<PatientRow> {
  const row = await tx.selectFrom('patient').select(PATIENT_ROW_COLUMNS)
    .where('patient.id', '=', id).where(patientScope(ctx)).executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return row;
}

/** The record read by file number, compiled once per role (the role decides the columns and the panel predicate). */
const recordByFileNumber = new QueryShapes<PatientRecordRow>(3);

/** The reachable patient's record by file number, or 404: a clinic transaction of its own (readAlone: one write,
 * one round trip, least CPU). */
export async function readRecordAloneByFileNumber(db: Kysely<Database>, ctx: ClinicContext, fileNumber: string): Promise<PatientRecordRow> {
  if (!plausible(fileNumber)) throw errors.notFound('patient');
  const [row] = await readAlone(db, ctx, recordByFileNumberQuery(db, ctx, fileNumber));
  if (!row) throw errors.notFound('patient');
  return row;
}

function recordByFileNumberQuery(db: Kysely<Database>, ctx: ClinicContext, fileNumber: string) {
  return recordByFileNumber.compile(ctx.role, [ctx.clinicId, ctx.userId, fileNumber], ([clinicId, userId, number]) =>
    selectRecords(db, { ...ctx, clinicId: clinicId!, userId: userId! }).where('patient.file_number', '=', number!));
}

/** The patient's record by id, or 404, as a clinic transaction of its own (readAlone). */
export async function readRecordAloneById(db: Kysely<Database>, ctx: ClinicContext, id: string): Promise<PatientRecordRow> {
  const [row] = await readAlone(db, ctx, selectRecords(db, ctx).where('patient.id', '=', id).compile());
  if (!row) throw errors.notFound('patient');
  return row;
}

/**
 * Builds the record texts of a patient the caller has just written, and returns the caller's: the one build of a
 * writing transaction (0560_patient_record_once.sql; every earlier write in it only marked the patient), so it runs
 * after the transaction's last write to the patient or its children. Clinic-bound, not panel-bound: a transfer may
 * have moved the patient out of the caller's panel.
 */
export async function buildWrittenRecord(tx: ClinicTx, ctx: ClinicContext, id: string): Promise<PatientRecordRow> {
  // Just built, so the age is today's: the texts as they are.
  const built = seesClinicalData(ctx) ? 'patient.record' as const : 'patient.demographic_record as record' as const;
  const row = await tx.updateTable('patient').set({ record: null })
    .where('patient.clinic_id', '=', ctx.clinicId).where('patient.id', '=', id)
    .returning([built, 'patient.version'])
    .executeTakeFirst();
  if (!row) throw errors.notFound('patient');
  return row;
}

/**
 * One page of the caller's patients in case-insensitive name order (then file number), as one statement: the page's
 * ids come from an index-only walk (so the offset costs index entries, not records), then only those records are
 * read. The total (from the tally, or counted when searching) is the row source the page joins to, so it comes back
 * even past the last page, as one row without a record. Exposed unexecuted so the benchmark can time exactly this
 * statement on the database.
 *
 * The rows come back one per record and the service joins their texts. Aggregating them into one array text in the
 * database (string_agg) was measured (issue 17) to cost PostgreSQL about 300 µs more per page of 50 than it saved
 * the service (about 120 µs). Reading the page in one ordered index range from its first key (four times fewer
 * buffers) made the prepared statement's generic plan sort the clinic, and a panel's deep offsets slower.
 */
export function recordPageQuery(tx: ClinicTx, ctx: ClinicContext, query: PatientListQuery & { limit: number }) {
  const search = searchText(query);
  if (search) return searchPageQuery(tx, ctx, query, search);
  const pageIds = paged(tx.selectFrom('patient').select('patient.id').where(listFilter(ctx, query))
    .orderBy('patient.name_key').orderBy('patient.file_number'), query.limit, query.offset);
  const records = selectRecords(tx, ctx).select(['patient.name_key', 'patient.file_number']).where('patient.id', 'in', pageIds);
  return tx.selectFrom(tallied(tx, ctx, query.status).as('total'))
    .leftJoinLateral(records.as('page'), (join) => join.onTrue())
    .select(['total.n as total', 'page.record', 'page.version'])
    .orderBy('page.name_key').orderBy('page.file_number');
}

/**
 * The same page for a search. The matches come from patient_search (0590_patient_search.sql) with the columns the
 * page needs (name key, file number) and the scope needs (clinic, panel key, status), so they are filtered by the
 * caller's scope, counted and paged without visiting each matching patient again; only the page's records are then
 * read, under RLS and the same scope. Counting and paging each on their own would run the search twice.
 */
function searchPageQuery(tx: ClinicTx, ctx: ClinicContext, query: PatientListQuery & { limit: number }, search: string) {
  return tx
    .with((cte) => cte('found').materialized(), (db) => db
      .selectFrom(sql<SearchMatch>`patient_search(${search})`.as('patient'))
      .select(['patient.id', 'patient.name_key', 'patient.file_number'])
      .where((eb) => scopeAndStatus(ctx, query)(eb as unknown as ExpressionBuilder<Database, 'patient'>)))
    .selectFrom((db) => db.selectFrom('found').select((eb) => eb.fn.countAll<number>().as('n')).as('total'))
    .leftJoinLateral((db) => selectRecords(db as unknown as ClinicTx, ctx)
      .select(['patient.name_key', 'patient.file_number'])
      .where('patient.id', 'in', paged(db.selectFrom('found').select('found.id')
        .orderBy('found.name_key').orderBy('found.file_number'), query.limit, query.offset))
      .as('page'), (join) => join.onTrue())
    .select(['total.n as total', 'page.record', 'page.version'])
    .orderBy('page.name_key').orderBy('page.file_number');
}

/** A row of patient_search: the patient columns the list's scope, status filter and order read. */
interface SearchMatch {
  clinic_id: string; id: string; name_key: string; file_number: string; panel_key: string; status: Database['patient']['status'];
}

/**
 * One page (or, without a limit, all) of the caller's patients, as the text of a JSON array of their records (the
 * stored texts joined, nothing parsed); `total` when a limit is given. The last statement.
 */
export async function readRecordPage(
  tx: ClinicTx, ctx: ClinicContext, query: PatientListQuery,
): Promise<{ json: string; total: number | null }> {
  const { limit } = query;
  if (limit === undefined) {
    let all = selectRecords(tx, ctx).where(listFilter(ctx, query)).orderBy('patient.name_key').orderBy('patient.file_number');
    if (query.offset) all = all.offset(query.offset);
    return { json: recordArray(await runAsLastStatement(tx, all)), total: null };
  }
  const rows = await runAsLastStatement(tx, recordPageQuery(tx, ctx, { ...query, limit }));
  return { json: recordArray(rows), total: Number(rows[0]!.total) };
}

/** The records' texts as one JSON array; a row without a record (the total of a page past the end) adds nothing. */
function recordArray(rows: Array<{ record: string | null }>): string {
  const texts: string[] = [];
  for (const row of rows) if (row.record !== null) texts.push(row.record);
  return `[${texts.join(',')}]`;
}

function searchText(query: PatientListQuery): string | undefined {
  return query.q?.trim() ? query.q.trim() : undefined;
}

type PatientFilter = (eb: ExpressionBuilder<Database, 'patient'>) => Expression<SqlBool>;

/** Scope, then status: the part of the list's predicate a search applies to its matches too. */
function scopeAndStatus(ctx: ClinicContext, query: PatientListQuery): PatientFilter {
  return (eb: ExpressionBuilder<Database, 'patient'>) => {
    const scoped = patientScope(ctx)(eb);
    return query.status ? eb.and([scoped, eb('patient.status', '=', query.status)]) : scoped;
  };
}

/** The list's predicate: scope, then status, then `q` (name or file number contains, case-insensitively). */
function listFilter(ctx: ClinicContext, query: PatientListQuery): PatientFilter {
  const search = searchText(query);
  if (!search) return scopeAndStatus(ctx, query);
  // Matching ids from patient_search (0590_patient_search.sql: indexed search that RLS would otherwise forbid).
  return (eb: ExpressionBuilder<Database, 'patient'>) => eb.and([
    scopeAndStatus(ctx, query)(eb),
    eb('patient.id', 'in', sql<string>`(select s.id from patient_search(${search}) as s)`),
  ]);
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
