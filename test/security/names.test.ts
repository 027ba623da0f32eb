import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../support/client.js';
import { seedClinic, TEST_PASSWORD, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 10, finding 11 (length part): names are 1–100 characters wherever they are set.
let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor']);
});
afterAll(() => t?.close());

describe('name length', () => {
  it('refuses a 101-character or empty name at sign-up, update-user and staff creation', async () => {
    const long = 'N'.repeat(101);
    expect((await anonymous(t.app).post('/api/auth/sign-up/email', { name: long, email: 'long@example.test', password: TEST_PASSWORD, username: 'longname' })).statusCode).toBe(400);
    expect((await c.as('doctor').post('/api/auth/update-user', { name: 'N'.repeat(100_000) })).statusCode).toBe(400);
    expect((await c.as('doctor').post('/api/auth/update-user', { name: '   ' })).statusCode).toBe(400);
    expect((await c.as('owner').post('/api/staff', { name: long, username: 'longstaff', password: TEST_PASSWORD, role: 'lab' })).statusCode).toBe(400);
    expect((await c.as('doctor').get('/api/me')).json().user.name).not.toHaveLength(100_000);
    expect((await c.as('doctor').post('/api/auth/update-user', { name: 'N'.repeat(100) })).statusCode).toBe(200);
  });
});
