import { v7 as uuidv7 } from 'uuid';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { readPage } from '../../platform/db/paging.js';
import { AppError, errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { writeStockAdjustment } from '../inventory/ledger.js';
import { takeFromStock } from '../inventory/service.js';
import { assertFileNumberInPanel, panelRecordScope } from '../patients/scope.js';
import { findPrescriptionOrThrow } from '../prescriptions/service.js';
import type { Dispense, DispenseInput, DispenseListQuery } from './schema.js';
import type { DispenseRow } from './table.js';
import { deriveInitials } from '../common/initials.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;


export function presentDispense(r: DispenseRow): Dispense {
  return {
    id: r.id, kind: r.kind, fileNumber: r.file_number, name: r.name, initials: r.initials, medication: r.medication, dose: r.dose,
    quantity: r.quantity, unit: r.unit, prescriptionId: r.prescription_id, inventoryItemId: r.inventory_item_id,
    dispensedBy: r.dispensed_by, dispensedByName: r.dispensed_by_name,
    dispensedAt: new Date(r.dispensed_at).toISOString(), notes: r.notes,
  };
}

/** The caller's ledger entries: the active clinic, and for a doctor the panel (decisions.md §2). */
function scopedDispenses(tx: ClinicTx, ctx: ClinicContext) {
  const q = tx.selectFrom('dispense').where('dispense.clinic_id', '=', ctx.clinicId);
  const panel = panelRecordScope(ctx, 'dispense', 'dispensed_by');
  return panel ? q.where(panel) : q;
}

export async function listDispenses(deps: Deps, ctx: ClinicContext, query: DispenseListQuery) {
  requirePermission(ctx, 'inventory:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    let base = scopedDispenses(tx, ctx);
    if (query.fileNumber !== undefined) base = base.where('file_number', '=', query.fileNumber);
    if (query.prescriptionId) base = base.where('prescription_id', '=', query.prescriptionId);
    if (query.inventoryItemId) base = base.where('inventory_item_id', '=', query.inventoryItemId);
    if (query.kind) base = base.where('kind', '=', query.kind);
    // Newest first; ids are UUIDv7 (time-ordered), so they break ties in creation order.
    const { rows, total } = await readPage(base, base.selectAll().orderBy('dispensed_at', 'desc').orderBy('id', 'desc'), query);
    return { items: rows.map(presentDispense), total };
  });
}

export async function getDispense(deps: Deps, ctx: ClinicContext, id: string): Promise<Dispense> {
  requirePermission(ctx, 'inventory:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    const row = await scopedDispenses(tx, ctx).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw errors.notFound('dispense');
    return presentDispense(row);
  });
}

async function requireDispensablePrescription(tx: ClinicTx, ctx: ClinicContext, id: string) {
  let status: string;
  try {
    ({ status } = await findPrescriptionOrThrow(tx, ctx, id));
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw errors.invalidField('prescriptionId', 'no such prescription in this clinic');
    throw err;
  }
  if (status !== 'active') throw errors.conflict(`The prescription is ${status}; only an active prescription can be dispensed`);
}

/**
 * Records a dispense. With `inventoryItemId`, the stock decrement, the ledger row and the activity row commit together
 * or not at all; insufficient stock is a 409 and leaves nothing behind.
 */
export async function createDispense(deps: Deps, ctx: ClinicContext, input: DispenseInput): Promise<Dispense> {
  requirePermission(ctx, 'inventory:write');
  const quantity = input.quantity ?? 0;
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    await assertFileNumberInPanel(tx, ctx, input.fileNumber);
    if (input.prescriptionId) await requireDispensablePrescription(tx, ctx, input.prescriptionId);
    if (input.inventoryItemId) await takeFromStock(tx, ctx, input.inventoryItemId, quantity);
    const row = await tx.insertInto('dispense').values({
      clinic_id: ctx.clinicId,
      id: uuidv7(),
      file_number: input.fileNumber ?? '',
      name: input.name,
      initials: input.initials ?? deriveInitials(input.name),
      medication: input.medication,
      dose: input.dose ?? '',
      quantity,
      unit: input.unit ?? '',
      prescription_id: input.prescriptionId ?? null,
      inventory_item_id: input.inventoryItemId ?? null,
      dispensed_by: ctx.userId,
      dispensed_by_name: ctx.userName,
      dispensed_at: new Date(),
      notes: input.notes ?? null,
    }).returningAll().executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'dispense.created', entityType: 'dispense', entityId: row.id,
      summary: `${ctx.userName} recorded a dispense${row.inventory_item_id ? ' from stock' : ''}`,
    });
    return presentDispense(row);
  });
}

/**
 * Removes a dispense entry (a correction). Deleting does not un-dispense the medication, so stock stays as it is; the
 * ledger still explains it (decisions §6) through an adjustment of the same quantity, written in the same transaction.
 * A stock count (adjustment) is not deleted: a new count corrects it (409).
 */
export async function deleteDispense(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  requirePermission(ctx, 'inventory:write');
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const panel = panelRecordScope(ctx, 'dispense', 'dispensed_by');
    let find = tx.selectFrom('dispense').select(['kind', 'quantity', 'inventory_item_id', 'medication', 'unit'])
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id);
    if (panel) find = find.where(panel);
    const entry = await find.forUpdate().executeTakeFirst();
    if (!entry) throw errors.notFound('dispense');
    if (entry.kind === 'adjustment') {
      throw errors.conflict('A stock count cannot be deleted; record a new count with PUT /api/inventory/{id} instead');
    }
    await tx.deleteFrom('dispense').where('clinic_id', '=', ctx.clinicId).where('id', '=', id).execute();
    if (entry.inventory_item_id && entry.quantity > 0) {
      await writeStockAdjustment(tx, ctx, { id: entry.inventory_item_id, name: entry.medication, unit: entry.unit },
        -entry.quantity, 'Correction: a dispense entry was deleted; the medication stays dispensed');
    }
    await deps.activity.record(tx, after, ctx, {
      action: 'dispense.deleted', entityType: 'dispense', entityId: id, summary: `${ctx.userName} deleted a dispense entry`,
    });
  });
}
