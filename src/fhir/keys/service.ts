import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { requireElevated, type ClinicContext } from '../../platform/auth/context.js';
import type { Permission } from '../../platform/auth/permissions.js';
import { TtlCache } from '../../platform/auth/session-cache.js';
import { CLINIC_ROLE, readAlone, runAsLastStatement, withClinicTx } from '../../platform/db/clinic-tx.js';
import type { Database } from '../../platform/db/schema.js';
import { readPage } from '../../platform/db/paging.js';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { AccessLogQuery, CreatedFhirServerKey, FhirAccessEntry, FhirServerKey } from './schema.js';
import type { FhirAccessLogTable } from './table.js';

type Deps = Pick<AppDeps, 'db' | 'activity' | 'bus' | 'config'>;

/** The clinic and key a presented FHIR key stands for. */
export interface FhirKeyIdentity { keyId: string; clinicId: string; label: string }

const KEY_PREFIX = 'fhk_';

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * What a key may do (decisions.md §9): a clinician's read view of the whole clinic. The role is `member` (a full
 * clinician without a doctor's panel, so nothing is scoped away or redacted) and the permissions are the read ones
 * only, so every service a key reaches refuses to write.
 */
const KEY_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  'patient:read', 'lab:read', 'appointment:read', 'prescription:read',
]);

export function keyContext(identity: FhirKeyIdentity, requestId: string): ClinicContext {
  return {
    userId: `fhirkey-${identity.keyId}`,
    userName: `FHIR key ${identity.label}`,
    clinicId: identity.clinicId,
    role: 'member',
    permissions: KEY_PERMISSIONS,
    requestId,
    via: 'fhir',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Key management (owner/admin)

export async function createKey(deps: Deps, ctx: ClinicContext, label: string): Promise<CreatedFhirServerKey> {
  requireElevated(ctx);
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const id = uuidv7();
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.insertInto('fhir_server_key').values({
      clinic_id: ctx.clinicId, id, label, key_hash: hashKey(key), created_by: ctx.userId,
    }).returning(['id', 'label', 'created_at']).executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'fhir_server_key.created', entityType: 'fhir_server_key', entityId: id,
      summary: `${ctx.userName} created the FHIR server key "${label}"`,
    });
    return { id: row.id, label: row.label, key, createdAt: new Date(row.created_at).toISOString() };
  });
}

export async function listKeys(deps: Deps, ctx: ClinicContext): Promise<FhirServerKey[]> {
  requireElevated(ctx);
  return withClinicTx(deps.db, ctx, async (tx) => {
    const rows = await runAsLastStatement(tx, tx.selectFrom('fhir_server_key as k')
      .select(['k.id', 'k.label', 'k.created_at'])
      .select((eb) => eb.selectFrom('fhir_access_log as l').select((e) => e.fn.max('l.at').as('at'))
        .whereRef('l.clinic_id', '=', 'k.clinic_id').whereRef('l.key_id', '=', 'k.id').as('last_used_at'))
      .where('k.clinic_id', '=', ctx.clinicId).where('k.revoked_at', 'is', null)
      .orderBy('k.created_at').orderBy('k.id'));
    return rows.map((r) => ({
      id: r.id, label: r.label, createdAt: new Date(r.created_at).toISOString(),
      lastUsedAt: r.last_used_at ? new Date(r.last_used_at as Date | string).toISOString() : null,
    }));
  });
}

/** Revokes a key (204): from this moment no instance accepts it (the caches drop it through the bus). */
export async function revokeKey(deps: Deps, ctx: ClinicContext, id: string, resolver: KeyResolver): Promise<void> {
  requireElevated(ctx);
  const revoked = await withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.updateTable('fhir_server_key').set({ revoked_at: sql<Date>`now()`, revoked_by: ctx.userId })
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).where('revoked_at', 'is', null)
      .returning(['key_hash', 'label']).executeTakeFirst();
    if (!row) throw errors.notFound('FHIR server key');
    await deps.activity.record(tx, after, ctx, {
      action: 'fhir_server_key.revoked', entityType: 'fhir_server_key', entityId: id,
      summary: `${ctx.userName} revoked the FHIR server key "${row.label}"`,
    });
    return row;
  });
  resolver.forget(revoked.key_hash);
}

// ---------------------------------------------------------------------------------------------------------------
// Resolving a presented key

type KeyInvalidation = { kind: 'fhir-key'; hash: string };

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const MAX_MEMOIZED_HEADERS = 1_000;

/**
 * Finds the clinic of a presented key. Results (found or not) are cached for `SESSION_CACHE_SECONDS`, like sessions;
 * a revocation drops the entry here and, through the bus (Redis), on every other instance before the DELETE answers,
 * so a revoked key is refused at once everywhere.
 */
