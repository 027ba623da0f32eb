import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/platform/auth/permissions.js';
import { ALL_ROLES, seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startFakeFhirServer, type FakeFhirServer } from './fake-fhir-server.js';

let t: TestApp;
let c: SeededClinic;
let fhir: FakeFhirServer;
let gateway: FakeFhirServer;

beforeAll(async () => {
  // The fake servers listen on loopback, which integration endpoints may reach only when the operator lists the host.
  t = await startTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  c = await seedClinic(t.app);
  fhir = await startFakeFhirServer({ token: 'fhir-secret-token' });
  gateway = await startFakeFhirServer({ token: 'gw-secret' });
}, 120_000);
afterAll(async () => {
  await fhir?.close();
  await gateway?.close();
  await t?.close();
});

const fhirCredentials = JSON.stringify({ token: 'fhir-secret-token' });

async function rawRow(clinicId: string, type: string) {
  return t.app.deps.db.selectFrom('integration_config').selectAll().where('clinic_id', '=', clinicId).where('type', '=', type).executeTakeFirst();
}

function errorPaths(res: { statusCode: number; json(): unknown; body: string }): string[] {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { errors: Array<{ path: string }> }).errors.map((e) => e.path);
}

describe('GET /api/integrations', () => {
  it('lists all three types, unset ones as endpoint "" and disabled, to every member', async () => {
    for (const role of ALL_ROLES) {
      const res = await c.as(role).get('/api/integrations');
      expect(res.statusCode, role).toBe(200);
      expect(res.json().map((i: { type: string }) => i.type)).toEqual(['fhir', 'eprescribe', 'claims']);
    }
    const fresh = await seedClinic(t.app, ['owner']);
    expect((await fresh.as('owner').get('/api/integrations')).json()).toEqual([
      { type: 'fhir', endpoint: '', enabled: false, hasCredentials: false, settings: {}, updatedAt: null },
      { type: 'eprescribe', endpoint: '', enabled: false, hasCredentials: false, settings: {}, updatedAt: null },
      { type: 'claims', endpoint: '', enabled: false, hasCredentials: false, settings: {}, updatedAt: null },
    ]);
  });
});

