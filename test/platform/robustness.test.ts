import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/platform/db/lock-file.js';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { join } from '../clinic/meetings/sockets.js';
import { connectSocket } from '../support/sockets.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app, ['owner']);
  base = await t.listen();
});
afterAll(() => t?.close());

/** A raw GET, so the path goes out exactly as written (fetch and inject normalise some of it). */
function rawGet(pathText: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: pathText, method: 'GET', headers: { origin: 'http://localhost:4000' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('strict query parsing (issue 11)', () => {
  it.each([
    ['limit=0x10', 'querystring.limit'],
    ['limit=1e2', 'querystring.limit'],
    ['limit=%205', 'querystring.limit'],
    ['limit=', 'querystring.limit'],
    ['offset=', 'querystring.offset'],
    ['offset=-1', 'querystring.offset'],
    ['limit=10&limit=20', 'querystring.limit'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await clinic.as('owner').get(`/api/inventory?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('accepts plain decimal digits', async () => {
    const res = await clinic.as('owner').get('/api/inventory?limit=5&offset=0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBeDefined();
  });
});

describe('errors answered before a route is reached are problem+json', () => {
  it('a path that is not valid percent-encoding → 400', async () => {
    for (const p of ['/api/inventory/%E0%A4%A', '/health/%zz']) {
      const res = await rawGet(p);
      expect(res.status).toBe(400);
      expect(res.type).toContain('application/problem+json');
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: 'validation_failed' });
    }
  });

  it('a path parameter longer than any id is answered like any other unknown id (problem+json)', async () => {
    // Without a session both are 401; with one both are 404 (test/security covers that side).
    const long = await rawGet(`/api/inventory/${'a'.repeat(300)}`);
    const short = await rawGet('/api/inventory/unknown');
    expect(long.status).toBe(short.status);
    expect(long.type).toContain('application/problem+json');
    expect(JSON.parse(long.body).code).toBe(JSON.parse(short.body).code);
  });

  it('a request line over the size limit → 431 problem+json from the HTTP parser', async () => {
    const res = await rawGet(`/api/inventory/${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/problem+json');
    expect(JSON.parse(res.body)).toMatchObject({ status: 431, code: 'request_too_large' });
  });
});

describe('data directory lock (issue 11)', () => {
  const dirs: string[] = [];
  afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });
  const newDir = () => { const d = mkdtempSync(path.join(os.tmpdir(), 'clinic-lock-')); dirs.push(d); return d; };

  async function withUnrelatedProcess<T>(work: (pid: number) => Promise<T> | T): Promise<T> {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    await new Promise((r) => child.once('spawn', r));
    try {
      return await work(child.pid!);
    } finally {
      child.kill('SIGKILL');
    }
  }

  it('takes over a stale lock whose pid now belongs to an unrelated process (old and new lock formats)', async () => {
    await withUnrelatedProcess((pid) => {
      for (const content of [String(pid), `${pid}\n1\n`]) {
        const dir = newDir();
        writeFileSync(path.join(dir, 'db.lock'), content);
        const unlock = lockDataDir(dir);
        expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
        unlock();
      }
    });
  });

  it('still refuses while the process that wrote the lock is alive', async () => {
    await withUnrelatedProcess((pid) => {
      const dir = newDir();
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      writeFileSync(path.join(dir, 'db.lock'), `${pid}\n${start}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    });
  });
});

describe('Redis unreachable at start-up (issue 11)', () => {
  it('starts anyway, serves the API, delivers events to its own sockets and refuses call joins with a reason', async () => {
    // Port 9 on loopback: nothing listens there, so every connection is refused.
    const down = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      const home = await seedClinic(down.app, ['owner']);
      const url = await down.listen();
      const socket = await connectSocket(url, home.as('owner'));
      try {
        const activity = new Promise((resolve) => socket.once('activity:new', resolve));
        const created = await home.as('owner').post('/api/inventory', { name: 'Saline', stockQuantity: 3 });
        expect(created.statusCode).toBe(201);
        await activity;
        const room = await home.as('owner').post('/api/meetings', { name: 'Huddle' });
        expect(room.statusCode).toBe(201);
        expect(await join(socket, room.json().id)).toEqual({ ok: false, reason: 'unavailable' });
      } finally {
        socket.disconnect();
      }
    } finally {
      await down.close();
    }
  });
});
