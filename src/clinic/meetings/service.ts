import type { ColumnType } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx, type TenantScope } from '../../platform/db/clinic-tx.js';
import { readPage } from '../../platform/db/paging.js';
import { errors, type FieldError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { CreateScheduledMeetingBody, MeetingRoom, ScheduledMeeting } from './schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MeetingRoomTable {
  clinic_id: string;
  id: string;
  name: string;
  created_by: string;
  created_at: Timestamp;
}

export interface ScheduledMeetingTable {
  clinic_id: string;
  id: string;
  title: string;
  meeting_date: string;
  meeting_time: string;
  created_by: string;
  created_at: Timestamp;
}

export interface ScheduledMeetingParticipantTable {
  clinic_id: string;
  meeting_id: string;
  user_id: string;
  position: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    meeting_room: MeetingRoomTable;
    scheduled_meeting: ScheduledMeetingTable;
    scheduled_meeting_participant: ScheduledMeetingParticipantTable;
  }
}

type Deps = Pick<AppDeps, 'db' | 'activity'>;
export interface Page { limit?: number; offset?: number }
export interface Listing<T> { items: T[]; total?: number }

/** A name for a user id whose account no longer exists. */
const UNKNOWN_USER = 'Former member';

// ---- Meeting rooms -------------------------------------------------------------------------------------------

function toRoom(row: { id: string; name: string; created_at: Date | string }): MeetingRoom {
  return { id: row.id, name: row.name, createdAt: new Date(row.created_at).toISOString() };
}

export async function listRooms(deps: Deps, ctx: ClinicContext, page: Page = {}): Promise<Listing<MeetingRoom>> {
  return withClinicTx(deps.db, ctx, async (tx) => {
    const rooms = tx.selectFrom('meeting_room').where('clinic_id', '=', ctx.clinicId);
    const { rows, total } = await readPage(rooms, rooms.select(['id', 'name', 'created_at']).orderBy('created_at').orderBy('id'), page);
    return { items: rows.map(toRoom), total };
  });
}

export async function createRoom(deps: Deps, ctx: ClinicContext, name: string): Promise<MeetingRoom> {
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.insertInto('meeting_room')
      .values({ clinic_id: ctx.clinicId, id: uuidv7(), name, created_by: ctx.userId })
      .returning(['id', 'name', 'created_at']).executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'meeting_room.created', entityType: 'meeting_room', entityId: row.id,
      summary: `${ctx.userName} created the meeting room "${row.name}"`,
    });
    return toRoom(row);
  });
}

/**
 * Deletes a room. A call already running in it is not torn down (its signaling is peer-to-peer and never stored);
 * nobody can join it any more.
 */
export async function deleteRoom(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.deleteFrom('meeting_room')
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id)
      .returning(['id', 'name']).executeTakeFirst();
    if (!row) throw errors.notFound('meeting room');
    await deps.activity.record(tx, after, ctx, {
      action: 'meeting_room.deleted', entityType: 'meeting_room', entityId: row.id,
      summary: `${ctx.userName} deleted the meeting room "${row.name}"`,
    });
  });
}

/** The room in the caller's clinic, or null (another clinic's room is as absent as a missing one). */
export async function findRoomInTx(tx: ClinicTx, clinicId: string, id: string): Promise<MeetingRoom | null> {
  const row = await tx.selectFrom('meeting_room').select(['id', 'name', 'created_at'])
    .where('clinic_id', '=', clinicId).where('id', '=', id).executeTakeFirst();
  return row ? toRoom(row) : null;
}

export async function findRoom(deps: Pick<AppDeps, 'db'>, scope: TenantScope, id: string): Promise<MeetingRoom | null> {
  return withClinicTx(deps.db, scope, (tx) => findRoomInTx(tx, scope.clinicId, id));
}

/** The ids among `userIds` that are members of the clinic. */
export async function clinicMemberIds(tx: ClinicTx, clinicId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx.selectFrom('member').select('userId')
    .where('organizationId', '=', clinicId).where('userId', 'in', [...userIds]).execute();
  return new Set(rows.map((r) => r.userId));
}

