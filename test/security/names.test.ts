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

// Issue 10, finding 11 (impersonation part): within the clinics a user shares with others, a display name may not
// equal (case-, accent- and whitespace-folded) another member's username or display name, and a username may not
// equal another member's display name. Clinics the user is not in do not count.
describe('names that pass for a colleague', () => {
  it('refuses renaming oneself to a colleague\'s username, in any case, with 409 NAME_TAKEN', async () => {
    const doctor = c.as('doctor');
    const owner = c.as('owner');
    const res = await doctor.post('/api/auth/update-user', { name: owner.username!.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NAME_TAKEN');
    expect((await doctor.get('/api/me')).json().user.name).not.toBe(owner.username!.toUpperCase());
  });

  it('refuses renaming oneself to a colleague\'s display name, folded for case, accents and spaces', async () => {
    const doctor = c.as('doctor');
    expect((await c.as('owner').post('/api/auth/update-user', { name: 'Zoë  Ångström' })).statusCode).toBe(200);
    const res = await doctor.post('/api/auth/update-user', { name: ' zoe angstrom ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NAME_TAKEN');
  });

  it('refuses a username (or display username) equal to a colleague\'s display name', async () => {
    expect((await c.as('owner').post('/api/auth/update-user', { name: 'Head.Nurse' })).statusCode).toBe(200);
    const doctor = c.as('doctor');
    expect((await doctor.post('/api/auth/update-user', { username: 'head.nurse' })).statusCode).toBe(409);
    expect((await doctor.post('/api/auth/update-user', { displayUsername: 'HEAD.NURSE' })).statusCode).toBe(409);
    expect((await doctor.post('/api/auth/update-user', { displayUsername: c.as('owner').username })).statusCode).toBe(409);
  });

  it('refuses staff creation whose username or name equals an existing member\'s display name or username (problem+json 409)', async () => {
    expect((await c.as('owner').post('/api/auth/update-user', { name: 'Chief_Pharmacist' })).statusCode).toBe(200);
    const byUsername = await c.as('owner').post('/api/staff', { name: 'Someone New', username: 'chief_pharmacist', password: TEST_PASSWORD, role: 'lab' });
    expect(byUsername.statusCode).toBe(409);
    expect(byUsername.headers['content-type']).toContain('application/problem+json');
    expect(byUsername.json().detail).toMatch(/name/i);
    const byName = await c.as('owner').post('/api/staff', { name: c.as('doctor').username!.toUpperCase(), username: 'fresh_one', password: TEST_PASSWORD, role: 'lab' });
    expect(byName.statusCode).toBe(409);
    const n = await t.app.deps.db.selectFrom('user').select('id').where('username', 'in', ['chief_pharmacist', 'fresh_one']).execute();
    expect(n).toHaveLength(0);
  });

  it('allows a name used only in a clinic the user does not share', async () => {
    const other = await seedClinic(t.app, ['owner', 'doctor']);
    expect((await other.as('doctor').post('/api/auth/update-user', { name: 'Only Elsewhere' })).statusCode).toBe(200);
    expect((await c.as('doctor').post('/api/auth/update-user', { name: 'only elsewhere' })).statusCode).toBe(200);
    expect((await c.as('doctor').post('/api/auth/update-user', { name: other.as('owner').username })).statusCode).toBe(200);
    const staff = await c.as('owner').post('/api/staff', { name: 'Only Elsewhere', username: 'elsewhere_ok', password: TEST_PASSWORD, role: 'lab' });
    expect(staff.statusCode).toBe(201);
  });

  it('allows keeping one\'s own name and username, in another case', async () => {
    const doctor = c.as('doctor');
    const me = (await doctor.get('/api/me')).json().user;
    expect((await doctor.post('/api/auth/update-user', { name: me.name })).statusCode).toBe(200);
    expect((await doctor.post('/api/auth/update-user', { name: doctor.username!.toUpperCase() })).statusCode).toBe(200);
    expect((await doctor.post('/api/auth/update-user', { username: doctor.username!.toUpperCase() })).statusCode).toBe(200);
  });
});
