import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: read as the parsed value, written as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;

/** migrations/0540_integration_config.sql: one row per clinic and integration type. */
export interface IntegrationConfigTable {
  clinic_id: string;
  type: string;
  endpoint: string;
  enabled: boolean;
  /** `Encryptor.encrypt` output of the credential JSON; null when none is stored. Never the plaintext. */
  encrypted_credentials: string | null;
  settings: Json<Record<string, unknown>>;
  updated_by: string | null;
  updated_at: Timestamp;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    integration_config: IntegrationConfigTable;
  }
}
