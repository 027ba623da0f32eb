import { v7 as uuidv7 } from 'uuid';
import type { ClinicContext } from '../auth/context.js';
import type { AfterCommit, ClinicTx } from '../db/clinic-tx.js';
import type { Realtime } from '../realtime/socket-server.js';

export interface ActivityEntry {
  action: string;
  entityType: string;
  entityId: string | null;
  /** A human sentence with no clinical values (it goes to every member of the clinic). */
  summary: string;
}

export interface ActivityEvent {
  id: string; action: string; entityType: string; entityId: string | null; actorId: string | null; actorName: string; at: string;
}

export interface Notification { kind: string; text: string; entityType: string; entityId: string | null }

/**
 * Writes the activity row inside the mutation's transaction (so a rolled-back change leaves no record of itself)
 * and queues `activity:new` to the clinic for after the commit.
 */
export class ActivityLog {
  constructor(private readonly realtime: Pick<Realtime, 'toClinic' | 'toUser'>) {}

  async record(tx: ClinicTx, after: AfterCommit, ctx: ClinicContext, entry: ActivityEntry): Promise<ActivityEvent> {
    const row = await tx.insertInto('activity').values({
      clinic_id: ctx.clinicId,
      id: uuidv7(),
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      actor_id: ctx.userId,
      actor_name: ctx.userName,
      summary: entry.summary,
    }).returningAll().executeTakeFirstOrThrow();
    const event: ActivityEvent = {
      id: row.id, action: row.action, entityType: row.entity_type, entityId: row.entity_id,
      actorId: row.actor_id, actorName: row.actor_name, at: new Date(row.at).toISOString(),
    };
    after.push(() => this.realtime.toClinic(ctx.clinicId, 'activity:new', event));
    return event;
  }

  /** A personal notification (decisions.md §8), sent after commit. */
  notify(after: AfterCommit, userId: string, notification: Notification): void {
    after.push(() => this.realtime.toUser(userId, 'notification:new', { id: uuidv7(), ...notification, at: new Date().toISOString() }));
  }
}
