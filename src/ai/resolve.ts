import type { ClinicContext } from '../platform/auth/context.js';
import type { Role } from '../platform/auth/permissions.js';
import type { Encryptor } from '../platform/crypto/encryption.js';
import { AppError } from '../platform/http/errors.js';
import type { AppDeps } from '../platform/http/route-module.js';
import {
  FALLBACK_MODELS, LOCAL_MODEL, PROVIDER_VENDOR, providerForModel, SPEECH_PROVIDERS,
  type DeidLevel, type Effort, type Provider, type Vendor,
} from './config/providers.js';
import { loadAiConfig, type StoredAiConfig } from './config/service.js';
import { checkLocalBaseUrl, openAiCompatibleBaseUrl } from './local-server.js';
import type { AiPolicy } from './policy/schema.js';
import { aiAccess, getAiPolicy } from './policy/service.js';

/**
 * Where one AI call goes. The chat agent and the scribe call `resolveAi` (or `resolveAiFor`) once per request and
 * act on the answer; they never read the settings themselves.
 */
export type AiTarget =
  | {
    kind: 'cloud';
    provider: Provider;
    vendor: Vendor;
    /** Decrypted; for the provider call only. Never log it, return it or put it in an error. */
    apiKey: string;
    model: string;
    effort: Effort;
    /** The user's de-identification level; every cloud call de-identifies at this level. */
    deidLevel: DeidLevel;
  }
  | {
    kind: 'local';
    /** The user's base URL as saved. */
    baseUrl: string;
    /** Where an OpenAI-compatible client points (`<root>/v1`). */
    openAiBaseUrl: string;
    model: string;
    effort: Effort;
  };

export type AiRefusalReason =
  | 'ai_disabled' // clinic policy: AI off for everyone
  | 'ai_disabled_for_employees' // clinic policy: AI for owners and admins only
  | 'mode_off' // the user switched the assistant off
  | 'no_key' // no key stored for the provider the model needs
  | 'key_unreadable' // a key is stored but its encryption key is gone
  | 'no_ai_configured' // auto mode with neither a key nor a local server
  | 'no_local_server' // local target but no localBaseUrl
  | 'no_local_model' // local target but no localModel
  | 'local_url_not_allowed' // the saved localBaseUrl fails today's safety check
  | 'unknown_model' // the model id belongs to no known family
  | 'cloud_model_in_local_mode' // a cloud model was asked for while the user keeps AI local
  | 'no_speech_key'; // speech-to-text needs a speech-capable cloud key

export interface AiRefusal {
  kind: 'refused';
  reason: AiRefusalReason;
  /** 403 for policy refusals, 400 for settings the user can fix. */
  status: 400 | 403;
  /** A sentence for the user; contains no key. */
  message: string;
}

export type AiResolution = AiTarget | AiRefusal;

export interface ResolveInput {
  /** From `loadAiConfig` (keys still encrypted). */
  config: StoredAiConfig;
  /** The clinic's policy (`readAiPolicy` / `getAiPolicy`). */
  policy: AiPolicy;
  /** The caller's role in the clinic. */
  caller: { role: Role };
  /** The model id the request names (`local`, `gpt-*`, `claude-*`, …); empty or absent → the user's defaultModel. */
  requestedModel?: string | null;
}

type KeyLookup = { key: string } | { missing: true } | { unreadable: true };

function refuse(reason: AiRefusalReason, message: string, status: 400 | 403 = 400): AiRefusal {
  return { kind: 'refused', reason, status, message };
}

function keyFor(config: StoredAiConfig, provider: Provider, encryptor: Pick<Encryptor, 'decrypt'>): KeyLookup {
  const stored = config.encryptedKeys[provider];
  if (!stored) return { missing: true };
  try {
    return { key: encryptor.decrypt(stored) };
  } catch {
    return { unreadable: true };
  }
}

function providerLabel(p: Provider): string {
  return `${p} (${PROVIDER_VENDOR[p]})`;
}

function noKey(provider: Provider): AiRefusal {
  return refuse('no_key', `No API key is stored for ${providerLabel(provider)}. Add one in your AI settings.`);
}

function unreadableKey(provider: Provider): AiRefusal {
  return refuse('key_unreadable', `The stored ${providerLabel(provider)} key can no longer be decrypted. Enter it again in your AI settings.`);
}

