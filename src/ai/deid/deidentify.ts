// The entry point: detect, settle overlaps, replace with tokens. Known identifiers of the context are looked for
// first and win every overlap; generic detectors then catch what the service does not know.
import { ensureCompiled, isDistinctiveStreetWord, isHouseNumberPart, isStreetDirectionOrSuffix, STREET_TYPE_FIRST, type CompiledContext } from './context.js';
import { DRUGS, EPONYMS, TITLES, TOWN_INSTITUTION_WORDS, US_STATE_CODES } from './lexicon.js';
import { foldWord, isEnglishWord, isEponymName, isMedicalTerm, isPersonName, isSpanishWord } from './vocabulary.js';
import { findDates } from './dates.js';
import { findKnownPeople, namePartBeforeDate, namePartBeforeOwnFileNumber, personByKey } from './names.js';
import { findKnownNumbers, findSpokenNumbers, normalDigits } from './numbers.js';
import { ageOver89, findPatterns } from './patterns.js';
import { ocrReading } from './ocr.js';
import { undottedInitialsAllowed } from './persons.js';
import { findPlaces } from './places.js';
import { findOtherScripts, scriptNamesBesidePeople } from './scripts.js';
import { isFree, PRIORITY, resolveOverlaps, type Detection } from './spans.js';
import { coordinatedPeople, findStrangers, propagateStrangers } from './strangers.js';
import { findColumnPeers, findTableColumns } from './tables.js';
import { tokenizeWords, type Word } from './text.js';
import { TokenAssigner } from './tokens.js';
import {
  IDENTIFIER_CLASSES, PERSON_CLASSES, type DeidContext, type DeidLevel, type DeidSpan, type DeidTextResult,
  type DeidValueResult, type IdentifierClass,
} from './types.js';

/**
 * What a text is: a whole text written on its own (`text`: a note, a memo, a pasted document), or a part of something
 * larger that is about someone whatever the part says (`part`: a field of a patient's record, a message of a chat
 * conversation, whose earlier messages may name the patient the next one only refers to). `part` is the default: a
 * caller says `text` when it knows the text stands alone.
 */
export type TextSource = 'text' | 'part';

/**
 * Finds identifiers in one text (`source`: see TextSource). Exposed for evaluation and highlighting; most callers
 * want `deidentify`.
 */
export function detectIdentifiers(text: string, context: DeidContext | CompiledContext, level: DeidLevel, source: TextSource = 'part'): Detection[] {
  if (level === 'off' || !text) return [];
  const compiled = ensureCompiled(context);
  let found = detectInOnePass(text, compiled, level);
  // A date in a text about no one (a policy memo, an equipment log, a huddle's tally) is no one's: "Effective 12/01",
  // "oil change due 12/15". A known date (a birth or visit date of someone the context has) is masked wherever it is.
  // Only in a whole text without a subject patient: a text about one (a visit's note) is theirs, dates included, and
  // so is every part of something larger (a record's field, a conversation's message).
  if (level === 'full' && source === 'text' && !compiled.source.patient && isAboutNoOne(text, found)) {
    found = found.filter((d) => d.cls !== 'DATE' || d.known || !SCHEDULE_CUE_BEFORE.test(text.slice(Math.max(0, d.start - 32), d.start)));
  }
  // The outbound guard reads the masked text with the one-pass detectors, where a token now stands beside a word
  // ("Parent: Perel Weisz [[DATE_2]]" reads otherwise than before its date was masked). A known identifier found
  // there is masked too (twice at most), so what the engine masks passes the guard.
  for (let pass = 0; pass < 2; pass++) {
    const left = knownLeftIn(tokenize(text, found, new TokenAssigner()), text, found, compiled, level);
    if (!left.length) break;
    found = resolveOverlaps([...found, ...left]);
  }
  // A part found only in the second reading ("Thạch Văn Lộc") joins the rest of its name across a middle word.
  return withMiddleWords(text, found);
}

// A run of more blanks than any phrase holds: several detectors' patterns look back or ahead over blanks, and a run of
// thousands made them quadratic (40 KB of spaces between two words took 11–14 s).
const LONG_BLANK_RUN = /[ \t]{33,}/g;
const KEPT_BLANKS = 16;

/**
 * The text with every run of more than 32 spaces or tabs shortened to its first and last 16, and where each character
 * of it stands in the text (`at`, one more entry for the end): a label still reads its value across 32 blanks
 * ("Patient:<40 spaces>Name"), and a span over a shortened run covers the whole run in the text.
 */
function withLongBlankRunsShortened(text: string): { text: string; at: Int32Array } | null {
  if (!/[ \t]{33}/.test(text)) return null;
  const parts: string[] = [];
  const origins: number[] = [];
  let from = 0;
  const copy = (start: number, end: number) => {
    parts.push(text.slice(start, end));
    for (let k = start; k < end; k++) origins.push(k);
  };
  for (const m of text.matchAll(LONG_BLANK_RUN)) {
    copy(from, m.index + KEPT_BLANKS);
    copy(m.index + m[0].length - KEPT_BLANKS, m.index + m[0].length);
    from = m.index + m[0].length;
  }
  copy(from, text.length);
  origins.push(text.length);
  return { text: parts.join(''), at: Int32Array.from(origins) };
}

/**
 * The parts of `d` that no kept detection covers, word by word: '"Giménez, [Tomás]"' leaves "Giménez". Whole when
 * nothing covers it.
 */
function freeParts(text: string, kept: readonly Detection[], d: Detection): Detection[] {
  if (isFree(kept, d.start, d.end)) return [d];
  if (d.cls === 'AGE') return [];
  const parts: Detection[] = [];
  let from = -1, to = -1;
  const close = () => {
    if (from < 0) return;
    const value = text.slice(from, to);
    // A place's part is capitalised ("Mendoza (seasonal)": not "seasonal").
    // A title left beside a name found elsewhere is no name ("Dr. [Okafor]").
    if (/\p{L}{2}|\d/u.test(value) && (d.cls !== 'ADDRESS' || /^(?:\d|\p{Lu})/u.test(value)) && !TITLES.has(value.replace(/\.$/, '').toLowerCase())) {
      // Keys as the other detectors make them: a name's folded, a place's as written.
      parts.push({ ...d, start: from, end: to, value, key: d.cls === 'ADDRESS' ? `ADDRESS:${value}` : `${d.key.split(':')[0]}:${value.toLowerCase()}` });
    }
    from = -1;
  };
  for (const m of text.slice(d.start, d.end).matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu)) {
    const start = d.start + m.index;
    const end = start + m[0].length;
    if (!isFree(kept, start, end)) { close(); continue; }
    if (from >= 0 && !isFree(kept, to, start)) close();
    if (from < 0) from = start;
    to = end;
  }
  close();
  return parts;
}

/** One reading of the text by every detector (the guard's reading): the text as written, then its OCR reading. */
export function detectInOnePass(original: string, context: DeidContext | CompiledContext, level: DeidLevel): Detection[] {
  if (level === 'off' || !original) return [];
  const shortened = withLongBlankRunsShortened(original);
  if (!shortened) return detectInReadings(original, ensureCompiled(context), level);
  // Found in the shortened text, placed back in the text as written; what restore gives back is the text as written.
  const { text, at } = shortened;
  return detectInReadings(text, ensureCompiled(context), level).map((d) => {
    const start = at[d.start]!;
    const end = d.end > d.start ? at[d.end - 1]! + 1 : start;
    return { ...d, start, end, value: d.value === text.slice(d.start, d.end) ? original.slice(start, end) : d.value };
  });
}

/** The text as written, then its OCR reading. */
function detectInReadings(text: string, compiled: CompiledContext, level: DeidLevel): Detection[] {
  const found = detectInText(text, compiled, level);
  // A scanned record's look-alike swaps ("O5/2l/1934", "F0NTENOT"): read as the scanner meant them, the same
  // detectors find what the swaps hid; a finding is kept where it covers a swapped character. What restore gives
  // back is the text as written, except a known person's name, which comes back as the record has it.
  const reading = ocrReading(text);
  if (!reading) return found;
  const swapped = (d: Detection) => { for (let k = d.start; k < d.end; k++) if (text[k] !== reading[k]) return true; return false; };
  const extra = detectInText(reading, compiled, level).filter(swapped).map((d) => (d.known && PERSON_CLASSES.has(d.cls)
    ? d : { ...d, value: text.slice(d.start, d.end) }));
  return extra.length ? resolveOverlaps([...found, ...extra]) : found;
}

