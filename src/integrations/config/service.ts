import type { Selectable } from 'kysely';
import { requireElevated, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError, errors, type FieldError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { checkEndpointUrl, integrationPolicy } from '../../platform/outbound/index.js';
import {
  CREDENTIAL_SHAPES, INTEGRATION_TYPES, SETTINGS_SHAPES,
  type CredentialsByType, type IntegrationConfig, type IntegrationType, type SaveIntegrationBody, type SettingsByType,
} from './schema.js';
import './table.js';

type Deps = Pick<AppDeps, 'db' | 'activity' | 'encryptor' | 'config'>;
type Row = Selectable<Database['integration_config']>;

const LABELS: Record<IntegrationType, string> = { fhir: 'FHIR', eprescribe: 'e-prescribing', claims: 'claims' };

/** A configuration as the integration code uses it: credentials decrypted, for calling the remote only. */
export interface UsableIntegration<T extends IntegrationType> {
  type: T;
  endpoint: string;
  /** null when none is stored (or it was sealed with a key that has since been retired). Never log or return it. */
  credentials: CredentialsByType[T] | null;
  settings: SettingsByType[T];
}

function present(type: IntegrationType, row: Row | undefined): IntegrationConfig {
  if (!row) return { type, endpoint: '', enabled: false, hasCredentials: false, settings: {}, updatedAt: null };
  return {
    type,
    endpoint: row.endpoint,
    enabled: row.enabled,
    hasCredentials: row.encrypted_credentials !== null,
    settings: row.settings ?? {},
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Every type for the caller's clinic (any member); a type never saved reads as endpoint "", disabled. */
export async function listIntegrations(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext): Promise<IntegrationConfig[]> {
  const rows = await withClinicTx(deps.db, ctx, (tx) => tx.selectFrom('integration_config').selectAll()
    .where('clinic_id', '=', ctx.clinicId).execute());
  return INTEGRATION_TYPES.map((type) => present(type, rows.find((r) => r.type === type)));
}

/**
 * Saves one type's configuration (owner/admin). `credentials` omitted keeps the stored blob, "" clears it, otherwise
 * it must be JSON of the type's shape; `settings` omitted keeps the stored settings. An enabled integration needs an
 * endpoint, and an endpoint must pass the outbound policy (400 `endpoint_not_allowed`). One activity row per save,
 * naming what changed, never a secret.
 */
export async function saveIntegration(deps: Deps, ctx: ClinicContext, type: IntegrationType, input: SaveIntegrationBody): Promise<IntegrationConfig> {
  requireElevated(ctx);
  const endpoint = input.endpoint.trim();
  if (input.enabled && endpoint === '') throw errors.invalidField('endpoint', 'is required when the integration is enabled');
  if (endpoint !== '') await checkEndpointUrl(endpoint, { ...integrationPolicy(deps.config), field: 'endpoint' });
  const credentials = input.credentials === undefined ? undefined : parseCredentials(type, input.credentials);
  const settings = input.settings === undefined ? undefined : parseShape(SETTINGS_SHAPES[type], input.settings, 'settings');
  const encrypted = credentials === undefined ? undefined : credentials === null ? null : deps.encryptor.encrypt(JSON.stringify(credentials));
  const now = new Date();

  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const before = await tx.selectFrom('integration_config').selectAll()
      .where('clinic_id', '=', ctx.clinicId).where('type', '=', type).forUpdate().executeTakeFirst();
    const changes = {
      endpoint, enabled: input.enabled, updated_by: ctx.userId, updated_at: now,
      ...(encrypted !== undefined ? { encrypted_credentials: encrypted } : {}),
      ...(settings !== undefined ? { settings: JSON.stringify(settings) } : {}),
    };
    const row = await tx.insertInto('integration_config')
      .values({ clinic_id: ctx.clinicId, type, ...changes })
      .onConflict((oc) => oc.columns(['clinic_id', 'type']).doUpdateSet(changes))
      .returningAll()
      .executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'integration.updated', entityType: 'integration', entityId: type,
      summary: `${ctx.userName} saved the ${LABELS[type]} integration: ${describeChanges(before, row, credentials)}`,
    });
    return present(type, row);
  });
}

