// Scoring built to measure generalisation: the hand-written notes (bench/deid/handwritten) and the generated set
// split by note style. Recall here is "was the identifier's text masked", whatever class masked it: a leak is a
// leak. Also measured: notes still holding a known identifier, the outbound guard's verdict on the engine's own
// output, and false-positive regions per 1,000 words on identifier-free notes.
import {
  assertNoKnownIdentifiers, compileContext, deidentify, detectIdentifiers, DeidLeakError, IDENTIFIER_CLASSES,
  type CompiledContext, type DeidContext, type DeidLevel,
} from '../../src/ai/deid/index.js';
import type { GoldSpan } from './builder.js';

export interface ScorableNote {
  readonly id: string;
  readonly text: string;
  readonly context: DeidContext;
  readonly spans: readonly GoldSpan[];
  readonly identifierFree: boolean;
}

interface Tally { gold: number; masked: number }
export interface GeneralisationScore {
  notes: number;
  words: number;
  perClass: Record<string, Tally & { recall: number }>;
  known: Tally & { recall: number };
  all: Tally & { recall: number };
  agesOver89: Tally & { recall: number };
  knownDates: Tally & { recall: number };
  precision: { detected: number; correct: number; value: number };
  identifierFree: { notes: number; words: number; regions: number; perThousandWords: number };
  notesLeakingKnown: number;
  guard: { checked: number; rejected: number; falseAlarms: number; rate: number };
  misses: string[];
  falsePositives: string[];
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const countWords = (s: string) => (s.match(/\S+/g) ?? []).length;
const around = (text: string, start: number, end: number) =>
  `${text.slice(Math.max(0, start - 25), start)}⟦${text.slice(start, end)}⟧${text.slice(end, end + 25)}`.replace(/\n/g, '⏎');

// A title or a credential inside a labelled name ("Ms. Park", "P. Baker RN") identifies no one: it may stay.
const TITLE_LEAD = /^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Fr|Prof)\.?[ \t]+/i;
// The credentials a writer may put inside a staff label ("Maile Cabral, PharmD", "HS MA"): not identifiers, so not
// required to be masked (the scorer's own list, not the engine's).
const CREDENTIAL_TAIL = /,?[ \t]+(?:RN|MD|DO|NP|PA(?:-C)?|LCSW|LPN|LVN|CNA|CMA|MA|PharmD|RPh|CHW|CDCES|RD|RDN|MSW|DPT|PT|OT|CNM|CRNA|FNP(?:-C)?|APRN|DNP|PhD|MLS|MT|DDS|DMD|Jr\.?|Sr\.?)$/;

/** Is every non-space character of [start, end) inside some detection (a name's title and credential aside)? */
function covered(text: string, start: number, end: number, found: readonly { start: number; end: number }[]): boolean {
  const value = text.slice(start, end);
  start += TITLE_LEAD.exec(value)?.[0].length ?? 0;
  end -= CREDENTIAL_TAIL.exec(text.slice(start, end))?.[0].length ?? 0;
  for (let i = start; i < end; i++) {
    if (/\s/.test(text[i]!)) continue;
    if (!found.some((d) => d.start <= i && i < d.end)) return false;
  }
  return true;
}

