import { sql } from 'kysely';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { compileContext, type CompiledContext, type KnownPerson } from '../deid/index.js';
import '../../clinic/patients/table.js';

/**
 * The de-identification context of a chat request (decisions.md §11): the clinic's patients (names and file numbers)
 * and its staff, so an identifier the user types is masked before any tool runs and every patient a tool touches is
 * already known. It holds every patient of the clinic, a superset of what the caller may see: the list never leaves
 * the process and masking more is the safe side. Compiling it for 10,000 patients costs tens of milliseconds, so it
 * is kept per clinic and rebuilt when the clinic's patients or staff change (checked with one cheap aggregate).
 */
interface Entry { stamp: string; compiled: CompiledContext; patients: number }

const cache = new Map<string, Entry>();
const MAX_CLINICS = 64;

export interface RequestDeidContext {
  compiled: CompiledContext;
  patients: number;
}

export async function chatDeidContext(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext): Promise<RequestDeidContext> {
  return withClinicTx(deps.db, ctx, async (tx) => {
    const stampRow = await sql<{ n: string; at: string | null; staff: string }>`
      select count(*)::text as n, max(updated_at)::text as at,
        (select count(*) from member where "organizationId" = ${ctx.clinicId})::text as staff
      from patient where clinic_id = ${ctx.clinicId}`.execute(tx);
    const s = stampRow.rows[0]!;
    const stamp = `${s.n}|${s.at ?? ''}|${s.staff}`;
    const hit = cache.get(ctx.clinicId);
    if (hit && hit.stamp === stamp) return { compiled: hit.compiled, patients: hit.patients };

    const patients = await tx.selectFrom('patient').select(['name', 'file_number']).where('clinic_id', '=', ctx.clinicId).execute();
    const staff = await tx.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
      .select(['user.name']).where('member.organizationId', '=', ctx.clinicId).execute();
    const otherPatients: KnownPerson[] = patients.map((p) => ({ name: p.name, fileNumber: p.file_number }));
    const compiled = compileContext({ otherPatients, staff: staff.map((m) => m.name) });
    if (cache.size >= MAX_CLINICS) cache.delete(cache.keys().next().value!);
    cache.set(ctx.clinicId, { stamp, compiled, patients: patients.length });
    return { compiled, patients: patients.length };
  });
}
