import { open } from 'node:fs/promises';
import path from 'node:path';

/**
 * What an upload is, decided from its bytes against the interface's allowed list (Limits): PDF; PNG, JPEG, GIF,
 * WebP, TIFF, HEIC images; DICOM; plain text and CSV; Word and Excel documents; and for the visit scribe
 * (decisions.md §12) audio: WebM and Ogg audio (Opus), MP3, M4A/MP4 audio, WAV. The declared type and the file name
 * never make a file acceptable; they only choose between text/plain and text/csv for a file that is text.
 *
 * Who decides what:
 * - `file-type` (sindresorhus/file-type, the maintained magic-number library; v21 supports Node 20) recognises the
 *   binary formats: PDF, PNG, JPEG, GIF, WebP, TIFF, DICOM (`DICM` at offset 128), and OOXML zip containers, where it
 *   reads the package's `[Content_Types].xml` (falling back to the `word/` or `xl/` entry names) through the zip's
 *   central directory. Macro-enabled variants (docm, xlsm) come back as their own types and are not accepted.
 * - Our own code, where the library stops short:
 *   - legacy Office (OLE/CFB, `D0 CF 11 E0 A1 B1 1A E1`): file-type only says "a compound file"; the kind is the root
 *     storage's stream, `WordDocument` (Word) or `Workbook`/`Book` (Excel). Other compound files (PowerPoint, MSI,
 *     Outlook) are refused;
 *   - HEIC/HEIF (ISO-BMFF `ftyp`): file-type knows only the major brands heic/heix/hevc/hevx/mif1/msf1 and calls
 *     heim/heis `video/mp4`; we read the brands ourselves so AVIF and video stay out;
 *   - text and CSV: valid UTF-8 from the first byte to the last with no NUL byte (checked while the bytes stream in,
 *     see TextCheck); CSV when the declared type or the extension says so;
 *   - audio in containers that also hold video: file-type calls every WebM `video/webm`, so the track codecs in the
 *     head decide (an audio codec and no video codec: `audio/webm`); an ISO-BMFF file that is not HEIF is audio when
 *     its brand is M4A/M4B, or when its `moov` box (found by walking the top-level boxes) has sound tracks and no
 *     video track (`audio/mp4`). Ogg is accepted when file-type finds an audio codec in it (Opus, Vorbis, FLAC,
 *     Speex), never Ogg video.
 */

export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;

export const MIME = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  heic: 'image/heic',
  heicSequence: 'image/heic-sequence',
  heif: 'image/heif',
  heifSequence: 'image/heif-sequence',
  dicom: 'application/dicom',
  text: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  webmAudio: 'audio/webm',
  oggAudio: 'audio/ogg',
  mp3: 'audio/mpeg',
  mp4Audio: 'audio/mp4',
  wav: 'audio/wav',
} as const;

/** Whether a stored type is one of the audio types (what the scribe transcribes). */
export function isAudioType(mimeType: string): boolean {
  return mimeType === MIME.webmAudio || mimeType === MIME.oggAudio || mimeType === MIME.mp3 || mimeType === MIME.mp4Audio || mimeType === MIME.wav;
}

/** The types file-type may report that we accept as they are. */
const FROM_LIBRARY = new Set<string>([MIME.pdf, MIME.png, MIME.jpeg, MIME.gif, MIME.webp, MIME.tiff, MIME.dicom, MIME.docx, MIME.xlsx]);

/** Bytes of the start of the file the caller keeps while streaming (enough for every check made on the head). */
export const HEAD_BYTES = 4096;

export interface Sample {
  path: string;
  size: number;
  /** The first HEAD_BYTES bytes (fewer for a smaller file). */
  head: Buffer;
  /** Whether the whole file is valid UTF-8 without NUL bytes. */
  text: boolean;
}

export interface Declared { filename: string; mimeType: string }

/** The detected media type, or null when the bytes are not of an allowed type. */
export async function detectType(sample: Sample, declared: Declared): Promise<string | null> {
  const { head } = sample;
  if (sample.size === 0) return null;
  if (startsWith(head, CFB_MAGIC)) return compoundFileType(sample.path);
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return heifType(head) ?? mp4AudioType(sample.path, head);
  let found: string | undefined;
  try {
    // file-type is loaded on the first upload that needs it, not at start-up.
    const { fileTypeFromFile } = await import('file-type');
    found = (await fileTypeFromFile(sample.path))?.mime;
  } catch {
    found = undefined; // a malformed container is "not recognised", never a server error
  }
  if (found && FROM_LIBRARY.has(found)) return found;
  const audio = found ? audioFromLibrary(found, head) : null;
  if (audio) return audio;
  if (sample.text) return isCsv(declared) ? MIME.csv : MIME.text;
  return null;
}

function startsWith(buf: Buffer, magic: Buffer, offset = 0): boolean {
  return buf.length >= offset + magic.length && buf.subarray(offset, offset + magic.length).equals(magic);
}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv', 'text/comma-separated-values', 'application/x-csv']);

