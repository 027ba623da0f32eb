import { sql, type Kysely, type RawBuilder } from 'kysely';
import { reachableLabs, reachablePatients, type LabEntry } from '../../clinic/patients/service.js';
import type { ClinicContext } from '../../platform/auth/context.js';
import { readAlone, runAsLastStatement, withClinicTx } from '../../platform/db/clinic-tx.js';
import type { Database } from '../../platform/db/schema.js';
import { QueryShapes } from '../../platform/db/query-shapes.js';
import { foldText, matches, referencedIds, tokenParts, type Criterion } from './search.js';
import type { ParsedSearch } from './query.js';
import type { FhirEnv } from './registry.js';
import { LAB_CATEGORY, ownSystems, toLabObservation, toPatient, type PatientDemographics, type SameTestResults } from './mapping.js';
import type { Observation, Patient, Resource } from './types.js';

// Reads answered by one SQL statement each, through the clinic's scoped queries (clinic/patients/reachable.ts), run as a
// clinic transaction of its own that writes nothing, so its commit flushes nothing (readAlone: begin, scope, statement
// and commit in one write, without Kysely's transaction machinery). The route then records the read and waits for the
// row's commit before answering (keys/service.ts recordAccess, group commit): the filters, the order, the exact
// total and the page are the database's work, and only the page is mapped to FHIR. Searches this file cannot express
// (other resource types, vital signs, dates, other sort keys) go through the loaders in registry.ts and are filtered in
// memory (search.ts); both give the same answers (the conformance suite runs through both).

/** A request made with a key. */
export interface KeyedRead { env: FhirEnv }

