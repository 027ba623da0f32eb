import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { readPage } from '../../platform/db/paging.js';
import type { Database } from '../../platform/db/schema.js';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { writeStockAdjustment } from './ledger.js';
import type { Availability, InventoryInput, InventoryItem, InventoryListQuery } from './schema.js';
import type { InventoryItemRow, InventoryItemTable } from './table.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;

/** The interface's rule: `out` at 0, `low` at or below the reorder threshold, otherwise `in-stock`. */
export function availabilityOf(stockQuantity: number, reorderThreshold: number): Availability {
  if (stockQuantity <= 0) return 'out';
  if (stockQuantity <= reorderThreshold) return 'low';
  return 'in-stock';
}

function availabilityFilter(availability: Availability) {
  return (eb: ExpressionBuilder<Database, 'inventory_item'>) => {
    if (availability === 'out') return eb('stock_quantity', '=', 0);
    if (availability === 'low') return eb.and([eb('stock_quantity', '>', 0), eb('stock_quantity', '<=', eb.ref('reorder_threshold'))]);
    return eb.and([eb('stock_quantity', '>', 0), eb('stock_quantity', '>', eb.ref('reorder_threshold'))]);
  };
}

export function presentItem(r: InventoryItemRow): InventoryItem {
  return {
    id: r.id, name: r.name, form: r.form, strength: r.strength, unit: r.unit, stockQuantity: r.stock_quantity,
    reorderThreshold: r.reorder_threshold, location: r.location, barcode: r.barcode, expiresAt: r.expires_at, notes: r.notes,
    availability: availabilityOf(r.stock_quantity, r.reorder_threshold), version: r.version,
    createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
  };
}

async function findItemOrThrow(tx: ClinicTx, ctx: ClinicContext, id: string, lock = false): Promise<InventoryItemRow> {
  let q = tx.selectFrom('inventory_item').selectAll().where('clinic_id', '=', ctx.clinicId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw errors.notFound('inventory item');
  return row;
}

export async function listInventory(deps: Deps, ctx: ClinicContext, query: InventoryListQuery) {
  requirePermission(ctx, 'inventory:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    let base = tx.selectFrom('inventory_item').where('clinic_id', '=', ctx.clinicId);
    if (query.availability) base = base.where(availabilityFilter(query.availability));
    if (query.barcode) base = base.where('barcode', '=', query.barcode);
    const { rows, total } = await readPage(base, base.selectAll().orderBy(sql`lower(name)`).orderBy('id'), query);
    return { items: rows.map(presentItem), total };
  });
}

export async function getInventoryItem(deps: Deps, ctx: ClinicContext, id: string): Promise<InventoryItem> {
  requirePermission(ctx, 'inventory:read');
  return withClinicTx(deps.db, ctx, async (tx) => presentItem(await findItemOrThrow(tx, ctx, id)));
}

export async function createInventoryItem(deps: Deps, ctx: ClinicContext, input: InventoryInput): Promise<InventoryItem> {
  requirePermission(ctx, 'inventory:write');
  const values: Insertable<InventoryItemTable> = {
    clinic_id: ctx.clinicId, id: uuidv7(), name: input.name, form: input.form ?? '', strength: input.strength ?? '',
    unit: input.unit ?? '', stock_quantity: input.stockQuantity ?? 0, reorder_threshold: input.reorderThreshold ?? 0,
    location: input.location ?? '', barcode: input.barcode ?? null, expires_at: input.expiresAt ?? null,
    notes: input.notes ?? null, updated_at: new Date(),
  };
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.insertInto('inventory_item').values(values).returningAll().executeTakeFirstOrThrow();
    await writeStockAdjustment(tx, ctx, row, row.stock_quantity, 'Initial stock');
    await deps.activity.record(tx, after, ctx, {
      action: 'inventory.created', entityType: 'inventory_item', entityId: row.id,
      summary: `${ctx.userName} added ${row.name} to the inventory`,
    });
    return presentItem(row);
  });
}

