import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAiConnection, UNREACHABLE } from '../../../src/ai/config/connection-test.js';
import { signUpWithClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import type { Actor } from '../../support/client.js';
import { closedPort, json, ollamaTags, openAiModels, startFakeServer, type FakeServer } from './fake-model-server.js';

let t: TestApp;
// Every kind of failure reads the same (issue 10).
const UNREACHABLE_ANSWER = { ok: false, reachable: false, message: UNREACHABLE };
let counter = 0;
const servers: FakeServer[] = [];

beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function user(settings?: Record<string, unknown>): Promise<Actor> {
  const actor = await signUpWithClinic(t.app, `aitest_${process.pid}_${counter++}`);
  if (settings) expect((await actor.put('/api/ai/config', settings)).statusCode).toBe(200);
  return actor;
}

async function fake(routes: Parameters<typeof startFakeServer>[0]) {
  const server = await startFakeServer(routes);
  servers.push(server);
  return server;
}

async function test(actor: Actor, body?: unknown) {
  const res = await actor.post('/api/ai/test', body);
  return res;
}

describe('POST /api/ai/test, local mode', () => {
  it('finds the model on an Ollama server (GET /api/tags)', async () => {
    const ollama = await fake({ '/api/tags': json(200, ollamaTags(['llama3.1:8b', 'qwen2.5:latest'])) });
    const actor = await user({ mode: 'local', localBaseUrl: ollama.baseUrl, localModel: 'llama3.1:8b' });
    const res = await test(actor);
    expect(res.statusCode, res.body).toBe(200);
    // Only a count and whether the model is listed: never the names (issue 10).
    expect(res.json()).toEqual({ ok: true, reachable: true, modelCount: 2, localModelListed: true, message: expect.stringMatching(/Reachable, 2 models/) });
    expect(ollama.seen).toEqual(['/api/tags']);

    // Ollama's implicit :latest tag.
    const latest = await test(actor, { localModel: 'qwen2.5' });
    expect(latest.json().ok).toBe(true);
  });

  it('reports a model the Ollama server does not have as ok:false, without the list', async () => {
    const ollama = await fake({ '/api/tags': json(200, ollamaTags(['llama3.1:8b'])) });
    const actor = await user({ mode: 'local', localBaseUrl: ollama.baseUrl, localModel: 'mistral' });
    const res = await test(actor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: false, reachable: true, modelCount: 1, localModelListed: false, message: expect.stringMatching(/not among them/) });
    expect(res.body).not.toContain('llama3.1');
  });

  it('falls back to GET /v1/models on an OpenAI-compatible server, with or without /v1 in the base URL', async () => {
    const server = await fake({ '/v1/models': json(200, openAiModels(['qwen2.5-7b-instruct', 'text-embedding-nomic'])) });
    const actor = await user({ mode: 'local', localBaseUrl: server.baseUrl, localModel: 'qwen2.5-7b-instruct' });
    const res = await test(actor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, modelCount: 2, localModelListed: true });
    expect(server.seen).toEqual(['/api/tags', '/v1/models']);

    const withV1 = await test(actor, { localBaseUrl: `${server.baseUrl}/v1/` });
    expect(withV1.json().ok).toBe(true);
    expect(server.seen.slice(2)).toEqual(['/api/tags', '/v1/models']);

    const absent = await test(actor, { localModel: 'llama3' });
    expect(absent.json()).toMatchObject({ ok: false });
    expect(absent.json().message).toMatch(/not among them/);
  });

  it('says so when the server is reachable but no model is chosen', async () => {
    const ollama = await fake({ '/api/tags': json(200, ollamaTags(['llama3.1:8b'])) });
    const actor = await user({ mode: 'local', localBaseUrl: ollama.baseUrl });
    const res = await test(actor);
    expect(res.json()).toMatchObject({ ok: false, reachable: true, modelCount: 1 });
    expect(res.json().message).toMatch(/no localModel/);
  });

  it('answers 200 ok:false for a closed port, a server error, a redirect, an oversized answer and a non-model answer', async () => {
    const port = await closedPort();
    const actor = await user({ mode: 'local', localModel: 'llama3' });
    const closed = await test(actor, { localBaseUrl: `http://127.0.0.1:${port}` });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual(UNREACHABLE_ANSWER);

    const failing = await fake({ '/api/tags': json(500, { error: 'boom' }) });
    const failed = await test(actor, { localBaseUrl: failing.baseUrl });
    expect(failed.json()).toEqual(UNREACHABLE_ANSWER);

    const target = await fake({ '/api/tags': json(200, ollamaTags(['llama3'])) });
    const redirecting = await fake({
      '/api/tags': (_req, res) => res.writeHead(302, { location: `${target.baseUrl}/api/tags` }).end(),
    });
    const redirected = await test(actor, { localBaseUrl: redirecting.baseUrl });
    expect(redirected.json()).toEqual(UNREACHABLE_ANSWER);
    expect(target.seen).toEqual([]);

    const huge = await fake({ '/api/tags': json(200, ollamaTags(Array.from({ length: 20_000 }, (_, i) => `model-${i}:latest`))) });
    const oversized = await test(actor, { localBaseUrl: huge.baseUrl });
    expect(oversized.json()).toEqual(UNREACHABLE_ANSWER);

    const chunkedHuge = await fake({
      '/api/tags': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = 'x'.repeat(64 * 1024);
        for (let i = 0; i < 40; i++) res.write(chunk);
        res.end();
      },
    });
    const chunked = await test(actor, { localBaseUrl: chunkedHuge.baseUrl });
    expect(chunked.json()).toEqual(UNREACHABLE_ANSWER);

    const html = await fake({ '/': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>') });
    const notModels = await test(actor, { localBaseUrl: html.baseUrl });
    expect(notModels.json()).toEqual(UNREACHABLE_ANSWER);
  });

  it('refuses link-local and cloud metadata addresses and non-http schemes with 400, without a request', async () => {
    const actor = await user({ mode: 'local', localModel: 'llama3' });
    for (const localBaseUrl of [
      'http://169.254.169.254', 'http://169.254.169.254/latest/meta-data/', 'http://169.254.1.1:11434', 'http://2852039166/',
      'http://0xA9FEA9FE/', 'http://[::ffff:169.254.169.254]/', 'http://[fd00:ec2::254]/', 'http://[fe80::1]:11434',
      'http://metadata.google.internal/', 'http://METADATA.GOOGLE.INTERNAL./', 'http://100.100.100.200/',
      'ftp://127.0.0.1/', 'file:///etc/passwd', 'gopher://127.0.0.1:11434/', 'javascript:alert(1)', 'localhost:11434', 'not a url',
    ]) {
      const res = await test(actor, { localBaseUrl });
      expect(res.statusCode, `${localBaseUrl}: ${res.body}`).toBe(400);
      expect(res.json().errors[0].path, localBaseUrl).toBe('localBaseUrl');
    }
  });

  it('refuses a saved URL that later fails the check with 400 too', async () => {
    const actor = await user({ mode: 'local', localModel: 'llama3' });
    await t.app.deps.db.updateTable('ai_user_config').set({ local_base_url: 'http://169.254.169.254' })
      .where('user_id', '=', actor.userId).execute();
    const res = await test(actor);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('localBaseUrl');
  });

  it('reports a missing local URL as ok:false', async () => {
    const actor = await user({ mode: 'local' });
    expect((await test(actor)).json()).toEqual({ ok: false, message: expect.stringMatching(/No local model server URL/) });
  });

  it('tests overrides from the body without saving them', async () => {
    const ollama = await fake({ '/api/tags': json(200, ollamaTags(['llama3'])) });
    const actor = await user({ mode: 'off' });
    const res = await test(actor, { mode: 'local', localBaseUrl: ollama.baseUrl, localModel: 'llama3' });
    expect(res.json().ok).toBe(true);
    expect((await actor.get('/api/ai/config')).json().config).toMatchObject({ mode: 'off', localBaseUrl: '', localModel: '' });
  });
});

