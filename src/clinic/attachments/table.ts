import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AttachmentTable {
  clinic_id: string;
  id: string;
  patient_id: string;
  lab_key: string | null;
  filename: string;
  /** The type detected from the bytes (never the declared one). */
  mime_type: string;
  size_bytes: number;
  /** Lower-case hex SHA-256 of the stored bytes. */
  sha256: string;
  uploaded_by: string | null;
  uploaded_by_name: string;
  created_at: Timestamp;
}
export type AttachmentRow = Selectable<AttachmentTable>;

declare module '../../platform/db/schema.js' {
  interface Database {
    attachment: AttachmentTable;
  }
}
