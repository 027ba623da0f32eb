// Scoring detections against gold spans, token round-trips under model-style mangling, and latency.
import {
  compileContext, createStreamingRestorer, deidentify, detectIdentifiers, IDENTIFIER_CLASSES, PERSON_CLASSES, restore,
  type CompiledContext, type DeidContext, type DeidLevel, type IdentifierClass,
} from '../../src/ai/deid/index.js';
import type { GoldSpan } from './builder.js';
import type { LabelledNote } from './generate.js';

/** Person classes stand for each other (a stranger who is in fact a known patient is still masked). */
export function compatible(gold: IdentifierClass, found: IdentifierClass): boolean {
  return gold === found || (PERSON_CLASSES.has(gold) && PERSON_CLASSES.has(found));
}

export interface ClassScore { gold: number; recalled: number; detected: number; correct: number; recall: number; precision: number }
export interface LevelScore {
  level: DeidLevel;
  perClass: Record<string, ClassScore>;
  overall: { gold: number; recalled: number; detected: number; correct: number; recall: number; precision: number };
  known: { gold: number; recalled: number; detected: number; correct: number; recall: number; precision: number };
  identifierFree: { notes: number; notesWithDetections: number; falsePositiveRate: number; spans: number };
  misses: Array<{ note: string; cls: string; text: string; around: string }>;
  falsePositives: Array<{ note: string; cls: string; text: string; around: string }>;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

function around(text: string, start: number, end: number): string {
  return `${text.slice(Math.max(0, start - 30), start)}⟦${text.slice(start, end)}⟧${text.slice(end, end + 30)}`.replace(/\n/g, '⏎');
}

/** Compiles each distinct context once, as a service holding a per-patient cache would. */
export function contextCache(): (c: DeidContext) => CompiledContext {
  const cache = new Map<DeidContext, CompiledContext>();
  return (c) => {
    let compiled = cache.get(c);
    if (!compiled) cache.set(c, (compiled = compileContext(c)));
    return compiled;
  };
}

export function scoreLevel(notes: readonly LabelledNote[], level: DeidLevel): LevelScore {
  const compiled = contextCache();
  const per: Record<string, ClassScore> = {};
  for (const c of IDENTIFIER_CLASSES) per[c] = { gold: 0, recalled: 0, detected: 0, correct: 0, recall: 0, precision: 0 };
  const known = { gold: 0, recalled: 0, detected: 0, correct: 0, recall: 0, precision: 0 };
  const clean = { notes: 0, notesWithDetections: 0, falsePositiveRate: 0, spans: 0 };
  const misses: LevelScore['misses'] = [];
  const falsePositives: LevelScore['falsePositives'] = [];
  const inScope = (g: GoldSpan) => level === 'full' || (level === 'names' && PERSON_CLASSES.has(g.cls));
  for (const note of notes) {
    // Each note is a whole text written on its own.
    const found = detectIdentifiers(note.text, compiled(note.context), level, 'text');
    const gold = note.spans.filter(inScope);
    for (const g of gold) {
      const hit = found.some((d) => compatible(g.cls, d.cls) && d.start <= g.start && d.end >= g.end);
      const c = per[g.cls]!;
      c.gold++;
      if (hit) c.recalled++;
      else if (misses.length < 400) misses.push({ note: note.id, cls: g.cls, text: note.text.slice(g.start, g.end), around: around(note.text, g.start, g.end) });
      if (g.known) { known.gold++; if (hit) known.recalled++; }
    }
    for (const d of found) {
      const c = per[d.cls]!;
      c.detected++;
      // Precision as the brief defines it: a detection is correct when it overlaps any gold identifier (masking
      // the name inside an email at level names hides identifier text, not clinical content).
      const ok = note.spans.some((g) => d.start < g.end && g.start < d.end);
      if (ok) c.correct++;
      else if (falsePositives.length < 400) falsePositives.push({ note: note.id, cls: d.cls, text: note.text.slice(d.start, d.end), around: around(note.text, d.start, d.end) });
      if (d.known) { known.detected++; if (ok) known.correct++; }
    }
    if (note.identifierFree) {
      clean.notes++;
      clean.spans += found.length;
      if (found.length) clean.notesWithDetections++;
    }
  }
  const overall = { gold: 0, recalled: 0, detected: 0, correct: 0, recall: 0, precision: 0 };
  for (const c of Object.values(per)) {
    c.recall = ratio(c.recalled, c.gold);
    c.precision = ratio(c.correct, c.detected);
    overall.gold += c.gold; overall.recalled += c.recalled; overall.detected += c.detected; overall.correct += c.correct;
  }
  overall.recall = ratio(overall.recalled, overall.gold);
  overall.precision = ratio(overall.correct, overall.detected);
  known.recall = ratio(known.recalled, known.gold);
  known.precision = ratio(known.correct, known.detected);
  clean.falsePositiveRate = ratio(clean.notesWithDetections, clean.notes);
  if (level === 'off') clean.falsePositiveRate = 0;
  return { level, perClass: per, overall, known, identifierFree: clean, misses, falsePositives };
}

/** The ways models mangle a token, applied at random (seeded by position so runs repeat). */
const MANGLES: Array<(name: string) => string> = [
  (n) => `[[${n}]]`, (n) => n, (n) => `[${n}]`, (n) => `[[${n.toLowerCase()}]]`, (n) => `{{${n}}}`, (n) => `<${n}>`,
  (n) => n.replace('_', '\\_'), (n) => `[[${n[0]}${n.slice(1).toLowerCase()}]]`, (n) => `\\[\\[${n}\\]\\]`, (n) => `[[ ${n} ]]`,
];

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

export interface RoundTrip { tokens: number; restored: number; rate: number; streamedNotes: number; streamedOk: number; streamRate: number }

export function roundTrip(notes: readonly LabelledNote[], seed = 1): RoundTrip {
  const compiled = contextCache();
  const rand = lcg(seed);
  let tokens = 0, restored = 0, streamedNotes = 0, streamedOk = 0;
  for (const note of notes) {
    if (note.identifierFree) continue;
    const r = deidentify(note.text, compiled(note.context), 'full');
    const expected = restore(r.text, r.tokens);
    const pieces: string[] = [];
    let at = 0;
    for (const m of r.text.matchAll(/\[\[([A-Z]+_\d+)\]\]/g)) {
      pieces.push(r.text.slice(at, m.index));
      const mangle = MANGLES[Math.floor(rand() * MANGLES.length)]!;
      const alone = mangle(m[1]!);
      // One token at a time, in its real surroundings, so each failure counts once.
      const single = r.text.slice(0, m.index) + alone + r.text.slice(m.index + m[0].length);
      tokens++;
      if (restore(single, r.tokens) === expected) restored++;
      pieces.push(alone);
      at = m.index + m[0].length;
    }
    pieces.push(r.text.slice(at));
    const mangled = pieces.join('');
    streamedNotes++;
    const stream = createStreamingRestorer(r.tokens);
    let out = '';
    for (let i = 0; i < mangled.length;) {
      const size = 1 + Math.floor(rand() * 12);
      out += stream.push(mangled.slice(i, i + size));
      i += size;
    }
    out += stream.flush();
    if (out === expected) streamedOk++;
  }
  return { tokens, restored, rate: ratio(restored, tokens), streamedNotes, streamedOk, streamRate: ratio(streamedOk, streamedNotes) };
}

export interface Latency {
  notes: number; meanChars: number;
  /** deidentify alone, every context compiled beforehand (a service caching compiled contexts per patient). */
  warm: Quantiles;
  /** compileContext + deidentify for every note (a service compiling per request). */
  cold: Quantiles;
  /** CPU time of the warm call (process.cpuUsage): the same work without the wait for a busy machine's cores. */
  warmCpu: Quantiles;
  /** CPU time of the compile-per-note case. */
  coldCpu: Quantiles;
}
export interface Quantiles { p50: number; p95: number; p99: number; max: number }

export function quantiles(times: number[]): Quantiles {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { p50: q(0.5), p95: q(0.95), p99: q(0.99), max: times[times.length - 1]! };
}

export function latency(notes: readonly LabelledNote[], level: DeidLevel = 'full'): Latency {
  const compiled = contextCache();
  for (const n of notes) compiled(n.context);
  for (const n of notes.slice(0, 100)) deidentify(n.text, compiled(n.context), level); // warm-up (JIT)
  const warm: number[] = [];
  const cold: number[] = [];
  const warmCpu: number[] = [];
  const coldCpu: number[] = [];
  let chars = 0;
  for (const n of notes) {
    const ctx = compiled(n.context);
    const cpu = process.cpuUsage();
    let start = performance.now();
    deidentify(n.text, ctx, level);
    warm.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    warmCpu.push((used.user + used.system) / 1000);
    const cpuCold = process.cpuUsage();
    start = performance.now();
    deidentify(n.text, compileContext({ ...n.context }), level);
    cold.push(performance.now() - start);
    const usedCold = process.cpuUsage(cpuCold);
    coldCpu.push((usedCold.user + usedCold.system) / 1000);
    chars += n.text.length;
  }
  return { notes: notes.length, meanChars: chars / notes.length, warm: quantiles(warm), cold: quantiles(cold), warmCpu: quantiles(warmCpu), coldCpu: quantiles(coldCpu) };
}
