import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import { anonymous, type Actor, type Method } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { connectSocket, nextEvent } from '../../support/sockets.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  a = await seedClinic(t.app);
  b = await seedClinic(t.app, ['owner']);
}, 180_000); // seeding hashes passwords: generous when the machine is busy
afterAll(() => t?.close());

const booking = (extra: Record<string, unknown> = {}) => ({ name: 'Ada Lovelace', date: '2026-03-14', time: '09:30', ...extra });

async function book(actor: Actor, extra: Record<string, unknown> = {}) {
  const res = await actor.post('/api/appointments', booking(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; [k: string]: unknown };
}

function fieldPaths(body: string): string[] {
  return (JSON.parse(body).errors as Array<{ path: string }>).map((e) => e.path);
}

describe('POST /api/appointments', () => {
  it('applies the defaults and derives initials', async () => {
    const created = await book(a.as('reception'));
    expect(created).toEqual({
      id: expect.any(String), fileNumber: '', name: 'Ada Lovelace', initials: 'AL', date: '2026-03-14', time: '09:30',
      type: 'Unspecified', provider: 'Unassigned', status: 'confirmed', source: 'manual',
    });
  });

  it('keeps what the caller sends, and derives initials of a one-word name from its first two letters', async () => {
    const full = await book(a.as('owner'), {
      fileNumber: '10042', initials: 'xy', type: 'Follow-up', provider: 'Dr. Grey', status: 'checked-in', source: 'ai',
    });
    expect(full).toMatchObject({ fileNumber: '10042', initials: 'xy', type: 'Follow-up', provider: 'Dr. Grey', status: 'checked-in', source: 'ai' });
    expect((await book(a.as('owner'), { name: 'plato' })).initials).toBe('PL');
    expect((await book(a.as('owner'), { name: 'mary ann  van   der berg', initials: '' })).initials).toBe('MB');
    expect((await book(a.as('owner'), { type: '', provider: null, status: null })).type).toBe('Unspecified');
  });

  it.each([
    ['name missing', { name: undefined }, 'name'],
    ['name blank', { name: '   ' }, 'name'],
    ['date missing', { date: undefined }, 'date'],
    ['Feb 30', { date: '2026-02-30' }, 'date'],
    ['Feb 29 outside a leap year', { date: '2025-02-29' }, 'date'],
    ['month 13', { date: '2026-13-01' }, 'date'],
    ['date in another format', { date: '14/03/2026' }, 'date'],
    ['time missing', { time: undefined }, 'time'],
    ['hour 24', { time: '24:00' }, 'time'],
    ['minute 60', { time: '10:60' }, 'time'],
    ['single-digit hour', { time: '9:30' }, 'time'],
    ['seconds', { time: '09:30:00' }, 'time'],
    ['unknown status', { status: 'no-show' }, 'status'],
    ['unknown source', { source: 'import' }, 'source'],
    ['five initials', { initials: 'ABCDE' }, 'initials'],
    ['file number with letters', { fileNumber: 'A-100' }, 'fileNumber'],
  ])('rejects %s with a 400 naming the field', async (_label, patch, field) => {
    const res = await a.as('owner').post('/api/appointments', booking(patch));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(fieldPaths(res.body)).toContain(field);
  });

  it('accepts Feb 29 of a leap year and the last minute of the day', async () => {
    expect((await book(a.as('owner'), { date: '2028-02-29', time: '23:59' })).date).toBe('2028-02-29');
  });
});

describe('PUT /api/appointments/:id', () => {
  it('replaces the full record; omitted optional fields return to their defaults', async () => {
    const created = await book(a.as('owner'), { type: 'Consult', provider: 'Dr. Who', fileNumber: '10001' });
    const res = await a.as('reception').put(`/api/appointments/${created.id}`, { name: 'Ada King', date: '2026-03-15', time: '10:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: created.id, fileNumber: '', name: 'Ada King', initials: 'AK', date: '2026-03-15', time: '10:00',
      type: 'Unspecified', provider: 'Unassigned', status: 'confirmed', source: 'manual',
    });
    expect((await a.as('owner').get(`/api/appointments/${created.id}`)).json()).toEqual(res.json());
  });

  it('validates like POST', async () => {
    const created = await book(a.as('owner'));
    const res = await a.as('owner').put(`/api/appointments/${created.id}`, booking({ date: '2026-04-31' }));
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res.body)).toEqual(['date']);
  });

  it('writes each status change as an activity entry naming the old and new status', async () => {
    const created = await book(a.as('owner'));
    const steps = ['checked-in', 'completed', 'cancelled', 'confirmed'];
    for (const status of steps) {
      const res = await a.as('doctor').put(`/api/appointments/${created.id}`, booking({ status }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    }
    // The same status again is an update, not a status change.
    await a.as('doctor').put(`/api/appointments/${created.id}`, booking({ status: 'confirmed', type: 'Consult' }));
    const log = (await a.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string; summary: string }>;
    const mine = log.filter((e) => e.entityId === created.id).reverse();
    expect(mine.map((e) => e.action)).toEqual([
      'appointment.created', 'appointment.status_changed', 'appointment.status_changed', 'appointment.status_changed',
      'appointment.status_changed', 'appointment.updated',
    ]);
    const transitions = mine.filter((e) => e.action === 'appointment.status_changed').map((e) => e.summary);
    const pairs = [['confirmed', 'checked-in'], ['checked-in', 'completed'], ['completed', 'cancelled'], ['cancelled', 'confirmed']];
    pairs.forEach(([from, to], i) => expect(transitions[i]).toContain(`from ${from} to ${to}`));
    // No patient name in what every member receives.
    for (const e of mine) expect(e.summary).not.toContain('Ada');
  });
});

describe('DELETE /api/appointments/:id', () => {
  it('deletes once, then answers 404', async () => {
    const created = await book(a.as('owner'));
    expect((await a.as('reception').delete(`/api/appointments/${created.id}`)).statusCode).toBe(204);
    expect((await a.as('owner').get(`/api/appointments/${created.id}`)).statusCode).toBe(404);
    const again = await a.as('owner').delete(`/api/appointments/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers 404 for an unknown id, well-formed or not', async () => {
    for (const id of ['01900000-0000-7000-8000-000000000000', 'nope']) {
      expect((await a.as('owner').delete(`/api/appointments/${id}`)).statusCode).toBe(404);
      expect((await a.as('owner').put(`/api/appointments/${id}`, booking())).statusCode).toBe(404);
    }
  });
});

describe('GET /api/appointments filters', () => {
  let clinic: SeededClinic;
  beforeAll(async () => {
    clinic = await seedClinic(t.app, ['owner']);
    const rows = [
      { date: '2026-05-01', time: '09:00', status: 'confirmed', fileNumber: '10001' },
      { date: '2026-05-01', time: '08:00', status: 'checked-in', fileNumber: '10002' },
      { date: '2026-05-02', time: '10:00', status: 'completed', fileNumber: '10001' },
      { date: '2026-05-03', time: '11:00', status: 'cancelled', fileNumber: '' },
      { date: '2026-05-04', time: '12:00', status: 'confirmed', fileNumber: '10003' },
    ];
    for (const r of rows) await book(clinic.as('owner'), r);
  });
  const list = async (qs: string) => {
    const res = await clinic.as('owner').get(`/api/appointments${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const keys = (res: { json(): unknown }) => (res.json() as Array<{ date: string; time: string }>).map((r) => `${r.date} ${r.time}`);

  it('lists in date and time order without filters', async () => {
    expect(keys(await list(''))).toEqual(['2026-05-01 08:00', '2026-05-01 09:00', '2026-05-02 10:00', '2026-05-03 11:00', '2026-05-04 12:00']);
  });
  it('filters by date, from/to, status and fileNumber, in combination', async () => {
    expect(keys(await list('?date=2026-05-01'))).toEqual(['2026-05-01 08:00', '2026-05-01 09:00']);
    expect(keys(await list('?from=2026-05-02&to=2026-05-03'))).toEqual(['2026-05-02 10:00', '2026-05-03 11:00']);
    expect(keys(await list('?from=2026-05-03'))).toEqual(['2026-05-03 11:00', '2026-05-04 12:00']);
    expect(keys(await list('?to=2026-05-01'))).toEqual(['2026-05-01 08:00', '2026-05-01 09:00']);
    expect(keys(await list('?status=confirmed'))).toEqual(['2026-05-01 09:00', '2026-05-04 12:00']);
    expect(keys(await list('?fileNumber=10001'))).toEqual(['2026-05-01 09:00', '2026-05-02 10:00']);
    expect(keys(await list('?fileNumber=10001&status=completed'))).toEqual(['2026-05-02 10:00']);
    expect(keys(await list('?fileNumber='))).toEqual(['2026-05-03 11:00']);
  });
  it('pages with limit/offset and reports X-Total-Count', async () => {
    const page = await list('?limit=2&offset=1');
    expect(keys(page)).toEqual(['2026-05-01 09:00', '2026-05-02 10:00']);
    expect(page.headers['x-total-count']).toBe('5');
    const filtered = await list('?status=confirmed&limit=1');
    expect(filtered.headers['x-total-count']).toBe('2');
    expect((await list('')).headers['x-total-count']).toBeUndefined();
  });
  it('rejects bad filters with a 400 naming them', async () => {
    for (const [qs, field] of [
      ['?date=2026-02-30', 'querystring.date'], ['?from=2026-05-04&to=2026-05-01', 'querystring.to'],
      ['?status=late', 'querystring.status'], ['?limit=0', 'querystring.limit'], ['?limit=501', 'querystring.limit'],
    ] as const) {
      const res = await clinic.as('owner').get(`/api/appointments${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(fieldPaths(res.body), qs).toContain(field);
    }
  });
});

describe('clinic isolation', () => {
  it('another clinic sees none of the appointments and gets 404 on every route', async () => {
    const created = await book(a.as('owner'), { fileNumber: '77777' });
    const other = b.as('owner');
    expect((await other.get(`/api/appointments/${created.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/appointments/${created.id}`, booking())).statusCode).toBe(404);
    expect((await other.delete(`/api/appointments/${created.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/appointments?fileNumber=77777')).json()).toEqual([]);
    expect((await a.as('owner').get(`/api/appointments/${created.id}`)).json().name).toBe('Ada Lovelace');
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).get('/api/appointments')).statusCode).toBe(401);
  });
});

describe('realtime', () => {
  it('announces each mutation with activity:new after commit', async () => {
    const base = await t.listen();
    const socket = await connectSocket(base, a.as('lab'));
    try {
      const event = nextEvent<{ action: string; entityType: string; entityId: string }>(socket, 'activity:new');
      const created = await book(a.as('reception'));
      expect(await event).toMatchObject({ action: 'appointment.created', entityType: 'appointment', entityId: created.id });
      const changed = nextEvent<{ action: string }>(socket, 'activity:new');
      await a.as('reception').put(`/api/appointments/${created.id}`, booking({ status: 'checked-in' }));
      expect((await changed).action).toBe('appointment.status_changed');
      const deleted = nextEvent<{ action: string }>(socket, 'activity:new');
      await a.as('reception').delete(`/api/appointments/${created.id}`);
      expect((await deleted).action).toBe('appointment.deleted');
    } finally {
      socket.close();
    }
  });
});

// decisions.md §2, written by hand: appointment read for every role; write and delete for the full clinicians and
// reception; pharmacy and lab read only.
const MATRIX: Array<[Role, Method, string, number]> = [
  ['owner', 'GET', 'list', 200], ['owner', 'GET', 'one', 200], ['owner', 'POST', 'create', 201], ['owner', 'PUT', 'update', 200], ['owner', 'DELETE', 'delete', 204],
  ['admin', 'GET', 'list', 200], ['admin', 'GET', 'one', 200], ['admin', 'POST', 'create', 201], ['admin', 'PUT', 'update', 200], ['admin', 'DELETE', 'delete', 204],
  ['doctor', 'GET', 'list', 200], ['doctor', 'GET', 'one', 200], ['doctor', 'POST', 'create', 201], ['doctor', 'PUT', 'update', 200], ['doctor', 'DELETE', 'delete', 204],
  ['member', 'GET', 'list', 200], ['member', 'GET', 'one', 200], ['member', 'POST', 'create', 201], ['member', 'PUT', 'update', 200], ['member', 'DELETE', 'delete', 204],
  ['reception', 'GET', 'list', 200], ['reception', 'GET', 'one', 200], ['reception', 'POST', 'create', 201], ['reception', 'PUT', 'update', 200], ['reception', 'DELETE', 'delete', 204],
  ['pharmacy', 'GET', 'list', 200], ['pharmacy', 'GET', 'one', 200], ['pharmacy', 'POST', 'create', 403], ['pharmacy', 'PUT', 'update', 403], ['pharmacy', 'DELETE', 'delete', 403],
  ['lab', 'GET', 'list', 200], ['lab', 'GET', 'one', 200], ['lab', 'POST', 'create', 403], ['lab', 'PUT', 'update', 403], ['lab', 'DELETE', 'delete', 403],
];

describe.each(MATRIX)('%s %s appointments (%s)', (role, method, op, expected) => {
  it(`answers ${expected}`, async () => {
    const target = op === 'list' || op === 'create' ? undefined : await book(a.as('owner'));
    const url = target ? `/api/appointments/${target.id}` : '/api/appointments';
    const res = await a.as(role).request(method, url, method === 'POST' || method === 'PUT' ? booking({ status: 'completed' }) : undefined);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 403) {
      expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
      if (target) expect((await a.as('owner').get(url)).json().status).toBe('confirmed');
    }
  });
});
