// Loads the hand-written, hand-labelled notes of bench/deid/handwritten/ (see its README.md for the format).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDENTIFIER_CLASSES, type DeidContext, type IdentifierClass } from '../../src/ai/deid/index.js';
import type { GoldSpan } from './builder.js';
import { handwrittenContext } from './handwritten/contexts.js';

export interface HandwrittenNote {
  readonly id: string;
  readonly style: string;
  readonly patient: string;
  readonly text: string;
  readonly context: DeidContext;
  readonly spans: readonly GoldSpan[];
  readonly identifierFree: boolean;
  /** A third of the notes (number divisible by 3), never read while tuning. */
  readonly heldOut: boolean;
}

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'handwritten');
const LABEL = /\{\{([A-Z]+)(\*?):([^}]*)\}\}/g;
const CLASSES = new Set<string>(IDENTIFIER_CLASSES);
const contexts = new Map<string, DeidContext>();

function contextFor(patient: string): DeidContext {
  let c = contexts.get(patient);
  if (!c) contexts.set(patient, (c = handwrittenContext(patient)));
  return c;
}

/** Strips the inline labels, keeping each one's range in the clean text. */
export function parseLabelled(source: string): { text: string; spans: GoldSpan[] } {
  let text = '';
  let at = 0;
  const spans: GoldSpan[] = [];
  for (const m of source.matchAll(LABEL)) {
    const cls = m[1]!;
    if (!CLASSES.has(cls)) throw new Error(`unknown class ${cls} in "${m[0]}"`);
    text += source.slice(at, m.index);
    const start = text.length;
    text += m[3]!;
    const known = cls === 'PATIENT' || cls === 'STAFF' || m[2] === '*';
    spans.push({ start, end: text.length, cls: cls as IdentifierClass, known });
    at = m.index + m[0].length;
  }
  text += source.slice(at);
  return { text, spans };
}

export function loadHandwritten(): HandwrittenNote[] {
  const notes: HandwrittenNote[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort()) {
    const chunks = readFileSync(join(DIR, file), 'utf8').split(/^### /m).slice(1);
    for (const chunk of chunks) {
      const nl = chunk.indexOf('\n');
      const [id, style, patient] = chunk.slice(0, nl).trim().split(/\s+/) as [string, string, string];
      const { text, spans } = parseLabelled(chunk.slice(nl + 1).replace(/\s+$/, ''));
      notes.push({
        id, style, patient, text, spans, context: contextFor(patient),
        identifierFree: spans.length === 0,
        heldOut: Number(id.replace(/\D/g, '')) % 3 === 0,
      });
    }
  }
  return notes;
}