function detectInText(text: string, compiled: CompiledContext, level: DeidLevel): Detection[] {
  const words = tokenizeWords(text);
  const found: Detection[] = [...findKnownPeople(text, words, compiled.names), ...findStrangers(text, words), ...findOtherScripts(text, compiled.people)];
  // A date's administrative cue ("rev. 04/2025") counts only in a text about no one: no subject patient, no person named.
  const aboutSomeone = !!compiled.source.patient || found.some((d) => PERSON_CLASSES.has(d.cls));
  if (level === 'full') found.push(...findPatterns(text, compiled.known), ...findPlaces(text, words, compiled.known), ...findDateDetections(text, compiled, aboutSomeone), ...findKnownValues(text, compiled));
  let kept = resolveOverlaps(dropKnownInsideStrangers(found));
  const more = propagateStrangers(text, words, kept).filter((d) => isFree(kept, d.start, d.end));
  // A date reading that lost an overlap ("3-Nov. 11" against "11.03.2025") may leave a date of its own ("3-Nov"):
  // read the dates again in what is left, so the masked text holds no date the guard would find.
  if (level === 'full' && found.some((d) => d.cls === 'DATE' && !kept.includes(d) && !isFree(kept, d.start, d.end))) {
    more.push(...findDateDetections(blankOut(text, kept), compiled, aboutSomeone).filter((d) => isFree(kept, d.start, d.end)));
  }
  if (level === 'full') {
    more.push(...agesAfterPeople(text, kept).filter((d) => isFree(kept, d.start, d.end)));
    more.push(...fileNumbersBesidePeople(text, kept, compiled).filter((d) => isFree(kept, d.start, d.end)));
  }
  // A table's cells under a header that says what they hold ("name", "origin", "by", "age"): what no detector found.
  for (const d of findTableColumns(text)) {
    if (level !== 'full' && !PERSON_CLASSES.has(d.cls)) continue;
    // Initials in a staff column: a colleague's are that colleague (one token with their other mentions); letters
    // that are also an abbreviation ("NS", "RA") and no colleague's are left alone.
    if (d.cls === 'NAME' && /^\p{Lu}{2,3}$/u.test(d.value)) {
      const owner = compiled.names.initialsOwner.get(d.value);
      const p = owner === undefined ? undefined : compiled.names.people[owner];
      if (p?.cls === 'STAFF') {
        if (isFree(kept, d.start, d.end)) more.push({ ...d, cls: 'STAFF', known: true, key: p.key, value: p.display, priority: PRIORITY.knownPerson });
        continue;
      }
      if (!undottedInitialsAllowed(d.value)) continue;
    }
    // "Lindeke, Marcell" in a client column where "Marcell" alone was read as a stranger: the cell is one name, comma
    // and all, in place of the strangers' words found inside it.
    if (d.cls === 'NAME') {
      const inside = kept.filter((k) => k.start < d.end && d.start < k.end);
      if (inside.length && inside.every((k) => k.cls === 'NAME' && !k.known && k.start >= d.start && k.end <= d.end)) {
        kept = kept.filter((k) => !inside.includes(k));
        more.push(d);
        continue;
      }
    }
    more.push(...freeParts(text, kept, d));
  }
  more.push(...aliasesBesidePeople(text, kept).filter((d) => isFree(kept, d.start, d.end)));
  more.push(...scriptNamesBesidePeople(text, kept).filter((d) => isFree(kept, d.start, d.end)));
  more.push(...middleNamesAfterKnown(text, kept).filter((d) => isFree(kept, d.start, d.end)));
  more.push(...initialAfterKnownCapitals(text, kept).filter((d) => isFree(kept, d.start, d.end)));
  more.push(...knownPartsElsewhere(text, words, kept).filter((d) => isFree(kept, d.start, d.end)));
  // "Wound clinic — Barnes  11/16/2026", "Well child 9 yr — Maddox 11/5/26": a note's header names its patient by one
  // word right before the visit's date.
  for (const d of kept) {
    if (d.cls !== 'DATE' || !d.known) continue;
    const named = namePartBeforeDate(text, compiled.names, d.start);
    if (named && isFree(kept, named.start, named.end)) more.push(named);
  }
  for (const d of kept) {
    if (d.cls !== 'ID' || !d.known || !d.key.startsWith('ID:n:')) continue;
    const named = namePartBeforeOwnFileNumber(text, compiled.names, d.start, d.key.slice(5));
    if (named && isFree(kept, named.start, named.end)) more.push(named);
  }
  if (more.length) kept = resolveOverlaps([...kept, ...more]);
  // People listed beside a person found by any of the above ("kids Jada (12) and Jalen (7)").
  const listed = coordinatedPeople(text, words, kept).filter((d) => isFree(kept, d.start, d.end));
  if (listed.length) kept = resolveOverlaps([...kept, ...listed]);
  // A table's column whose other cells are people or records found above: the rest of its cells that look like one.
  const peers = findColumnPeers(text, kept).filter((d) => level === 'full' || PERSON_CLASSES.has(d.cls));
  if (peers.length) kept = resolveOverlaps([...kept, ...peers]);
  return linkStrangers(withLeadingOkina(text, withSurnameInitials(text, withGivenInitialsBefore(text, withGivenNameStarts(text, withMiddleWords(text, withKnownSurnameAfter(text, words, withoutSpanishWords(text, kept), compiled)), compiled), compiled), compiled)));
}

// Words that only a Spanish sentence has this many of: its articles, prepositions and commonest verbs.
const SPANISH_FUNCTION_WORD = /(?<![\p{L}])(?:de|del|la|las|los|el|que|y|en|con|por|para|su|sus|se|es|está|están|una|un|al|lo|le|muy|más|tiene|tome|cada|si|pero|como|hay|son|mi|me|nos|sin|o)(?![\p{L}])/giu;
// A name's cue in Spanish: the writer says who speaks or who is meant ("soy dolores", "hola luz", "la señora Paz").
const SPANISH_NAME_CUE_BEFORE = /(?:^|[^\p{L}])(?:soy|llamo|llama|hola|doña|dona|don|señora|senora|señor|senor|sra|sr|dra|dr|hija|hijo|esposo|esposa|mamá|mama|papá|papa|gracias|atentamente|paciente|pte|nombre|cita[ \t]+(?:con|de)|para|de[ \t]+parte[ \t]+de)[ \t.,:]*$/iu;
// An article or a word of quantity before the word: "la luz", "los dolores", "sin dolor", "mucha paz".
const SPANISH_ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:el|la|los|las|un|una|unos|unas|del|al|sin|mucha|mucho|muchos|muchas|poca|poco|más|menos|mas)[ \t]+$/iu;
// "Dolores de espalda", "Luz del día", "Esperanza de vida": the word, then "de" and a word in lower case (not "de la
// Cruz", a surname's particle).
const SPANISH_OF_AFTER = /^[ \t]+del?[ \t]+(?!la\b|las\b|los\b)\p{Ll}/u;

/**
 * "tiene dolores de cabeza", "evite la luz", "La Cruz Roja", "Esperanza de vida": in a Spanish sentence a known name
 * that is a Spanish word is the word when it is written in lower case without a cue that a person is meant, after an
 * article, or before "de" and a word in lower case. Only one-word matches; "Dolores Paz Flores" stays a name.
 */