function localTarget(config: StoredAiConfig): AiResolution {
  if (!config.localBaseUrl) return refuse('no_local_server', 'No local model server is set up. Set localBaseUrl in your AI settings.');
  const check = checkLocalBaseUrl(config.localBaseUrl);
  if (!check.ok) return refuse('local_url_not_allowed', `The saved local server URL is not allowed: ${check.message}.`);
  if (!config.localModel) return refuse('no_local_model', 'No local model is chosen. Set localModel in your AI settings.');
  return {
    kind: 'local', baseUrl: config.localBaseUrl, openAiBaseUrl: openAiCompatibleBaseUrl(config.localBaseUrl),
    model: config.localModel, effort: config.defaultEffort,
  };
}

function cloudTarget(config: StoredAiConfig, provider: Provider, model: string, key: string): AiTarget {
  return {
    kind: 'cloud', provider, vendor: PROVIDER_VENDOR[provider], apiKey: key, model,
    effort: config.defaultEffort, deidLevel: config.deidLevel,
  };
}

/**
 * Decides where a call goes, in this order:
 * 1. the clinic policy (403 refusals);
 * 2. `off` mode;
 * 3. the model: the requested id, else the user's `defaultModel`, else none;
 *    - `local` → the local server (needs localBaseUrl and localModel);
 *    - a cloud id → its provider's key. In `local` mode an explicitly requested cloud model is refused and a cloud
 *      `defaultModel` is ignored (the user keeps AI local). In `auto` mode a `defaultModel` whose provider has no key
 *      falls back to the local server when one is set up; an explicitly requested one is refused;
 *    - an unknown family → refused;
 *    - none → `api`: the selected provider and its fallback model; `local`: the local server; `auto`: the selected
 *      provider when its key is stored, else the local server when set up, else refused.
 * Pure apart from decrypting the one key it returns.
 */
export function resolveAi(input: ResolveInput, encryptor: Pick<Encryptor, 'decrypt'>): AiResolution {
  const { config, policy, caller } = input;
  const access = aiAccess(caller, policy);
  if (!access.allowed) return refuse(access.reason, access.message, 403);
  if (config.mode === 'off') return refuse('mode_off', 'Your AI assistant is switched off. Choose another mode in your AI settings.');

  const requested = input.requestedModel?.trim() || null;
  const model = requested ?? (config.defaultModel.trim() || null);
  const explicit = requested !== null;

  if (model === LOCAL_MODEL) return localTarget(config);
  if (model !== null) {
    const provider = providerForModel(model);
    if (!provider) {
      return refuse('unknown_model', `Unknown model "${model.slice(0, 100)}": use "local" or a gpt-*, o<digit>*, chatgpt-*, claude-* or gemini-* model id.`);
    }
    if (config.mode === 'local') {
      if (explicit) return refuse('cloud_model_in_local_mode', `Your AI mode is local, so the cloud model "${model.slice(0, 100)}" is not used. Switch to api or auto mode to use it.`);
      return localTarget(config);
    }
    const key = keyFor(config, provider, encryptor);
    if ('key' in key) return cloudTarget(config, provider, model, key.key);
    if ('unreadable' in key) return unreadableKey(provider);
    if (config.mode === 'auto' && !explicit) return config.localBaseUrl ? localTarget(config) : noCloudNoLocal(provider);
    return noKey(provider);
  }

  switch (config.mode) {
    case 'local':
      return localTarget(config);
    case 'api': {
      const key = keyFor(config, config.provider, encryptor);
      if ('key' in key) return cloudTarget(config, config.provider, FALLBACK_MODELS[config.provider], key.key);
      return 'unreadable' in key ? unreadableKey(config.provider) : noKey(config.provider);
    }
    case 'auto': {
      const key = keyFor(config, config.provider, encryptor);
      if ('key' in key) return cloudTarget(config, config.provider, FALLBACK_MODELS[config.provider], key.key);
      if ('unreadable' in key) return unreadableKey(config.provider);
      return config.localBaseUrl ? localTarget(config) : noCloudNoLocal(config.provider);
    }
  }
}

function noCloudNoLocal(provider: Provider): AiRefusal {
  return refuse('no_ai_configured', `Auto mode found no API key for ${providerLabel(provider)} and no local model server. Add a key or set up a local server in your AI settings.`);
}

export type SpeechTarget =
  | { kind: 'cloud'; provider: Provider; vendor: Vendor; apiKey: string }
  | { kind: 'local'; baseUrl: string; openAiBaseUrl: string };

