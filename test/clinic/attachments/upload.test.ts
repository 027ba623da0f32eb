import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import * as f from './fixtures.js';
import { createPatient, filesOnDisk, postForm, problemOf, upload, uploadOk, type AttachmentJson } from './helpers.js';

let t: TestApp;
let c: SeededClinic;
let owner: Actor;
let fileNumber: string;
/** Stored files expected on disk: `<clinicId>/<attachmentId>`. */
const stored: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner']);
  owner = c.as('owner');
  fileNumber = (await createPatient(owner)).fileNumber;
});
afterAll(async () => { await t?.close(); });

function keep(a: AttachmentJson) { stored.push(`${c.clinicId}/${a.id}`); }

/** Nothing on disk but the attachments that were accepted: no temporary file, no rejected upload. */
function expectNoStrayFiles() {
  expect(filesOnDisk(t.config.uploadDir)).toEqual([...stored].sort());
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('allowed types, detected from the bytes', () => {
  const cases: Array<{ what: string; filename: string; declared: string; data: Buffer; mime: string }> = [
    { what: 'PDF', filename: 'report.pdf', declared: 'application/pdf', data: f.pdf(), mime: 'application/pdf' },
    { what: 'PNG', filename: 'xray.png', declared: 'image/png', data: f.png(), mime: 'image/png' },
    { what: 'JPEG', filename: 'photo.jpg', declared: 'image/jpeg', data: f.jpeg(), mime: 'image/jpeg' },
    { what: 'GIF', filename: 'anim.gif', declared: 'image/gif', data: f.gif(), mime: 'image/gif' },
    { what: 'WebP', filename: 'wound.webp', declared: 'image/webp', data: f.webp(), mime: 'image/webp' },
    { what: 'TIFF', filename: 'scan.tiff', declared: 'image/tiff', data: f.tiff(), mime: 'image/tiff' },
    { what: 'HEIC', filename: 'IMG_0001.HEIC', declared: 'image/heic', data: f.heic(), mime: 'image/heic' },
    { what: 'HEIC (heim brand)', filename: 'multi.heic', declared: 'application/octet-stream', data: f.isoBmff('heim', ['mif1']), mime: 'image/heic' },
    { what: 'HEIF (mif1 brand)', filename: 'still.heif', declared: 'image/heif', data: f.isoBmff('mif1', ['miaf']), mime: 'image/heif' },
    { what: 'DICOM', filename: 'ct.dcm', declared: 'application/dicom', data: f.dicom(), mime: 'application/dicom' },
    { what: 'plain text', filename: 'notes.txt', declared: 'text/plain', data: f.text(), mime: 'text/plain' },
    { what: 'CSV by declared type', filename: 'values.txt', declared: 'text/csv', data: f.csv(), mime: 'text/csv' },
    { what: 'CSV by extension', filename: 'values.csv', declared: 'application/vnd.ms-excel', data: f.csv(), mime: 'text/csv' },
    { what: 'Word (OOXML)', filename: 'letter.docx', declared: 'application/octet-stream', data: f.docx(), mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    { what: 'Excel (OOXML)', filename: 'sheet.xlsx', declared: 'application/octet-stream', data: f.xlsx(), mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    { what: 'Word (legacy OLE)', filename: 'old.doc', declared: 'application/msword', data: f.doc(), mime: 'application/msword' },
    { what: 'Excel (legacy OLE)', filename: 'old.xls', declared: 'application/vnd.ms-excel', data: f.xls(), mime: 'application/vnd.ms-excel' },
    { what: 'text declared as PDF', filename: 'fake.pdf', declared: 'application/pdf', data: f.text(), mime: 'text/plain' },
    { what: 'WAV audio', filename: 'visit.wav', declared: 'audio/wav', data: f.wav(), mime: 'audio/wav' },
    { what: 'MP3 audio', filename: 'visit.mp3', declared: 'application/octet-stream', data: f.mp3(), mime: 'audio/mpeg' },
    { what: 'Ogg Opus audio', filename: 'visit.ogg', declared: 'audio/ogg', data: f.oggOpus(), mime: 'audio/ogg' },
    { what: 'WebM Opus audio (a browser recording)', filename: 'visit.webm', declared: 'video/webm', data: f.webm(['A_OPUS']), mime: 'audio/webm' },
    { what: 'M4A audio', filename: 'Voice memo.m4a', declared: 'audio/x-m4a', data: f.mp4('M4A ', ['soun']), mime: 'audio/mp4' },
    { what: 'MP4 with only a sound track', filename: 'visit.mp4', declared: 'video/mp4', data: f.mp4('isom', ['soun']), mime: 'audio/mp4' },
  ];

  it.each(cases)('$what → 201 with mimeType $mime, bytes stored as sent', async ({ filename, declared, data, mime }) => {
    const res = await upload(owner, fileNumber, filename, data, declared, 'HbA1c|2026-01-15');
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as AttachmentJson;
    keep(a);
    expect(a).toMatchObject({
      fileNumber, filename, mimeType: mime, sizeBytes: data.length, sha256: sha256(data), labKey: 'HbA1c|2026-01-15',
      uploadedBy: owner.userId, uploadedByName: owner.name,
    });
    expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
    const got = await owner.get(`/api/attachments/${a.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    expectNoStrayFiles();
  });

  it('accepts a file of exactly 15 MB', async () => {
    const data = Buffer.concat([f.pdf(), Buffer.alloc(15 * 1024 * 1024 - f.pdf().length, 0x20)]);
    const a = await uploadOk(owner, fileNumber, 'big.pdf', data, 'application/pdf');
    keep(a);
    expect(a.sizeBytes).toBe(15 * 1024 * 1024);
    expect(a.sha256).toBe(sha256(data));
    expectNoStrayFiles();
  });

  it('lists them newest first, with X-Total-Count when limited', async () => {
    const all = await owner.get(`/api/attachments?fileNumber=${fileNumber}`);
    expect(all.statusCode).toBe(200);
    const ids = (all.json() as AttachmentJson[]).map((a) => a.id);
    expect(ids).toEqual(stored.map((s) => s.split('/')[1]).reverse());
    const page = await owner.get(`/api/attachments?fileNumber=${fileNumber}&limit=2&offset=1`);
    expect(page.headers['x-total-count']).toBe(String(stored.length));
    expect((page.json() as AttachmentJson[]).map((a) => a.id)).toEqual(ids.slice(1, 3));
  });
});

describe('refused types → 415, whatever the declared type, nothing left on disk', () => {
  const cases: Array<{ what: string; filename: string; declared: string; data: Buffer }> = [
    { what: 'a Windows executable named .pdf', filename: 'results.pdf', declared: 'application/pdf', data: f.exe() },
    { what: 'an ELF executable named .png', filename: 'scan.png', declared: 'image/png', data: f.elf() },
    { what: 'a plain zip named .docx', filename: 'letter.docx', declared: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: f.plainZip() },
    { what: 'a compound file that is neither Word nor Excel', filename: 'slides.doc', declared: 'application/msword', data: f.cfb('PowerPoint Document') },
    { what: 'AVIF', filename: 'photo.heic', declared: 'image/heic', data: f.isoBmff('avif', ['mif1', 'miaf']) },
    { what: 'an MP4 video', filename: 'clip.heic', declared: 'image/heic', data: f.isoBmff('isom', ['iso2', 'mp41']) },
    { what: 'a WebM video', filename: 'visit.webm', declared: 'audio/webm', data: f.webm(['V_VP8', 'A_OPUS']) },
    { what: 'an MP4 with a video track', filename: 'visit.m4a', declared: 'audio/mp4', data: f.mp4('isom', ['vide', 'soun']) },
    { what: 'Ogg video (Theora)', filename: 'visit.ogg', declared: 'audio/ogg', data: f.oggTheora() },
    { what: 'binary text with a NUL byte', filename: 'notes.txt', declared: 'text/plain', data: Buffer.from('abc\0def') },
    { what: 'invalid UTF-8 (Latin-1 text)', filename: 'notes.csv', declared: 'text/csv', data: Buffer.from('Gr\xfc\xdfe\n', 'latin1') },
    { what: 'UTF-8 cut inside a character', filename: 'notes.txt', declared: 'text/plain', data: Buffer.from('ok \xe2\x82', 'latin1') },
  ];

  it.each(cases)('$what', async ({ filename, declared, data }) => {
    const res = await upload(owner, fileNumber, filename, data, declared);
    expect(problemOf(res, 415).code).toBe('unsupported_media_type');
    expectNoStrayFiles();
  });
});

describe('size', () => {
  it('answers 413 to 16 MB and leaves no file behind', async () => {
    const data = Buffer.concat([f.pdf(), Buffer.alloc(16 * 1024 * 1024, 0x20)]);
    const res = await upload(owner, fileNumber, 'huge.pdf', data, 'application/pdf');
    expect(problemOf(res, 413).code).toBe('payload_too_large');
    expectNoStrayFiles();
    // The connection is still usable for the next request.
    expect((await owner.get(`/api/attachments?fileNumber=${fileNumber}`)).statusCode).toBe(200);
  });

  it('answers 413 at once, without reading it, to a body announced far larger than the limit', async () => {
    const base = await t.listen();
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}/api/attachments`, {
        method: 'POST',
        headers: {
          origin: 'http://localhost:4000', cookie: owner.cookieHeader,
          'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024),
        },
      }, (res) => { res.resume(); resolve(res.statusCode ?? 0); });
      req.on('error', reject);
      req.write('--x\r\nContent-Disposition: form-data; name="fileNumber"\r\n\r\n1\r\n');
      // The rest of the 200 MB is never sent: the answer must not wait for it.
    });
    expect(status).toBe(413);
    expectNoStrayFiles();
  });
});

describe('the form', () => {
  it('accepts fileNumber and labKey after the file part', async () => {
    const res = await postForm(owner, [
      { name: 'file', filename: 'after.png', type: 'image/png', data: f.png() },
      { name: 'fileNumber', value: fileNumber },
      { name: 'labKey', value: 'CRP' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    keep(res.json());
    expect(res.json()).toMatchObject({ fileNumber, labKey: 'CRP', mimeType: 'image/png' });
    expectNoStrayFiles();
  });

  it('stores labKey as null when it is absent or empty', async () => {
    const none = await uploadOk(owner, fileNumber, 'a.png', f.png(), 'image/png');
    keep(none);
    expect(none.labKey).toBeNull();
    const res = await upload(owner, fileNumber, 'b.png', f.png(), 'image/png', '   ');
    expect(res.statusCode, res.body).toBe(201);
    keep(res.json());
    expect(res.json().labKey).toBeNull();
  });

  it('answers 400 to two file parts, and keeps neither', async () => {
    const res = await postForm(owner, [
      { name: 'fileNumber', value: fileNumber },
      { name: 'file', filename: 'one.png', type: 'image/png', data: f.png() },
      { name: 'file', filename: 'two.png', type: 'image/png', data: f.png() },
    ]);
    expect(problemOf(res, 400).errors?.map((e) => e.path)).toEqual(['file']);
    expectNoStrayFiles();
  });

  it('answers 400 naming the field when the file or the fileNumber is missing', async () => {
    const noFile = await postForm(owner, [{ name: 'fileNumber', value: fileNumber }]);
    expect(problemOf(noFile, 400).errors?.map((e) => e.path)).toEqual(['file']);
    const noNumber = await postForm(owner, [{ name: 'file', filename: 'x.png', type: 'image/png', data: f.png() }]);
    expect(problemOf(noNumber, 400).errors?.map((e) => e.path)).toEqual(['fileNumber']);
    const neither = await postForm(owner, []);
    expect(problemOf(neither, 400).errors?.map((e) => e.path)).toEqual(['file', 'fileNumber']);
    const fileAsText = await postForm(owner, [{ name: 'fileNumber', value: fileNumber }, { name: 'file', value: 'not a file' }]);
    expect(problemOf(fileAsText, 400).errors?.map((e) => e.path)).toEqual(['file']);
    const empty = await upload(owner, fileNumber, 'empty.txt', Buffer.alloc(0), 'text/plain');
    expect(problemOf(empty, 400).detail).toMatch(/file: is empty/);
    expectNoStrayFiles();
  });

  it('answers 400 to a field given twice or too long', async () => {
    const twice = await postForm(owner, [
      { name: 'fileNumber', value: fileNumber }, { name: 'fileNumber', value: fileNumber },
      { name: 'file', filename: 'x.png', type: 'image/png', data: f.png() },
    ]);
    expect(problemOf(twice, 400).errors?.map((e) => e.path)).toEqual(['fileNumber']);
    const long = await upload(owner, fileNumber, 'x.png', f.png(), 'image/png', 'k'.repeat(201));
    expect(problemOf(long, 400).errors?.map((e) => e.path)).toEqual(['labKey']);
    expectNoStrayFiles();
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await owner.post('/api/attachments', { fileNumber });
    expect(problemOf(res, 415).code).toBe('unsupported_media_type');
  });

  it('answers 404 for an unknown patient and keeps nothing', async () => {
    for (const number of ['99999999', 'abc']) {
      const res = await upload(owner, number, 'x.png', f.png(), 'image/png');
      expect(problemOf(res, 404).code).toBe('not_found');
    }
    expectNoStrayFiles();
  });

  it('cleans the stored file name: no path, no control or bidi characters', async () => {
    const a = await uploadOk(owner, fileNumber, 'C:\\Users\\me\\scan\u202Egnp.pdf', f.pdf(), 'application/pdf');
    keep(a);
    expect(a.filename).toBe('scangnp.pdf');
  });

  it('writes one activity entry per upload, naming no file', async () => {
    const res = await owner.get('/api/activity?limit=1');
    const [latest] = res.json() as Array<{ action: string; entityType: string; entityId: string; summary: string }>;
    expect(latest).toMatchObject({ action: 'attachment.created', entityType: 'attachment', entityId: stored.at(-1)!.split('/')[1] });
    expect(latest!.summary).not.toMatch(/scangnp|\.pdf/);
  });
});
