import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Actor } from '../support/client.js';
import { connectSocket, collect, nextEvent } from '../support/sockets.js';
import { seedClinic, TEST_PASSWORD, type SeededClinic } from '../support/seed.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../support/test-app.js';

let t: TestApp;
let baseUrl: string;
let a: SeededClinic;
let b: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.listen();
  a = await seedClinic(t.app, ['owner', 'admin', 'lab']);
  b = await seedClinic(t.app, ['owner']);
});
afterAll(async () => { await t?.close(); });

async function activityCount(clinicId: string) {
  const { n } = await t.app.deps.db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clinic_id', '=', clinicId).executeTakeFirstOrThrow();
  return Number(n);
}

describe('activity log', () => {
  it('writes exactly one row per mutation, and none for a failed one', async () => {
    const owner = a.as('owner');
    const lab = a.as('lab');
    const mutations = [
      () => owner.post('/api/staff', { name: 'Act One', username: `act1_${a.tag}`, password: TEST_PASSWORD, role: 'lab' }),
      () => owner.patch(`/api/staff/${lab.userId}`, { specialty: 'Micro' }),
    ];
    for (const m of mutations) {
      const before = await activityCount(a.clinicId);
      const res = await m();
      expect(res.statusCode).toBeLessThan(300);
      expect(await activityCount(a.clinicId)).toBe(before + 1);
    }
    const failures = [
      () => owner.post('/api/staff', { name: 'Act One', username: `act1_${a.tag}`, password: TEST_PASSWORD, role: 'lab' }),
      () => owner.patch('/api/staff/nobody', { specialty: 'Micro' }),
      () => lab.patch(`/api/staff/${lab.userId}`, { specialty: 'Micro' }),
      () => owner.post('/api/staff', { name: 'X', username: 'x', password: TEST_PASSWORD, role: 'lab' }),
    ];
    for (const f of failures) {
      const before = await activityCount(a.clinicId);
      expect((await f()).statusCode).toBeGreaterThanOrEqual(400);
      expect(await activityCount(a.clinicId)).toBe(before);
    }
  });

  it('lists the clinic\'s entries newest first with paging, to any member', async () => {
    const all = await a.as('lab').get('/api/activity');
    expect(all.statusCode).toBe(200);
    const entries = all.json() as Array<{ at: string; summary: string; action: string }>;
    expect(entries.length).toBeGreaterThan(2);
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const page = await a.as('lab').get('/api/activity?limit=2&offset=1');
    expect(page.json()).toEqual(entries.slice(1, 3));
    expect(page.headers['x-total-count']).toBe(String(entries.length));
    expect((await a.as('lab').get('/api/activity?limit=0')).statusCode).toBe(400);
    expect((await a.as('lab').get('/api/activity?limit=501')).statusCode).toBe(400);
  });
});

describe('realtime', () => {
  it('refuses a socket without a session cookie', async () => {
    await expect(connectSocket(baseUrl)).rejects.toThrow(/unauthenticated/);
  });

  it('sends activity:new to the clinic after commit, and nothing to another clinic', async () => {
    const sameClinic = await connectSocket(baseUrl, a.as('lab'));
    const otherClinic = await connectSocket(baseUrl, b.as('owner'));
    const othersSaw = collect(otherClinic, 'activity:new');
    try {
      const arrived = nextEvent<Record<string, unknown>>(sameClinic, 'activity:new');
      const res = await a.as('owner').patch(`/api/staff/${a.as('lab').userId}`, { specialty: 'Chemistry' });
      expect(res.statusCode).toBe(200);
      const event = await arrived;
      expect(Object.keys(event).sort()).toEqual(['action', 'actorId', 'actorName', 'at', 'entityId', 'entityType', 'id']);
      expect(event).toMatchObject({ action: 'staff.updated', entityType: 'staff', entityId: a.as('lab').userId, actorId: a.as('owner').userId });
      // The row it announces is committed and visible by the time the event arrives.
      const latest = (await a.as('lab').get('/api/activity?limit=1')).json()[0];
      expect(latest.id).toBe(event.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(othersSaw).toEqual([]);
    } finally {
      sameClinic.close();
      otherClinic.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL && process.env.REDIS_URL)('reaches a client and drops a signed-out session on a second instance through Redis', async () => {
    const db: TestDatabase = await createTestDatabase();
    const one = await startTestApp({ database: db });
    const two = await startTestApp({ database: db });
    try {
      const url2 = await two.listen();
      const clinic = await seedClinic(one.app, ['owner', 'lab']);
      // The session made on instance one is valid on instance two: same database.
      const socket = await connectSocket(url2, clinic.as('lab'));
      try {
        const arrived = nextEvent<{ action: string }>(socket, 'activity:new');
        await clinic.as('owner').patch(`/api/staff/${clinic.as('lab').userId}`, { specialty: 'Serology' });
        expect((await arrived).action).toBe('staff.updated');
      } finally {
        socket.close();
      }
      // Both instances have the session cached; signing out on one drops it on the other at once, through Redis.
      const owner = clinic.as('owner');
      const onTwo = new Actor(two.app);
      for (const [k, v] of owner.cookies) onTwo.cookies.set(k, v);
      expect((await onTwo.get('/api/me')).statusCode).toBe(200);
      expect((await owner.post('/api/auth/sign-out', undefined, { 'content-type': 'application/json' })).statusCode).toBe(200);
      let status = 0;
      for (let i = 0; i < 20 && status !== 401; i++) {
        status = (await onTwo.get('/api/me')).statusCode;
        if (status !== 401) await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe(401);
    } finally {
      await one.close();
      await two.close();
      await db.drop();
    }
  });

  it('drops a revoked session from every instance cache at once (sign-out)', async () => {
    const owner = a.as('owner');
    const before = await owner.get('/api/me');
    expect(before.statusCode).toBe(200);
    const copy = new Actor(t.app);
    for (const [k, v] of owner.cookies) copy.cookies.set(k, v);
    expect((await copy.get('/api/me')).statusCode).toBe(200);
    await copy.post('/api/auth/sign-out', undefined, { 'content-type': 'application/json' });
    // The other holder of the same session token is refused immediately, not after the cache TTL.
    expect((await owner.get('/api/me')).statusCode).toBe(401);
  });
});

describe('shutdown with sockets connected', () => {
  it('closes the app promptly while a Socket.IO client is still connected', { timeout: 120_000 }, async () => {
    const own = await startTestApp();
    const url = await own.listen();
    const clinic = await seedClinic(own.app, ['owner']);
    const socket = await connectSocket(url, clinic.as('owner'));
    const disconnected = nextEvent<string>(socket, 'disconnect', 10_000);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await disconnected).toBe('io server disconnect');
    socket.close();
  });
});
