import type { ExpressionBuilder } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { isElevated, requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import type { Role } from '../../platform/auth/permissions.js';
import { withClinicTx, type AfterCommit, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { readPage } from '../../platform/db/paging.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError, errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { findMemberOrThrow } from '../staff/service.js';
import type { Task, TaskCreate, TaskListQuery, TaskPatch } from './schema.js';
import { nextTaskState } from './state.js';
import type { TaskRow } from './table.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;

/** The interface's default `assignee`: no person holds the task (personal and department tasks). */
export const UNASSIGNED = 'Unassigned';

/**
 * Who sees a task: owners and admins every task of the clinic; everyone else the tasks they created, the tasks for
 * their role, and the tasks assigned to them personally. Every route reads through this, so a task outside it is a 404.
 */
export function taskVisibility(ctx: ClinicContext) {
  return (eb: ExpressionBuilder<Database, 'task'>) => {
    const inClinic = eb('task.clinic_id', '=', ctx.clinicId);
    if (isElevated(ctx)) return inClinic;
    return eb.and([inClinic, eb.or([
      eb('task.created_by', '=', ctx.userId),
      eb('task.assignee_user_id', '=', ctx.userId),
      eb('task.assignee_role', '=', ctx.role),
    ])]);
  };
}

export function presentTask(r: TaskRow): Task {
  return {
    id: r.id, title: r.title, assignee: r.assignee, assigneeRole: r.assignee_role, assigneeUserId: r.assignee_user_id,
    due: r.due, priority: r.priority, status: r.status, done: r.done, patient: r.patient, notes: r.notes,
    createdBy: r.created_by, createdByName: r.created_by_name,
    createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
    doneAt: r.done_at ? new Date(r.done_at).toISOString() : null,
  };
}

async function findVisibleOrThrow(tx: ClinicTx, ctx: ClinicContext, id: string, lock = false): Promise<TaskRow> {
  let q = tx.selectFrom('task').selectAll().where('task.id', '=', id).where(taskVisibility(ctx));
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw errors.notFound('task');
  return row;
}

interface Assignment { assignee: string; assignee_role: Role | null; assignee_user_id: string | null }

/**
 * The three assignment modes. A person (assigneeUserId, who must be a member of the clinic: 400 otherwise) wins over a
 * role sent with it, and the role is then stored as null. A role sent without a person moves the task to that
 * department. Both null (or neither ever set) make it personal. A person's task carries that person's name in
 * `assignee`; the others keep the display text given, defaulting to `Unassigned` (no person has it yet).
 */
async function resolveAssignment(
  tx: ClinicTx, ctx: ClinicContext, current: Assignment | null,
  input: { assignee?: string; assigneeRole?: Role | null; assigneeUserId?: string | null },
): Promise<Assignment> {
  const cur: Assignment = current ?? { assignee: UNASSIGNED, assignee_role: null, assignee_user_id: null };
  let userId = input.assigneeUserId !== undefined ? input.assigneeUserId : cur.assignee_user_id;
  const role = input.assigneeRole !== undefined ? input.assigneeRole : cur.assignee_role;
  if (input.assigneeRole && input.assigneeUserId === undefined) userId = null;
  if (userId) {
    if (userId === cur.assignee_user_id) return { ...cur, assignee_role: null };
    return { assignee: (await memberOr400(tx, ctx, userId)).name, assignee_role: null, assignee_user_id: userId };
  }
  const sameMode = cur.assignee_user_id === null && cur.assignee_role === role && current !== null;
  return { assignee: input.assignee ?? (sameMode ? cur.assignee : UNASSIGNED), assignee_role: role, assignee_user_id: null };
}

async function memberOr400(tx: ClinicTx, ctx: ClinicContext, userId: string) {
  try {
    return await findMemberOrThrow(tx, ctx, userId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw errors.invalidField('assigneeUserId', 'is not a member of this clinic');
    throw err;
  }
}

/** Who holds the task, for activity summaries: the person, the role, or nobody (a personal task). */
function holder(row: TaskRow): string | null {
  if (row.assignee_user_id) return row.assignee;
  return row.assignee_role ? `the ${row.assignee_role} role` : null;
}

function notifyAssignee(deps: Deps, after: AfterCommit, ctx: ClinicContext, task: TaskRow) {
  if (!task.assignee_user_id || task.assignee_user_id === ctx.userId) return;
  deps.activity.notify(after, task.assignee_user_id, {
    kind: 'task.assigned', text: `${ctx.userName} assigned you a task`, entityType: 'task', entityId: task.id,
  });
}

export async function listTasks(deps: Deps, ctx: ClinicContext, query: TaskListQuery) {
  requirePermission(ctx, 'task:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    let base = tx.selectFrom('task').where(taskVisibility(ctx));
    if (query.status) base = base.where('task.status', '=', query.status);
    if (query.priority) base = base.where('task.priority', '=', query.priority);
    const { rows, total } = await readPage(base, base.selectAll().orderBy('task.created_at', 'desc').orderBy('task.id', 'desc'), query);
    return { items: rows.map(presentTask), total };
  });
}

export async function getTask(deps: Deps, ctx: ClinicContext, id: string): Promise<Task> {
  requirePermission(ctx, 'task:read');
  return withClinicTx(deps.db, ctx, async (tx) => presentTask(await findVisibleOrThrow(tx, ctx, id)));
}

export async function createTask(deps: Deps, ctx: ClinicContext, input: TaskCreate): Promise<Task> {
  requirePermission(ctx, 'task:write');
  const state = nextTaskState('todo', input);
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const assignment = await resolveAssignment(tx, ctx, null, input);
    const now = new Date();
    const row = await tx.insertInto('task').values({
      clinic_id: ctx.clinicId,
      id: uuidv7(),
      title: input.title,
      ...assignment,
      due: input.due ?? 'No due date',
      priority: input.priority ?? 'medium',
      status: state.status,
      done: state.done,
      done_at: state.done ? now : null,
      patient: input.patient ?? null,
      notes: input.notes ?? null,
      created_by: ctx.userId,
      created_by_name: ctx.userName,
      updated_at: now,
    }).returningAll().executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'task.created', entityType: 'task', entityId: row.id, summary: `${ctx.userName} created a task${holder(row) ? ` for ${holder(row)}` : ''}`,
    });
    notifyAssignee(deps, after, ctx, row);
    return presentTask(row);
  });
}

