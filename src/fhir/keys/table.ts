import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** migrations/0550_fhir_server.sql */
export interface FhirServerKeyTable {
  clinic_id: string;
  id: string;
  label: string;
  key_hash: string;
  created_by: string | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

export interface FhirAccessLogTable {
  clinic_id: string;
  id: string;
  key_id: string;
  interaction: 'read' | 'search-type' | 'binary';
  resource_type: string;
  /** jsonb: read as the parsed array, written as JSON text. */
  resource_ids: ColumnType<string[], string | undefined, string>;
  query: string;
  status: number;
  at: Timestamp;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    fhir_server_key: FhirServerKeyTable;
    fhir_access_log: FhirAccessLogTable;
  }
}
