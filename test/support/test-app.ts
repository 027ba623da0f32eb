import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/platform/config.js';
import { buildApp, type App, type BuildOptions } from '../../src/platform/http/app.js';
import { routeModules } from '../../src/modules.js';
import { withDatabase } from './global-setup.js';

export interface TestApp {
  app: App;
  config: AppConfig;
  /** Starts listening on 127.0.0.1 (for Socket.IO and fake-client tests) and returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const TEST_ORIGIN = 'http://localhost:4000';

export interface TestDatabase { env: Record<string, string>; drop(): Promise<void> }

/** A fresh database for one test file: a copy of the migrated PGlite template, or a clone of the PostgreSQL template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `clinic_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    // Cloning needs the template to have no other connection; retry briefly while another file clones it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
        break;
      } catch (err) {
        if (attempt > 50 || !String((err as Error).message).includes('being accessed')) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(serverUrl, name) },
      drop: async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await c.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
  return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function startTestApp(options: { env?: Record<string, string>; build?: BuildOptions; database?: TestDatabase } = {}): Promise<TestApp> {
  const database = options.database ?? await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    SIGNIN_LIMIT_PER_ADDRESS: '1000000',
    SIGNIN_LIMIT_PER_IDENTIFIER: '1000',
    // Tests seed a clinic per file by signing up its owner; sign-up closes after the first account otherwise.
    ALLOW_SIGN_UP: '1',
    AI_TEST_LIMIT_PER_MINUTE: '1000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...database.env,
    ...options.env,
  });
  const app = await buildApp(config, { routeModules, logger: false, ...options.build });
  let closed = false;
  return {
    app,
    config,
    async listen() {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
