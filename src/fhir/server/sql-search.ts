import { sql, type RawBuilder } from 'kysely';
import { listLabEntries, reachableLabs, reachablePatients, type LabEntry } from '../../clinic/patients/service.js';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { v7 as uuidv7 } from 'uuid';
import { QueryShapes } from '../../platform/db/query-shapes.js';
import { runAsLastStatement } from '../../platform/db/clinic-tx.js';
import { accessRowStatement, readWithAccessRow } from '../keys/service.js';
import { foldText, matches, referencedIds, type Criterion } from './search.js';
import type { ParsedSearch } from './query.js';
import type { FhirEnv } from './registry.js';
import { LAB_CATEGORY, ownSystems, toLabObservation, toPatient } from './mapping.js';
import type { Observation, Patient, Resource } from './types.js';

// Reads answered by one SQL statement each, through the clinic's scoped queries (clinic/patients/reachable.ts), with
// the request's access-log row written by the same statement (readWithAccessRow): the filters, the order, the exact
// total and the page are the database's work, and only the page is mapped to FHIR. Searches this file cannot express
// (other resource types, vital signs, dates, other sort keys) go through the loaders in registry.ts and are filtered in
// memory (search.ts); both give the same answers (the conformance suite runs through both).

/** A request made with a key: whose row the log gets and what it asked. */
export interface KeyedRead { env: FhirEnv; keyId: string; query: string }

