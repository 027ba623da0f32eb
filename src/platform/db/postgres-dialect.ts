import { createHash } from 'node:crypto';
import {
  PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult, type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import { DatabaseUnavailableError, isConnectionFailure } from './unavailable.js';

const BROKEN = Symbol('connection failed');
type MaybeBroken = pg.PoolClient & { [BROKEN]?: Error };

/** Records that the connection failed (its 'error' event, or a failing statement): it is destroyed on release. */
export function markBroken(client: pg.PoolClient | pg.Client, err: Error) {
  (client as MaybeBroken)[BROKEN] ??= err;
}

/** Named statements one connection keeps at most; past it, statements run unnamed (parsed and planned each time). */
export const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * A statement that begins with this comment, has no parameters and runs inside a transaction is not sent on its own:
 * it travels with the transaction's next statement, in the same write. Its result is not returned, and when the
 * transaction runs nothing else it is never sent, so only statements whose effect is settings for the statements after
 * them qualify (the clinic scope). A failing one aborts the transaction, so the statement it travelled with fails too,
 * and its own error is the one thrown.
 */
export const DEFERRED_MARK = '/* deferred */ ';

const ENDS_TRANSACTION = Symbol('ends its transaction');

/** The refusal both dialects give a statement sent after its transaction's last one. */
export const TRANSACTION_ENDED = 'the transaction has already ended with its final statement';

/**
 * Marks a statement as the last of its transaction: `commit` goes out in the same write, right behind it (with the
 * opening, when the statement is also the first, the whole transaction is one round trip). If the statement fails,
 * the server turns that `commit` into a rollback. Any statement after it on the connection, before the transaction
 * ends, is refused: it would run outside the transaction and its settings. Other dialects run the statement as usual
 * and commit when the transaction ends, but
 * refuse a statement after it the same way (pglite-dialect.ts), so code that breaks the rule fails on every engine.
 */
export function endingTransaction(query: CompiledQuery): CompiledQuery {
  return Object.assign({ ...query }, { [ENDS_TRANSACTION]: true });
}

/** Whether `query` was marked by `endingTransaction`; both dialects read it. */
export function endsTransaction(query: CompiledQuery): boolean {
  return (query as { [ENDS_TRANSACTION]?: boolean })[ENDS_TRANSACTION] === true;
}

/**
 * Kysely over node-pg, shaped for a service whose every request is a short transaction:
 *
 * - **Prepared statements.** Each statement is prepared once per connection (its name is a hash of its text), so
 *   PostgreSQL skips parsing and, for repeated shapes, planning. A statement with joins and aggregates costs about
 *   half as much prepared. The cap bounds what a long-lived connection holds when shapes vary (`in` lists).
 *   Under row-level security plans stay correct: PostgreSQL re-plans when the executing role changes and reads
 *   `app.clinic_id` at execution. Not for a transaction-pooling proxy (PgBouncer in transaction mode).
 * - **One flight for the opening.** `begin` and deferred statements wait for the transaction's first real statement
 *   and go out with it, on a pipelining connection, in one write: the clinic frame (begin, scope, statement, commit)
 *   costs two round trips instead of four, and one when the statement is marked `endingTransaction`. A transaction
 *   that ran nothing sends nothing.
 */
export class ServicePostgresDialect implements Dialect {
  private readonly driver: ServicePostgresDriver;
  constructor(pool: pg.Pool) { this.driver = new ServicePostgresDriver(pool); }
  createAdapter() { return new PostgresAdapter(); }
  createDriver(): Driver { return this.driver; }

  /**
   * A transaction whose only statement is `query`: `begin`, `scope` (deferred statements' text), the statement and
   * `commit` in one write, as `db.transaction()` with `endingTransaction` sends them, without Kysely's transaction
   * machinery (a transaction object, a connection provider and three awaited steps per request: a measurable share
   * of a single-record read's CPU, issue 17). A failing statement turns the commit into a rollback, as there.
   */
  runAlone<R>(scope: string, query: CompiledQuery): Promise<R[]> { return this.driver.runAlone<R>(scope, query); }
  createIntrospector(db: Kysely<unknown>) { return new PostgresIntrospector(db); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
}

class ServicePostgresDriver implements Driver {
  private readonly connections = new WeakMap<pg.PoolClient, ServiceConnection>();

  constructor(private readonly pool: pg.Pool) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      // No connection within the acquisition limit, or the server refused one (down, restarting).
      throw new DatabaseUnavailableError('no connection could be acquired', { cause: err });
    }
    let connection = this.connections.get(client);
    if (!connection) this.connections.set(client, connection = new ServiceConnection(client));
    return connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    let begin = 'begin';
    if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) begin += ` ${settings.accessMode}`;
    (conn as ServiceConnection).openTransaction(begin);
  }

  async runAlone<R>(scope: string, query: CompiledQuery): Promise<R[]> {
    const conn = await this.acquireConnection() as ServiceConnection;
    try {
      conn.openTransaction('begin');
      conn.defer(scope);
      return (await conn.executeLast(query)).rows as R[];
    } finally {
      // The commit (or the server's rollback) went out with the statement: nothing is left open.
      conn.release();
    }
  }

  async commitTransaction(conn: DatabaseConnection) { await (conn as ServiceConnection).closeTransaction('commit'); }
  async rollbackTransaction(conn: DatabaseConnection) { await (conn as ServiceConnection).closeTransaction('rollback'); }

  async releaseConnection(conn: DatabaseConnection) {
    (conn as ServiceConnection).release();
  }

  async destroy() {
    // The pool is ended by its owner (connect.ts), which also waits for its sockets to close.
  }
}

