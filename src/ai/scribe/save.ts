import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { appendEncounter } from '../../clinic/patients/service.js';
import type { Patient } from '../../clinic/patients/schema.js';
import { assertAiAllowedFor } from '../policy/service.js';
import { requireScribeRole } from './access.js';
import type { ScribeSaveBody } from './schema.js';

/**
 * POST /api/scribe/save: the reviewed note becomes one new encounter through the patient service's append (an insert
 * of its own row, so concurrent saves are all kept), with its activity entry; the patient comes back as the caller
 * reads it. The panel scope (404) is the patient service's.
 */
export async function saveScribeNote(deps: Pick<AppDeps, 'db' | 'activity'>, ctx: ClinicContext, body: ScribeSaveBody): Promise<Patient> {
  requireScribeRole(ctx);
  await assertAiAllowedFor(deps, ctx);
  return appendEncounter(deps, ctx, body.fileNumber, body.encounter);
}
