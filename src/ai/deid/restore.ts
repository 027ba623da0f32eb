// Putting the originals back into model output. Models do not always copy `[[PATIENT_1]]` faithfully: they
// change case, drop or change the brackets, or escape the underscore for Markdown. Every such form is accepted,
// but only for tokens present in the map, and never a bare class word ("PATIENT" alone stays).
import type { TokenMap } from './tokens.js';
import { IDENTIFIER_CLASSES } from './types.js';

export type TokenLookup = TokenMap | ReadonlyMap<string, string>;

const CLASS = `(${IDENTIFIER_CLASSES.join('|')})`;
const OPEN = String.raw`(?:(?:\\?\[){1,2}|\{\{?|<)`;
const CLOSE = String.raw`(?:(?:\\?\]){1,2}|\}\}?|>)`;
const TOKEN = new RegExp(
  String.raw`${OPEN}[ \t]{0,2}${CLASS}(?:\\?_|[- ])(\d+)[ \t]{0,2}${CLOSE}?` +
  String.raw`|(?<![\p{L}\p{N}_])${CLASS}\\?_(\d+)(?!\p{N})(?:(?:\\?\]){1,2}|\}\}?)?`,
  'giu');

function lookup(tokens: TokenLookup, cls: string, n: string): string | undefined {
  const name = `${cls.toUpperCase()}_${Number(n)}`;
  return tokens.get(name);
}

function isWordChar(c: string | undefined): boolean {
  return !!c && /[\p{L}\p{N}_]/u.test(c);
}

function restoreAfter(text: string, tokens: TokenLookup, before: string | undefined): string {
  if (!text || tokens.size === 0) return text;
  return text.replace(TOKEN, (match, c1: string | undefined, n1: string | undefined, c2: string | undefined, n2: string | undefined, offset: number) => {
    // A bare token glued to a word ("xPATIENT_1") is not a token; the lookbehind cannot see across stream chunks.
    if (c2 !== undefined && offset === 0 && isWordChar(before)) return match;
    const value = c1 !== undefined ? lookup(tokens, c1, n1!) : lookup(tokens, c2!, n2!);
    return value ?? match;
  });
}

/** Replaces every token form in `text` by the original it stands for. Unknown tokens are left as they are. */
export function restore(text: string, tokens: TokenLookup): string {
  return restoreAfter(text, tokens, undefined);
}

/** `restore` applied to every string inside a JSON-like value. */
export function restoreValue<T>(value: T, tokens: TokenLookup): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return restore(v, tokens);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

const CLASS_NAMES = IDENTIFIER_CLASSES as readonly string[];

/**
 * Could `s` still grow into a token? True for "[[PAT", "PATIENT_1" (more digits may follow), "[[NAME_2]"; false
 * once a token is complete ("[[NAME_2]]") or the text cannot be one.
 */
export function couldBecomeToken(s: string): boolean {
  if (/^(?:\\|(?:\\?\[){1,2}\\?|\{\{?|<)$/.test(s)) return true;
  let i = 0;
  const open = /^(?:(?:\\?\[){1,2}|\{\{?|<)/.exec(s);
  if (open) {
    i = open[0].length;
    while (s[i] === ' ' || s[i] === '\t') i++;
    if (i === s.length) return true;
  }
  let j = i;
  while (j < s.length && /[A-Za-z]/.test(s[j]!)) j++;
  const word = s.slice(i, j).toUpperCase();
  if (!word) return false;
  if (j === s.length) return CLASS_NAMES.some((c) => c.startsWith(word));
  if (!CLASS_NAMES.includes(word)) return false;
  i = j;
  if (s[i] === '\\') {
    i++;
    if (i === s.length) return true;
    if (s[i] !== '_') return false;
    i++;
  } else if (s[i] === '_' || (open && (s[i] === '-' || s[i] === ' '))) {
    i++;
  } else return false;
  if (i === s.length) return true;
  j = i;
  while (j < s.length && /\d/.test(s[j]!)) j++;
  if (j === i) return false;
  if (j === s.length) return true;
  i = j;
  if (open) while (s[i] === ' ' || s[i] === '\t') i++;
  // Only a closer that is still incomplete keeps the token open.
  return OPEN_CLOSERS.has(s.slice(i));
}

const OPEN_CLOSERS = new Set(['', '\\', ']', '\\]', ']\\', '\\]\\', '}']);

const MAX_TOKEN_LENGTH = 40;

export interface StreamingRestorer {
  /** Restored text that is safe to emit now; a possible token at the end is held back. */
  push(chunk: string): string;
  /** Everything still held back, restored. */
  flush(): string;
}

/** Restores a model's streamed output chunk by chunk, even when a token is split across chunks. */
export function createStreamingRestorer(tokens: TokenLookup): StreamingRestorer {
  let buffer = '';
  let lastEmitted: string | undefined;
  const emit = (text: string): string => {
    if (!text) return '';
    const out = restoreAfter(text, tokens, lastEmitted);
    lastEmitted = text[text.length - 1];
    return out;
  };
  return {
    push(chunk: string): string {
      buffer += chunk;
      const hold = holdFrom(buffer, lastEmitted);
      const ready = buffer.slice(0, hold);
      buffer = buffer.slice(hold);
      return emit(ready);
    },
    flush(): string {
      const rest = buffer;
      buffer = '';
      return emit(rest);
    },
  };
}

/** The earliest index from which the end of `buffer` could still be the start of a token. */
function holdFrom(buffer: string, before: string | undefined): number {
  for (let i = Math.max(0, buffer.length - MAX_TOKEN_LENGTH); i < buffer.length; i++) {
    const c = buffer[i]!;
    const opener = c === '[' || c === '{' || c === '<' || c === '\\';
    const prev = i > 0 ? buffer[i - 1] : before;
    const bareStart = /[A-Za-z]/.test(c) && !isWordChar(prev);
    if ((opener || bareStart) && couldBecomeToken(buffer.slice(i))) return i;
  }
  return buffer.length;
}
