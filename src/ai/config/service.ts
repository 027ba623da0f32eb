import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { PROVIDERS, type AiMode, type DeidLevel, type Effort, type Provider } from './providers.js';
import type { AiConfig, UpdateAiConfigBody } from './schema.js';
import './table.js';

type Deps = Pick<AppDeps, 'db' | 'encryptor'>;

/**
 * A user's AI settings as stored, with each provider key still encrypted. This is what `resolveAi` takes; it never
 * leaves the server. Read it with `loadAiConfig`, outside any clinic transaction (the table is per user, not per
 * clinic, and the clinic role cannot read it).
 */
export interface StoredAiConfig {
  userId: string;
  mode: AiMode;
  provider: Provider;
  localBaseUrl: string;
  localModel: string;
  defaultModel: string;
  defaultEffort: Effort;
  deidLevel: DeidLevel;
  /** Encrypted keys (`Encryptor.encrypt` output) by provider; absent when none is stored. */
  encryptedKeys: Partial<Record<Provider, string>>;
}

export const DEFAULT_AI_CONFIG: Omit<StoredAiConfig, 'userId' | 'encryptedKeys'> = {
  mode: 'auto',
  provider: 'provider_a',
  localBaseUrl: '',
  localModel: '',
  defaultModel: '',
  defaultEffort: 'medium',
  deidLevel: 'full',
};

type ConfigRow = Selectable<Database['ai_user_config']>;

function fromRow(userId: string, row: Pick<ConfigRow, 'mode' | 'provider' | 'local_base_url' | 'local_model' | 'default_model' | 'default_effort' | 'deid_level'> | undefined,
  keys: Array<{ provider: string; encrypted_key: string }>): StoredAiConfig {
  const encryptedKeys: Partial<Record<Provider, string>> = {};
  for (const k of keys) if ((PROVIDERS as readonly string[]).includes(k.provider)) encryptedKeys[k.provider as Provider] = k.encrypted_key;
  if (!row) return { userId, ...DEFAULT_AI_CONFIG, encryptedKeys };
  return {
    userId,
    mode: row.mode as AiMode,
    provider: row.provider as Provider,
    localBaseUrl: row.local_base_url,
    localModel: row.local_model,
    defaultModel: row.default_model,
    defaultEffort: row.default_effort as Effort,
    deidLevel: row.deid_level as DeidLevel,
    encryptedKeys,
  };
}

const CONFIG_COLUMNS = ['mode', 'provider', 'local_base_url', 'local_model', 'default_model', 'default_effort', 'deid_level'] as const;

/** The user's settings (defaults when never saved). Uses `deps.db`: never call it inside an open clinic transaction. */
export async function loadAiConfig(deps: Pick<AppDeps, 'db'>, userId: string): Promise<StoredAiConfig> {
  return readConfig(deps.db, userId);
}

async function readConfig(db: Kysely<Database>, userId: string): Promise<StoredAiConfig> {
  const row = await db.selectFrom('ai_user_config').select(CONFIG_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
  const keys = await db.selectFrom('ai_provider_key').select(['provider', 'encrypted_key']).where('user_id', '=', userId).execute();
  return fromRow(userId, row, keys);
}

/** The public view: every field, keys reduced to `apiKeySet` booleans. */
export function presentAiConfig(config: StoredAiConfig): AiConfig {
  return {
    mode: config.mode,
    provider: config.provider,
    localBaseUrl: config.localBaseUrl,
    localModel: config.localModel,
    defaultModel: config.defaultModel,
    defaultEffort: config.defaultEffort,
    deidLevel: config.deidLevel,
    apiKeySet: {
      provider_a: Boolean(config.encryptedKeys.provider_a),
      provider_b: Boolean(config.encryptedKeys.provider_b),
      provider_c: Boolean(config.encryptedKeys.provider_c),
    },
  };
}

export async function getAiConfig(deps: Deps, userId: string): Promise<AiConfig> {
  return presentAiConfig(await loadAiConfig(deps, userId));
}

/**
 * Applies any subset of the fields in one transaction. `apiKey` belongs to the provider selected once the update is
 * applied (the new `provider` when given, else the stored one); '' deletes that provider's key. The plaintext is
 * encrypted here and goes nowhere else.
 */
export async function updateAiConfig(deps: Deps, userId: string, input: UpdateAiConfigBody): Promise<AiConfig> {
  const changes: Partial<Record<(typeof CONFIG_COLUMNS)[number], string>> = {};
  if (input.mode !== undefined) changes.mode = input.mode;
  if (input.provider !== undefined) changes.provider = input.provider;
  if (input.localBaseUrl !== undefined) changes.local_base_url = input.localBaseUrl;
  if (input.localModel !== undefined) changes.local_model = input.localModel;
  if (input.defaultModel !== undefined) changes.default_model = input.defaultModel;
  if (input.defaultEffort !== undefined) changes.default_effort = input.defaultEffort;
  if (input.deidLevel !== undefined) changes.deid_level = input.deidLevel;
  const encrypted = input.apiKey ? deps.encryptor.encrypt(input.apiKey) : null;
  const now = new Date();

  const saved = await deps.db.transaction().execute(async (tx) => {
    // One upsert: the row lock it takes orders concurrent updates of the same user.
    const row = await tx.insertInto('ai_user_config')
      .values({ user_id: userId, ...changes, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
      .returning(['provider'])
      .executeTakeFirstOrThrow();
    if (input.apiKey !== undefined) {
      const provider = row.provider as Provider;
      if (encrypted) {
        await tx.insertInto('ai_provider_key')
          .values({ user_id: userId, provider, encrypted_key: encrypted, updated_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ encrypted_key: encrypted, updated_at: now }))
          .execute();
      } else {
        await tx.deleteFrom('ai_provider_key').where('user_id', '=', userId).where('provider', '=', provider).execute();
      }
    }
    return readConfig(tx, userId);
  });
  return presentAiConfig(saved);
}

/**
 * The plaintext key for one provider, or null when none is stored or it can no longer be decrypted (its encryption
 * key was retired). For calling the provider only: never log or return it.
 */
export function decryptProviderKey(encryptor: AppDeps['encryptor'], config: StoredAiConfig, provider: Provider): string | null {
  const stored = config.encryptedKeys[provider];
  if (!stored) return null;
  try {
    return encryptor.decrypt(stored);
  } catch {
    return null;
  }
}
