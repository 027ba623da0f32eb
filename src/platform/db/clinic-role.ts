import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The start-up check of the clinic role (issue 11): on a managed database the login is not a superuser, and a
 * missing grant used to surface only as a 500 on every clinic request. The service stops instead, with one line
 * saying what an administrator has to run.
 */
export class DatabaseSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseSetupError';
  }
}

interface LoginFacts { login: string; superuser: boolean; createRole: boolean }
interface RoleFacts { superuser: boolean; bypassRls: boolean }

async function facts(db: Kysely<Database>, role: string): Promise<{ login: LoginFacts; role?: RoleFacts }> {
  const { rows } = await sql<{ login: string; lsuper: boolean; lcreaterole: boolean; rsuper: boolean | null; rbypass: boolean | null }>`
    select current_user as login, l.rolsuper as lsuper, l.rolcreaterole as lcreaterole,
           r.rolsuper as rsuper, r.rolbypassrls as rbypass
      from pg_roles l left join pg_roles r on r.rolname = ${role}
     where l.rolname = current_user`.execute(db);
  const f = rows[0]!;
  return {
    login: { login: f.login, superuser: f.lsuper, createRole: f.lcreaterole },
    role: f.rsuper === null ? undefined : { superuser: f.rsuper, bypassRls: Boolean(f.rbypass) },
  };
}

/**
 * Before the migrations: the first one creates the clinic role, which a login without CREATEROLE cannot do. Without
 * this, the migration would fail with the server's message, which does not say what to grant.
 */
export async function checkClinicRoleCreatable(db: Kysely<Database>, role: string): Promise<void> {
  const { login, role: existing } = await facts(db, role);
  if (existing || login.superuser || login.createRole) return;
  throw new DatabaseSetupError(
    `The clinic database role "${role}" does not exist and the login "${login.login}" may not create it: as an administrator run `
    + `"create role ${role} nologin; grant ${role} to ${login.login};" (or set DATABASE_CLINIC_ROLE to a role granted to the login).`);
}

/**
 * After the migrations: the login can assume the clinic role, the role is bound by row-level security (not a
 * superuser, no BYPASSRLS), and under it a clinic table is readable and policed.
 */
export async function checkClinicRole(db: Kysely<Database>, role: string): Promise<void> {
  const { login, role: existing } = await facts(db, role);
  const grant = `grant ${role} to ${login.login};`;
  if (!existing) {
    throw new DatabaseSetupError(`The clinic database role "${role}" does not exist: as an administrator run "create role ${role} nologin; ${grant}".`);
  }
  if (existing.superuser || existing.bypassRls) {
    throw new DatabaseSetupError(
      `The clinic database role "${role}" bypasses row-level security: as an administrator run "alter role ${role} nosuperuser nobypassrls;".`);
  }
  const { rows: [member] } = await sql<{ ok: boolean }>`select pg_has_role(current_user, ${role}, 'MEMBER') as ok`.execute(db);
  if (!member?.ok) {
    throw new DatabaseSetupError(`The database login "${login.login}" cannot assume the clinic role "${role}": as an administrator run "${grant}".`);
  }
  let policed: boolean;
  try {
    policed = await db.transaction().execute(async (tx) => {
      await sql.raw(`set local role ${role}`).execute(tx);
      await sql`select count(*) from activity where false`.execute(tx);
      const { rows: [r] } = await sql<{ on: boolean }>`select row_security_active('activity') as on`.execute(tx);
      return Boolean(r?.on);
    });
  } catch (err) {
    if ((err as { code?: string }).code !== '42501') throw err;
    throw new DatabaseSetupError(
      `The clinic database role "${role}" may not use the service's tables: as the login that ran the migrations run `
      + `"grant usage on schema public to ${role}; grant select, insert, update, delete on all tables in schema public to ${role};".`);
  }
  if (!policed) {
    throw new DatabaseSetupError(`Row-level security does not apply to the clinic database role "${role}": as an administrator run "alter role ${role} nosuperuser nobypassrls;".`);
  }
}