function withoutSpanishWords(text: string, kept: readonly Detection[]): readonly Detection[] {
  if (!kept.some((d) => d.known && PERSON_CLASSES.has(d.cls))) return kept;
  const out = kept.filter((d) => {
    if (!d.known || !PERSON_CLASSES.has(d.cls)) return true;
    const value = text.slice(d.start, d.end);
    if (!/^\p{L}+$/u.test(value)) return true;
    const lineStart = text.lastIndexOf('\n', d.start - 1) + 1;
    const lineEndAt = text.indexOf('\n', d.end);
    const line = text.slice(Math.max(lineStart, d.start - 160), lineEndAt < 0 ? Math.min(text.length, d.end + 160) : Math.min(lineEndAt, d.end + 160));
    const functionWords = line.match(SPANISH_FUNCTION_WORD) ?? [];
    if (functionWords.length < 3 || new Set(functionWords.map((w) => w.toLowerCase())).size < 2) return true;
    // Asked last: the Spanish dictionary is read on its first use.
    if (!isSpanishWord(value)) return true;
    const before = text.slice(Math.max(lineStart, d.start - 32), d.start);
    if (SPANISH_ARTICLE_BEFORE.test(before)) return false;
    if (SPANISH_OF_AFTER.test(text.slice(d.end, d.end + 24))) return false;
    return !(/^\p{Ll}+$/u.test(value) && !SPANISH_NAME_CUE_BEFORE.test(before));
  });
  return out.length === kept.length ? kept : out;
}

/**
 * "Bob Wood present at bedside" for the husband of Grace Wood: a person's given name found, then a known person's
 * surname written as a name (capitalised) right after it, even when it is also a word ("Wood"), is that person's
 * surname. The span grows over it: a stranger stays a stranger (a relative), a known person stays known.
 */
function withKnownSurnameAfter(text: string, words: readonly Word[], kept: readonly Detection[], compiled: CompiledContext): readonly Detection[] {
  let out: Detection[] | null = null;
  let w = 0;
  kept.forEach((d, k) => {
    if (!PERSON_CLASSES.has(d.cls) || /[\s,]/.test(text.slice(d.start, d.end))) return;
    while (w < words.length && words[w]!.start < d.end) w++;
    const next = words[w];
    if (!next || !/^[ \t]$/.test(text.slice(d.end, next.start)) || !/^\p{Lu}\p{Ll}+$/u.test(text.slice(next.start, next.stemEnd))) return;
    const refs = compiled.names.parts.get(next.key);
    if (!refs?.some((r) => r.kind === 'family') || DRUGS.has(next.key) || EPONYMS.has(next.key)) return;
    // The word must not be taken already, and must not start a term ("Wood's lamp" stays apart: no possessive).
    if ((kept[k + 1] && kept[k + 1]!.start < next.stemEnd) || next.end !== next.stemEnd) return;
    (out ??= [...kept])[k] = { ...d, end: next.stemEnd, value: d.known ? d.value : text.slice(d.start, next.stemEnd), key: d.known ? d.key : `name:${text.slice(d.start, next.stemEnd).toLowerCase()}` };
  });
  return out ?? kept;
}