export function scoreGeneralisation(notes: readonly ScorableNote[], level: DeidLevel = 'full'): GeneralisationScore {
  const cache = new Map<DeidContext, CompiledContext>();
  const compiled = (c: DeidContext) => { let x = cache.get(c); if (!x) cache.set(c, (x = compileContext(c))); return x; };
  const perClass: GeneralisationScore['perClass'] = {};
  for (const c of IDENTIFIER_CLASSES) perClass[c] = { gold: 0, masked: 0, recall: 1 };
  const known = { gold: 0, masked: 0, recall: 1 };
  const all = { gold: 0, masked: 0, recall: 1 };
  const ages = { gold: 0, masked: 0, recall: 1 };
  const knownDates = { gold: 0, masked: 0, recall: 1 };
  const precision = { detected: 0, correct: 0, value: 1 };
  const clean = { notes: 0, words: 0, regions: 0, perThousandWords: 0 };
  const guard = { checked: 0, rejected: 0, falseAlarms: 0, rate: 0 };
  let words = 0;
  let leaking = 0;
  const misses: string[] = [];
  const falsePositives: string[] = [];
  for (const note of notes) {
    const ctx = compiled(note.context);
    const found = detectIdentifiers(note.text, ctx, level, 'text');
    words += countWords(note.text);
    let leaksKnown = false;
    for (const g of note.spans) {
      const hit = covered(note.text, g.start, g.end, found);
      const tallies = [perClass[g.cls]!, all];
      if (g.known) tallies.push(known);
      if (g.cls === 'AGE') tallies.push(ages);
      if (g.cls === 'DATE' && g.known) tallies.push(knownDates);
      for (const t of tallies) { t.gold++; if (hit) t.masked++; }
      if (!hit) {
        if (g.known) leaksKnown = true;
        misses.push(`${note.id} ${g.cls}${g.known ? '*' : ''} ${around(note.text, g.start, g.end)}`);
      }
    }
    if (leaksKnown) leaking++;
    for (const d of found) {
      precision.detected++;
      if (note.spans.some((g) => d.start < g.end && g.start < d.end)) precision.correct++;
      else falsePositives.push(`${note.id} ${d.cls} ${around(note.text, d.start, d.end)}`);
    }
    if (note.identifierFree) {
      clean.notes++;
      clean.words += countWords(note.text);
      clean.regions += found.length;
    }
    if (!note.identifierFree) {
      const out = deidentify(note.text, ctx, level, 'text').text;
      guard.checked++;
      try {
        assertNoKnownIdentifiers(out, ctx, { level });
      } catch (e) {
        if (!(e instanceof DeidLeakError)) throw e;
        guard.rejected++;
        if (!leaksKnown) guard.falseAlarms++;
      }
    }
  }
  for (const t of [...Object.values(perClass), known, all, ages, knownDates]) t.recall = ratio(t.masked, t.gold);
  precision.value = ratio(precision.correct, precision.detected);
  clean.perThousandWords = clean.words ? (clean.regions * 1000) / clean.words : 0;
  guard.rate = ratio(guard.rejected, guard.checked);
  if (guard.checked === 0) guard.rate = 0;
  return {
    notes: notes.length, words, perClass, known, all, agesOver89: ages, knownDates, precision, identifierFree: clean,
    notesLeakingKnown: leaking, guard, misses, falsePositives,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** A markdown table comparing several scored parts side by side. */
export function generalisationTable(parts: ReadonlyArray<readonly [string, GeneralisationScore]>): string[] {
  const lines: string[] = [];
  lines.push(`| measure | ${parts.map(([n]) => n).join(' | ')} | goal |`, `|---|${parts.map(() => '---:').join('|')}|---|`);
  const row = (label: string, f: (s: GeneralisationScore) => string, goal: string) => lines.push(`| ${label} | ${parts.map(([, s]) => f(s)).join(' | ')} | ${goal} |`);
  row('notes (identifier-free)', (s) => `${s.notes} (${s.identifierFree.notes})`, '');
  row('recall, known identifiers', (s) => `${pct(s.known.recall)} (${s.known.masked}/${s.known.gold})`, '≥ 99.5%');
  row('recall, all identifiers', (s) => `${pct(s.all.recall)} (${s.all.masked}/${s.all.gold})`, '≥ 95%');
  row('precision (masked regions that were identifiers)', (s) => `${pct(s.precision.value)} (${s.precision.correct}/${s.precision.detected})`, '≥ 95%');
  row('false-positive regions / 1,000 words, identifier-free notes', (s) => `${s.identifierFree.perThousandWords.toFixed(2)} (${s.identifierFree.regions} in ${s.identifierFree.words} words)`, '≤ 1');
  row('notes still holding a known identifier', (s) => `${s.notesLeakingKnown}`, '0');
  row('guard rejects the engine\'s output (false alarms)', (s) => `${pct(s.guard.rate)} (${s.guard.rejected}/${s.guard.checked}, ${s.guard.falseAlarms})`, '≤ 2%, 0 false alarms');
  row('ages over 89', (s) => `${pct(s.agesOver89.recall)} (${s.agesOver89.masked}/${s.agesOver89.gold})`, '100%');
  row('known dates (birth, visits)', (s) => `${pct(s.knownDates.recall)} (${s.knownDates.masked}/${s.knownDates.gold})`, '100%');
  for (const c of IDENTIFIER_CLASSES) {
    if (!parts.some(([, s]) => s.perClass[c]!.gold)) continue;
    row(`recall ${c}`, (s) => (s.perClass[c]!.gold ? `${pct(s.perClass[c]!.recall)} (${s.perClass[c]!.masked}/${s.perClass[c]!.gold})` : '—'), '');
  }
  return lines;
}
