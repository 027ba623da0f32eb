// Known numbers by normal form. Every run of digits in the text, alone or chained to its neighbours by the
// separators people type inside numbers (space, dot, dash, slash, parentheses, plus), is compared with the numbers
// the service knows after removing the separators and the leading zeros. So no way of writing a known file number
// ("52-1190", "0003.4417"), phone ("612/555-0143", "+1.612.555.0143") or ZIP can pass. The engine and the outbound
// guard both call this one function, so they cannot disagree on what a known number is.
import { PRIORITY, type Detection } from './spans.js';
import type { IdentifierClass } from './types.js';

export interface KnownNumber { readonly cls: IdentifierClass; readonly key: string }

/** Digits without separators and without leading zeros: the form known numbers are compared in. */
export function normalDigits(s: string): string {
  return s.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
}

interface Run { readonly start: number; readonly end: number; readonly digits: string }

// A digit run; one glued to a token's underscore ("[[ID_1]]") is the engine's own output and never a number.
const DIGITS = /(?<!_)\d+/g;
// What may stand between two runs of one number. A newline or a comma never does.
// "267^5550128": an HL7 component separator too.
const SEPARATOR = /^[ \t]?[-./()+^][ \t]?$|^[ \t]{1,2}$|^\)[ \t]?$|^[ \t]?\($/;
const MAX_CHAIN = 6;
const EXTENSION = /^[ \t]*(?:x|ext\.?|extension)[ \t]*\d{1,5}(?!\d)/i;

function runsOf(text: string): Run[] {
  const out: Run[] = [];
  for (const m of text.matchAll(DIGITS)) out.push({ start: m.index, end: m.index + m[0].length, digits: m[0] });
  return out;
}

/**
 * Every known number in `text`, longest first where two overlap. A single run must have at least 4 significant
 * digits to count, a chain of runs at least 5, so that "BP 128 76" cannot spell a short file number by chance.
 */
export function findKnownNumbers(text: string, known: ReadonlyMap<string, KnownNumber>): Detection[] {
  if (!known.size) return [];
  const runs = runsOf(text);
  const found: Detection[] = [];
  // A part of a chain starts and ends at the chain's ends or where a space stands between two runs: "46.118" inside
  // "196.113.46.118" belongs to the address, it is not a number of its own; "612 555 0143 52-1190" holds two, and
  // so does "bed 4 (20331)".
  const joinedBefore = runs.map((r, k) => k > 0 && SEPARATOR.test(text.slice(runs[k - 1]!.end, r.start)));
  const tightBefore = runs.map((r, k) => joinedBefore[k]! && !/[ \t]/.test(text.slice(runs[k - 1]!.end, r.start)));
  for (let i = 0; i < runs.length; i++) {
    if (tightBefore[i]) continue;
    let joined = '';
    for (let j = i; j < runs.length && j < i + MAX_CHAIN; j++) {
      if (j > i && !joinedBefore[j]) break;
      joined += runs[j]!.digits;
      if (tightBefore[j + 1]) continue;
      const normal = joined.replace(/^0+(?=\d)/, '');
      // A file number written with the zeros it was recorded with ("000307", "000 1776") is that number, however few
      // significant digits it has.
      const asRecorded = joined.length >= 5 && joined !== normal ? known.get(`=${joined}`) : undefined;
      if (!asRecorded && normal.length < (j > i ? 5 : 4)) continue;
      const hit = asRecorded ?? known.get(normal) ?? (normal.length === 11 && normal[0] === '1' ? known.get(normal.slice(1)) : undefined)
        ?? (j === i ? knownDateWithTime(joined, known) : undefined);
      if (!hit) continue;
      let start = runs[i]!.start;
      // "(612)5550143", "+1 612...": the opening bracket or plus goes with the number; "(20331)" keeps its brackets.
      if ((text[start - 1] === '(' && j > i) || text[start - 1] === '+') start--;
      let end = runs[j]!.end;
      // A phone's extension goes with it ("612-555-0143 x214").
      if (hit.cls === 'PHONE') end += EXTENSION.exec(text.slice(end, end + 16))?.[0].length ?? 0;
      const value = text.slice(start, end);
      found.push({ start, end, cls: hit.cls, known: true, key: hit.key, value, priority: PRIORITY.knownId });
    }
  }
  // Longest first; drop matches inside a longer one.
  found.sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const kept: Detection[] = [];
  for (const d of found) if (!kept.some((k) => d.start < k.end && k.start < d.end)) kept.push(d);
  return kept.sort((a, b) => a.start - b.start);
}

// "20250429112233", "202504290915": an HL7 timestamp, a known date (YYYYMMDD) and a time of day (HHMM or HHMMSS).
const TIME_OF_DAY = /^(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?$/;

function knownDateWithTime(digits: string, known: ReadonlyMap<string, KnownNumber>): KnownNumber | undefined {
  if ((digits.length !== 12 && digits.length !== 14) || !TIME_OF_DAY.test(digits.slice(8))) return undefined;
  const date = known.get(digits.slice(0, 8));
  return date?.cls === 'DATE' ? date : undefined;
}

// Dictation spells numbers digit by digit: "six one seven, five five five, zero one seven four", "three three three
// nine oh six". A run of at least four digit words is read as its digits and compared like any written number; a
// run of seven or more that is no known number is still an identifier-shaped run (masked as an ID).
// In Spanish too, and both in one run ("siete ocho seis cinco cinco cinco zero one three nine": a caller switching).
const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  cero: '0', uno: '1', dos: '2', tres: '3', cuatro: '4', cinco: '5', seis: '6', siete: '7', ocho: '8', nueve: '9',
};
const DIGIT_WORD = `(?:${Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const SPOKEN = new RegExp(String.raw`\b${DIGIT_WORD}(?:[ \t]*[,\-]?[ \t]+${DIGIT_WORD}|-${DIGIT_WORD}){3,}\b`, 'gi');
// "one, two, three … nine", "uno, dos, tres … nueve": counting up or down (a developmental or a cognitive test).
const isCounting = (digits: string) => '0123456789'.includes(digits) || '9876543210'.includes(digits);

export function findSpokenNumbers(text: string, known: ReadonlyMap<string, KnownNumber>, generic: boolean): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(SPOKEN)) {
    const digits = m[0].toLowerCase().split(/[^a-z]+/).filter(Boolean).map((w) => DIGIT_WORDS[w] ?? '').join('');
    const normal = digits.replace(/^0+(?=\d)/, '');
    const hit = known.get(normal) ?? (normal.length === 11 && normal[0] === '1' ? known.get(normal.slice(1)) : undefined);
    const value = m[0];
    if (hit) out.push({ start: m.index, end: m.index + value.length, cls: hit.cls, known: true, key: hit.key, value, priority: PRIORITY.knownId });
    else if (generic && digits.length >= 7 && !isCounting(digits)) {
      out.push({ start: m.index, end: m.index + value.length, cls: 'ID', known: false, key: `ID:${value}`, value, priority: PRIORITY.bareId });
    }
  }
  return out;
}
