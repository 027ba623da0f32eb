import type { ColumnType, Selectable } from 'kysely';

export interface DispenseTable {
  clinic_id: string;
  id: string;
  file_number: string;
  name: string;
  initials: string;
  medication: string;
  dose: string;
  quantity: number;
  unit: string;
  prescription_id: string | null;
  inventory_item_id: string | null;
  dispensed_by: string | null;
  dispensed_by_name: string;
  dispensed_at: ColumnType<Date, Date | string, never>;
  notes: string | null;
  kind: ColumnType<'dispense' | 'adjustment', 'dispense' | 'adjustment' | undefined, never>;
}
export type DispenseRow = Selectable<DispenseTable>;

declare module '../../platform/db/schema.js' {
  interface Database { dispense: DispenseTable }
}
