import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES, TextCheck, type Sample } from './detect.js';

/**
 * The bytes of attachments on disk:
 *
 *   UPLOAD_DIR/.tmp/<uuid>.part     an upload still arriving (or left by a crash)
 *   UPLOAD_DIR/<clinicId>/<id>      a stored attachment; its row in `attachment` holds the metadata
 *
 * An upload streams into a temporary file (hashed and measured as it goes, never held in memory), and is renamed
 * into place only once it has been checked; both paths are on one file system, so the rename is atomic. Only names
 * this store itself creates are ever removed, so a mistaken UPLOAD_DIR cannot cost anyone else's files.
 */

/** Clinic ids (Better Auth) and attachment ids (UUIDv7) are path segments: nothing else may become one. */
const CLINIC_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;
const SWEEP_BATCH = 500;

/** A complete upload in its temporary file. */
export interface TempFile extends Sample {
  sha256: string;
}

export interface SweepResult { tempFiles: number; orphans: number }

/** Answers which of these ids of one clinic have a row. */
export type KnownIds = (clinicId: string, ids: string[]) => Promise<Set<string>>;

export class AttachmentStore {
  readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
  }

  pathOf(clinicId: string, id: string): string {
    if (!CLINIC_SEGMENT.test(clinicId) || !STORED_NAME.test(id)) throw new Error('invalid attachment storage key');
    return path.join(this.root, clinicId, id);
  }

  /**
   * Streams `source` into a new temporary file, hashing, counting, keeping the first bytes and checking for text as
   * it goes. On any failure the partial file is removed before the error is passed on.
   */
  async receive(source: Readable): Promise<TempFile> {
    const tmpPath = path.join(this.tmpDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    const text = new TextCheck();
    const head: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        text.push(chunk);
        size += chunk.length;
        if (headLength < HEAD_BYTES) {
          const take = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
          head.push(take);
          headLength += take.length;
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, tap, createWriteStream(tmpPath, { flags: 'wx', mode: 0o600, flush: true }));
    } catch (err) {
      await rm(tmpPath, { force: true });
      throw err;
    }
    return { path: tmpPath, size, sha256: hash.digest('hex'), head: Buffer.concat(head), text: text.end() };
  }

  /** Moves a checked upload into place; returns its final path. */
  async commit(file: TempFile, clinicId: string, id: string): Promise<string> {
    const target = this.pathOf(clinicId, id);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await rename(file.path, target);
    return target;
  }

  /** Removes a temporary file (nothing happens when it has been committed or is already gone). */
  async discard(file: TempFile): Promise<void> {
    await rm(file.path, { force: true });
  }

  async remove(clinicId: string, id: string): Promise<void> {
    await rm(this.pathOf(clinicId, id), { force: true });
  }

  /** Opens a stored file for reading; null when it is not on disk. */
  async open(clinicId: string, id: string): Promise<FileHandle | null> {
    try {
      return await open(this.pathOf(clinicId, id), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /**
   * Removes temporary files and stored files that have no row (what a crash between the rename and the commit, or
   * after a commit that deleted a row, leaves behind). Only files last written at least `olderThanMs` ago are
   * touched, so an upload another instance is receiving right now is left alone.
   */
  async sweep(known: KnownIds, olderThanMs: number): Promise<SweepResult> {
    const cutoff = Date.now() - olderThanMs;
    const result: SweepResult = { tempFiles: 0, orphans: 0 };
    for (const name of await namesIn(this.tmpDir, 'file')) {
      if (!TEMP_NAME.test(name)) continue;
      if (await removeIfOlder(path.join(this.tmpDir, name), cutoff)) result.tempFiles++;
    }
    for (const clinicId of await namesIn(this.root, 'directory')) {
      if (!CLINIC_SEGMENT.test(clinicId)) continue;
      const dir = path.join(this.root, clinicId);
      const names = (await namesIn(dir, 'file')).filter((n) => STORED_NAME.test(n));
      for (let i = 0; i < names.length; i += SWEEP_BATCH) {
        const batch = names.slice(i, i + SWEEP_BATCH);
        const present = await known(clinicId, batch);
        for (const name of batch) {
          if (!present.has(name) && await removeIfOlder(path.join(dir, name), cutoff)) result.orphans++;
        }
      }
    }
    return result;
  }
}

async function namesIn(dir: string, kind: 'file' | 'directory'): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => (kind === 'file' ? e.isFile() : e.isDirectory())).map((e) => e.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

async function removeIfOlder(file: string, cutoff: number): Promise<boolean> {
  try {
    if ((await stat(file)).mtimeMs > cutoff) return false;
    await rm(file, { force: true });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
