import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createPatient, upload } from '../clinic/attachments/helpers.js';

// Issue 10, finding 9 (decisions.md §2): reception reads allergies and alerts but cannot change them, and never
// reaches lab-result files.
let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'reception', 'lab']);
});
afterAll(() => t?.close());

describe('allergies and alerts', () => {
  it('reception sees them, and its writes keep the stored values', async () => {
    const owner = c.as('owner');
    const created = await owner.post('/api/patients', {
      name: 'Safety Patient', allergies: [{ substance: 'Penicillin', reaction: 'anaphylaxis', severity: 'severe' }], alerts: ['Fall risk'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const fileNumber = created.json().fileNumber;
    const seen = (await c.as('reception').get(`/api/patients/${fileNumber}`)).json();
    expect(seen.allergies).toHaveLength(1);
    expect(seen.alerts).toEqual(['Fall risk']);
    const put = await c.as('reception').put(`/api/patients/${fileNumber}`, { name: 'Safety Patient', phone: '555-0100', allergies: [], alerts: [] });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await owner.get(`/api/patients/${fileNumber}`)).json();
    expect(after.phone).toBe('555-0100');
    expect(after.allergies).toHaveLength(1);
    expect(after.alerts).toEqual(['Fall risk']);
  });
});

describe('lab-result files', () => {
  it('are hidden from reception: 404 to read and left out of lists; other files stay visible', async () => {
    const owner = c.as('owner');
    const patient = await createPatient(owner);
    const lab = await upload(c.as('lab'), patient.fileNumber, 'result.txt', Buffer.from('potassium 6.1\n'), 'text/plain', 'K');
    expect(lab.statusCode, lab.body).toBe(201);
    const plain = await upload(owner, patient.fileNumber, 'consent.txt', Buffer.from('signed consent\n'), 'text/plain');
    expect(plain.statusCode, plain.body).toBe(201);
    const reception = c.as('reception');
    expect((await reception.get(`/api/attachments/${lab.json().id}`)).statusCode).toBe(404);
    expect((await reception.get(`/api/attachments/${plain.json().id}`)).statusCode).toBe(200);
    const listed = (await reception.get(`/api/attachments?fileNumber=${patient.fileNumber}`)).json().map((x: { id: string }) => x.id);
    expect(listed).toEqual([plain.json().id]);
    expect((await reception.delete(`/api/attachments/${lab.json().id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/attachments/${lab.json().id}`)).statusCode).toBe(200);
  });
});
