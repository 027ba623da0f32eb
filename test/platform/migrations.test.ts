import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/connect.js';
import { migrate, readMigrations } from '../../src/platform/db/migrate.js';
import { withDatabase } from '../support/global-setup.js';

describe('migrations', () => {
  it('are numbered, forward-only SQL files applied in name order', () => {
    const files = readMigrations();
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files.map((f) => f.name)).toEqual([...files.map((f) => f.name)].sort());
    expect(new Set(files.map((f) => f.name.slice(0, 4))).size).toBe(files.length);
  });

  it('apply each file exactly once when runners race on one database', { timeout: 120_000 }, async () => {
    const server = process.env.TEST_DATABASE_URL;
    const name = `clinic_mig_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let url: string | undefined;
    if (server) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      url = withDatabase(server, name);
    }
    // PostgreSQL: three instances with their own pools. PGlite: one handle (its mutex is the only session).
    const handles = url
      ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })))
      : [await openDatabase({ pgliteDir: 'memory://' })];
    try {
      const runs = url ? handles.map((h) => migrate(h.db)) : [1, 2, 3].map(() => migrate(handles[0]!.db));
      const applied = (await Promise.all(runs)).flat();
      const names = readMigrations().map((f) => f.name);
      expect(applied.sort()).toEqual([...names].sort());
      const recorded = await handles[0]!.db.selectFrom('schema_migration').select('name').orderBy('name').execute();
      expect(recorded.map((r) => r.name)).toEqual(names);
      expect(await migrate(handles[0]!.db)).toEqual([]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      if (server) {
        const admin = new pg.Client({ connectionString: server });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  });
});