export async function updateTask(deps: Deps, ctx: ClinicContext, id: string, patch: TaskPatch): Promise<Task> {
  requirePermission(ctx, 'task:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const current = await findVisibleOrThrow(tx, ctx, id, true);
    const state = nextTaskState(current.status, patch);
    const assignment = await resolveAssignment(tx, ctx, current, patch);
    const now = new Date();
    const row = await tx.updateTable('task').set({
      title: patch.title ?? current.title,
      ...assignment,
      due: patch.due ?? current.due,
      priority: patch.priority ?? current.priority,
      status: state.status,
      done: state.done,
      done_at: state.done ? (current.done ? current.done_at : now) : null,
      patient: patch.patient !== undefined ? patch.patient : current.patient,
      notes: patch.notes !== undefined ? patch.notes : current.notes,
      updated_at: now,
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    const changes: string[] = [];
    if (row.status !== current.status) changes.push(`${current.status} → ${row.status}`);
    if (row.assignee_user_id !== current.assignee_user_id || row.assignee_role !== current.assignee_role) changes.push(holder(row) ? `assigned to ${holder(row)}` : 'made personal');
    await deps.activity.record(tx, after, ctx, {
      action: 'task.updated', entityType: 'task', entityId: id,
      summary: `${ctx.userName} updated a task${changes.length ? ` (${changes.join(', ')})` : ''}`,
    });
    if (row.assignee_user_id !== current.assignee_user_id) notifyAssignee(deps, after, ctx, row);
    return presentTask(row);
  });
}

export async function deleteTask(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  requirePermission(ctx, 'task:delete');
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    await findVisibleOrThrow(tx, ctx, id, true);
    await tx.deleteFrom('task').where('clinic_id', '=', ctx.clinicId).where('id', '=', id).execute();
    await deps.activity.record(tx, after, ctx, {
      action: 'task.deleted', entityType: 'task', entityId: id, summary: `${ctx.userName} deleted a task`,
    });
  });
}
