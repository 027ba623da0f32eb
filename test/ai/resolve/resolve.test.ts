import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_CONFIG, type StoredAiConfig } from '../../../src/ai/config/service.js';
import type { AiPolicy } from '../../../src/ai/policy/schema.js';
import { isRefusal, refusalError, resolveAi, resolveSpeech, type AiResolution } from '../../../src/ai/resolve.js';
import type { Role } from '../../../src/platform/auth/permissions.js';
import { createEncryptor } from '../../../src/platform/crypto/encryption.js';

const encryptor = createEncryptor({ encryptionKeys: { k1: randomBytes(32) }, activeKeyId: 'k1' });
const otherEncryptor = createEncryptor({ encryptionKeys: { k9: randomBytes(32) }, activeKeyId: 'k9' });
const KEY = { provider_a: 'sk-proj-aaa', provider_b: 'sk-ant-bbb', provider_c: 'AIza-ccc' } as const;

const ON: AiPolicy = { aiEnabled: true, disabledForEmployees: false };
const OFF: AiPolicy = { aiEnabled: false, disabledForEmployees: false };
const STAFF_OFF: AiPolicy = { aiEnabled: true, disabledForEmployees: true };

function config(overrides: Partial<Omit<StoredAiConfig, 'encryptedKeys'>> & { keys?: Array<keyof typeof KEY> } = {}): StoredAiConfig {
  const { keys = [], ...rest } = overrides;
  return {
    userId: 'u1', ...DEFAULT_AI_CONFIG, ...rest,
    encryptedKeys: Object.fromEntries(keys.map((p) => [p, encryptor.encrypt(KEY[p])])),
  };
}

function resolve(c: StoredAiConfig, requestedModel?: string | null, policy: AiPolicy = ON, role: Role = 'doctor'): AiResolution {
  return resolveAi({ config: c, policy, caller: { role }, requestedModel }, encryptor);
}

function refusedWith(r: AiResolution, reason: string, status = 400) {
  expect(r.kind).toBe('refused');
  if (!isRefusal(r)) return;
  expect(r.reason).toBe(reason);
  expect(r.status).toBe(status);
  expect(r.message.length).toBeGreaterThan(10);
  for (const k of Object.values(KEY)) expect(r.message).not.toContain(k);
}

const LOCAL = { localBaseUrl: 'http://localhost:11434', localModel: 'llama3.1:8b' };

describe('resolveAi: policy', () => {
  const matrix: Array<[Role, AiPolicy, 'allowed' | 'ai_disabled' | 'ai_disabled_for_employees']> = [
    ['owner', ON, 'allowed'], ['admin', ON, 'allowed'], ['doctor', ON, 'allowed'], ['member', ON, 'allowed'],
    ['reception', ON, 'allowed'], ['pharmacy', ON, 'allowed'], ['lab', ON, 'allowed'],
    ['owner', OFF, 'ai_disabled'], ['admin', OFF, 'ai_disabled'], ['doctor', OFF, 'ai_disabled'], ['member', OFF, 'ai_disabled'],
    ['reception', OFF, 'ai_disabled'], ['pharmacy', OFF, 'ai_disabled'], ['lab', OFF, 'ai_disabled'],
    ['owner', STAFF_OFF, 'allowed'], ['admin', STAFF_OFF, 'allowed'], ['doctor', STAFF_OFF, 'ai_disabled_for_employees'],
    ['member', STAFF_OFF, 'ai_disabled_for_employees'], ['reception', STAFF_OFF, 'ai_disabled_for_employees'],
    ['pharmacy', STAFF_OFF, 'ai_disabled_for_employees'], ['lab', STAFF_OFF, 'ai_disabled_for_employees'],
  ];
  it.each(matrix)('%s under %j → %s', (role, policy, expected) => {
    const r = resolve(config({ mode: 'api', keys: ['provider_a'] }), null, policy, role);
    if (expected === 'allowed') expect(r.kind).toBe('cloud');
    else refusedWith(r, expected, 403);
  });

  it('checks the policy before anything else (even off mode and missing keys)', () => {
    refusedWith(resolve(config({ mode: 'off' }), null, OFF), 'ai_disabled', 403);
    refusedWith(resolve(config({ mode: 'api' }), 'claude-x', STAFF_OFF, 'lab'), 'ai_disabled_for_employees', 403);
  });
});

