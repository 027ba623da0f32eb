import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Actor, Method } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;
let doctor2: Actor;

interface TaskBody { id: string; status: string; done: boolean; [k: string]: unknown }

async function createTask(body: Record<string, unknown> = {}, actor: Actor = clinic.as('owner')): Promise<TaskBody> {
  const res = await actor.post('/api/tasks', { title: 'Restock gauze', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A task in the given state, reached through the API. */
async function taskIn(status: 'todo' | 'in_progress' | 'done'): Promise<TaskBody> {
  const task = await createTask({ title: `Start ${status}` });
  if (status === 'todo') return task;
  const res = await clinic.as('owner').patch(`/api/tasks/${task.id}`, { status });
  expect(res.json()).toMatchObject({ status, done: status === 'done' });
  return res.json();
}

const patch = (id: string, body: Record<string, unknown>, actor: Actor = clinic.as('owner')) => actor.patch(`/api/tasks/${id}`, body);

beforeAll(async () => {
  t = await startTestApp();
  [clinic, other] = await Promise.all([seedClinic(t.app), seedClinic(t.app, ['owner', 'pharmacy'])]);
  doctor2 = await clinic.addMember('doctor', 'Second Doctor');
});
afterAll(() => t?.close());

describe('permissions (decisions.md §2: task read/write for every role, delete only full clinicians)', () => {
  const rows: Array<[Role, Method, string, number]> = [
    ['owner', 'GET', '/api/tasks', 200],
    ['admin', 'GET', '/api/tasks', 200],
    ['doctor', 'GET', '/api/tasks', 200],
    ['member', 'GET', '/api/tasks', 200],
    ['reception', 'GET', '/api/tasks', 200],
    ['pharmacy', 'GET', '/api/tasks', 200],
    ['lab', 'GET', '/api/tasks', 200],

    ['owner', 'GET', '/api/tasks/{id}', 200],
    ['admin', 'GET', '/api/tasks/{id}', 200],
    ['doctor', 'GET', '/api/tasks/{id}', 200],
    ['member', 'GET', '/api/tasks/{id}', 200],
    ['reception', 'GET', '/api/tasks/{id}', 200],
    ['pharmacy', 'GET', '/api/tasks/{id}', 200],
    ['lab', 'GET', '/api/tasks/{id}', 200],

    ['owner', 'POST', '/api/tasks', 201],
    ['admin', 'POST', '/api/tasks', 201],
    ['doctor', 'POST', '/api/tasks', 201],
    ['member', 'POST', '/api/tasks', 201],
    ['reception', 'POST', '/api/tasks', 201],
    ['pharmacy', 'POST', '/api/tasks', 201],
    ['lab', 'POST', '/api/tasks', 201],

    ['owner', 'PATCH', '/api/tasks/{id}', 200],
    ['admin', 'PATCH', '/api/tasks/{id}', 200],
    ['doctor', 'PATCH', '/api/tasks/{id}', 200],
    ['member', 'PATCH', '/api/tasks/{id}', 200],
    ['reception', 'PATCH', '/api/tasks/{id}', 200],
    ['pharmacy', 'PATCH', '/api/tasks/{id}', 200],
    ['lab', 'PATCH', '/api/tasks/{id}', 200],

    ['owner', 'DELETE', '/api/tasks/{id}', 204],
    ['admin', 'DELETE', '/api/tasks/{id}', 204],
    ['doctor', 'DELETE', '/api/tasks/{id}', 204],
    ['member', 'DELETE', '/api/tasks/{id}', 204],
    ['reception', 'DELETE', '/api/tasks/{id}', 403],
    ['pharmacy', 'DELETE', '/api/tasks/{id}', 403],
    ['lab', 'DELETE', '/api/tasks/{id}', 403],
  ];

  it.each(rows)('%s %s %s → %i', async (role, method, path, expected) => {
    // The task is for the caller's role, so visibility never hides it: only the permission decides.
    const task = await createTask({ title: `For ${role}`, assigneeRole: role });
    const body = method === 'POST' ? { title: `By ${role}` } : method === 'PATCH' ? { priority: 'high' } : undefined;
    const res = await clinic.as(role).request(method, path.replace('{id}', task.id), body);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 403) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    if (method === 'DELETE') {
      expect((await clinic.as('owner').get(`/api/tasks/${task.id}`)).statusCode).toBe(expected === 204 ? 404 : 200);
    }
  });

  it('another clinic cannot see, change or delete the task (404) and does not list it', async () => {
    const task = await createTask({ title: 'Ours' });
    const outsider = other.as('owner');
    expect((await outsider.get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await outsider.patch(`/api/tasks/${task.id}`, { status: 'done' })).statusCode).toBe(404);
    expect((await outsider.delete(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect(((await outsider.get('/api/tasks')).json() as TaskBody[]).map((x) => x.id)).not.toContain(task.id);
    expect((await clinic.as('owner').get(`/api/tasks/${task.id}`)).json()).toMatchObject({ status: 'todo', done: false });
  });
});

describe('state table (interface: Task status with done)', () => {
  it('row 1 — any state, PATCH status done → done, and done becomes true', async () => {
    for (const start of ['todo', 'in_progress', 'done'] as const) {
      const task = await taskIn(start);
      const res = await patch(task.id, { status: 'done' });
      expect(res.statusCode).toBe(200);
      expect(res.json(), `from ${start}`).toMatchObject({ status: 'done', done: true });
    }
  });

  it('row 2 — any state, PATCH done true → done, and status becomes done', async () => {
    for (const start of ['todo', 'in_progress', 'done'] as const) {
      const task = await taskIn(start);
      const res = await patch(task.id, { done: true });
      expect(res.json(), `from ${start}`).toMatchObject({ status: 'done', done: true });
    }
  });

  it('row 3 — done, PATCH done false → todo, and done becomes false', async () => {
    const task = await taskIn('done');
    const res = await patch(task.id, { done: false });
    expect(res.json()).toMatchObject({ status: 'todo', done: false, doneAt: null });
  });

  it('row 4 — any state, PATCH status todo or in_progress → that status, and done becomes false', async () => {
    for (const start of ['todo', 'in_progress', 'done'] as const) {
      for (const target of ['todo', 'in_progress'] as const) {
        const task = await taskIn(start);
        const res = await patch(task.id, { status: target });
        expect(res.json(), `${start} → ${target}`).toMatchObject({ status: target, done: false });
      }
    }
  });

  it('status and done that contradict each other → 400 naming both, and nothing changes', async () => {
    for (const [start, body] of [
      ['todo', { status: 'todo', done: true }],
      ['in_progress', { status: 'in_progress', done: true }],
      ['done', { status: 'done', done: false }],
      ['todo', { status: 'done', done: false }],
    ] as const) {
      const task = await taskIn(start);
      const res = await patch(task.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['done', 'status']);
      expect((await clinic.as('owner').get(`/api/tasks/${task.id}`)).json()).toMatchObject({ status: start, done: start === 'done' });
    }
  });

  it('status and done that agree are applied together', async () => {
    const task = await taskIn('todo');
    expect((await patch(task.id, { status: 'done', done: true })).json()).toMatchObject({ status: 'done', done: true });
    expect((await patch(task.id, { status: 'in_progress', done: false })).json()).toMatchObject({ status: 'in_progress', done: false });
    expect((await patch(task.id, { status: 'todo', done: false })).json()).toMatchObject({ status: 'todo', done: false });
  });

  it('done false on a task that is not done changes nothing', async () => {
    const task = await taskIn('in_progress');
    expect((await patch(task.id, { done: false })).json()).toMatchObject({ status: 'in_progress', done: false });
  });

  it('POST follows the same rules: done true creates a done task, a contradiction is 400', async () => {
    expect(await createTask({ done: true })).toMatchObject({ status: 'done', done: true });
    expect(await createTask({ status: 'in_progress' })).toMatchObject({ status: 'in_progress', done: false });
    const bad = await clinic.as('owner').post('/api/tasks', { title: 'x', status: 'todo', done: true });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the stored row in sync (done exactly when status is done) and stamps doneAt', async () => {
    const task = await taskIn('todo');
    const done = (await patch(task.id, { done: true })).json();
    expect(done.doneAt).toEqual(expect.any(String));
    const row = await t.app.deps.db.selectFrom('task').select(['status', 'done']).where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'done', done: true });
  });
});

describe('fields and validation', () => {
  it('defaults: personal task for Unassigned, medium, todo, No due date, createdByName from the caller', async () => {
    const res = await clinic.as('reception').post('/api/tasks', { title: '  Call the lab  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Call the lab', assignee: 'Unassigned', assigneeRole: null, assigneeUserId: null, due: 'No due date',
      priority: 'medium', status: 'todo', done: false, patient: null, notes: null,
      createdBy: clinic.as('reception').userId, createdByName: clinic.as('reception').name,
    });
  });

  it('accepts a 200-character title and every priority', async () => {
    expect((await createTask({ title: 'x'.repeat(200) })).title).toHaveLength(200);
    for (const priority of ['high', 'medium', 'low']) expect((await createTask({ priority })).priority).toBe(priority);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: '   ' }],
    ['title', { title: 'x'.repeat(201) }],
    ['title', { title: undefined }],
    ['priority', { priority: 'urgent' }],
    ['status', { status: 'blocked' }],
    ['done', { done: 'yes' }],
    ['assigneeRole', { assigneeRole: 'janitor' }],
  ])('rejects a bad %s with a 400 naming it', async (field, extra) => {
    const res = await clinic.as('owner').post('/api/tasks', { title: 'Valid', ...extra });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('rejects a PATCH with a bad title or priority, naming it', async () => {
    const task = await createTask();
    for (const [field, body] of [['title', { title: '' }], ['title', { title: 'y'.repeat(201) }], ['priority', { priority: 'p1' }]] as const) {
      const res = await patch(task.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe(field);
    }
  });

  it('assigning to someone who is not a member of the clinic is a 400 on assigneeUserId', async () => {
    for (const userId of [other.as('pharmacy').userId, 'no-such-user']) {
      const res = await clinic.as('owner').post('/api/tasks', { title: 'x', assigneeUserId: userId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'assigneeUserId', message: 'is not a member of this clinic' }]);
      const task = await createTask();
      expect((await patch(task.id, { assigneeUserId: userId })).statusCode).toBe(400);
    }
  });

  it('PATCH changes only what it is given and writes an activity entry; DELETE too', async () => {
    const task = await createTask({ title: 'Original', notes: 'keep', patient: '10001', due: 'Friday' });
    const res = await patch(task.id, { title: 'Renamed', patient: null });
    expect(res.json()).toMatchObject({ title: 'Renamed', notes: 'keep', patient: null, due: 'Friday', priority: 'medium' });
    await clinic.as('owner').delete(`/api/tasks/${task.id}`);
    const log = (await clinic.as('owner').get('/api/activity')).json() as Array<{ action: string; entityId: string }>;
    expect(log.filter((a) => a.entityId === task.id).map((a) => a.action)).toEqual(['task.deleted', 'task.updated', 'task.created']);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await clinic.as('owner').get('/api/tasks/none')).statusCode).toBe(404);
    expect((await patch('none', { done: true })).statusCode).toBe(404);
    expect((await clinic.as('owner').delete('/api/tasks/none')).statusCode).toBe(404);
  });

  it('filters by status and pages with X-Total-Count', async () => {
    const res = await clinic.as('owner').get('/api/tasks?status=done&limit=2');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.json().length);
    for (const task of res.json() as TaskBody[]) expect(task.status).toBe('done');
  });
});

