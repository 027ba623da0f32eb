import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PrescriptionStatus } from './schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PrescriptionTable {
  clinic_id: string;
  id: string;
  file_number: string;
  name: string;
  initials: string;
  medication: string;
  dose: string;
  frequency: string;
  prescriber: string;
  /** User id of whoever created the row (the prescriber text may name someone else). */
  prescribed_by: string | null;
  prescribed_at: string;
  start_date: string | null;
  end_date: string | null;
  status: PrescriptionStatus;
  duration: string | null;
  notes: string | null;
  source: 'manual' | 'ai';
  /** numeric(9,3): the driver returns it as text. */
  quantity: ColumnType<string | null, number | null | undefined, number | null>;
  quantity_unit: string | null;
  days_supply: number | null;
  refills: number | null;
  ndc: string | null;
  rxnorm_code: string | null;
  substitution_allowed: boolean | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}
export type PrescriptionRow = Selectable<PrescriptionTable>;

declare module '../../platform/db/schema.js' {
  interface Database { prescription: PrescriptionTable }
}