function isCsv(declared: Declared): boolean {
  const type = declared.mimeType.split(';')[0]!.trim().toLowerCase();
  return CSV_TYPES.has(type) || path.extname(declared.filename).toLowerCase() === '.csv';
}

// ---------------------------------------------------------------------------------------------------------------
// Text: valid UTF-8 throughout, no NUL

/** Fed every chunk as it streams in; a chunk may end inside a multi-byte character (the decoder carries it over). */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private ok = true;

  push(chunk: Uint8Array): void {
    if (!this.ok) return;
    if (chunk.includes(0)) {
      this.ok = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.ok = false;
    }
  }

  /** True when every byte seen was valid UTF-8 and the input did not stop inside a character. */
  end(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// HEIC / HEIF: the brands of the ISO-BMFF `ftyp` box

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis']);
const HEIC_SEQUENCE_BRANDS = new Set(['hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function heifType(head: Buffer): string | null {
  const boxSize = head.readUInt32BE(0);
  const major = head.toString('latin1', 8, 12);
  const brands = [major];
  const end = Math.min(boxSize, head.length);
  for (let at = 16; at + 4 <= end; at += 4) brands.push(head.toString('latin1', at, at + 4));
  // The major brand says what the file is; compatible brands only refine a generic HEIF major brand.
  if (HEIC_BRANDS.has(major)) return MIME.heic;
  if (HEIC_SEQUENCE_BRANDS.has(major)) return MIME.heicSequence;
  if (!HEIF_BRANDS.has(major)) return null;
  if (brands.some((b) => HEIC_BRANDS.has(b))) return MIME.heic;
  if (brands.some((b) => HEIC_SEQUENCE_BRANDS.has(b))) return MIME.heicSequence;
  if (brands.some((b) => AVIF_BRANDS.has(b))) return null; // AVIF in a generic HEIF wrapper is not HEIC
  return major === 'mif1' ? MIME.heif : MIME.heifSequence;
}

// ---------------------------------------------------------------------------------------------------------------
// Audio

/** file-type's answer mapped to the stored audio type: Ogg audio (any codec it names), MP3, WAV, audio-only WebM. */
function audioFromLibrary(found: string, head: Buffer): string | null {
  if (found === 'audio/ogg' || found.startsWith('audio/ogg;')) return MIME.oggAudio;
  if (found === 'audio/mpeg') return MIME.mp3;
  if (found === 'audio/wav') return MIME.wav;
  if (found === 'video/webm') return webmCodecs(head).audioOnly ? MIME.webmAudio : null;
  return null;
}

/**
 * The codec ids of a WebM's tracks (`A_OPUS`, `V_VP8`…), read from the EBML CodecID elements (id 0x86, a one-byte
 * size, the ASCII id) in the head, where a recorder writes its Tracks before the first cluster.
 */
function webmCodecs(head: Buffer): { audioOnly: boolean } {
  let audio = false;
  let video = false;
  for (let at = head.indexOf(0x86); at >= 0 && at + 2 < head.length; at = head.indexOf(0x86, at + 1)) {
    const size = head[at + 1]!;
    if ((size & 0x80) === 0) continue;
    const id = head.toString('latin1', at + 2, Math.min(head.length, at + 2 + (size & 0x7f)));
    if (/^A_[A-Z0-9/_]+$/.test(id)) audio = true;
    else if (/^V_[A-Z0-9/_]+$/.test(id)) video = true;
  }
  return { audioOnly: audio && !video };
}

const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ']);
/** Brands that say "ISO/MP4" without saying audio or video: the tracks decide. */
const MP4_GENERIC_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'dash', 'avc1']);
const MAX_MOOV_BYTES = 8 * 1024 * 1024;

async function mp4AudioType(filePath: string, head: Buffer): Promise<string | null> {
  const major = head.toString('latin1', 8, 12);
  if (MP4_AUDIO_BRANDS.has(major)) return MIME.mp4Audio;
  if (!MP4_GENERIC_BRANDS.has(major)) return null;
  const moov = await readTopLevelBox(filePath, 'moov');
  if (!moov) return null;
  // Each track's handler box: [size][`hdlr`][version+flags][pre_defined][handler type].
  const handlers = new Set<string>();
  for (let at = moov.indexOf('hdlr', 0, 'latin1'); at >= 0; at = moov.indexOf('hdlr', at + 4, 'latin1')) {
    if (at + 16 <= moov.length) handlers.add(moov.toString('latin1', at + 12, at + 16));
  }
  return handlers.has('soun') && !handlers.has('vide') ? MIME.mp4Audio : null;
}

