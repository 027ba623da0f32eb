import { isElevated, requireElevated, type ClinicContext } from '../../platform/auth/context.js';
import type { Role } from '../../platform/auth/permissions.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { DEFAULT_AI_POLICY, type AiPolicy } from './schema.js';
import './table.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;

/** Reads the policy inside an open clinic transaction (defaults when the clinic never saved one). */
export async function readAiPolicy(tx: ClinicTx, clinicId: string): Promise<AiPolicy> {
  const row = await tx.selectFrom('ai_policy').select(['ai_enabled', 'disabled_for_employees'])
    .where('clinic_id', '=', clinicId).executeTakeFirst();
  return row ? { aiEnabled: row.ai_enabled, disabledForEmployees: row.disabled_for_employees } : { ...DEFAULT_AI_POLICY };
}

/** Any member of the clinic. */
export async function getAiPolicy(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext): Promise<AiPolicy> {
  return withClinicTx(deps.db, ctx, (tx) => readAiPolicy(tx, ctx.clinicId));
}

/** Owner or admin; one activity row per save. */
export async function updateAiPolicy(deps: Deps, ctx: ClinicContext, input: AiPolicy): Promise<AiPolicy> {
  requireElevated(ctx);
  const now = new Date();
  const values = { ai_enabled: input.aiEnabled, disabled_for_employees: input.disabledForEmployees, updated_by: ctx.userId, updated_at: now };
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.insertInto('ai_policy').values({ clinic_id: ctx.clinicId, ...values })
      .onConflict((oc) => oc.column('clinic_id').doUpdateSet(values))
      .returning(['ai_enabled', 'disabled_for_employees'])
      .executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'ai_policy.updated', entityType: 'ai_policy', entityId: ctx.clinicId,
      summary: `${ctx.userName} set the clinic AI policy: ${describePolicy(input)}`,
    });
    return { aiEnabled: row.ai_enabled, disabledForEmployees: row.disabled_for_employees };
  });
}

function describePolicy(p: AiPolicy): string {
  if (!p.aiEnabled) return 'AI off for everyone';
  return p.disabledForEmployees ? 'AI on for owners and admins only' : 'AI on for everyone';
}

export type AiAccess =
  | { allowed: true }
  | { allowed: false; reason: 'ai_disabled' | 'ai_disabled_for_employees'; message: string };

/** The policy decision for one role, without throwing (for navigation flags and the resolver). */
export function aiAccess(caller: { role: Role }, policy: AiPolicy): AiAccess {
  if (!policy.aiEnabled) {
    return { allowed: false, reason: 'ai_disabled', message: 'AI is turned off for this clinic by its owner or an admin' };
  }
  if (policy.disabledForEmployees && !isElevated(caller)) {
    return { allowed: false, reason: 'ai_disabled_for_employees', message: 'AI is turned off for staff in this clinic; only owners and admins can use it' };
  }
  return { allowed: true };
}

/** The AI guard: 403 (code `ai_disabled`, with `reason`) when the clinic's policy blocks the caller. */
export function assertAiAllowed(caller: { role: Role }, policy: AiPolicy): void {
  const access = aiAccess(caller, policy);
  if (!access.allowed) throw aiBlocked(access);
}

/** Loads the policy of the caller's clinic and applies the guard. Opens its own clinic transaction. */
export async function assertAiAllowedFor(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext): Promise<AiPolicy> {
  const policy = await getAiPolicy(deps, ctx);
  assertAiAllowed(ctx, policy);
  return policy;
}

export function aiBlocked(access: Extract<AiAccess, { allowed: false }>): AppError {
  return new AppError(403, 'ai_disabled', 'AI disabled', access.message, { reason: access.reason });
}
