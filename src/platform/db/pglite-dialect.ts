import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';
import { Mutex } from './mutex.js';
import { endsTransaction, TRANSACTION_ENDED } from './postgres-dialect.js';

/**
 * PGlite is a single session. This driver hands that session to one Kysely connection at a time and holds a mutex
 * from acquire to release, so two transactions can never interleave their statements (kysely-pglite lets them,
 * which leaks one clinic's `app.clinic_id` into another's queries). Consequence: code inside a transaction must use
 * the transaction handle; touching the outer `db` there waits for ever.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver(): Driver { return new PGliteDriver(this.pglite); }
  createIntrospector(db: Kysely<unknown>) { return new PostgresIntrospector(db); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;

  constructor(pglite: PGlite) { this.connection = new PGliteConnection(pglite); }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.acquire();
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
    Object.assign(conn as PGliteConnection, { inTransaction: true, ended: false });
  }
  async commitTransaction(conn: DatabaseConnection) { await (conn as PGliteConnection).endTransaction('commit'); }
  async rollbackTransaction(conn: DatabaseConnection) { await (conn as PGliteConnection).endTransaction('rollback'); }

  async releaseConnection(conn: DatabaseConnection) {
    const c = conn as PGliteConnection;
    const release = c.release;
    c.release = undefined;
    c.ended = false;
    c.inTransaction = false;
    release?.();
  }

  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  /**
   * The transaction's last statement (`runAsLastStatement`) has run. PostgreSQL's dialect commits with that statement
   * and refuses anything after it; PGlite commits when the transaction ends, but refuses the same statements, so a
   * write added after such a read fails in the default test run and not first in production.
   */
  ended = false;
  inTransaction = false;

  constructor(private readonly pglite: PGlite) {}

  async endTransaction(end: 'commit' | 'rollback') {
    this.ended = false;
    this.inTransaction = false;
    await this.pglite.exec(end);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.ended) throw new Error(TRANSACTION_ENDED);
    if (this.inTransaction && endsTransaction(query)) this.ended = true;
    // Parameterless text may hold several statements (migrations); only the simple protocol (`exec`) runs those.
    const result = query.parameters.length === 0
      ? (await this.pglite.exec(query.sql)).at(-1) ?? { rows: [], affectedRows: 0 }
      : await this.pglite.query(query.sql, query.parameters as unknown[]);
    const affected = result.affectedRows;
    return { rows: result.rows as R[], ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}) };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on PGlite');
  }
}
