import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSetupError } from '../../../src/platform/db/clinic-role.js';
import { seedClinic } from '../../support/seed.js';
import { startTestApp } from '../../support/test-app.js';
import { withDatabase } from '../../support/global-setup.js';

const server = process.env.TEST_DATABASE_URL;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

// A real managed-database setup on the shared server: a login that is neither superuser nor allowed to create roles,
// owning its database, and a clinic role of its own (uniquely named: roles are shared by the whole cluster).
describe.runIf(server)('a database login that is not a superuser (issue 11)', () => {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  const login = `i11_login_${tag}`;
  const clinicRole = `i11_clinic_${tag}`;
  const database = `i11_db_${tag}`;
  const loginUrl = () => {
    const u = new URL(withDatabase(server!, database));
    u.username = login;
    u.password = '';
    return u.toString();
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-role-'));
  const env = (role: string) => ({ DATA_DIR: dataDir, DATABASE_URL: loginUrl(), DATABASE_CLINIC_ROLE: role, REDIS_URL: '' });

  beforeAll(() => admin(async (c) => {
    await c.query(`create role ${login} login nosuperuser nocreaterole nocreatedb`);
    await c.query(`create role ${clinicRole} nologin`);
    await c.query(`create database ${database} owner ${login}`);
  }));
  afterAll(async () => {
    await admin(async (c) => {
      await c.query(`drop database if exists ${database} with (force)`);
      await c.query(`drop role if exists ${clinicRole}`);
      await c.query(`drop role if exists ${login}`);
    });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops before migrating when the clinic role is missing and the login may not create it, saying what to run', async () => {
    const missing = `i11_missing_${tag}`;
    const failure = await startTestApp({ database: { env: env(missing), drop: async () => {} } }).then(() => undefined, (e: unknown) => e);
    expect(failure).toBeInstanceOf(DatabaseSetupError);
    expect((failure as Error).message).toBe(
      `The clinic database role "${missing}" does not exist and the login "${login}" may not create it: as an administrator run `
      + `"create role ${missing} nologin; grant ${missing} to ${login};" (or set DATABASE_CLINIC_ROLE to a role granted to the login).`);
  });

  it('stops with one line naming the grant when the login cannot assume the clinic role (the migration cannot grant it)', () => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
      env: { ...process.env, ...env(clinicRole), PORT: '0', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 240_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr.trim().split('\n')).toEqual([
      `The database login "${login}" cannot assume the clinic role "${clinicRole}": as an administrator run "grant ${clinicRole} to ${login};".`,
    ]);
  });

  it('once granted, starts and serves clinic requests as the clinic role, with row-level security applying', async () => {
    await admin((c) => c.query(`grant ${clinicRole} to ${login}`));
    const t = await startTestApp({ database: { env: env(clinicRole), drop: async () => {} } });
    try {
      const [a, b] = await Promise.all([seedClinic(t.app, ['owner']), seedClinic(t.app, ['owner'])]);
      const created = await a.as('owner').post('/api/inventory', { name: 'Saline', stockQuantity: 4 });
      expect(created.statusCode, created.body).toBe(201);
      expect((await b.as('owner').get(`/api/inventory/${created.json().id}`)).statusCode).toBe(404);
      expect((await b.as('owner').get('/api/inventory')).json()).toEqual([]);
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.json()).toEqual({ status: 'ready' });
    } finally {
      await t.close();
    }
  });
});
