import { v7 as uuidv7 } from 'uuid';
import { requireAnyPermission, seesClinicalData, type ClinicContext } from '../../platform/auth/context.js';
import { runAsLastStatement, withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { paged } from '../../platform/db/paging.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError, errors, type FieldError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { PatientDeletedHandler } from '../patients/hooks.js';
import { findScopedPatientByIdOrThrow, findScopedPatientOrThrow } from '../patients/records.js';
import { patientScope } from '../patients/scope.js';
import type { Kysely } from 'kysely';
import { MAX_ATTACHMENT_BYTES, detectType, isAudioType } from './detect.js';
import type { OpenedAttachment } from './download.js';
import type { ReceivedUpload } from './multipart.js';
import { ATTACHMENT_LIMITS, type Attachment, type AttachmentListQuery } from './schema.js';
import { AttachmentStore, type KnownIds, type SweepResult, type TempFile } from './storage.js';
import './table.js';
import type { AttachmentRow } from './table.js';

export interface AttachmentDeps extends Pick<AppDeps, 'db' | 'activity'> {
  store: AttachmentStore;
}

const ALLOWED_TYPES_TEXT = 'PDF; PNG, JPEG, GIF, WebP, TIFF or HEIC images; DICOM; plain text or CSV (UTF-8); Word or Excel documents; WebM, Ogg, MP3, M4A/MP4 or WAV audio';

function present(row: AttachmentRow, fileNumber: string): Attachment {
  return {
    id: row.id,
    fileNumber,
    labKey: row.lab_key,
    filename: row.filename,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    uploadedBy: row.uploaded_by,
    uploadedByName: row.uploaded_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The attachment by id, in the active clinic and on a patient inside the caller's scope (decisions.md §2: a doctor's
 * panel); anything else is the same 404.
 */
/** The caller's attachments: lab-result files (with a labKey) are clinical, hidden from reception (decisions.md §2). */
function scopedAttachments(tx: ClinicTx, ctx: ClinicContext) {
  const q = tx.selectFrom('attachment').where('attachment.clinic_id', '=', ctx.clinicId);
  return seesClinicalData(ctx) ? q : q.where('attachment.lab_key', 'is', null);
}

async function findAttachmentOrThrow(tx: ClinicTx, ctx: ClinicContext, id: string): Promise<Attachment> {
  const row = await scopedAttachments(tx, ctx).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw errors.notFound('attachment');
  try {
    const patient = await findScopedPatientByIdOrThrow(tx, ctx, row.patient_id);
    return present(row, patient.file_number);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw errors.notFound('attachment');
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Upload

/**
 * A file name as sent, made safe to store and to show: no path, no control or format characters (bidi overrides
 * that disguise an extension among them), at most 255 characters with the extension kept.
 */
export function cleanFilename(raw: string): string {
  let name = raw.split(/[\\/]/).pop() ?? '';
  name = Buffer.from(name, 'utf8').toString('utf8').normalize('NFC').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (name === '' || name === '.' || name === '..') return 'file';
  const chars = [...name];
  if (chars.length <= ATTACHMENT_LIMITS.filenameLength) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? [...name.slice(dot)].slice(0, 20) : [];
  return [...chars.slice(0, ATTACHMENT_LIMITS.filenameLength - ext.length), ...ext].join('');
}

interface CheckedUpload { file: TempFile; fileNumber: string; labKey: string | null; filename: string }

function checkFields(upload: ReceivedUpload): CheckedUpload {
  const problems: FieldError[] = [];
  if (!upload.file) problems.push({ path: 'file', message: 'is required: send one file part named "file"' });
  else if (upload.file.size === 0) problems.push({ path: 'file', message: 'is empty' });
  const fileNumber = upload.fields.fileNumber?.trim() ?? '';
  if (!fileNumber) problems.push({ path: 'fileNumber', message: 'is required' });
  else if (fileNumber.length > ATTACHMENT_LIMITS.fileNumberLength) problems.push({ path: 'fileNumber', message: `at most ${ATTACHMENT_LIMITS.fileNumberLength} characters` });
  const labKey = upload.fields.labKey?.trim() || null;
  if (labKey && [...labKey].length > ATTACHMENT_LIMITS.labKeyLength) problems.push({ path: 'labKey', message: `at most ${ATTACHMENT_LIMITS.labKeyLength} characters` });
  if (problems.length || !upload.file) throw errors.fields(problems);
  return { file: upload.file, fileNumber, labKey, filename: cleanFilename(upload.filename) };
}

/**
 * Stores an upload (patient:write or lab:write). The permission is checked before a byte is read; then the body is
 * streamed to a temporary file by `receive`. In order: the form's fields (400), the size (413: the parser cuts a file
 * at the limit and flags it), the type detected from the bytes (415, whatever was declared), the patient in the
 * active clinic and the caller's scope (404). Only then is the file renamed into place and the row inserted with its
 * activity entry, in one transaction; if that transaction fails the placed file is removed again. On every path the
 * temporary file is gone when this returns.
 */
export async function createAttachment(
  deps: AttachmentDeps, ctx: ClinicContext, receive: () => Promise<ReceivedUpload>,
): Promise<Attachment> {
  requireAnyPermission(ctx, 'patient:write', 'lab:write');
  const upload = await receive();
  const id = uuidv7();
  const placed = { done: false };
  try {
    const input = checkFields(upload);
    const { file } = input;
    if (upload.truncated) throw errors.payloadTooLarge(`The file is larger than ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`);
    const mimeType = await detectType(file, { filename: input.filename, mimeType: upload.declaredType });
    if (!mimeType) throw errors.unsupportedMediaType(`The file's content is not an allowed type (${ALLOWED_TYPES_TEXT})`);
    return await withClinicTx(deps.db, ctx, async (tx, after) => {
      const patient = await findScopedPatientOrThrow(tx, ctx, input.fileNumber);
      await deps.store.commit(file, ctx.clinicId, id);
      placed.done = true;
      const row = await tx.insertInto('attachment').values({
        clinic_id: ctx.clinicId,
        id,
        patient_id: patient.id,
        lab_key: input.labKey,
        filename: input.filename,
        mime_type: mimeType,
        size_bytes: file.size,
        sha256: file.sha256,
        uploaded_by: ctx.userId,
        uploaded_by_name: ctx.userName,
      }).returningAll().executeTakeFirstOrThrow();
      await deps.activity.record(tx, after, ctx, {
        action: 'attachment.created', entityType: 'attachment', entityId: id,
        summary: `${ctx.userName} attached a file to patient ${patient.file_number}`,
      });
      return present(row, patient.file_number);
    });
  } catch (err) {
    if (placed.done) await deps.store.remove(ctx.clinicId, id);
    // The patient was deleted between the lookup and the insert (the foreign key said so at commit time).
    if ((err as { code?: string }).code === '23503') throw errors.notFound('patient');
    throw err;
  } finally {
    if (upload.file) await deps.store.discard(upload.file);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Read, download, delete

/** A patient's attachments, newest first (patient:read or lab:read); 404 when the patient is absent or out of scope. */
export async function listAttachments(
  deps: AttachmentDeps, ctx: ClinicContext, query: AttachmentListQuery,
): Promise<{ attachments: Attachment[]; total: number | null }> {
  requireAnyPermission(ctx, 'patient:read', 'lab:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    const patient = await findScopedPatientOrThrow(tx, ctx, query.fileNumber);
    const base = scopedAttachments(tx, ctx).where('patient_id', '=', patient.id);
    const rows = paged(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query.limit, query.offset);
    const attachments = (await rows.execute()).map((r) => present(r, patient.file_number));
    if (query.limit === undefined) return { attachments, total: null };
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { attachments, total: Number(counted.n) };
  });
}

/**
 * The attachments of the caller's patients across the clinic (patient:read or lab:read), oldest first, each with its
 * patient's id, optionally only these patients' or these ids: for readers that list documents clinic-wide (the FHIR
 * server). Same scope as every attachment read.
 */
export async function listPatientAttachments(
  deps: Pick<AppDeps, 'db'>, ctx: ClinicContext, filter: { patientIds?: readonly string[]; ids?: readonly string[] } = {},
): Promise<Array<{ attachment: Attachment; patientId: string }>> {
  requireAnyPermission(ctx, 'patient:read', 'lab:read');
  if (filter.patientIds?.length === 0 || filter.ids?.length === 0) return [];
  return withClinicTx(deps.db, ctx, async (tx) => {
    let q = tx.selectFrom('attachment').innerJoin('patient', (join) => join
      .onRef('patient.clinic_id', '=', 'attachment.clinic_id').onRef('patient.id', '=', 'attachment.patient_id'))
      .selectAll('attachment').select('patient.file_number')
      .where('attachment.clinic_id', '=', ctx.clinicId).where(patientScope(ctx));
    if (filter.patientIds) q = q.where('attachment.patient_id', 'in', filter.patientIds.slice(0, 1000));
    if (filter.ids) q = q.where('attachment.id', 'in', filter.ids.slice(0, 1000));
    const rows = await runAsLastStatement(tx, q.orderBy('attachment.created_at').orderBy('attachment.id'));
    return rows.map((r) => ({ attachment: present(r, r.file_number), patientId: r.patient_id }));
  });
}

/** Opens the stored bytes (patient:read or lab:read). The caller sends them and the stream closes the handle. */
export async function openAttachment(deps: AttachmentDeps, ctx: ClinicContext, id: string): Promise<OpenedAttachment> {
  requireAnyPermission(ctx, 'patient:read', 'lab:read');
  const attachment = await withClinicTx(deps.db, ctx, (tx) => findAttachmentOrThrow(tx, ctx, id));
  // A row without its file (removed by hand, or deleted between the read and now) is as absent as no row.
  const file = await deps.store.open(ctx.clinicId, attachment.id);
  if (!file) throw errors.notFound('attachment');
  try {
    const { size } = await file.stat();
    return { attachment, file, size };
  } catch (err) {
    await file.close();
    throw err;
  }
}

/**
 * The bytes of an audio attachment, for the visit scribe's transcription (decisions.md §12): the same scope as every
 * attachment read (the clinic, a patient in the caller's scope); an attachment that is not audio is 404 like an
 * unknown id. At most 15 MB, so it is read whole.
 */
export async function readAudioAttachment(deps: AttachmentDeps, ctx: ClinicContext, id: string): Promise<{ attachment: Attachment; data: Buffer }> {
  const opened = await openAttachment(deps, ctx, id);
  try {
    if (!isAudioType(opened.attachment.mimeType)) throw errors.notFound('attachment');
    return { attachment: opened.attachment, data: await opened.file.readFile() };
  } finally {
    await opened.file.close();
  }
}

/** Removes the row with an activity entry (patient:write or lab:write), then, once committed, the file. */
export async function deleteAttachment(deps: AttachmentDeps, ctx: ClinicContext, id: string): Promise<void> {
  requireAnyPermission(ctx, 'patient:write', 'lab:write');
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const attachment = await findAttachmentOrThrow(tx, ctx, id);
    const deleted = await tx.deleteFrom('attachment').where('clinic_id', '=', ctx.clinicId).where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw errors.notFound('attachment'); // a concurrent delete won
    await deps.activity.record(tx, after, ctx, {
      action: 'attachment.deleted', entityType: 'attachment', entityId: id,
      summary: `${ctx.userName} removed a file from patient ${attachment.fileNumber}`,
    });
    after.push(() => deps.store.remove(ctx.clinicId, id));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Storage lifecycle: patient deletion, start-up sweep

/** The stores of the apps running in this process (one in production; tests may run several). */
const liveStores = new Set<AttachmentStore>();

/**
 * Deleting a patient deletes its attachments' rows in the same transaction and, after the commit, their files.
 * Registered with `onPatientDeleted` in src/modules.ts. The hook is process-wide, so the files are removed from every
 * live store; ids are UUIDs, so no other file can match.
 */
export const removeAttachmentsOfPatient: PatientDeletedHandler = async ({ tx, after, ctx, patient }) => {
  const removed = await tx.deleteFrom('attachment')
    .where('clinic_id', '=', ctx.clinicId).where('patient_id', '=', patient.id)
    .returning('id').execute();
  if (removed.length === 0) return;
  const stores = [...liveStores];
  after.push(async () => {
    for (const { id } of removed) for (const store of stores) await store.remove(ctx.clinicId, id);
  });
};

/**
 * Which of these stored ids of one clinic have a row. Runs through `withClinicTx` for that clinic (the directory
 * name), so it reads under row-level security whatever role the service connects as: a database login that is not
 * a superuser would see no rows at all outside such a transaction, and every file would look orphaned.
 */
function knownIds(db: Kysely<Database>): KnownIds {
  return (clinicId, ids) => withClinicTx(db, { clinicId, userId: 'system' }, async (tx) => {
    const rows = await tx.selectFrom('attachment').select('id').where('clinic_id', '=', clinicId).where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  });
}

/**
 * On PostgreSQL several instances may share UPLOAD_DIR, so a sweep leaves files written in the last 15 minutes
 * alone (another instance may be receiving or committing them) and runs again every 15 minutes, which also catches
 * what a crash just before a restart left. A PGlite data directory belongs to one process (a lock file guards it),
 * so there the start-up sweep removes everything without a row at once.
 */
export const SHARED_SWEEP_MS = 15 * 60 * 1000;

export interface StorageHandle {
  store: AttachmentStore;
  /** What the start-up sweep removed. */
  swept: SweepResult;
  close(): Promise<void>;
}

export async function startAttachmentStorage(
  deps: Pick<AppDeps, 'db' | 'dbKind' | 'config'>, onSweepError: (err: unknown) => void,
): Promise<StorageHandle> {
  const store = new AttachmentStore(deps.config.uploadDir);
  await store.init();
  const graceMs = deps.dbKind === 'pglite' ? 0 : SHARED_SWEEP_MS;
  const known = knownIds(deps.db);
  const swept = await store.sweep(known, graceMs);
  liveStores.add(store);
  let running: Promise<unknown> | null = null;
  const timer = graceMs > 0
    ? setInterval(() => {
      running ??= store.sweep(known, graceMs).catch(onSweepError).finally(() => { running = null; });
    }, graceMs)
    : null;
  timer?.unref();
  return {
    store,
    swept,
    async close() {
      if (timer) clearInterval(timer);
      liveStores.delete(store);
      await running;
    },
  };
}
