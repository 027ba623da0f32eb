import { sql } from 'kysely';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import { paged } from '../../platform/db/paging.js';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { ThreadSaveBody, ThreadSummary, ThreadWithMessages } from './schema.js';
import './table.js';

type Deps = Pick<AppDeps, 'db'>;

export const THREAD_TITLE_LENGTH = 120;

/** The first user text of a conversation, trimmed to a title; "New conversation" when there is none. */
export function titleFrom(messages: readonly unknown[]): string {
  for (const m of messages) {
    if (!m || typeof m !== 'object' || (m as { role?: unknown }).role !== 'user') continue;
    const parts = (m as { parts?: unknown }).parts;
    if (!Array.isArray(parts)) continue;
    for (const p of parts) {
      if (p && typeof p === 'object' && (p as { type?: unknown }).type === 'text') {
        const text = String((p as { text?: unknown }).text ?? '').replace(/\s+/g, ' ').trim();
        if (text) return text.length > THREAD_TITLE_LENGTH ? `${text.slice(0, THREAD_TITLE_LENGTH - 1)}…` : text;
      }
    }
  }
  return 'New conversation';
}

/** The caller's threads in the active clinic, newest first. */
export async function listThreads(deps: Deps, ctx: ClinicContext, page: { limit?: number; offset?: number } = {}): Promise<ThreadSummary[]> {
  requirePermission(ctx, 'patient:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    const q = tx.selectFrom('chat_thread').select(['id', 'title', 'updated_at'])
      .where('clinic_id', '=', ctx.clinicId).where('user_id', '=', ctx.userId)
      .orderBy('updated_at', 'desc').orderBy('id', 'desc');
    const rows = await (page.limit !== undefined ? paged(q, page.limit, page.offset) : q).execute();
    return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: new Date(r.updated_at).toISOString() }));
  });
}

/** One of the caller's threads; another user's (or an unknown id) is 404. */
export async function getThread(deps: Deps, ctx: ClinicContext, id: string): Promise<ThreadWithMessages> {
  requirePermission(ctx, 'patient:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    const row = await tx.selectFrom('chat_thread').select(['id', 'title', 'messages', 'updated_at'])
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).where('user_id', '=', ctx.userId)
      .executeTakeFirst();
    if (!row) throw errors.notFound('conversation');
    return { id: row.id, title: row.title, messages: row.messages, updatedAt: new Date(row.updated_at).toISOString() };
  });
}

/**
 * Creates or replaces the caller's snapshot. An id that another user of the clinic already holds is a 404 (the row
 * is left alone), so ids cannot be used to probe or overwrite someone else's conversation.
 */
export async function saveThread(deps: Deps, ctx: ClinicContext, id: string, body: ThreadSaveBody): Promise<ThreadSummary> {
  requirePermission(ctx, 'patient:read');
  const title = body.title?.trim() || titleFrom(body.messages);
  return withClinicTx(deps.db, ctx, async (tx) => {
    const row = await tx.insertInto('chat_thread')
      .values({
        clinic_id: ctx.clinicId, id, user_id: ctx.userId, title,
        messages: JSON.stringify(body.messages), message_count: body.messages.length,
      })
      .onConflict((oc) => oc.columns(['clinic_id', 'id']).doUpdateSet({
        title: body.title?.trim() ? title : sql<string>`case when chat_thread.title = '' then excluded.title else chat_thread.title end`,
        messages: sql`excluded.messages`,
        message_count: sql`excluded.message_count`,
        updated_at: sql`now()`,
      }).where('chat_thread.user_id', '=', ctx.userId))
      .returning(['id', 'title', 'updated_at'])
      .executeTakeFirst();
    if (!row) throw errors.notFound('conversation');
    return { id: row.id, title: row.title, updatedAt: new Date(row.updated_at).toISOString() };
  });
}

export async function deleteThread(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  requirePermission(ctx, 'patient:read');
  await withClinicTx(deps.db, ctx, async (tx) => {
    const res = await tx.deleteFrom('chat_thread')
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).where('user_id', '=', ctx.userId)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw errors.notFound('conversation');
  });
}
