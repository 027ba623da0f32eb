import { z } from 'zod';
import { isRealDate } from '../common/calendar.js';

// ---- Meeting rooms -------------------------------------------------------------------------------------------

export const MeetingRoom = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
}).meta({ id: 'MeetingRoom' });
export type MeetingRoom = z.infer<typeof MeetingRoom>;

export const CreateRoomBody = z.object({ name: z.string().trim().min(1).max(80) });

// Ids are plain strings: an unknown id, well-formed or not, is a 404 from the service, not a 400.
export const IdParams = z.object({ id: z.string().max(100) });

// ---- Scheduled meetings --------------------------------------------------------------------------------------

export const MAX_PARTICIPANTS = 50;

export const MeetingDate = z.string().refine(isRealDate, 'must be a real calendar date YYYY-MM-DD');

export const MeetingTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm (00:00–23:59)');

export const CreateScheduledMeetingBody = z.object({
  title: z.string().trim().min(1).max(120),
  date: MeetingDate,
  time: MeetingTime,
  participants: z.array(z.string().min(1).max(100)).max(MAX_PARTICIPANTS).default([])
    .describe('Staff user ids of this clinic (at most 50). The creator is always added.'),
});
export type CreateScheduledMeetingBody = z.infer<typeof CreateScheduledMeetingBody>;

export const ScheduledMeeting = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  time: z.string().describe('HH:mm'),
  participants: z.array(z.string()).describe('User ids, the creator first'),
  participantNames: z.array(z.string()).describe('Display names, in the order of participants'),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
}).meta({ id: 'ScheduledMeeting' });
export type ScheduledMeeting = z.infer<typeof ScheduledMeeting>;

// ---- Call signaling (Socket.IO payloads) ---------------------------------------------------------------------

export const CALL_CAPACITY = 4;
const SocketId = z.string().min(1).max(100);
const RoomId = z.string().min(1).max(100);

/** `call:join` and `call:leave` carry the room id; `{ roomId }` is accepted too. */
export const CallRoomPayload = z.union([RoomId, z.object({ roomId: RoomId }).transform((p) => p.roomId)]);

export const CallInvitePayload = z.object({ roomId: RoomId, toUserId: z.string().min(1).max(100) });

const MAX_SIGNAL_BYTES = 64 * 1024;
const SdpSignal = z.looseObject({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().optional() });
const IceCandidateInit = z.looseObject({ candidate: z.string(), sdpMid: z.string().nullable().optional(), sdpMLineIndex: z.number().int().nullable().optional() });
const CandidateSignal = z.looseObject({ candidate: z.union([z.string(), IceCandidateInit, z.null()]) });

/** An SDP offer/answer (`{ type, sdp }`) or an ICE candidate (`{ candidate, … }`), at most 64 KB of JSON. */
export const Signal = z.union([SdpSignal, CandidateSignal])
  .refine((s) => JSON.stringify(s).length <= MAX_SIGNAL_BYTES, 'signal too large');

export const CallSignalPayload = z.object({ to: SocketId, signal: Signal });
