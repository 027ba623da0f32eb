import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Actor } from '../../support/client.js';
import { ALL_ROLES, seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import * as f from './fixtures.js';
import { createPatient, filesOnDisk, postForm, problemOf, upload, uploadOk, type AttachmentJson } from './helpers.js';

let t: TestApp;
let c: SeededClinic;
let owner: Actor;
/** A patient in the doctor's panel: every role reaches it. */
let shared: { id: string; fileNumber: string };
/** A patient of another clinician: outside the doctor's panel. */
let elsewhere: { id: string; fileNumber: string };

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ALL_ROLES);
  owner = c.as('owner');
  shared = await createPatient(owner, { name: 'Panel Patient', primaryProviderId: c.as('doctor').userId });
  elsewhere = await createPatient(owner, { name: 'Other Panel Patient', primaryProviderId: c.as('member').userId });
});
afterAll(async () => { await t?.close(); });

const storedPath = (id: string, clinicId = c.clinicId) => path.join(t.config.uploadDir, clinicId, id);

describe('role matrix (decisions.md §2, written by hand)', () => {
  // Upload and delete: patient:write or lab:write. Reception has patient write, lab has lab:write; pharmacy has neither.
  const WRITE: Record<Role, boolean> = { owner: true, admin: true, doctor: true, member: true, reception: true, pharmacy: false, lab: true };
  // Read: patient:read or lab:read, which every role holds.
  const READ: Record<Role, boolean> = { owner: true, admin: true, doctor: true, member: true, reception: true, pharmacy: true, lab: true };

  const mine = new Map<Role, AttachmentJson>();
  let ownersFile: AttachmentJson;

  beforeAll(async () => {
    ownersFile = await uploadOk(owner, shared.fileNumber, 'owner.pdf', f.pdf(), 'application/pdf');
  });

  it.each(ALL_ROLES)('%s: upload', async (role) => {
    const before = filesOnDisk(t.config.uploadDir);
    const res = await upload(c.as(role), shared.fileNumber, `${role}.png`, f.png(), 'image/png');
    if (WRITE[role]) {
      expect(res.statusCode, res.body).toBe(201);
      const a = res.json() as AttachmentJson;
      expect(a.uploadedByName).toBe(c.as(role).name);
      mine.set(role, a);
    } else {
      expect(problemOf(res, 403).code).toBe('forbidden');
      expect(filesOnDisk(t.config.uploadDir)).toEqual(before);
    }
  });

  it.each(ALL_ROLES)('%s: list and download', async (role) => {
    const list = await c.as(role).get(`/api/attachments?fileNumber=${shared.fileNumber}`);
    const got = await c.as(role).get(`/api/attachments/${ownersFile.id}`);
    if (READ[role]) {
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json() as AttachmentJson[]).map((a) => a.id)).toContain(ownersFile.id);
      expect(got.statusCode, got.body).toBe(200);
      expect(got.rawPayload.equals(f.pdf())).toBe(true);
    } else {
      expect(list.statusCode).toBe(403);
      expect(got.statusCode).toBe(403);
    }
  });

  it.each(ALL_ROLES)('%s: delete', async (role) => {
    const target = mine.get(role) ?? ownersFile;
    const res = await c.as(role).delete(`/api/attachments/${target.id}`);
    if (WRITE[role]) {
      expect(res.statusCode, res.body).toBe(204);
      expect(existsSync(storedPath(target.id))).toBe(false);
    } else {
      expect(problemOf(res, 403).code).toBe('forbidden');
      expect(existsSync(storedPath(target.id))).toBe(true);
    }
  });
});

