import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../support/client.js';
import { seedClinic, TEST_PASSWORD, type SeededClinic } from '../support/seed.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

// Issue 10, finding 3: sign-in limits an attacker cannot step around, and no endpoint that tells who has an account.
let t: TestApp;
let clinic: SeededClinic;

beforeAll(async () => {
  t = await startTestApp({ env: { SIGNIN_LIMIT_PER_IDENTIFIER: '10', SIGNIN_LIMIT_PER_ADDRESS: '1000' } });
  clinic = await seedClinic(t.app, ['owner', 'doctor', 'lab', 'pharmacy']);
});
afterAll(() => t?.close());

function signInFrom(app: TestApp['app'], address: string, body: Record<string, string>, path = '/api/auth/sign-in/username', headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: path, payload: body, remoteAddress: address, headers: { origin: TEST_ORIGIN, ...headers } });
}

describe('per-account sign-in limit', () => {
  it('gives a concurrent burst of 40 wrong passwords at most 10 tries against a limit of 10', async () => {
    const username = clinic.as('doctor').username;
    const burst = await Promise.all(Array.from({ length: 40 }, () =>
      signInFrom(t.app, '203.0.113.7', { username, password: 'wrong-password-123' })));
    const tried = burst.filter((r) => r.statusCode === 401).length;
    const limited = burst.filter((r) => r.statusCode === 429);
    expect(tried).toBeLessThanOrEqual(10);
    expect(tried + limited.length).toBe(40);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // From that address even the right password now waits; the clinician elsewhere still signs in.
    expect((await signInFrom(t.app, '203.0.113.7', { username, password: TEST_PASSWORD })).statusCode).toBe(429);
    expect((await signInFrom(t.app, '198.51.100.20', { username, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('counts the username and the staff placeholder email as one account', async () => {
    const lab = clinic.as('lab');
    const email = `${lab.username}@staff.invalid`;
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(t.app, '203.0.113.8', { username: lab.username.toUpperCase(), password: 'wrong-password-123' })).statusCode).toBe(401);
      expect((await signInFrom(t.app, '203.0.113.8', { email, password: 'wrong-password-123' }, '/api/auth/sign-in/email')).statusCode).toBe(401);
    }
    expect((await signInFrom(t.app, '203.0.113.8', { email, password: TEST_PASSWORD }, '/api/auth/sign-in/email')).statusCode).toBe(429);
    expect((await signInFrom(t.app, '203.0.113.8', { username: lab.username, password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it('resets the pair on success', async () => {
    const username = clinic.as('pharmacy').username;
    for (let i = 0; i < 9; i++) await signInFrom(t.app, '203.0.113.9', { username, password: 'wrong-password-123' });
    expect((await signInFrom(t.app, '203.0.113.9', { username, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await signInFrom(t.app, '203.0.113.9', { username, password: 'wrong-password-123' })).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default: the per-address limit holds whatever the header says', async () => {
    const limited = await startTestApp({ env: { SIGNIN_LIMIT_PER_ADDRESS: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await signInFrom(limited.app, '203.0.113.10', { username: `nobody${i}`, password: 'whatever-password' }, undefined, { 'x-forwarded-for': `192.0.2.${i}` });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('uses the forwarded address when the operator trusts the proxy (hop count or address list)', async () => {
    for (const trust of ['1', '127.0.0.1, 10.0.0.0/8']) {
      const proxied = await startTestApp({ env: { SIGNIN_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: trust } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await signInFrom(proxied.app, '127.0.0.1', { username: `nobody${i}`, password: 'whatever-password' }, undefined, { 'x-forwarded-for': `192.0.2.${i}` });
          statuses.push(res.statusCode);
        }
        expect(statuses, trust).toEqual([401, 401, 401]);
      } finally {
        await proxied.close();
      }
    }
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', async () => {
    await expect(startTestApp({ env: { TRUST_PROXY: 'yes please' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('account enumeration', () => {
  it('does not answer is-username-available, to anyone', async () => {
    const probe = await anonymous(t.app).post('/api/auth/is-username-available', { username: clinic.as('doctor').username });
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toMatch(/available/i);
    const signedIn = await clinic.as('owner').post('/api/auth/is-username-available', { username: clinic.as('doctor').username });
    expect(signedIn.statusCode).toBe(404);
  });

  it('has no password-reset-by-email or verification endpoints (no mailer; they would tell who has an account)', async () => {
    for (const path of ['/api/auth/request-password-reset', '/api/auth/send-verification-email', '/api/auth/reset-password']) {
      const res = await anonymous(t.app).post(path, { email: `${clinic.as('doctor').username}@staff.invalid`, newPassword: 'whatever-password-1', token: 'x' });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
