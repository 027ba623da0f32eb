import type { ClinicContext } from '../platform/auth/context.js';
import type { AppDeps } from '../platform/http/route-module.js';
import { appendLabResults, getPatient } from '../clinic/patients/service.js';
import { PATIENT_LIMITS, type Lab } from '../clinic/patients/schema.js';

export interface LabImport { appended: Lab[]; skipped: number }

/**
 * Appends results from an outside source through the patient service's own lab append (lab:write, the caller's
 * scope, activity and realtime as for `POST /api/patients/{fileNumber}/labs`), in chunks of the append limit, leaving
 * out results the record already holds (same name, value and takenAt): re-delivering a message or re-running a sync
 * appends nothing. With no results it still checks that the caller reaches the patient (404 otherwise).
 */
export async function importLabs(deps: Pick<AppDeps, 'db' | 'activity'>, ctx: ClinicContext, fileNumber: string, labs: readonly Lab[]): Promise<LabImport> {
  const caller: ClinicContext = { ...ctx, via: 'integration' };
  if (!labs.length) {
    await getPatient(deps, caller, fileNumber);
    return { appended: [], skipped: 0 };
  }
  const appended: Lab[] = [];
  let skipped = 0;
  for (let i = 0; i < labs.length; i += PATIENT_LIMITS.labsPerAppend) {
    const chunk = labs.slice(i, i + PATIENT_LIMITS.labsPerAppend);
    const result = await appendLabResults(deps, caller, fileNumber, chunk, { skipExisting: true });
    appended.push(...result.appended);
    skipped += result.skipped;
  }
  return { appended, skipped };
}
