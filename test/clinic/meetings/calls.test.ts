import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../support/test-app.js';
import { collect, join, nextEvent, nextEvents, request, roundTrip, Sockets } from './sockets.js';

/**
 * With TEST_DATABASE_URL and REDIS_URL the file runs two app instances on one PostgreSQL database and one Redis, and
 * the last block checks that they share the 4-participant cap and carry each other's events. PGlite cannot be opened
 * by two instances, so otherwise `second` is the same instance as `t` and that block checks the single instance.
 */
const twoInstances = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

let database: TestDatabase | undefined;
let t: TestApp;
let second: TestApp;
let urls: [string, string];
let a: SeededClinic;
let b: SeededClinic;
const sockets = new Sockets(() => urls[0]);

beforeAll(async () => {
  if (twoInstances) {
    database = await createTestDatabase();
    t = await startTestApp({ database });
    second = await startTestApp({ database });
  } else {
    t = second = await startTestApp();
  }
  urls = [await t.listen(), await second.listen()];
  // Three people are enough: one person's second socket is a participant of its own (a second tab).
  a = await seedClinic(t.app, ['owner', 'doctor', 'lab']);
  b = await seedClinic(t.app, ['owner']);
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await second?.close();
  await t?.close();
  await database?.drop();
});

interface PeerInfo { socketId: string; userId: string; userName: string }
interface Presence { roomId: string; count: number }

async function newRoom(clinic: SeededClinic = a, name = 'Call room'): Promise<string> {
  const res = await clinic.as('owner').post('/api/meetings', { name });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const peerOf = (socket: Socket, actor: Actor): PeerInfo => ({ socketId: socket.id!, userId: actor.userId, userName: actor.name });
const bySocket = (x: PeerInfo, y: PeerInfo) => x.socketId.localeCompare(y.socketId);
const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
const answer = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\ns=-\r\n' };
const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };

describe('the realtime connection', () => {
  it('refuses a socket without a session cookie, and one with a forged cookie', async () => {
    await expect(sockets.connect()).rejects.toThrow(/unauthenticated/);
    const forged = { cookieHeader: 'better-auth.session_token=forged.value' } as Actor;
    await expect(sockets.connect(forged)).rejects.toThrow(/unauthenticated/);
  });
});