/** The payload of the first top-level box of a type, walking box headers (bounded: a hostile size ends the walk). */
async function readTopLevelBox(filePath: string, type: string): Promise<Buffer | null> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    for (let at = 0, boxes = 0; at + 8 <= size && boxes < 64; boxes++) {
      const { bytesRead } = await file.read(header, 0, 16, at);
      if (bytesRead < 8) return null;
      let boxSize = header.readUInt32BE(0);
      let headerSize = 8;
      if (boxSize === 1) {
        if (bytesRead < 16) return null;
        boxSize = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) {
        boxSize = size - at;
      }
      if (boxSize < headerSize) return null;
      if (header.toString('latin1', 4, 8) === type) {
        const length = Math.min(boxSize, size - at) - headerSize;
        if (length > MAX_MOOV_BYTES) return null;
        const payload = Buffer.alloc(length);
        await file.read(payload, 0, length, at + headerSize);
        return payload;
      }
      at += boxSize;
    }
    return null;
  } finally {
    await file.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Legacy Office: the Compound File Binary format ([MS-CFB])

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MAX_REGULAR_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIR_ENTRY_BYTES = 128;
const ENTRY_STORAGE = 1;
const ENTRY_STREAM = 2;
const ENTRY_ROOT = 5;

interface DirEntry { name: string; type: number; left: number; right: number; child: number }

/**
 * Word or Excel from the streams directly under the root storage. The sector chains are followed with bounds and a
 * visited set, so a malformed or hostile file ends as "not allowed", never as a loop or a crash.
 */
async function compoundFileType(filePath: string): Promise<string | null> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(512);
    if ((await file.read(header, 0, 512, 0)).bytesRead < 512) return null;
    const shift = header.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) return null;
    const sectorSize = 1 << shift;
    // Sector n starts at (n + 1) * sectorSize (the header fills sector "-1"); a short last sector reads as zeros.
    const sectorCount = Math.ceil(Math.max(0, size - sectorSize) / sectorSize);
    const readSector = async (sector: number): Promise<Buffer | null> => {
      if (sector > MAX_REGULAR_SECTOR || sector >= sectorCount) return null;
      const buf = Buffer.alloc(sectorSize);
      const { bytesRead } = await file.read(buf, 0, sectorSize, (sector + 1) * sectorSize);
      return bytesRead > 0 ? buf : null;
    };

    // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
    const fatSectorCount = header.readUInt32LE(0x2c);
    if (fatSectorCount > sectorCount) return null;
    const fatSectors: number[] = [];
    for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
    const perDifat = sectorSize / 4 - 1;
    const seenDifat = new Set<number>();
    for (let difat = header.readUInt32LE(0x44); fatSectors.length < fatSectorCount; ) {
      if (seenDifat.has(difat)) return null;
      seenDifat.add(difat);
      const buf = await readSector(difat);
      if (!buf) return null;
      for (let i = 0; i < perDifat && fatSectors.length < fatSectorCount; i++) fatSectors.push(buf.readUInt32LE(i * 4));
      difat = buf.readUInt32LE(perDifat * 4);
    }
    const fat: number[] = [];
    for (const sector of fatSectors) {
      const buf = await readSector(sector);
      if (!buf) return null;
      for (let i = 0; i < sectorSize; i += 4) fat.push(buf.readUInt32LE(i));
    }

    // The directory: a chain of sectors of 128-byte entries.
    const entries: DirEntry[] = [];
    const seenDir = new Set<number>();
    for (let sector = header.readUInt32LE(0x30); sector <= MAX_REGULAR_SECTOR; sector = fat[sector] ?? NO_STREAM) {
      if (seenDir.has(sector)) return null;
      seenDir.add(sector);
      const buf = await readSector(sector);
      if (!buf) return null;
      for (let at = 0; at < sectorSize; at += DIR_ENTRY_BYTES) entries.push(dirEntry(buf.subarray(at, at + DIR_ENTRY_BYTES)));
    }
    const root = entries[0];
    if (!root || root.type !== ENTRY_ROOT) return null;

    // The root's children form a red-black tree linked by left/right siblings.
    const names = new Set<string>();
    const pending = [root.child];
    const visited = new Set<number>();
    while (pending.length) {
      const index = pending.pop()!;
      if (index === NO_STREAM || visited.has(index)) continue;
      visited.add(index);
      const entry = entries[index];
      if (!entry) return null;
      if (entry.type === ENTRY_STREAM || entry.type === ENTRY_STORAGE) names.add(entry.name);
      pending.push(entry.left, entry.right);
    }
    if (names.has('WordDocument')) return MIME.doc;
    if (names.has('Workbook') || names.has('Book')) return MIME.xls;
    return null;
  } finally {
    await file.close();
  }
}

function dirEntry(raw: Buffer): DirEntry {
  const nameBytes = Math.min(raw.readUInt16LE(0x40), 64);
  return {
    name: raw.toString('utf16le', 0, Math.max(0, nameBytes - 2)),
    type: raw[0x42]!,
    left: raw.readUInt32LE(0x44),
    right: raw.readUInt32LE(0x48),
    child: raw.readUInt32LE(0x4c),
  };
}
