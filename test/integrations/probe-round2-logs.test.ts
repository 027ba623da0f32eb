import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startFakeClearinghouse, type FakeClearinghouse } from './fake-clearinghouse.js';
import { startFakeGateway, type FakeGateway } from './fake-eprescribe-gateway.js';
import { startFakeFhirServer, type FakeFhirServer } from './fake-fhir-server.js';

// decisions.md §10: logs name the host, status and duration of every outbound call, never a request or response body
// (nor the token). The integrations' calls (gateway, clearinghouse, FHIR server) were not logged at all.
const lines: string[] = [];
let t: TestApp;
let c: SeededClinic;
let house: FakeClearinghouse;
let gateway: FakeGateway;
let fhir: FakeFhirServer;

beforeAll(async () => {
  t = await startTestApp({
    env: { LOG_LEVEL: 'info', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' },
    build: { logger: true, logStream: { write: (line) => { lines.push(line); } } },
  });
  c = await seedClinic(t.app, ['owner']);
  house = await startFakeClearinghouse('fail500');
  gateway = await startFakeGateway();
  fhir = await startFakeFhirServer({ token: 'fhir-secret-token' });
}, 180_000);
afterAll(async () => {
  await house?.close();
  await gateway?.close();
  await fhir?.close();
  await t?.close();
}, 180_000);

const outboundLines = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => String(e.msg).startsWith('outbound call'));

describe('outbound calls of the integrations are logged: host, status, duration, no body or token', () => {
  it('logs the connection tests, a FHIR sync and a clearinghouse call that failed', async () => {
    const put = async (type: string, body: Record<string, unknown>) => {
      const res = await c.as('owner').put(`/api/integrations/${type}`, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    await put('eprescribe', { endpoint: gateway.url, enabled: true, credentials: JSON.stringify({ token: 'gw-secret-token', senderId: 'S1' }) });
    await put('fhir', { endpoint: fhir.baseUrl, enabled: true, credentials: JSON.stringify({ token: 'fhir-secret-token' }) });
    await put('claims', { endpoint: house.url, enabled: true, credentials: JSON.stringify({ token: 'ch-secret-token', submitterId: 'SUB01', receiverId: 'REC01' }) });
    lines.length = 0;

    expect((await c.as('owner').post('/api/integrations/eprescribe/test')).json().ok).toBe(true);
    expect((await c.as('owner').post('/api/integrations/fhir/test')).json().ok).toBe(true);
    expect((await c.as('owner').post('/api/integrations/claims/test')).json()).toMatchObject({ ok: false, status: 500 });
    fhir.addPatient('p1', [{ value: '424242' }]);
    expect((await c.as('owner').post('/api/patients', { name: 'Logged Patient', fileNumber: '424242' })).statusCode).toBe(201);
    const synced = await c.as('owner').post('/api/integrations/fhir/sync', { fileNumber: '424242' });
    expect(synced.statusCode, synced.body).toBe(200);

    const entries = outboundLines();
    const host = (url: string) => new URL(url).host;
    expect(entries.map((e) => [e.system, e.host, e.status])).toEqual([
      ['gateway', host(gateway.url), 200],
      ['fhir_server', host(fhir.baseUrl), 200],
      ['clearinghouse', host(house.url), 500],
      ['fhir_server', host(fhir.baseUrl), 200], // Patient?identifier=
      ['fhir_server', host(fhir.baseUrl), 200], // Observation?patient=
    ]);
    for (const e of entries) expect(typeof e.durationMs).toBe('number');
    expect(lines.join('\n')).not.toMatch(/secret-token|424242|Logged Patient|CapabilityStatement/);
  });
});