describe('assignment modes', () => {
  it('department: assigneeRole, assignee defaults to Unassigned or keeps the given text', async () => {
    expect(await createTask({ assigneeRole: 'pharmacy' })).toMatchObject({ assigneeRole: 'pharmacy', assigneeUserId: null, assignee: 'Unassigned' });
    expect(await createTask({ assigneeRole: 'lab', assignee: 'Lab bench 2' })).toMatchObject({ assigneeRole: 'lab', assignee: 'Lab bench 2' });
  });

  it('person: assigneeUserId sets assignee to that person\'s name and wins over assigneeRole', async () => {
    const pharmacist = clinic.as('pharmacy');
    const task = await createTask({ assigneeUserId: pharmacist.userId, assigneeRole: 'lab', assignee: 'ignored' });
    expect(task).toMatchObject({ assigneeUserId: pharmacist.userId, assigneeRole: null, assignee: pharmacist.name });
    // The lab role does not see it through the role it lost to the person; the pharmacist does.
    expect((await clinic.as('lab').get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await pharmacist.get(`/api/tasks/${task.id}`)).statusCode).toBe(200);
  });

  it('PATCH moves a task between modes: person → department → personal', async () => {
    const task = await createTask({ assigneeUserId: clinic.as('lab').userId });
    const toRole = (await patch(task.id, { assigneeRole: 'reception' })).json();
    expect(toRole).toMatchObject({ assigneeRole: 'reception', assigneeUserId: null, assignee: 'Unassigned' });
    const toPerson = (await patch(task.id, { assigneeUserId: clinic.as('doctor').userId })).json();
    expect(toPerson).toMatchObject({ assigneeRole: null, assigneeUserId: clinic.as('doctor').userId, assignee: clinic.as('doctor').name });
    const personal = (await patch(task.id, { assigneeUserId: null, assigneeRole: null })).json();
    expect(personal).toMatchObject({ assigneeRole: null, assigneeUserId: null, assignee: 'Unassigned' });
    const renamed = (await patch(task.id, { assignee: 'Front desk' })).json();
    expect(renamed.assignee).toBe('Front desk');
  });
});

