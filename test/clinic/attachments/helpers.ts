import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Actor } from '../../support/client.js';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; data: Buffer; rawDisposition?: string };

/**
 * A multipart/form-data body built by hand, so a test controls everything a browser would not let it: part order,
 * two file parts, odd file names. `rawDisposition` replaces the generated Content-Disposition line of a file part.
 */
export function multipartBody(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----clinic-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    } else {
      const disposition = part.rawDisposition ?? `form-data; name="${part.name}"; filename="${part.filename}"`;
      chunks.push(Buffer.from(`Content-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`, 'utf8'));
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postForm(actor: Actor, parts: FormPart[]): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(parts);
  return actor.post('/api/attachments', body, { 'content-type': contentType });
}

/** The usual form: fileNumber first, then the file. */
export function upload(actor: Actor, fileNumber: string, filename: string, data: Buffer, type = 'application/octet-stream', labKey?: string) {
  const parts: FormPart[] = [{ name: 'fileNumber', value: fileNumber }];
  if (labKey !== undefined) parts.push({ name: 'labKey', value: labKey });
  parts.push({ name: 'file', filename, type, data });
  return postForm(actor, parts);
}

export interface AttachmentJson {
  id: string; fileNumber: string; labKey: string | null; filename: string; mimeType: string; sizeBytes: number;
  sha256: string; uploadedBy: string | null; uploadedByName: string; createdAt: string;
}

export async function uploadOk(actor: Actor, fileNumber: string, filename: string, data: Buffer, type?: string): Promise<AttachmentJson> {
  const res = await upload(actor, fileNumber, filename, data, type);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AttachmentJson;
}

export async function createPatient(actor: Actor, body: Record<string, unknown> = { name: 'Attachment Patient' }) {
  const res = await actor.post('/api/patients', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; fileNumber: string };
}

/** Every file under the upload directory, as paths relative to it. */
export function filesOnDisk(uploadDir: string): string[] {
  try {
    return (readdirSync(uploadDir, { recursive: true, withFileTypes: true }) as Array<{ name: string; parentPath?: string; path?: string; isFile(): boolean }>)
      .filter((e) => e.isFile())
      .map((e) => path.relative(uploadDir, path.join(e.parentPath ?? e.path ?? uploadDir, e.name)))
      .sort();
  } catch {
    return [];
  }
}

export function problemOf(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return res.json() as { code: string; detail: string; errors?: Array<{ path: string; message: string }> };
}