describe('call signaling', () => {
  it('joins three clients, announces peers, and relays offers, answers and candidates between them', async () => {
    const roomId = await newRoom();
    const [owner, doctor, lab] = [a.as('owner'), a.as('doctor'), a.as('lab')];
    const s1 = await sockets.connect(owner);
    const s2 = await sockets.connect(doctor);
    const s3 = await sockets.connect(lab);

    expect(await join(s1, roomId)).toEqual({ ok: true, peers: [] });

    const s1SeesS2 = nextEvent<PeerInfo>(s1, 'call:peer-joined');
    expect(await join(s2, roomId)).toEqual({ ok: true, peers: [peerOf(s1, owner)] });
    expect(await s1SeesS2).toEqual(peerOf(s2, doctor));

    const s1SeesS3 = nextEvent<PeerInfo>(s1, 'call:peer-joined');
    const s2SeesS3 = nextEvent<PeerInfo>(s2, 'call:peer-joined');
    const third = await join(s3, roomId);
    expect(third.ok).toBe(true);
    expect(third.peers!.sort(bySocket)).toEqual([peerOf(s1, owner), peerOf(s2, doctor)].sort(bySocket));
    expect(await s1SeesS3).toEqual(peerOf(s3, lab));
    expect(await s2SeesS3).toEqual(peerOf(s3, lab));

    // The newcomer offers to each peer; each answers; candidates flow both ways.
    const s1Offer = nextEvent(s1, 'call:signal');
    const s2Offer = nextEvent(s2, 'call:signal');
    s3.emit('call:signal', { to: s1.id, signal: offer });
    s3.emit('call:signal', { to: s2.id, signal: offer });
    expect(await s1Offer).toEqual({ from: s3.id, signal: offer });
    expect(await s2Offer).toEqual({ from: s3.id, signal: offer });

    const s3Answers = nextEvents<{ from: string; signal: unknown }>(s3, 'call:signal', 2);
    s1.emit('call:signal', { to: s3.id, signal: answer });
    s2.emit('call:signal', { to: s3.id, signal: answer });
    const answers = await s3Answers;
    expect(answers.map((x) => x.from).sort()).toEqual([s1.id, s2.id].sort());
    for (const x of answers) expect(x.signal).toEqual(answer);

    const s1Candidate = nextEvent(s1, 'call:signal');
    expect(await request(s3, 'call:signal', { to: s1.id, signal: candidate })).toEqual({ ok: true });
    expect(await s1Candidate).toEqual({ from: s3.id, signal: candidate });
  });

  it('lets exactly four in: five simultaneous joins, and a fourth and fifth racing for the last place', async () => {
    const actors = [a.as('owner'), a.as('doctor'), a.as('lab'), a.as('owner'), a.as('doctor')];
    const five = await Promise.all(actors.map((actor) => sockets.connect(actor)));
    const roomId = await newRoom();
    const acks = await Promise.all(five.map((s) => join(s, roomId)));
    expect(acks.filter((x) => x.ok)).toHaveLength(4);
    expect(acks.filter((x) => !x.ok)).toEqual([{ ok: false, reason: 'full' }]);

    const second = await newRoom();
    const [first3, racers] = [five.slice(0, 3), five.slice(3)];
    for (const s of first3) expect((await join(s, second)).ok).toBe(true);
    const race = await Promise.all(racers.map((s) => join(s, second)));
    expect(race.map((x) => x.ok).sort()).toEqual([false, true]);
    expect(race.find((x) => !x.ok)).toEqual({ ok: false, reason: 'full' });
    // A place freed by a leave can be taken again.
    const loser = racers[race.findIndex((x) => !x.ok)]!;
    await request(first3[0]!, 'call:leave', second);
    expect((await join(loser, second)).ok).toBe(true);
  });

  it('never delivers call:signal outside the sender\'s call', async () => {
    const roomId = await newRoom();
    const otherRoom = await newRoom(a, 'Other room');
    const inCall = await sockets.connect(a.as('owner'));
    const peer = await sockets.connect(a.as('doctor'));
    const outsider = await sockets.connect(a.as('lab'));
    const elsewhere = await sockets.connect(a.as('owner'));
    const foreign = await sockets.connect(b.as('owner'));
    await join(inCall, roomId);
    await join(peer, roomId);
    await join(elsewhere, otherRoom);
    const leaked = [outsider, elsewhere, foreign].map((s) => collect(s, 'call:signal'));
    const peerGot = collect(peer, 'call:signal');

    // From a member to sockets outside the call, to itself, and to made-up ids.
    for (const to of [outsider.id, elsewhere.id, foreign.id, inCall.id, 'nobody', `clinic:${a.clinicId}`]) {
      expect(await request(inCall, 'call:signal', { to, signal: offer }), String(to)).toEqual({ ok: false });
    }
    // From sockets outside the call (or in another one) to a member.
    for (const s of [outsider, elsewhere, foreign]) {
      expect(await request(s, 'call:signal', { to: peer.id, signal: offer })).toEqual({ ok: false });
    }
    await Promise.all([outsider, elsewhere, foreign, peer].map(roundTrip));
    for (const list of leaked) expect(list).toEqual([]);
    expect(peerGot).toEqual([]);
    // The legitimate path still works.
    const got = nextEvent(peer, 'call:signal');
    expect(await request(inCall, 'call:signal', { to: peer.id, signal: offer })).toEqual({ ok: true });
    expect(await got).toEqual({ from: inCall.id, signal: offer });
  });

  it('announces call:peer-left on leave and on disconnect, and frees the place', async () => {
    const roomId = await newRoom();
    const s1 = await sockets.connect(a.as('owner'));
    const s2 = await sockets.connect(a.as('doctor'));
    const s3 = await sockets.connect(a.as('lab'));
    for (const s of [s1, s2, s3]) await join(s, roomId);

    const leftOnLeave = nextEvent(s1, 'call:peer-left');
    const s3Id = s3.id;
    expect(await request(s3, 'call:leave', roomId)).toEqual({ ok: true });
    expect(await leftOnLeave).toEqual({ socketId: s3Id });

    const leftOnDisconnect = nextEvent(s1, 'call:peer-left');
    const s2Id = s2.id;
    s2.disconnect();
    expect(await leftOnDisconnect).toEqual({ socketId: s2Id });

    // Signals to the departed are dropped; a newcomer sees only who is left.
    expect(await request(s1, 'call:signal', { to: s2Id, signal: offer })).toEqual({ ok: false });
    const s4 = await sockets.connect(a.as('lab'));
    expect(await join(s4, roomId)).toEqual({ ok: true, peers: [peerOf(s1, a.as('owner'))] });
  });

  it('answers not_found for another clinic\'s room, an unknown room and malformed ids', async () => {
    const foreignRoom = await newRoom(b, 'Foreign');
    const s = await sockets.connect(a.as('owner'));
    expect(await join(s, foreignRoom)).toEqual({ ok: false, reason: 'not_found' });
    expect(await join(s, 'no-such-room')).toEqual({ ok: false, reason: 'not_found' });
    for (const bad of [42, null, {}, { roomId: 7 }, ['x'], 'x'.repeat(5000), '']) {
      expect(await join(s, bad), JSON.stringify(bad).slice(0, 40)).toEqual({ ok: false, reason: 'not_found' });
    }
    // A deleted room cannot be joined.
    const roomId = await newRoom();
    await a.as('owner').delete(`/api/meetings/${roomId}`);
    expect(await join(s, roomId)).toEqual({ ok: false, reason: 'not_found' });
    // `{ roomId }` is accepted as well as the bare id.
    const ok = await newRoom();
    expect(await join(s, { roomId: ok })).toEqual({ ok: true, peers: [] });
  });

  it('survives malformed payloads on every event, with or without an acknowledgement', async () => {
    const roomId = await newRoom();
    const s = await sockets.connect(a.as('owner'));
    const peer = await sockets.connect(a.as('doctor'));
    await join(s, roomId);
    await join(peer, roomId);
    const peerGot = collect(peer, 'call:signal');
    const junk = [undefined, null, 1, 'text', [], {}, { to: 5 }, { to: peer.id }, { to: peer.id, signal: 'sdp' },
      { to: peer.id, signal: { type: 'bogus' } }, { to: peer.id, signal: { type: 'offer', sdp: 'x'.repeat(70_000) } },
      { roomId: {}, toUserId: [] }];
    for (const payload of junk) {
      s.emit('call:join', payload);
      s.emit('call:signal', payload);
      s.emit('call:invite', payload);
      s.emit('call:leave', payload === undefined ? 1 : payload);
      s.emit('call:unknown-event', payload);
      expect(await request(s, 'call:signal', payload)).toEqual({ ok: false });
      expect((await request<{ ok: boolean }>(s, 'call:invite', payload)).ok).toBe(false);
    }
    s.emit('call:join');
    s.emit('call:signal');
    await roundTrip(peer);
    expect(peerGot).toEqual([]);
    // Still in the call and still served.
    const got = nextEvent(peer, 'call:signal');
    expect(await request(s, 'call:signal', { to: peer.id, signal: candidate })).toEqual({ ok: true });
    expect(await got).toEqual({ from: s.id, signal: candidate });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('moves a socket to the new room when it joins another, and treats a repeated join as a no-op', async () => {
    const first = await newRoom();
    const second = await newRoom();
    const s1 = await sockets.connect(a.as('owner'));
    const s2 = await sockets.connect(a.as('doctor'));
    await join(s1, first);
    await join(s2, first);
    const peerJoined = collect(s1, 'call:peer-joined');
    expect(await join(s2, first)).toEqual({ ok: true, peers: [peerOf(s1, a.as('owner'))] });
    const left = nextEvent(s1, 'call:peer-left');
    const s2Id = s2.id;
    expect(await join(s2, second)).toEqual({ ok: true, peers: [] });
    expect(await left).toEqual({ socketId: s2Id });
    expect(peerJoined).toEqual([]);
    // A full room refuses the move and leaves the socket where it was.
    const full = await newRoom();
    const fillers = await Promise.all([0, 1, 2, 3].map(() => sockets.connect(a.as('lab'))));
    for (const s of fillers) expect((await join(s, full)).ok).toBe(true);
    expect(await join(s2, full)).toEqual({ ok: false, reason: 'full' });
    const stillThere = nextEvent(s2, 'call:peer-joined');
    await join(s1, second);
    expect(await stillThere).toEqual(peerOf(s1, a.as('owner')));
  });

  it('invites a member of the clinic (call:invite plus notification:new) and refuses anyone else', async () => {
    const roomId = await newRoom(a, 'Consult room');
    const owner = a.as('owner');
    const inviter = await sockets.connect(owner);
    const invitee = await sockets.connect(a.as('doctor'));
    const outsider = await sockets.connect(b.as('owner'));
    const outsiderGot = [...['call:invite', 'notification:new'].map((e) => collect(outsider, e))];

    const invited = nextEvent(invitee, 'call:invite');
    const notified = nextEvent<{ kind: string; entityType: string; entityId: string; text: string }>(invitee, 'notification:new');
    expect(await request(inviter, 'call:invite', { roomId, toUserId: a.as('doctor').userId })).toEqual({ ok: true });
    expect(await invited).toEqual({ roomId, roomName: 'Consult room', fromName: owner.name });
    expect(await notified).toMatchObject({ kind: 'call_invite', entityType: 'meeting_room', entityId: roomId });

    // Across clinics: the invitee is not a member, or the room is not this clinic's.
    expect(await request(inviter, 'call:invite', { roomId, toUserId: b.as('owner').userId })).toEqual({ ok: false, reason: 'not_found' });
    const foreignRoom = await newRoom(b, 'Foreign');
    expect(await request(outsider, 'call:invite', { roomId, toUserId: a.as('doctor').userId })).toEqual({ ok: false, reason: 'not_found' });
    expect(await request(inviter, 'call:invite', { roomId: foreignRoom, toUserId: a.as('doctor').userId })).toEqual({ ok: false, reason: 'not_found' });
    expect(await request(inviter, 'call:invite', { roomId, toUserId: 'nobody' })).toEqual({ ok: false, reason: 'not_found' });
    await roundTrip(outsider);
    for (const list of outsiderGot) expect(list).toEqual([]);
    // No activity row: call invites are not stored.
    const activity = (await owner.get('/api/activity')).json() as Array<{ entityId: string; action: string }>;
    expect(activity.filter((e) => e.entityId === roomId).map((e) => e.action)).toEqual(['meeting_room.created']);
  });

  it('broadcasts call:presence { roomId, count } to the clinic, and a snapshot to sockets that connect later', async () => {
    const roomId = await newRoom();
    const observer = await sockets.connect(a.as('lab'));
    const foreign = await sockets.connect(b.as('owner'));
    const foreignSaw = collect(foreign, 'call:presence');
    const counts = collect<Presence>(observer, 'call:presence');
    const s1 = await sockets.connect(a.as('owner'));
    const s2 = await sockets.connect(a.as('doctor'));

    let seen = nextEvent<Presence>(observer, 'call:presence', (p) => p.roomId === roomId && p.count === 1);
    await join(s1, roomId);
    await seen;
    seen = nextEvent<Presence>(observer, 'call:presence', (p) => p.roomId === roomId && p.count === 2);
    await join(s2, roomId);
    await seen;

    // A socket that connects now learns the occupancy of rooms with a call going.
    let snapshot!: Promise<Presence>;
    await sockets.connect(a.as('lab'), { before: (late) => { snapshot = nextEvent<Presence>(late, 'call:presence', (p) => p.roomId === roomId); } });
    expect(await snapshot).toEqual({ roomId, count: 2 });

    seen = nextEvent<Presence>(observer, 'call:presence', (p) => p.roomId === roomId && p.count === 1);
    s2.disconnect();
    await seen;
    seen = nextEvent<Presence>(observer, 'call:presence', (p) => p.roomId === roomId && p.count === 0);
    await request(s1, 'call:leave', roomId);
    await seen;
    expect(counts.filter((p) => p.roomId === roomId).map((p) => p.count)).toEqual([1, 2, 1, 0]);
    await roundTrip(foreign);
    expect(foreignSaw).toEqual([]);
  });
});

const on = (i: number) => ({ baseUrl: urls[i % 2] });

describe(twoInstances ? 'calls across two instances (PostgreSQL + Redis)' : 'calls on one instance (two need TEST_DATABASE_URL and REDIS_URL)', () => {
  it('lets exactly 4 of 5 simultaneous joins in, the joiners spread over the instances', async () => {
    const five = await Promise.all([0, 1, 2, 3, 4].map((i) => sockets.connect(a.as(i % 2 ? 'doctor' : 'owner'), on(i))));
    const roomId = await newRoom();
    const acks = await Promise.all(five.map((s) => join(s, roomId)));
    expect(acks.filter((x) => x.ok)).toHaveLength(4);
    expect(acks.filter((x) => !x.ok)).toEqual([{ ok: false, reason: 'full' }]);
    // Every admitted socket sees the other three, wherever they are connected.
    const admitted = five.filter((_, i) => acks[i]!.ok);
    const lastIn = acks.filter((x) => x.ok).map((x) => x.peers!.length).sort();
    expect(lastIn).toEqual([0, 1, 2, 3]);
    // A place freed on one instance is taken from the other.
    const refused = five[acks.findIndex((x) => !x.ok)]!;
    const leaver = admitted.find((s) => (s.io as unknown as { uri: string }).uri !== (refused.io as unknown as { uri: string }).uri) ?? admitted[0]!;
    expect(await request(leaver, 'call:leave', roomId)).toEqual({ ok: true });
    expect((await join(refused, roomId)).ok).toBe(true);
  });

  it('carries peer-joined, signals, presence and peer-left between the instances', async () => {
    const roomId = await newRoom();
    const observer = await sockets.connect(a.as('doctor'), on(1));
    const s1 = await sockets.connect(a.as('owner'), on(0));
    const s2 = await sockets.connect(a.as('doctor'), on(1));
    const outsider = await sockets.connect(a.as('doctor'), on(0));

    let presence = nextEvent<{ roomId: string; count: number }>(observer, 'call:presence', (p) => p.roomId === roomId && p.count === 1);
    await join(s1, roomId);
    await presence;
    const joined = nextEvent(s1, 'call:peer-joined');
    expect(await join(s2, roomId)).toEqual({ ok: true, peers: [{ socketId: s1.id, userId: a.as('owner').userId, userName: a.as('owner').name }] });
    expect(await joined).toEqual({ socketId: s2.id, userId: a.as('doctor').userId, userName: a.as('doctor').name });

    const gotOffer = nextEvent(s1, 'call:signal');
    expect(await request(s2, 'call:signal', { to: s1.id, signal: offer })).toEqual({ ok: true });
    expect(await gotOffer).toEqual({ from: s2.id, signal: offer });
    const gotAnswer = nextEvent(s2, 'call:signal');
    expect(await request(s1, 'call:signal', { to: s2.id, signal: answer })).toEqual({ ok: true });
    expect(await gotAnswer).toEqual({ from: s1.id, signal: answer });
    // A socket on the other instance that is not in the call gets nothing: the server drops the signal.
    expect(await request(s2, 'call:signal', { to: outsider.id, signal: offer })).toEqual({ ok: false });

    presence = nextEvent(observer, 'call:presence', (p) => p.roomId === roomId && p.count === 1);
    const left = nextEvent(s1, 'call:peer-left');
    const s2Id = s2.id;
    s2.disconnect();
    expect(await left).toEqual({ socketId: s2Id });
    await presence;
  });

  it.runIf(twoInstances)('frees the places of an instance that shuts down', async () => {
    const roomId = await newRoom();
    const onSecond = await Promise.all([1, 2, 3].map(() => sockets.connect(a.as('doctor'), on(1))));
    const stay = await sockets.connect(a.as('owner'), on(0));
    const waiting = await sockets.connect(a.as('doctor'), on(0));
    for (const s of onSecond) expect((await join(s, roomId)).ok).toBe(true);
    expect((await join(stay, roomId)).ok).toBe(true);
    expect(await join(waiting, roomId)).toEqual({ ok: false, reason: 'full' });
    const ids = onSecond.map((s) => s.id);
    const leftAll = nextEvents<{ socketId: string }>(stay, 'call:peer-left', 3);
    const closed = second.close();
    expect((await leftAll).map((p) => p.socketId).sort()).toEqual(ids.sort());
    expect((await join(waiting, roomId)).ok).toBe(true);
    // The server finishes closing once its remaining clients are gone.
    for (const s of onSecond) s.close();
    await closed;
  });
});
