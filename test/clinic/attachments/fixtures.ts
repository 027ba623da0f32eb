import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny real files of every allowed type, built here byte by byte (no fixtures on disk, no archive library), plus the
 * disguised executables the upload must refuse.
 */

const ascii = (s: string) => Buffer.from(s, 'latin1');

function u16(n: number): Buffer { const b = Buffer.alloc(2); b.writeUInt16LE(n); return b; }
function u32(n: number): Buffer { const b = Buffer.alloc(4); b.writeUInt32LE(n >>> 0); return b; }
function u32be(n: number): Buffer { const b = Buffer.alloc(4); b.writeUInt32BE(n >>> 0); return b; }

export function pdf(): Buffer {
  const body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'
    + '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return ascii(body);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

/** A real 1x1 RGB PNG. */
export function png(): Buffer {
  const ihdr = Buffer.concat([u32be(1), u32be(1), Buffer.from([8, 2, 0, 0, 0])]);
  const pixels = deflateSync(Buffer.from([0, 0x20, 0x80, 0xc0]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JPEG start: SOI, a JFIF APP0 segment, then EOI. */
export function jpeg(): Buffer {
  const app0 = Buffer.concat([ascii('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from([0, app0.length + 2]), app0, Buffer.from([0xff, 0xd9])]);
}

/** A real 1x1 transparent GIF89a. */
export function gif(): Buffer {
  return Buffer.concat([
    ascii('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xf9, 4, 1, 0, 0, 0, 0]), Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([2, 2, 0x44, 1, 0]), Buffer.from([0x3b]),
  ]);
}

/** RIFF/WEBP container with a VP8L (lossless) 1x1 bitstream header. */
export function webp(): Buffer {
  const vp8l = Buffer.from([0x2f, 0, 0, 0, 0, 0x88, 0x88, 0x08, 0x08, 0x01, 0x00]);
  const chunk = Buffer.concat([ascii('VP8L'), u32(vp8l.length), vp8l, vp8l.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  const body = Buffer.concat([ascii('WEBP'), chunk]);
  return Buffer.concat([ascii('RIFF'), u32(body.length), body]);
}

/** A little-endian baseline TIFF: one 1x1 8-bit grey strip. */
export function tiff(): Buffer {
  const entries: Array<[number, number, number, number]> = [
    [256, 3, 1, 1], [257, 3, 1, 1], [258, 3, 1, 8], [259, 3, 1, 1], [262, 3, 1, 1],
    [273, 4, 1, 0 /* patched */], [277, 3, 1, 1], [278, 3, 1, 1], [279, 4, 1, 1],
  ];
  const ifdOffset = 8;
  const ifdSize = 2 + entries.length * 12 + 4;
  const stripOffset = ifdOffset + ifdSize;
  entries[5]![3] = stripOffset;
  const ifd = Buffer.concat([
    u16(entries.length),
    ...entries.map(([tag, type, count, value]) => Buffer.concat([u16(tag), u16(type), u32(count), type === 3 ? Buffer.concat([u16(value), u16(0)]) : u32(value)])),
    u32(0),
  ]);
  return Buffer.concat([ascii('II'), u16(42), u32(ifdOffset), ifd, Buffer.from([0x80])]);
}

function box(type: string, payload: Buffer): Buffer {
  return Buffer.concat([u32be(payload.length + 8), ascii(type), payload]);
}

/** An ISO-BMFF `ftyp` box with the given brands, followed by an empty `meta` box. */
export function isoBmff(major: string, compatible: string[]): Buffer {
  const ftyp = box('ftyp', Buffer.concat([ascii(major), u32be(0), ...compatible.map(ascii)]));
  return Buffer.concat([ftyp, box('meta', Buffer.alloc(4))]);
}

export const heic = () => isoBmff('heic', ['mif1', 'heic']);

/** DICOM Part 10: 128-byte preamble, `DICM`, one explicit-VR group-0002 element. */
export function dicom(): Buffer {
  const element = Buffer.concat([u16(0x0002), u16(0x0010), ascii('UI'), u16(20), ascii('1.2.840.10008.1.2.1\0')]);
  return Buffer.concat([Buffer.alloc(128), ascii('DICM'), element]);
}

export const text = () => Buffer.from('Befund für Frau Müller – unauffällig ✓\nZweite Zeile\n', 'utf8');
export const csv = () => Buffer.from('name,wert\nHämoglobin,13.5\n', 'utf8');

interface ZipEntry { name: string; data: Buffer }

/** A ZIP archive with stored (uncompressed) entries and a central directory. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const crc = crc32(e.data);
    const common = Buffer.concat([u16(20), u16(0x0800), u16(0), u16(0), u16(0x21), u32(crc), u32(e.data.length), u32(e.data.length), u16(name.length), u16(0)]);
    const local = Buffer.concat([u32(0x04034b50), common, name, e.data]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(central.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, central, end]);
}

function contentTypes(main: string, partName: string): Buffer {
  return Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + `<Override PartName="${partName}" ContentType="${main}"/></Types>`, 'utf8');
}

function rels(target: string): Buffer {
  return Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>`
    + '</Relationships>', 'utf8');
}

export function docx(): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', '/word/document.xml') },
    { name: '_rels/.rels', data: rels('word/document.xml') },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hi</w:t></w:r></w:p></w:body></w:document>') },
  ]);
}

export function xlsx(): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', '/xl/workbook.xml') },
    { name: '_rels/.rels', data: rels('xl/workbook.xml') },
    { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>') },
  ]);
}

/** A plain ZIP that is no Office document. */
export const plainZip = () => zip([{ name: 'notes/readme.md', data: Buffer.from('hello\n') }]);

function cfbDirEntry(name: string, type: number, child = 0xffffffff): Buffer {
  const entry = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  encoded.copy(entry, 0);
  entry.writeUInt16LE(encoded.length, 0x40);
  entry[0x42] = type; // 1 storage, 2 stream, 5 root
  entry[0x43] = 1; // black
  entry.writeUInt32LE(0xffffffff, 0x44); // left sibling
  entry.writeUInt32LE(0xffffffff, 0x48); // right sibling
  entry.writeUInt32LE(child, 0x4c);
  entry.writeUInt32LE(type === 5 ? 0xfffffffe : 0, 0x74); // start sector
  return entry;
}

/**
 * A structurally valid Compound File (version 3, 512-byte sectors): header, one FAT sector, one directory sector
 * holding the root and a stream named `streamName` (`WordDocument` for .doc, `Workbook` for .xls).
 */
export function cfb(streamName: string): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // sector shift: 512
  header.writeUInt16LE(6, 0x20); // mini sector shift: 64
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c); // first mini FAT sector: none
  header.writeUInt32LE(0xfffffffe, 0x44); // first DIFAT sector: none
  header.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: directory, end of chain
  const dir = Buffer.concat([
    cfbDirEntry('Root Entry', 5, 1), cfbDirEntry(streamName, 2), Buffer.alloc(128), Buffer.alloc(128),
  ]);
  return Buffer.concat([header, fat, dir]);
}

export const doc = () => cfb('WordDocument');
export const xls = () => cfb('Workbook');

/** A Windows executable's start: `MZ`, DOS header with its PE offset, the PE signature. */
export function exe(): Buffer {
  const b = Buffer.alloc(256, 0);
  b.write('MZ', 0, 'latin1');
  b.writeUInt16LE(0x90, 2);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x8664, 0x84);
  return b;
}

/** An ELF executable's start. */
export function elf(): Buffer {
  const b = Buffer.alloc(128, 0);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b, 0);
  b.writeUInt16LE(2, 16); // ET_EXEC
  b.writeUInt16LE(0x3e, 18); // x86-64
  return b;
}

// ---------------------------------------------------------------------------------------------------------------
// Audio (the visit scribe's recordings), each carrying `marker` in its payload so a test can find the bytes again

/** RIFF/WAVE: 8 kHz mono 16-bit PCM. */
export function wav(marker = 'AUDIO-MARKER'): Buffer {
  const fmt = Buffer.concat([u16(1), u16(1), u32(8000), u32(16000), u16(2), u16(16)]);
  const samples = Buffer.concat([ascii(marker), Buffer.alloc(64)]);
  const body = Buffer.concat([ascii('WAVE'), ascii('fmt '), u32(fmt.length), fmt, ascii('data'), u32(samples.length), samples]);
  return Buffer.concat([ascii('RIFF'), u32(body.length), body]);
}

/** An ID3v2.3 tag (empty) and one MPEG-1 Layer III frame header. */
export function mp3(marker = 'AUDIO-MARKER'): Buffer {
  return Buffer.concat([ascii('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.from([0xff, 0xfb, 0x90, 0x64]), ascii(marker), Buffer.alloc(400)]);
}

/** One Ogg page whose first packet is `packet` (an OpusHead or a Vorbis identification header). */
function oggPage(packet: Buffer): Buffer {
  const header = Buffer.concat([ascii('OggS'), Buffer.from([0, 2]), Buffer.alloc(8), u32(1), u32(0), u32(0), Buffer.from([1, packet.length])]);
  return Buffer.concat([header, packet]);
}

export function oggOpus(marker = 'AUDIO-MARKER'): Buffer {
  const head = Buffer.concat([ascii('OpusHead'), Buffer.from([1, 1]), u16(312), u32(48000), u16(0), Buffer.from([0])]);
  return Buffer.concat([oggPage(head), ascii(marker)]);
}

export function oggTheora(): Buffer {
  return oggPage(Buffer.concat([Buffer.from([0x80]), ascii('theora'), Buffer.alloc(20)]));
}

/** EBML header (DocType webm), a Segment of unknown size and its Tracks with one track per codec id. */
export function webm(codecs: string[] = ['A_OPUS'], marker = 'AUDIO-MARKER'): Buffer {
  const el = (id: number[], payload: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
  const ebml = el([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([
    el([0x42, 0x86], Buffer.from([1])), el([0x42, 0xf7], Buffer.from([1])), el([0x42, 0xf2], Buffer.from([4])),
    el([0x42, 0xf3], Buffer.from([8])), el([0x42, 0x82], ascii('webm')), el([0x42, 0x87], Buffer.from([4])), el([0x42, 0x85], Buffer.from([2])),
  ]));
  const entries = codecs.map((codec, i) => el([0xae], Buffer.concat([
    el([0xd7], Buffer.from([i + 1])), el([0x83], Buffer.from([codec.startsWith('V_') ? 1 : 2])), el([0x86], ascii(codec)),
  ])));
  const tracks = el([0x16, 0x54, 0xae, 0x6b], Buffer.concat(entries));
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), tracks]);
  return Buffer.concat([ebml, segment, ascii(marker)]);
}

/** ISO-BMFF with the given major brand and a `moov` holding one track per handler type (`soun`, `vide`). */
export function mp4(major: string, handlers: string[], marker = 'AUDIO-MARKER'): Buffer {
  const ftyp = box('ftyp', Buffer.concat([ascii(major), u32be(0), ascii('isom'), ascii('mp42')]));
  const traks = handlers.map((h) => box('trak', box('mdia', box('hdlr', Buffer.concat([Buffer.alloc(8), ascii(h), Buffer.alloc(12), Buffer.from([0])])))));
  return Buffer.concat([ftyp, box('mdat', ascii(marker)), box('moov', Buffer.concat(traks))]);
}
