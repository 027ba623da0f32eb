import { parse as parseCsv } from 'csv-parse/sync';
import { extractText } from 'unpdf';
import { AppError, errors } from '../../platform/http/errors.js';
import { CHAT_LIMITS, type UiMessage } from './schema.js';

/** A file the user attached, read as text (CSV, JSON, plain text, a PDF's text): the proposal tools parse these. */
export interface AttachedFile { name: string; mediaType: string; text: string }

const TEXT_TYPES = new Set(['application/json', 'application/csv', 'application/x-ndjson', 'application/xml', 'application/x-yaml', 'application/yaml']);
const TEXT_EXTENSIONS = /\.(csv|tsv|json|ndjson|txt|md|xml|ya?ml|log)$/i;

export function isTextLike(mediaType: string, name: string): boolean {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('text/') || TEXT_TYPES.has(type) || type.endsWith('+json') || TEXT_EXTENSIONS.test(name);
}

function unsupported(detail: string): AppError {
  return new AppError(400, 'deid_unsupported_file', 'File not supported with de-identification', detail);
}

function decodeDataUrl(url: string, path: string): Buffer {
  const match = /^data:([^,]*?),(.*)$/s.exec(url);
  if (!match) throw errors.invalidField(path, 'files must be sent inline as data: URLs');
  const meta = match[1]!;
  const payload = match[2]!;
  const bytes = meta.endsWith(';base64') ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  if (bytes.length > CHAT_LIMITS.fileBytes) throw errors.payloadTooLarge(`${path}: a file may be at most 15 MB`);
  return bytes;
}

/**
 * Reads the request's file parts before the stream starts (decisions.md §11): text-like files become text in the
 * prompt (and are kept for the proposal tools); PDFs become their extracted text when de-identification is on (the
 * text is then de-identified like any other), and an image, or a PDF without extractable text, is a 400
 * `deid_unsupported_file`. With de-identification off or a local model, images and PDFs pass through as files.
 * Remote file URLs are refused: the service fetches nothing on a user's behalf. Also enforces the 100,000-character
 * limit on the typed text.
 */
export async function prepareMessages(messages: UiMessage[], options: { deidActive: boolean }): Promise<{ messages: UiMessage[]; files: AttachedFile[] }> {
  const files: AttachedFile[] = [];
  let typed = 0;
  const out: UiMessage[] = [];
  for (const [mi, message] of messages.entries()) {
    const parts: UiMessage['parts'] = [];
    for (const [pi, part] of message.parts.entries()) {
      const path = `messages.${mi}.parts.${pi}`;
      if (part.type === 'text') {
        typed += String((part as { text?: unknown }).text ?? '').length;
        parts.push(part);
        continue;
      }
      if (part.type !== 'file') { parts.push(part); continue; }
      const { url, mediaType, filename } = part as { url?: unknown; mediaType?: unknown; filename?: unknown };
      if (typeof url !== 'string' || typeof mediaType !== 'string') throw errors.invalidField(path, 'a file part needs url and mediaType');
      const name = typeof filename === 'string' && filename ? filename.slice(0, 200) : `file-${files.length + 1}`;
      const bytes = decodeDataUrl(url, `${path}.url`);
      if (isTextLike(mediaType, name)) {
        const text = bytes.toString('utf8');
        files.push({ name, mediaType, text });
        parts.push({ type: 'text', text: `Attached file "${name}" (${mediaType}):\n${text}` });
        continue;
      }
      if (!options.deidActive) { parts.push(part); continue; }
      if (mediaType.toLowerCase() === 'application/pdf') {
        let text = '';
        try {
          text = (await extractText(new Uint8Array(bytes), { mergePages: true })).text.trim();
        } catch {
          text = '';
        }
        if (!text) throw unsupported(`${path}: the PDF "${name}" has no extractable text (a scan?), and it cannot be sent to a cloud provider while de-identification is on`);
        files.push({ name, mediaType: 'text/plain', text });
        parts.push({ type: 'text', text: `Attached PDF "${name}" (text extracted):\n${text}` });
        continue;
      }
      throw unsupported(`${path}: ${mediaType.startsWith('image/') ? 'images' : `files of type ${mediaType}`} cannot be sent to a cloud provider while de-identification is on; use a local model or de-identification level off`);
    }
    out.push({ ...message, parts });
  }
  if (typed > CHAT_LIMITS.textChars) throw errors.invalidField('messages', `the messages' text may be at most ${CHAT_LIMITS.textChars} characters in all`);
  return { messages: out, files };
}

/** Rows of a CSV (csv-parse; comma, semicolon or tab, whichever the header line uses) or JSON file. */
export function parseRows(file: AttachedFile): Array<Record<string, unknown>> {
  const text = file.text.replace(/^\uFEFF/, '').trim();
  if (/json/i.test(file.mediaType) || /\.json$/i.test(file.name) || text.startsWith('[') || text.startsWith('{')) {
    const parsed = JSON.parse(text) as unknown;
    const list = Array.isArray(parsed) ? parsed
      : parsed && typeof parsed === 'object'
        ? (Object.values(parsed).find(Array.isArray) as unknown[] | undefined) ?? [parsed]
        : [];
    return list.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r));
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  return parseCsv(text, { columns: (header: string[]) => header.map((h) => h.trim()), delimiter, skip_empty_lines: true, trim: true, relax_column_count: true }) as Array<Record<string, unknown>>;
}
