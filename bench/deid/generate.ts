// The labelled evaluation set: seeded, made-up clinical notes with the context the service would know and the
// gold span of every identifier. The same seed always gives the same set.
//
//   npx tsx bench/deid/generate.ts [--seed 7] [--out bench/results/deid-sample.json]
import { writeFileSync } from 'node:fs';
import { Faker, en } from '@faker-js/faker';
import type { DeidContext } from '../../src/ai/deid/index.js';
import { NoteBuilder, type GoldSpan } from './builder.js';
import { buildClinic, contextFor } from './clinic.js';
import { CLEAN_HEADERS, CLOSINGS, CONTACT, HEADERS, IDENTIFIED, TRAPS } from './sentences.js';

export type NoteKind = 'progress' | 'referral' | 'lab' | 'phone' | 'medlist';
const KINDS: NoteKind[] = ['progress', 'referral', 'lab', 'phone', 'medlist'];

export interface LabelledNote {
  readonly id: string;
  readonly kind: NoteKind;
  readonly text: string;
  readonly context: DeidContext;
  readonly spans: readonly GoldSpan[];
  readonly identifierFree: boolean;
}

export interface GenerateOptions {
  seed?: number;
  notes?: number;
  identifierFree?: number;
  patients?: number;
  staff?: number;
}

export const DEFAULTS = { seed: 20240314, notes: 1200, identifierFree: 200, patients: 220, staff: 14 } as const;

export function generateNotes(options: GenerateOptions = {}): LabelledNote[] {
  const o = { ...DEFAULTS, ...options };
  const f = new Faker({ locale: [en], seed: o.seed });
  const clinic = buildClinic(f, o.patients, o.staff);
  const contexts = new Map(clinic.patients.map((p) => [p, contextFor(clinic, p)]));
  const notes: LabelledNote[] = [];
  for (let i = 0; i < o.notes; i++) {
    const patient = clinic.patients[i % clinic.patients.length]!;
    const kind = KINDS[i % KINDS.length]!;
    const clean = i >= o.notes - o.identifierFree;
    const b = new NoteBuilder(f, clinic, patient);
    if (clean) {
      b.t(f.helpers.arrayElement(CLEAN_HEADERS[kind]!));
      for (const t of f.helpers.arrayElements(TRAPS, { min: 12, max: 24 })) { t(b); b.t(f.helpers.arrayElement([' ', ' ', '\n'])); }
    } else {
      f.helpers.arrayElement(HEADERS[kind]!)(b);
      const body = [
        ...f.helpers.arrayElements(IDENTIFIED, { min: 6, max: 12 }),
        ...f.helpers.arrayElements(CONTACT, { min: 1, max: 4 }),
        ...f.helpers.arrayElements(TRAPS, { min: 7, max: 14 }),
      ];
      for (const sentence of f.helpers.shuffle(body)) {
        sentence(b);
        b.t(f.helpers.arrayElement([' ', ' ', '\n']));
      }
      f.helpers.arrayElement(CLOSINGS)(b);
    }
    notes.push({ id: `note-${String(i + 1).padStart(4, '0')}`, kind, text: b.text, context: contexts.get(patient)!, spans: b.spans, identifierFree: clean });
  }
  return notes;
}

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const seed = Number(arg('--seed') ?? DEFAULTS.seed);
  const out = arg('--out');
  const notes = generateNotes({ seed });
  const counts: Record<string, number> = {};
  for (const n of notes) for (const sp of n.spans) counts[sp.cls] = (counts[sp.cls] ?? 0) + 1;
  console.log(`${notes.length} notes, ${notes.filter((n) => n.identifierFree).length} identifier-free; spans per class:`, counts);
  if (out) {
    // Contexts repeat the 220-patient roster per note; the sample keeps the first notes so the file stays small.
    const sample = notes.slice(0, 25).map((n) => ({ ...n, context: { ...n.context, otherPatients: `${n.context.otherPatients?.length ?? 0} names` } }));
    writeFileSync(out, JSON.stringify({ seed, total: notes.length, counts, sample }, null, 2));
    console.log(`wrote ${out}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
