import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createPatient, errorPaths, fullPayload, lab, SETUP_TIMEOUT } from './helpers.js';

let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'lab']);
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

const labsUrl = (fileNumber: string) => `/api/patients/${fileNumber}/labs`;

describe('POST /api/patients/:fileNumber/labs', () => {
  it('appends after the existing results, keeps their order, and answers 201 with the full record', async () => {
    const p = await createPatient(c.as('owner'), fullPayload({ labs: [lab('A'), lab('B')] }));
    const res = await c.as('lab').post(labsUrl(p.fileNumber), { labs: [lab('C', { flag: 'high' }), lab('D', { flag: 'critical' })] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.labs.map((l: { name: string }) => l.name)).toEqual(['A', 'B', 'C', 'D']);
    expect(body.labs[2]).toEqual({ name: 'C', value: '5.1', flag: 'high', takenAt: '2026-01-15' });
    // The full record, nothing else replaced.
    const { labs: _l, version: _v, updatedAt: _u, ...rest } = body;
    const { labs: _l0, version: _v0, updatedAt: _u0, ...before } = p;
    expect(rest).toEqual(before);
    expect(body.version).toBe(p.version + 1);
    expect(res.headers.etag).toBe(`"${body.version}"`);
    const again = await c.as('owner').post(labsUrl(p.fileNumber), { labs: [lab('E')] });
    expect(again.json().labs.map((l: { name: string }) => l.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json().labs).toEqual(again.json().labs);
  });

  it('takes 1 and 50 entries, refuses 0 and 51', async () => {
    const p = await createPatient(c.as('owner'));
    expect((await c.as('lab').post(labsUrl(p.fileNumber), { labs: [lab('One')] })).statusCode).toBe(201);
    const fifty = Array.from({ length: 50 }, (_, i) => lab(`L${i}`));
    expect((await c.as('lab').post(labsUrl(p.fileNumber), { labs: fifty })).statusCode).toBe(201);
    expect(errorPaths(await c.as('lab').post(labsUrl(p.fileNumber), { labs: [] }))).toEqual(['labs']);
    expect(errorPaths(await c.as('lab').post(labsUrl(p.fileNumber), { labs: [...fifty, lab('L50')] }))).toEqual(['labs']);
    expect(errorPaths(await c.as('lab').post(labsUrl(p.fileNumber), {}))).toEqual(['labs']);
    expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json().labs).toHaveLength(51);
  });

  it.each([
    ['a bad flag', [lab('K', { flag: 'elevated' })], 'labs.0.flag'],
    ['a missing flag', [{ name: 'K', value: '4', takenAt: 'today' }], 'labs.0.flag'],
    ['a missing name', [{ value: '4', flag: 'low', takenAt: 'today' }], 'labs.0.name'],
    ['an empty value', [lab('K', { value: ' ' })], 'labs.0.value'],
    ['a numeric value', [lab('K', { value: 4 })], 'labs.0.value'],
    ['a missing takenAt', [{ name: 'K', value: '4', flag: 'low' }], 'labs.0.takenAt'],
    ['a bad second entry', [lab('K'), lab('Na', { flag: 'HIGH' })], 'labs.1.flag'],
  ])('refuses %s with 400 and appends nothing', async (_label, labs, path) => {
    const p = await createPatient(c.as('owner'), { name: 'Lab Target', labs: [lab('Existing')] });
    expect(errorPaths(await c.as('lab').post(labsUrl(p.fileNumber), { labs }))).toEqual([path]);
    expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json()).toEqual(p);
  });

  it('answers 404 when the file number is absent', async () => {
    const res = await c.as('lab').post(labsUrl('987654321'), { labs: [lab('K')] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('takes a free-text takenAt (display date text)', async () => {
    const p = await createPatient(c.as('owner'));
    const res = await c.as('lab').post(labsUrl(p.fileNumber), { labs: [lab('K', { takenAt: 'Jan 5, 08:30' })] });
    expect(res.json().labs[0].takenAt).toBe('Jan 5, 08:30');
  });
});

describe('DELETE /api/patients/:fileNumber/labs', () => {
  it('removes exactly one matching result (the latest of identical ones) and answers 200 with the record', async () => {
    const p = await createPatient(c.as('owner'), {
      name: 'Lab Removal',
      labs: [lab('K', { value: '4.0' }), lab('Na'), lab('K', { value: '4.0' }), lab('K', { value: '4.1' })],
    });
    const res = await c.as('lab').request('DELETE', labsUrl(p.fileNumber), { name: 'K', value: '4.0', takenAt: '2026-01-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json().labs.map((l: { name: string; value: string }) => `${l.name}=${l.value}`)).toEqual(['K=4.0', 'Na=5.1', 'K=4.1']);
    expect(res.json().version).toBe(p.version + 1);
    expect(res.headers.etag).toBe(`"${p.version + 1}"`);
  });

  it('answers 404 when no result matches (each of name, value, takenAt counts) and changes nothing', async () => {
    const p = await createPatient(c.as('owner'), { name: 'No Match', labs: [lab('K')] });
    for (const key of [
      { name: 'Na', value: '5.1', takenAt: '2026-01-15' },
      { name: 'K', value: '5.2', takenAt: '2026-01-15' },
      { name: 'K', value: '5.1', takenAt: '2026-01-16' },
    ]) {
      const res = await c.as('lab').request('DELETE', labsUrl(p.fileNumber), key);
      expect(res.statusCode).toBe(404);
    }
    expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json()).toEqual(p);
  });

  it('answers 404 when the patient is absent', async () => {
    const res = await c.as('lab').request('DELETE', labsUrl('987654321'), { name: 'K', value: '5.1', takenAt: '2026-01-15' });
    expect(res.statusCode).toBe(404);
  });

  it('needs name, value and takenAt', async () => {
    const p = await createPatient(c.as('owner'), { name: 'Key Check', labs: [lab('K')] });
    expect(errorPaths(await c.as('lab').request('DELETE', labsUrl(p.fileNumber), { name: 'K', takenAt: '2026-01-15' }))).toEqual(['value']);
    expect(errorPaths(await c.as('lab').request('DELETE', labsUrl(p.fileNumber), { value: '5.1', takenAt: '2026-01-15' }))).toEqual(['name']);
    expect(errorPaths(await c.as('lab').request('DELETE', labsUrl(p.fileNumber), { name: 'K', value: '5.1' }))).toEqual(['takenAt']);
    expect((await c.as('lab').request('DELETE', labsUrl(p.fileNumber))).statusCode).toBe(400);
  });
});
