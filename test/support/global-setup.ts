import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/db/connect.js';
import { migrate } from '../../src/platform/db/migrate.js';

/**
 * Migrates one template database per run: a PGlite directory that each test file copies (no initdb per file), or on
 * the PostgreSQL leg (TEST_DATABASE_URL) a template database each test file clones with `create database … template`.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `clinic_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 1 });
    await migrate(handle.db);
    await handle.close();
    project.provide('pgTemplate', name);
    return async () => {
      await admin.query(`drop database if exists ${name}`).catch(() => {});
      await admin.end();
    };
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'clinic-tpl-'));
  const dir = path.join(root, 'db');
  const handle = await openDatabase({ pgliteDir: dir });
  await migrate(handle.db);
  await handle.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
