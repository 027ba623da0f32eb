// Small text helpers shared by the detectors.
import { foldWord } from './vocabulary.js';

export interface Word {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Folded (lower case, no accents, no apostrophes), without a trailing possessive `'s`: "o'donnell" → "odonnell". */
  readonly key: string;
  /** End of the word without its possessive, so a span over "Hope's" masks only "Hope". */
  readonly stemEnd: number;
}

// Letters, with inner apostrophes and hyphens ("O'Brien", "Smith-Jones", "Hope's").
// The turned comma "‘" stands for the ʻokina in Hawaiian names typed without it ("Ka‘ahanui").
const WORD = /\p{L}[\p{L}\p{M}]*(?:['’‘]\p{L}+|-\p{L}[\p{L}\p{M}]*)*/gu;

export function tokenizeWords(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    // "ʻAna": an ʻokina opening a word is no letter of its case ("Ana" is the capitalised name).
    const lead = /^[ʻʼ]/.test(m[0]) ? 1 : 0;
    const raw = m[0].slice(lead);
    const start = m.index + lead;
    if (!raw) continue;
    const possessive = /['’][sS]$/.test(raw) && raw.length > 3;
    const stem = possessive ? raw.slice(0, -2) : raw;
    out.push({ text: stem, start, end: start + raw.length, key: foldWord(stem), stemEnd: start + stem.length });
  }
  return out;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function digitsOf(s: string): string {
  return s.replace(/\D+/g, '');
}

/** "Hope", "McDonald", "O'Brien": an upper-case first letter and at least one lower-case letter. */
export function isTitleCase(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && word !== word.toUpperCase();
}

export function isAllCaps(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

export function isLowerCase(word: string): boolean {
  return word === word.toLowerCase();
}

/**
 * True when `index` starts a sentence or a clause where capitalisation says nothing: the start of the text, after
 * . ! ? : ; a newline, a bullet or a list number. A capitalised common word there is not evidence of a name.
 */
export function isSentenceStart(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '"' || text[i] === '(' || text[i] === '\'')) i--;
  if (i < 0) return true;
  const c = text[i]!;
  if ('.!?:;\n\r>'.includes(c)) return true;
  // A bullet counts only at the start of a line; " - " inside a line is a separator ("Medication list - Joy").
  if ('•*-–—'.includes(c)) return i === 0 || /\n[ \t]*$/.test(text.slice(Math.max(0, i - 8), i));
  // "1)" or "2." list markers
  return c === ')' && i > 0 && /\d/.test(text[i - 1]!);
}

/**
 * Does the word at `index` open a line that goes on a sentence the line before left open (a paragraph wrapped by
 * its writer: "... lives with her son\nCarmelo."): the line before holds prose (20 characters or more with two
 * lower-case words in a row) and ends in a word or a comma, with no stop.
 */
export function continuesWrappedLine(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '(')) i--;
  if (i < 0 || text[i] !== '\n') return false;
  let j = i - 1;
  if (text[j] === '\r') j--;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
  // The line's last 200 characters are enough to read it (one long run of letters made the search quadratic).
  const lineStart = text.lastIndexOf('\n', j) + 1;
  const line = text.slice(Math.max(lineStart, j + 1 - 200), j + 1);
  return j + 1 - lineStart >= 20 && /(?:\p{L}{2}|,)$/u.test(line) && /(?<!\p{L})\p{Ll}{2,}[ \t]+\p{Ll}{2,}(?!\p{L})/u.test(line);
}

/** Damerau–Levenshtein distance, capped: returns `limit + 1` as soon as it is exceeded. */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push(new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) rows[i]![0] = i;
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Every string obtained by deleting one character (the symmetric-delete index for edit distance 1). */
export function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}
