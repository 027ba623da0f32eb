import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../support/client.js';
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
  a = await seedClinic(t.app, ['owner', 'doctor', 'reception', 'lab']);
  b = await seedClinic(t.app, ['owner']);
});
afterEach(() => sockets.closeAll());
afterAll(async () => { await t?.close(); });

interface Meeting {
  id: string; title: string; date: string; time: string; participants: string[]; participantNames: string[];
  createdBy: string; createdByName: string; createdAt: string;
}
interface Notification { id: string; kind: string; text: string; entityType: string; entityId: string | null; at: string }

const valid = { title: 'Case conference', date: '2026-03-10', time: '09:30' };

function errorPaths(res: { json(): unknown }) {
  return (res.json() as { errors: Array<{ path: string }> }).errors.map((e) => e.path);
}

describe('scheduled meetings: validation', () => {
  it('rejects bad titles, impossible dates and times, with the field named', async () => {
    const owner = a.as('owner');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, title: '' }, 'title'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, title: 'x'.repeat(121) }, 'title'],
      [{ ...valid, date: '2026-02-30' }, 'date'],
      [{ ...valid, date: '2025-02-29' }, 'date'],
      [{ ...valid, date: '2026-13-01' }, 'date'],
      [{ ...valid, date: '2026-3-10' }, 'date'],
      [{ ...valid, date: '10/03/2026' }, 'date'],
      [{ ...valid, time: '25:00' }, 'time'],
      [{ ...valid, time: '24:00' }, 'time'],
      [{ ...valid, time: '12:60' }, 'time'],
      [{ ...valid, time: '9:30' }, 'time'],
      [{ ...valid, time: '09:30:00' }, 'time'],
      [{ title: valid.title, time: valid.time }, 'date'],
      [{ ...valid, participants: 'nobody' }, 'participants'],
      [{ ...valid, participants: Array.from({ length: 51 }, (_, i) => `u${i}`) }, 'participants'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.post('/api/meetings/events', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorPaths(res), JSON.stringify(body)).toEqual([field]);
    }
    const edge = await owner.post('/api/meetings/events', { title: 'x'.repeat(120), date: '2024-02-29', time: '23:59' });
    expect(edge.statusCode, edge.body).toBe(201);
    expect(edge.json()).toMatchObject({ date: '2024-02-29', time: '23:59' });
    expect((await owner.post('/api/meetings/events', { ...valid, time: '00:00' })).statusCode).toBe(201);
  });

  it('requires every participant to be a member of this clinic, naming each one that is not', async () => {
    const owner = a.as('owner');
    const res = await owner.post('/api/meetings/events', {
      ...valid, participants: [a.as('doctor').userId, b.as('owner').userId, a.as('lab').userId, 'no-such-user'],
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(['participants.1', 'participants.3']);
    expect((await owner.get('/api/meetings/events')).json().some((m: Meeting) => m.title === valid.title && m.participants.length === 4)).toBe(false);
  });

  it('accepts 50 participants (repeats dropped, the creator added on top)', async () => {
    const doctor = a.as('doctor').userId;
    const res = await a.as('owner').post('/api/meetings/events', { ...valid, participants: Array(50).fill(doctor) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().participants).toEqual([a.as('owner').userId, doctor]);
  });
});

describe('scheduled meetings: creation, listing, notifications', () => {
  it('returns the decisions §7 shape with the creator first and names resolved', async () => {
    const owner = a.as('owner');
    const doctor = a.as('doctor');
    const lab = a.as('lab');
    const res = await owner.post('/api/meetings/events', { ...valid, title: 'Shape check', participants: [lab.userId, owner.userId, doctor.userId, lab.userId] });
    expect(res.statusCode, res.body).toBe(201);
    const meeting = res.json() as Meeting;
    expect(Object.keys(meeting).sort()).toEqual(
      ['createdAt', 'createdBy', 'createdByName', 'date', 'id', 'participantNames', 'participants', 'time', 'title']);
    expect(meeting).toMatchObject({
      title: 'Shape check', date: valid.date, time: valid.time,
      participants: [owner.userId, lab.userId, doctor.userId],
      participantNames: [owner.name, lab.name, doctor.name],
      createdBy: owner.userId, createdByName: owner.name,
    });
    expect(new Date(meeting.createdAt).toISOString()).toBe(meeting.createdAt);
  });

  it('always adds the creator, even with no participants given', async () => {
    const res = await a.as('reception').post('/api/meetings/events', { ...valid, title: 'Solo' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ participants: [a.as('reception').userId], participantNames: [a.as('reception').name] });
  });

  it('lists only meetings where the caller is creator or participant, soonest first, with names', async () => {
    const [owner, doctor, reception, lab] = [a.as('owner'), a.as('doctor'), a.as('reception'), a.as('lab')];
    const later = (await owner.post('/api/meetings/events', { title: 'Later', date: '2026-05-02', time: '08:00', participants: [doctor.userId] })).json() as Meeting;
    const sooner = (await doctor.post('/api/meetings/events', { title: 'Sooner', date: '2026-05-01', time: '17:00', participants: [lab.userId] })).json() as Meeting;
    const sameDayEarlier = (await lab.post('/api/meetings/events', { title: 'Early', date: '2026-05-01', time: '07:15' })).json() as Meeting;

    // Other tests of this file schedule meetings too: look only at this test's three.
    const ours = new Set([later.id, sooner.id, sameDayEarlier.id]);
    const titles = async (actor: Actor) =>
      ((await actor.get('/api/meetings/events')).json() as Meeting[]).filter((m) => ours.has(m.id)).map((m) => m.title);
    expect(await titles(owner)).toEqual(['Later']);
    expect(await titles(doctor)).toEqual(['Sooner', 'Later']);
    expect(await titles(lab)).toEqual(['Early', 'Sooner']);
    expect(await titles(reception)).toEqual([]);

    const seenByDoctor = (await doctor.get('/api/meetings/events')).json() as Meeting[];
    expect(seenByDoctor.find((m) => m.id === later.id)).toMatchObject({
      participants: [owner.userId, doctor.userId], participantNames: [owner.name, doctor.name], createdByName: owner.name,
    });
    expect(seenByDoctor.find((m) => m.id === sooner.id)?.participantNames).toEqual([doctor.name, lab.name]);

    const all = (await lab.get('/api/meetings/events')).json() as Meeting[];
    const when = all.map((m) => `${m.date} ${m.time}`);
    expect(when).toEqual([...when].sort());
    const page = await lab.get('/api/meetings/events?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.json()).toEqual(all.slice(1, 2));
    expect(sameDayEarlier.participants).toEqual([lab.userId]);
    // Another clinic never sees them.
    expect((await b.as('owner').get('/api/meetings/events')).json()).toEqual([]);
  });

  it('notifies each participant except the creator with notification:new', async () => {
    const owner = a.as('owner');
    const doctor = a.as('doctor');
    const doctorSocket = await sockets.connect(doctor);
    const ownerSocket = await sockets.connect(owner);
    const receptionSocket = await sockets.connect(a.as('reception'));
    const ownerNotes = collect<Notification>(ownerSocket, 'notification:new');
    const receptionNotes = collect<Notification>(receptionSocket, 'notification:new');
    const invited = nextEvent<Notification>(doctorSocket, 'notification:new');
    const meeting = (await owner.post('/api/meetings/events', { ...valid, title: 'Notify me', participants: [doctor.userId] })).json() as Meeting;
    const note = await invited;
    expect(note).toMatchObject({ kind: 'meeting_invite', entityType: 'scheduled_meeting', entityId: meeting.id });
    expect(note.text).toContain('Notify me');
    expect(note.text).toContain(owner.name);
    expect(typeof note.id).toBe('string');
    expect(new Date(note.at).toISOString()).toBe(note.at);
    await roundTrip(ownerSocket);
    await roundTrip(receptionSocket);
    expect(ownerNotes).toEqual([]);
    expect(receptionNotes).toEqual([]);
  });
});

describe('scheduled meetings: deletion', () => {
  it('lets only the creator delete: participants and other members 403, other clinic and unknown ids 404', async () => {
    const owner = a.as('owner');
    const doctor = a.as('doctor');
    const meeting = (await owner.post('/api/meetings/events', { ...valid, title: 'Delete me', participants: [doctor.userId] })).json() as Meeting;
    for (const other of [doctor, a.as('reception')]) {
      const res = await other.delete(`/api/meetings/events/${meeting.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
    }
    expect((await b.as('owner').delete(`/api/meetings/events/${meeting.id}`)).statusCode).toBe(404);
    expect((await owner.delete('/api/meetings/events/not-a-meeting')).statusCode).toBe(404);
    expect(((await doctor.get('/api/meetings/events')).json() as Meeting[]).map((m) => m.id)).toContain(meeting.id);

    const doctorSocket = await sockets.connect(doctor);
    const cancelled = nextEvent<Notification>(doctorSocket, 'notification:new');
    const del = await owner.delete(`/api/meetings/events/${meeting.id}`);
    expect(del.statusCode).toBe(204);
    expect(await cancelled).toMatchObject({ kind: 'meeting_cancelled', entityType: 'scheduled_meeting', entityId: meeting.id });
    expect(((await doctor.get('/api/meetings/events')).json() as Meeting[]).map((m) => m.id)).not.toContain(meeting.id);
    expect((await owner.delete(`/api/meetings/events/${meeting.id}`)).statusCode).toBe(404);
  });

  it('writes one activity row per create and delete, without the title', async () => {
    const owner = a.as('owner');
    const meeting = (await owner.post('/api/meetings/events', { ...valid, title: 'Confidential title', participants: [a.as('doctor').userId] })).json() as Meeting;
    expect((await owner.post('/api/meetings/events', { ...valid, time: '99:99' })).statusCode).toBe(400);
    await owner.delete(`/api/meetings/events/${meeting.id}`);
    const entries = (await a.as('doctor').get('/api/activity')).json() as Array<{ action: string; entityType: string; entityId: string; summary: string }>;
    const mine = entries.filter((e) => e.entityId === meeting.id);
    expect(entries.some((e) => e.action === 'scheduled_meeting.created' && e.entityType === 'scheduled_meeting' && e.entityId !== meeting.id)).toBe(true);
    expect(mine.map((e) => [e.action, e.entityId])).toEqual([['scheduled_meeting.deleted', meeting.id], ['scheduled_meeting.created', meeting.id]]);
    for (const e of mine) expect(e.summary).not.toContain('Confidential');
  });
});
