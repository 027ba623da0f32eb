import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Per-user AI settings (migrations/0400_ai.sql): not clinic tables, no clinic_id, unreachable by the clinic role. */
export interface AiUserConfigTable {
  user_id: string;
  mode: Generated<string>;
  provider: Generated<string>;
  local_base_url: Generated<string>;
  local_model: Generated<string>;
  default_model: Generated<string>;
  default_effort: Generated<string>;
  deid_level: Generated<string>;
  updated_at: Timestamp;
}

export interface AiProviderKeyTable {
  user_id: string;
  provider: string;
  /** `Encryptor.encrypt` output; never the plaintext. */
  encrypted_key: string;
  updated_at: Timestamp;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    ai_user_config: AiUserConfigTable;
    ai_provider_key: AiProviderKeyTable;
  }
}
