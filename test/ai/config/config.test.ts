import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClinicTx } from '../../../src/platform/db/clinic-tx.js';
import { anonymous, type Actor } from '../../support/client.js';
import { seedClinic, signUp, signUpWithClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
/** Every response of this file, to prove that no key ever comes back in any of them. */
const responses: LightMyRequestResponse[] = [];
const KEYS = {
  a: 'sk-proj-AAAAplaintextKeyForOpenAI0001',
  b: 'sk-ant-BBBBplaintextKeyForAnthropic02',
  c: 'AIzaCCCCplaintextKeyForGemini000003',
  a2: 'sk-proj-SECONDkeyForOpenAI99999999',
};

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app, ['owner', 'doctor']);
});
afterAll(async () => {
  await t?.close();
});

async function call(actor: Actor, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) {
  const res = await actor.request(method, url, body);
  responses.push(res);
  return res;
}
const getConfig = (actor: Actor) => call(actor, 'GET', '/api/ai/config');
const putConfig = (actor: Actor, body: unknown) => call(actor, 'PUT', '/api/ai/config', body);

async function rawKeys(userId: string) {
  return t.app.deps.db.selectFrom('ai_provider_key').selectAll().where('user_id', '=', userId).orderBy('provider').execute();
}

describe('GET /api/ai/config', () => {
  it('returns the defaults to a user who never saved settings, without a clinic too', async () => {
    const loner = await signUp(t.app, `loner_${clinic.tag}`);
    const res = await getConfig(loner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      config: {
        mode: 'auto', provider: 'provider_a', localBaseUrl: '', localModel: '', defaultModel: '',
        defaultEffort: 'medium', deidLevel: 'full', apiKeySet: { provider_a: false, provider_b: false, provider_c: false },
      },
    });
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).get('/api/ai/config')).statusCode).toBe(401);
    expect((await anonymous(t.app).put('/api/ai/config', { mode: 'off' })).statusCode).toBe(401);
    expect((await anonymous(t.app).post('/api/ai/test', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/ai/config', () => {
  it('saves a subset and answers the whole saved config', async () => {
    const user = await signUpWithClinic(t.app, `subset_${clinic.tag}`);
    const res = await putConfig(user, { mode: 'local', localBaseUrl: 'http://localhost:11434', localModel: 'llama3.1:8b' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config).toEqual({
      mode: 'local', provider: 'provider_a', localBaseUrl: 'http://localhost:11434', localModel: 'llama3.1:8b', defaultModel: '',
      defaultEffort: 'medium', deidLevel: 'full', apiKeySet: { provider_a: false, provider_b: false, provider_c: false },
    });
    const second = await putConfig(user, { defaultEffort: 'high', deidLevel: 'names', defaultModel: 'local' });
    expect(second.json().config).toMatchObject({ mode: 'local', localModel: 'llama3.1:8b', defaultEffort: 'high', deidLevel: 'names', defaultModel: 'local' });
    expect((await getConfig(user)).json()).toEqual(second.json());
    const empty = await putConfig(user, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(second.json());
  });

  it('stores the key encrypted for the selected provider and never returns it', async () => {
    const user = clinic.as('owner');
    const res = await putConfig(user, { apiKey: KEYS.a });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config.apiKeySet).toEqual({ provider_a: true, provider_b: false, provider_c: false });
    expect(res.json().config).not.toHaveProperty('apiKey');

    const rows = await rawKeys(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.provider).toBe('provider_a');
    expect(rows[0]!.encrypted_key).not.toContain(KEYS.a);
    expect(rows[0]!.encrypted_key).toMatch(/^v1:/);
    expect(t.app.deps.encryptor.decrypt(rows[0]!.encrypted_key)).toBe(KEYS.a);
    // Nowhere else in the per-user row either.
    const configRow = await t.app.deps.db.selectFrom('ai_user_config').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(JSON.stringify(configRow)).not.toContain(KEYS.a);
  });

  it('applies the key to the provider selected after the update, per provider, aliases included', async () => {
    const user = clinic.as('doctor');
    await putConfig(user, { apiKey: KEYS.a });
    const b = await putConfig(user, { provider: 'anthropic', apiKey: KEYS.b });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().config.provider).toBe('provider_b');
    expect(b.json().config.apiKeySet).toEqual({ provider_a: true, provider_b: true, provider_c: false });
    const c = await putConfig(user, { provider: 'provider_c', apiKey: KEYS.c });
    expect(c.json().config.apiKeySet).toEqual({ provider_a: true, provider_b: true, provider_c: true });

    const rows = await rawKeys(user.userId);
    expect(rows.map((r) => r.provider)).toEqual(['provider_a', 'provider_b', 'provider_c']);
    expect(rows.map((r) => t.app.deps.encryptor.decrypt(r.encrypted_key))).toEqual([KEYS.a, KEYS.b, KEYS.c]);

    // Replacing a key: the selected provider's only.
    await putConfig(user, { provider: 'openai', apiKey: KEYS.a2 });
    const replaced = await rawKeys(user.userId);
    expect(t.app.deps.encryptor.decrypt(replaced[0]!.encrypted_key)).toBe(KEYS.a2);
    expect(t.app.deps.encryptor.decrypt(replaced[1]!.encrypted_key)).toBe(KEYS.b);

    // An empty string clears the selected provider's key and leaves the others.
    const cleared = await putConfig(user, { provider: 'google', apiKey: '' });
    expect(cleared.json().config).toMatchObject({ provider: 'provider_c', apiKeySet: { provider_a: true, provider_b: true, provider_c: false } });
    expect((await rawKeys(user.userId)).map((r) => r.provider)).toEqual(['provider_a', 'provider_b']);
    const clearedB = await putConfig(user, { provider: 'provider_b', apiKey: '' });
    expect(clearedB.json().config.apiKeySet).toEqual({ provider_a: true, provider_b: false, provider_c: false });
  });

  it('accepts the vendor aliases in any case and always answers the interface names', async () => {
    const user = await signUpWithClinic(t.app, `alias_${clinic.tag}`);
    for (const [input, expected] of [
      ['openai', 'provider_a'], ['anthropic', 'provider_b'], ['google', 'provider_c'], ['OpenAI', 'provider_a'],
      ['Anthropic', 'provider_b'], ['GOOGLE', 'provider_c'], ['provider_b', 'provider_b'], [' provider_c ', 'provider_c'],
    ] as const) {
      const res = await putConfig(user, { provider: input });
      expect(res.statusCode, `${input}: ${res.body}`).toBe(200);
      expect(res.json().config.provider).toBe(expected);
    }
  });

  it('accepts every valid value of every field', async () => {
    const user = await signUpWithClinic(t.app, `valid_${clinic.tag}`);
    const valid: Array<Record<string, unknown>> = [
      ...['api', 'local', 'auto', 'off'].map((mode) => ({ mode })),
      ...['low', 'medium', 'high'].map((defaultEffort) => ({ defaultEffort })),
      ...['full', 'names', 'off'].map((deidLevel) => ({ deidLevel })),
      ...['gpt-4o', 'gpt-4.1-mini', 'o3-mini', 'o1', 'chatgpt-4o-latest', 'claude-sonnet-4-5', 'gemini-2.5-pro', 'local', '']
        .map((defaultModel) => ({ defaultModel })),
      ...['http://localhost:11434', 'http://127.0.0.1:1234/v1', 'https://gpu-box.lan:8443', 'http://192.168.1.20:11434',
        'http://10.0.0.5:8000', 'http://[::1]:11434', '']
        .map((localBaseUrl) => ({ localBaseUrl })),
      ...['llama3.1:8b', 'qwen2.5', 'hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M', '']
        .map((localModel) => ({ localModel })),
    ];
    for (const body of valid) {
      const res = await putConfig(user, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(200);
      const [field, value] = Object.entries(body)[0]!;
      expect(res.json().config[field]).toBe(value);
    }
  });

  it('rejects an invalid value of every field with a 400 naming the field, and saves nothing', async () => {
    const user = await signUpWithClinic(t.app, `invalid_${clinic.tag}`);
    await putConfig(user, { mode: 'api', provider: 'provider_a', apiKey: KEYS.a, localBaseUrl: 'http://localhost:11434' });
    const before = (await getConfig(user)).json();
    const invalid: Array<[string, unknown]> = [
      ['mode', 'cloud'], ['mode', 5], ['mode', null],
      ['provider', 'mistral'], ['provider', 'provider_d'], ['provider', 1],
      ['localBaseUrl', 'ftp://127.0.0.1/'], ['localBaseUrl', 'file:///etc/passwd'], ['localBaseUrl', 'not a url'],
      ['localBaseUrl', 'http://169.254.169.254/'], ['localBaseUrl', 'http://metadata.google.internal/'],
      ['localBaseUrl', 'http://[fd00:ec2::254]/'], ['localBaseUrl', 'http://user:pw@localhost:11434'], ['localBaseUrl', 42],
      ['localModel', 'has spaces'], ['localModel', 'x'.repeat(201)], ['localModel', false],
      ['defaultModel', 'llama3'], ['defaultModel', 'mistral-large'], ['defaultModel', 'gpt 4'], ['defaultModel', 7],
      ['defaultEffort', 'max'], ['defaultEffort', ''], ['defaultEffort', 2],
      ['deidLevel', 'partial'], ['deidLevel', 'FULL'], ['deidLevel', true],
      ['apiKey', 'has a space'], ['apiKey', 'tab\tkey'], ['apiKey', 12345], ['apiKey', 'k'.repeat(1001)],
    ];
    for (const [field, value] of invalid) {
      const res = await putConfig(user, { [field]: value, mode: field === 'mode' ? value : 'off' });
      expect(res.statusCode, `${field}=${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().errors.map((e: { path: string }) => e.path), `${field}=${JSON.stringify(value)}`).toContain(field);
    }
    expect((await getConfig(user)).json()).toEqual(before);
    expect(t.app.deps.encryptor.decrypt((await rawKeys(user.userId))[0]!.encrypted_key)).toBe(KEYS.a);
  });

  it('ignores apiKeySet on input (it is read-only)', async () => {
    const user = await signUpWithClinic(t.app, `readonly_${clinic.tag}`);
    const res = await putConfig(user, { apiKeySet: { provider_a: true, provider_b: true, provider_c: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().config.apiKeySet).toEqual({ provider_a: false, provider_b: false, provider_c: false });
  });

  it('keeps each user\'s settings to themselves and follows the user across clinics', async () => {
    const owner = clinic.as('owner');
    await putConfig(owner, { deidLevel: 'names', defaultModel: 'claude-sonnet-4-5' });
    const other = await signUp(t.app, `other_${clinic.tag}`);
    expect((await getConfig(other)).json().config).toMatchObject({ deidLevel: 'full', defaultModel: '', apiKeySet: { provider_a: false } });

    const second = (await call(owner, 'POST', '/api/auth/organization/create', { name: `Second ${clinic.tag}`, slug: `second-${clinic.tag}` })).json();
    await call(owner, 'POST', '/api/auth/organization/set-active', { organizationId: second.id });
    expect((await call(owner, 'GET', '/api/me')).json().clinic.id).toBe(second.id);
    const there = (await getConfig(owner)).json().config;
    expect(there).toMatchObject({ deidLevel: 'names', defaultModel: 'claude-sonnet-4-5', apiKeySet: { provider_a: true } });
    await call(owner, 'POST', '/api/auth/organization/set-active', { organizationId: clinic.clinicId });
  });

  it('keeps the key tables out of reach of clinic work (no RLS table, no grant to the clinic role)', async () => {
    const owner = clinic.as('owner');
    const scope = { clinicId: clinic.clinicId, userId: owner.userId };
    await expect(withClinicTx(t.app.deps.db, scope, (tx) => tx.selectFrom('ai_provider_key').selectAll().execute())).rejects.toThrow(/permission denied/);
    await expect(withClinicTx(t.app.deps.db, scope, (tx) => tx.selectFrom('ai_user_config').selectAll().execute())).rejects.toThrow(/permission denied/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ai_provider_key`.execute(t.app.deps.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('no response ever carries a key', () => {
  it('greps every response of this file for every key', async () => {
    expect(responses.length).toBeGreaterThan(40);
    for (const res of responses) {
      const text = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const key of Object.values(KEYS)) expect(text).not.toContain(key);
      // Not even a recognisable fragment of one.
      expect(text).not.toMatch(/plaintextKey|SECONDkey/);
    }
  });
});
