import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';
import { Mutex } from './mutex.js';

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

  async beginTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('begin')); }
  async commitTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('commit')); }
  async rollbackTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('rollback')); }

  async releaseConnection(conn: DatabaseConnection) {
    const c = conn as PGliteConnection;
    const release = c.release;
    c.release = undefined;
    release?.();
  }

  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
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
