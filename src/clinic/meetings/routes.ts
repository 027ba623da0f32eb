import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { ListQuery, problems } from '../../platform/http/schemas.js';
import { registerCallSignaling } from './calls.js';
import { CreateRoomBody, CreateScheduledMeetingBody, IdParams, MeetingRoom, ScheduledMeeting } from './schema.js';
import {
  createRoom, createScheduledMeeting, deleteRoom, deleteScheduledMeeting, listRooms, listScheduledMeetings, type Listing,
} from './service.js';

const CALLS_DESCRIPTION = [
  'Calls in a room run over the authenticated Socket.IO connection (path `/socket.io`, session cookie) as a',
  'peer-to-peer mesh; the server relays signaling only and never stores call state. Events:',
  '`call:join` roomId → ack `{ ok: true, peers: [{ socketId, userId, userName }] }` or `{ ok: false, reason: \'full\' | \'not_found\' }`',
  '(at most 4 participants, across all instances); `call:peer-joined` `{ socketId, userId, userName }` to the others;',
  '`call:signal` `{ to, signal }` → the receiver gets `{ from, signal }` (only between two sockets in the same call);',
  '`call:leave` roomId; `call:peer-left` `{ socketId }` (also on disconnect); `call:invite` `{ roomId, toUserId }` → the',
  'invitee (a member of the same clinic) gets `call:invite` `{ roomId, roomName, fromName }` and a `notification:new`;',
  '`call:presence` `{ roomId, count }` to the whole clinic on every change (and, on connect, for each occupied room).',
  'Malformed payloads get a failed acknowledgement (`call:join`: `not_found`; others: `{ ok: false }`) or are dropped;',
  'a server-side failure answers `{ ok: false, reason: \'unavailable\' }`. Call state is never stored.',
  'ICE servers for the peer connections: `iceServers` in `GET /api/me`, set by the deployment with ICE_SERVERS (a JSON',
  'array of `{ urls, username?, credential? }`; default a public STUN server). Calls across symmetric NAT need a TURN',
  'server in that list.',
].join(' ');

function sendListing<T>(reply: { header(name: string, value: string): unknown }, listing: Listing<T>): T[] {
  if (listing.total !== undefined) reply.header('x-total-count', String(listing.total));
  return listing.items;
}

export async function meetingRoutes(app: ZodApp, deps: AppDeps) {
  await registerCallSignaling(app, deps);

  app.get('/api/meetings', {
    schema: {
      tags: ['meetings'], summary: 'The clinic\'s meeting rooms, oldest first (any member)', description: CALLS_DESCRIPTION,
      querystring: ListQuery, response: { 200: z.array(MeetingRoom) },
    },
  }, async (req, reply) => sendListing(reply, await listRooms(deps, req.clinicCtx, req.query)));

  app.post('/api/meetings', {
    schema: {
      tags: ['meetings'], summary: 'Create a meeting room (any member)',
      body: CreateRoomBody, response: { 201: MeetingRoom },
    },
  }, async (req, reply) => reply.code(201).send(await createRoom(deps, req.clinicCtx, req.body.name)));

  app.delete('/api/meetings/:id', {
    schema: {
      tags: ['meetings'], summary: 'Delete a meeting room (any member)',
      description: 'A call already running in the room is not interrupted; nobody can join it afterwards.',
      params: IdParams, response: { 204: z.null().describe('Deleted'), ...problems(404) },
    },
  }, async (req, reply) => {
    await deleteRoom(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });

  app.get('/api/meetings/events', {
    schema: {
      tags: ['meetings'], summary: 'Scheduled meetings the caller created or takes part in, soonest first',
      querystring: ListQuery, response: { 200: z.array(ScheduledMeeting) },
    },
  }, async (req, reply) => sendListing(reply, await listScheduledMeetings(deps, req.clinicCtx, req.query)));

  app.post('/api/meetings/events', {
    schema: {
      tags: ['meetings'], summary: 'Schedule a meeting',
      description: 'Every participant must be a member of the clinic (400 naming `participants.<i>` otherwise); the creator is always added, first. Each other participant receives `notification:new` (kind `meeting_invite`).',
      body: CreateScheduledMeetingBody, response: { 201: ScheduledMeeting },
    },
  }, async (req, reply) => reply.code(201).send(await createScheduledMeeting(deps, req.clinicCtx, req.body)));

  app.delete('/api/meetings/events/:id', {
    schema: {
      tags: ['meetings'], summary: 'Delete a scheduled meeting (its creator only)',
      description: 'Anyone else in the clinic gets 403. Participants other than the creator receive `notification:new` (kind `meeting_cancelled`).',
      params: IdParams, response: { 204: z.null().describe('Deleted'), ...problems(404) },
    },
  }, async (req, reply) => {
    await deleteScheduledMeeting(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });
}