type PgResult = pg.QueryResult<Record<string, unknown>>;

class ServiceConnection implements DatabaseConnection {
  private readonly prepared = new Set<string>();
  /** Statements not yet sent: `begin`, then deferred ones. */
  private pending: string[] = [];
  private inTransaction = false;
  private begun = false;
  /** The transaction's final statement has gone out with its `commit`. */
  private ended = false;

  constructor(private readonly client: pg.PoolClient) {}

  openTransaction(begin: string) {
    this.inTransaction = true;
    this.begun = false;
    this.ended = false;
    this.pending = [begin];
  }

  /** A deferred statement's text: it goes out with the transaction's first statement. */
  defer(statement: string) { this.pending.push(statement); }

  async closeTransaction(end: 'commit' | 'rollback') {
    const pending = this.pending;
    this.pending = [];
    this.inTransaction = false;
    // Nothing was ever sent, or the final statement took the commit with it: nothing is open on the server.
    if (!this.begun || this.ended) return;
    // A failed connection has no transaction left to roll back (the server ended it with the session).
    if (end === 'rollback' && this.broken) return;
    const text = end === 'commit' && pending.length ? [...pending, end].join('; ') : end;
    await this.guard(this.client.query(text));
  }

  private get broken(): Error | undefined { return (this.client as MaybeBroken)[BROKEN]; }

  release() {
    this.pending = [];
    this.inTransaction = false;
    this.ended = false;
    // A failed connection is destroyed (passing an error tells the pool), and the pool opens a new one when needed.
    this.client.release(this.broken);
  }

  /** A statement that fails because its connection did marks the connection for destruction. */
  private async guard<T>(running: Promise<T>): Promise<T> {
    try {
      return await running;
    } catch (err) {
      if (isConnectionFailure(err)) {
        markBroken(this.client, err as Error);
        throw new DatabaseUnavailableError('the connection failed', { cause: err });
      }
      throw err;
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.ended) throw new Error(TRANSACTION_ENDED);
    if (this.inTransaction && query.parameters.length === 0 && query.sql.startsWith(DEFERRED_MARK)) {
      this.pending.push(query.sql);
      return { rows: [] };
    }
    const final = this.inTransaction && endsTransaction(query);
    const result = await this.guard(this.pending.length || final ? this.sendInOneWrite(query, final) : this.send(query));
    return toKysely<R>(result);
  }

  /** `query` as the transaction's last statement (what `endingTransaction` marks), without copying it to mark it. */
  async executeLast(query: CompiledQuery): Promise<PgResult> {
    if (this.ended) throw new Error(TRANSACTION_ENDED);
    return this.guard(this.sendInOneWrite(query, true));
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported by this dialect');
  }

  /** The pending opening (if any), the statement and, when it is the final one, `commit`, in one write. */
  private async sendInOneWrite(query: CompiledQuery, final: boolean): Promise<PgResult> {
    const opening = this.pending.join('; ');
    this.pending = [];
    this.begun = true;
    if (final) this.ended = true;
    // The connection pipelines, so no statement waits for the answer to the one before it.
    const stream = (this.client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;
    stream?.cork?.();
    let opened: Promise<unknown> | undefined;
    let ran: Promise<PgResult>;
    let committed: Promise<unknown> | undefined;
    try {
      if (opening) opened = this.client.query(opening);
      ran = this.send(query);
      if (final) committed = this.client.query('commit');
    } finally {
      stream?.uncork?.();
    }
    const [openedResult, ranResult, committedResult] = await Promise.allSettled([opened, ran, committed]);
    // The first failure is the cause: a failed opening fails the statement, and a failed statement the commit.
    if (openedResult.status === 'rejected') throw openedResult.reason;
    if (ranResult.status === 'rejected') throw ranResult.reason;
    if (committedResult.status === 'rejected') throw committedResult.reason;
    return ranResult.value;
  }

  private send(query: CompiledQuery): Promise<PgResult> {
    const values = [...query.parameters];
    // Without parameters pg uses the simple protocol, which also runs several statements in one text (migrations).
    const name = values.length ? this.nameFor(query.sql) : undefined;
    return this.client.query(name ? { name, text: query.sql, values } : { text: query.sql, values });
  }

  /** The statement's name on this connection, or none once the connection holds its share. */
  private nameFor(sqlText: string): string | undefined {
    const name = statementName(sqlText);
    if (this.prepared.has(name)) return name;
    if (this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    this.prepared.add(name);
    return name;
  }
}

const names = new Map<string, string>();
function statementName(sqlText: string): string {
  let name = names.get(sqlText);
  if (name) return name;
  name = `s${createHash('sha256').update(sqlText).digest('base64url').slice(0, 22)}`;
  // Only a shortcut (the name is a pure function of the text), so a full cache simply starts over.
  if (names.size >= 4 * MAX_PREPARED_PER_CONNECTION) names.clear();
  names.set(sqlText, name);
  return name;
}

function toKysely<R>(result: PgResult): QueryResult<R> {
  const { command, rowCount, rows } = result;
  const affects = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
  return {
    rows: rows as R[],
    ...(affects && rowCount !== null ? { numAffectedRows: BigInt(rowCount) } : {}),
  };
}
