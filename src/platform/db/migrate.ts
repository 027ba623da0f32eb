import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { CLINIC_ROLE, ROLE_NAME } from './clinic-tx.js';
import type { Database } from './schema.js';

export const MIGRATIONS_DIR = migrationsDirAbove(path.dirname(fileURLToPath(import.meta.url)));
const MIGRATION_LOCK = 726_4001;

/**
 * The repository's migrations/, found upwards from this module: it sits at a different depth in src/ (tests, tsx)
 * and in the bundled dist/main.js that `npm start` runs.
 */
function migrationsDirAbove(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json')) && existsSync(path.join(at, 'migrations'))) return path.join(at, 'migrations');
    if (path.dirname(at) === at) throw new Error(`no migrations/ directory above ${dir}`);
  }
}

export interface MigrationFile { name: string; sql: string }

/** An applied migration whose file changed or vanished, or a new file numbered below one already applied. */
export class MigrationChangedError extends Error {}

/**
 * Until 0400 files were numbered by capability range, so a file added later (0102, 0212) could sort before files
 * already applied (0300, 0400). Those files may still be applied out of order on a database upgraded from then; every
 * file after them is numbered in the order it was written and must sort after every file a database has applied.
 */
export const LAST_RANGE_NUMBERED_MIGRATION = '0400_ai.sql';

export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies pending forward-only SQL files in name order. Each file runs in its own transaction under a
 * transaction-scoped advisory lock, and re-checks the record table after taking it, so instances starting
 * together apply each file exactly once. Each applied file's checksum is recorded; before applying anything, a file
 * that changed after it was applied, an applied file that is gone, or a new file numbered below an applied one stops
 * the start with a MigrationChangedError (a database must never be a mix of two versions of one file).
 */
export async function migrate(db: Kysely<Database>, files = readMigrations(), options: { clinicRole?: string } = {}): Promise<string[]> {
  // The migrations name the default clinic role; a configured one takes its place (a plain identifier, checked).
  const role = options.clinicRole ?? CLINIC_ROLE;
  if (!ROLE_NAME.test(role)) throw new Error('the clinic role must be a plain lower-case identifier');
  const forRole = (text: string) => role === CLINIC_ROLE ? text : text.replace(/\bclinic_app\b/g, role);
  // `if not exists` alone races between instances (two creators collide on the catalog); the lock serializes it.
  const recorded = await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`create table if not exists schema_migration (
      name text primary key, applied_at timestamptz not null default now())`.execute(tx);
    // Databases created before checksums were recorded get the column, and their files' checksums as of this start.
    await sql`alter table schema_migration add column if not exists checksum text`.execute(tx);
    const rows = await tx.selectFrom('schema_migration').select(['name', 'checksum']).orderBy('name').execute();
    for (const row of rows.filter((r) => r.checksum === null)) {
      const file = files.find((f) => f.name === row.name);
      if (!file) continue;
      row.checksum = migrationChecksum(file.sql);
      await tx.updateTable('schema_migration').set({ checksum: row.checksum }).where('name', '=', row.name).execute();
    }
    return rows;
  });
  checkApplied(files, recorded);
  const applied: string[] = [];
  const known = new Set(recorded.map((r) => r.name));
  // An up-to-date database costs the one transaction above; each pending file gets its own, re-checked under the lock.
  for (const file of files.filter((f) => !known.has(f.name))) {
    const done = await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      const exists = await tx.selectFrom('schema_migration').select('name').where('name', '=', file.name).executeTakeFirst();
      if (exists) return false;
      await sql.raw(forRole(file.sql)).execute(tx);
      // The checksum is of the file as written, whatever clinic role it was applied for.
      await tx.insertInto('schema_migration').values({ name: file.name, checksum: migrationChecksum(file.sql) }).execute();
      return true;
    });
    if (done) applied.push(file.name);
  }
  return applied;
}

function checkApplied(files: MigrationFile[], recorded: Array<{ name: string; checksum: string | null }>): void {
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const row of recorded) {
    const file = byName.get(row.name);
    if (!file) {
      throw new MigrationChangedError(`Migration ${row.name} was applied to this database but is not in migrations/: `
        + 'run the version of the service that applied it, or a newer one');
    }
    if (row.checksum !== null && row.checksum !== migrationChecksum(file.sql)) {
      throw new MigrationChangedError(`migrations/${row.name} changed after it was applied to this database: `
        + 'restore the file as it was and put the change in a new migration');
    }
  }
  const lastApplied = recorded.at(-1)?.name;
  if (!lastApplied) return;
  const applied = new Set(recorded.map((r) => r.name));
  const misplaced = files.find((f) => !applied.has(f.name) && f.name < lastApplied && f.name > LAST_RANGE_NUMBERED_MIGRATION);
  if (misplaced) {
    throw new MigrationChangedError(`migrations/${misplaced.name} is new but numbered before ${lastApplied}, which this database `
      + 'has already applied: number it after every existing migration');
  }
}
