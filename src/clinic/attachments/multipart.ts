import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError, errors } from '../../platform/http/errors.js';
import { MAX_ATTACHMENT_BYTES } from './detect.js';
import type { UploadFields } from './schema.js';
import type { AttachmentStore, TempFile } from './storage.js';

/**
 * Reading `POST /api/attachments`: a multipart/form-data body with exactly one file part named `file` and the text
 * fields `fileNumber` and (optionally) `labKey`, in any order (fields may come before or after the file: the whole
 * body is read before anything is decided). The file streams to a temporary file of the store.
 */

/** Options for @fastify/multipart (busboy): one file of at most 15 MB, a few short fields. */
export const MULTIPART_OPTIONS = {
  // A file over the limit is cut and flagged `truncated` (checked below) rather than thrown mid-stream.
  throwFileSizeLimit: false,
  limits: {
    fileSize: MAX_ATTACHMENT_BYTES,
    files: 1,
    fields: 8,
    parts: 10,
    fieldSize: 1024,
    fieldNameSize: 100,
    headerPairs: 100,
  },
};

/**
 * Past the 15 MB limit busboy discards the rest of the file, so the client still gets its 413 instead of a reset
 * connection. That courtesy ends here: a body announced or found to be larger is refused at once and the connection
 * closed.
 */
const DRAIN_CAP = 64 * 1024 * 1024;

export interface ReceivedUpload {
  /** The file, complete or cut at the limit (see `truncated`); null when the form had no file part. */
  file: TempFile | null;
  truncated: boolean;
  filename: string;
  declaredType: string;
  fields: UploadFields;
}

const KNOWN_FIELDS = new Set<keyof UploadFields>(['fileNumber', 'labKey']);

function tooLargeAndClose(): AppError {
  return new AppError(413, 'payload_too_large', 'Payload Too Large', `The file is larger than ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`,
    undefined, { connection: 'close' });
}

/**
 * Reads the whole form. Client mistakes (a second file part, a field given twice, a file under another name) are
 * remembered while the rest of the body is read and reported at the end, so the connection stays usable. Whatever
 * goes wrong, no temporary file is left behind.
 */
export async function receiveUpload(req: FastifyRequest, store: AttachmentStore): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw errors.unsupportedMediaType('Send the upload as multipart/form-data');
  const announced = Number(req.headers['content-length']);
  if (Number.isFinite(announced) && announced > DRAIN_CAP) throw tooLargeAndClose();

  let file: TempFile | null = null;
  let current: Readable | null = null;
  let truncated = false;
  let filename = '';
  let declaredType = '';
  let problem: AppError | null = null;
  const fields: UploadFields = {};
  let bytesIn = 0;
  let overCap = false;
  const countBytes = (chunk: Buffer) => {
    bytesIn += chunk.length;
    if (bytesIn > DRAIN_CAP && !overCap) {
      overCap = true;
      current?.destroy();
    }
  };
  req.raw.on('data', countBytes);
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          problem ??= errors.invalidField('file', `the file part must be named "file", not "${safeName(part.fieldname)}"`);
          part.file.resume();
          continue;
        }
        current = part.file;
        file = await store.receive(part.file);
        current = null;
        truncated = part.file.truncated;
        filename = part.filename;
        declaredType = part.mimetype;
        continue;
      }
      const name = part.fieldname;
      if (name === 'file') {
        problem ??= errors.invalidField('file', 'must be a file part (with a filename), not a text field');
      } else if (!KNOWN_FIELDS.has(name as keyof UploadFields)) {
        continue; // extra form fields are ignored
      } else if (part.valueTruncated || typeof part.value !== 'string') {
        problem ??= errors.invalidField(name, 'is too long or not text');
      } else if (fields[name as keyof UploadFields] !== undefined) {
        problem ??= errors.invalidField(name, 'was given more than once');
      } else {
        fields[name as keyof UploadFields] = part.value;
      }
    }
    if (overCap) throw tooLargeAndClose();
    if (problem) throw problem;
  } catch (err) {
    if (file) await store.discard(file);
    throw overCap ? tooLargeAndClose() : asClientError(err);
  } finally {
    req.raw.off('data', countBytes);
  }
  return { file, truncated, filename, declaredType, fields };
}

/** The multipart parser's errors, as the contract's statuses; file-system and programming errors stay 500s. */
function asClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; syscall?: string; statusCode?: number };
  switch (e.code) {
    case 'FST_FILES_LIMIT':
      return errors.invalidField('file', 'exactly one file part is allowed');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return errors.badRequest('The form has too many fields');
    case 'FST_REQ_FILE_TOO_LARGE':
      return errors.payloadTooLarge(`The file is larger than ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return errors.unsupportedMediaType('Send the upload as multipart/form-data');
    default:
      break;
  }
  if (e.syscall || (typeof e.statusCode === 'number' && e.statusCode >= 500)) return err;
  // busboy: missing boundary, malformed part headers, a body that ends mid-part, a client that went away.
  return errors.badRequest('The multipart body is malformed or incomplete');
}

function safeName(name: string): string {
  return name.replace(/[^\w.-]/g, '_').slice(0, 40);
}
