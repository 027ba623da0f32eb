// The outbound guard: the last check before a payload goes to a cloud provider. It re-reads the payload with the
// same matchers the engine uses (case- and accent-folded names, numbers by normal form, dates in any format) and
// throws before anything is sent if an identifier the context knows is still there.
import { ensureCompiled, type CompiledContext } from './context.js';
import { detectInOnePass } from './deidentify.js';
import { TokenMap } from './tokens.js';
import type { DeidContext, DeidLevel, IdentifierClass } from './types.js';

export type LeakClass = IdentifierClass | 'TOKEN_MAP';

/** Thrown when a payload about to leave still holds a known identifier. The message never contains the value. */
export class DeidLeakError extends Error {
  readonly code = 'deid_leak';
  constructor(readonly identifierClass: LeakClass) {
    super(`De-identification guard blocked an outbound payload: it still contains a known ${identifierClass} identifier`);
    this.name = 'DeidLeakError';
  }
}

/**
 * Every string the guard reads in `payload` (object keys, and numbers as text, included); throws DeidLeakError on a
 * token map, which must never travel. Exported so a caller that guards parts incrementally reads payloads the same way.
 */
export function collectStrings(payload: unknown, out: string[]): void {
  if (payload instanceof TokenMap) throw new DeidLeakError('TOKEN_MAP');
  if (typeof payload === 'string') out.push(payload);
  else if (typeof payload === 'number' || typeof payload === 'bigint') out.push(String(payload));
  else if (Array.isArray(payload)) for (const v of payload) collectStrings(v, out);
  else if (payload instanceof Map) for (const [k, v] of payload) { collectStrings(k, out); collectStrings(v, out); }
  else if (payload && typeof payload === 'object') {
    for (const [k, v] of Object.entries(payload)) {
      out.push(k);
      collectStrings(v, out);
    }
  }
}

// An address anywhere, even glued to other text ("mailto:rosa@x.example"): looked up by hash, not searched one by one.
// The local part at most 64 characters (RFC 5321), so a long run with no "@" is not scanned again from each position.
const EMAIL_LIKE = /[A-Za-z0-9._%+\-]{1,64}@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+/g;

function hasKnownEmail(raw: string, emails: ReadonlySet<string>): boolean {
  for (const m of raw.matchAll(EMAIL_LIKE)) {
    const found = m[0].toLowerCase();
    // "x.rosa@mail.example" holds "rosa@mail.example": every suffix starting after a separator is a candidate too.
    if (emails.has(found)) return true;
    for (let i = 0; i < found.indexOf('@'); i++) if ('._%+-'.includes(found[i]!) && emails.has(found.slice(i + 1))) return true;
  }
  return false;
}

/**
 * Throws DeidLeakError when `payload` (a string or any JSON-like value) contains an identifier the context
 * knows, as far as the level requires: `full` checks every known identifier, `names` only names, `off` nothing.
 *
 * The guard runs the engine's own detectors (known people, known numbers by normal form, known dates in any
 * format, known emails and addresses) and throws on the first detection of a KNOWN identifier. Engine and guard
 * cannot disagree: what the engine masks, the guard passes; what the guard flags is a real leak of a value the
 * context holds, never an eponym ("Murphy's sign") or a word inside a medical term.
 */
export function assertNoKnownIdentifiers(payload: unknown, context: DeidContext | CompiledContext, options: { level?: DeidLevel } = {}): void {
  const level = options.level ?? 'full';
  const strings: string[] = [];
  collectStrings(payload, strings);
  if (level === 'off') return;
  const compiled = ensureCompiled(context);
  const raw = strings.join('\n');
  // The email first: it usually spells the name too, and "EMAIL" is the more useful class to report.
  if (level === 'full' && compiled.known.emails.size && hasKnownEmail(raw, compiled.known.emails)) throw new DeidLeakError('EMAIL');
  const leak = detectInOnePass(raw, compiled, level).find((d) => d.known);
  if (leak) throw new DeidLeakError(leak.cls);
}
