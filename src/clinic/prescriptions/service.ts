import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { readPage } from '../../platform/db/paging.js';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { assertFileNumberInPanel, panelRecordScope } from '../patients/scope.js';
import { todayIso } from './dates.js';
import type { Prescription, PrescriptionInput, PrescriptionListQuery, PrescriptionStatus } from './schema.js';
import type { PrescriptionRow, PrescriptionTable } from './table.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;

/**
 * The expiry rule of decisions.md §6, applied on read: every read of prescriptions first brings the stored status of
 * the clinic's `active` rows whose end date is before today to `expired`, in the same transaction, so the answer and
 * the stored row agree. `completed` (and `expired`) rows are never touched. Writes apply the same rule to the row
 * they store. Other readers of the table (analytics) may call this first, or count with the same predicate.
 * Returns the number of rows that expired now.
 */
export async function expireDuePrescriptions(tx: ClinicTx, clinicId: string, today = todayIso(), id?: string): Promise<number> {
  let q = tx.updateTable('prescription').set({ status: 'expired', updated_at: new Date() })
    .where('clinic_id', '=', clinicId).where('status', '=', 'active').where('end_date', '<', today);
  if (id) q = q.where('id', '=', id);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The status a row must have once the expiry rule is applied. */
export function effectiveStatus(status: PrescriptionStatus, endDate: string | null, today = todayIso()): PrescriptionStatus {
  return status === 'active' && endDate !== null && endDate < today ? 'expired' : status;
}

export function presentPrescription(r: PrescriptionRow): Prescription {
  return {
    id: r.id, fileNumber: r.file_number, name: r.name, initials: r.initials, medication: r.medication, dose: r.dose,
    frequency: r.frequency, prescriber: r.prescriber, prescribedAt: r.prescribed_at, startDate: r.start_date,
    endDate: r.end_date, status: r.status, duration: r.duration, notes: r.notes, source: r.source,
    quantity: r.quantity === null ? null : Number(r.quantity), quantityUnit: r.quantity_unit, daysSupply: r.days_supply,
    refills: r.refills, ndc: r.ndc, rxnormCode: r.rxnorm_code, substitutionAllowed: r.substitution_allowed,
    createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** The caller's prescriptions: the active clinic, and for a doctor the panel (decisions.md §2). */
function scopedPrescriptions(tx: ClinicTx, ctx: ClinicContext) {
  const q = tx.selectFrom('prescription').where('prescription.clinic_id', '=', ctx.clinicId);
  const panel = panelRecordScope(ctx, 'prescription', 'prescribed_by');
  return panel ? q.where(panel) : q;
}

/** A prescription in the caller's scope (expiry applied), or a 404. Other capabilities (dispenses) use it too. */
export async function findPrescriptionOrThrow(tx: ClinicTx, ctx: ClinicContext, id: string): Promise<PrescriptionRow> {
  await expireDuePrescriptions(tx, ctx.clinicId, todayIso(), id);
  const row = await scopedPrescriptions(tx, ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw errors.notFound('prescription');
  return row;
}

export async function listPrescriptions(deps: Deps, ctx: ClinicContext, query: PrescriptionListQuery) {
  requirePermission(ctx, 'prescription:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    await expireDuePrescriptions(tx, ctx.clinicId);
    let base = scopedPrescriptions(tx, ctx);
    if (query.status) base = base.where('status', '=', query.status);
    if (query.fileNumber !== undefined) base = base.where('file_number', '=', query.fileNumber);
    const { rows, total } = await readPage(base, base.selectAll().orderBy('prescribed_at', 'desc').orderBy('id', 'desc'), query);
    return { items: rows.map(presentPrescription), total };
  });
}

export async function getPrescription(deps: Deps, ctx: ClinicContext, id: string): Promise<Prescription> {
  requirePermission(ctx, 'prescription:read');
  return withClinicTx(deps.db, ctx, async (tx) => presentPrescription(await findPrescriptionOrThrow(tx, ctx, id)));
}

function checkDates(startDate: string | null, endDate: string | null) {
  if (startDate && endDate && endDate < startDate) throw errors.invalidField('endDate', 'must not be before startDate');
}

type CodedColumns = Pick<PrescriptionTable, 'quantity_unit' | 'days_supply' | 'refills' | 'ndc' | 'rxnorm_code' | 'substitution_allowed'>
  & { quantity: number | null };

/**
 * The coded fields of decisions.md §13 as they are to be stored: an omitted field keeps `current`'s value (none on
 * create), null clears it. A quantity means nothing without its unit, so after merging each needs the other.
 */
function codedColumns(input: PrescriptionInput, current?: PrescriptionRow): CodedColumns {
  const pick = <T>(given: T | null | undefined, stored: T | null | undefined): T | null =>
    given !== undefined ? given : stored ?? null;
  const columns = {
    quantity: pick(input.quantity, current?.quantity == null ? null : Number(current.quantity)),
    quantity_unit: pick(input.quantityUnit, current?.quantity_unit),
    days_supply: pick(input.daysSupply, current?.days_supply),
    refills: pick(input.refills, current?.refills),
    ndc: pick(input.ndc, current?.ndc),
    rxnorm_code: pick(input.rxnormCode, current?.rxnorm_code),
    substitution_allowed: pick(input.substitutionAllowed, current?.substitution_allowed),
  };
  if (columns.quantity !== null && columns.quantity_unit === null) throw errors.invalidField('quantityUnit', 'is required with quantity');
  if (columns.quantity_unit !== null && columns.quantity === null) throw errors.invalidField('quantity', 'is required with quantityUnit');
  return columns;
}

export async function createPrescription(deps: Deps, ctx: ClinicContext, input: PrescriptionInput): Promise<Prescription> {
  requirePermission(ctx, 'prescription:write');
  const startDate = input.startDate ?? null;
  const endDate = input.endDate ?? null;
  checkDates(startDate, endDate);
  const coded = codedColumns(input);
  const today = todayIso();
  const values: Insertable<PrescriptionTable> = {
    clinic_id: ctx.clinicId,
    id: uuidv7(),
    file_number: input.fileNumber ?? '',
    name: input.name,
    initials: input.initials,
    medication: input.medication,
    dose: input.dose ?? '',
    frequency: input.frequency,
    prescriber: input.prescriber ?? ctx.userName,
    prescribed_by: ctx.userId,
    prescribed_at: input.prescribedAt ?? today,
    start_date: startDate,
    end_date: endDate,
    status: effectiveStatus(input.status ?? 'active', endDate, today),
    duration: input.duration ?? null,
    notes: input.notes ?? null,
    source: input.source ?? 'manual',
    ...coded,
    updated_at: new Date(),
  };
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    await assertFileNumberInPanel(tx, ctx, values.file_number);
    const inserted = await tx.insertInto('prescription').values(values).returningAll().executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'prescription.created', entityType: 'prescription', entityId: inserted.id,
      summary: `${ctx.userName} added a prescription`,
    });
    return presentPrescription(inserted);
  });
}

