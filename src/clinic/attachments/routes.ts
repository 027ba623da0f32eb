import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { Problem, problems } from '../../platform/http/schemas.js';
import { sendAttachment } from './download.js';
import { MULTIPART_OPTIONS, receiveUpload } from './multipart.js';
import { Attachment, AttachmentIdParams, AttachmentListQuery, DownloadHeaders, UploadForm } from './schema.js';
import { createAttachment, deleteAttachment, listAttachments, openAttachment, startAttachmentStorage } from './service.js';

const SCOPE_NOTE = 'The patient must exist in the active clinic and be inside the caller\'s scope (a doctor\'s panel); '
  + 'otherwise 404, as for an unknown id or another clinic\'s attachment.';

/**
 * Attachments: files on a patient (optionally for one lab result). Bytes live under UPLOAD_DIR, metadata in the
 * database. Registering the module opens the store and sweeps it: temporary files and stored files without a row
 * (a crash mid-upload) are removed before the app serves.
 */
export async function attachmentRoutes(app: ZodApp, deps: AppDeps) {
  const storage = await startAttachmentStorage(deps, (err) => app.log.error({ errName: (err as Error)?.name }, 'attachment sweep failed'));
  if (storage.swept.orphans || storage.swept.tempFiles) app.log.info(storage.swept, 'attachment store: removed leftover files');
  app.addHook('onClose', () => storage.close());
  const adeps = { db: deps.db, activity: deps.activity, store: storage.store };

  // The multipart parser lives in this module's own scope: no other route accepts multipart bodies.
  await app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    const scope = plugin.withTypeProvider<ZodTypeProvider>();

    scope.post('/api/attachments', {
      // Before the (documentation-only) body schema is checked: anything but multipart/form-data is the wrong media type.
      preValidation: async (req) => {
        if (!req.isMultipart()) throw errors.unsupportedMediaType('Send the upload as multipart/form-data');
      },
      schema: {
        tags: ['attachments'], summary: 'Upload a file to a patient (patient:write or lab:write)',
        description: 'multipart/form-data with exactly one file part named `file` (at most 15 MB), the field `fileNumber` '
          + 'and optionally `labKey` (1–200 characters; the lab result the file documents). Fields may come before or after '
          + 'the file. Allowed types, detected from the bytes whatever the declared type: PDF; PNG, JPEG, GIF, WebP, TIFF, '
          + 'HEIC images; DICOM; plain text and CSV (valid UTF-8 without NUL bytes; CSV when the declared type or the '
          + 'extension says so); Word and Excel (OOXML and legacy OLE); audio for the visit scribe: WebM and Ogg audio, MP3, '
          + 'M4A/MP4 audio, WAV (always downloaded, never shown inline). `mimeType` is the detected type. A missing file or '
          + 'fileNumber, a second file part or a field given twice is 400; over 15 MB 413; another type 415; a body that '
          + `is not multipart/form-data 415. ${SCOPE_NOTE}`,
        consumes: ['multipart/form-data'],
        body: UploadForm,
        response: { 201: Attachment, ...problems(404, 413, 415) },
      },
    }, async (req, reply) => {
      const created = await createAttachment(adeps, req.clinicCtx, () => receiveUpload(req, storage.store));
      return reply.code(201).send(created);
    });

    scope.get('/api/attachments', {
      schema: {
        tags: ['attachments'], summary: 'A patient\'s attachments, newest first (patient:read or lab:read)',
        description: `With \`limit\` (1–500) the response carries \`X-Total-Count\`. ${SCOPE_NOTE}`,
        querystring: AttachmentListQuery,
        response: { 200: z.array(Attachment), ...problems(404) },
      },
    }, async (req, reply) => {
      const { attachments, total } = await listAttachments(adeps, req.clinicCtx, req.query);
      if (total !== null) reply.header('x-total-count', String(total));
      return attachments;
    });

    scope.get('/api/attachments/:id', {
      schema: {
        tags: ['attachments'], summary: 'The file\'s bytes (patient:read or lab:read)',
        description: 'Streams the stored bytes with `Content-Type` = the detected type (text with `charset=utf-8`), '
          + '`Content-Length`, `X-Content-Type-Options: nosniff`, `ETag` (the SHA-256), `Cache-Control: private, no-store`, `Content-Security-Policy: sandbox …` '
          + 'and `Content-Disposition` `inline` for images and PDFs, `attachment` otherwise, with the file name as '
          + '`filename="<ASCII fallback>"; filename*=UTF-8\'\'<percent-encoded>` (RFC 6266/5987). `Accept-Ranges: bytes`: '
          + 'one byte range gets 206 with `Content-Range`, an unsatisfiable one 416 with `Content-Range: bytes */<size>`; '
          + `several ranges, or an \`If-Range\` that is not the current ETag, get the whole file. ${SCOPE_NOTE}`,
        params: AttachmentIdParams,
        headers: DownloadHeaders,
        produces: ['application/octet-stream', 'application/problem+json'],
        response: {
          200: z.any().describe('The file\'s bytes'),
          206: z.any().describe('One byte range of the file'),
          ...problems(404),
          416: Problem.describe('The range starts past the end of the file'),
        },
      },
    }, async (req, reply) => {
      const opened = await openAttachment(adeps, req.clinicCtx, req.params.id);
      return sendAttachment(reply, req.headers, opened);
    });

    scope.delete('/api/attachments/:id', {
      schema: {
        tags: ['attachments'], summary: 'Delete an attachment: its row, then its stored file (patient:write or lab:write)',
        description: `Answers 204 with no body. ${SCOPE_NOTE}`,
        params: AttachmentIdParams,
        response: { 204: z.null().describe('Deleted'), ...problems(404) },
      },
    }, async (req, reply) => {
      await deleteAttachment(adeps, req.clinicCtx, req.params.id);
      return reply.code(204).send(null);
    });
  });
}