export class KeyResolver {
  private readonly cache: TtlCache<FhirKeyIdentity | null>;
  /**
   * Authorization header → the hash of its key, for headers whose key was found: parsing the header and hashing the
   * key (SHA-256) on every request was about 1% of a Patient read's CPU. Only a memo of a pure function: identities stay
   * cached by hash, so expiry and revocation (which drop the hash's entry here and on every instance) decide exactly
   * what they decided before. Bounded: a full memo starts over.
   */
  private readonly hashes = new Map<string, string>();

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'bus'>, cacheSeconds: number) {
    this.cache = new TtlCache(cacheSeconds * 1000);
    deps.bus.subscribe((message) => {
      const m = message as Partial<KeyInvalidation>;
      if (m.kind === 'fhir-key' && typeof m.hash === 'string') this.cache.delete(m.hash);
    });
  }

  /**
   * The identity of an Authorization header's key when it is known without a lookup (a header seen before whose key's
   * entry is still cached), else undefined: `resolveHeader` then looks it up. Synchronous, so a cached key costs the
   * request no promise.
   */
  cachedHeader(header: string): FhirKeyIdentity | undefined {
    const hash = this.hashes.get(header);
    return hash === undefined ? undefined : this.cache.get(hash) ?? undefined;
  }

  /** The identity of `Authorization: Bearer <key>`, or null (no bearer key, unknown or revoked). */
  async resolveHeader(header: string): Promise<FhirKeyIdentity | null> {
    const m = BEARER.exec(header);
    if (!m) return null;
    const found = await this.resolve(m[1]!);
    if (found) {
      if (this.hashes.size >= MAX_MEMOIZED_HEADERS) this.hashes.clear();
      this.hashes.set(header, hashKey(m[1]!));
    }
    return found;
  }

  async resolve(key: string): Promise<FhirKeyIdentity | null> {
    if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
    const hash = hashKey(key);
    const cached = this.cache.get(hash);
    if (cached !== undefined) return cached;
    // Outside any clinic: the lookup policy (0550) shows clinic_app only the row whose hash is set here.
    const row = await this.deps.db.transaction().execute(async (tx) => {
      await sql.raw(`set local role ${CLINIC_ROLE}`).execute(tx);
      await sql`select set_config('app.fhir_key_hash', ${hash}, true)`.execute(tx);
      return tx.selectFrom('fhir_server_key').select(['id', 'clinic_id', 'label'])
        .where('key_hash', '=', hash).where('revoked_at', 'is', null).executeTakeFirst();
    });
    const identity = row ? { keyId: row.id, clinicId: row.clinic_id, label: row.label } : null;
    this.cache.set(hash, identity);
    return identity;
  }

  forget(hash: string): void {
    this.cache.delete(hash);
    this.deps.bus.publish({ kind: 'fhir-key', hash } satisfies KeyInvalidation);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Access log

export interface FhirAccess {
  interaction: 'read' | 'search-type' | 'binary';
  resourceType: string;
  resourceIds: string[];
  query: string;
  status: number;
}

/**
 * Records one FHIR read made with a key, in the key's clinic, and resolves once the row has committed: the route awaits
 * it before answering, so no answer leaves without its row, and a failed write fails the request. Rows are written by
 * group commit (AccessLogWriter): the reads themselves are transactions that write nothing, so their commits flush nothing.
 */
export function recordAccess(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, keyId: string, access: FhirAccess): Promise<void> {
  let writer = writers.get(deps.db);
  if (!writer) writers.set(deps.db, writer = new AccessLogWriter(deps.db));
  return writer.write([
    ctx.clinicId, uuidv7(), keyId, access.interaction, access.resourceType,
    JSON.stringify(access.resourceIds.length > MAX_LOGGED_IDS ? access.resourceIds.slice(0, MAX_LOGGED_IDS) : access.resourceIds),
    access.query.length > MAX_LOGGED_QUERY ? access.query.slice(0, MAX_LOGGED_QUERY) : access.query, access.status,
  ]);
}

const MAX_LOGGED_IDS = 5_000;
const MAX_LOGGED_QUERY = 4_000;

/** An access-log row's values in the order of ACCESS_COLUMNS. */
type AccessValues = [clinicId: string, id: string, keyId: string, interaction: FhirAccess['interaction'], resourceType: string,
  resourceIdsJson: string, query: string, status: number];
const ACCESS_COLUMNS = ['clinic_id', 'id', 'key_id', 'interaction', 'resource_type', 'resource_ids', 'query', 'status'] as const satisfies
  ReadonlyArray<keyof FhirAccessLogTable>;
interface QueuedRow { values: AccessValues; resolve: () => void; reject: (err: unknown) => void }

/** Rows one multi-row insert carries at most; a fuller queue is written at once rather than at the turn's end. */
const MAX_ROWS_PER_INSERT = 100;
/** The scope's user of a batch: the rows name their keys; RLS checks only the clinic. */
const WRITER_USER = 'fhir-access-log';

/**
 * The insert of `rows` rows, as Kysely's `insertInto('fhir_access_log').values(rows)` compiles it, written once per
 * row count: building and compiling the insert with Kysely for every batch was about 1.5% of a read's CPU.
 */
const insertTexts: string[] = [];
function insertText(rows: number): string {
  let text = insertTexts[rows];
  if (text === undefined) {
    const width = ACCESS_COLUMNS.length;
    const tuples = Array.from({ length: rows }, (_, r) => `(${ACCESS_COLUMNS.map((_, c) => `$${r * width + c + 1}`).join(', ')})`);
    insertTexts[rows] = text = `insert into "fhir_access_log" (${ACCESS_COLUMNS.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`;
  }
  return text;
}

const writers = new WeakMap<Kysely<Database>, AccessLogWriter>();

/**
 * Group commit of access-log rows, one writer per database handle (process). While no insert is in flight, rows
 * queued during one turn of the event loop go out together; while one is, rows wait for it to be answered and then
 * go out together (so under load each insert carries the rows of a whole round trip, about 15 at 4,000 reads/s on
 * the bench's two cores instead of about 11 per turn). MAX_ROWS_PER_INSERT rows go out at once, in flight or not.
 * A flush writes one multi-row insert per clinic, each its own clinic transaction (readAlone: begin, the clinic scope,
 * the insert and commit in one write; RLS checks every row against the clinic), so many reads share one commit and
 * its WAL flush. Every request waiting on a batch gets its outcome: all commit, or all fail with the insert's error.
 */
class AccessLogWriter {
  private queued: QueuedRow[] = [];
  private scheduled = false;
  /** Inserts sent and not yet answered. */
  private inFlight = 0;

  constructor(private readonly db: Kysely<Database>) {}

  write(values: AccessValues): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ values, resolve, reject });
      if (this.queued.length >= MAX_ROWS_PER_INSERT) this.flush();
      else if (!this.scheduled && this.inFlight === 0) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          if (this.inFlight === 0) this.flush();
        });
      }
    });
  }

  private flush() {
    const batch = this.queued;
    if (!batch.length) return;
    this.queued = [];
    const byClinic = new Map<string, QueuedRow[]>();
    for (const queued of batch) {
      const rows = byClinic.get(queued.values[0]);
      if (rows) rows.push(queued);
      else byClinic.set(queued.values[0], [queued]);
    }
    for (const [clinicId, rows] of byClinic) {
      const parameters: unknown[] = [];
      for (const q of rows) for (const value of q.values) parameters.push(value);
      this.inFlight++;
      readAlone(this.db, { clinicId, userId: WRITER_USER }, CompiledQuery.raw(insertText(rows.length), parameters)).then(
        () => { for (const q of rows) q.resolve(); },
        (err: unknown) => { for (const q of rows) q.reject(err); },
      ).finally(() => {
        // What queued meanwhile goes out now (a failed batch fails only its own rows).
        if (--this.inFlight === 0) this.flush();
      });
    }
  }
}

/** The clinic's FHIR reads, newest first (owner/admin). */
export async function listAccess(deps: Deps, ctx: ClinicContext, query: AccessLogQuery): Promise<{ items: FhirAccessEntry[]; total: number | undefined }> {
  requireElevated(ctx);
  return withClinicTx(deps.db, ctx, async (tx) => {
    let base = tx.selectFrom('fhir_access_log as l')
      .innerJoin('fhir_server_key as k', (join) => join.onRef('k.clinic_id', '=', 'l.clinic_id').onRef('k.id', '=', 'l.key_id'))
      .where('l.clinic_id', '=', ctx.clinicId);
    if (query.keyId) base = base.where('l.key_id', '=', query.keyId);
    const { rows, total } = await readPage(base, base.selectAll('l').select('k.label').orderBy('l.at', 'desc').orderBy('l.id', 'desc'), query);
    return {
      items: rows.map((r) => ({
        id: r.id, keyId: r.key_id, keyLabel: r.label, interaction: r.interaction, resourceType: r.resource_type,
        resourceIds: r.resource_ids, query: r.query, status: r.status, at: new Date(r.at).toISOString(),
      })),
      total,
    };
  });
}
