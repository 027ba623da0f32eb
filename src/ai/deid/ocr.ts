// Scanned records read by OCR swap look-alike characters: "O5/2l/1934" for 05/21/1934, "7O570" for 70570,
// "F0NTENOT, CL0TILDE", "BlLLY RAY", "J0hns lsland". A known identifier written so escapes every matcher that reads
// digits as digits and names as letters. `ocrReading` gives the text as the scanner meant it, character for
// character (the same length, so every offset found in it is an offset in the text), or null when nothing in the
// text looks like an OCR swap; the engine runs its detectors on that reading too.
import { foldPlace, placePopulation } from './gazetteer.js';
import { isEnglishWord, isPersonName } from './vocabulary.js';

const AS_DIGIT: Readonly<Record<string, string>> = { O: '0', o: '0', l: '1', I: '1', '|': '1' };

// A run of digits and look-alikes, maybe joined by / - . (a date, a ZIP, a file number), standing alone.
const NUMERIC_RUN = /(?<![\p{L}\d])[\dOolI|](?:[\dOolI|]|[\/\-.](?=[\dOolI|]))*(?![\p{L}\d])/gu;
const HL7_SEGMENT_START = /^[A-Z][A-Z0-9]{2}\|/;
const UNIT_RUN = /\b(?:APT|Apt|apt|UNIT|Unit|unit|STE|Ste|ste|#)\.?[ \t]*#?[ \t]*([\dOolI]{2,5})(?![\p{L}\d])/gu;
// "W00l8832l4", "BR-0O3l7": a short letter prefix, then digits with look-alikes.
const PREFIXED_RUN = /(?<![\p{L}\d])[A-Z]{1,3}([\dOolI|]{4,})(?![\p{L}\d])/gu;
// A word with a zero or a lower-case l inside capitals: "F0NTENOT", "B0X", "BlLLY", "M0BlLE", "J0hns", "0pelousas".
const WORD_WITH_SWAPS = /(?<![\p{L}\d])[\p{L}0]*(?:0|(?<=\p{Lu})l(?=[\p{Lu}0])|(?<![\p{L}])l(?=\p{Lu}))[\p{L}0]*(?![\p{L}\d])/gu;
// "lsland", "lmpression", "lrvine": a lower-case l for a capital I opening a word, before a consonant no English
// word has after an opening l.
const L_FOR_I = /(?<![\p{L}\d])l(\p{Ll}{3,})(?![\p{L}\d])/gu;
const NOT_AFTER_OPENING_L = /^[bcdfghjkmnpqrstvwxz]/;
// "MAX1MILIANO", "E2EQUIEL", "ARV1ZU": in a word of capitals, a digit standing between letters for a letter.
const DIGIT_IN_CAPITALS = /(?<![\p{L}\d])\p{Lu}*(?:\p{Lu}[01258]\p{Lu})[\p{Lu}01258]*(?![\p{L}\d])/gu;
const AS_LETTER: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' };
// "Carm1ne", "D1Prete", "Wi1liams", "B1vd": a one between letters of a word not all in capitals, for an i or an l.
const ONE_IN_WORD = /(?<![\p{L}\d])\p{L}+1{1,2}\p{L}+(?![\p{L}\d])/gu;
const STREET_ABBREVIATIONS = new Set(['blvd', 'pl', 'ln']);

/**
 * The letter the ones of `word` stand for (every one the same letter: "Cu11en"): the one that makes a word, a name or
 * a town ("Hia1eah"), an i when none does.
 */
function letterForOne(word: string): string {
  const at = word.indexOf('1');
  const upper = /\p{Lu}/u.test(word[at - 1] ?? '') && /\p{Lu}/u.test(word[word.lastIndexOf('1') + 1] ?? '');
  for (const letter of ['i', 'l']) {
    const read = word.replaceAll('1', letter).toLowerCase();
    if (isEnglishWord(read) || isPersonName(read) || STREET_ABBREVIATIONS.has(read) || placePopulation(foldPlace([read])) > 0) {
      return upper ? letter.toUpperCase() : letter;
    }
  }
  return upper ? 'I' : 'i';
}

function digitsAndSwaps(s: string): { digits: number; swaps: number } {
  let digits = 0, swaps = 0;
  for (const c of s) {
    if (c >= '0' && c <= '9') digits++;
    else if (c in AS_DIGIT) swaps++;
  }
  return { digits, swaps };
}

export function ocrReading(text: string): string | null {
  if (!/[0-9][OolI|]|[OolI|][0-9]|\p{L}0|0\p{L}|\p{Lu}l\p{Lu}|(?<![\p{L}])l[bcdfghjkmnpqrstvwxz]\p{Ll}|\p{Lu}[1258]\p{Lu}|\p{Ll}1{1,2}\p{L}|\p{L}1{1,2}\p{Ll}|(?:Dr|Mr|Mrs|Ms)\.?[ \t]+0\.|\p{Lu}[01]|\p{Ll}{3}1(?![\p{L}\d])/u.test(text)) return null;
  // Indexed by UTF-16 unit, as the match offsets are.
  const out = text.split('');
  let changed = false;
  const put = (at: number, c: string) => {
    if (out[at] !== c) {
      out[at] = c;
      changed = true;
    }
  };
  for (const found of text.matchAll(NUMERIC_RUN)) {
    // A bar opening or closing the run is an HL7 field's separator ("PID|…||19480212|") on a segment's line or beside
    // another separator, not a one ("MRN |234567" is one).
    const lineStart = text.lastIndexOf('\n', found.index) + 1;
    const hl7 = HL7_SEGMENT_START.test(text.slice(lineStart, lineStart + 4));
    const after = text[found.index + found[0].length] ?? '';
    const lead = hl7 || /[|^~]/.test(text[found.index - 1] ?? '') ? /^\|*/.exec(found[0])![0].length : 0;
    const run = found[0].slice(lead).replace(hl7 || /[|^~]/.test(after) ? /\|+$/ : /(?!)/, '');
    const index = found.index + lead;
    const { digits, swaps } = digitsAndSwaps(run);
    if (digits < 1 || run.length < 2 || swaps === 0 || swaps > digits + 1) continue;
    for (let k = 0; k < run.length; k++) {
      const c = run[k]!;
      if (c in AS_DIGIT) put(index + k, AS_DIGIT[c]!);
    }
  }
  // "APT llO8", "Unit O4": after a unit's word the run is the unit's number, however many of its digits were swapped.
  for (const m of text.matchAll(UNIT_RUN)) {
    const run = m[1]!;
    if (!/\d/.test(run)) continue;
    const at = m.index + m[0].length - run.length;
    for (let k = 0; k < run.length; k++) if (run[k]! in AS_DIGIT) put(at + k, AS_DIGIT[run[k]!]!);
  }
  // "P0 B0x 772": the post office's O before a box.
  for (const m of text.matchAll(/(?<![\p{L}\d])P(0)(?=\.?[ \t]*B[Oo0][Xx](?![\p{L}]))/gu)) put(m.index + 1, 'O');
  for (const m of text.matchAll(PREFIXED_RUN)) {
    const run = m[1]!;
    const { digits, swaps } = digitsAndSwaps(run);
    if (digits < 3 || swaps === 0 || swaps > digits) continue;
    const at = m.index + m[0].length - run.length;
    for (let k = 0; k < run.length; k++) if (run[k]! in AS_DIGIT) put(at + k, AS_DIGIT[run[k]!]!);
  }
  for (const m of text.matchAll(WORD_WITH_SWAPS)) {
    const word = m[0];
    const letters = word.replace(/[0]/g, '');
    if (letters.replace(/l/g, '').length < 2) continue;
    // Capitals but for the swaps: a zero is an O, an l an I. Otherwise a zero is an o (or an O opening the word).
    const capitals = !/\p{Ll}/u.test(word.replace(/l/g, ''));
    for (let k = 0; k < word.length; k++) {
      const c = word[k]!;
      if (c === '0') put(m.index + k, capitals || k === 0 ? 'O' : 'o');
      else if (c === 'l' && capitals) put(m.index + k, 'I');
    }
  }
  for (const m of text.matchAll(L_FOR_I)) {
    if (!NOT_AFTER_OPENING_L.test(m[1]!) || isEnglishWord(m[0])) continue;
    put(m.index, 'I');
  }
  for (const m of text.matchAll(DIGIT_IN_CAPITALS)) {
    const word = m[0];
    if (word.replace(/[^\p{Lu}]/gu, '').length < 4) continue;
    for (let k = 1; k < word.length - 1; k++) {
      const c = word[k]!;
      if (c in AS_LETTER && /\p{Lu}/u.test(word[k - 1]!) && /\p{Lu}/u.test(word[k + 1]!)) put(m.index + k, AS_LETTER[c]!);
    }
  }
  // "HASKEW, 0LL1E": a word of capitals with zeros and ones for O and I (at least three capitals).
  for (const m of text.matchAll(/(?<![\p{L}\d])(?=[\p{Lu}01]*[01])(?=(?:[01]*\p{Lu}){3})[\p{Lu}01]{4,}(?![\p{L}\d])/gu)) {
    // Not a code ending in a digit ("FEV1", "HER2", "T10").
    if (!/\p{Lu}[01]|[01]\p{Lu}/u.test(m[0]) || /[01]$/.test(m[0])) continue;
    for (let k = 0; k < m[0].length; k++) if (m[0][k] === '0' || m[0][k] === '1') put(m.index + k, m[0][k] === '0' ? 'O' : 'I');
  }
  // "Lowentha1": a one closing a lower-case word, for an l or an i.
  for (const m of text.matchAll(/(?<![\p{L}\d])\p{Lu}?\p{Ll}{3,}1(?![\p{L}\d])/gu)) put(m.index + m[0].length - 1, letterForOne(m[0]));
  // "Dr. 0. Quarles": a zero for the initial O after a title.
  for (const m of text.matchAll(/\b(?:Dr|Mr|Mrs|Ms)\.?[ \t]+(0)(?=\.[ \t]*\p{Lu})/gu)) put(m.index + m[0].length - 1, 'O');
  for (const m of text.matchAll(ONE_IN_WORD)) {
    const word = m[0];
    // Not a word in capitals (DIGIT_IN_CAPITALS reads those) nor a short code ("q1h", "x1d").
    if (!/\p{Ll}/u.test(word) || word.length < 4) continue;
    const letter = letterForOne(word);
    for (let k = 0; k < word.length; k++) if (word[k] === '1') put(m.index + k, letter);
  }
  return changed ? out.join('') : null;
}
