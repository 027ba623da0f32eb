import type { ExpressionBuilder } from 'kysely';
import { panelRestriction, type ClinicContext } from '../../platform/auth/context.js';
import type { Database } from '../../platform/db/schema.js';
import './table.js';

/**
 * The panel keys a panel-restricted caller reaches (decisions.md §2): patients whose primary provider they are, and
 * unassigned patients they created. `patient.panel_key` is generated as primary_provider_id, or "~" + created_by when
 * there is none, so the panel is one indexable `in`. Null when the caller is not panel-restricted.
 */
export function panelKeys(ctx: ClinicContext): [string, string] | null {
  const panel = panelRestriction(ctx);
  return panel ? [panel.providerId, `~${panel.providerId}`] : null;
}

/**
 * The one predicate every patient query goes through: the active clinic (RLS checks it again), then the doctor panel.
 * A patient outside it is indistinguishable from a missing one.
 */
export function patientScope(ctx: ClinicContext) {
  const keys = panelKeys(ctx);
  return (eb: ExpressionBuilder<Database, 'patient'>) => {
    const inClinic = eb('patient.clinic_id', '=', ctx.clinicId);
    if (!keys) return inClinic;
    return eb.and([inClinic, eb('patient.panel_key', 'in', keys)]);
  };
}
