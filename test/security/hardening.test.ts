import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createPatient, upload } from '../clinic/attachments/helpers.js';

// Issue 10, findings 10, 12, 13, 15.
let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  [a, b] = await Promise.all([seedClinic(t.app, ['owner', 'admin', 'doctor', 'reception']), seedClinic(t.app, ['owner'])]);
});
afterAll(() => t?.close());

const problem = (res: { statusCode: number; headers: Record<string, unknown> }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
};

describe('Better Auth organization endpoints that list members and invitations (finding 10)', () => {
  it('need member:create, like /api/staff', async () => {
    for (const path of ['/api/auth/organization/list-members', '/api/auth/organization/list-invitations', '/api/auth/organization/get-full-organization']) {
      for (const role of ['doctor', 'reception'] as const) {
        const res = await a.as(role).get(path);
        expect(res.statusCode, `${role} ${path}`).toBe(403);
        expect(res.body).not.toContain('@');
      }
      expect((await a.as('admin').get(path)).statusCode, path).toBe(200);
    }
  });
});

describe('a refused request changes nothing (finding 12)', () => {
  it('set-active to another clinic and get-full-organization of another clinic leave the active clinic as it was', async () => {
    const owner = a.as('owner');
    const before = (await owner.get('/api/me')).json().clinic.id;
    expect(before).toBe(a.clinicId);
    const refused = await owner.post('/api/auth/organization/set-active', { organizationId: b.clinicId });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await owner.get('/api/me')).json().clinic?.id).toBe(a.clinicId);
    const read = await owner.get(`/api/auth/organization/get-full-organization?organizationId=${b.clinicId}`);
    expect(read.statusCode).toBeGreaterThanOrEqual(400);
    expect(read.body).not.toContain(b.tag);
    expect((await owner.get('/api/me')).json().clinic?.id).toBe(a.clinicId);
    expect((await owner.get('/api/patients')).statusCode).toBe(200);
  });
});

describe('hostile input is a 400, never a 500 (finding 13)', () => {
  it('a NUL byte in a text field, a query or a path', async () => {
    const owner = a.as('owner');
    problem(await owner.post('/api/patients', { name: 'Nul\u0000Patient' }), 400);
    problem(await owner.get('/api/patients?q=a%00b'), 400);
    problem(await owner.get('/api/patients/1%002'), 400);
    problem(await owner.get('/api/prescriptions/abc%00def'), 400);
  });

  it('the 400 for a NUL byte names the field, as every validation failure does (decisions.md §3)', async () => {
    const owner = a.as('owner');
    const paths = async (res: { statusCode: number; headers: Record<string, unknown>; json(): { code: string; errors?: Array<{ path: string }> } }) => {
      problem(res, 400);
      expect(res.json().code).toBe('validation_failed');
      return res.json().errors?.map((e) => e.path);
    };
    expect(await paths(await owner.post('/api/patients', { name: 'Nul\u0000Patient' }))).toEqual(['name']);
    expect(await paths(await owner.post('/api/patients', { name: 'Ok', labs: [{ name: 'K', value: '4\u0000', flag: 'normal', takenAt: '2026-01-01' }] }))).toEqual(['labs.0.value']);
    expect(await paths(await owner.get('/api/patients?q=a%00b'))).toEqual(['querystring.q']);
    expect(await paths(await owner.get('/api/prescriptions/abc%00def'))).toEqual(['params.id']);
    expect(await paths(await owner.delete('/api/integrations/fhir-server/keys/a%00b'))).toEqual(['params.id']);
    expect(await paths(await owner.get('/api/integrations/fhir-server/access-log?keyId=%00'))).toEqual(['querystring.keyId']);
  });

  it('JSON nested thousands deep', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    problem(await a.as('owner').post('/api/patients', deep, { 'content-type': 'application/json' }), 400);
    const deepArray = `{"name":"x","labs":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    problem(await a.as('owner').post('/api/patients', deepArray, { 'content-type': 'application/json' }), 400);
  });
});

describe('response headers (finding 15)', () => {
  it('inline files carry Content-Security-Policy: sandbox', async () => {
    const owner = a.as('owner');
    const patient = await createPatient(owner);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const up = await upload(owner, patient.fileNumber, 'script.pdf', pdf, 'application/pdf');
    expect(up.statusCode, up.body).toBe(201);
    const res = await owner.get(`/api/attachments/${up.json().id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('every API response with patient data is Cache-Control: no-store', async () => {
    const owner = a.as('owner');
    const patient = await createPatient(owner);
    for (const path of ['/api/patients', `/api/patients/${patient.fileNumber}`, '/api/appointments', '/api/prescriptions', '/api/activity', '/api/me']) {
      const res = await owner.get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/no-store/);
    }
  });

  it('an over-long id is a problem+json 404 like any unknown id', async () => {
    const long = 'x'.repeat(5000);
    for (const path of [`/api/prescriptions/${long}`, `/api/appointments/${long}`, `/api/patients/${'1'.repeat(5000)}`, `/api/attachments/${long}`]) {
      problem(await a.as('owner').get(path), 404);
    }
  });
});
