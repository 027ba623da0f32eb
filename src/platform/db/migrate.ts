import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { CLINIC_ROLE, ROLE_NAME } from './clinic-tx.js';
import type { Database } from './schema.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
const MIGRATION_LOCK = 726_4001;

export interface MigrationFile { name: string; sql: string }

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies pending forward-only SQL files in name order. Each file runs in its own transaction under a
 * transaction-scoped advisory lock, and re-checks the record table after taking it, so instances starting
 * together apply each file exactly once.
 */
export async function migrate(db: Kysely<Database>, files = readMigrations(), options: { clinicRole?: string } = {}): Promise<string[]> {
  // The migrations name the default clinic role; a configured one takes its place (a plain identifier, checked).
  const role = options.clinicRole ?? CLINIC_ROLE;
  if (!ROLE_NAME.test(role)) throw new Error('the clinic role must be a plain lower-case identifier');
  const forRole = (text: string) => role === CLINIC_ROLE ? text : text.replace(/\bclinic_app\b/g, role);
  // `if not exists` alone races between instances (two creators collide on the catalog); the lock serializes it.
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`create table if not exists schema_migration (
      name text primary key, applied_at timestamptz not null default now())`.execute(tx);
  });
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      const exists = await tx.selectFrom('schema_migration').select('name').where('name', '=', file.name).executeTakeFirst();
      if (exists) return false;
      await sql.raw(forRole(file.sql)).execute(tx);
      await tx.insertInto('schema_migration').values({ name: file.name }).execute();
      return true;
    });
    if (done) applied.push(file.name);
  }
  return applied;
}
