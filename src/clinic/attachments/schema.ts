import { z } from 'zod';
import { ListQuery } from '../../platform/http/schemas.js';

export const ATTACHMENT_LIMITS = {
  /** Longest stored file name (characters); longer names are cut, keeping the extension. */
  filenameLength: 255,
  labKeyLength: 200,
  fileNumberLength: 32,
} as const;

export const Attachment = z.object({
  id: z.string(),
  fileNumber: z.string().describe('The patient\'s file number'),
  labKey: z.string().nullable().describe('The lab result the file documents, when one was given'),
  filename: z.string().describe('The original file name (path parts and control characters removed)'),
  mimeType: z.string().describe('The type detected from the bytes, not the declared one'),
  sizeBytes: z.number().int(),
  sha256: z.string().describe('Lower-case hex SHA-256 of the stored bytes'),
  uploadedBy: z.string().nullable().describe('User id of the uploader'),
  uploadedByName: z.string(),
  createdAt: z.string(),
}).meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof Attachment>;

export const AttachmentListQuery = ListQuery.extend({
  fileNumber: z.string().trim().min(1, 'is required').max(ATTACHMENT_LIMITS.fileNumberLength),
});
export type AttachmentListQuery = z.infer<typeof AttachmentListQuery>;

// Ids are plain strings: an unknown id, well-formed or not, is a 404 from the service.
export const AttachmentIdParams = z.object({ id: z.string().max(100) });

export const DownloadHeaders = z.looseObject({
  range: z.string().optional().describe('A single byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`); several ranges are answered with the whole file'),
  'if-range': z.string().optional().describe('The ETag the client holds; when it is not current the whole file is sent'),
});

/**
 * The upload form, for the API document only: the handler reads the multipart body itself (streaming the file to
 * disk), so the parsed body it is checked against is always empty.
 */
export const UploadForm = z.object({
  file: z.string().meta({ format: 'binary' }).describe('Exactly one file part, at most 15 MB, of an allowed type'),
  fileNumber: z.string().describe('The patient\'s file number'),
  labKey: z.string().optional().describe('The lab result the file documents (1–200 characters)'),
}).nullish().meta({ id: 'AttachmentUpload' });

/** The text fields of the upload form, as received (validated by the service). */
export interface UploadFields {
  fileNumber?: string;
  labKey?: string;
}
