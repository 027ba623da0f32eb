import { sql } from 'kysely';
import type { ClinicContext } from '../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../platform/db/clinic-tx.js';
import type { AppDeps } from '../platform/http/route-module.js';
import {
  compileContext, deidentify, type CompiledContext, type DeidLevel, type DeidPatient, type KnownPerson, type TokenMap,
} from './deid/index.js';
import '../clinic/patients/table.js';

/**
 * What the de-identification engine knows about a clinic (decisions.md §11 chat, §12 scribe): every patient of the
 * clinic (name, file number, phone, date of birth) and its staff, so another patient named in a chat message or a
 * visit transcript is masked and stopped by the outbound guard. It holds every patient of the clinic, a superset of
 * what the caller may see (a doctor's panel, say): the list never leaves the process and masking more is the safe side.
 *
 * Phones are matched by normal form (any separators, a leading country code), so a patient's phone in a form no
 * generic pattern reads (`555/330-1122`) is masked at level `full` and the guard stops it (level `names` masks people
 * only, by design). Dates of birth (migration 0610) are held as the engine takes them,
 * so a known patient's birth date in forms no generic date pattern reads (`04021979`) is masked too. Patients have no
 * email column, so that part of §11 has nothing to hold; typed emails are masked at level `full` by the engine's
 * generic detectors. Addresses are not held: the engine's `KnownPerson` (another patient) takes no address, only the
 * subject patient's `DeidPatient` does.
 *
 * Reading 10,000 patients and compiling them takes hundreds of milliseconds, so the lists and the compiled context
 * are kept per clinic and rebuilt when the clinic's patients or staff change. Whether
 * they did is one cheap read per request (`readDeidStamp`): the sum of the clinic's `patient_identity_changes` counter
 * (migration 0600: at most 16 rows, bumped in the writing transaction by every insert, delete and identifying update
 * of a patient: name, file number, phone, and since 0610 date of birth) and a digest of the staff's ids and names.
 */
export interface ClinicRoster {
  /** The stamp the lists were read under. */
  readonly stamp: string;
  /** Every patient of the clinic, with the file number that tells the scribe's subject apart. */
  readonly patients: ReadonlyArray<Exclude<KnownPerson, string> & { fileNumber: string }>;
  readonly staff: readonly string[];
  /** The clinic context, compiled on first use. */
  compiled?: CompiledContext;
  /** Per patient, in roster order: the folded name and the numbers `namedPatients` looks for. */
  folded?: string[];
  numbers?: string[][];
}

const cache = new Map<string, ClinicRoster>();
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
async function clinicRoster(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, stamp: string): Promise<ClinicRoster> {
  const hit = cache.get(ctx.clinicId);
  if (hit && hit.stamp === stamp) return hit;
  return withClinicTx(deps.db, ctx, async (tx) => {
    // Read first: a change that commits after this read but before the lists below makes the next request rebuild.
    const current = await readDeidStamp(tx, ctx.clinicId);
    const rows = await tx.selectFrom('patient').select(['name', 'file_number', 'phone', 'date_of_birth'])
      .where('clinic_id', '=', ctx.clinicId).execute();
    const staff = await tx.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
      .select(['user.name']).where('member.organizationId', '=', ctx.clinicId).execute();
    const entry: ClinicRoster = {
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

/** The clinic's patients (none of them a subject) and its staff, compiled once per roster and kept with it. */
function clinicCompiled(entry: ClinicRoster): CompiledContext {
  entry.compiled ??= compileContext({ otherPatients: entry.patients, staff: entry.staff });
  return entry.compiled;
}

/** The chat's context: the clinic context above (a chat request has no subject). */
export async function clinicDeidContext(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, stamp: string): Promise<CompiledContext> {
  return clinicCompiled(await clinicRoster(deps, ctx, stamp));
}

export interface SubjectDeidContext {
  /** Masks the call: the subject, the staff, and the other patients the input names. */
  readonly compiled: CompiledContext;
  /** The whole clinic, for the outbound guard: another patient the selection missed stops the call. */
  readonly clinic: CompiledContext;
}

/**
 * The context of a call about one patient (the scribe's draft): that patient as the engine's subject, the staff, and
 * the other patients of the clinic that `input` names. The engine compiles a context as a whole and cannot add a
 * subject to a compiled roster, and compiling subject + 10,000 patients costs ~100 ms of CPU per call (README), so
 * the other patients are picked with the clinic context the chat keeps: the input is masked with it (the engine's
 * own matching: typos, initials, nicknames, numbers by normal form), and each patient behind one of its tokens is
 * kept (a PATIENT token stands for the person's canonical name, an ID, PHONE or DATE token for the digits of a file
 * number, phone or compact birth date). The subject is never among the others. The guard checks the call against
 * both contexts, so nothing a selection misses can leave: it would be a 409, never a leak.
 */
export async function subjectDeidContext(
  deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, stamp: string, subject: DeidPatient & { fileNumber: string }, input: unknown, level: Exclude<DeidLevel, 'off'>,
): Promise<SubjectDeidContext> {
  return subjectContextFrom(await clinicRoster(deps, ctx, stamp), subject, input, level);
}

/** `subjectDeidContext` once the clinic's roster is at hand (exported for the benchmark). */
export function subjectContextFrom(entry: ClinicRoster, subject: DeidPatient & { fileNumber: string }, input: unknown, level: Exclude<DeidLevel, 'off'>): SubjectDeidContext {
  const clinic = clinicCompiled(entry);
  const named = namedPatients(entry, deidentify(input, clinic, level).tokens);
  const otherPatients = named.filter((p) => p.fileNumber !== subject.fileNumber);
  return { compiled: compileContext({ patient: subject, staff: entry.staff, otherPatients }), clinic };
}

/** Letters and digits only, lower case, accents off, words one space apart: how names are compared here. */
function foldName(name: string): string {
  return ` ${name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** Each patient's numbers as the engine finds them (no leading zeros; a phone's last ten digits; birth date compact). */
function numbersOf(p: ClinicRoster['patients'][number]): string[] {
  const out = [p.fileNumber.replace(/^0+(?=\d)/, '')];
  for (const phone of typeof p.phone === 'string' ? [p.phone] : p.phone ?? []) out.push(phone.replace(/\D/g, '').slice(-10));
  const dob = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p.dateOfBirth ?? '');
  if (dob) out.push(`${dob[1]}${dob[2]}${dob[3]}`, `${dob[2]}${dob[3]}${dob[1]}`, `${dob[3]}${dob[2]}${dob[1]}`);
  return out;
}

/** The patients behind the tokens of a masking with the clinic context. */
function namedPatients(entry: ClinicRoster, tokens: TokenMap): ClinicRoster['patients'] {
  const names: string[] = [];
  const numbers = new Set<string>();
  for (const [token, value] of tokens.entries()) {
    if (token.startsWith('PATIENT_')) names.push(foldName(value));
    else if (/^(?:ID|PHONE|DATE)_/.test(token)) {
      const digits = value.replace(/\D/g, '');
      if (digits.length >= 4) numbers.add(digits.replace(/^0+(?=\d)/, '')).add(digits.slice(-10));
    }
  }
  if (!names.length && !numbers.size) return [];
  const folded = entry.folded ??= entry.patients.map((p) => foldName(p.name));
  const numbered = entry.numbers ??= entry.patients.map(numbersOf);
  return entry.patients.filter((_, i) => names.some((n) => folded[i]!.includes(n)) || numbered[i]!.some((d) => numbers.has(d)));
}
