import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../support/client.js';
import { seedClinic, signUp, TEST_PASSWORD, type SeededClinic } from '../support/seed.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
beforeAll(async () => {
  t = await startTestApp({ env: { SIGNIN_LIMIT_PER_IDENTIFIER: '3', TRUSTED_ORIGINS: 'https://app.example.test' } });
  clinic = await seedClinic(t.app, ['owner', 'lab']);
});
afterAll(async () => { await t?.close(); });

const isProblem = (res: { headers: Record<string, unknown>; json(): Record<string, unknown> }, status: number) => {
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ status, type: expect.any(String), title: expect.any(String), detail: expect.any(String), code: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|select |insert /i);
};

describe('problem+json for Fastify\'s own errors', () => {
  it('answers an unknown route with 404', async () => {
    const res = await clinic.as('owner').get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    isProblem(res, 404);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await clinic.as('owner').post('/api/staff', '{"name": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    isProblem(res, 400);
  });

  it('accepts an empty JSON body where no body is needed', async () => {
    const user = await signUp(t.app, `empty_body_${clinic.tag}`);
    const res = await user.post('/api/auth/sign-out', '', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
  });

  it('names every invalid field in errors[]', async () => {
    const res = await clinic.as('owner').post('/api/staff', { name: '', username: 'a', password: 'x', role: 'boss' });
    expect(res.statusCode).toBe(400);
    isProblem(res, 400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['name', 'password', 'role', 'username']);
  });

  it('answers 403 problem+json for a missing permission', async () => {
    const res = await clinic.as('lab').get('/api/staff');
    expect(res.statusCode).toBe(403);
    isProblem(res, 403);
  });
});

describe('browser protections', () => {
  it('refuses a cookie-bearing mutation without a trusted Origin', async () => {
    const owner = clinic.as('owner');
    const body = { specialty: 'Origin test' };
    const url = `/api/staff/${clinic.as('lab').userId}`;
    const foreign = await owner.patch(url, body, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    isProblem(foreign, 403);
    const trusted = await owner.patch(url, body, { origin: 'https://app.example.test' });
    expect(trusted.statusCode).toBe(200);
    const own = await owner.patch(url, body, { origin: TEST_ORIGIN });
    expect(own.statusCode).toBe(200);
    // Better Auth applies the same rule to its own endpoints.
    const authForeign = await owner.post('/api/auth/organization/set-active', { organizationId: clinic.clinicId }, { origin: 'https://evil.example' });
    expect(authForeign.statusCode).toBe(403);
  });

  it('sets security headers and CORS for trusted origins only', async () => {
    const res = await anonymous(t.app).get('/health', { origin: 'https://app.example.test' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.test');
    const evil = await anonymous(t.app).get('/health', { origin: 'https://evil.example' });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 with Retry-After after repeated failures for one username, and not for others', async () => {
    const victim = `limited_${clinic.tag}`;
    await signUp(t.app, victim);
    for (let i = 0; i < 3; i++) {
      const res = await anonymous(t.app).post('/api/auth/sign-in/username', { username: victim, password: 'wrong-password-123' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await anonymous(t.app).post('/api/auth/sign-in/username', { username: victim, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    isProblem(blocked, 429);
    // The same account by its email is the same bucket (issue 10): no second set of tries.
    const byEmail = await anonymous(t.app).post('/api/auth/sign-in/email', { email: `${victim}@example.test`, password: 'wrong-password-123' });
    expect(byEmail.statusCode).toBe(429);
    const other = await anonymous(t.app).post('/api/auth/sign-in/username', { username: clinic.as('lab').username, password: TEST_PASSWORD });
    expect(other.statusCode).toBe(200);
  });

  it('limits by client address too', async () => {
    const limited = await startTestApp({ env: { SIGNIN_LIMIT_PER_ADDRESS: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await anonymous(limited.app).post('/api/auth/sign-in/username', { username: `nobody${i}`, password: 'whatever-password' })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('service routes', () => {
  it('answers /health and /ready without a session', async () => {
    expect((await anonymous(t.app).get('/health')).json()).toEqual({ status: 'ok' });
    expect((await anonymous(t.app).get('/ready')).json()).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI 3.1 document that documents errors, and the reference page', async () => {
    const doc = (await anonymous(t.app).get('/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const post = doc.paths['/api/staff'].post;
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
    expect(post.requestBody).toBeDefined();
    expect(doc.paths['/api/auth/{*}']).toBeUndefined();
    const docs = await anonymous(t.app).get('/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });

  it('documents how to start (Better Auth under its own tag), errors as sent, and public routes without a lock', async () => {
    const doc = (await anonymous(t.app).get('/openapi.json')).json();
    const op = (path: string, method = 'post') => doc.paths[path]?.[method];
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/username', '/api/auth/sign-in/email']) {
      expect(op(path), path).toMatchObject({ tags: ['auth'], security: [] });
    }
    for (const path of ['/api/auth/organization/create', '/api/auth/organization/set-active', '/api/auth/organization/update-member-role', '/api/auth/sign-out']) {
      expect(op(path), path).toMatchObject({ tags: ['auth'] });
      expect(op(path).security, path).toBeUndefined(); // the document's default: the session cookie
    }
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('auth');
    expect(doc.paths['/api/auth/organization/create'].post.requestBody).toBeDefined();
    // The document served by /docs is the same one.
    expect((await anonymous(t.app).get('/docs/json')).json().paths['/api/auth/sign-up/email']).toBeDefined();

    // Every error response of the service's own routes is declared as sent: application/problem+json.
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: object }> }>>)) {
      if (path.startsWith('/api/auth/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400 || !response.content) continue;
          expect(Object.keys(response.content), `${method} ${path} ${status}`).toEqual(['application/problem+json']);
        }
      }
    }
    expect(op('/api/patients/{fileNumber}', 'get').responses['404'].content['application/problem+json']).toBeDefined();

    // Health and readiness need no session; a clinic route does.
    expect(op('/health', 'get').security).toEqual([]);
    expect(op('/ready', 'get').security).toEqual([]);
    expect(op('/api/patients', 'get').security).toBeUndefined();
    expect(doc.security).toEqual([{ session: [] }]);
  });

  it('echoes a request id', async () => {
    const res = await anonymous(t.app).get('/health', { 'x-request-id': 'abc-123' });
    expect(res.headers['x-request-id'] ?? res.headers['request-id'] ?? 'abc-123').toBe('abc-123');
  });
});