describe('PUT /api/integrations/:type', () => {
  it('saves, encrypts the credentials with a key id, and never returns them', async () => {
    const res = await c.as('owner').put('/api/integrations/fhir', {
      endpoint: fhir.baseUrl, enabled: true, credentials: fhirCredentials, settings: { identifierSystem: 'http://example.org/mrn' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ type: 'fhir', endpoint: fhir.baseUrl, enabled: true, hasCredentials: true, settings: { identifierSystem: 'http://example.org/mrn' } });
    expect(res.body).not.toContain('fhir-secret-token');
    expect(saved).not.toHaveProperty('credentials');
    const row = await rawRow(c.clinicId, 'fhir');
    expect(row!.encrypted_credentials).toMatch(/^v1:[^:]+:/);
    expect(row!.encrypted_credentials).not.toContain('fhir-secret-token');
    expect(JSON.parse(t.app.deps.encryptor.decrypt(row!.encrypted_credentials!))).toEqual({ token: 'fhir-secret-token' });
    const listed = (await c.as('reception').get('/api/integrations')).body;
    expect(listed).not.toContain('fhir-secret-token');
    expect(JSON.parse(listed)[0]).toMatchObject({ hasCredentials: true, enabled: true });
  });

  it('keeps the stored credentials and settings when omitted, and clears the credentials with ""', async () => {
    await c.as('owner').put('/api/integrations/eprescribe', {
      endpoint: gateway.baseUrl, enabled: false, credentials: JSON.stringify({ token: 'gw-secret', senderId: 'S1' }),
      settings: { pharmacy: { ncpdpId: '1234567', name: 'Corner Pharmacy', phone: '555-010-2000', address: { line: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' } } },
    });
    const kept = await c.as('admin').put('/api/integrations/eprescribe', { endpoint: gateway.baseUrl, enabled: true });
    expect(kept.json()).toMatchObject({ hasCredentials: true, enabled: true, settings: { pharmacy: { ncpdpId: '1234567' } } });
    const cleared = await c.as('admin').put('/api/integrations/eprescribe', { endpoint: gateway.baseUrl, enabled: true, credentials: '' });
    expect(cleared.json()).toMatchObject({ hasCredentials: false, settings: { pharmacy: { name: 'Corner Pharmacy' } } });
    expect((await rawRow(c.clinicId, 'eprescribe'))!.encrypted_credentials).toBeNull();
  });

  it.each([
    ['fhir', 'not json', ['credentials']],
    ['fhir', '{}', ['credentials.token']],
    ['fhir', JSON.stringify({ tokn: 'x' }), ['credentials.token', 'credentials.tokn']],
    ['eprescribe', JSON.stringify({ token: 'x' }), ['credentials.senderId']],
    ['claims', JSON.stringify({ token: 'x', submitterId: 'S1' }), ['credentials.receiverId']],
    ['claims', JSON.stringify([1, 2]), ['credentials']],
  ])('refuses %s credentials %s with 400 naming the field, and keeps what was stored', async (type, credentials, paths) => {
    const before = await rawRow(c.clinicId, type);
    const res = await c.as('owner').put(`/api/integrations/${type}`, { endpoint: gateway.baseUrl, enabled: false, credentials });
    expect(errorPaths(res).sort()).toEqual([...paths].sort());
    expect(await rawRow(c.clinicId, type)).toEqual(before);
  });

  it.each([
    ['fhir', { identifierSystem: '' }, 'settings.identifierSystem'],
    ['fhir', { somethingElse: 1 }, 'settings.somethingElse'],
    ['eprescribe', { pharmacy: { ncpdpId: '12', name: 'P', phone: '555-010-2000', address: { line: 'l', city: 'c', state: 'IL', postalCode: '62701' } } }, 'settings.pharmacy.ncpdpId'],
    ['claims', { payer: { name: 'Acme' } }, 'settings.payer.id'],
    ['claims', { billingProvider: { name: 'Clinic', npi: '1234567890', taxId: '123456789', address: { line: 'l', city: 'c', state: 'IL', postalCode: '62701' } } }, 'settings.billingProvider.npi'],
    ['claims', { placeOfService: '1' }, 'settings.placeOfService'],
  ])('refuses %s settings %j with 400 naming %s', async (type, settings, path) => {
    expect(errorPaths(await c.as('owner').put(`/api/integrations/${type}`, { endpoint: '', enabled: false, settings }))).toEqual([path]);
  });

  describe('claims: X12 element lengths the 837P builder would otherwise truncate or break on', () => {
    const provider = { name: 'Clinic', npi: '1234567893', taxId: '123456789', address: { line: 'l', city: 'c', state: 'IL', postalCode: '62701' } };
    const ids = (submitterId: string, receiverId = 'RECV01') => JSON.stringify({ token: 'x', submitterId, receiverId });

    it.each([
      [ids('S'.repeat(16)), ['credentials.submitterId']],
      [ids('SUBMIT01', 'R'.repeat(16)), ['credentials.receiverId']],
      [ids('S', 'R'), ['credentials.submitterId', 'credentials.receiverId']],
      [ids('SUB*01', 'RE~CV'), ['credentials.submitterId', 'credentials.receiverId']],
      [ids('SÜBMIT01'), ['credentials.submitterId']],
    ])('refuses the ISA/GS ids of %s (15 characters at most, 2 at least, plain ASCII without X12 delimiters)', async (credentials, paths) => {
      const res = await c.as('owner').put('/api/integrations/claims', { endpoint: '', enabled: false, credentials });
      expect(errorPaths(res)).toEqual(paths);
      expect(res.json().detail).toContain(paths[0]);
    });

    it.each([
      [{ billingProvider: { ...provider, name: 'N'.repeat(61) } }, 'settings.billingProvider.name'],
      [{ billingProvider: { ...provider, address: { ...provider.address, line: 'L'.repeat(56) } } }, 'settings.billingProvider.address.line'],
      [{ billingProvider: { ...provider, address: { ...provider.address, city: 'C'.repeat(31) } } }, 'settings.billingProvider.address.city'],
      [{ billingProvider: { ...provider, phone: '555-0100' } }, 'settings.billingProvider.phone'],
      [{ payer: { name: 'P'.repeat(61), id: 'ACME1' } }, 'settings.payer.name'],
      [{ payer: { name: 'Acme', id: 'A' } }, 'settings.payer.id'],
      [{ payer: { name: 'Acme', id: 'AC:ME' } }, 'settings.payer.id'],
    ])('refuses %j with 400 naming %s', async (settings, path) => {
      expect(errorPaths(await c.as('owner').put('/api/integrations/claims', { endpoint: '', enabled: false, settings }))).toEqual([path]);
    });

    it('accepts values at the limits (15-character ids, 60-character names, 55/30 address, 10-digit phone)', async () => {
      const res = await c.as('owner').put('/api/integrations/claims', {
        endpoint: '', enabled: false, credentials: ids('S'.repeat(15), 'R'.repeat(15)),
        settings: {
          billingProvider: { ...provider, name: 'N'.repeat(60), phone: '+1 (555) 010-3000', address: { ...provider.address, line: 'L'.repeat(55), city: 'C'.repeat(30) } },
          payer: { name: 'P'.repeat(60), id: 'AB' },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('accepts a valid NPI (Luhn with prefix 80840) in the claims settings', async () => {
    const res = await c.as('owner').put('/api/integrations/claims', {
      endpoint: '', enabled: false,
      settings: { billingProvider: { name: 'Clinic', npi: '1234567893', taxId: '123456789', address: { line: 'l', city: 'c', state: 'IL', postalCode: '62701' } }, payer: { name: 'Acme', id: 'ACME1' }, placeOfService: '11' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs an endpoint when enabled', async () => {
    expect(errorPaths(await c.as('owner').put('/api/integrations/claims', { endpoint: '', enabled: true }))).toEqual(['endpoint']);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', 'cloud metadata'],
    ['http://10.0.0.5/fhir', 'a private address the operator did not list'],
    ['http://127.0.0.2:8080/fhir', 'loopback, but not the listed host'],
    ['ftp://lab.example.org/fhir', 'not http(s)'],
    ['https://user:pw@lab.example.org/fhir', 'userinfo'],
  ])('refuses the endpoint %s (%s) with 400 endpoint_not_allowed', async (endpoint) => {
    const res = await c.as('owner').put('/api/integrations/claims', { endpoint, enabled: false });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'endpoint_not_allowed', errors: [{ path: 'endpoint' }] });
  });

  it('lets only owners and admins write (403 for every other role), and writes one activity entry per save without secrets', async () => {
    const denied: Role[] = ['doctor', 'member', 'reception', 'pharmacy', 'lab'];
    for (const role of denied) {
      const res = await c.as(role).put('/api/integrations/claims', { endpoint: '', enabled: false });
      expect(res.statusCode, role).toBe(403);
    }
    const res = await c.as('admin').put('/api/integrations/claims', {
      endpoint: gateway.baseUrl, enabled: true, credentials: JSON.stringify({ token: 'claims-secret', submitterId: 'SUB', receiverId: 'REC' }),
    });
    expect(res.statusCode).toBe(200);
    const activity = (await c.as('owner').get('/api/activity?limit=1')).json() as Array<{ action: string; summary: string; entityId: string }>;
    expect(activity[0]).toMatchObject({ action: 'integration.updated', entityId: 'claims' });
    expect(activity[0]!.summary).toContain('credentials replaced');
    expect(activity[0]!.summary).not.toContain('claims-secret');
    expect(activity[0]!.summary).not.toContain(gateway.baseUrl);
  });

  it('keeps clinics apart: another clinic sees its own unset configs', async () => {
    const other = await seedClinic(t.app, ['owner']);
    const res = (await other.as('owner').get('/api/integrations')).json() as Array<{ endpoint: string; hasCredentials: boolean }>;
    expect(res.every((i) => i.endpoint === '' && !i.hasCredentials)).toBe(true);
  });
});

describe('POST /api/integrations/:type/test', () => {
  it('fhir: reads /metadata and reports the FHIR version', async () => {
    const res = await c.as('owner').post('/api/integrations/fhir/test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Connected: a FHIR 4.0.1 server', status: 200 });
  });

  it('fhir: a server that is not R4 is ok false', async () => {
    const stu3 = await startFakeFhirServer({ fhirVersion: '3.0.2' });
    try {
      await c.as('owner').put('/api/integrations/fhir', { endpoint: stu3.baseUrl, enabled: true });
      expect((await c.as('admin').post('/api/integrations/fhir/test')).json()).toMatchObject({ ok: false, message: expect.stringContaining('3.0.2') });
    } finally {
      await stu3.close();
      await c.as('owner').put('/api/integrations/fhir', { endpoint: fhir.baseUrl, enabled: true });
    }
  });

  it('fhir: a fhirVersion that is not a version number is not echoed (the remote body never is)', async () => {
    const odd = await startFakeFhirServer({ fhirVersion: 'REMOTE-TEXT <b>'.repeat(2000) });
    try {
      await c.as('owner').put('/api/integrations/fhir', { endpoint: odd.baseUrl, enabled: true });
      const res = await c.as('owner').post('/api/integrations/fhir/test');
      expect(res.json()).toEqual({ ok: false, message: 'The server states no FHIR version number; R4 (4.0.x) is required', status: 200 });
    } finally {
      await odd.close();
      await c.as('owner').put('/api/integrations/fhir', { endpoint: fhir.baseUrl, enabled: true });
    }
  });

  it('fhir: a failing or unreachable server is ok false with the status, not an error', async () => {
    const failing = await startFakeFhirServer({ failWith: 503 });
    const gone = failing.baseUrl;
    try {
      await c.as('owner').put('/api/integrations/fhir', { endpoint: failing.baseUrl, enabled: true });
      const res = await c.as('owner').post('/api/integrations/fhir/test');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: false, status: 503 });
      expect(res.body).not.toContain('failure on demand');
    } finally {
      await failing.close();
    }
    const unreachable = await c.as('owner').post('/api/integrations/fhir/test');
    expect(unreachable.statusCode).toBe(200);
    expect(unreachable.json().ok).toBe(false);
    expect(unreachable.json()).not.toHaveProperty('status');
    expect(gone).toContain('127.0.0.1');
    await c.as('owner').put('/api/integrations/fhir', { endpoint: fhir.baseUrl, enabled: true });
  });

  it('eprescribe and claims: an authenticated GET; a wrong token is ok false with 401', async () => {
    await c.as('owner').put('/api/integrations/eprescribe', { endpoint: `${gateway.baseUrl}/Patient`, enabled: true, credentials: JSON.stringify({ token: 'gw-secret', senderId: 'S1' }) });
    expect((await c.as('owner').post('/api/integrations/eprescribe/test')).json()).toEqual({ ok: true, message: 'Connected: the endpoint answered HTTP 200', status: 200 });
    const last = gateway.requests.at(-1)!;
    expect(last).toMatchObject({ method: 'GET', authorization: 'Bearer gw-secret' });
    await c.as('owner').put('/api/integrations/claims', { endpoint: `${gateway.baseUrl}/Patient`, enabled: true, credentials: JSON.stringify({ token: 'wrong', submitterId: 'S', receiverId: 'R' }) });
    expect((await c.as('owner').post('/api/integrations/claims/test')).json()).toEqual({ ok: false, message: 'The endpoint answered HTTP 401', status: 401 });
  });

  it('with no endpoint saved is ok false; only owners and admins may test', async () => {
    const fresh = await seedClinic(t.app, ['owner', 'doctor']);
    expect((await fresh.as('owner').post('/api/integrations/claims/test')).json()).toEqual({ ok: false, message: 'No endpoint is configured' });
    expect((await fresh.as('doctor').post('/api/integrations/claims/test')).statusCode).toBe(403);
  });

  it('answers 400 for an unknown type', async () => {
    expect((await c.as('owner').post('/api/integrations/lab/test')).statusCode).toBe(400);
    expect((await c.as('owner').put('/api/integrations/lab', { endpoint: '', enabled: false })).statusCode).toBe(400);
  });
});
