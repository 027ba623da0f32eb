import { sql, type Compilable, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { DEFERRED_MARK, endingTransaction } from './postgres-dialect.js';
import type { Database } from './schema.js';

/**
 * The non-superuser role clinic work runs as by default; row-level security applies to it (superusers bypass RLS).
 * DATABASE_CLINIC_ROLE names another (roles are shared by every database of a cluster); see clinic-role.ts.
 */
export const CLINIC_ROLE = 'clinic_app';

/** A role name the service writes into statements unquoted: a plain lower-case identifier. */
export const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const roles = new WeakMap<Kysely<Database>, string>();

/** Clinic transactions opened on `db` run as `role` (set once at start-up, after the role was checked). */
export function useClinicRole(db: Kysely<Database>, role: string) {
  if (!ROLE_NAME.test(role)) throw new Error('the clinic role must be a plain lower-case identifier');
  roles.set(db, role);
}

export interface TenantScope { readonly clinicId: string; readonly userId: string }

export type AfterCommitEffect = () => void | Promise<void>;
export interface AfterCommit { push(effect: AfterCommitEffect): void }

export type ClinicTx = Transaction<Database>;

type EffectErrorLogger = (err: unknown) => void;
let logEffectError: EffectErrorLogger = () => {};
export function setAfterCommitErrorLogger(logger: EffectErrorLogger) { logEffectError = logger; }

const ID = /^[0-9A-Za-z-]{1,64}$/;

/**
 * The statement that scopes a transaction. It carries its values as literals, with no parameters, so the PostgreSQL
 * dialect can send it together with the transaction's first statement (one round trip for both); the values are ids
 * the service issued, checked against a strict pattern before they are written into the text.
 */
export function scopeStatement(scope: TenantScope, role = CLINIC_ROLE): string {
  if (!ID.test(scope.clinicId) || !ID.test(scope.userId)) throw new Error('clinic scope ids must be plain identifiers');
  if (!ROLE_NAME.test(role)) throw new Error('the clinic role must be a plain lower-case identifier');
  // SET LOCAL rather than `select set_config(…, true)`: the same transaction-local settings, as utility statements the
  // server neither plans nor returns rows for (measurably cheaper per request).
  return `${DEFERRED_MARK}set local role ${role}; set local app.clinic_id = '${scope.clinicId}'; `
    + `set local app.user_id = '${scope.userId}'`;
}

/**
 * The only door to clinic tables: one transaction that switches to the RLS-bound role and sets `app.clinic_id`
 * (transaction-local, so a pooled connection never carries it to the next request). Effects pushed on `after` run
 * only once the transaction has committed, and a failing effect never undoes the committed write.
 */
export async function withClinicTx<T>(
  db: Kysely<Database>,
  scope: TenantScope,
  work: (tx: ClinicTx, after: AfterCommit) => Promise<T>,
  options: { beforeScope?: (tx: Transaction<Database>) => Promise<void> } = {},
): Promise<T> {
  const effects: AfterCommitEffect[] = [];
  const result = await db.transaction().execute(async (tx) => {
    // Writes to the service's own (non-clinic) tables that must commit with the clinic work, e.g. Better Auth's
    // user and member rows when staff are created, run here, before the switch to the RLS-bound role.
    if (options.beforeScope) await options.beforeScope(tx);
    await sql.raw(scopeStatement(scope, roles.get(db))).execute(tx);
    return work(tx, { push: (effect) => { effects.push(effect); } });
  });
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      logEffectError(err);
    }
  }
  return result;
}

/** Databases whose dialect runs a one-statement transaction without Kysely's transaction machinery (PostgreSQL). */
const alone = new WeakMap<Kysely<Database>, { runAlone<R>(scope: string, query: CompiledQuery): Promise<R[]> }>();
export function runsAloneWith(db: Kysely<Database>, dialect: { runAlone<R>(scope: string, query: CompiledQuery): Promise<R[]> }) {
  alone.set(db, dialect);
}

/**
 * A clinic transaction whose only statement is `query`, a read: the same as `withClinicTx` with `runAsLastStatement`
 * (the role, the scope and the statement in one transaction; on PostgreSQL one write and one round trip), at a
 * fraction of the CPU on PostgreSQL (postgres-dialect.ts `runAlone`). For single-record reads.
 */
export async function readAlone<R>(db: Kysely<Database>, scope: TenantScope, query: CompiledQuery<R>): Promise<R[]> {
  const dialect = alone.get(db);
  if (dialect) return dialect.runAlone<R>(scopeStatement(scope, roles.get(db)), query);
  return withClinicTx(db, scope, (tx) => runAsLastStatement(tx, query));
}

/**
 * Runs `query` as the clinic transaction's last statement and returns its rows. On PostgreSQL the commit travels in
 * the same write (postgres-dialect.ts), so a read that is its transaction's only statement costs one round trip.
 * For reads that end their transaction: the dialect refuses any statement after it.
 */
export async function runAsLastStatement<R>(tx: ClinicTx, query: Compilable<R> | CompiledQuery<R>): Promise<R[]> {
  const compiled = 'compile' in query ? query.compile() : query;
  return (await tx.executeQuery<R>(endingTransaction(compiled))).rows;
}
