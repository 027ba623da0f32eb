import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { activityCount, createPatient, fullPayload, lab, RACE_TIMEOUT, SETUP_TIMEOUT } from './helpers.js';

let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor', 'lab']);
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

describe('concurrent appends', () => {
  it('keeps all 50 lab results when 50 appends race', async () => {
    const p = await createPatient(c.as('owner'), fullPayload({ labs: [] }));
    const appends = Array.from({ length: 50 }, (_, i) =>
      c.as(i % 2 ? 'lab' : 'owner').post(`/api/patients/${p.fileNumber}/labs`, { labs: [lab(`Test-${i}`)] }));
    const responses = await Promise.all(appends);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const after = (await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json();
    expect(after.labs).toHaveLength(50);
    expect(new Set(after.labs.map((l: { name: string }) => l.name))).toEqual(new Set(Array.from({ length: 50 }, (_, i) => `Test-${i}`)));
    // Every append changed the version once, and nothing else in the record moved.
    expect(after.version).toBe(p.version + 50);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(50);
    const { labs: _l, version: _v, updatedAt: _u, ...rest } = after;
    const { labs: _l0, version: _v0, updatedAt: _u0, ...before } = p;
    expect(rest).toEqual(before);
  }, RACE_TIMEOUT);
});

describe('concurrent automatic file numbers', () => {
  it('gives 50 concurrent creates 50 distinct numbers and no error', async () => {
    const own = await seedClinic(t.app, ['owner']);
    const creates = Array.from({ length: 50 }, (_, i) => own.as('owner').post('/api/patients', { name: `Racer ${i}` }));
    const responses = await Promise.all(creates);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((r) => r.json().fileNumber as string);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => 10000 + i));
  }, RACE_TIMEOUT);

  it('never answers 409 to an automatic create racing explicit ones', async () => {
    const own = await seedClinic(t.app, ['owner']);
    const owner = own.as('owner');
    const calls = Array.from({ length: 40 }, (_, i) => (i % 4 === 0
      ? owner.post('/api/patients', { name: `Explicit ${i}`, fileNumber: String(10000 + i) })
      : owner.post('/api/patients', { name: `Auto ${i}` })));
    const responses = await Promise.all(calls);
    const auto = responses.filter((_, i) => i % 4 !== 0);
    expect(auto.map((r) => r.statusCode)).toEqual(Array(auto.length).fill(201));
    const all = (await owner.get('/api/patients')).json() as Array<{ fileNumber: string }>;
    expect(new Set(all.map((p) => p.fileNumber)).size).toBe(all.length);
  }, RACE_TIMEOUT);

  it('lets exactly one of 20 concurrent creates claiming the same explicit number through, the rest 409 naming it', async () => {
    // Explicit numbers no longer wait for each other (a shared lock), so the unique index settles this race.
    const own = await seedClinic(t.app, ['owner']);
    const owner = own.as('owner');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => owner.post('/api/patients', { name: `Claim ${i}`, fileNumber: '424242' })));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    for (const r of refused) expect(r.json().detail).toBe('File number 424242 is already in use');
    expect(Number((await owner.get('/api/patients?limit=1')).headers['x-total-count'])).toBe(1);
  }, RACE_TIMEOUT);
});

describe('optimistic concurrency with If-Match', () => {
  it('answers 412 to a stale If-Match and changes nothing', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, fullPayload());
    const read = await owner.get(`/api/patients/${p.fileNumber}`);
    const etag = read.headers.etag as string;
    expect(etag).toBe(`"${p.version}"`);
    // Someone else changes the record (an append counts).
    expect((await owner.post(`/api/patients/${p.fileNumber}/labs`, { labs: [lab('Na')] })).statusCode).toBe(201);
    const current = (await owner.get(`/api/patients/${p.fileNumber}`)).json();
    const activityBefore = await activityCount(owner);

    const stale = await owner.put(`/api/patients/${p.fileNumber}`, fullPayload({ name: 'Lost Update', labs: [] }), { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(stale.json()).toMatchObject({ status: 412, code: 'precondition_failed' });
    expect((await owner.get(`/api/patients/${p.fileNumber}`)).json()).toEqual(current);
    expect(await activityCount(owner)).toBe(activityBefore);

    // A weak tag never matches (strong comparison); an unrelated list does not either.
    expect((await owner.put(`/api/patients/${p.fileNumber}`, fullPayload(), { 'if-match': `W/"${current.version}"` })).statusCode).toBe(412);
    expect((await owner.put(`/api/patients/${p.fileNumber}`, fullPayload(), { 'if-match': '"999", "998"' })).statusCode).toBe(412);
    // A stale DELETE is refused too.
    expect((await owner.delete(`/api/patients/${p.fileNumber}`, { 'if-match': etag })).statusCode).toBe(412);
    expect((await owner.get(`/api/patients/${p.fileNumber}`)).statusCode).toBe(200);
  });

  it('accepts the current version, a list containing it, and *', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, fullPayload());
    const first = await owner.put(`/api/patients/${p.fileNumber}`, fullPayload({ age: 1 }), { 'if-match': `"${p.version}"` });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${p.version + 1}"`);
    const second = await owner.put(`/api/patients/${p.fileNumber}`, fullPayload({ age: 2 }), { 'if-match': `"1", ${first.headers.etag}` });
    expect(second.statusCode).toBe(200);
    const third = await owner.put(`/api/patients/${p.fileNumber}`, fullPayload({ age: 3 }), { 'if-match': '*' });
    expect(third.statusCode).toBe(200);
    expect(third.json().age).toBe(3);
    // Without If-Match the last write wins.
    expect((await owner.put(`/api/patients/${p.fileNumber}`, fullPayload({ age: 4 }))).json().age).toBe(4);
  });

  it('lets exactly one of several PUTs with the same If-Match through', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, fullPayload());
    const puts = Array.from({ length: 10 }, (_, i) =>
      owner.put(`/api/patients/${p.fileNumber}`, fullPayload({ age: 10 + i }), { 'if-match': `"${p.version}"` }));
    const codes = (await Promise.all(puts)).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(412)]);
    expect((await owner.get(`/api/patients/${p.fileNumber}`)).json().version).toBe(p.version + 1);
  }, RACE_TIMEOUT);

  it('changes the ETag on every change: PUT, append, lab removal, transfer', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, fullPayload());
    const tags = [(await owner.get(`/api/patients/${p.fileNumber}`)).headers.etag];
    tags.push((await owner.put(`/api/patients/${p.fileNumber}`, fullPayload())).headers.etag);
    tags.push((await owner.post(`/api/patients/${p.fileNumber}/labs`, { labs: [lab('Cl')] })).headers.etag);
    tags.push((await owner.request('DELETE', `/api/patients/${p.fileNumber}/labs`, { name: 'Cl', value: '5.1', takenAt: '2026-01-15' })).headers.etag);
    tags.push((await owner.post(`/api/patients/${p.fileNumber}/transfer`, { providerId: c.as('doctor').userId })).headers.etag);
    expect(tags.every((tag) => typeof tag === 'string')).toBe(true);
    expect(new Set(tags).size).toBe(tags.length);
    expect((await owner.get(`/api/patients/${p.fileNumber}`)).headers.etag).toBe(tags.at(-1));
  });
});
