import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../support/client.js';
import { seedClinic, signIn, signUp, TEST_PASSWORD } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe('sign-up → clinic → staff → sign-in', () => {
  it('walks the whole flow over HTTP', async () => {
    const owner = await signUp(t.app, 'flow_owner', 'Flow Owner');
    const noClinic = await owner.get('/api/me');
    expect(noClinic.statusCode).toBe(200);
    expect(noClinic.json()).toMatchObject({ clinic: null, role: null, permissions: [] });
    expect((await owner.get('/api/staff')).statusCode).toBe(403);

    const clinic = (await owner.post('/api/auth/organization/create', { name: 'Flow Clinic', slug: 'flow-clinic' })).json();
    const active = await owner.post('/api/auth/organization/set-active', { organizationId: clinic.id });
    expect(active.statusCode).toBe(200);
    const me = (await owner.get('/api/me')).json();
    expect(me.clinic).toEqual({ id: clinic.id, name: 'Flow Clinic', slug: 'flow-clinic' });
    expect(me.role).toBe('owner');
    expect(me.permissions).toContain('member:create');

    for (const role of ['admin', 'doctor', 'reception', 'pharmacy', 'lab']) {
      const res = await owner.post('/api/staff', { name: `Flow ${role}`, username: `flow.${role}`, password: TEST_PASSWORD, role });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ name: `Flow ${role}`, username: `flow.${role}`, role, specialty: null });
      expect(res.json().email).toMatch(/@/);
      const member = await signIn(t.app, `flow.${role}`);
      // The first membership becomes active on sign-in.
      const theirMe = (await member.get('/api/me')).json();
      expect(theirMe.clinic.id).toBe(clinic.id);
      expect(theirMe.role).toBe(role);
    }
    const list = (await owner.get('/api/staff')).json();
    expect(list).toHaveLength(6);
    const orgs = (await owner.get('/api/auth/organization/list')).json();
    expect(orgs.map((o: { id: string }) => o.id)).toEqual([clinic.id]);
  });

  it('signs in by email too, and sign-out ends the session at once', async () => {
    const user = await signUp(t.app, 'email_user', 'Email User');
    const byEmail = anonymous(t.app);
    const res = await byEmail.post('/api/auth/sign-in/email', { email: 'email_user@example.test', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await byEmail.get('/api/me')).statusCode).toBe(200);
    const out = await byEmail.post('/api/auth/sign-out', undefined, { 'content-type': 'application/json' });
    expect(out.statusCode).toBe(200);
    expect((await byEmail.get('/api/me')).statusCode).toBe(401);
    expect((await user.get('/api/me')).statusCode).toBe(200);
  });

  it('refuses a session cookie whose signature was altered, also while the genuine cookie\'s session is cached', async () => {
    const user = await signUp(t.app, 'forged_sig', 'Forged Sig');
    expect((await user.get('/api/me')).statusCode).toBe(200);
    const [name, value] = [...user.cookies].find(([k]) => k.endsWith('better-auth.session_token'))!;
    const [sessionId, signature] = decodeURIComponent(value).split('.');
    const altered = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `${name}=${encodeURIComponent(`${sessionId}.${altered}`)}` } });
    expect(res.statusCode).toBe(401);
    expect((await user.get('/api/me')).statusCode).toBe(200);
  });

  it('rejects a wrong password and a short sign-up password in Better Auth\'s format', async () => {
    await signUp(t.app, 'wrong_pw');
    const res = await anonymous(t.app).post('/api/auth/sign-in/username', { username: 'wrong_pw', password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    const short = await anonymous(t.app).post('/api/auth/sign-up/email', { name: 'S', email: 's@example.test', password: 'short', username: 'shorty' });
    expect(short.statusCode).toBe(400);
  });

  it('answers 401 problem+json to anonymous callers of clinic routes', async () => {
    for (const url of ['/api/me', '/api/staff', '/api/staff/providers', '/api/activity']) {
      const res = await anonymous(t.app).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    }
  });

  it('switches the active clinic with set-active; a refused switch leaves the active clinic as it was', async () => {
    const a = await seedClinic(t.app, ['owner']);
    const b = await seedClinic(t.app, ['owner']);
    const owner = a.as('owner');
    const second = (await owner.post('/api/auth/organization/create', { name: `Second ${a.tag}`, slug: `second-${a.tag}` })).json();
    await owner.post('/api/auth/organization/set-active', { organizationId: a.clinicId });
    expect((await owner.get('/api/me')).json().clinic.id).toBe(a.clinicId);
    await owner.post('/api/auth/organization/set-active', { organizationId: second.id });
    expect((await owner.get('/api/me')).json().clinic.id).toBe(second.id);
    const foreign = await owner.post('/api/auth/organization/set-active', { organizationId: b.clinicId });
    expect(foreign.statusCode).toBe(403);
    // decisions.md §1 (issue 10): a refused request changes nothing; never the foreign clinic, never none.
    expect((await owner.get('/api/me')).json().clinic.id).toBe(second.id);
    expect((await owner.get('/api/staff')).statusCode).toBe(200);
  });
});
