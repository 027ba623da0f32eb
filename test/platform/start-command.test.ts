import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { json, ollamaTags, startFakeServer } from '../ai/config/fake-model-server.js';

// `npm start` as an operator runs it: the build it starts, the one ready line, SIGTERM to npm, and the failures a
// start can meet, each one line. Runs on the embedded database whatever the leg (DATABASE_URL is cleared).
const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-start-'));
  dirs.push(dir);
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, path.join(dir, 'db'), { recursive: true });
  return dir;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const baseEnv = { ...process.env, DATABASE_URL: '', REDIS_URL: '', PUBLIC_URL: '', LOG_LEVEL: 'warn', NO_COLOR: '1' };

/** Runs the built service to its end and returns what it printed (for starts that fail). */
function runBuilt(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['dist/main.js', 'serve'], { cwd: root, env: { ...baseEnv, ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stderr: result.stderr.trim() };
}

beforeAll(() => {
  // What `prestart` does: compile when dist/ is missing or older than the sources (CI's fresh clone builds here).
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
}, 600_000);

describe('npm start', () => {
  it('prints one ready line whose URL passes the origin check, and stops on SIGTERM sent to npm', { timeout: 300_000 }, async () => {
    const dir = dataDir();
    const port = await freePort();
    // Its own process group, so a failing test can stop the server too (npm does not hand SIGKILL on).
    const npm = spawn('npm', ['start'], { cwd: root, env: { ...baseEnv, DATA_DIR: dir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    npm.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    npm.stderr.resume();
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      for (let i = 0; !/ready at/.test(stdout); i++) {
        if (i > 2400 || npm.exitCode !== null) throw new Error(`no ready line: ${stdout}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const ready = stdout.split('\n').filter((line) => line.startsWith('Clinic Service ready'));
      expect(ready).toHaveLength(1);
      expect(ready[0]).toBe(`Clinic Service ready at http://127.0.0.1:${port} (API reference at /docs) · database: embedded PGlite in ${dir}/db · data directory: ${dir}`);
      const url = /ready at (\S+)/.exec(ready[0]!)![1]!;
      // The announced address is the service's own origin (a cookie-bearing POST from it passes the origin check),
      // and so is the other loopback name; a foreign origin is refused (403 from the origin check).
      const signOut = (origin: string) => fetch(`${url}/api/auth/sign-out`, {
        method: 'POST', headers: { origin, cookie: 'better-auth.session_token=stale' },
      });
      for (const origin of [url, `http://localhost:${port}`]) expect((await signOut(origin)).status, origin).not.toBe(403);
      expect((await signOut('http://elsewhere.test')).status).toBe(403);
      // The bundle (scripts/build.mjs) still serves what packages read from beside their own code: Swagger UI's
      // assets, the OpenAPI document with Better Auth's part, Socket.IO's client.
      for (const asset of ['/docs/static/swagger-ui.css', '/socket.io/socket.io.js']) expect((await fetch(`${url}${asset}`)).status, asset).toBe(200);
      const openapi = await (await fetch(`${url}/openapi.json`)).json() as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths)).toContain('/api/auth/sign-up/email');

      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      await expect(fetch(`${url}/health`)).rejects.toThrow();
      expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
    } finally {
      if (npm.exitCode === null && npm.pid) process.kill(-npm.pid, 'SIGKILL');
    }
  });
});

/** Starts the built service and waits for its ready line; the caller stops it. */
async function startBuilt(env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/main.js', 'serve'], { cwd: root, env: { ...baseEnv, DATA_DIR: dataDir(), PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  server.stdout.setEncoding('utf8').on('data', (chunk: string) => { out += chunk; });
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => { out += chunk; });
  for (let i = 0; !/ready at/.test(out); i++) {
    if (i > 1200 || server.exitCode !== null) {
      server.kill('SIGKILL');
      throw new Error(`no ready line: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { server, url: `http://127.0.0.1:${port}`, output: () => out };
}

// The bundle is not the sources: esbuild gives a CommonJS package reached by import() only a default export, which
// broke every outbound call (undici's buildConnector) and the Redis connection under `npm start` while every
// in-process test passed. The built service's outbound path and its Redis path are driven here.
describe('the built service uses the packages it loads on demand', () => {
  it('makes an outbound call (a connection test against a model server on 127.0.0.1) and, with REDIS_URL, connects to Redis', { timeout: 180_000 }, async () => {
    const models = await startFakeServer({ '/api/tags': json(200, ollamaTags(['llama3.1:8b'])) });
    const redisUrl = process.env.REDIS_URL ?? '';
    const { server, url, output } = await startBuilt({ ALLOW_SIGN_UP: '1', REDIS_URL: redisUrl });
    try {
      const headers = { 'content-type': 'application/json', origin: url };
      const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST', headers, body: JSON.stringify({ name: 'Built Owner', email: 'built@example.test', password: 'built-password-123', username: 'built_owner' }),
      });
      expect(signUp.status, await signUp.clone().text()).toBe(200);
      const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const withCookie = { ...headers, cookie };
      const clinic = await fetch(`${url}/api/auth/organization/create`, { method: 'POST', headers: withCookie, body: JSON.stringify({ name: 'Built Clinic', slug: 'built-clinic' }) });
      expect(clinic.status, await clinic.clone().text()).toBe(200);
      const config = await fetch(`${url}/api/ai/config`, { method: 'PUT', headers: withCookie, body: JSON.stringify({ mode: 'local', localBaseUrl: models.baseUrl, localModel: 'llama3.1:8b' }) });
      expect(config.status, await config.clone().text()).toBe(200);
      const tested = await fetch(`${url}/api/ai/test`, { method: 'POST', headers: withCookie, body: '{}' });
      expect(tested.status).toBe(200);
      expect(await tested.json()).toMatchObject({ ok: true, reachable: true, modelCount: 1, localModelListed: true });
      expect(models.seen).toEqual(['/api/tags']);
      const ready = await fetch(`${url}/ready`);
      expect(ready.status, output()).toBe(200);
      expect(output()).not.toMatch(/is not a function|TypeError/);
    } finally {
      server.kill('SIGTERM');
      await models.close();
    }
  });
});

describe('SIGTERM with a keep-alive client', () => {
  it('closes a keep-alive connection whose request was in flight when SIGTERM came, so the process exits 0 as soon as the answer is sent', { timeout: 120_000 }, async () => {
    const dir = dataDir();
    const port = await freePort();
    const server = spawn(process.execPath, ['dist/main.js', 'serve'], { cwd: root, env: { ...baseEnv, DATA_DIR: dir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    server.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    server.stderr.resume();
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const agent = new http.Agent({ keepAlive: true });
    try {
      for (let i = 0; !/ready at/.test(stdout); i++) {
        if (i > 1200 || server.exitCode !== null) throw new Error(`no ready line: ${stdout}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // A sign-in whose body is still arriving when SIGTERM comes: in flight, so not an idle connection to close.
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-1' });
      const req = http.request({
        host: '127.0.0.1', port, method: 'POST', path: '/api/auth/sign-in/email', agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: `http://127.0.0.1:${port}` },
      });
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => { req.on('response', resolve); req.on('error', reject); });
      req.write(body.slice(0, 10));
      // The request must have reached the server (its headers read) before SIGTERM: on a loaded 2-core machine the
      // start-up's background work can hold the event loop past 300 ms (a CI run saw the request arrive after SIGTERM
      // and answered 503, as any request arriving while shutting down is).
      await new Promise((r) => setTimeout(r, 1_500));
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      req.end(body.slice(10));
      const res = await answered;
      expect(res.statusCode).toBe(401);
      res.resume();
      await new Promise((r) => res.on('end', r));
      // The client keeps its connection; the server must close it now that it is idle, not wait for the 15 s limit.
      const since = Date.now();
      expect(await exited).toBe(0);
      expect(Date.now() - since).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  });
});

describe('a start that cannot succeed says why in one line', () => {
  it('port in use', { timeout: 120_000 }, async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const dir = dataDir();
      const { status, stderr } = runBuilt({ DATA_DIR: dir, PORT: String(port) });
      expect(status).toBe(1);
      expect(stderr).toBe(`Port ${port} on 127.0.0.1 is already in use: stop the other process or set PORT to a free port`);
      // The data directory was released on the way out.
      expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
    } finally {
      holder.close();
    }
  });

  it('a HOST that is not an address of this machine', { timeout: 120_000 }, async () => {
    const { status, stderr } = runBuilt({ DATA_DIR: dataDir(), PORT: String(await freePort()), HOST: 'no-such-host.invalid' });
    expect(status).toBe(1);
    expect(stderr).toBe('HOST "no-such-host.invalid" is not an address of this machine: set HOST to 127.0.0.1, 0.0.0.0 (every interface) or one of its addresses');
  });

  it('a malformed ENCRYPTION_KEY', () => {
    const { status, stderr } = runBuilt({ DATA_DIR: dataDir(), ENCRYPTION_KEY: 'k2:c2hvcnQ=' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration:\n {2}ENCRYPTION_KEY: must be 32 random bytes in base64/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('an unreachable database, after waiting DATABASE_WAIT_SECONDS', async () => {
    const port = await freePort();
    const { status, stderr } = runBuilt({ DATA_DIR: dataDir(), DATABASE_URL: `postgres://clinic@127.0.0.1:${port}/clinic`, DATABASE_WAIT_SECONDS: '1' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toEqual([
      `waiting up to 1 s for the database clinic@127.0.0.1:${port}/clinic (ECONNREFUSED)`,
      `Database clinic@127.0.0.1:${port}/clinic is unreachable (ECONNREFUSED) after 1 s: start PostgreSQL or fix DATABASE_URL (DATABASE_WAIT_SECONDS sets how long to wait)`,
    ]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('a database that does not exist', () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/clinic_never_created';
    const { status, stderr } = runBuilt({ DATA_DIR: dataDir(), DATABASE_URL: url.toString() });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Database "clinic_never_created" does not exist on .*: create it \(createdb clinic_never_created\) or fix DATABASE_URL$/);
  });
});
