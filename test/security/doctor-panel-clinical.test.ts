import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../support/client.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 10, finding 2 (decisions.md §2): prescriptions and dispenses follow the doctor panel; appointments stay clinic-wide.
let t: TestApp;
let c: SeededClinic;
let doctor: Actor;
let colleague: Actor;
let mine: string;
let theirs: string;
const rx = (fileNumber: string, extra: Record<string, unknown> = {}) =>
  ({ fileNumber, name: 'Panel Patient', initials: 'PP', medication: 'Amoxicillin', frequency: 'TID', ...extra });
const dispense = (fileNumber: string, extra: Record<string, unknown> = {}) => ({ fileNumber, name: 'Panel Patient', medication: 'Amoxicillin', quantity: 1, ...extra });

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor', 'pharmacy']);
  doctor = c.as('doctor');
  colleague = await c.addMember('doctor');
  const owner = c.as('owner');
  mine = (await owner.post('/api/patients', { name: 'Mine Patient', primaryProviderId: doctor.userId })).json().fileNumber;
  theirs = (await owner.post('/api/patients', { name: 'Theirs Patient', primaryProviderId: colleague.userId })).json().fileNumber;
  expect(mine && theirs).toBeTruthy();
});
afterAll(() => t?.close());

describe('prescriptions outside the panel', () => {
  it('are left out of lists and answer 404 to read, change and delete; a new one for such a patient is 404', async () => {
    const owner = c.as('owner');
    const inPanel = (await owner.post('/api/prescriptions', rx(mine))).json();
    const outside = (await owner.post('/api/prescriptions', rx(theirs))).json();
    const listed = (await doctor.get('/api/prescriptions')).json().map((p: { id: string }) => p.id);
    expect(listed).toContain(inPanel.id);
    expect(listed).not.toContain(outside.id);
    expect((await doctor.get(`/api/prescriptions?fileNumber=${theirs}`)).json()).toEqual([]);
    expect((await doctor.get(`/api/prescriptions/${outside.id}`)).statusCode).toBe(404);
    expect((await doctor.put(`/api/prescriptions/${outside.id}`, rx(theirs, { notes: 'changed' }))).statusCode).toBe(404);
    expect((await doctor.put(`/api/prescriptions/${inPanel.id}`, rx(theirs))).statusCode).toBe(404);
    expect((await doctor.delete(`/api/prescriptions/${outside.id}`)).statusCode).toBe(404);
    expect((await doctor.post('/api/prescriptions', rx(theirs))).statusCode).toBe(404);
    expect((await doctor.post('/api/prescriptions', rx(mine))).statusCode).toBe(201);
    // Unchanged for everyone else: the colleague and the owner still see it as it was.
    expect((await colleague.get(`/api/prescriptions/${outside.id}`)).json().notes).toBeNull();
    expect((await owner.get('/api/prescriptions')).json().map((p: { id: string }) => p.id)).toContain(outside.id);
  });
});

describe('dispenses outside the panel', () => {
  it('are left out of lists and answer 404; recording one for such a patient is refused', async () => {
    const pharmacy = c.as('pharmacy');
    const inPanel = (await pharmacy.post('/api/dispenses', dispense(mine))).json();
    const outside = (await pharmacy.post('/api/dispenses', dispense(theirs))).json();
    expect(inPanel.id && outside.id).toBeTruthy();
    const listed = (await doctor.get('/api/dispenses')).json().map((d: { id: string }) => d.id);
    expect(listed).toContain(inPanel.id);
    expect(listed).not.toContain(outside.id);
    expect((await doctor.get(`/api/dispenses/${outside.id}`)).statusCode).toBe(404);
    expect((await doctor.delete(`/api/dispenses/${outside.id}`)).statusCode).toBe(404);
    expect((await doctor.post('/api/dispenses', dispense(theirs))).statusCode).toBe(404);
    const theirRx = (await c.as('owner').post('/api/prescriptions', rx(theirs))).json();
    const viaRx = await doctor.post('/api/dispenses', dispense(mine, { prescriptionId: theirRx.id }));
    expect([400, 404]).toContain(viaRx.statusCode);
    expect((await pharmacy.get(`/api/dispenses/${outside.id}`)).statusCode).toBe(200);
  });
});

describe('appointments stay clinic-wide', () => {
  it('a doctor sees the front-desk schedule of patients outside the panel', async () => {
    const appt = (await c.as('owner').post('/api/appointments', { name: 'Theirs Patient', fileNumber: theirs, date: '2030-01-02', time: '09:00' })).json();
    expect((await doctor.get(`/api/appointments/${appt.id}`)).statusCode).toBe(200);
  });
});
