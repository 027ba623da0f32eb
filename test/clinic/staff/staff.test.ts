import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../support/client.js';
import { seedClinic, signIn, TEST_PASSWORD, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
let failAfterUserInsert = false;
beforeAll(async () => {
  t = await startTestApp({ build: { faults: { afterStaffUserInsert: () => { if (failAfterUserInsert) throw new Error('injected failure'); } } } });
  clinic = await seedClinic(t.app, ['owner', 'admin', 'doctor']);
});
afterAll(async () => { await t?.close(); });

// Each hire gets its own name: a name equal to a colleague's is refused (issue 10, finding 11).
const body = (username: string, extra: Record<string, unknown> = {}) =>
  ({ name: `Casey ${username}`, username, password: TEST_PASSWORD, role: 'reception', ...extra });

describe('POST /api/staff', () => {
  it('creates a member who signs in by username, with a placeholder email when none is given', async () => {
    const res = await clinic.as('admin').post('/api/staff', body('casey.n_1', { specialty: 'Front desk' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Casey casey.n_1', username: 'casey.n_1', role: 'reception', specialty: 'Front desk' });
    expect(res.json().email).toMatch(/^casey\.n_1@/);
    const member = await signIn(t.app, 'casey.n_1');
    expect((await member.get('/api/me')).json()).toMatchObject({ role: 'reception', clinic: { id: clinic.clinicId } });
  });

  it('keeps a given email', async () => {
    const res = await clinic.as('owner').post('/api/staff', body('with_email', { email: 'Casey@Example.test' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe('casey@example.test');
  });

  it('answers 409 to a duplicate username, whatever its case', async () => {
    expect((await clinic.as('owner').post('/api/staff', body('dupe_user'))).statusCode).toBe(201);
    const again = await clinic.as('owner').post('/api/staff', body('DUPE_user'));
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toMatch(/problem\+json/);
  });

  it.each([
    ['username', { username: 'ab' }],
    ['username', { username: 'a'.repeat(33) }],
    ['username', { username: 'has space' }],
    ['username', { username: 'dash-not-allowed' }],
    ['password', { password: 'short-11chr' }],
    ['role', { role: 'owner' }],
    ['role', { role: 'member' }],
    ['role', { role: 'janitor' }],
    ['name', { name: '' }],
    ['email', { email: 'not-an-email' }],
    ['specialty', { specialty: 'x'.repeat(61) }],
  ])('answers 400 naming %s', async (field, patch) => {
    const res = await clinic.as('owner').post('/api/staff', body(`valid_${field}`, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('leaves no user behind when the membership step fails', async () => {
    const usersBefore = await t.app.deps.db.selectFrom('user').select('id').execute();
    failAfterUserInsert = true;
    try {
      const res = await clinic.as('owner').post('/api/staff', body('orphan_candidate'));
      expect(res.statusCode).toBe(500);
    } finally {
      failAfterUserInsert = false;
    }
    const usersAfter = await t.app.deps.db.selectFrom('user').select('id').execute();
    expect(usersAfter.length).toBe(usersBefore.length);
    expect(await t.app.deps.db.selectFrom('user').select('id').where('username', '=', 'orphan_candidate').executeTakeFirst()).toBeUndefined();
    // And the name is still free.
    expect((await clinic.as('owner').post('/api/staff', body('orphan_candidate'))).statusCode).toBe(201);
  });
});

describe('PATCH /api/staff/{userId}', () => {
  it('sets and clears the specialty for this clinic only', async () => {
    const doctor = clinic.as('doctor');
    const set = await clinic.as('owner').patch(`/api/staff/${doctor.userId}`, { specialty: 'Cardiology' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ userId: doctor.userId, specialty: 'Cardiology', role: 'doctor' });
    const providers = (await doctor.get('/api/staff/providers')).json();
    expect(providers.find((p: { userId: string }) => p.userId === doctor.userId)).toMatchObject({ specialty: 'Cardiology' });
    const cleared = await clinic.as('owner').patch(`/api/staff/${doctor.userId}`, { specialty: null });
    expect(cleared.json().specialty).toBeNull();
  });

  it('validates the specialty and answers 404 for a non-member', async () => {
    expect((await clinic.as('owner').patch(`/api/staff/${clinic.as('doctor').userId}`, { specialty: '' })).statusCode).toBe(400);
    expect((await clinic.as('owner').patch(`/api/staff/${clinic.as('doctor').userId}`, {})).statusCode).toBe(400);
    expect((await clinic.as('owner').patch('/api/staff/not-a-member', { specialty: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /api/staff/providers', () => {
  it('lists only owner, admin, doctor and member roles', async () => {
    const providers = (await clinic.as('doctor').get('/api/staff/providers')).json() as Array<{ role: string; userId: string; name: string }>;
    expect(providers.length).toBeGreaterThanOrEqual(3);
    expect(providers.every((p) => ['owner', 'admin', 'doctor', 'member'].includes(p.role))).toBe(true);
    expect(Object.keys(providers[0]!).sort()).toEqual(['name', 'role', 'specialty', 'userId']);
  });
});

describe('PATCH /api/staff/{userId}/password', () => {
  it('sets the password and revokes every session of that user at once', async () => {
    const username = `pw_target_${clinic.tag}`;
    const created = (await clinic.as('owner').post('/api/staff', body(username, { role: 'lab' }))).json();
    const phone = await signIn(t.app, username);
    const laptop = await signIn(t.app, username);
    expect((await phone.get('/api/me')).statusCode).toBe(200);
    expect((await laptop.get('/api/me')).statusCode).toBe(200);
    const res = await clinic.as('admin').patch(`/api/staff/${created.userId}/password`, { newPassword: 'brand-new-password-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    const old = await anonymous(t.app).post('/api/auth/sign-in/username', { username, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, username, 'brand-new-password-42');
  });

  it('keeps the caller signed in when they change their own password', async () => {
    const admin = clinic.as('admin');
    expect((await admin.patch(`/api/staff/${admin.userId}/password`, { newPassword: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await admin.get('/api/me')).statusCode).toBe(200);
  });

  it('refuses an admin resetting an owner, a short password, and non-members', async () => {
    expect((await clinic.as('admin').patch(`/api/staff/${clinic.as('owner').userId}/password`, { newPassword: 'another-password-1' })).statusCode).toBe(403);
    const short = await clinic.as('owner').patch(`/api/staff/${clinic.as('doctor').userId}/password`, { newPassword: 'too-short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('newPassword');
    const other = await seedClinic(t.app, ['owner']);
    expect((await clinic.as('owner').patch(`/api/staff/${other.as('owner').userId}/password`, { newPassword: 'another-password-1' })).statusCode).toBe(404);
    // The stranger's password did not change.
    await signIn(t.app, other.as('owner').username);
  });
});
