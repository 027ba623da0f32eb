import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// One access line per request, naming the route's pattern: the path can hold a patient's file number, and logs carry
// no patient data.
const lines: string[] = [];
let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp({ env: { LOG_LEVEL: 'info' }, build: { logger: true, logStream: { write: (line) => { lines.push(line); } } } });
  c = await seedClinic(t.app, ['owner']);
}, 180_000);
afterAll(async () => { await t?.close(); }, 180_000);

describe('access log', () => {
  it('writes one line per request with the route pattern, the status and the time, and no file number', async () => {
    const created = await c.as('owner').post('/api/patients', { name: 'Logged Patient', fileNumber: '987654' });
    expect(created.statusCode).toBe(201);
    lines.length = 0;
    expect((await c.as('owner').get('/api/patients/987654')).statusCode).toBe(200);
    expect((await c.as('owner').get('/api/patients/987655')).statusCode).toBe(404);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', route: '/api/patients/:fileNumber', statusCode: 200 });
    expect(entries[1]).toMatchObject({ route: '/api/patients/:fileNumber', statusCode: 404 });
    expect(typeof entries[0]!.responseTime).toBe('number');
    expect(lines.join('\n')).not.toMatch(/98765[45]|Logged Patient/);
  });
});
