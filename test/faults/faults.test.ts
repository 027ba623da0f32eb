import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connectIo, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingBinaries, PrivatePostgres, PrivateRedis } from './infra.js';
import { FAULT_PASSWORD, HttpUser, newOutcomes, ORIGIN, record, ServiceProcess, writeLoad, type Outcomes } from './service.js';

/**
 * The fault suite (issue 11): the service runs as a real child process against a private PostgreSQL cluster and a
 * private redis-server that these tests stop, restart, freeze and kill. Each fault asserts that the process does not
 * crash, that requests during the fault get clean 503s (problem+json with Retry-After) or succeed, that the service
 * recovers without a restart, and that no acknowledged write is lost. Loops are bounded; everything is on loopback.
 */
const missing = missingBinaries();
if (missing) console.warn(`fault suite skipped: ${missing}`);

describe.skipIf(missing)('faults of a real deployment', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let service: ServiceProcess;
  let admin: pg.Client;
  let owner: HttpUser;
  const database = 'clinic_faults';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-faults-data-'));
  const acknowledged: string[] = [];

  const databaseUrl = () => postgres.url.replace(/\/postgres$/, `/${database}`);
  async function adminQuery<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    // The admin connection is itself cut by restarts; reconnect when it was.
    for (let attempt = 0; ; attempt++) {
      try {
        if (!admin) {
          admin = new pg.Client({ connectionString: postgres.url.replace(/\/postgres$/, `/${database}`) });
          admin.on('error', () => {});
          await admin.connect();
        }
        return await admin.query<R>(text, values);
      } catch (err) {
        await admin?.end().catch(() => {});
        admin = undefined as unknown as pg.Client;
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  /** Every id the service acknowledged (201) is in the database. */
  async function expectNoAcknowledgedWriteLost(outcomes: Outcomes) {
    acknowledged.push(...outcomes.acked);
    const { rows } = await adminQuery<{ id: string }>('select id from inventory_item where id = any($1)', [acknowledged]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(new Set(acknowledged).size);
  }

  /** Recovery without a restart: writes succeed again (bounded polling). */
  async function expectRecovered() {
    for (let i = 0; i < 120; i++) {
      const res = await owner.send('POST', '/api/inventory', { name: 'after the fault', stockQuantity: 1 });
      if (res.status === 201) {
        acknowledged.push(res.json().id as string);
        expect((await owner.send('GET', '/ready')).status).toBe(200);
        return;
      }
      expect([503]).toContain(res.status);
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the service did not recover');
  }

  function expectClean(outcomes: Outcomes) {
    expect(service.alive, `the service exited: ${JSON.stringify(service.exit)}\n${service.output.slice(-30).join('\n')}`).toBe(true);
    expect(outcomes.unexpected).toEqual([]);
  }

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([PrivatePostgres.start(), PrivateRedis.start()]);
    const c = new pg.Client({ connectionString: postgres.url });
    await c.connect();
    await c.query(`create database ${database}`);
    await c.end();
    service = await ServiceProcess.start({
      DATABASE_URL: databaseUrl(), REDIS_URL: redis.url, DATA_DIR: dataDir,
      AUTH_SECRET: 'fault-suite-secret-0123456789abcdef0123456789',
      SIGNIN_LIMIT_PER_ADDRESS: '100000', SIGNIN_LIMIT_PER_IDENTIFIER: '100000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000', DATABASE_LOCK_TIMEOUT_MS: '20000', DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '1000',
    });
    owner = await HttpUser.owner(service.base, randomUUID().replaceAll('-', '').slice(0, 10));
  }, 240_000);

  afterAll(async () => {
    await service?.stop('SIGKILL');
    await admin?.end().catch(() => {});
    await Promise.all([postgres?.destroy(), redis?.destroy()]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('a connection terminated mid-request: that request gets a clean 503, the pool replaces the connection', async () => {
    // A request held in flight on a lock the test takes, then its backend terminated while it waits.
    const item = await owner.send('POST', '/api/inventory', { name: 'Held', stockQuantity: 5 });
    expect(item.status).toBe(201);
    acknowledged.push(item.json().id as string);
    await adminQuery('begin');
    await adminQuery('lock table inventory_item in access exclusive mode');
    const held = owner.send('PUT', `/api/inventory/${item.json().id}`, { name: 'Held', stockQuantity: 9 });
    let waiting: number[] = [];
    for (let i = 0; i < 200 && waiting.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      waiting = (await adminQuery<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`, [database])).rows.map((r) => r.pid);
    }
    expect(waiting.length).toBeGreaterThan(0);
    await adminQuery('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [waiting]);
    await adminQuery('rollback');
    const res = await held;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('database_unavailable');

    // Then every backend terminated, repeatedly, under a write load.
    const outcomes = newOutcomes();
    let done = false;
    const load = writeLoad(owner, outcomes, { workers: 4, perWorker: 40, label: 'terminated', stop: () => done });
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 150));
      await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    }
    done = true;
    await load;
    expectClean(outcomes);
    await expectRecovered();
    await expectNoAcknowledgedWriteLost(outcomes);
  });

  it('PostgreSQL restarted under load: 503s with Retry-After while it is down, then recovery', async () => {
    const outcomes = newOutcomes();
    let done = false;
    const load = writeLoad(owner, outcomes, { workers: 4, perWorker: 400, label: 'restart', stop: () => done });
    await new Promise((r) => setTimeout(r, 300));
    await postgres.stop('fast');
    // While it is down, requests are answered at once with 503 (the pool cannot connect).
    for (let i = 0; i < 5; i++) record(outcomes, await owner.send('POST', '/api/inventory', { name: 'while down', stockQuantity: 1 }));
    // Signing in goes through Better Auth, which answers a failing database with a 500 of its own: a 503 here too.
    const signIn = await new HttpUser(service.base).send('POST', '/api/auth/sign-in/username', { username: owner.username, password: FAULT_PASSWORD });
    expect(signIn.status).toBe(503);
    expect(signIn.headers['retry-after']).toBeDefined();
    const ready = await owner.send('GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    await postgres.start();
    await new Promise((r) => setTimeout(r, 300));
    done = true;
    await load;
    expectClean(outcomes);
    expect(outcomes.unavailable).toBeGreaterThanOrEqual(5);
    await expectRecovered();
    await expectNoAcknowledgedWriteLost(outcomes);
  });

  it('PostgreSQL hung (SIGSTOP) under load: /ready and requests answer 503 instead of hanging, then recovery', async () => {
    const outcomes = newOutcomes();
    let done = false;
    const load = writeLoad(owner, outcomes, { workers: 4, perWorker: 400, label: 'hung', stop: () => done });
    await new Promise((r) => setTimeout(r, 300));
    postgres.freeze();
    try {
      const ready = await owner.send('GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBeDefined();
      const during = await Promise.all(Array.from({ length: 6 }, () => owner.send('POST', '/api/inventory', { name: 'while hung', stockQuantity: 1 })));
      for (const res of during) record(outcomes, res);
      expect(during.every((r) => r.status === 503)).toBe(true);
    } finally {
      postgres.thaw();
    }
    done = true;
    await load;
    expectClean(outcomes);
    await expectRecovered();
    await expectNoAcknowledgedWriteLost(outcomes);
  });

  it('Redis killed under write load and restarted: the API keeps working, events reach this instance, joins are refused, then everything resumes', async () => {
    const socket: Socket = connectIo(service.base, { transports: ['websocket'], extraHeaders: { cookie: owner.cookie, origin: ORIGIN }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
      const events: unknown[] = [];
      socket.on('activity:new', (e) => events.push(e));
      const room = await owner.send('POST', '/api/meetings', { name: 'Huddle' });
      expect(room.status).toBe(201);
      const join = () => socket.timeout(10_000).emitWithAck('call:join', room.json().id) as Promise<{ ok: boolean; reason?: string }>;
      const leave = () => socket.timeout(10_000).emitWithAck('call:leave', room.json().id);

      const outcomes = newOutcomes();
      let done = false;
      const load = writeLoad(owner, outcomes, { workers: 4, perWorker: 150, label: 'redis', stop: () => done });
      await new Promise((r) => setTimeout(r, 300));
      await redis.kill();
      const before = events.length;
      await new Promise((r) => setTimeout(r, 1500));
      expect(await join()).toEqual({ ok: false, reason: 'unavailable' });
      done = true;
      await load;
      // Writes need no Redis: every one is acknowledged, and their events reached this instance's socket.
      expectClean(outcomes);
      expect(outcomes.unavailable).toBe(0);
      for (let i = 0; i < 40 && events.length <= before; i++) await new Promise((r) => setTimeout(r, 100));
      expect(events.length).toBeGreaterThan(before);
      // One warning for the outage, not one per event.
      expect(service.logged('Redis unavailable').length).toBe(1);

      await redis.launch();
      let joined: { ok: boolean; reason?: string } = { ok: false };
      for (let i = 0; i < 60 && !joined.ok; i++) {
        joined = await join();
        if (!joined.ok) await new Promise((r) => setTimeout(r, 250));
      }
      expect(joined.ok).toBe(true);
      await leave();
      expect(service.logged('Redis is back').length).toBeGreaterThanOrEqual(1);
      const seen = events.length;
      const after = await owner.send('POST', '/api/inventory', { name: 'after Redis returned', stockQuantity: 1 });
      expect(after.status).toBe(201);
      acknowledged.push(after.json().id as string);
      for (let i = 0; i < 40 && events.length <= seen; i++) await new Promise((r) => setTimeout(r, 100));
      expect(events.length).toBeGreaterThan(seen);
      await expectNoAcknowledgedWriteLost(outcomes);
    } finally {
      socket.disconnect();
    }
  });

  it('SIGTERM under load with slow uploads in flight: the uploads finish, the process exits 0, nothing acknowledged is lost', async () => {
    const patient = await owner.send('POST', '/api/patients', { name: 'Upload Patient' });
    expect(patient.status, patient.body).toBe(201);
    const fileNumber = patient.json().fileNumber as string;
    const url = new URL(service.base);

    /** A multipart upload sent in small pieces over about two seconds. */
    const slowUpload = (n: number) => new Promise<{ status: number; body: string }>((resolve) => {
      const boundary = `----fault-${randomUUID()}`;
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileNumber"\r\n\r\n${fileNumber}\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow-${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const body = Buffer.concat([head, pdf, tail]);
      const req = request({
        host: url.hostname, port: url.port, path: '/api/attachments', method: 'POST',
        headers: { origin: ORIGIN, cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => { text += c; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', (err) => resolve({ status: 0, body: String(err) }));
      const pieces = 20;
      const size = Math.ceil(body.length / pieces);
      let i = 0;
      const next = () => {
        if (i >= pieces) return void req.end();
        req.write(body.subarray(i * size, (i + 1) * size));
        i++;
        setTimeout(next, 100);
      };
      next();
    });

    const uploads = [slowUpload(1), slowUpload(2)];
    const outcomes = newOutcomes();
    let done = false;
    const load = writeLoad(owner, outcomes, { workers: 3, perWorker: 300, label: 'sigterm', stop: () => done, connectionFailureOk: true });
    await new Promise((r) => setTimeout(r, 500));
    service.child.kill('SIGTERM');
    const results = await Promise.all(uploads);
    await service.waitExit();
    done = true;
    await load;
    expect(service.exit).toEqual({ code: 0, signal: null });
    for (const r of results) expect(r.status, r.body).toBe(201);
    // Requests that reached it while closing got a clean 503; later ones found the port closed.
    expect(outcomes.unexpected).toEqual([]);
    const ids = results.map((r) => JSON.parse(r.body).id as string);
    const { rows } = await adminQuery<{ id: string }>('select id from attachment where id = any($1)', [ids]);
    expect(rows).toHaveLength(2);
    await expectNoAcknowledgedWriteLost(outcomes);
  });
});
