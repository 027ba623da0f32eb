import { sql } from 'kysely';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { compileContext, type CompiledContext, type KnownPerson } from '../deid/index.js';
import '../../clinic/patients/table.js';

/**
 * The de-identification context of a chat request (decisions.md §11): the clinic's patients (names, file numbers and
 * phones) and its staff, so an identifier the user types is masked before any tool runs and every patient a tool touches is
 * already known. It holds every patient of the clinic, a superset of what the caller may see (a doctor's panel, say):
 * the list never leaves the process and masking more is the safe side.
 *
 * Phones are matched by normal form (any separators, a leading country code), so a patient's phone typed at level
 * `names` is masked too and the guard stops it. Dates of birth (migration 0610) are held as the engine takes them,
 * so a known patient's birth date in forms no generic date pattern reads (`04021979`) is masked too. Patients have no
 * email column, so that part of §11 has nothing to hold; typed emails are masked at level `full` by the engine's
 * generic detectors.
 *
 * Compiling it for 10,000 patients takes hundreds of milliseconds, so it is kept per clinic and rebuilt when the
 * clinic's patients or staff change. Whether they did is one cheap read per request (`readDeidStamp`): the sum of the
 * clinic's `patient_identity_changes` counter (migration 0600: at most 16 rows, bumped in the writing transaction by
 * every insert, delete and identifying update of a patient: name, file number, phone, and since 0610 date of birth) and a digest of the staff's ids and names.
 */
interface Entry { stamp: string; compiled: CompiledContext; patients: number }

const cache = new Map<string, Entry>();
const MAX_CLINICS = 64;

export interface RequestDeidContext {
  compiled: CompiledContext;
  patients: number;
}

/** What the cached context of a clinic was built from; read inside the caller's clinic transaction. */
export async function readDeidStamp(tx: ClinicTx, clinicId: string): Promise<string> {
  const { rows: [row] } = await sql<{ changes: string; staff: string }>`
    select
      (select coalesce(sum(n), 0)::text from patient_identity_changes where clinic_id = ${clinicId}) as changes,
      (select count(*)::text || ':' || coalesce(md5(string_agg(u.id || '=' || u.name, '|' order by u.id)), '')
        from member m join "user" u on u.id = m."userId" where m."organizationId" = ${clinicId}) as staff`.execute(tx);
  return `${row!.changes}|${row!.staff}`;
}

/** True when the clinic's cached context was built from this stamp (no rebuild needed). */
export function deidContextCurrent(clinicId: string, stamp: string): boolean {
  return cache.get(clinicId)?.stamp === stamp;
}

/**
 * The clinic's compiled context for a request whose stamp was read with `readDeidStamp`. On a cache hit this costs
 * nothing; otherwise it reads the patients and staff and compiles (the new stamp is read again in that transaction,
 * so a change committed in between at worst causes one more rebuild, never a stale context).
 */
export async function chatDeidContext(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, stamp: string): Promise<RequestDeidContext> {
  const hit = cache.get(ctx.clinicId);
  if (hit && hit.stamp === stamp) return { compiled: hit.compiled, patients: hit.patients };
  return withClinicTx(deps.db, ctx, async (tx) => {
    // Read first: a change that commits after this read but before the lists below makes the next request rebuild.
    const current = await readDeidStamp(tx, ctx.clinicId);
    const patients = await tx.selectFrom('patient').select(['name', 'file_number', 'phone', 'date_of_birth'])
      .where('clinic_id', '=', ctx.clinicId).execute();
    const staff = await tx.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
      .select(['user.name']).where('member.organizationId', '=', ctx.clinicId).execute();
    const otherPatients: KnownPerson[] = patients.map((p) => ({
      name: p.name, fileNumber: p.file_number, ...(p.phone ? { phone: p.phone } : {}),
      ...(p.date_of_birth ? { dateOfBirth: p.date_of_birth } : {}),
    }));
    const compiled = compileContext({ otherPatients, staff: staff.map((m) => m.name) });
    cache.delete(ctx.clinicId);
    if (cache.size >= MAX_CLINICS) cache.delete(cache.keys().next().value!);
    cache.set(ctx.clinicId, { stamp: current, compiled, patients: patients.length });
    return { compiled, patients: patients.length };
  });
}
