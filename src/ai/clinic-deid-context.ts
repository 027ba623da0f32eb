import { sql } from 'kysely';
import type { ClinicContext } from '../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../platform/db/clinic-tx.js';
import type { AppDeps } from '../platform/http/route-module.js';
import { compileContext, type CompiledContext, type DeidContext, type DeidPatient, type KnownPerson } from './deid/index.js';
import '../clinic/patients/table.js';

/**
 * What the de-identification engine knows about a clinic (decisions.md §11 chat, §12 scribe): every patient of the
 * clinic (name, file number, phone, date of birth) and its staff, so another patient named in a chat message or a
 * visit transcript is masked and stopped by the outbound guard. It holds every patient of the clinic, a superset of
 * what the caller may see (a doctor's panel, say): the list never leaves the process and masking more is the safe side.
 *
 * Phones are matched by normal form (any separators, a leading country code), so a patient's phone typed at level
 * `names` is masked too and the guard stops it. Dates of birth (migration 0610) are held as the engine takes them,
 * so a known patient's birth date in forms no generic date pattern reads (`04021979`) is masked too. Patients have no
 * email column, so that part of §11 has nothing to hold; typed emails are masked at level `full` by the engine's
 * generic detectors. Addresses are not held: the engine's `KnownPerson` (another patient) takes no address, only the
 * subject patient's `DeidPatient` does.
 *
 * Reading 10,000 patients and compiling them takes hundreds of milliseconds, so the lists (and, once the chat asks
 * for it, the compiled context) are kept per clinic and rebuilt when the clinic's patients or staff change. Whether
 * they did is one cheap read per request (`readDeidStamp`): the sum of the clinic's `patient_identity_changes` counter
 * (migration 0600: at most 16 rows, bumped in the writing transaction by every insert, delete and identifying update
 * of a patient: name, file number, phone, and since 0610 date of birth) and a digest of the staff's ids and names.
 */
export interface ClinicDeidRoster {
  /** The stamp the lists were read under. */
  readonly stamp: string;
  /** Every patient of the clinic, with the file number that tells the scribe's subject apart. */
  readonly patients: ReadonlyArray<Exclude<KnownPerson, string> & { fileNumber: string }>;
  readonly staff: readonly string[];
}

interface Entry extends ClinicDeidRoster { compiled?: CompiledContext }

const cache = new Map<string, Entry>();
const MAX_CLINICS = 64;

/** What the cached context of a clinic was built from; read inside the caller's clinic transaction. */
export async function readDeidStamp(tx: ClinicTx, clinicId: string): Promise<string> {
  const { rows: [row] } = await sql<{ changes: string; staff: string }>`
    select
      (select coalesce(sum(n), 0)::text from patient_identity_changes where clinic_id = ${clinicId}) as changes,
      (select count(*)::text || ':' || coalesce(md5(string_agg(u.id || '=' || u.name, '|' order by u.id)), '')
        from member m join "user" u on u.id = m."userId" where m."organizationId" = ${clinicId}) as staff`.execute(tx);
  return `${row!.changes}|${row!.staff}`;
}

/**
 * The clinic's patients and staff for a request whose stamp was read with `readDeidStamp`. On a cache hit this costs
 * nothing; otherwise it reads them (the new stamp is read again in that transaction, so a change committed in between
 * at worst causes one more rebuild, never a stale roster).
 */
async function rosterEntry(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, stamp: string): Promise<Entry> {
  const hit = cache.get(ctx.clinicId);
  if (hit && hit.stamp === stamp) return hit;
  return withClinicTx(deps.db, ctx, async (tx) => {
    // Read first: a change that commits after this read but before the lists below makes the next request rebuild.
    const current = await readDeidStamp(tx, ctx.clinicId);
    const rows = await tx.selectFrom('patient').select(['name', 'file_number', 'phone', 'date_of_birth'])
      .where('clinic_id', '=', ctx.clinicId).execute();
    const staff = await tx.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
      .select(['user.name']).where('member.organizationId', '=', ctx.clinicId).execute();
    const entry: Entry = {
      stamp: current,
      patients: rows.map((p) => ({
        name: p.name, fileNumber: p.file_number, ...(p.phone ? { phone: p.phone } : {}),
        ...(p.date_of_birth ? { dateOfBirth: p.date_of_birth } : {}),
      })),
      staff: staff.map((m) => m.name),
    };
    cache.delete(ctx.clinicId);
    if (cache.size >= MAX_CLINICS) cache.delete(cache.keys().next().value!);
    cache.set(ctx.clinicId, entry);
    return entry;
  });
}

/** The clinic's patients and staff (cached per clinic, see above). */
export async function clinicDeidRoster(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, stamp: string): Promise<ClinicDeidRoster> {
  return rosterEntry(deps, ctx, stamp);
}

/**
 * The chat's context: the clinic's patients as other patients (a chat request has no subject) and the staff,
 * compiled once per roster and kept with it.
 */
export async function clinicDeidContext(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, stamp: string): Promise<CompiledContext> {
  const entry = await rosterEntry(deps, ctx, stamp);
  entry.compiled ??= compileContext({ otherPatients: entry.patients, staff: entry.staff });
  return entry.compiled;
}

/**
 * The context of a call about one patient (the scribe's): that patient as the subject, every other patient of the
 * clinic as other patients, and the staff. The engine compiles a context as a whole (it has no way to add a subject
 * to a compiled roster), so this is compiled per call: see the README's scribe paragraph for what that costs.
 */
export function subjectDeidContext(roster: ClinicDeidRoster, subject: DeidPatient & { fileNumber: string }): DeidContext {
  return {
    patient: subject,
    staff: roster.staff,
    otherPatients: roster.patients.filter((p) => p.fileNumber !== subject.fileNumber),
  };
}
