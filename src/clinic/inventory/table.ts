import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface InventoryItemTable {
  clinic_id: string;
  id: string;
  name: string;
  form: string;
  strength: string;
  unit: string;
  stock_quantity: number;
  reorder_threshold: number;
  location: string;
  barcode: string | null;
  expires_at: string | null;
  notes: string | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}
export type InventoryItemRow = Selectable<InventoryItemTable>;

declare module '../../platform/db/schema.js' {
  interface Database { inventory_item: InventoryItemTable }
}
