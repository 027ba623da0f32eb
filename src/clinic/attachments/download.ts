import type { FastifyReply } from 'fastify';
import type { FileHandle } from 'node:fs/promises';
import { AppError } from '../../platform/http/errors.js';
import type { Attachment } from './schema.js';

/**
 * The HTTP side of `GET /api/attachments/{id}`: headers (RFC 6266 disposition with an RFC 5987 file name, nosniff,
 * length, ETag) and single byte ranges (RFC 9110 §14).
 */

export interface OpenedAttachment {
  attachment: Attachment;
  file: FileHandle;
  size: number;
}

export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * A `Range` header against a file of `size` bytes. Only one `bytes` range is served; several ranges, other units or a
 * malformed header are answered with the whole file (which the RFC allows a server to do).
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return { kind: 'whole' };
  const [, first, last] = m as unknown as [string, string, string];
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole' }; // syntactically invalid: ignored
  return { kind: 'part', start, end };
}

/** Images and PDFs are shown in the browser; everything else (audio included, decisions.md §12) is downloaded. */
export function dispositionType(mimeType: string): 'inline' | 'attachment' {
  return mimeType.startsWith('image/') || mimeType === 'application/pdf' ? 'inline' : 'attachment';
}

/**
 * `inline; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 §4.3, RFC 5987 / 8187). The
 * fallback keeps printable ASCII (accents stripped, anything else `_`) and never carries a quote, backslash or `%`.
 */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char (encodeURIComponent leaves ' ( ) * alone). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function etagOf(sha256: string): string {
  return `"${sha256}"`;
}

/** Sends the bytes, whole or one range; the file handle is closed when the stream ends or the client goes away. */
export function sendAttachment(reply: FastifyReply, headers: { range?: string; 'if-range'?: string }, opened: OpenedAttachment) {
  const { attachment, file, size } = opened;
  const etag = etagOf(attachment.sha256);
  // If-Range with anything but the current ETag (a date included: we keep no modification time) means "whole file".
  const range = headers['if-range'] !== undefined && headers['if-range'] !== etag ? { kind: 'whole' as const } : parseRange(headers.range, size);
  if (range.kind === 'unsatisfiable') {
    void file.close();
    throw new AppError(416, 'range_not_satisfiable', 'Range Not Satisfiable', `The file has ${size} bytes`, undefined,
      { 'content-range': `bytes */${size}`, 'accept-ranges': 'bytes' });
  }
  const contentType = attachment.mimeType.startsWith('text/') ? `${attachment.mimeType}; charset=utf-8` : attachment.mimeType;
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(dispositionType(attachment.mimeType), attachment.filename))
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    // Patient documents: never kept in a shared or disk cache.
    .header('cache-control', 'private, no-store')
    // A PDF or SVG shown inline runs no script and reaches nothing in the service's origin (issue 10).
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
  if (range.kind === 'part') {
    reply.code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
    return reply.send(file.createReadStream({ start: range.start, end: range.end }));
  }
  reply.header('content-length', String(size));
  return reply.send(file.createReadStream());
}
