import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpWithClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closedPort, json, ollamaTags, startFakeServer, type FakeServer } from '../ai/config/fake-model-server.js';

// Issue 10, finding 4 (decisions.md §1): /api/ai/test is no port scanner for strangers.
let t: TestApp;
let n = 0;
const servers: FakeServer[] = [];
beforeAll(async () => { t = await startTestApp({ env: { AI_TEST_LIMIT_PER_MINUTE: '5' } }); });
afterAll(() => t?.close());
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => s.close())); });

async function fake(routes: Parameters<typeof startFakeServer>[0]) {
  const server = await startFakeServer(routes);
  servers.push(server);
  return server;
}

describe('who may test and save AI settings', () => {
  it('refuses a signed-in user with no clinic (PUT config and test), while GET config still answers', async () => {
    const loner = await signUp(t.app, `ailoner_${n++}`);
    expect((await loner.get('/api/ai/config')).statusCode).toBe(200);
    const put = await loner.put('/api/ai/config', { mode: 'local', localBaseUrl: 'http://127.0.0.1:9' });
    expect(put.statusCode).toBe(403);
    const probe = await loner.post('/api/ai/test', { mode: 'local', localBaseUrl: 'http://127.0.0.1:9', localModel: 'x' });
    expect(probe.statusCode).toBe(403);
  });
});

describe('what the test says', () => {
  it('one message for a closed port, a server error with its own text, a redirect and a non-model answer', async () => {
    const member = await signUpWithClinic(t.app, `aimember_${n++}`);
    const closed = await closedPort();
    const failing = await fake({ '/api/tags': json(500, { error: 'SECRET-REMOTE-TEXT from 10.0.0.5' }) });
    const html = await fake({ '/': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>SECRET-REMOTE-TEXT</html>') });
    const redirecting = await fake({ '/api/tags': (_req, res) => res.writeHead(302, { location: 'http://10.0.0.1/' }).end() });
    const bodies = [];
    for (const base of [`http://127.0.0.1:${closed}`, failing.baseUrl, html.baseUrl, redirecting.baseUrl]) {
      const res = await member.post('/api/ai/test', { mode: 'local', localBaseUrl: base, localModel: 'llama3' });
      expect(res.statusCode).toBe(200);
      bodies.push(res.json());
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual({ ok: false, reachable: false, message: expect.any(String) });
    expect(JSON.stringify(bodies)).not.toMatch(/SECRET|refused|HTTP 500|redirect/i);
  });

  it('a reachable server: how many models and whether localModel is listed, never the names', async () => {
    const member = await signUpWithClinic(t.app, `aimember_${n++}`);
    const server = await fake({ '/api/tags': json(200, ollamaTags(['llama3.1:8b', 'secret-internal-model:latest'])) });
    const listed = (await member.post('/api/ai/test', { mode: 'local', localBaseUrl: server.baseUrl, localModel: 'llama3.1:8b' })).json();
    expect(listed).toEqual({ ok: true, reachable: true, modelCount: 2, localModelListed: true, message: expect.any(String) });
    const absent = (await member.post('/api/ai/test', { mode: 'local', localBaseUrl: server.baseUrl, localModel: 'mistral' })).json();
    expect(absent).toMatchObject({ ok: false, reachable: true, modelCount: 2, localModelListed: false });
    expect(JSON.stringify([listed, absent])).not.toMatch(/secret-internal-model/);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-user limit; another user is not affected', async () => {
    const member = await signUpWithClinic(t.app, `ailimit_${n++}`);
    const other = await signUpWithClinic(t.app, `ailimit_${n++}`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await member.post('/api/ai/test', { mode: 'off' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await member.post('/api/ai/test', { mode: 'off' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect((await other.post('/api/ai/test', { mode: 'off' })).statusCode).toBe(200);
  });
});