describe('scope: out of reach is 404 on all four routes', () => {
  it('a doctor outside the panel gets 404 and changes nothing', async () => {
    const doctor = c.as('doctor');
    const theirs = await uploadOk(owner, elsewhere.fileNumber, 'private.pdf', f.pdf(), 'application/pdf');
    const before = filesOnDisk(t.config.uploadDir);

    expect(problemOf(await upload(doctor, elsewhere.fileNumber, 'x.png', f.png(), 'image/png'), 404).code).toBe('not_found');
    expect(filesOnDisk(t.config.uploadDir)).toEqual(before);
    expect(problemOf(await doctor.get(`/api/attachments?fileNumber=${elsewhere.fileNumber}`), 404).code).toBe('not_found');
    expect(problemOf(await doctor.get(`/api/attachments/${theirs.id}`), 404).code).toBe('not_found');
    expect(problemOf(await doctor.delete(`/api/attachments/${theirs.id}`), 404).code).toBe('not_found');
    expect(existsSync(storedPath(theirs.id))).toBe(true);

    // The same doctor reaches the patient in their panel, and a non-restricted clinician reaches both.
    expect((await doctor.get(`/api/attachments?fileNumber=${shared.fileNumber}`)).statusCode).toBe(200);
    expect((await c.as('member').get(`/api/attachments/${theirs.id}`)).statusCode).toBe(200);
  });

  it('another clinic\'s attachment is 404, by id and by file number', async () => {
    const other = await seedClinic(t.app, ['owner']);
    const theirPatient = await createPatient(other.as('owner'), { name: 'Elsewhere', fileNumber: '777001' });
    const theirs = await uploadOk(other.as('owner'), theirPatient.fileNumber, 'theirs.pdf', f.pdf(), 'application/pdf');
    expect(existsSync(storedPath(theirs.id, other.clinicId))).toBe(true);

    expect(problemOf(await owner.get(`/api/attachments/${theirs.id}`), 404).code).toBe('not_found');
    expect(problemOf(await owner.delete(`/api/attachments/${theirs.id}`), 404).code).toBe('not_found');
    expect(problemOf(await owner.get(`/api/attachments?fileNumber=${theirPatient.fileNumber}`), 404).code).toBe('not_found');
    expect(existsSync(storedPath(theirs.id, other.clinicId))).toBe(true);
    expect((await other.as('owner').get(`/api/attachments/${theirs.id}`)).statusCode).toBe(200);
  });

  it('unknown ids, well-formed or not, are 404', async () => {
    for (const id of ['0190a0b0-0000-7000-8000-000000000000', 'nope', '..%2F..%2Fetc%2Fpasswd']) {
      expect((await owner.get(`/api/attachments/${id}`)).statusCode).toBe(404);
      expect((await owner.delete(`/api/attachments/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('download headers', () => {
  const decode5987 = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)![1]!);

  it('sends images and PDFs inline, with type, length and nosniff', async () => {
    for (const [name, data, type] of [['scan.pdf', f.pdf(), 'application/pdf'], ['xray.png', f.png(), 'image/png']] as const) {
      const a = await uploadOk(owner, shared.fileNumber, name, data, type);
      const res = await owner.get(`/api/attachments/${a.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-length']).toBe(String(data.length));
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers.etag).toBe(`"${a.sha256}"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('sends everything else as an attachment download, text with its charset', async () => {
    const cases = [
      ['notes.txt', f.text(), 'text/plain', 'text/plain; charset=utf-8'],
      ['values.csv', f.csv(), 'text/csv', 'text/csv; charset=utf-8'],
      ['letter.docx', f.docx(), 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['ct.dcm', f.dicom(), 'application/dicom', 'application/dicom'],
      // Audio is always a download (decisions.md §12), never played inline from the service's origin.
      ['visit.webm', f.webm(), 'audio/webm', 'audio/webm'],
      ['visit.mp3', f.mp3(), 'audio/mpeg', 'audio/mpeg'],
      ['memo.m4a', f.mp4('M4A ', ['soun']), 'audio/mp4', 'audio/mp4'],
      ['visit.wav', f.wav(), 'audio/wav', 'audio/wav'],
      ['visit.ogg', f.oggOpus(), 'audio/ogg', 'audio/ogg'],
    ] as const;
    for (const [name, data, declared, contentType] of cases) {
      const a = await uploadOk(owner, shared.fileNumber, name, data, declared);
      const res = await owner.get(`/api/attachments/${a.id}`);
      expect(res.headers['content-type']).toBe(contentType);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-length']).toBe(String(data.length));
    }
  });

  it('encodes an awkward file name: quotes, non-ASCII, parentheses, percent', async () => {
    const name = 'Befund "final" – Müller (2) 100%.pdf';
    // Sent as RFC 5987 `filename*`, the way a client carries quotes and non-ASCII unambiguously.
    const created = await postForm(owner, [
      { name: 'fileNumber', value: shared.fileNumber },
      { name: 'file', filename: '', type: 'application/pdf', data: f.pdf(), rawDisposition: `form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}` },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().filename).toBe(name);
    const got = await owner.get(`/api/attachments/${created.json().id}`);
    const header = got.headers['content-disposition'] as string;
    expect(header).toBe('inline; filename="Befund _final_ _ Muller (2) 100_.pdf"; '
      + 'filename*=UTF-8\'\'Befund%20%22final%22%20%E2%80%93%20M%C3%BCller%20%282%29%20100%25.pdf');
    expect(decode5987(header)).toBe(name);
    // Raw UTF-8 in a quoted filename (what browsers send) arrives intact too.
    const raw = await upload(owner, shared.fileNumber, 'Röntgen 頭部.png', f.png(), 'image/png');
    expect(raw.json().filename).toBe('Röntgen 頭部.png');
    const rawGot = await owner.get(`/api/attachments/${raw.json().id}`);
    expect(rawGot.headers['content-disposition']).toBe('inline; filename="Rontgen __.png"; filename*=UTF-8\'\'R%C3%B6ntgen%20%E9%A0%AD%E9%83%A8.png');
  });
});

describe('range requests', () => {
  const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(''));
  let a: AttachmentJson;
  beforeAll(async () => { a = await uploadOk(owner, shared.fileNumber, 'alphabet.txt', body, 'text/plain'); });

  it('answers one byte range with 206 and exactly those bytes', async () => {
    for (const [range, start, end] of [['bytes=10-19', 10, 19], ['bytes=990-', 990, 999], ['bytes=-5', 995, 999], ['bytes=995-5000', 995, 999]] as const) {
      const res = await owner.get(`/api/attachments/${a.id}`, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(body.subarray(start, end + 1))).toBe(true);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0']) {
      const res = await owner.get(`/api/attachments/${a.id}`, { range });
      expect(problemOf(res, 416).code).toBe('range_not_satisfiable');
      expect(res.headers['content-range']).toBe('bytes */1000');
    }
  });

  it('sends the whole file for several ranges, another unit, or a stale If-Range', async () => {
    const variants: Array<Record<string, string>> = [{ range: 'bytes=0-1,5-6' }, { range: 'items=0-1' }, { range: 'bytes=0-9', 'if-range': '"stale"' }];
    for (const headers of variants) {
      const res = await owner.get(`/api/attachments/${a.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(body)).toBe(true);
    }
    const current = await owner.get(`/api/attachments/${a.id}`, { range: 'bytes=0-9', 'if-range': `"${a.sha256}"` });
    expect(current.statusCode).toBe(206);
  });
});

describe('deleting', () => {
  it('removes the row, the stored file, and writes an activity entry', async () => {
    const a = await uploadOk(owner, shared.fileNumber, 'gone.pdf', f.pdf(), 'application/pdf');
    expect(existsSync(storedPath(a.id))).toBe(true);
    const res = await c.as('lab').delete(`/api/attachments/${a.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(existsSync(storedPath(a.id))).toBe(false);
    expect((await owner.get(`/api/attachments/${a.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/attachments/${a.id}`)).statusCode).toBe(404);
    const [latest] = (await owner.get('/api/activity?limit=1')).json() as Array<{ action: string; entityId: string; actorName: string }>;
    expect(latest).toMatchObject({ action: 'attachment.deleted', entityId: a.id, actorName: c.as('lab').name });
  });

  it('deleting a patient removes its attachments and their files, and no one else\'s', async () => {
    const patient = await createPatient(owner, { name: 'Leaving Patient' });
    const files = [
      await uploadOk(owner, patient.fileNumber, 'a.pdf', f.pdf(), 'application/pdf'),
      await uploadOk(owner, patient.fileNumber, 'b.png', f.png(), 'image/png'),
    ];
    const survivor = await uploadOk(owner, shared.fileNumber, 'stays.pdf', f.pdf(), 'application/pdf');
    for (const a of files) expect(existsSync(storedPath(a.id))).toBe(true);

    const res = await owner.delete(`/api/patients/${patient.fileNumber}`);
    expect(res.statusCode, res.body).toBe(204);
    for (const a of files) {
      expect(existsSync(storedPath(a.id))).toBe(false);
      expect((await owner.get(`/api/attachments/${a.id}`)).statusCode).toBe(404);
    }
    expect((await owner.get(`/api/attachments?fileNumber=${patient.fileNumber}`)).statusCode).toBe(404);
    expect(existsSync(storedPath(survivor.id))).toBe(true);
    const rows = await t.app.deps.db.selectFrom('attachment').select('id').where('patient_id', '=', patient.id).execute();
    expect(rows).toEqual([]);
  });

  it('uploads racing the patient\'s deletion end as 201 or 404, leaving no row and no file behind', async () => {
    const patient = await createPatient(owner, { name: 'Racing Patient' });
    const before = filesOnDisk(t.config.uploadDir);
    const uploads = Array.from({ length: 6 }, (_, i) => upload(owner, patient.fileNumber, `race-${i}.png`, f.png(), 'image/png'));
    const deletion = owner.delete(`/api/patients/${patient.fileNumber}`);
    const results = await Promise.all(uploads);
    expect((await deletion).statusCode).toBe(204);
    for (const res of results) expect([201, 404], res.body).toContain(res.statusCode);
    const rows = await t.app.deps.db.selectFrom('attachment').select('id').where('patient_id', '=', patient.id).execute();
    expect(rows).toEqual([]);
    expect(filesOnDisk(t.config.uploadDir)).toEqual(before);
  });
});