// "satya gollapudi" for Satyanarayana Gollapudi: the start of a known person's given name (three letters or more)
// right before their surname is that name shortened; the span grows over it (one token, restored as the person).
const WORD_BEFORE = /(?<![\p{L}\p{N}'’-])(\p{L}{3,})[ \t]+$/u;

function withGivenNameStarts(text: string, kept: readonly Detection[], compiled: CompiledContext): Detection[] {
  return kept.map((d, k) => {
    if (!d.known || !PERSON_CLASSES.has(d.cls) || /[\s,]/.test(text.slice(d.start, d.end))) return d;
    const m = WORD_BEFORE.exec(text.slice(Math.max(0, d.start - 24), d.start));
    if (!m) return d;
    const start = d.start - m[0].length;
    const prev = kept[k - 1];
    if (prev && prev.end > start) return d;
    const p = personByKey(compiled.names, d.key);
    const written = foldWord(text.slice(d.start, d.end).replace(/['’]s$/, ''));
    if (!p || !p.family.some((f) => foldWord(f) === written)) return d;
    const shortened = foldWord(m[1]!);
    // In lower case an English word is the word ("son gollapudi" is no Sonia).
    if ((/^\p{Ll}/u.test(m[1]!) && isEnglishWord(shortened)) || JOINING_WORDS.has(shortened)
      || !p.given.some((g) => { const given = foldWord(g); return given.length > shortened.length && given.startsWith(shortened); })) return d;
    return { ...d, start };
  });
}

// "M. Begovic", "— P. Sreenivasan": one capital and a dot right before a known person's surname is a given name's
// initial (the person's, or a relative's written the same way): the span grows over it. Only where a name can start:
// after punctuation or a title, not after a word ("vitamin D. Begovic" keeps its D).
const INITIAL_BEFORE = /(?:^|(?<=[^\p{L}\p{N}'’.-]))(\p{Lu})\.[ \t]?$/u;
// Not at a line's start, where a capital and a dot are as often an outline's item ("A. Whitcomb has CHF").
const BEFORE_INITIAL_OK = /(?:[^\p{L}\p{N}\s][ \t]*|\b(?:dr|mr|mrs|ms|miss|mx|pt|patient|re|from|by|to|with|for|and|cc|per)\.?[ \t]+)$/iu;

function withGivenInitialsBefore(text: string, kept: readonly Detection[], compiled: CompiledContext): Detection[] {
  return kept.map((d, k) => {
    if (!d.known || !PERSON_CLASSES.has(d.cls) || /[\s,]/.test(text.slice(d.start, d.end))) return d;
    const window = text.slice(Math.max(0, d.start - 4), d.start);
    const m = INITIAL_BEFORE.exec(window);
    if (!m) return d;
    const start = d.start - m[0].length;
    const prev = kept[k - 1];
    if ((prev && prev.end > start) || !BEFORE_INITIAL_OK.test(text.slice(Math.max(0, start - 12), start))) return d;
    const p = personByKey(compiled.names, d.key);
    const written = foldWord(text.slice(d.start, d.end).replace(/['’]s$/, ''));
    if (!p || !p.family.some((f) => foldWord(f) === written)) return d;
    return { ...d, start };
  });
}

// "wife ʻAna Haʻunga", "wife 'Ana": a Polynesian name's leading ʻokina (or the apostrophe typed for it) before a vowel
// is the name's first letter: a stranger's span grows over it. Not a quote that closes after the name on its line
// ("pt states 'Ellen is coming'"), and not a known person's name (restore gives back the record's spelling).
const OKINA_BEFORE = /(?:^|[\s("“])[ʻ'‘`]$/u;

function withLeadingOkina(text: string, kept: Detection[]): Detection[] {
  let out: Detection[] | null = null;
  kept.forEach((d, k) => {
    if (d.known || !PERSON_CLASSES.has(d.cls) || !/^[AEIOUaeiouĀĒĪŌŪāēīōū]/u.test(text.slice(d.start, d.start + 1))) return;
    if (!OKINA_BEFORE.test(text.slice(Math.max(0, d.start - 2), d.start))) return;
    const mark = text[d.start - 1]!;
    const lineEnd = text.indexOf('\n', d.end);
    if (mark !== 'ʻ' && text.slice(d.end, lineEnd < 0 ? undefined : lineEnd).includes(mark === '‘' ? '’' : mark)) return;
    const prev = kept[k - 1];
    if (prev && prev.end > d.start - 1) return;
    // As written, under a key of its own (another mention written without the mark is not restored with it).
    const value = text.slice(d.start - 1, d.end);
    (out ??= [...kept])[k] = { ...d, start: d.start - 1, value, key: `name:${value.toLowerCase()}` };
  });
  return out ?? kept;
}

// "Thạch Văn Lộc" for Loc Thach, "Rahimzadeh hyphen Amiri": one capitalised word (or a dictated hyphen) between two
// parts of the same known person is a middle name the record does not hold, or the name's own hyphen.
// "kiara.lugo", "kiara_lugo": a user name joins the parts with a dot or an underscore.
const MIDDLE_WORD_GAP = /^(?:[ \t]+(?:(\p{Lu}[\p{Ll}\p{M}'’]{1,14})|hyphen|dash)[ \t]+|[._])$/u;
// "PHUNG^HANH^THI": the middle name after an HL7 name's family and given components.
const HL7_MIDDLE_AFTER = /^\^[\p{L}'’ .-]{1,20}(?=[|^])/u;
const JOINING_WORDS = new Set(['and', 'or', 'to', 'from', 'with', 'for', 'per', 'vs', 'y', 'e', 'et', 'und', 'the', 'of', 'at', 'in', 'on', 'by', 'not', 'no']);

function withMiddleWords(text: string, kept: readonly Detection[]): Detection[] {
  const out: Detection[] = [];
  for (const d of kept) {
    const prev = out[out.length - 1];
    const gap = prev && prev.known && d.known && PERSON_CLASSES.has(d.cls) && prev.cls === d.cls && prev.key === d.key
      ? MIDDLE_WORD_GAP.exec(text.slice(prev.end, d.start)) : null;
    if (gap && !(gap[1] && JOINING_WORDS.has(gap[1].toLowerCase()))) {
      out[out.length - 1] = { ...prev!, end: d.end };
      continue;
    }
    out.push(d);
  }
  return out.map((d, k) => {
    if (!d.known || !PERSON_CLASSES.has(d.cls) || !text.slice(d.start, d.end).includes('^')) return d;
    const m = HL7_MIDDLE_AFTER.exec(text.slice(d.end, d.end + 24));
    const next = out[k + 1];
    return m && !(next && next.start < d.end + m[0].length) ? { ...d, end: d.end + m[0].length } : d;
  });
}

// What a memo or a log says before its dates: when a rule starts or ends, when something is due or was done
// ("Effective 12/01", "closes Nov 30", "oil change due 12/15", "Next monthly check 12/26", "by the 5th").
const SCHEDULE_CUE_BEFORE = /\b(?:week[ \t]+of|effective|eff\.?|starting|starts|start|begins|beginning|from|closes|close|closing|ends|end|by|due|until|till|through|thru|to|installed|replaced|serviced|check|deadline|expires|as[ \t]+of)[ \t:]+(?:on[ \t]+|the[ \t]+|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?[ \t]+)?$/i;

// Words that put a person in the text: a patient, a pronoun, a relative, an encounter's words, the writer of a
// message about themselves ("can I come in 12/02?").
const ABOUT_SOMEONE = /\b(?:pt|pt's|pts|he|she|his|her|hers|him|himself|herself|i|i'm|im|me|my|mine|mom|mum|dad|son|daughter|husband|wife|mother|father|sister|brother|child|baby|infant|newborn|resident|client|caller|veteran|student|member|family|y\/?o|yo[mf]?|c\/o|rtc|f\/u|dob|seen|presents|presented|admitted|discharged|born|died|deceased|visit|appt|appointment|mr|mrs|ms|miss)\b|(?<!\b(?:no|not|non)[ \t\-]{1,2})\bpatient\b|\byears?[ \t-]+old\b/i;

/** True when nothing in the text names or points at a person other than staff: no one's dates are in it. */
function isAboutNoOne(text: string, kept: readonly Detection[]): boolean {
  return kept.every((d) => d.cls === 'DATE' || d.cls === 'STAFF') && !ABOUT_SOMEONE.test(text);
}

// "Grace is 94", "Sonny's 96 now", "May, 97,": an age over 89 right after a person, unless a unit follows.
const AGE_AFTER_PERSON = /^(?:['’]s|[ \t]+(?:is|was|turned|turns|now))?[ \t]+(?:now[ \t]+)?(9\d|1[01]\d)\b(?![.,]\d|[ \t]*(?:%|mg|kg|lbs?|pounds?|percent|degrees|bpm|mmhg|\/|mmol|units?|cm|mm|ml|minutes?|hours?|days?))/i;
// "Rose Marsh, 94.", "Mr. Seshadri (91),", "(T. N. Seshadri), 91, MRN", "Mrs. Bell, 93 - hip fx", "Ms. Abera, (93)",
// "KONG ZOUA (chart 9286), 91", "Don Tello, 93 a.", 'Wnuk, Zdzislaw ("Zdzich"), 90', '"IMPSON, ETHEL",94,',
// "Bok-soon Pyo 96 — prognosis weeks": a bare age in apposition or in brackets, after a nickname in brackets too.
// "Tadeusz Wisniewski, 94" closing its line; "Scarbro, W. — 91, PPS 30%", "Birdsong (213390), 96: bed alarm", "Earline 92, CHF", "Ria 90 makes coffee": after a
// dash, after the person's file number in brackets, or after a bare space when a stop or a verb follows the number.
// "Warda Karmo, 96 (the oldest": after a comma, a bracket opening words.
// "Mastrangelo, A. 0007359, 91:", "Pingree (Hitty),\n96, died", "Demientieff   96   #204318" (a table's columns),
// "Hitty (96 in July": after the file number and a comma, a comma that closes the line, two spaces or more on
// both sides, a birthday's month.
const AGE_BESIDE_PERSON = /^(?:[ \t]*\([ \t]*(?:(?:chart|mrn|file)[ \t]*[:#]?[ \t]*|#[ \t]*)?[A-Z]?\d{3,8}[ \t]*\)|[ \t]*\([^()\d\n]{1,30}\)|,?[ \t]+\d{4,8}(?=,))?(?:["”]?\)?,[ \t]*(?:\r?\n[ \t]*)?\(?[ \t]*|[ \t]*\([ \t]*|[ \t]+[-–—][ \t]+|[ \t]*·[ \t]*|[ \t]+\/[ \t]+|[ \t]+(?=(?:9\d|1[01]\d)(?:[ \t]*[,;:]|\.(?!\d)|[ \t]+\p{Ll}{3,}s\b|[ \t]+[-–—][ \t]))|[ \t]{2,}(?=(?:9\d|1[01]\d)[ \t]{2,}(?!\d{2,3}(?:[ \t]{2,}|[ \t]*(?:\r?\n|$)|[\/%]))\S))(9\d|1[01]\d)(?=[ \t]*\)|[ \t]*[,.;:](?!\d)|[ \t]+[-–—][ \t]|[ \t]*·(?![ \t]*\d)|[ \t]+\/[ \t](?![ \t]*(?:\d|min|mins|minutes|hrs?|hours?|days?|wks?|weeks?|mg|kg|bpm)\b)|[ \t]*(?:\r?\n|$)|[ \t]+\p{Ll}{3,}s\b|[ \t]{2,}(?!\d{2,3}(?:[ \t]{2,}|[ \t]*(?:\r?\n|$)|[\/%]))\S|[ \t]+in[ \t]+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|[ \t]+(?:a\.|años|anos|ans|yrs?|y\.?o\.?)(?![\p{L}])|(?<=,[ \t]*\d\d\d?)[ \t]+\((?!(?:on|room|ra|via|per|o2|nc)\b)(?=\p{Ll}{2,}[ \t]))(?![ \t]*(?:%|mg|kg|lbs?|mmhg|bpm|days?|hours?|hrs?|mins?|minutes?|weeks?|wks?|months?|units?|tabs?|ct|seconds?|secs?)\b)(?![ \t]*\)[ \t]*(?:days?|hours?|hrs?|mins?|minutes?|weeks?|months?)\b)/u;

function agesAfterPeople(text: string, kept: readonly Detection[]): Detection[] {
  const out: Detection[] = [];
  for (const d of kept) {
    if (!PERSON_CLASSES.has(d.cls)) continue;
    const beside = AGE_BESIDE_PERSON.exec(text.slice(d.end, d.end + 24));
    if (beside) {
      const start = d.end + beside[0].length - beside[1]!.length;
      out.push(ageOver89(start, start + beside[1]!.length));
      continue;
    }
    const m = AGE_AFTER_PERSON.exec(text.slice(d.end, d.end + 24));
    if (!m || !/^(?:['’]s|[ \t]+(?:is|was|turned|turns|now))/i.test(m[0])) continue;
    const start = d.end + m[0].length - m[1]!.length;
    out.push(ageOver89(start, start + m[1]!.length));
  }
  return out;
}

/**
 * "401  LANE H       307      Dr PAGET", "Pt Hunter Lane #307": a short file number (under four significant digits,
 * too short to look for anywhere) on the same line as its owner, after the name. It is that person's number.
 */
function fileNumbersBesidePeople(text: string, kept: readonly Detection[], compiled: CompiledContext): Detection[] {
  const out: Detection[] = [];
  for (const d of kept) {
    if (!PERSON_CLASSES.has(d.cls) || !d.known) continue;
    const person = personByKey(compiled.names, d.key);
    const file = person?.fileNumber ? normalDigits(person.fileNumber) : '';
    if (!file || file.length >= 4) continue;
    const eol = text.indexOf('\n', d.end);
    const line = text.slice(d.end, Math.min(eol < 0 ? text.length : eol, d.end + 60));
    const m = new RegExp(`(?<![\\d.,:/\\-])0*${file}(?![\\d.,:/\\-]?\\d)`).exec(line);
    if (!m) continue;
    const start = d.end + m.index;
    out.push({ start, end: start + m[0].length, cls: 'ID', known: true, key: `ID:n:${file}`, value: m[0], priority: PRIORITY.knownId });
  }
  return out;
}

// 'AGBAYANI, FLORENCIO ("BOY")', "HUYNH, HUONG (HOLLY)", "Kwon Soon Ja (권순자)": one word in quotes, or in brackets
// a word of the people-names list or of another script, right after a known person: what they are called.
const QUOTED_ALIAS_AFTER = /^[ \t]*\(?[ \t]*["“'‘]([\p{L}][\p{L}'’-]{1,20})["”'’][ \t]*\)?/u;
const BRACKETED_ALIAS_AFTER = /^[ \t]*\([ \t]*([\p{L}][\p{L}'’-]{1,20})[ \t]*\)/u;

function aliasesBesidePeople(text: string, kept: readonly Detection[]): Detection[] {
  const out: Detection[] = [];
  for (const d of kept) {
    if (!d.known || (d.cls !== 'PATIENT' && d.cls !== 'STAFF')) continue;
    const after = text.slice(d.end, d.end + 28);
    const quoted = QUOTED_ALIAS_AFTER.exec(after);
    const bracketed = quoted ? null : BRACKETED_ALIAS_AFTER.exec(after);
    const m = quoted ?? bracketed;
    if (!m) continue;
    const word = m[1]!;
    const otherScript = !/\p{Script=Latin}/u.test(word);
    if (bracketed && !otherScript && !(isPersonName(word) && !isMedicalTerm(word.toLowerCase()) && word.length >= 3)) continue;
    const start = d.end + m[0].indexOf(word);
    out.push({ start, end: start + word.length, cls: d.cls, known: true, key: d.key, value: d.value, priority: PRIORITY.knownPerson });
  }
  return out;
}

// "Rm 7 Odie W CP r/o", "thx, percival o": one letter right after a known person's given name or alias, the initial of
// that person's surname, is part of the name: the span grows over it (one token, restored as the person).
const INITIAL_AFTER = /^[ \t]{1,3}(\p{L})(\.|(?=[ \t,;:)\r\n]))?/u;

function withSurnameInitials(text: string, kept: readonly Detection[], compiled: CompiledContext): Detection[] {
  return kept.map((d, k) => {
    if (!PERSON_CLASSES.has(d.cls) || /[\s,]/.test(text.slice(d.start, d.end))) return d;
    const m = INITIAL_AFTER.exec(text.slice(d.end, d.end + 8));
    // The letter closes a word: a dot, a space or a stop after it, or the end of the text.
    if (!m || (m[2] === undefined && d.end + m[0].length < text.length)) return d;
    // In lower case only after a name written in lower case ("shaquanda b", "koa k →").
    if (/\p{Ll}/u.test(m[1]!) && !/^\p{Ll}+$/u.test(text.slice(d.start, d.end))) return d;
    const end = d.end + m[0].length;
    const next = kept[k + 1];
    if (next && next.start < end) return d;
    // A stranger's word that is a known person's given name or alias ("Odie", another patient's alias, on a board
    // about several patients) with that person's surname initial after it.
    const people = d.known ? [personByKey(compiled.names, d.key)]
      : (compiled.names.parts.get(foldWord(text.slice(d.start, d.end))) ?? []).filter((r) => r.kind === 'given' || r.kind === 'alias').map((r) => compiled.names.people[r.person]);
    if (!people.some((p) => p?.family[0] && p.family[0][0]!.toUpperCase() === m[1]!.toUpperCase())) return d;
    // A known person comes back as the record names them; a stranger as written, under a key of its own.
    if (d.known) return { ...d, end };
    const value = text.slice(d.start, end);
    return { ...d, end, value, key: `name:${value.toLowerCase()}` };
  });
}

// "MARCHBANKS, GOLDIE ANN", "Lovejoy, Tyrone Dwayne /": after a known person written "Last, First", one more word
// of the people-names list written in the same case is the middle name the record does not hold.
const MIDDLE_NAME_AFTER = /^[ \t]([\p{L}'’-]{2,20})(?=[ \t]*(?:[,.;:\/|)(]|[ \t]{2}|\r?\n|$))/u;

function middleNamesAfterKnown(text: string, kept: readonly Detection[]): Detection[] {
  const out: Detection[] = [];
  for (const d of kept) {
    if (!d.known || (d.cls !== 'PATIENT' && d.cls !== 'STAFF')) continue;
    const written = text.slice(d.start, d.end);
    if (!/^[\p{L}'’-]+,[ \t]*[\p{L}'’-]+$/u.test(written)) continue;
    const m = MIDDLE_NAME_AFTER.exec(text.slice(d.end, d.end + 24));
    if (!m) continue;
    const word = m[1]!;
    const caps = written === written.toUpperCase();
    if (caps ? word !== word.toUpperCase() : !/^\p{Lu}\p{Ll}/u.test(word)) continue;
    const key = word.toLowerCase();
    if (!isPersonName(key) || isEnglishWord(key) || isMedicalTerm(key) || DRUGS.has(key)) continue;
    const start = d.end + 1;
    out.push({ start, end: start + word.length, cls: d.cls, known: true, key: d.key, value: d.value, priority: PRIORITY.knownPerson });
  }
  return out;
}

// A capital letter alone after a name in capitals, before a field's, a cell's or a line's end or an alias.
const INITIAL_AFTER_CAPITALS = /^,?[ \t]+(\p{Lu})\.?(?=[ \t]*(?:["”,;|)\]\r\n]|$|aka\b|a\.k\.a\.|[-–—][ \t]))/u;

/**
 * "BEKELE A" in a schedule's CSV, "THERIOT OVIDE J aka …", "Begovic, M — SK x3": a known name written in capitals (or
 * followed by a comma), then one capital letter closing the field: the given name's initial after a surname, or a
 * middle initial after the whole name.
 */
function initialAfterKnownCapitals(text: string, kept: readonly Detection[]): Detection[] {
  const out: Detection[] = [];
  for (const d of kept) {
    if (!d.known || (d.cls !== 'PATIENT' && d.cls !== 'STAFF')) continue;
    const written = text.slice(d.start, d.end);
    const m = INITIAL_AFTER_CAPITALS.exec(text.slice(d.end, d.end + 12));
    // In capitals ("BEGOVIC M —"), or after a comma in any case ("Begovic, M —").
    if (!m || !/\p{Lu}{2}|\p{Lu}\p{Ll}/u.test(written) || (written !== written.toUpperCase() && !m[0].startsWith(','))) continue;
    const words = written.split(/[ \t,]+/).filter(Boolean);
    // One word, or after a comma: the letter must be an initial of the record's name. A whole name in capitals takes a
    // middle initial, but not a sex column ("HEDDA LINDQVIST F") unless an alias or a dot follows.
    const initials = d.value.split(/[\s,.-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase());
    const letterEnd = d.end + m[0].indexOf(m[1]!) + 1;
    const sexLetter = /^[MFUX]$/.test(m[1]!) && !/^(?:\.|[ \t]*(?:aka\b|a\.k\.a))/.test(text.slice(letterEnd, letterEnd + 8));
    if ((words.length < 2 || m[0].startsWith(',') || sexLetter) && !initials.includes(m[1]!)) continue;
    if (sexLetter && words.length >= 2) continue;
    const start = d.end + m[0].indexOf(m[1]!);
    out.push({ start, end: start + m[1]!.length, cls: d.cls, known: true, key: d.key, value: d.value, priority: PRIORITY.knownPerson });
  }
  return out;
}

/**
 * "hello this is henrys wife. henry cast is too tight": a word of a known person's name found once with its evidence
 * is that person wherever else the note writes it the same way (same case; a possessive counts as the word). A word
 * the dictionaries have is followed only where it is written exactly as found ("BP rose to 160" stays beside "Rose
 * Baker"), so a restored answer never turns an ordinary word into a name.
 */
function knownPartsElsewhere(text: string, words: readonly Word[], kept: readonly Detection[]): Detection[] {
  // The kept spans do not overlap: sorted by start, one walk over the words finds the words of each.
  const people = kept.filter((d) => d.known && PERSON_CLASSES.has(d.cls)).sort((a, b) => a.start - b.start);
  if (!people.length) return [];
  const found = new Map<string, Detection>();
  let k = 0;
  for (const w of words) {
    while (k < people.length && people[k]!.end <= w.start) k++;
    const d = people[k];
    if (!d || w.start < d.start || w.end > d.end || w.key.length < 3) continue;
    const written = text.slice(w.start, w.stemEnd);
    found.set(written, d);
    // "henrys wife": a possessive written without its apostrophe names "henry".
    if (/\p{Ll}s$/u.test(written) && written.length > 4 && /^[ \t]+\p{Ll}/u.test(text.slice(w.stemEnd, w.stemEnd + 3))) found.set(written.slice(0, -1), d);
  }
  if (!found.size) return [];
  const out: Detection[] = [];
  for (const w of words) {
    const written = text.slice(w.start, w.stemEnd);
    const d = found.get(written);
    if (!d || (d.start <= w.start && w.end <= d.end)) continue;
    // A word the dictionaries have (an eponym, a term, an everyday word: "Osler nodes", "Glass of water") is followed
    // only in lower case, as portal messages write names ("henry cast is too tight").
    if ((isEnglishWord(w.key) || isMedicalTerm(w.key) || isEponymName(w.key) || EPONYMS.has(w.key)) && !/^\p{Ll}+$/u.test(written)) continue;
    out.push({ start: w.start, end: w.stemEnd, cls: d.cls, known: true, key: d.key, value: d.value, priority: PRIORITY.knownPerson });
  }
  return out;
}

/**
 * "Her son, Twila Champlin": a stranger whose surname is a staff member's is a different person. When a longer
 * stranger span strictly contains a known-person match, the stranger wins, so the whole name is masked.
 */
function dropKnownInsideStrangers(found: Detection[]): Detection[] {
  const strangers = found.filter((d) => d.cls === 'NAME' && !d.known);
  if (!strangers.length) return found;
  return found.filter((d) => !(d.known && PERSON_CLASSES.has(d.cls)
    && strangers.some((s) => s.start <= d.start && s.end >= d.end && s.end - s.start > d.end - d.start)));
}

/** "Anna Kuhn ... Mrs. Kuhn": a one-word stranger that is the surname of a fuller one is the same person. */
function linkStrangers(spans: Detection[]): Detection[] {
  const bySurname = new Map<string, Detection>();
  for (const d of spans) {
    const parts = d.value.split(/\s+/);
    // (Not a surname's initial: "Odie W".)
    if (d.cls === 'NAME' && parts.length > 1 && /\p{L}{2}/u.test(parts[parts.length - 1]!)) bySurname.set(parts[parts.length - 1]!.toLowerCase(), d);
  }
  if (!bySurname.size) return spans;
  return spans.map((d) => {
    if (d.cls !== 'NAME' || /\s/.test(d.value)) return d;
    const full = bySurname.get(d.value.toLowerCase());
    return full ? { ...d, key: full.key, value: full.value, keepLongest: true } : d;
  });
}

/** The text with every kept span replaced by spaces (offsets unchanged). */
function blankOut(text: string, kept: readonly Detection[]): string {
  let out = '';
  let at = 0;
  for (const k of kept) {
    out += text.slice(at, k.start) + ' '.repeat(k.end - k.start);
    at = k.end;
  }
  return out + text.slice(at);
}

// "influenza (08/06/2021 edition)", "VIS dates: DTaP 8/6/2021": the date a document was published, not a date of
// the person's. A date the context knows is still masked.
const EDITION_AFTER = /^[ \t]*(?:edition|ed\.|version|revision|rev\.?)(?![\p{L}])/iu;
const PUBLICATION_BEFORE_ON_LINE = /\b(?:VIS|vaccine information statements?)\b[^\n]*$/i;

// "Policy HC-114, rev. 04/2025", "last PM 2026-11-03", "Next annual calibration Aug 2027", "Next audit 12/2026": the date of a
// document's revision or of the clinic's equipment and audits, not of a person.
// Only in a text about no one (a memo, a QC log): in a patient's note "rev. 10/15/2026" dates their list.
const ADMINISTRATIVE_BEFORE = /\b(?:rev\.?|print(?:ed)?[ \t]+date|(?:last|next)[ \t]+PM|PM[ \t]+due|service[ \t]+contract|contract[ \t]+renewal|next[ \t]+(?:audit|dashboard|inspection|annual[ \t]+calibration)|(?:annual|electroacoustic|equipment|device|unit)[ \t]+calibration|policy[^\n]{0,24}(?:effective|of))[ \t:#.]*(?:(?:on|due|is|in)[ \t]+)?$/i;

// "Form ED-14, revised 03/2025", "contract renews 02/2027": a month and year after a revision's or a renewal's word.
const REVISED_BEFORE = /\b(?:revised|renews|renewal)[ \t:]*(?:(?:on|due|in)[ \t]+)?$/i;
const MONTH_YEAR_ONLY = /^(?:(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}|[A-Z][a-z]{2,8}\.?[ \t]+(?:19|20)\d{2})$/;

function isPublicationDate(text: string, start: number, end: number, aboutSomeone: boolean): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  return EDITION_AFTER.test(text.slice(end, end + 12)) || PUBLICATION_BEFORE_ON_LINE.test(text.slice(Math.max(0, start - 80), start))
    || (!aboutSomeone && (ADMINISTRATIVE_BEFORE.test(before) || (REVISED_BEFORE.test(before) && MONTH_YEAR_ONLY.test(text.slice(start, end)))));
}

const TIME_AFTER_DATE = /^(?:[ \t]+(?:at[ \t]+)?\d{1,2}(?:[:. ]\d{2})?[ \t]*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])|[ \t]+(?:AM|PM)\b|[ \t]+T:?[ \t]*\d{1,2}:\d{2}\b)/iu;

// After "at" or "@" ("Heparin 1:10 on 10/15" is a ratio).
const TIME_BEFORE_DATE = /(?<=(?:\bat|@)[ \t]*)(?:(?:[01]?\d|2[0-3]):[0-5]\d(?:[ \t]*(?:am|pm|a\.m\.|p\.m\.))?|(?:[01]\d|2[0-3])[0-5]\d)[ \t]+on[ \t]+$/i;

function findDateDetections(text: string, compiled: CompiledContext, aboutSomeone: boolean): Detection[] {
  const all = findDates(text);
  // "3 July 2024" also contains "July 2024"; only the longest reading of a range is a candidate.
  const outer = all.filter((m) => !all.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start));
  return outer.flatMap((m) => {
    // "11/19 AM", "12/01 at 1 pm", "11/13/26 T 14:02": the time of day written after a date goes with it.
    const time = TIME_AFTER_DATE.exec(text.slice(m.end, m.end + 16));
    if (time) m = { ...m, end: m.end + time[0].length };
    // "at 21:50 on 11/4", "seen at 0915 on 10/14/2026": the time of day written before it, joined by "on".
    const lead = text.slice(Math.max(0, m.start - 24), m.start);
    const timeBefore = TIME_BEFORE_DATE.exec(lead);
    if (timeBefore) m = { ...m, start: m.start - (lead.length - timeBefore.index) };
    const value = text.slice(m.start, m.end);
    const known = compiled.dateIndex.matches(m.readings);
    // A bare month/day near one of the record's visits ("back 11/24 for allopurinol" in a November note) is a date;
    // after an event's word or opening a line ("Death 11/03:", "huddle 11/05 AM") it is one anywhere.
    if (m.weak && !known && !(m.bare === 'anywhere' || (m.bare && compiled.dateIndex.nearVisit(m.readings)))) return [];
    if (!known && isPublicationDate(text, m.start, m.end, aboutSomeone)) return [];
    return [{ start: m.start, end: m.end, cls: 'DATE' as const, known, key: `DATE:${value}`, value, priority: known ? PRIORITY.knownId : PRIORITY.date }];
  });
}

// A known street's name written alone ("home on Prospect", "lives off Forest Home", "Home Linwood"): capitalised, or in
// lower case when no word shares it ("rehab on fillmore"), after a preposition of place, so that "prospect" or "a forest
// home" elsewhere stay words.
const PLACE_PREPOSITION_BEFORE = /\b(?:on|off|at|near|from|up|down|along|past|home:?|lives)[ \t]+$/i;

/** Whether a match of the known street's name stands: with its direction or suffix always; alone as above. */
function knownStreetNameStands(text: string, start: number, value: string): boolean {
  const parts = value.split(/[ \t]+/);
  if (parts.some((w) => isStreetDirectionOrSuffix(w)) || (parts.length > 1 && STREET_TYPE_FIRST.test(parts[0]!))) return true;
  if (parts.every(isDistinctiveStreetWord)) return true;
  // Not when a capitalised word follows: "at Kings Canyon Pharmacy" names the pharmacy.
  // In lower case ("rehab on fillmore", "the pharmacy on whitson") only a name no word shares.
  return parts.every((w) => /^\p{Lu}/u.test(w) || !isEnglishWord(w)) && PLACE_PREPOSITION_BEFORE.test(text.slice(Math.max(0, start - 8), start))
    && !/^[ \t]+\p{Lu}/u.test(text.slice(start + value.length, start + value.length + 3));
}

function findKnownValues(text: string, compiled: CompiledContext): Detection[] {
  const out: Detection[] = [...findKnownNumbers(text, compiled.knownNumbers), ...findSpokenNumbers(text, compiled.knownNumbers, true)];
  const add = (re: RegExp | null, cls: IdentifierClass) => {
    if (!re) return;
    for (const m of text.matchAll(re)) {
      out.push({ start: m.index, end: m.index + m[0].length, cls, known: true, key: `${cls}:${m[0]}`, value: m[0], priority: PRIORITY.knownId });
    }
  };
  if (compiled.fileNumbers) {
    for (const m of text.matchAll(compiled.fileNumbers)) {
      const start = m.index + m[0].length - m[1]!.length;
      out.push({ start, end: m.index + m[0].length, cls: 'ID', known: true, key: `ID:n:${m[1]!.replace(/^0+(?=\d)/, '')}`, value: m[1]!, priority: PRIORITY.knownId });
    }
  }
  // The patient's city as the first word of an institution's name ("Kalona Family Health", "Mitchell PD", "Red Lake
  // Hospital") names the institution, as the notes' writers label it: not masked, by the engine or the guard.
  if (compiled.city) {
    for (const m of text.matchAll(compiled.city)) {
      const next = /^[ \t]+([\p{L}]+)/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 24));
      // "ALEXANDRIA VA 22314" is the town and its state: a state code before a ZIP or the line's end names no institution.
      if (next && /^\p{Lu}/u.test(next[1]!) && TOWN_INSTITUTION_WORDS.has(next[1]!.toLowerCase())
        && !(US_STATE_CODES.has(next[1]!) && /^[ \t]+\p{Lu}{2}(?:[ \t,]+\d{5}(?!\d)|[ \t]*(?:\r?\n|$))/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16)))) continue;
      // "Philadelphia, MS": the state written after the city goes with it.
      const state = /^,?[ \t]+(\p{Lu}{2})(?![\p{L}\p{N}])/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 6));
      const end = m.index + m[0].length + (state && US_STATE_CODES.has(state[1]!) ? state[0].length : 0);
      // As high as the known street's name, so that "Mendota Heights" wins over the "Mendota" of "Mendota Rd" by
      // being the longer.
      out.push({ start: m.index, end, cls: 'ADDRESS', known: true, key: `ADDRESS:${m[0]}`, value: text.slice(m.index, end), priority: PRIORITY.streetName });
    }
  }
  add(compiled.spokenDates, 'DATE');
  add(compiled.unit, 'ADDRESS');
  // The patient's numbered road: above a street line, so that an unknown street read inside it ("4471 State
  // Highway", "Hwy 19") gives way to it.
  if (compiled.road) for (const m of text.matchAll(compiled.road)) out.push({ start: m.index, end: m.index + m[0].length, cls: 'ADDRESS', known: true, key: `ADDRESS:${m[0]}`, value: m[0], priority: PRIORITY.address + 1 });
  add(compiled.zipPlus4, 'ZIP');
  const spokenStreet = compiled.spokenStreet && text.toLowerCase().includes(compiled.spokenStreet.word) ? compiled.spokenStreet.re : null;
  for (const [re, priority] of [[compiled.street, PRIORITY.address], [spokenStreet, PRIORITY.address], [compiled.streetName, PRIORITY.streetName]] as const) {
    if (!re) continue;
    for (const m of text.matchAll(re)) {
      // "77 Glenwood", not "2 main concerns": a number and one English word only when the word is capitalised. The
      // number may be said in words ("twenty five main concerns"): its words are not the street's.
      const parts = m[0].split(/[ \t]+/);
      let k = 0;
      while (k < parts.length && isHouseNumberPart(parts[k]!)) k++;
      const named = parts.slice(Math.max(k, 1)).filter((w) => !/^(?:N|S|E|W|NE|NW|SE|SW)\.?$/i.test(w));
      // A house number of three digits or more is the evidence itself ("shes at 2417 meadow with her dad"); said in
      // words it is not.
      if ((re === compiled.street || re === spokenStreet) && named.length === 1 && /^\p{Ll}/u.test(named[0]!) && isEnglishWord(named[0]!)
        && !/^\d{3,}/.test(m[0])) continue;
      if (re === compiled.streetName && !knownStreetNameStands(text, m.index, m[0])) continue;
      // "SW 8th St": with its direction or suffix the known street's name is an address, and wins over an unknown
      // street read inside it ("8th St") by being the longer, so that the whole of it is masked.
      const rank = re === compiled.streetName && m[0].split(/[ \t]+/).some((w) => isStreetDirectionOrSuffix(w)) ? PRIORITY.address : priority;
      out.push({ start: m.index, end: m.index + m[0].length, cls: 'ADDRESS', known: true, key: `ADDRESS:${m[0]}`, value: m[0], priority: rank });
      // "1311 Nostrand 2R": the record's unit right after the street, without its word, is the unit.
      const unit = compiled.unitAfterStreet?.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 16));
      if (unit) {
        const start = m.index + m[0].length + unit[0].search(/[^ \t,#]/);
        const end = m.index + m[0].length + unit[0].length;
        out.push({ start, end, cls: 'ADDRESS', known: true, key: `ADDRESS:${text.slice(start, end)}`, value: text.slice(start, end), priority: PRIORITY.knownId });
      }
    }
  }
  return out;
}

function tokenize(text: string, spans: readonly Detection[], assigner: TokenAssigner): { text: string; kept: KeptStretch[] } {
  let out = '';
  let at = 0;
  const kept: KeptStretch[] = [];
  for (const s of spans) {
    kept.push([out.length, at, s.start - at]);
    out += text.slice(at, s.start);
    if (s.replacement !== undefined) out += s.replacement;
    else out += assigner.tokenFor(s.cls, s.key, s.value, { ...(s.key === 'patient' ? { index: 1 } : {}), keepLongest: s.keepLongest ?? false });
    at = s.end;
  }
  kept.push([out.length, at, text.length - at]);
  return { text: out + text.slice(at), kept };
}

/** A stretch of the text kept as written in the masked text: its offset there, its offset in the text, its length. */
type KeptStretch = readonly [outStart: number, textStart: number, length: number];

/**
 * The known identifiers the detectors find in `masked.text` (the text as `spans` masked it), inside the stretches left
 * as written, at their offsets in `text`.
 */
function knownLeftIn(masked: { text: string; kept: readonly KeptStretch[] }, text: string, spans: readonly Detection[], compiled: CompiledContext, level: DeidLevel): Detection[] {
  const out: Detection[] = [];
  for (const d of detectInOnePass(masked.text, compiled, level)) {
    if (!d.known) continue;
    const k = masked.kept.find(([o, , len]) => d.start >= o && d.end <= o + len);
    if (!k) continue;
    const start = k[1] + (d.start - k[0]);
    const end = start + (d.end - d.start);
    if (spans.some((s) => start < s.end && s.start < end)) continue;
    out.push({ ...d, start, end, value: PERSON_CLASSES.has(d.cls) ? d.value : text.slice(start, end) });
  }
  return out;
}

function orderClasses(found: ReadonlySet<IdentifierClass>): IdentifierClass[] {
  return IDENTIFIER_CLASSES.filter((c) => found.has(c));
}

function toPublicSpan(d: Detection): DeidSpan {
  return { start: d.start, end: d.end, cls: d.cls, known: d.known };
}

// Keys of structured records whose whole value is an identifier even when no detector fires on it.
const KEY_HINTS: ReadonlyArray<readonly [RegExp, IdentifierClass]> = [
  [/^(?:name|fullName|patientName|displayName|firstName|lastName|givenName|familyName|middleName|pcp|provider|providerName|createdByName|actorName|participantNames|contactName|emergencyContact|guardian|nextOfKin|initials)$/i, 'NAME'],
  [/^(?:fileNumber|mrn|medicalRecordNumber|ssn|insuranceId|memberId|accountNumber)$/i, 'ID'],
  [/^(?:phone|phoneNumber|mobile|cell|fax|telephone)$/i, 'PHONE'],
  [/^(?:email|emailAddress)$/i, 'EMAIL'],
  [/^(?:dob|dateOfBirth|birthDate|birthdate)$/i, 'DATE'],
  [/^(?:address|street|streetAddress|addressLine1|addressLine2|city)$/i, 'ADDRESS'],
  [/^(?:zip|zipCode|postalCode|postcode)$/i, 'ZIP'],
];

// Keys whose meaning depends on the object they are in: a patient's `address { line, city, state, postalCode }` and
// `insurance { payerName, payerId, memberId, groupNumber }` (decisions.md §13). An address's lines are the street;
// its state is not an identifier (HIPAA's safe harbour keeps geography down to the state), nor is the payer.
const NESTED_KEY_HINTS: ReadonlyArray<readonly [RegExp, RegExp, IdentifierClass]> = [
  [/address$/i, /^(?:line\d?|lines|addressLine\d?|street\d?)$/i, 'ADDRESS'],
  [/insurance$|coverage$/i, /^(?:groupNumber|group|subscriberId|policyNumber)$/i, 'ID'],
];

function hintFor(key: string | undefined, level: DeidLevel, parent?: string): IdentifierClass | null {
  if (key === undefined || level === 'off') return null;
  const nested = parent === undefined ? undefined : NESTED_KEY_HINTS.find(([within, re]) => within.test(parent) && re.test(key));
  const cls = nested?.[2] ?? KEY_HINTS.find(([re]) => re.test(key))?.[1];
  if (!cls) return null;
  return level === 'full' || PERSON_CLASSES.has(cls) ? cls : null;
}

/**
 * De-identifies a text, or every string inside a JSON-like value (keys are kept). Within one call the same value
 * always gets the same token; the token map stays with the caller and must not leave the server.
 */
export function deidentify(input: string, context: DeidContext | CompiledContext, level: DeidLevel, source?: TextSource): DeidTextResult;
export function deidentify<T>(input: T, context: DeidContext | CompiledContext, level: DeidLevel): DeidValueResult<T>;
export function deidentify(input: unknown, context: DeidContext | CompiledContext, level: DeidLevel, source: TextSource = 'part'): DeidTextResult | DeidValueResult<unknown> {
  const assigner = new TokenAssigner();
  const classes = new Set<IdentifierClass>();
  if (level === 'off') {
    return typeof input === 'string'
      ? { text: input, tokens: assigner.map, classes: [], spans: [] }
      : { value: input, tokens: assigner.map, classes: [] };
  }
  const compiled = ensureCompiled(context);
  const one = (text: string, hint: IdentifierClass | null, of: TextSource): { text: string; spans: Detection[] } => {
    let spans = detectIdentifiers(text, compiled, level, of);
    // A value under a key such as `name` or `phone` is an identifier as a whole, even when no detector fires.
    // A `name` must also look like a person's: labs and medications have names too.
    if (hint && !spans.length && text.trim() && (hint !== 'NAME' || looksLikePersonValue(text))) spans = [wholeValue(text, hint, compiled)];
    // An address line or a member number under its key is one identifier: when the detectors found only part of it
    // ("Apt 4B, 1200 Old Mill Run" with the unit alone), the whole value is masked, so no part of it leaves.
    else if ((hint === 'ADDRESS' || hint === 'ID') && spans.length && uncoveredWord(text, spans)) spans = [wholeValue(text, hint, compiled)];
    for (const s of spans) classes.add(s.cls);
    return { text: tokenize(text, spans, assigner).text, spans };
  };
  if (typeof input === 'string') {
    const r = one(input, null, source);
    return { text: r.text, tokens: assigner.map, classes: orderClasses(classes), spans: r.spans.map(toPublicSpan) };
  }
  // `parent`: the key of the object a value is in (an array passes its own key on to its items).
  const walk = (value: unknown, key: string | undefined, parent?: string): unknown => {
    if (typeof value === 'string') return one(value, hintFor(key, level, parent), 'part').text;
    if (typeof value === 'number' && Number.isFinite(value)) return walkNumber(value, key, parent);
    if (Array.isArray(value)) return value.map((v) => walk(v, key, parent));
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k, key)]));
    }
    if (value instanceof Date) return one(value.toISOString().slice(0, 10), level === 'full' ? 'DATE' : null, 'part').text;
    return value;
  };
  const walkNumber = (n: number, key: string | undefined, parent: string | undefined): unknown => {
    // A number can be a file number or a phone; an `age` over 89 becomes "90+".
    if (level === 'full' && key && /^age$/i.test(key) && n > 89) {
      classes.add('AGE');
      return '90+';
    }
    const asText = String(n);
    const r = one(asText, hintFor(key, level, parent), 'part');
    return r.spans.length ? r.text : n;
  };
  return { value: walk(input, undefined), tokens: assigner.map, classes: orderClasses(classes) };
}

/** "Rose Hope", "O'Brien, Ann", "RH": letters only, two to four capitalised words, or initials; not a drug. */
function looksLikePersonValue(s: string): boolean {
  const v = s.trim();
  if (/^\p{Lu}{1,4}$/u.test(v)) return true;
  const parts = v.split(/[\s,]+/).filter(Boolean);
  return parts.length >= 2 && parts.length <= 4 && parts.every((p) => /^\p{Lu}[\p{L}'’.-]*$/u.test(p) && !DRUGS.has(p.toLowerCase()));
}

/** True when a letter or digit of `text` lies outside every span. */
function uncoveredWord(text: string, spans: readonly Detection[]): boolean {
  for (const m of text.matchAll(/[\p{L}\p{N}]/gu)) {
    if (!spans.some((d) => m.index >= d.start && m.index < d.end)) return true;
  }
  return false;
}

function firstNonSpace(s: string): number {
  return s.length - s.trimStart().length;
}
function lastNonSpace(s: string): number {
  return s.trimEnd().length;
}

function wholeValue(text: string, cls: IdentifierClass, compiled: CompiledContext): Detection {
  const start = firstNonSpace(text);
  const end = lastNonSpace(text);
  const value = text.slice(start, end);
  if (cls === 'NAME') {
    const person = compiled.people.find((p) => p.display.toLowerCase() === value.toLowerCase());
    if (person) return { start, end, cls: person.cls, known: true, key: person.key, value: person.display, priority: PRIORITY.knownPerson };
    return { start, end, cls, known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson };
  }
  return { start, end, cls, known: false, key: `${cls}:${value}`, value, priority: PRIORITY.labelledId };
}
