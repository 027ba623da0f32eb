import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { anonymous } from '../support/client.js';
import { seedClinic, signIn, TEST_PASSWORD, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 10, finding 1 (decisions.md §1): a clinic resets only a password it alone governs.
let t: TestApp;
let c: SeededClinic;
let d: SeededClinic;
const NEW_PASSWORD = 'taken-over-password-1';

/** Makes an existing account a member of another clinic (as an accepted invitation would). */
async function join(clinicId: string, userId: string, role: string) {
  await t.app.deps.db.insertInto('member').values({ id: uuidv7(), organizationId: clinicId, userId, role, createdAt: new Date() }).execute();
}

async function canSignIn(username: string, password: string) {
  return (await anonymous(t.app).post('/api/auth/sign-in/username', { username, password })).statusCode === 200;
}

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'admin', 'doctor']);
  d = await seedClinic(t.app, ['owner', 'admin']);
});
afterAll(() => t?.close());

describe('PATCH /api/staff/{userId}/password across clinics', () => {
  it('refuses an admin of one clinic resetting the owner of another clinic who is admin here', async () => {
    const victim = c.as('owner');
    await join(d.clinicId, victim.userId, 'admin');
    const res = await d.as('admin').patch(`/api/staff/${victim.userId}/password`, { newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/reset it themselves|change it themselves/i);
    // Nothing changed: the old password still works, the new one does not, and their session survives.
    expect(await canSignIn(victim.username, TEST_PASSWORD)).toBe(true);
    expect(await canSignIn(victim.username, NEW_PASSWORD)).toBe(false);
    expect((await victim.get('/api/me')).statusCode).toBe(200);
    // The owner of D alone does not govern the account either (it also belongs to C, where D's owner is nobody).
    expect((await d.as('owner').patch(`/api/staff/${victim.userId}/password`, { newPassword: NEW_PASSWORD })).statusCode).toBe(403);
  });

  it('refuses a reset of a doctor who also works in another clinic, unless the actor owns every clinic of theirs', async () => {
    const doctor = await c.addMember('doctor');
    // The owner of C becomes a co-owner of D as well (both clinics' owner).
    await join(d.clinicId, doctor.userId, 'doctor');
    expect((await c.as('admin').patch(`/api/staff/${doctor.userId}/password`, { newPassword: NEW_PASSWORD })).statusCode).toBe(403);
    expect(await canSignIn(doctor.username, TEST_PASSWORD)).toBe(true);
    const coOwner = d.as('owner');
    await join(c.clinicId, coOwner.userId, 'owner');
    const ok = await coOwner.patch(`/api/staff/${doctor.userId}/password`, { newPassword: NEW_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await canSignIn(doctor.username, NEW_PASSWORD)).toBe(true);
  });

  it('lets an admin reset a member of this clinic only, and never an owner', async () => {
    const lone = await c.addMember('doctor');
    const res = await c.as('admin').patch(`/api/staff/${lone.userId}/password`, { newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await canSignIn(lone.username, NEW_PASSWORD)).toBe(true);
    const owner = await signIn(t.app, c.as('owner').username);
    expect((await c.as('admin').patch(`/api/staff/${owner.userId}/password`, { newPassword: NEW_PASSWORD })).statusCode).toBe(403);
  });
});
