import type { ClinicContext } from '../platform/auth/context.js';
import type { AppDeps } from '../platform/http/route-module.js';
import { appendLabResults, getPatient, requireRecordRoom } from '../clinic/patients/service.js';
import { PATIENT_LIMITS, type Lab } from '../clinic/patients/schema.js';

export interface LabImport { appended: Lab[]; skipped: number }

/**
 * Appends results from an outside source through the patient service's own lab append (lab:write, the caller's
 * scope, activity and realtime as for `POST /api/patients/{fileNumber}/labs`), in chunks of the append limit, leaving
 * out results the record already holds (same name, value and takenAt): re-delivering a message or re-running a sync
 * appends nothing and does not touch the record. The caller must reach the patient (404 otherwise).
 */
export async function importLabs(deps: Pick<AppDeps, 'db' | 'activity'>, ctx: ClinicContext, fileNumber: string, labs: readonly Lab[]): Promise<LabImport> {
  const caller: ClinicContext = { ...ctx, via: 'integration' };
  // One read first (404 when out of reach): results the record already holds are left out before any append, so a
  // re-delivery touches nothing. The appends check again with the patient locked (a concurrent import may add the same).
  const current = await getPatient(deps, caller, fileNumber);
  const held = new Set((current.labs ?? []).map(labKey));
  const fresh: Lab[] = [];
  for (const lab of labs) {
    const key = labKey(lab);
    if (held.has(key)) continue;
    held.add(key);
    fresh.push(lab);
  }
  // All or nothing for the record's limit: the appends below are one transaction each.
  requireRecordRoom('labs', current.labs?.length ?? 0, fresh.length);
  const appended: Lab[] = [];
  let skipped = labs.length - fresh.length;
  for (let i = 0; i < fresh.length; i += PATIENT_LIMITS.labsPerAppend) {
    const chunk = fresh.slice(i, i + PATIENT_LIMITS.labsPerAppend);
    const result = await appendLabResults(deps, caller, fileNumber, chunk, { skipExisting: true });
    appended.push(...result.appended);
    skipped += result.skipped;
  }
  return { appended, skipped };
}

function labKey(lab: Pick<Lab, 'name' | 'value' | 'takenAt'>): string {
  return JSON.stringify([lab.name, lab.value, lab.takenAt]);
}