describe('resolveAi: modes and models', () => {
  it('off mode refuses', () => {
    refusedWith(resolve(config({ mode: 'off', keys: ['provider_a'] })), 'mode_off');
    refusedWith(resolve(config({ mode: 'off', keys: ['provider_a'] }), 'gpt-4o'), 'mode_off');
  });

  it('api mode, no model anywhere: the selected provider, its fallback model and the decrypted key', () => {
    const r = resolve(config({ mode: 'api', provider: 'provider_b', keys: ['provider_b'], defaultEffort: 'high', deidLevel: 'names' }));
    expect(r).toEqual({
      kind: 'cloud', provider: 'provider_b', vendor: 'anthropic', apiKey: KEY.provider_b, model: 'claude-sonnet-4-5',
      effort: 'high', deidLevel: 'names',
    });
  });

  it('api mode without a key for the selected provider refuses with no_key naming it', () => {
    const r = resolve(config({ mode: 'api', provider: 'provider_c', keys: ['provider_a'] }));
    refusedWith(r, 'no_key');
    if (isRefusal(r)) expect(r.message).toMatch(/provider_c \(google\)/);
  });

  it('a requested model picks its provider by family, whatever provider is selected', () => {
    const c = config({ mode: 'api', provider: 'provider_a', keys: ['provider_a', 'provider_b', 'provider_c'] });
    for (const [model, provider, vendor] of [
      ['gpt-4o', 'provider_a', 'openai'], ['o3-mini', 'provider_a', 'openai'], ['o1', 'provider_a', 'openai'],
      ['chatgpt-4o-latest', 'provider_a', 'openai'], ['claude-opus-4-1', 'provider_b', 'anthropic'],
      ['gemini-2.5-pro', 'provider_c', 'google'], ['GPT-4o', 'provider_a', 'openai'],
    ] as const) {
      const r = resolve(c, model);
      expect(r, model).toMatchObject({ kind: 'cloud', provider, vendor, model, apiKey: KEY[provider] });
    }
  });

  it('a requested model whose provider has no key refuses with no_key, in api and in auto mode', () => {
    refusedWith(resolve(config({ mode: 'api', keys: ['provider_a'] }), 'claude-sonnet-4-5'), 'no_key');
    refusedWith(resolve(config({ mode: 'auto', keys: ['provider_a'], ...LOCAL }), 'gemini-2.5-pro'), 'no_key');
  });

  it('an unknown model family refuses', () => {
    refusedWith(resolve(config({ mode: 'api', keys: ['provider_a'] }), 'llama3'), 'unknown_model');
    refusedWith(resolve(config({ mode: 'auto', keys: ['provider_a'] }), 'o'), 'unknown_model');
    refusedWith(resolve(config({ mode: 'api', keys: ['provider_a'] }), 'ollama/gpt-4o'), 'unknown_model');
  });

  it('the defaultModel stands in when no model is requested; a blank request counts as none', () => {
    const c = config({ mode: 'api', defaultModel: 'gemini-2.5-flash', keys: ['provider_c'] });
    expect(resolve(c)).toMatchObject({ kind: 'cloud', provider: 'provider_c', model: 'gemini-2.5-flash' });
    expect(resolve(c, '  ')).toMatchObject({ kind: 'cloud', model: 'gemini-2.5-flash' });
    expect(resolve(c, null)).toMatchObject({ kind: 'cloud', model: 'gemini-2.5-flash' });
  });

  it('the local sentinel goes to the local server, with the OpenAI-compatible base', () => {
    expect(resolve(config({ mode: 'api', keys: ['provider_a'], ...LOCAL }), 'local')).toEqual({
      kind: 'local', baseUrl: LOCAL.localBaseUrl, openAiBaseUrl: 'http://localhost:11434/v1', model: 'llama3.1:8b', effort: 'medium',
    });
    expect(resolve(config({ mode: 'local', ...LOCAL, localBaseUrl: 'http://127.0.0.1:1234/v1/' }))).toMatchObject({
      kind: 'local', openAiBaseUrl: 'http://127.0.0.1:1234/v1',
    });
    expect(resolve(config({ mode: 'auto', defaultModel: 'local', keys: ['provider_a'], ...LOCAL }))).toMatchObject({ kind: 'local' });
  });

  it('a local target needs a URL, an allowed one, and a model', () => {
    refusedWith(resolve(config({ mode: 'local' })), 'no_local_server');
    refusedWith(resolve(config({ mode: 'api', keys: ['provider_a'] }), 'local'), 'no_local_server');
    refusedWith(resolve(config({ mode: 'local', localBaseUrl: 'http://localhost:11434' })), 'no_local_model');
    refusedWith(resolve(config({ mode: 'local', localBaseUrl: 'http://169.254.169.254', localModel: 'x' })), 'local_url_not_allowed');
  });

  it('local mode keeps AI local: a requested cloud model is refused, a cloud defaultModel is ignored', () => {
    const c = config({ mode: 'local', keys: ['provider_a'], defaultModel: 'gpt-4o', ...LOCAL });
    refusedWith(resolve(c, 'gpt-4o'), 'cloud_model_in_local_mode');
    expect(resolve(c)).toMatchObject({ kind: 'local', model: 'llama3.1:8b' });
  });

  it('auto mode: the selected provider\'s key when stored, else the local server, else refused', () => {
    expect(resolve(config({ mode: 'auto', provider: 'provider_a', keys: ['provider_a'], ...LOCAL })))
      .toMatchObject({ kind: 'cloud', provider: 'provider_a', model: 'gpt-4.1-mini', apiKey: KEY.provider_a });
    expect(resolve(config({ mode: 'auto', provider: 'provider_b', keys: ['provider_a'], ...LOCAL }))).toMatchObject({ kind: 'local' });
    refusedWith(resolve(config({ mode: 'auto', provider: 'provider_b', keys: ['provider_a'] })), 'no_ai_configured');
    refusedWith(resolve(config({ mode: 'auto' })), 'no_ai_configured');
    // A local URL without a model: the local refusal is the clearer reason.
    refusedWith(resolve(config({ mode: 'auto', localBaseUrl: 'http://localhost:11434' })), 'no_local_model');
  });

  it('auto mode with a cloud defaultModel lacking a key falls back to local when set up, else refuses', () => {
    expect(resolve(config({ mode: 'auto', defaultModel: 'claude-sonnet-4-5', ...LOCAL }))).toMatchObject({ kind: 'local' });
    refusedWith(resolve(config({ mode: 'auto', defaultModel: 'claude-sonnet-4-5' })), 'no_ai_configured');
    expect(resolve(config({ mode: 'auto', defaultModel: 'claude-sonnet-4-5', keys: ['provider_b'], ...LOCAL })))
      .toMatchObject({ kind: 'cloud', provider: 'provider_b', model: 'claude-sonnet-4-5' });
  });

  it('a key sealed with a key that is gone refuses with key_unreadable, not a crash', () => {
    const c = config({ mode: 'api', keys: ['provider_a'] });
    const r = resolveAi({ config: c, policy: ON, caller: { role: 'owner' }, requestedModel: null }, otherEncryptor);
    refusedWith(r, 'key_unreadable');
    refusedWith(resolveAi({ config: config({ mode: 'auto', keys: ['provider_a'], ...LOCAL }), policy: ON, caller: { role: 'owner' } }, otherEncryptor), 'key_unreadable');
  });
});

