import { z } from 'zod';
import { checkLocalBaseUrl } from '../local-server.js';
import {
  AI_MODES, DEID_LEVELS, EFFORTS, LOCAL_MODEL, MODEL_ID_PATTERN, normaliseProvider, PROVIDERS, providerForModel, type Provider,
} from './providers.js';

/** `provider_a` | `provider_b` | `provider_c`, also accepting `openai`, `anthropic`, `google` (any case). */
export const ProviderInput = z.string().max(40)
  .transform((value, ctx) => {
    const provider = normaliseProvider(value);
    if (!provider) {
      ctx.addIssue({ code: 'custom', message: 'must be provider_a, provider_b or provider_c (or openai, anthropic, google)' });
      return z.NEVER;
    }
    return provider;
  })
  .meta({ description: 'provider_a | provider_b | provider_c; the aliases openai, anthropic, google are accepted' });

/** A local server base URL, or '' for none. Only http(s); link-local and cloud-metadata addresses are refused. */
export const LocalBaseUrl = z.string().trim().max(2048).superRefine((value, ctx) => {
  if (value === '') return;
  const check = checkLocalBaseUrl(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
});

export const LocalModelName = z.string().trim().max(200)
  .regex(/^$|^[A-Za-z0-9][\w.:/@+-]*$/, 'letters, digits and . _ - : / @ + only');

/** '' (none), the sentinel `local`, or a model id of a known family. */
export const ModelId = z.string().trim().max(200).superRefine((value, ctx) => {
  if (value === '' || value === LOCAL_MODEL) return;
  if (!MODEL_ID_PATTERN.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'letters, digits and . _ - : / @ + only' });
    return;
  }
  if (!providerForModel(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be "local" or a model id of a known provider (gpt-*, o<digit>*, chatgpt-*, claude-*, gemini-*)' });
  }
});

/** A provider API key as typed: printable ASCII without blanks, or '' to clear the stored key. */
export const ApiKeyInput = z.string().trim().max(1000)
  .regex(/^[\x21-\x7e]*$/, 'must be printable characters without spaces')
  .meta({ description: 'Write-only. The key of the provider selected after this update is applied; "" clears it. Never returned.', writeOnly: true });

export const ApiKeySet = z.object({ provider_a: z.boolean(), provider_b: z.boolean(), provider_c: z.boolean() });

export const AiConfig = z.object({
  mode: z.enum(AI_MODES).describe('api: cloud key; local: local model server; auto: cloud key when one is set, otherwise local; off'),
  provider: z.enum(PROVIDERS),
  localBaseUrl: z.string().describe('Base URL of the local model server ("" when none)'),
  localModel: z.string().describe('Model name on the local server ("" when none)'),
  defaultModel: z.string().describe('Default model id: "local", a gpt-*/o<digit>*/chatgpt-*, claude-* or gemini-* id, or "" for the provider\'s default'),
  defaultEffort: z.enum(EFFORTS),
  deidLevel: z.enum(DEID_LEVELS),
  apiKeySet: ApiKeySet.describe('Whether a key is stored, per provider. Keys are never returned'),
}).meta({ id: 'AiConfig' });
export type AiConfig = z.infer<typeof AiConfig>;

export const AiConfigResponse = z.object({ config: AiConfig }).meta({ id: 'AiConfigResponse' });

export const UpdateAiConfigBody = z.object({
  mode: z.enum(AI_MODES).optional(),
  provider: ProviderInput.optional(),
  localBaseUrl: LocalBaseUrl.optional(),
  localModel: LocalModelName.optional(),
  defaultModel: ModelId.optional(),
  defaultEffort: z.enum(EFFORTS).optional(),
  deidLevel: z.enum(DEID_LEVELS).optional(),
  apiKey: ApiKeyInput.optional(),
}).meta({ id: 'AiConfigUpdate', description: 'Any subset of the AI config fields, plus the write-only apiKey. apiKeySet is read-only and ignored.' });
export type UpdateAiConfigBody = z.infer<typeof UpdateAiConfigBody>;

export const AiTestBody = z.object({
  mode: z.enum(AI_MODES).optional(),
  localBaseUrl: LocalBaseUrl.optional(),
  localModel: LocalModelName.optional(),
  provider: ProviderInput.optional(),
}).meta({ description: 'Each field overrides the saved config for this test only; nothing is saved.' });

export const AiTestResult = z.object({
  ok: z.boolean(),
  message: z.string(),
  reachable: z.boolean().optional().describe('For local tests: whether the server answered with a model list'),
  modelCount: z.number().int().optional().describe('For local tests: how many models the server lists (never their names)'),
  localModelListed: z.boolean().optional().describe('For local tests: whether your localModel is among them'),
}).meta({ id: 'AiTestResult' });

export type { Provider };
