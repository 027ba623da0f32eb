import { errors } from '../../platform/http/errors.js';
import type { TaskStatus } from './schema.js';

export interface TaskState { status: TaskStatus; done: boolean }

/**
 * The interface's Task state table, exactly:
 *
 * | State  | Trigger                                   | Next state   | Also                |
 * | any    | status `done`                             | `done`       | done becomes true   |
 * | any    | done true                                 | `done`       | status becomes done |
 * | `done` | done false                                | `todo`       | done becomes false  |
 * | any    | status `todo` or `in_progress`            | that status  | done becomes false  |
 *
 * `done: false` on a task that is not done changes nothing. Both sent together must agree (decisions.md §6): a status
 * and a done that contradict each other are a 400 naming both fields. Nothing sent keeps the current state.
 */
export function nextTaskState(current: TaskStatus, trigger: { status?: TaskStatus; done?: boolean }): TaskState {
  const { status, done } = trigger;
  if (status !== undefined && done !== undefined && (status === 'done') !== done) {
    throw errors.badRequest(`status ${status} contradicts done ${done}`, [
      { path: 'status', message: `contradicts done: ${done}` },
      { path: 'done', message: `must be ${status === 'done'} when status is ${status}` },
    ]);
  }
  if (status !== undefined) return { status, done: status === 'done' };
  if (done === true) return { status: 'done', done: true };
  if (done === false) return current === 'done' ? { status: 'todo', done: false } : { status: current, done: false };
  return { status: current, done: current === 'done' };
}
