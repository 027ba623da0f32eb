import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collect, nextEvent, roundTrip, Sockets } from './sockets.js';

let t: TestApp;
let baseUrl: string;
let a: SeededClinic;
let b: SeededClinic;
const sockets = new Sockets(() => baseUrl);

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.listen();
  a = await seedClinic(t.app, ['owner', 'pharmacy', 'lab']);
  b = await seedClinic(t.app, ['owner']);
});
afterEach(() => sockets.closeAll());
afterAll(async () => { await t?.close(); });

interface Room { id: string; name: string; createdAt: string }

describe('meeting rooms', () => {
  it('creates a room with exactly { id, name, createdAt } and lists it to every member of the clinic', async () => {
    const res = await a.as('lab').post('/api/meetings', { name: '  Ward round  ' });
    expect(res.statusCode, res.body).toBe(201);
    const room = res.json() as Room;
    expect(Object.keys(room).sort()).toEqual(['createdAt', 'id', 'name']);
    expect(room.name).toBe('Ward round');
    expect(new Date(room.createdAt).toISOString()).toBe(room.createdAt);
    for (const role of ['owner', 'pharmacy', 'lab'] as const) {
      const list = await a.as(role).get('/api/meetings');
      expect(list.statusCode).toBe(200);
      expect((list.json() as Room[]).map((r) => r.id)).toContain(room.id);
    }
    expect((await b.as('owner').get('/api/meetings')).json()).toEqual([]);
  });

  it('validates the name: 1–80 characters', async () => {
    const owner = a.as('owner');
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(81) }, {}, { name: 42 }]) {
      const res = await owner.post('/api/meetings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['name']);
    }
    expect((await owner.post('/api/meetings', { name: 'x'.repeat(80) })).statusCode).toBe(201);
  });

  it('pages the list with limit/offset and X-Total-Count, oldest first', async () => {
    const c = await seedClinic(t.app, ['owner']);
    const owner = c.as('owner');
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await owner.post('/api/meetings', { name })).json().id);
    expect((await owner.get('/api/meetings')).json().map((r: Room) => r.id)).toEqual(ids);
    const page = await owner.get('/api/meetings?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((r: Room) => r.name)).toEqual(['Two']);
    expect((await owner.get('/api/meetings?limit=0')).statusCode).toBe(400);
  });

  it('deletes a room (any member); another clinic\'s or an unknown room is 404', async () => {
    const room = (await a.as('lab').post('/api/meetings', { name: 'Temporary' })).json() as Room;
    expect((await b.as('owner').delete(`/api/meetings/${room.id}`)).statusCode).toBe(404);
    expect((await a.as('pharmacy').delete('/api/meetings/nope')).statusCode).toBe(404);
    const del = await a.as('pharmacy').delete(`/api/meetings/${room.id}`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await a.as('owner').get('/api/meetings')).json().map((r: Room) => r.id)).not.toContain(room.id);
    expect((await a.as('owner').delete(`/api/meetings/${room.id}`)).statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).get('/api/meetings')).statusCode).toBe(401);
    expect((await anonymous(t.app).post('/api/meetings', { name: 'X' })).statusCode).toBe(401);
  });

  it('writes an activity row for create and delete, naming no one else\'s data', async () => {
    const room = (await a.as('pharmacy').post('/api/meetings', { name: 'Audit room' })).json() as Room;
    await a.as('pharmacy').delete(`/api/meetings/${room.id}`);
    const entries = (await a.as('owner').get('/api/activity')).json() as Array<{ action: string; entityType: string; entityId: string }>;
    const mine = entries.filter((e) => e.entityId === room.id).map((e) => [e.action, e.entityType]);
    expect(mine).toEqual([['meeting_room.deleted', 'meeting_room'], ['meeting_room.created', 'meeting_room']]);
    expect((await b.as('owner').get('/api/activity')).json().some((e: { entityId: string }) => e.entityId === room.id)).toBe(false);
  });

  it('sends activity:new to sockets of the same clinic only', async () => {
    const sameClinic = await sockets.connect(a.as('lab'));
    const otherClinic = await sockets.connect(b.as('owner'));
    const foreign = collect<{ entityId: string }>(otherClinic, 'activity:new');
    const created = nextEvent<{ action: string; entityType: string; entityId: string; actorId: string; actorName: string; at: string; id: string }>(
      sameClinic, 'activity:new', (e) => e.action === 'meeting_room.created');
    const room = (await a.as('pharmacy').post('/api/meetings', { name: 'Realtime room' })).json() as Room;
    const event = await created;
    expect(event).toMatchObject({ entityType: 'meeting_room', entityId: room.id, actorId: a.as('pharmacy').userId, actorName: a.as('pharmacy').name });
    expect(Object.keys(event).sort()).toEqual(['action', 'actorId', 'actorName', 'at', 'entityId', 'entityType', 'id']);
    await roundTrip(otherClinic);
    expect(foreign).toEqual([]);
  });
});
