import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDeidContext, readDeidStamp } from '../../src/ai/clinic-deid-context.js';
import { withClinicTx } from '../../src/platform/db/clinic-tx.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createPatient, lab } from '../clinic/patients/helpers.js';

/**
 * The clinic's de-identification context (the chat's, and the roster the scribe adds its subject to) is cached per clinic and rebuilt when its stamp changes (migration 0600's
 * change counter plus a digest of the staff): every write that changes what the context holds must change the stamp,
 * and writes that do not should leave it (a rebuild of a 10,000-patient context is expensive).
 */
let t: TestApp;
let c: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor']);
});
afterAll(async () => {
  await t?.close();
});

const stamp = () => {
  const owner = c.as('owner');
  return withClinicTx(t.app.deps.db, { clinicId: c.clinicId, userId: owner.userId }, (tx) => readDeidStamp(tx, c.clinicId));
};

describe('the de-identification stamp', () => {
  it('changes with every patient insert, delete and identifying update, and with the staff; not with other writes', async () => {
    const owner = c.as('owner');
    const s0 = await stamp();
    const p = await createPatient(owner, { name: 'Winifred Oyelaran', phone: '555-410-2020', age: 40, sex: 'F' });
    const s1 = await stamp();
    expect(s1).not.toBe(s0);

    const put = (body: Record<string, unknown>) => owner.put(`/api/patients/${p.fileNumber}`, { name: 'Winifred Oyelaran', phone: '555-410-2020', age: 40, sex: 'F', ...body });
    // Not identifying: age, status, an appended lab.
    expect((await put({ age: 41, status: 'inpatient' })).statusCode).toBe(200);
    expect((await owner.post(`/api/patients/${p.fileNumber}/labs`, { labs: [lab('HbA1c', { value: '7.1' })] })).statusCode).toBe(201);
    expect(await stamp()).toBe(s1);

    expect((await put({ name: 'Winifred Oyelaran-Baptiste' })).statusCode).toBe(200);
    const s2 = await stamp();
    expect(s2).not.toBe(s1);
    expect((await put({ name: 'Winifred Oyelaran-Baptiste', phone: '555-410-3030' })).statusCode).toBe(200);
    const s3a = await stamp();
    expect(s3a).not.toBe(s2);
    // The date of birth is in the context (migration 0610); address and insurance are not.
    expect((await put({ name: 'Winifred Oyelaran-Baptiste', phone: '555-410-3030', dateOfBirth: '1985-04-12' })).statusCode).toBe(200);
    const s3b = await stamp();
    expect(s3b).not.toBe(s3a);
    expect((await put({
      name: 'Winifred Oyelaran-Baptiste', phone: '555-410-3030',
      address: { line: '9 Birch Rd', city: 'Salem', state: 'OR', postalCode: '97301' },
      insurance: { payerName: 'P', payerId: 'P1', memberId: 'M1' },
    })).statusCode).toBe(200);
    expect(await stamp()).toBe(s3b);
    expect((await put({ name: 'Winifred Oyelaran-Baptiste', phone: '555-410-3030', dateOfBirth: null })).statusCode).toBe(200);
    const s3 = await stamp();
    expect(s3).not.toBe(s3b);

    expect((await owner.delete(`/api/patients/${p.fileNumber}`)).statusCode).toBe(204);
    const s4 = await stamp();
    expect(s4).not.toBe(s3);

    // A staff member renamed.
    expect((await c.as('doctor').post('/api/auth/update-user', { name: 'Ezekiel Thornbury' })).statusCode).toBe(200);
    expect(await stamp()).not.toBe(s4);
  });
});

describe('the de-identification context', () => {
  it('holds each patient\'s date of birth (decisions.md §11), and no address or insurance', async () => {
    const owner = c.as('owner');
    await createPatient(owner, {
      name: 'Cordelia Ashworth', phone: '555-610-7070', dateOfBirth: '1962-11-30',
      address: { line: '4 Pine Ct', city: 'Boise', state: 'ID', postalCode: '83702' }, insurance: { payerName: 'P', payerId: 'P1', memberId: 'M1' },
    });
    const ctx = { clinicId: c.clinicId, userId: owner.userId } as Parameters<typeof clinicDeidContext>[1];
    const compiled = await clinicDeidContext(t.app.deps, ctx, await stamp());
    expect(compiled.source.otherPatients).toContainEqual({ name: 'Cordelia Ashworth', fileNumber: expect.any(String), phone: '555-610-7070', dateOfBirth: '1962-11-30' });
  });
});
