import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, expect, it } from 'vitest';
import { seedClinic, signIn } from '../../support/seed.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../support/test-app.js';
import * as f from './fixtures.js';
import { createPatient, uploadOk } from './helpers.js';

let database: TestDatabase | undefined;
let running: TestApp | undefined;
afterAll(async () => {
  await running?.close();
  await database?.drop();
});

it('removes stored files without a row and leftover temporary files when the app starts', async () => {
  database = await createTestDatabase();
  const first = running = await startTestApp({ database });
  const c = await seedClinic(first.app, ['owner']);
  const owner = c.as('owner');
  const patient = await createPatient(owner);
  const kept = await uploadOk(owner, patient.fileNumber, 'kept.pdf', f.pdf(), 'application/pdf');
  const uploadDir = first.config.uploadDir;
  await first.close();
  running = undefined;

  // What a crash leaves: a file renamed into place whose row never committed, and a half-written upload, both
  // written a while ago; plus the same written just now, and a file whose name the store never creates.
  const clinicDir = path.join(uploadDir, c.clinicId);
  const old = new Date(Date.now() - 24 * 3600 * 1000);
  const staleOrphan = path.join(clinicDir, uuidv7());
  const staleTemp = path.join(uploadDir, '.tmp', `${randomUUID()}.part`);
  const freshOrphan = path.join(clinicDir, uuidv7());
  const foreign = path.join(uploadDir, c.clinicId, 'README.txt');
  const otherClinicOrphan = path.join(uploadDir, 'no-such-clinic', uuidv7());
  mkdirSync(path.dirname(otherClinicOrphan), { recursive: true });
  for (const file of [staleOrphan, staleTemp, otherClinicOrphan]) {
    writeFileSync(file, 'partial upload');
    utimesSync(file, old, old);
  }
  writeFileSync(freshOrphan, 'just renamed');
  writeFileSync(foreign, 'not ours');

  const second = running = await startTestApp({ database });
  expect(second.config.uploadDir).toBe(uploadDir);
  expect(existsSync(staleOrphan)).toBe(false);
  expect(existsSync(staleTemp)).toBe(false);
  expect(existsSync(otherClinicOrphan)).toBe(false);
  expect(existsSync(foreign)).toBe(true);
  // PGlite: one process owns the data directory, so everything without a row goes at once. PostgreSQL: instances
  // may share UPLOAD_DIR, so files written in the last 15 minutes wait for a later sweep.
  expect(existsSync(freshOrphan)).toBe(second.app.deps.dbKind === 'postgres');

  // The attachment that has its row is untouched and still served.
  const again = await signIn(second.app, owner.username);
  const res = await again.get(`/api/attachments/${kept.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(f.pdf())).toBe(true);
});
