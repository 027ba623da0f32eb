import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { buildApp } from '../../src/platform/http/app.js';
import { routeModules } from '../../src/modules.js';
import { signUp, signIn } from '../support/seed.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The embedded default: no DATABASE_URL, whatever leg the suite runs on.
const config = () => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:4000' });

describe('start-up on an empty DATA_DIR', () => {
  it('creates the database and secrets, reuses them on the next start, and refuses a second process', { timeout: 300_000 }, async () => {
    const first = await buildApp(config(), { routeModules, logger: false });
    const secretsFile = path.join(dataDir, 'secrets.json');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(true);
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    const secrets = readFileSync(secretsFile, 'utf8');
    expect(JSON.parse(secrets)).toMatchObject({ authSecret: expect.any(String), activeKeyId: 'k1' });
    await signUp(first, 'persisted_user');

    // A second process on the same directory fails with a clear message while the first holds it.
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', 'migrate'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 240_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toMatch(/in use by another process/);
    // So does a second app inside this process.
    await expect(buildApp(config(), { routeModules, logger: false })).rejects.toThrow(/in use by another process/);
    await first.close();

    const second = await buildApp(config(), { routeModules, logger: false });
    try {
      expect(readFileSync(secretsFile, 'utf8')).toBe(secrets);
      // Same database (the user is there) and same auth secret (its password still signs in).
      await signIn(second, 'persisted_user');
    } finally {
      await second.close();
    }
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});

describe('configuration', () => {
  it('explains invalid values at start-up', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ ICE_SERVERS: '{nope' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'not base64 at all' })).toThrow(/ENCRYPTION_KEY: must be 32 random bytes/);
    expect(() => loadConfig({ ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/ENCRYPTION_KEY/);
    expect(() => loadConfig({ ENCRYPTION_KEY: `bad id!:${Buffer.alloc(32).toString('base64')}` })).toThrow(/ENCRYPTION_KEY/);
    expect(loadConfig({ ENCRYPTION_KEY: `k2:${Buffer.alloc(32, 7).toString('base64')}` }).encryptionKey).toMatch(/^k2:/);
    expect(() => loadConfig({ DATABASE_WAIT_SECONDS: 'forever' })).toThrow(/DATABASE_WAIT_SECONDS/);
  });

  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4000, publicUrl: 'http://localhost:4000', logLevel: 'info', trustedOrigins: [], databaseWaitSeconds: 30 });
    // Without PUBLIC_URL both loopback names are the service's own origin, and the ready line shows where it listens.
    expect(c.ownOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    expect(c.announcedUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({ announcedUrl: 'http://localhost:8080' });
    expect(loadConfig({ HOST: '192.168.1.5' }).ownOrigins).toContain('http://192.168.1.5:4000');
    // With it, only PUBLIC_URL is.
    expect(loadConfig({ PUBLIC_URL: 'https://clinic.example/' })).toMatchObject({ ownOrigins: ['https://clinic.example'], announcedUrl: 'https://clinic.example' });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.uploadDir).toBe(path.resolve('./data/uploads'));
    expect(loadConfig({ TRUSTED_ORIGINS: 'https://a.test/, https://b.test' }).trustedOrigins).toEqual(['https://a.test', 'https://b.test']);
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0 and releases the data directory', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-shutdown-'));
    // On the PostgreSQL leg there is no PGlite template; the server then creates the database itself (slower).
    const template = inject('pgliteTemplate');
    if (template) cpSync(template, path.join(dir, 'db'), { recursive: true });
    const port = 20000 + Math.floor(Math.random() * 20000);
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '', PORT: String(port), LOG_LEVEL: 'silent', PUBLIC_URL: base },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      for (let i = 0; ; i++) {
        try { if ((await fetch(`${base}/ready`)).ok) break; } catch { /* starting */ }
        if (i > 240) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 250));
      }
      // The request's headers reach the server before the signal and its body after it, so the handler can only run
      // once shutdown has begun: it is in flight by construction, not by timing luck.
      const body = JSON.stringify({ name: 'Late Comer', email: 'late@example.test', password: 'late-password-1234', username: 'late' });
      const req = request(`${base}/api/auth/sign-up/email`, {
        method: 'POST', headers: { 'content-type': 'application/json', origin: base, 'content-length': Buffer.byteLength(body) },
      });
      const response = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => { res.resume(); resolve(res.statusCode ?? 0); });
        req.on('error', reject);
      });
      req.flushHeaders();
      await new Promise((r) => setTimeout(r, 1000));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      req.end(body);
      expect(await response).toBe(200);
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
      await expect(fetch(`${base}/health`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
