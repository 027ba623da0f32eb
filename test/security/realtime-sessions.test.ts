import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { type Actor } from '../support/client.js';
import { seedClinic, signIn, type SeededClinic } from '../support/seed.js';
import { connectSocket } from '../support/sockets.js';
import { createTestDatabase, startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

// Issue 10, findings 6, 7, 8: a revoked session stops at once, sockets end with the session or the membership on
// every instance, and the WebSocket handshake follows the HTTP origin rule.
let t: TestApp;
let baseUrl: string;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.listen();
  c = await seedClinic(t.app, ['owner', 'admin']);
});
afterAll(() => t?.close());

function disconnected(socket: Socket, ms = 4000): Promise<boolean> {
  if (!socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => { socket.off('disconnect', on); resolve(false); }, ms);
    const on = () => { clearTimeout(timer); resolve(true); };
    socket.once('disconnect', on);
  });
}

const rawToken = (actor: Actor) => decodeURIComponent(actor.cookies.get('better-auth.session_token')!).split('.')[0]!;

describe('revoke-session', () => {
  it('ends the revoked session at once, though it was cached, and ends its socket', async () => {
    const member = await c.addMember('doctor');
    const second = await signIn(t.app, member.username);
    expect((await member.get('/api/me')).statusCode).toBe(200);
    const socket = await connectSocket(baseUrl, member);
    const gone = disconnected(socket);
    const res = await second.post('/api/auth/revoke-session', { token: rawToken(member) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await member.get('/api/me')).statusCode).toBe(401);
    expect(await gone).toBe(true);
    socket.close();
    expect((await second.get('/api/me')).statusCode).toBe(200);
  });
});

describe('sockets end with the session or the membership', () => {
  it('on sign-out', async () => {
    const member = await c.addMember('doctor');
    const socket = await connectSocket(baseUrl, member);
    const gone = disconnected(socket);
    await member.post('/api/auth/sign-out', undefined, { 'content-type': 'application/json' });
    expect(await gone).toBe(true);
    socket.close();
  });

  it('on removal from the clinic and on a role change', async () => {
    const removed = await c.addMember('doctor');
    const changed = await c.addMember('doctor');
    const memberId = async (userId: string) => (await t.app.deps.db.selectFrom('member').select('id')
      .where('organizationId', '=', c.clinicId).where('userId', '=', userId).executeTakeFirstOrThrow()).id;
    const s1 = await connectSocket(baseUrl, removed);
    const s2 = await connectSocket(baseUrl, changed);
    const gone1 = disconnected(s1);
    const gone2 = disconnected(s2);
    const r1 = await c.as('owner').post('/api/auth/organization/remove-member', { memberIdOrEmail: await memberId(removed.userId), organizationId: c.clinicId });
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await c.as('owner').post('/api/auth/organization/update-member-role', { memberId: await memberId(changed.userId), role: 'lab', organizationId: c.clinicId });
    expect(r2.statusCode, r2.body).toBe(200);
    expect(await gone1).toBe(true);
    expect(await gone2).toBe(true);
    s1.close();
    s2.close();
  });

  it('on a password reset by the clinic', async () => {
    const member = await c.addMember('doctor');
    const socket = await connectSocket(baseUrl, member);
    const gone = disconnected(socket);
    expect((await c.as('owner').patch(`/api/staff/${member.userId}/password`, { newPassword: 'a-whole-new-password' })).statusCode).toBe(200);
    expect(await gone).toBe(true);
    socket.close();
  });
});

describe('WebSocket handshake origin', () => {
  it('refuses a foreign Origin and accepts the service\'s own', async () => {
    const member = c.as('admin');
    await expect(connectSocket(baseUrl, member, { origin: 'https://evil.example' })).rejects.toThrow();
    const ok = await connectSocket(baseUrl, member, { origin: TEST_ORIGIN });
    expect(ok.connected).toBe(true);
    ok.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.REDIS_URL)('on a second instance (PostgreSQL + Redis)', () => {
  it('a sign-out and a role change on one instance end the sockets held on the other', async () => {
    const db = await createTestDatabase();
    const one = await startTestApp({ database: db });
    const two = await startTestApp({ database: db });
    try {
      const url2 = await two.listen();
      const clinic = await seedClinic(one.app, ['owner', 'doctor', 'lab']);
      const s1 = await connectSocket(url2, clinic.as('doctor'));
      const s2 = await connectSocket(url2, clinic.as('lab'));
      const gone1 = disconnected(s1);
      const gone2 = disconnected(s2);
      await clinic.as('doctor').post('/api/auth/sign-out', undefined, { 'content-type': 'application/json' });
      const memberId = (await one.app.deps.db.selectFrom('member').select('id')
        .where('organizationId', '=', clinic.clinicId).where('userId', '=', clinic.as('lab').userId).executeTakeFirstOrThrow()).id;
      expect((await clinic.as('owner').post('/api/auth/organization/update-member-role', { memberId, role: 'pharmacy', organizationId: clinic.clinicId })).statusCode).toBe(200);
      expect(await gone1).toBe(true);
      expect(await gone2).toBe(true);
      s1.close();
      s2.close();
    } finally {
      await one.close();
      await two.close();
      await db.drop();
    }
  });
});
