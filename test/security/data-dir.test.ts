import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secureDataDir } from '../../src/platform/db/data-dir.js';
import { seedClinic } from '../support/seed.js';
import { createTestDatabase, startTestApp } from '../support/test-app.js';

// Issue 10, finding 5: the embedded database (its write-ahead log holds patient data) is readable by its owner only.
function modes(root: string): Array<{ file: string; mode: number; dir: boolean }> {
  const out: Array<{ file: string; mode: number; dir: boolean }> = [];
  const walk = (p: string) => {
    const st = lstatSync(p);
    out.push({ file: path.relative(root, p) || '.', mode: st.mode & 0o777, dir: st.isDirectory() });
    if (st.isDirectory()) for (const e of readdirSync(p)) walk(path.join(p, e));
  };
  walk(root);
  return out;
}

const scratch: string[] = [];
afterAll(() => { for (const d of scratch) rmSync(d, { recursive: true, force: true }); });

describe('DATA_DIR permissions', () => {
  it('tightens an existing world-readable directory at start-up, and everything written later is owner-only', async () => {
    const database = await createTestDatabase();
    const dataDir = database.env.DATA_DIR!;
    mkdirSync(path.join(dataDir, 'uploads', 'some-clinic'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'some-clinic', 'old-file'), 'bytes', { mode: 0o666 });
    for (const entry of modes(dataDir)) chmodSync(path.join(dataDir, entry.file), entry.dir ? 0o755 : 0o644);
    const t = await startTestApp({ database });
    try {
      const clinic = await seedClinic(t.app, ['owner', 'doctor']);
      const created = await clinic.as('doctor').post('/api/patients', { name: 'Wal Patient' });
      expect(created.statusCode, created.body).toBe(201);
      const loose = modes(dataDir).filter((e) => e.mode !== (e.dir ? 0o700 : 0o600));
      expect(loose).toEqual([]);
    } finally {
      await t.close();
      await database.drop();
    }
  });

  it('reports what it tightened, so start-up can log a warning', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-perm-'));
    scratch.push(dir);
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'f'), 'x');
    chmodSync(path.join(dir, 'f'), 0o644);
    expect(secureDataDir(dir)).toEqual({ tightened: 2 });
    expect(secureDataDir(dir)).toEqual({ tightened: 0 });
    const fresh = path.join(dir, 'new', 'nested');
    expect(secureDataDir(fresh)).toEqual({ tightened: 0 });
    expect(lstatSync(fresh).mode & 0o777).toBe(0o700);
  });
});