/** The demographic columns a FHIR Patient is built from, with updatedAt as the API's record writes it. */
function patientColumns(tx: Kysely<Database>, ctx: ClinicContext) {
  return reachablePatients(tx, ctx).select(['patient.id', 'patient.file_number', 'patient.name', 'patient.sex',
    'patient.phone', 'patient.pcp', 'patient.date_of_birth', 'patient.address', 'patient.version',
    sql<string>`to_char(patient.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updated_at')]);
}

interface PatientColumns {
  id: string; file_number: string; name: string; sex: 'M' | 'F'; phone: string; pcp: string;
  date_of_birth: string | null; address: PatientDemographics['address']; version: number; updated_at: string;
}

function demographicsOf(row: PatientColumns): PatientDemographics {
  return {
    id: row.id, fileNumber: row.file_number, name: row.name, sex: row.sex, phone: row.phone, pcp: row.pcp,
    dateOfBirth: row.date_of_birth, address: row.address, version: Number(row.version), updatedAt: row.updated_at,
  };
}

function toFhirPatient(row: PatientColumns, publicUrl: string): Patient {
  return toPatient(demographicsOf(row), publicUrl);
}

/** The Patient read, compiled once per caller shape (Kysely's building and compiling was ~8% of a read's profile). */
const patientRead = new QueryShapes<PatientColumns>(3);
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
 * GET /fhir/Patient/{id} in one statement: the demographics the Patient is written from (mapping.ts patientJson,
 * toPatient). `notModified`: the versions If-None-Match names (`*` for any); the status is 404, 304 or 200 as the
 * answer will be (the route records it).
 */
export async function readPatient(db: Kysely<Database>, read: KeyedRead, id: string, notModified: string[] | '*'): Promise<{ patient: PatientDemographics | null; status: number }> {
  const { ctx } = read.env;
  const statement = patientRead.compile(shapeKey(ctx), [ctx.clinicId, ctx.userId, id], ([clinicId, userId, patientId]) =>
    patientColumns(db, { ...ctx, clinicId: clinicId!, userId: userId! }).where('patient.id', '=', patientId!));
  const [row] = await readAlone(db, ctx, statement);
  if (!row) return { patient: null, status: 404 };
  const patient = demographicsOf(row);
  return { patient, status: notModified === '*' || notModified.includes(String(row.version)) ? 304 : 200 };
}

// ---------------------------------------------------------------------------------------------------------------
// Observation searches restricted to laboratory results

const LAB_ONLY = { resourceType: 'Observation', category: [LAB_CATEGORY] } as unknown as Observation;
// The sequence number as childId writes it: no leading zero (`lab01` names no resource, as in the loaders' exact match).
const LAB_ID = /^(.+)\.lab(0|[1-9]\d{0,17})$/;

/** The lab name as the mapping writes its code: whitespace folded and trimmed (mapping.ts `clean`). */
const labCode = sql<string>`btrim(regexp_replace(lab.name, '\\s+', ' ', 'g'))`;

interface LabRow { patient_id: string; seq: string | number; name: string; value: string; flag: LabEntry['flag']; taken_at: string; created_at: Date | string; total?: string | number }

/**
 * How a criterion's values become statement parameters: `bind` gets each value in a fixed order and returns what the
 * statement carries (the value itself, or a placeholder when the statement is compiled once per shape), and `shape`
 * collects every decision the values make about the statement's structure, so two searches with the same shape
 * compile to the same SQL text.
 */
interface Binding { bind: (value: string) => unknown; shape: string[] }

/** One criterion as SQL over the reachable lab rows, or undefined when this file cannot express it. */
function labCriterion(c: Criterion<Resource>, base: string, labNameSystem: string, { bind, shape }: Binding): RawBuilder<boolean> | null | undefined {
  switch (c.name) {
    case 'patient':
    case 'subject': {
      const ids = referencedIds(c, 'Patient', base);
      shape.push(`patient${ids.length}`);
      return ids.length ? sql<boolean>`lab.patient_id in (${sql.join(ids.map(bind))})` : sql<boolean>`false`;
    }
    case 'category': {
      // Every lab result has the one laboratory category: the criterion holds for all of them or for none.
      const all = matches(LAB_ONLY, c, base);
      shape.push(all ? 'category' : 'category:false');
      return all ? null : sql<boolean>`false`;
    }
    case 'code': {
      const alternatives = c.values.map((v) => {
        const { system, code } = tokenParts(v);
        if (system === undefined) {
          shape.push('code=');
          return sql<boolean>`${labCode} = ${bind(code)}`;
        }
        const decided = system !== labNameSystem ? 'false' : code === '' ? 'true' : '=';
        shape.push(`code${decided}`);
        if (decided === '=') return sql<boolean>`${labCode} = ${bind(code)}`;
        return decided === 'true' ? sql<boolean>`true` : sql<boolean>`false`;
      });
      return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
    }
    case '_id': {
      const alternatives = c.values.map((v) => {
        const m = LAB_ID.exec(v);
        shape.push(m ? '_id=' : '_id:false');
        return m ? sql<boolean>`(lab.patient_id = ${bind(m[1]!)} and lab.seq = ${bind(m[2]!)})` : sql<boolean>`false`;
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
  /** What decides the statement's structure (criteria, sort), and the criteria's values in the order they are bound. */
  shape: string;
  values: string[];
  /** The conditions with each value replaced, in order, by what `next` returns (QueryShapes placeholders). */
  conditionsWith(next: () => string): RawBuilder<boolean>[];
}

export function planLabSearch(search: ParsedSearch, base: string, publicUrl: string): LabSearchPlan | null {
  const categories = search.criteria.filter((c) => c.name === 'category');
  // Only searches that exclude vital signs: some category criterion names nothing but laboratory.
  if (!categories.some((c) => c.values.every((v) => tokenParts(v).code === 'laboratory'))) return null;
  if (search.sort.some((s) => s.key !== '_id')) return null;
  const labNameSystem = ownSystems(publicUrl).labName;
  const conditionsOf = (binding: Binding) => {
    const out: RawBuilder<boolean>[] = [];
    for (const c of search.criteria) {
      binding.shape.push('/'); // one condition per criterion, its alternatives joined by or
      const condition = labCriterion(c, base, labNameSystem, binding);
      if (condition === undefined) return null;
      if (condition) out.push(condition);
    }
    return out;
  };
  const values: string[] = [];
  const shape: string[] = [];
  const conditions = conditionsOf({ bind: (v) => { values.push(v); return v; }, shape });
  if (!conditions) return null;
  // The default order is the Observation default (registry.ts): patient, then the order the results were added. When
  // a criterion names one patient every row has that patient, and the order is the sequence alone: the primary key's
  // order, so PostgreSQL reads the rows in it and sorts nothing.
  const idText = sql`(lab.patient_id || '.lab' || lab.seq) collate "C"`;
  const onePatient = !search.sort.length
    && search.criteria.some((c) => (c.name === 'patient' || c.name === 'subject') && referencedIds(c, 'Patient', base).length === 1);
  const order = search.sort.length
    ? search.sort.map((s) => (s.descending ? sql`${idText} desc` : idText))
    : onePatient ? [sql`lab.seq`] : [sql`lab.patient_id collate "C"`, sql`lab.seq`];
  return {
    conditions, order, values,
    shape: `${shape.join(' ')}|${search.sort.map((s) => (s.descending ? '-_id' : '_id')).join(',')}${onePatient ? 'seq' : ''}`,
    conditionsWith: (next) => conditionsOf({ bind: () => next(), shape: [] })!,
  };
}

function labQuery(db: Kysely<Database>, ctx: ClinicContext, conditions: RawBuilder<boolean>[]) {
  let q = reachableLabs(db, ctx);
  for (const condition of conditions) q = q.where(condition);
  return q;
}

/**
 * The patient's non-critical results of one test name (as written), as much of them as a critical result's
 * interpretation reads (mapping.ts SameTestResults): how many were low and high, and the distinct values of the normal ones.
 */
type Peer = [name: string, lows: number | string, highs: number | string, normalValues: string[] | null];

/**
 * A critical result's interpretation (HH or LL) is read from the patient's other results of the same test: for a
 * critical row the statement also returns the patient's non-critical results grouped by name (Peer; the same test is
 * chosen here, by the folded name as the loaders do), so no second read is needed. Grouped, the statement builds and
 * the service parses one element per test name instead of one per result (pgbench on the bench's page: ~150 → ~125 µs
 * of the select's CPU). The patient is one the row was reached through (reachableLabs), so these are results the caller
 * may read; RLS applies to them as well.
 */
function criticalPeers(ctx: ClinicContext) {
  return sql<Peer[] | null>`case when lab.flag = 'critical' then (select json_agg(json_build_array(g.name, g.lows, g.highs, g.normal_values))
    from (select o.name, count(*) filter (where o.flag = 'low') as lows, count(*) filter (where o.flag = 'high') as highs,
        json_agg(distinct o.value) filter (where o.flag = 'normal') as normal_values
      from patient_lab o where o.clinic_id = ${ctx.clinicId} and o.patient_id = lab.patient_id and o.flag <> 'critical'
      group by o.name) g) end`;
}

/**
 * created_at as the ISO text new Date(…).toISOString() gives for it (UTC, milliseconds truncated as both PostgreSQL's
 * MS and the driver's parse do), without parsing a Date per row in the service.
 */
const createdAtText = sql<string>`to_char(lab.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page of a planned search, each row carrying the exact total and, when critical, its peers. The total is a
 * count of the same scoped rows under the same conditions (an uncorrelated subquery: computed once, from the index
 * alone when the table's pages are all-visible), so the page itself reads only its rows; a window count over all
 * matches made PostgreSQL fetch and keep every matching row first (pgbench: ~15% of the select's CPU).
 */
function pageQuery(db: Kysely<Database>, ctx: ClinicContext, conditions: RawBuilder<boolean>[], countConditions: RawBuilder<boolean>[],
  order: RawBuilder<unknown>[], count: unknown, offset: unknown) {
  const total = labQuery(db, ctx, countConditions).select(sql<number>`count(*)`.as('n'));
  let ordered = labQuery(db, ctx, conditions).select(['lab.patient_id', 'lab.seq', 'lab.name', 'lab.value', 'lab.flag', 'lab.taken_at',
    createdAtText.as('created_at'), sql<number>`(${total})`.as('total'), criticalPeers(ctx).as('peers')]);
  for (const key of order) ordered = ordered.orderBy(key);
  return ordered.limit(sql<number>`${count}`).offset(sql<number>`${offset}`);
}

/**
 * The page, compiled once per shape (QueryShapes): the caller's role and permissions, the criteria's decisions and the
 * sort (LabSearchPlan.shape); the values (clinic, caller, criteria values, count, offset) are parameters. At most 256
 * shapes are kept; others are compiled for their request only.
 */
const labPage = new QueryShapes<LabRow>('per-shape', 256);

function labPageStatement(db: Kysely<Database>, read: KeyedRead, plan: LabSearchPlan, search: ParsedSearch) {
  const { ctx } = read.env;
  const values = [ctx.clinicId, ctx.userId, String(search.count), String(search.offset), ...plan.values];
  return labPage.compile(`${shapeKey(ctx)}|${plan.shape}`, values, ([clinicId, userId, count, offset, ...criteria]) => {
    const shaped = { ...ctx, clinicId: clinicId!, userId: userId! };
    const bound = () => {
      let next = 0;
      return plan.conditionsWith(() => criteria[next++]!);
    };
    return pageQuery(db, shaped, bound(), bound(), plan.order, count, offset);
  });
}

/** A lab result of the page, with what its interpretation reads from the same test's results when it is critical. */
export interface PageLab { entry: LabEntry; sameTest: SameTestResults | undefined }

function pageLabOf(r: LabRow & { peers?: Peer[] | string | null }): PageLab {
  const entry: LabEntry = {
    patientId: r.patient_id, seq: Number(r.seq), name: r.name, value: r.value, flag: r.flag, takenAt: r.taken_at,
    createdAt: typeof r.created_at === 'string' ? r.created_at : new Date(r.created_at).toISOString(),
  };
  if (entry.flag !== 'critical') return { entry, sameTest: undefined };
  const peers: Peer[] = typeof r.peers === 'string' ? JSON.parse(r.peers) as Peer[] : r.peers ?? [];
  const test = foldText(entry.name);
  const sameTest: SameTestResults = { normalValues: [], lows: 0, highs: 0 };
  for (const [name, lows, highs, normalValues] of peers) {
    if (name !== entry.name && foldText(name) !== test) continue;
    sameTest.lows += Number(lows);
    sameTest.highs += Number(highs);
    if (normalValues) sameTest.normalValues.push(...normalValues);
  }
  return { entry, sameTest };
}

/** `resourceIds`: what the access-log row of the search names (the page's Observations, then the included patients). */
export interface SqlSearchResult { total: number; page: PageLab[]; included: Patient[]; needsCount: boolean; resourceIds: string[] }

/**
 * Runs a planned lab search as one clinic transaction that writes nothing: the page (each row carrying the exact total) in one
 * statement (readAlone), or, with `_include=Observation:patient`, the page and then the page's patients.
 */
export async function runLabSearch(db: Kysely<Database>, read: KeyedRead, plan: LabSearchPlan, search: ParsedSearch): Promise<SqlSearchResult> {
  const { ctx, publicUrl } = read.env;
  if (search.summaryCount || search.count === 0) {
    const [row] = await readAlone(db, ctx, labQuery(db, ctx, plan.conditions).select(sql<number>`count(*)`.as('total')).compile());
    return { total: Number(row?.total ?? 0), page: [], included: [], needsCount: false, resourceIds: [] };
  }
  let rows: LabRow[];
  let included: Patient[] = [];
  if (search.includePatients) {
    ({ rows, included } = await withClinicTx(db, ctx, async (tx) => {
      const query = pageQuery(tx, ctx, plan.conditions, plan.conditions, plan.order, search.count, search.offset);
      const page = (await tx.executeQuery(query.compile())).rows as LabRow[];
      const patientIds = [...new Set(page.map((r) => r.patient_id))];
      const patients = patientColumns(tx, ctx).where(patientIds.length ? sql<boolean>`patient.id in (${sql.join(patientIds)})` : sql<boolean>`false`);
      const found = await runAsLastStatement(tx, patients);
      return { rows: page, included: found.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)).map((p) => toFhirPatient(p, publicUrl)) };
    }));
  } else {
    rows = await readAlone(db, ctx, labPageStatement(db, read, plan, search));
  }
  const resourceIds = rows.map((r) => `Observation/${r.patient_id}.lab${r.seq}`);
  for (const patient of included) resourceIds.push(`Patient/${patient.id}`);
  return { total: Number(rows[0]?.total ?? 0), page: rows.map(pageLabOf), included, needsCount: rows.length === 0 && search.offset > 0, resourceIds };
}

/** The total of a planned search whose page came back empty (an offset past the end): a read of its own. */
export async function countLabSearch(read: KeyedRead, plan: LabSearchPlan): Promise<number> {
  const { ctx } = read.env;
  const db = read.env.deps.db;
  const [row] = await readAlone(db, ctx, labQuery(db, ctx, plan.conditions).select(sql<number>`count(*)`.as('total')).compile());
  return Number(row?.total ?? 0);
}

/** The page as Observations (a critical result's interpretation from the peers its row brought, pageLabOf). */
export function toLabObservations(read: KeyedRead, page: PageLab[]): Observation[] {
  return page.map(({ entry, sameTest }) => toLabObservation(entry, sameTest ?? [entry], read.env.publicUrl));
}