/** What a save changed, in words without values: endpoints can carry tokens in their query, settings are business data. */
function describeChanges(before: Row | undefined, after: Row, credentials: object | null | undefined): string {
  const parts = [after.enabled ? 'enabled' : 'disabled'];
  if ((before?.endpoint ?? '') !== after.endpoint) parts.push(after.endpoint ? 'endpoint changed' : 'endpoint cleared');
  if (credentials === null) parts.push('credentials cleared');
  else if (credentials !== undefined) parts.push('credentials replaced');
  if (JSON.stringify(before?.settings ?? {}) !== JSON.stringify(after.settings ?? {})) parts.push('settings changed');
  return parts.join(', ');
}

function parseCredentials<T extends IntegrationType>(type: T, blob: string): CredentialsByType[T] | null {
  if (blob.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(blob);
  } catch {
    throw errors.invalidField('credentials', 'must be JSON text (or "" to clear)');
  }
  return parseShape(CREDENTIAL_SHAPES[type], json, 'credentials') as CredentialsByType[T];
}

function parseShape<S extends (typeof SETTINGS_SHAPES)[IntegrationType] | (typeof CREDENTIAL_SHAPES)[IntegrationType]>(
  schema: S, value: unknown, prefix: string,
): ReturnType<S['parse']> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as ReturnType<S['parse']>;
  const fieldErrors: FieldError[] = parsed.error.issues.flatMap((issue) => {
    // An unknown key is reported at the key itself, so the 400 names it.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    return keys.map((key) => ({
      path: [prefix, ...issue.path.map(String), ...(key === undefined ? [] : [key])].join('.'),
      message: issue.code === 'unrecognized_keys' ? 'is not a field of this shape' : issue.message,
    }));
  });
  throw errors.fields(fieldErrors);
}

/**
 * The clinic's configuration of one type for calling it: 409 `integration_disabled` when it is unset or disabled.
 * Any member may use it (the operation itself checks its own permission first).
 */
export async function requireEnabledIntegration<T extends IntegrationType>(
  deps: Pick<AppDeps, 'db' | 'encryptor'>, ctx: ClinicContext, type: T,
): Promise<UsableIntegration<T>> {
  const row = await withClinicTx(deps.db, ctx, (tx) => tx.selectFrom('integration_config').selectAll()
    .where('clinic_id', '=', ctx.clinicId).where('type', '=', type).executeTakeFirst());
  if (!row || !row.enabled || !row.endpoint) {
    throw new AppError(409, 'integration_disabled', 'Integration disabled',
      `The ${LABELS[type]} integration is not enabled for this clinic; an owner or admin can enable it under integrations`);
  }
  return usable(deps, type, row);
}

/** The configuration of one type whether enabled or not (connection tests run before enabling); null when unset. */
export async function loadIntegration<T extends IntegrationType>(
  deps: Pick<AppDeps, 'db' | 'encryptor'>, ctx: ClinicContext, type: T,
): Promise<UsableIntegration<T> | null> {
  const row = await withClinicTx(deps.db, ctx, (tx) => tx.selectFrom('integration_config').selectAll()
    .where('clinic_id', '=', ctx.clinicId).where('type', '=', type).executeTakeFirst());
  return row ? usable(deps, type, row) : null;
}

function usable<T extends IntegrationType>(deps: Pick<AppDeps, 'encryptor'>, type: T, row: Row): UsableIntegration<T> {
  let credentials: CredentialsByType[T] | null = null;
  if (row.encrypted_credentials) {
    try {
      credentials = JSON.parse(deps.encryptor.decrypt(row.encrypted_credentials)) as CredentialsByType[T];
    } catch {
      credentials = null; // sealed with a retired key: behaves as "no credentials" until saved again
    }
  }
  return { type, endpoint: row.endpoint, credentials, settings: (row.settings ?? {}) as SettingsByType[T] };
}