/**
 * The speech-to-text target for the scribe (decisions.md §12): a speech-capable provider (§5) with a stored key, the
 * selected provider first, then provider_a before provider_c. `local` mode: the local server (whether it offers
 * `/v1/audio/transcriptions` is known only by asking it); `auto` with no speech-capable key falls back to the local
 * server when one is set up, as auto does for chat. `off` and the policy are refused. `no_speech_key` is the scribe's
 * cue to answer 400 `no_speech_provider`, so the client falls back to a pasted transcript.
 */
export function resolveSpeech(input: Omit<ResolveInput, 'requestedModel'>, encryptor: Pick<Encryptor, 'decrypt'>): SpeechTarget | AiRefusal {
  const { config, policy, caller } = input;
  const access = aiAccess(caller, policy);
  if (!access.allowed) return refuse(access.reason, access.message, 403);
  if (config.mode === 'off') return refuse('mode_off', 'Your AI assistant is switched off. Choose another mode in your AI settings.');
  if (config.mode === 'local') return localSpeech(config);
  const order = [config.provider, ...SPEECH_PROVIDERS].filter((p, i, all) => SPEECH_PROVIDERS.includes(p) && all.indexOf(p) === i);
  for (const provider of order) {
    const key = keyFor(config, provider, encryptor);
    if ('key' in key) return { kind: 'cloud', provider, vendor: PROVIDER_VENDOR[provider], apiKey: key.key };
  }
  if (config.mode === 'auto' && config.localBaseUrl) return localSpeech(config);
  return refuse('no_speech_key', 'No speech-capable API key (provider_a or provider_c) is stored; paste a transcript instead.');
}

function localSpeech(config: StoredAiConfig): SpeechTarget | AiRefusal {
  if (!config.localBaseUrl) return refuse('no_speech_key', 'Your AI mode is local and no local model server is set up; paste a transcript instead.');
  const check = checkLocalBaseUrl(config.localBaseUrl);
  if (!check.ok) return refuse('local_url_not_allowed', `The saved local server URL is not allowed: ${check.message}.`);
  return { kind: 'local', baseUrl: config.localBaseUrl, openAiBaseUrl: openAiCompatibleBaseUrl(config.localBaseUrl) };
}

/** The refusal as the service's error: 403 `ai_disabled` for the policy, 400 `ai_unavailable` otherwise. */
export function refusalError(refusal: AiRefusal): AppError {
  if (refusal.status === 403) return new AppError(403, 'ai_disabled', 'AI disabled', refusal.message, { reason: refusal.reason });
  return new AppError(400, 'ai_unavailable', 'AI unavailable', refusal.message, { reason: refusal.reason });
}

export function isRefusal<T extends { kind: string }>(r: T | AiRefusal): r is AiRefusal {
  return r.kind === 'refused';
}

/**
 * The caller's settings (outside any clinic transaction) and the clinic policy (in its own short clinic
 * transaction): what both resolutions read.
 */
async function loadResolveInput(deps: Pick<AppDeps, 'db'>, ctx: ClinicContext): Promise<Omit<ResolveInput, 'requestedModel'>> {
  const config = await loadAiConfig(deps, ctx.userId);
  const policy = await getAiPolicy(deps, ctx);
  return { config, policy, caller: ctx };
}

/** Loads what the resolution reads, then resolves. Call it before opening a clinic transaction, never inside one. */
export async function resolveAiFor(deps: Pick<AppDeps, 'db' | 'encryptor'>, ctx: ClinicContext, requestedModel?: string | null): Promise<AiResolution> {
  return resolveAi({ ...(await loadResolveInput(deps, ctx)), requestedModel }, deps.encryptor);
}

/** `resolveSpeech` for the caller, loading as `resolveAiFor` does (and, like it, never inside a clinic transaction). */
export async function resolveSpeechFor(deps: Pick<AppDeps, 'db' | 'encryptor'>, ctx: ClinicContext): Promise<SpeechTarget | AiRefusal> {
  return resolveSpeech(await loadResolveInput(deps, ctx), deps.encryptor);
}

/** `resolveAiFor`, throwing the refusal as an error (403 policy / 400 settings). */
export async function requireAiTarget(deps: Pick<AppDeps, 'db' | 'encryptor'>, ctx: ClinicContext, requestedModel?: string | null): Promise<AiTarget> {
  const resolution = await resolveAiFor(deps, ctx, requestedModel);
  if (isRefusal(resolution)) throw refusalError(resolution);
  return resolution;
}

