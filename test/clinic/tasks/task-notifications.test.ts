import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../support/test-app.js';

interface Notification { id: string; kind: string; text: string; entityType: string; entityId: string | null; at: string }
interface ActivityEvent { action: string; entityType: string; entityId: string | null; actorId: string }

let t: TestApp;
let clinic: SeededClinic;
let other: SeededClinic;
let baseUrl: string;
const sockets: Socket[] = [];

function connect(actor: Actor): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false,
    extraHeaders: { origin: TEST_ORIGIN, cookie: actor.cookieHeader },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every payload of `event` this socket receives from now on. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

async function until(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for an event');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 300));

let inbox: Record<'owner' | 'pharmacy' | 'lab' | 'outsider', Notification[]>;
let activity: Record<'owner' | 'pharmacy' | 'lab' | 'outsider', ActivityEvent[]>;

beforeAll(async () => {
  t = await startTestApp();
  [clinic, other] = await Promise.all([seedClinic(t.app, ['owner', 'pharmacy', 'lab']), seedClinic(t.app, ['owner'])]);
  baseUrl = await t.listen();
  const [owner, pharmacy, lab, outsider] = await Promise.all([
    connect(clinic.as('owner')), connect(clinic.as('pharmacy')), connect(clinic.as('lab')), connect(other.as('owner')),
  ]);
  inbox = {
    owner: collect(owner, 'notification:new'), pharmacy: collect(pharmacy, 'notification:new'),
    lab: collect(lab, 'notification:new'), outsider: collect(outsider, 'notification:new'),
  };
  activity = {
    owner: collect(owner, 'activity:new'), pharmacy: collect(pharmacy, 'activity:new'),
    lab: collect(lab, 'activity:new'), outsider: collect(outsider, 'activity:new'),
  };
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

function clear() {
  for (const list of [...Object.values(inbox), ...Object.values(activity)]) list.length = 0;
}

describe('notification:new for a task assigned to a person', () => {
  it('reaches the assignee only, after the task is committed', async () => {
    clear();
    const lab = clinic.as('lab');
    const res = await clinic.as('owner').post('/api/tasks', { title: 'Recheck sample', assigneeUserId: lab.userId });
    expect(res.statusCode).toBe(201);
    const taskId = res.json().id as string;
    await until(() => inbox.lab.length === 1);
    expect(inbox.lab[0]).toMatchObject({ kind: 'task.assigned', entityType: 'task', entityId: taskId });
    expect(inbox.lab[0]!.text).toContain(clinic.as('owner').name);
    expect(inbox.lab[0]!.text).not.toContain('Recheck sample');
    expect(Date.parse(inbox.lab[0]!.at)).not.toBeNaN();
    // When the notification arrives the task is readable by the assignee.
    expect((await lab.get(`/api/tasks/${taskId}`)).statusCode).toBe(200);
    await settle();
    expect(inbox.owner).toEqual([]);
    expect(inbox.pharmacy).toEqual([]);
    expect(inbox.outsider).toEqual([]);
  });

  it('reaches the new assignee when a PATCH reassigns the task, and nobody when other fields change', async () => {
    clear();
    const res = await clinic.as('owner').post('/api/tasks', { title: 'Count stock', assigneeUserId: clinic.as('lab').userId });
    await until(() => inbox.lab.length === 1);
    clear();
    const taskId = res.json().id as string;
    await clinic.as('owner').patch(`/api/tasks/${taskId}`, { assigneeUserId: clinic.as('pharmacy').userId });
    await until(() => inbox.pharmacy.length === 1);
    expect(inbox.pharmacy[0]).toMatchObject({ kind: 'task.assigned', entityId: taskId });
    await clinic.as('owner').patch(`/api/tasks/${taskId}`, { priority: 'high', status: 'in_progress' });
    await settle();
    expect(inbox.pharmacy).toHaveLength(1);
    expect(inbox.lab).toEqual([]);
    expect(inbox.owner).toEqual([]);
  });

  it('is not sent for department or personal tasks, nor to someone assigning themselves', async () => {
    clear();
    await clinic.as('owner').post('/api/tasks', { title: 'For the lab', assigneeRole: 'lab' });
    await clinic.as('owner').post('/api/tasks', { title: 'Mine' });
    await clinic.as('pharmacy').post('/api/tasks', { title: 'Self', assigneeUserId: clinic.as('pharmacy').userId });
    await until(() => activity.owner.length === 3);
    await settle();
    expect(inbox).toEqual({ owner: [], pharmacy: [], lab: [], outsider: [] });
  });
});

describe('activity:new', () => {
  it('reaches every member of the clinic for each task mutation, and no other clinic', async () => {
    clear();
    const created = await clinic.as('lab').post('/api/tasks', { title: 'Label tubes' });
    const id = created.json().id as string;
    await clinic.as('lab').patch(`/api/tasks/${id}`, { done: true });
    await clinic.as('owner').delete(`/api/tasks/${id}`);
    for (const who of ['owner', 'pharmacy', 'lab'] as const) {
      await until(() => activity[who].length === 3);
      expect(activity[who].map((a) => a.action)).toEqual(['task.created', 'task.updated', 'task.deleted']);
      expect(activity[who].every((a) => a.entityId === id && a.entityType === 'task')).toBe(true);
    }
    await settle();
    expect(activity.outsider).toEqual([]);
  });

  it('announces prescription, inventory and dispense mutations too', async () => {
    clear();
    const owner = clinic.as('owner');
    const rx = await owner.post('/api/prescriptions', { name: 'Ada Lovelace', initials: 'AL', medication: 'Amoxicillin', frequency: 'TID' });
    const item = await owner.post('/api/inventory', { name: 'Amoxicillin', stockQuantity: 5 });
    const disp = await owner.post('/api/dispenses', { name: 'Ada Lovelace', medication: 'Amoxicillin', quantity: 1, inventoryItemId: item.json().id });
    await owner.delete(`/api/dispenses/${disp.json().id}`);
    await until(() => activity.pharmacy.length === 4);
    expect(activity.pharmacy.map((a) => [a.action, a.entityId])).toEqual([
      ['prescription.created', rx.json().id], ['inventory.created', item.json().id],
      ['dispense.created', disp.json().id], ['dispense.deleted', disp.json().id],
    ]);
    await settle();
    expect(activity.outsider).toEqual([]);
  });
});
