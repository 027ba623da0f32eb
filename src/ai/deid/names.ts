// Finding the people the service knows: the patient, staff, other patients, in every variant a note uses.
//
// The text is split into words once and each word is looked up in a map of name parts, so the cost does not grow
// with the number of people in the context. Adjacent parts of one person join into a run ("Rose M. Hope",
// "Hope, Rose", "R. Hope"); a run of two or more is a name whatever its case. A single part is judged alone:
//  - a part that is also an English word ("Hope", "Will", "Rose") counts only when written as a name: capitalised
//    and not at the start of a sentence, unless a possessive or a person verb follows ("Hope reports ...");
//  - an eponym followed by a disease word ("Parkinson's disease", "Bell palsy") is the disease;
//  - a month name next to a number ("June 5") is a date;
//  - other patients are matched by full name or title + surname only: with hundreds of them, a bare "John" is
//    far more often someone else.
import { COMMON_WORDS, DRUGS, EPONYM_FOLLOWERS, EPONYMS, MONTHS, NOT_NAMES, PERSON_VERBS, TITLES } from './lexicon.js';
import { isParticle, undottedInitialsAllowed, type Person } from './persons.js';
import { PRIORITY, type Detection } from './spans.js';
import { deletions, editDistance, isAllCaps, isLowerCase, isSentenceStart, isTitleCase, type Word } from './text.js';

type PartKind = 'given' | 'middle' | 'family';
interface PartRef { readonly person: number; readonly kind: PartKind }

export interface NameIndex {
  readonly people: readonly Person[];
  readonly parts: ReadonlyMap<string, readonly PartRef[]>;
  /** One-deletion neighbourhood of the parts of people searched for typos. */
  readonly typoIndex: ReadonlyMap<string, readonly string[]>;
  readonly initials: RegExp | null;
  readonly initialsOwner: ReadonlyMap<string, number>;
}

const MONTH_WORDS = new Set(MONTHS.flat());
const TYPO_MIN_LENGTH = 5;

export function isAmbiguousWord(word: string): boolean {
  const w = word.toLowerCase();
  return COMMON_WORDS.has(w) || MONTH_WORDS.has(w) || NOT_NAMES.has(w);
}

export function buildNameIndex(people: readonly Person[]): NameIndex {
  const parts = new Map<string, PartRef[]>();
  const typo = new Map<string, Set<string>>();
  const add = (word: string, ref: PartRef) => {
    const key = word.toLowerCase();
    // "van", "de" inside a surname are not the person alone; "Al" as a given name is.
    if (key.length < 2 || (ref.kind === 'family' && isParticle(key))) return;
    const list = parts.get(key) ?? [];
    if (!list.some((r) => r.person === ref.person)) list.push(ref);
    parts.set(key, list);
  };
  people.forEach((p, i) => {
    for (const w of p.given) add(w, { person: i, kind: 'given' });
    for (const w of p.middle) add(w, { person: i, kind: 'middle' });
    for (const w of p.family) add(w, { person: i, kind: 'family' });
    if (!p.typos) return;
    for (const w of [...p.given, ...p.family]) {
      const key = w.toLowerCase();
      if (key.length < TYPO_MIN_LENGTH) continue;
      for (const v of [key, ...deletions(key)]) {
        const set = typo.get(v) ?? new Set<string>();
        set.add(key);
        typo.set(v, set);
      }
    }
  });

  const initialsOwner = new Map<string, number>();
  const alternatives: string[] = [];
  people.forEach((p, i) => {
    for (const ini of p.initials) {
      const dotted = ini.split('').map((c) => `${c}\\.\\s?`).join('');
      alternatives.push(dotted);
      initialsOwner.set(ini, i);
      if (undottedInitialsAllowed(ini)) alternatives.push(ini);
    }
  });
  const initials = alternatives.length
    ? new RegExp(`(?<![\\p{L}\\p{N}.])(?:${alternatives.sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}])`, 'gu')
    : null;
  return {
    people, parts,
    typoIndex: new Map([...typo].map(([k, v]) => [k, [...v]])),
    initials, initialsOwner,
  };
}

/**
 * The parts a word can be: exact parts, else (for the patient and staff) one-letter typos of a long part. A typo
 * that is an English word ("Wolf" for "Wolff") counts only `beside` another part of the same name.
 */
