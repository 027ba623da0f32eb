import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '../../platform/auth/permissions.js';
import type { TaskPriority, TaskStatus } from './schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TaskTable {
  clinic_id: string;
  id: string;
  title: string;
  assignee: string;
  assignee_role: Role | null;
  assignee_user_id: string | null;
  due: string;
  priority: TaskPriority;
  status: TaskStatus;
  done: boolean;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  patient: string | null;
  notes: string | null;
  created_by: string;
  created_by_name: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}
export type TaskRow = Selectable<TaskTable>;

declare module '../../platform/db/schema.js' {
  interface Database { task: TaskTable }
}