describe('visibility per role', () => {
  const ids: Record<string, string> = {};
  const visibleTo: Record<string, string[]> = {
    owner: ['ownerPersonal', 'forDoctor', 'forPharmacy', 'forLab', 'forReception', 'forMember', 'toPharmacist', 'toDoctor2', 'byLab', 'byDoctor'],
    admin: ['ownerPersonal', 'forDoctor', 'forPharmacy', 'forLab', 'forReception', 'forMember', 'toPharmacist', 'toDoctor2', 'byLab', 'byDoctor'],
    doctor: ['forDoctor', 'byDoctor'],
    doctor2: ['forDoctor', 'toDoctor2'],
    member: ['forMember'],
    reception: ['forReception'],
    pharmacy: ['forPharmacy', 'toPharmacist'],
    lab: ['forLab', 'byLab'],
  };
  const actorOf = (who: string) => (who === 'doctor2' ? doctor2 : clinic.as(who as Role));

  beforeAll(async () => {
    const owner = clinic.as('owner');
    const specs: Array<[string, Record<string, unknown>, Actor]> = [
      ['ownerPersonal', {}, owner],
      ['forDoctor', { assigneeRole: 'doctor' }, owner],
      ['forPharmacy', { assigneeRole: 'pharmacy' }, owner],
      ['forLab', { assigneeRole: 'lab' }, owner],
      ['forReception', { assigneeRole: 'reception' }, owner],
      ['forMember', { assigneeRole: 'member' }, owner],
      ['toPharmacist', { assigneeUserId: clinic.as('pharmacy').userId }, owner],
      ['toDoctor2', { assigneeUserId: doctor2.userId }, owner],
      ['byLab', {}, clinic.as('lab')],
      ['byDoctor', {}, clinic.as('doctor')],
    ];
    for (const [key, body, actor] of specs) ids[key] = (await createTask({ title: `vis ${key}`, ...body }, actor)).id;
  });

  it.each(Object.keys(visibleTo))('%s lists exactly the tasks it may see, and gets 404 on the others on every route', async (who) => {
    const actor = actorOf(who);
    const listed = new Set(((await actor.get('/api/tasks')).json() as TaskBody[]).map((x) => x.id));
    const expected = visibleTo[who]!;
    for (const [key, id] of Object.entries(ids)) {
      expect(listed.has(id), `${who} lists ${key}`).toBe(expected.includes(key));
      const read = await actor.get(`/api/tasks/${id}`);
      expect(read.statusCode, `${who} GET ${key}`).toBe(expected.includes(key) ? 200 : 404);
      if (!expected.includes(key)) {
        expect((await actor.patch(`/api/tasks/${id}`, { done: true })).statusCode, `${who} PATCH ${key}`).toBe(404);
        if (['owner', 'admin', 'doctor', 'doctor2', 'member'].includes(who)) {
          expect((await actor.delete(`/api/tasks/${id}`)).statusCode, `${who} DELETE ${key}`).toBe(404);
        }
      }
    }
    for (const [key, id] of Object.entries(ids)) {
      expect((await clinic.as('owner').get(`/api/tasks/${id}`)).json(), key).toMatchObject({ status: 'todo', done: false });
    }
  });
});