// ---- Scheduled meetings --------------------------------------------------------------------------------------

type MeetingRow = Pick<ScheduledMeetingTable, 'id' | 'title' | 'meeting_date' | 'meeting_time' | 'created_by'> & {
  created_at: Date | string;
};

/** Resolves participants (in the creator's order) and names for the given meetings, in one query. */
async function present(tx: ClinicTx, clinicId: string, rows: MeetingRow[]): Promise<ScheduledMeeting[]> {
  if (rows.length === 0) return [];
  const participants = await tx.selectFrom('scheduled_meeting_participant as p')
    .leftJoin('user', 'user.id', 'p.user_id')
    .select(['p.meeting_id', 'p.user_id', 'user.name'])
    .where('p.clinic_id', '=', clinicId).where('p.meeting_id', 'in', rows.map((r) => r.id))
    .orderBy('p.meeting_id').orderBy('p.position')
    .execute();
  const creatorIds = [...new Set(rows.map((r) => r.created_by))];
  const creators = await tx.selectFrom('user').select(['id', 'name']).where('id', 'in', creatorIds).execute();
  const creatorName = new Map(creators.map((c) => [c.id, c.name]));
  const byMeeting = new Map<string, Array<{ userId: string; name: string }>>();
  for (const p of participants) {
    let list = byMeeting.get(p.meeting_id);
    if (!list) byMeeting.set(p.meeting_id, list = []);
    list.push({ userId: p.user_id, name: p.name ?? UNKNOWN_USER });
  }
  return rows.map((r) => {
    const list = byMeeting.get(r.id) ?? [];
    return {
      id: r.id,
      title: r.title,
      date: r.meeting_date,
      time: r.meeting_time,
      participants: list.map((p) => p.userId),
      participantNames: list.map((p) => p.name),
      createdBy: r.created_by,
      createdByName: creatorName.get(r.created_by) ?? UNKNOWN_USER,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}

const MEETING_COLUMNS = ['m.id', 'm.title', 'm.meeting_date', 'm.meeting_time', 'm.created_by', 'm.created_at'] as const;

/** Meetings the caller created or takes part in, soonest first. */
export async function listScheduledMeetings(deps: Deps, ctx: ClinicContext, page: Page = {}): Promise<Listing<ScheduledMeeting>> {
  return withClinicTx(deps.db, ctx, async (tx) => {
    const mine = tx.selectFrom('scheduled_meeting as m')
      .where('m.clinic_id', '=', ctx.clinicId)
      .where((eb) => eb.or([
        eb('m.created_by', '=', ctx.userId),
        eb.exists(eb.selectFrom('scheduled_meeting_participant as p').select('p.user_id')
          .whereRef('p.clinic_id', '=', 'm.clinic_id').whereRef('p.meeting_id', '=', 'm.id')
          .where('p.user_id', '=', ctx.userId)),
      ]));
    const { rows, total } = await readPage(mine, mine.select(MEETING_COLUMNS).orderBy('m.meeting_date').orderBy('m.meeting_time').orderBy('m.id'), page);
    return { items: await present(tx, ctx.clinicId, rows), total };
  });
}

/**
 * Creates a meeting with the creator first and then the given participants in their order (repeats dropped). Every
 * participant must be a member of the clinic: the ones that are not are named in the 400. Each participant other
 * than the creator gets a personal notification once the meeting is committed.
 */
export async function createScheduledMeeting(deps: Deps, ctx: ClinicContext, input: CreateScheduledMeetingBody): Promise<ScheduledMeeting> {
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const members = await clinicMemberIds(tx, ctx.clinicId, input.participants);
    const invalid: FieldError[] = input.participants
      .map((userId, i) => ({ userId, i }))
      .filter(({ userId }) => !members.has(userId))
      .map(({ i }) => ({ path: `participants.${i}`, message: 'is not a member of this clinic' }));
    if (invalid.length) throw errors.badRequest('Every participant must be a member of this clinic', invalid);

    const participantIds = [...new Set([ctx.userId, ...input.participants])];
    const id = uuidv7();
    const row = await tx.insertInto('scheduled_meeting').values({
      clinic_id: ctx.clinicId, id, title: input.title, meeting_date: input.date, meeting_time: input.time, created_by: ctx.userId,
    }).returning(['id', 'title', 'meeting_date', 'meeting_time', 'created_by', 'created_at']).executeTakeFirstOrThrow();
    await tx.insertInto('scheduled_meeting_participant')
      .values(participantIds.map((userId, position) => ({ clinic_id: ctx.clinicId, meeting_id: id, user_id: userId, position })))
      .execute();

    // The title stays out of the clinic-wide activity feed: only participants see the meeting itself.
    await deps.activity.record(tx, after, ctx, {
      action: 'scheduled_meeting.created', entityType: 'scheduled_meeting', entityId: id,
      summary: `${ctx.userName} scheduled a meeting on ${input.date} at ${input.time} with ${participantIds.length} participants`,
    });
    for (const userId of participantIds) {
      if (userId === ctx.userId) continue;
      deps.activity.notify(after, userId, {
        kind: 'meeting_invite', entityType: 'scheduled_meeting', entityId: id,
        text: `${ctx.userName} invited you to "${input.title}" on ${input.date} at ${input.time}`,
      });
    }
    const [meeting] = await present(tx, ctx.clinicId, [row]);
    return meeting!;
  });
}

/** Only the creator deletes a meeting (403 for anyone else in the clinic, 404 when absent from the clinic). */
export async function deleteScheduledMeeting(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const meeting = await tx.selectFrom('scheduled_meeting').select(['id', 'title', 'meeting_date', 'meeting_time', 'created_by'])
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).executeTakeFirst();
    if (!meeting) throw errors.notFound('scheduled meeting');
    if (meeting.created_by !== ctx.userId) throw errors.forbidden('Only the creator of a meeting may delete it');
    const participants = await tx.selectFrom('scheduled_meeting_participant').select('user_id')
      .where('clinic_id', '=', ctx.clinicId).where('meeting_id', '=', id).execute();
    await tx.deleteFrom('scheduled_meeting').where('clinic_id', '=', ctx.clinicId).where('id', '=', id).execute();
    await deps.activity.record(tx, after, ctx, {
      action: 'scheduled_meeting.deleted', entityType: 'scheduled_meeting', entityId: id,
      summary: `${ctx.userName} cancelled a meeting on ${meeting.meeting_date} at ${meeting.meeting_time}`,
    });
    for (const { user_id: userId } of participants) {
      if (userId === ctx.userId) continue;
      deps.activity.notify(after, userId, {
        kind: 'meeting_cancelled', entityType: 'scheduled_meeting', entityId: id,
        text: `${ctx.userName} cancelled "${meeting.title}" on ${meeting.meeting_date} at ${meeting.meeting_time}`,
      });
    }
  });
}

// ---- Call invites --------------------------------------------------------------------------------------------

/**
 * Invites a member of the clinic to the call in a room: the invitee receives `call:invite` `{ roomId, roomName,
 * fromName }` and a `notification:new`. Returns false (nothing sent) when the room or the invitee is not in the
 * caller's clinic. Nothing is stored: call state is never persisted.
 */
export async function inviteToCall(
  deps: Pick<AppDeps, 'db' | 'activity' | 'realtime'>, ctx: ClinicContext, roomId: string, toUserId: string,
): Promise<boolean> {
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const room = await findRoomInTx(tx, ctx.clinicId, roomId);
    if (!room) return false;
    if (!(await clinicMemberIds(tx, ctx.clinicId, [toUserId])).has(toUserId)) return false;
    after.push(() => deps.realtime.toUser(toUserId, 'call:invite', { roomId: room.id, roomName: room.name, fromName: ctx.userName }));
    deps.activity.notify(after, toUserId, {
      kind: 'call_invite', entityType: 'meeting_room', entityId: room.id,
      text: `${ctx.userName} invites you to a call in "${room.name}"`,
    });
    return true;
  });
}
