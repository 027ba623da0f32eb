import { requirePermission, seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The scribe's own gate, before the clinic's AI policy (interface "Visit scribe", decisions.md §2): every route needs
 * patient:write, and reception, which holds patient:write for demographics only, is blocked (a note is clinical).
 * The policy itself is applied by the caller: through `resolveAi` for draft and transcribe, directly for save.
 */
export function requireScribeRole(ctx: ClinicContext): void {
  requirePermission(ctx, 'patient:write');
  if (!seesClinicalData(ctx)) {
    throw new AppError(403, 'ai_disabled', 'AI disabled', 'The visit scribe writes clinical notes; your role cannot use it', { reason: 'scribe_not_for_role' });
  }
}