/** The demographic columns a FHIR Patient is built from, with updatedAt as the API's record writes it. */
function patientColumns(tx: ClinicTx, ctx: ClinicContext) {
  return reachablePatients(tx, ctx).select(['patient.id', 'patient.file_number', 'patient.name', 'patient.sex',
    'patient.phone', 'patient.pcp', 'patient.version',
    sql<string>`to_char(patient.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updated_at')]);
}

interface PatientColumns { id: string; file_number: string; name: string; sex: 'M' | 'F'; phone: string; pcp: string; version: number; updated_at: string }

function toFhirPatient(row: PatientColumns, publicUrl: string): Patient {
  return toPatient({
    id: row.id, fileNumber: row.file_number, name: row.name, sex: row.sex, phone: row.phone, pcp: row.pcp,
    version: Number(row.version), updatedAt: row.updated_at,
  }, publicUrl);
}

/** The Patient read with its log row, compiled once per caller shape (Kysely's building and compiling was ~8% of a read's profile). */
const patientRead = new QueryShapes<PatientColumns>(9);
/**
 * The shape key: the role and the permissions, everything the scoped query decides its structure and its checks by
 * (clinic and user are values). A caller the scoped query refuses never gets a shape stored: its build throws.
 */
const shapeKeys = new WeakMap<ReadonlySet<string>, string>();
function shapeKey(ctx: ClinicContext): string {
  let permissions = shapeKeys.get(ctx.permissions);
  if (permissions === undefined) shapeKeys.set(ctx.permissions, permissions = [...ctx.permissions].sort().join(','));
  return `${ctx.role}|${permissions}`;
}

/**
 * GET /fhir/Patient/{id} in one statement with its access-log row. `notModified`: the versions If-None-Match names
 * (`*` for any); the row records 404, 304 or 200 as the answer will be.
 */
export async function readPatient(tx: ClinicTx, read: KeyedRead, id: string, notModified: string[] | '*'): Promise<{ patient: Patient | null; status: number }> {
  const { ctx } = read.env;
  const any = notModified === '*';
  const values = [ctx.clinicId, ctx.userId, id, uuidv7(), read.keyId, read.query.slice(0, 4_000), any ? '' : notModified.join(','), any ? '*' : '', `Patient/${id}`];
  const statement = patientRead.compile(shapeKey(ctx), values, ([clinicId, userId, patientId, logId, keyId, query, versions, star, logged]) => {
    const shaped = { ...ctx, clinicId: clinicId!, userId: userId! };
    const status = sql<number>`case when not exists (select 1 from answered) then 404
      when ${star!} = '*' or (select version::text from answered) = any(string_to_array(${versions!}, ',')) then 304 else 200 end`;
    const raw = accessRowStatement<PatientColumns>(clinicId!, logId!, keyId!, { interaction: 'read', resourceType: 'Patient', query: query! },
      patientColumns(tx, shaped).where('patient.id', '=', patientId!), sql`jsonb_build_array(${logged!}::text)`, status);
    return { compile: () => raw.compile(tx) };
  });
  const [row] = await runAsLastStatement(tx, statement);
  if (!row) return { patient: null, status: 404 };
  const patient = toFhirPatient(row, read.env.publicUrl);
  return { patient, status: any || notModified.includes(String(row.version)) ? 304 : 200 };
}

// ---------------------------------------------------------------------------------------------------------------
// Observation searches restricted to laboratory results

const LAB_ONLY = { resourceType: 'Observation', category: [LAB_CATEGORY] } as unknown as Observation;
const LAB_ID = /^(.+)\.lab(\d{1,18})$/;

/** The lab name as the mapping writes its code: whitespace folded and trimmed (mapping.ts `clean`). */
const labCode = sql<string>`btrim(regexp_replace(lab.name, '\\s+', ' ', 'g'))`;

interface LabRow { patient_id: string; seq: string | number; name: string; value: string; flag: LabEntry['flag']; taken_at: string; created_at: Date | string; total?: string | number }

/** One criterion as SQL over the reachable lab rows, or undefined when this file cannot express it. */
function labCriterion(c: Criterion<Resource>, base: string, labNameSystem: string): RawBuilder<boolean> | null | undefined {
  switch (c.name) {
    case 'patient':
    case 'subject': {
      const ids = referencedIds(c, 'Patient', base);
      return ids.length ? sql<boolean>`lab.patient_id in (${sql.join(ids)})` : sql<boolean>`false`;
    }
    case 'category':
      // Every lab result has the one laboratory category: the criterion holds for all of them or for none.
      return matches(LAB_ONLY, c, base) ? null : sql<boolean>`false`;
    case 'code': {
      const alternatives = c.values.map((v) => {
        const bar = v.indexOf('|');
        if (bar < 0) return sql<boolean>`${labCode} = ${v}`;
        const system = v.slice(0, bar);
        const code = v.slice(bar + 1);
        if (system !== labNameSystem) return sql<boolean>`false`;
        return code === '' ? sql<boolean>`true` : sql<boolean>`${labCode} = ${code}`;
      });
      return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
    }
    case '_id': {
      const alternatives = c.values.map((v) => {
        const m = LAB_ID.exec(v);
        return m ? sql<boolean>`(lab.patient_id = ${m[1]!} and lab.seq = ${m[2]!})` : sql<boolean>`false`;
      });
      return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
    }
    default:
      return undefined;
  }
}

/** A laboratory Observation search in SQL, or null when the search is not one this file can express. */
export interface LabSearchPlan {
  conditions: RawBuilder<boolean>[];
  order: RawBuilder<unknown>[];
}

export function planLabSearch(search: ParsedSearch, base: string, publicUrl: string): LabSearchPlan | null {
  const categories = search.criteria.filter((c) => c.name === 'category');
  // Only searches that exclude vital signs: some category criterion names nothing but laboratory.
  if (!categories.some((c) => c.values.every((v) => v.slice(v.indexOf('|') + 1) === 'laboratory'))) return null;
  if (search.sort.some((s) => s.key !== '_id')) return null;
  const conditions: RawBuilder<boolean>[] = [];
  const labNameSystem = ownSystems(publicUrl).labName;
  for (const c of search.criteria) {
    const condition = labCriterion(c, base, labNameSystem);
    if (condition === undefined) return null;
    if (condition) conditions.push(condition);
  }
  // The default order is the Observation default (registry.ts): patient, then the order the results were added.
  const idText = sql`(lab.patient_id || '.lab' || lab.seq) collate "C"`;
  const order = search.sort.length
    ? search.sort.map((s) => (s.descending ? sql`${idText} desc` : idText))
    : [sql`lab.patient_id collate "C"`, sql`lab.seq`];
  return { conditions, order };
}

function labQuery(tx: ClinicTx, ctx: ClinicContext, plan: LabSearchPlan) {
  let q = reachableLabs(tx, ctx);
  for (const condition of plan.conditions) q = q.where(condition);
  return q;
}

const labIds = sql`coalesce((select jsonb_agg('Observation/' || a.patient_id || '.lab' || a.seq) from answered a), '[]'::jsonb)`;

const entryOf = (r: LabRow): LabEntry => ({
  patientId: r.patient_id, seq: Number(r.seq), name: r.name, value: r.value, flag: r.flag, takenAt: r.taken_at,
  createdAt: new Date(r.created_at).toISOString(),
});

export interface SqlSearchResult { total: number; page: LabEntry[]; included: Patient[]; needsCount: boolean }

/**
 * Runs a planned lab search in the request's transaction: the page (each row carrying the exact total) and, with
 * `_include=Observation:patient`, the page's patients; the access-log row goes with the last statement.
 */
export async function runLabSearch(tx: ClinicTx, read: KeyedRead, plan: LabSearchPlan, search: ParsedSearch): Promise<SqlSearchResult> {
  const { ctx, publicUrl } = read.env;
  const access = { interaction: 'search-type' as const, resourceType: 'Observation', query: read.query };
  if (search.summaryCount || search.count === 0) {
    const [row] = await readWithAccessRow<{ total: string | number }>(tx, ctx, read.keyId, access,
      labQuery(tx, ctx, plan).select(sql<number>`count(*)`.as('total')), sql`'[]'::jsonb`, sql<number>`200`);
    return { total: Number(row?.total ?? 0), page: [], included: [], needsCount: false };
  }
  let ordered = labQuery(tx, ctx, plan)
    .select(['lab.patient_id', 'lab.seq', 'lab.name', 'lab.value', 'lab.flag', 'lab.taken_at', 'lab.created_at', sql<number>`count(*) over ()`.as('total')]);
  for (const key of plan.order) ordered = ordered.orderBy(key);
  const pageQuery = ordered.limit(search.count).offset(search.offset);
  let rows: LabRow[];
  let included: Patient[] = [];
  if (search.includePatients) {
    rows = await pageQuery.execute() as LabRow[];
    const patientIds = [...new Set(rows.map((r) => r.patient_id))];
    const pageIds = rows.map((r) => `Observation/${r.patient_id}.lab${r.seq}`);
    const patients = patientColumns(tx, ctx).where(patientIds.length ? sql<boolean>`patient.id in (${sql.join(patientIds)})` : sql<boolean>`false`);
    const ids = sql`${JSON.stringify(pageIds)}::jsonb || coalesce((select jsonb_agg('Patient/' || a.id) from answered a), '[]'::jsonb)`;
    included = (await readWithAccessRow<PatientColumns>(tx, ctx, read.keyId, access, patients, ids, sql<number>`200`))
      .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)).map((p) => toFhirPatient(p, publicUrl));
  } else {
    rows = await readWithAccessRow<LabRow>(tx, ctx, read.keyId, access, pageQuery, labIds, sql<number>`200`);
  }
  return { total: Number(rows[0]?.total ?? 0), page: rows.map(entryOf), included, needsCount: rows.length === 0 && search.offset > 0 };
}

/** The total of a planned search whose page came back empty (an offset past the end): a read of its own. */
export async function countLabSearch(read: KeyedRead, plan: LabSearchPlan): Promise<number> {
  const { ctx } = read.env;
  const row = await withClinicTx(read.env.deps.db, ctx, (tx) => labQuery(tx, ctx, plan).select(sql<number>`count(*)`.as('total')).executeTakeFirst());
  return Number(row?.total ?? 0);
}

/**
 * The page as Observations, once its transaction has ended. A critical result's interpretation (HH or LL) is read
 * from the patient's other results of the same test (mapping.ts interpretationOf): only then are those read, in a
 * read of their own.
 */
export async function toLabObservations(read: KeyedRead, entries: LabEntry[]): Promise<Observation[]> {
  const critical = [...new Set(entries.filter((e) => e.flag === 'critical').map((e) => e.patientId))];
  const sameTest = new Map<string, LabEntry[]>();
  if (critical.length) {
    for (const lab of await listLabEntries(read.env.deps, read.env.ctx, { patientIds: critical })) {
      const key = `${lab.patientId}\u0000${foldText(lab.name)}`;
      sameTest.set(key, [...(sameTest.get(key) ?? []), lab]);
    }
  }
  return entries.map((lab) => toLabObservation(lab, sameTest.get(`${lab.patientId}\u0000${foldText(lab.name)}`) ?? [lab], read.env.publicUrl));
}
