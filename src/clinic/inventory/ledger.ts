import { v7 as uuidv7 } from 'uuid';
import type { ClinicContext } from '../../platform/auth/context.js';
import type { ClinicTx } from '../../platform/db/clinic-tx.js';

/** What an adjustment entry shows in the ledger's `name`/`initials` columns, which for a dispense name the patient. */
const ADJUSTMENT_NAME = 'Stock count';
const ADJUSTMENT_INITIALS = 'SC';

/**
 * Writes a stock adjustment to the dispensing ledger (decisions §6): `delta` is signed (stock after minus stock
 * before), so stock = adjustments − dispenses of the item, always. Runs in the caller's transaction, with the item
 * row locked or just written by it.
 */
export async function writeStockAdjustment(
  tx: ClinicTx, ctx: ClinicContext, item: { id: string; name: string; unit: string }, delta: number, notes: string,
): Promise<void> {
  if (delta === 0) return;
  await tx.insertInto('dispense').values({
    clinic_id: ctx.clinicId, id: uuidv7(), kind: 'adjustment', file_number: '', name: ADJUSTMENT_NAME,
    initials: ADJUSTMENT_INITIALS, medication: item.name, dose: '', quantity: delta, unit: item.unit,
    prescription_id: null, inventory_item_id: item.id, dispensed_by: ctx.userId, dispensed_by_name: ctx.userName,
    dispensed_at: new Date(), notes,
  }).execute();
}