function lookup(index: NameIndex, word: Word, beside = false): readonly PartRef[] {
  const exact = index.parts.get(word.key) ?? [];
  // An exact part of another patient can still be a typo of the subject patient ("Luis" for "Louis").
  if (exact.some((r) => index.people[r.person]!.typos)) return exact;
  if (word.key.length < TYPO_MIN_LENGTH - 1 || !isTitleCase(word.text) || (isAmbiguousWord(word.key) && !beside)
    || DRUGS.has(word.key) || EPONYMS.has(word.key)) return exact;
  const candidates = new Set<string>();
  for (const v of [word.key, ...deletions(word.key)]) for (const c of index.typoIndex.get(v) ?? []) candidates.add(c);
  const out: PartRef[] = [...exact];
  for (const c of candidates) {
    if (editDistance(word.key, c) > 1) continue;
    for (const ref of index.parts.get(c) ?? []) if (index.people[ref.person]!.typos) out.push(ref);
  }
  return out;
}

function isInitialOf(word: Word, person: Person): boolean {
  if (word.text.length !== 1 || word.text !== word.text.toUpperCase()) return false;
  return [...person.given, ...person.middle].some((w) => w[0]?.toUpperCase() === word.text);
}

function gapAllowsJoin(text: string, a: Word, b: Word, afterInitial: boolean): boolean {
  const gap = text.slice(a.end, b.start);
  if (afterInitial) return /^\.?[ \t]{0,2}$/.test(gap) && gap.length > 0;
  return /^,?[ \t]{1,2}$/.test(gap);
}

// Words after which a name part is read as a person even when it is also an English word.
const LEAD_CUES = new Set(['re', 'patient', 'pt', 'name', 'caller', 'regarding', 'attn', 'dear']);

function precededByTitle(text: string, words: readonly Word[], i: number): boolean {
  const prev = words[i - 1];
  if (!prev) return false;
  const gap = text.slice(prev.end, words[i]!.start);
  if (TITLES.has(prev.key)) return /^\.?[ \t]{1,2}$/.test(gap);
  return LEAD_CUES.has(prev.key) && /^[ \t]*:?[ \t]+$/.test(gap);
}

function isEponymUse(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (!EPONYMS.has(w.key)) return false;
  const next = words[i + 1];
  if (next && EPONYM_FOLLOWERS.has(next.key)) return true;
  // "history of Parkinson's." or "Crohn's and asthma": a possessive eponym with no noun after it is the disease.
  const possessive = w.end > w.stemEnd;
  return possessive && (!next || /[.,;:)\n]/.test(text.slice(w.end, next.start)) || ['and', 'or', 'with'].includes(next.key));
}

function isMonthUse(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (!MONTH_WORDS.has(w.key)) return false;
  const after = text.slice(w.end, w.end + 8);
  if (/^\.?,?\s*\d/.test(after)) return true;
  if (/\d(?:st|nd|rd|th)?(?:\s+of)?[\s-]*$/.test(text.slice(Math.max(0, w.start - 10), w.start))) return true;
  const prev = words[i - 1];
  // "April and May", "May or June": a month beside a month.
  const beside = (k: number) => !!words[k] && MONTH_WORDS.has(words[k]!.key);
  if (prev && ['and', 'or', 'to', 'through'].includes(prev.key) && beside(i - 2)) return true;
  const next = words[i + 1];
  if (next && ['and', 'or', 'to', 'through'].includes(next.key) && beside(i + 2)) return true;
  return !!prev && ['in', 'since', 'during', 'of', 'early', 'late', 'mid', 'last', 'next', 'this', 'until', 'by', 'through', 'from'].includes(prev.key);
}

interface Run { person: number; from: number; to: number; fullParts: number[] }

function extendRun(text: string, words: readonly Word[], index: NameIndex, i: number, person: number): Run {
  const p = index.people[person]!;
  let from = i;
  while (from > 0 && isInitialOf(words[from - 1]!, p) && gapAllowsJoin(text, words[from - 1]!, words[from]!, true)) from--;
  const fullParts = [i];
  let to = i;
  for (;;) {
    const next = words[to + 1];
    if (!next) break;
    const cur = words[to]!;
    if (cur.end !== cur.stemEnd) break; // a possessive ends the name
    const curIsInitial = cur.text.length === 1;
    if (!gapAllowsJoin(text, cur, next, curIsInitial)) break;
    if (lookup(index, next, true).some((r) => r.person === person)) {
      fullParts.push(to + 1);
      to++;
    } else if (isInitialOf(next, p) && !(['A', 'I'].includes(next.text) && text[next.end] !== '.')) {
      to++;
    } else break;
  }
  return { person, from, to, fullParts };
}

