import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { IdParams, Task, TaskCreate, TaskListQuery, TaskPatch } from './schema.js';
import { createTask, deleteTask, getTask, listTasks, updateTask } from './service.js';

const VISIBILITY = 'Visibility: owners and admins see every task of the clinic; everyone else sees the tasks they created, '
  + 'the tasks for their role (assigneeRole) and the tasks assigned to them (assigneeUserId). A task outside that is a '
  + '404 on every route.';

const STATE = 'State table: status done → done true; done true → status done; done false on a done task → status todo; '
  + 'status todo or in_progress → done false. status and done sent together must agree, otherwise 400.';

const ASSIGNMENT = 'Assignment: personal (assigneeRole and assigneeUserId null; assignee defaults to `Unassigned`), a '
  + 'department (assigneeRole; assignee also defaults to `Unassigned`), or a person (assigneeUserId, a member of this clinic, '
  + 'else 400; assignee becomes their name; it wins over assigneeRole, which is stored as null). A role sent without '
  + 'a person moves the task to that department. The person assigned receives `notification:new` (kind task.assigned) '
  + 'unless they assigned it themselves.';

export async function taskRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/tasks', {
    schema: {
      tags: ['tasks'], summary: 'Tasks the caller may see, newest first (task:read)',
      description: `Filters: status, priority. With limit the response carries X-Total-Count. ${VISIBILITY}`,
      querystring: TaskListQuery, response: { 200: z.array(Task) },
    },
  }, async (req, reply) => {
    const { items, total } = await listTasks(deps, req.clinicCtx, req.query);
    if (total !== undefined) reply.header('x-total-count', String(total));
    return items;
  });

  app.get('/api/tasks/:id', {
    schema: {
      tags: ['tasks'], summary: 'One task (task:read)', description: VISIBILITY,
      params: IdParams, response: { 200: Task, ...problems(404) },
    },
  }, (req) => getTask(deps, req.clinicCtx, req.params.id));

  app.post('/api/tasks', {
    schema: {
      tags: ['tasks'], summary: 'Create a task (task:write)',
      description: `title (1–200) is required; priority high | medium | low (default medium); due defaults to \`No due date\`. ${ASSIGNMENT} ${STATE}`,
      body: TaskCreate, response: { 201: Task },
    },
  }, async (req, reply) => reply.code(201).send(await createTask(deps, req.clinicCtx, req.body)));

  app.patch('/api/tasks/:id', {
    schema: {
      tags: ['tasks'], summary: 'Change any subset of a task\'s fields (task:write)',
      description: `${STATE} ${ASSIGNMENT} ${VISIBILITY}`,
      params: IdParams, body: TaskPatch, response: { 200: Task, ...problems(404) },
    },
  }, (req) => updateTask(deps, req.clinicCtx, req.params.id, req.body));

  app.delete('/api/tasks/:id', {
    schema: {
      tags: ['tasks'], summary: 'Delete a task (task:delete: full clinicians only)', description: VISIBILITY,
      params: IdParams, response: { 204: z.null(), ...problems(404) },
    },
  }, async (req, reply) => {
    await deleteTask(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });
}