describe('resolveSpeech', () => {
  const speech = (c: StoredAiConfig, policy: AiPolicy = ON, role: Role = 'doctor') => resolveSpeech({ config: c, policy, caller: { role } }, encryptor);

  it('prefers the selected provider when it is speech-capable, else another speech-capable key', () => {
    expect(speech(config({ mode: 'api', provider: 'provider_c', keys: ['provider_a', 'provider_c'] })))
      .toEqual({ kind: 'cloud', provider: 'provider_c', vendor: 'google', apiKey: KEY.provider_c });
    expect(speech(config({ mode: 'auto', provider: 'provider_b', keys: ['provider_b', 'provider_a'] })))
      .toEqual({ kind: 'cloud', provider: 'provider_a', vendor: 'openai', apiKey: KEY.provider_a });
  });

  it('uses the local server in local mode, and in auto mode without a speech-capable key', () => {
    const local = { kind: 'local', baseUrl: LOCAL.localBaseUrl, openAiBaseUrl: 'http://localhost:11434/v1' };
    expect(speech(config({ mode: 'local', keys: ['provider_a'], ...LOCAL }))).toEqual(local);
    expect(speech(config({ mode: 'auto', provider: 'provider_b', keys: ['provider_b'], ...LOCAL }))).toEqual(local);
    expect(speech(config({ mode: 'auto', provider: 'provider_b', keys: ['provider_c'], ...LOCAL }))).toMatchObject({ kind: 'cloud', provider: 'provider_c' });
  });

  it('refuses without a speech-capable key or a local server, in off mode, and under the policy', () => {
    refusedWith(speech(config({ mode: 'api', provider: 'provider_b', keys: ['provider_b'], ...LOCAL })) as AiResolution, 'no_speech_key');
    refusedWith(speech(config({ mode: 'local', keys: ['provider_a'] })) as AiResolution, 'no_speech_key');
    refusedWith(speech(config({ mode: 'off', keys: ['provider_a'] })) as AiResolution, 'mode_off');
    refusedWith(speech(config({ mode: 'api', keys: ['provider_a'] }), STAFF_OFF, 'reception') as AiResolution, 'ai_disabled_for_employees', 403);
  });
});

describe('refusalError', () => {
  it('maps policy refusals to 403 ai_disabled and the rest to 400 ai_unavailable, with the reason', () => {
    const policy = resolve(config({ mode: 'api', keys: ['provider_a'] }), null, OFF);
    const settings = resolve(config({ mode: 'api' }));
    if (!isRefusal(policy) || !isRefusal(settings)) throw new Error('expected refusals');
    expect(refusalError(policy)).toMatchObject({ status: 403, code: 'ai_disabled', extra: { reason: 'ai_disabled' } });
    expect(refusalError(settings)).toMatchObject({ status: 400, code: 'ai_unavailable', extra: { reason: 'no_key' } });
  });
});