/**
 * `expectedVersion` comes from If-Match: when given and no longer current, nothing is written (412). The row is locked
 * while the merge is computed, so a concurrent dispense either lands before (and the merge keeps its stock) or waits.
 * A new stockQuantity is a stock count: its difference from the locked stock is written to the ledger as an adjustment.
 */
export async function updateInventoryItem(
  deps: Deps, ctx: ClinicContext, id: string, input: InventoryInput, expectedVersion?: number | null,
): Promise<InventoryItem> {
  requirePermission(ctx, 'inventory:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const current = await findItemOrThrow(tx, ctx, id, true);
    if (expectedVersion !== undefined && expectedVersion !== current.version) {
      throw errors.preconditionFailed('The inventory item changed since it was read; reload it and try again');
    }
    const row = await tx.updateTable('inventory_item').set({
      name: input.name,
      form: input.form ?? current.form,
      strength: input.strength ?? current.strength,
      unit: input.unit ?? current.unit,
      stock_quantity: input.stockQuantity ?? current.stock_quantity,
      reorder_threshold: input.reorderThreshold ?? current.reorder_threshold,
      location: input.location ?? current.location,
      barcode: input.barcode !== undefined ? input.barcode : current.barcode,
      expires_at: input.expiresAt !== undefined ? input.expiresAt : current.expires_at,
      notes: input.notes !== undefined ? input.notes : current.notes,
      version: sql<number>`version + 1`,
      updated_at: new Date(),
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    const counted = row.stock_quantity !== current.stock_quantity;
    // A stock count: the difference from the stock at this moment (the row is locked) joins the ledger.
    if (counted) {
      await writeStockAdjustment(tx, ctx, row, row.stock_quantity - current.stock_quantity,
        `Stock count: ${current.stock_quantity} → ${row.stock_quantity}`);
    }
    const stockChange = counted ? ` (stock ${current.stock_quantity} → ${row.stock_quantity})` : '';
    await deps.activity.record(tx, after, ctx, {
      action: 'inventory.updated', entityType: 'inventory_item', entityId: id,
      summary: `${ctx.userName} updated ${row.name} in the inventory${stockChange}`,
    });
    return presentItem(row);
  });
}

export async function deleteInventoryItem(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  requirePermission(ctx, 'inventory:delete');
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const deleted = await tx.deleteFrom('inventory_item')
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
    if (!deleted) throw errors.notFound('inventory item');
    await deps.activity.record(tx, after, ctx, {
      action: 'inventory.deleted', entityType: 'inventory_item', entityId: id,
      summary: `${ctx.userName} removed ${deleted.name} from the inventory`,
    });
  });
}

/**
 * Takes `quantity` units out of stock in one conditional statement (`… set stock = stock - q where … and stock >= q`):
 * concurrent takes queue on the row and each re-checks the condition, so stock never goes below zero and never loses
 * a take. Runs inside the caller's transaction (the dispense that records it). Absent item → 400 on `field`;
 * not enough stock → 409.
 */
export async function takeFromStock(tx: ClinicTx, ctx: ClinicContext, id: string, quantity: number, field = 'inventoryItemId') {
  const taken = await tx.updateTable('inventory_item')
    .set({ stock_quantity: sql<number>`stock_quantity - ${quantity}`, version: sql<number>`version + 1`, updated_at: new Date() })
    .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).where('stock_quantity', '>=', quantity)
    .returning(['id', 'name', 'stock_quantity', 'unit']).executeTakeFirst();
  if (taken) return taken;
  const item = await tx.selectFrom('inventory_item').select(['name', 'stock_quantity', 'unit'])
    .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).executeTakeFirst();
  if (!item) throw errors.invalidField(field, 'no such inventory item in this clinic');
  const unit = item.unit ? ` ${item.unit}` : '';
  throw errors.conflict(`Insufficient stock of ${item.name}: ${item.stock_quantity}${unit} on hand, ${quantity} requested`);
}