export async function updatePrescription(deps: Deps, ctx: ClinicContext, id: string, input: PrescriptionInput): Promise<Prescription> {
  requirePermission(ctx, 'prescription:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const current = await scopedPrescriptions(tx, ctx).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw errors.notFound('prescription');
    if (input.fileNumber !== undefined) await assertFileNumberInPanel(tx, ctx, input.fileNumber);
    const startDate = input.startDate !== undefined ? input.startDate : current.start_date;
    const endDate = input.endDate !== undefined ? input.endDate : current.end_date;
    checkDates(startDate, endDate);
    const coded = codedColumns(input, current);
    const status = effectiveStatus(input.status ?? current.status, endDate);
    const updated = await tx.updateTable('prescription').set({
      file_number: input.fileNumber ?? current.file_number,
      name: input.name,
      initials: input.initials,
      medication: input.medication,
      dose: input.dose ?? current.dose,
      frequency: input.frequency,
      prescriber: input.prescriber ?? current.prescriber,
      prescribed_at: input.prescribedAt ?? current.prescribed_at,
      start_date: startDate,
      end_date: endDate,
      status,
      duration: input.duration !== undefined ? input.duration : current.duration,
      notes: input.notes !== undefined ? input.notes : current.notes,
      source: input.source ?? current.source,
      ...coded,
      updated_at: new Date(),
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    const statusChange = status !== current.status ? ` (${current.status} → ${status})` : '';
    await deps.activity.record(tx, after, ctx, {
      action: 'prescription.updated', entityType: 'prescription', entityId: id,
      summary: `${ctx.userName} updated a prescription${statusChange}`,
    });
    return presentPrescription(updated);
  });
}

export async function deletePrescription(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  requirePermission(ctx, 'prescription:delete');
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const panel = panelRecordScope(ctx, 'prescription', 'prescribed_by');
    let del = tx.deleteFrom('prescription').where('clinic_id', '=', ctx.clinicId).where('id', '=', id);
    if (panel) del = del.where(panel);
    const deleted = await del.returning('id').executeTakeFirst();
    if (!deleted) throw errors.notFound('prescription');
    await deps.activity.record(tx, after, ctx, {
      action: 'prescription.deleted', entityType: 'prescription', entityId: id,
      summary: `${ctx.userName} deleted a prescription`,
    });
  });
}