describe('POST /api/ai/test, api, auto and off modes', () => {
  it('api only confirms a key is stored: no network call, no tokens', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const bystander = await fake({ '/api/tags': json(200, ollamaTags(['llama3'])) });
    const actor = await user({ mode: 'api', provider: 'provider_b', localBaseUrl: bystander.baseUrl, localModel: 'llama3' });

    const without = await test(actor);
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual({ ok: false, message: expect.stringMatching(/No API key is stored for provider_b/) });

    await actor.put('/api/ai/config', { apiKey: 'sk-ant-test-key-000000000000' });
    const withKey = await test(actor);
    expect(withKey.json()).toEqual({ ok: true, message: expect.stringMatching(/stored for provider_b.*no tokens/) });
    expect(withKey.body).not.toContain('sk-ant-test-key');

    // Another provider named in the body: its own key.
    expect((await test(actor, { provider: 'openai' })).json().ok).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(bystander.seen).toEqual([]);
  });

  it('auto uses the key when one is stored (no probe), else probes the local server, else says neither is set', async () => {
    const ollama = await fake({ '/api/tags': json(200, ollamaTags(['llama3'])) });
    const actor = await user({ mode: 'auto', localBaseUrl: ollama.baseUrl, localModel: 'llama3' });
    const local = await test(actor);
    expect(local.json().ok).toBe(true);
    expect(local.json().message).toMatch(/Auto mode will use the local server/);
    expect(ollama.seen).toEqual(['/api/tags']);

    await actor.put('/api/ai/config', { apiKey: 'sk-proj-auto-key-0000000000' });
    const cloud = await test(actor);
    expect(cloud.json()).toEqual({ ok: true, message: expect.stringMatching(/Auto mode will use provider_a/) });
    expect(ollama.seen).toEqual(['/api/tags']);

    const bare = await user({ mode: 'auto' });
    expect((await test(bare)).json()).toEqual({ ok: false, message: expect.stringMatching(/no API key.*no local model server/) });
  });

  it('off reports the assistant is switched off', async () => {
    const actor = await user({ mode: 'off' });
    expect((await test(actor)).json()).toEqual({ ok: false, message: expect.stringMatching(/switched off/) });
  });

  it('validates the body fields', async () => {
    const actor = await user();
    for (const [field, value] of [['mode', 'cloud'], ['provider', 'mistral'], ['localModel', 'has space']] as const) {
      const res = await test(actor, { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe(field);
    }
  });
});

describe('the time an unreachable answer takes', () => {
  it('is the probe deadline for a refused port as for a server that never answers (issue 10)', async () => {
    const silent = await fake({ '/api/tags': () => {}, '/v1/models': () => {} });
    const refused = `http://127.0.0.1:${await closedPort()}`;
    const actor = await user();
    const probe = { timeoutMs: 400 };
    for (const localBaseUrl of [refused, silent.baseUrl]) {
      const started = Date.now();
      const answer = await testAiConnection(t.app.deps, actor.userId, { mode: 'local', localBaseUrl, localModel: 'llama3' }, probe);
      expect(answer).toEqual(UNREACHABLE_ANSWER);
      expect(Date.now() - started, localBaseUrl).toBeGreaterThanOrEqual(395);
    }
  });
});