function acceptRun(text: string, words: readonly Word[], index: NameIndex, run: Run): boolean {
  const p = index.people[run.person]!;
  const partWords = run.fullParts.map((k) => words[k]!);
  const strong = (w: Word) => !isAmbiguousWord(w.key) || isTitleCase(w.text) || isAllCaps(w.text);
  if (run.to > run.from) {
    // Two or more words of one person: "Rose Hope", "HOPE, ROSE", "R. Hope". Not "rose hope" in lower case.
    if (!partWords.some((w) => strong(w) && !isLowerCase(w.text))) return partWords.some((w) => !isAmbiguousWord(w.key) && w.key.length >= 5);
    if (!p.singlePartAllowed && partWords.length === 1) {
      const only = run.fullParts[0]!;
      return lookup(index, words[only]!).some((r) => r.person === run.person && r.kind === 'family');
    }
    return true;
  }
  const i = run.fullParts[0]!;
  const w = words[i]!;
  const titled = precededByTitle(text, words, i);
  if (isLowerCase(w.text) && (isAmbiguousWord(w.key) || w.key.length < 5)) return false;
  if (!p.singlePartAllowed) return titled && lookup(index, w).some((r) => r.person === run.person && r.kind === 'family');
  if (isEponymUse(text, words, i) || (isMonthUse(text, words, i) && !titled)) return false;
  const ambiguous = isAmbiguousWord(w.key);
  if (isLowerCase(w.text)) return !ambiguous && w.key.length >= 5 && !DRUGS.has(w.key);
  if (isAllCaps(w.text)) return titled || (!ambiguous && w.key.length >= 3);
  if (!ambiguous || titled) return true;
  if (!isSentenceStart(text, w.start)) return true;
  const next = words[i + 1];
  const possessive = w.end > w.stemEnd;
  if (possessive) return true;
  if (!next || !PERSON_VERBS.has(next.key) || !/^[ \t]+$/.test(text.slice(w.end, next.start))) return false;
  // "Hope is to avoid admission", "Will is that ...": the word, not the person.
  const after = words[i + 2];
  return !((next.key === 'is' || next.key === 'was') && after && ['to', 'that', 'the'].includes(after.key));
}

/** Every mention of a known person, one detection per run, keyed by the person. */
export function findKnownPeople(text: string, words: readonly Word[], index: NameIndex): Detection[] {
  const out: Detection[] = [];
  const emit = (person: Person, start: number, end: number) => {
    const last = out[out.length - 1];
    // "Rose Kowalsky" (a typo) is found as two runs; join them so the text reads "[[PATIENT_1]]", not two tokens.
    if (last && last.key === person.key && /^,?[ \t]{1,2}$/.test(text.slice(last.end, start))) {
      out[out.length - 1] = { ...last, end };
      return;
    }
    out.push({ start, end, cls: person.cls, known: true, key: person.key, value: person.display, priority: PRIORITY.knownPerson, keepLongest: false });
  };
  for (let i = 0; i < words.length; i++) {
    const refs = lookup(index, words[i]!);
    if (!refs.length) continue;
    let best: Run | null = null;
    for (const ref of refs) {
      const run = extendRun(text, words, index, i, ref.person);
      if (!acceptRun(text, words, index, run)) continue;
      if (!best || run.to - run.from > best.to - best.from) best = run;
    }
    if (!best) continue;
    emit(index.people[best.person]!, words[best.from]!.start, endOfRun(text, words[best.to]!));
    i = best.to;
  }
  if (index.initials) {
    for (const m of text.matchAll(index.initials)) {
      const letters = m[0].replace(/[^\p{L}]/gu, '');
      const owner = index.initialsOwner.get(letters);
      if (owner === undefined) continue;
      const p = index.people[owner]!;
      out.push({ start: m.index, end: m.index + m[0].trimEnd().length, cls: p.cls, known: true, key: p.key, value: p.display, priority: PRIORITY.knownPerson });
    }
  }
  return out;
}

function endOfRun(text: string, last: Word): number {
  // Keep the dot of a trailing initial ("Hope, R.") inside the span; leave a possessive outside.
  if (last.text.length === 1 && text[last.end] === '.') return last.end + 1;
  return last.stemEnd;
}

/** Literal variants of a person's name, for the outbound guard's normalised scan. */
export function fullNameVariants(p: Person): string[] {
  const g = p.given.join(' ');
  const f = p.family.join(' ');
  const m = p.middle.join(' ');
  const out = new Set<string>();
  if (g && f) {
    out.add(`${g} ${f}`);
    out.add(`${f} ${g}`);
    if (m) out.add(`${g} ${m} ${f}`);
  }
  return [...out];
}

