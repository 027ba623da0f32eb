import { sql, type ExpressionBuilder } from 'kysely';
import type { ClinicTx } from '../../platform/db/clinic-tx.js';
import { errors } from '../../platform/http/errors.js';
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

/**
 * The panel for records that refer to a patient by file number (prescriptions, dispenses: clinical data,
 * decisions.md §2): a panel-restricted caller reaches a record whose patient is in the panel, or a record naming no
 * patient that they wrote themselves. Null when the caller is not panel-restricted. One definition for every caller
 * of these services (routes, agent tools, FHIR), so the rule cannot be missed by one of them.
 */
export function panelRecordScope(ctx: ClinicContext, table: 'prescription' | 'dispense', authorColumn: 'prescribed_by' | 'dispensed_by') {
  const keys = panelKeys(ctx);
  if (!keys) return null;
  const fileNumber = sql.ref(`${table}.file_number`);
  return sql<boolean>`(exists (select 1 from patient p where p.clinic_id = ${sql.ref(`${table}.clinic_id`)}
      and p.file_number = ${fileNumber} and p.panel_key in (${sql.join(keys)}))
    or (${fileNumber} = '' and ${sql.ref(`${table}.${authorColumn}`)} = ${ctx.userId}))`;
}

/** For writes naming a patient: a panel-restricted caller may name only a patient in the panel (404 otherwise). */
export async function assertFileNumberInPanel(tx: ClinicTx, ctx: ClinicContext, fileNumber: string | null | undefined): Promise<void> {
  const keys = panelKeys(ctx);
  if (!keys || !fileNumber) return;
  const row = await tx.selectFrom('patient').select('file_number')
    .where('clinic_id', '=', ctx.clinicId).where('file_number', '=', fileNumber).where('panel_key', 'in', keys)
    .executeTakeFirst();
  if (!row) throw errors.notFound('patient');
}
