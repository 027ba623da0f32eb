import { z } from 'zod';
import { ROLES } from '../../platform/auth/permissions.js';
import { ListQuery } from '../../platform/http/schemas.js';

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

const fields = {
  title: z.string().trim().min(1).max(200),
  assignee: z.string().trim().min(1).max(200)
    .describe('Display name; default `Unassigned`. A person\'s task always carries that person\'s name'),
  assigneeRole: z.enum(ROLES).nullable().describe('Department (role) the task is for'),
  assigneeUserId: z.string().max(100).nullable()
    .describe('A member of this clinic (400 otherwise); takes precedence over assigneeRole, which is then stored as null'),
  due: z.string().trim().min(1).max(100).describe('Free text; default `No due date`'),
  priority: z.enum(TASK_PRIORITIES).describe('Default medium'),
  status: z.enum(TASK_STATUSES).describe('Default todo; kept in sync with done'),
  done: z.boolean().describe('True exactly when status is done'),
  patient: z.string().trim().max(200).nullable(),
  notes: z.string().max(5000).nullable(),
};

export const TaskCreate = z.object({
  ...fields,
  assignee: fields.assignee.optional(),
  assigneeRole: fields.assigneeRole.optional(),
  assigneeUserId: fields.assigneeUserId.optional(),
  due: fields.due.optional(),
  priority: fields.priority.optional(),
  status: fields.status.optional(),
  done: fields.done.optional(),
  patient: fields.patient.optional(),
  notes: fields.notes.optional(),
});
export type TaskCreate = z.infer<typeof TaskCreate>;

export const TaskPatch = z.object(fields).partial();
export type TaskPatch = z.infer<typeof TaskPatch>;

export const Task = z.object({
  id: z.string(),
  title: z.string(),
  assignee: z.string(),
  assigneeRole: z.string().nullable(),
  assigneeUserId: z.string().nullable(),
  due: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  done: z.boolean(),
  patient: z.string().nullable(),
  notes: z.string().nullable(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  doneAt: z.string().nullable(),
}).meta({ id: 'Task' });
export type Task = z.infer<typeof Task>;

export const TaskListQuery = ListQuery.extend({
  status: z.enum(TASK_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

export const IdParams = z.object({ id: z.string().max(100) });
