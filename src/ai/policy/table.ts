import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The clinic's AI policy (migrations/0400_ai.sql): one row per clinic, RLS-bound; no row means the defaults. */
export interface AiPolicyTable {
  clinic_id: string;
  ai_enabled: boolean;
  disabled_for_employees: boolean;
  updated_by: string | null;
  updated_at: Timestamp;
}

declare module '../../platform/db/schema.js' {
  interface Database { ai_policy: AiPolicyTable }
}
