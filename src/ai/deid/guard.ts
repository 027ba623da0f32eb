// The outbound guard: the last check before a payload goes to a cloud provider. It does not trust the
// de-identifier: it normalises the payload (case-folded, accents and punctuation removed, digits joined across
// separators) and looks for every identifier the context knows. A hit throws before anything is sent.
import { ensureCompiled, type CompiledContext } from './context.js';
import { dateVariants } from './dates.js';
import { findKnownPeople, fullNameVariants, isAmbiguousWord } from './names.js';
import { tokenizeWords } from './text.js';
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

interface Needle { readonly cls: LeakClass; readonly phrase: string }
interface GuardPlan {
  /** Normalised phrases, matched as whole words. */
  readonly words: readonly Needle[];
  /** Digit strings matched in the digits-joined text. */
  readonly digits: readonly { cls: LeakClass; re: RegExp }[];
  readonly emails: readonly string[];
}

const plans = new WeakMap<CompiledContext, GuardPlan>();

export function normalizeForGuard(text: string): string {
  const folded = text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  return ` ${folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/** Digit runs separated only by phone or date punctuation are joined: "+1 (555) 123-4567" → "15551234567". */
function joinDigits(text: string): string {
  return text.replace(/(\d)[ \t().\-\/+]{1,3}(?=\(?\d)/g, '$1');
}

function planFor(compiled: CompiledContext): GuardPlan {
  const cached = plans.get(compiled);
  if (cached) return cached;
  const words: Needle[] = [];
  for (const p of compiled.people) {
    for (const v of fullNameVariants(p)) words.push({ cls: p.cls, phrase: normalizeForGuard(v) });
    if (!p.singlePartAllowed) continue;
    // Parts that are also English words ("Hope") are left to the name matcher below, which reads case.
    for (const part of p.family) if (part.length >= 2 && !isAmbiguousWord(part)) words.push({ cls: p.cls, phrase: normalizeForGuard(part) });
    for (const part of p.given) if (part.length >= 3 && !isAmbiguousWord(part)) words.push({ cls: p.cls, phrase: normalizeForGuard(part) });
  }
  for (const d of compiled.knownDates) {
    for (const v of dateVariants(d)) words.push({ cls: 'DATE', phrase: normalizeForGuard(v) });
  }
  for (const street of compiled.streetLines) {
    const m = /^(\d+)[A-Za-z]?\s+(?:(?:N|S|E|W|North|South|East|West)\.?\s+)?([A-Za-z0-9]+)/.exec(street);
    if (m) words.push({ cls: 'ADDRESS', phrase: normalizeForGuard(`${m[1]} ${m[2]}`) });
  }
  const digits: { cls: LeakClass; re: RegExp }[] = [];
  for (const f of compiled.fileNumberDigits) digits.push({ cls: 'ID', re: new RegExp(`(?<!\\d)0*${f}(?!\\d)`) });
  for (const phone of compiled.known.phoneDigits) digits.push({ cls: 'PHONE', re: new RegExp(`(?<!\\d)1?${phone}(?!\\d)`) });
  for (const zip of compiled.known.zips) digits.push({ cls: 'ZIP', re: new RegExp(`(?<!\\d)${zip}(?!\\d)`) });
  const emails = [...compiled.known.emails];
  const plan = { words: words.filter((n) => n.phrase.trim().length > 0), digits, emails };
  plans.set(compiled, plan);
  return plan;
}

function collectStrings(payload: unknown, out: string[]): void {
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

/**
 * Throws DeidLeakError when `payload` (a string or any JSON-like value) contains an identifier the context
 * knows, as far as the level requires: `full` checks every known identifier, `names` only names, `off` nothing.
 */
export function assertNoKnownIdentifiers(payload: unknown, context: DeidContext | CompiledContext, options: { level?: DeidLevel } = {}): void {
  const level = options.level ?? 'full';
  const strings: string[] = [];
  collectStrings(payload, strings);
  if (level === 'off') return;
  const compiled = ensureCompiled(context);
  const plan = planFor(compiled);
  const raw = strings.join('\n');
  const normalized = normalizeForGuard(raw);
  const lower = raw.toLowerCase();
  // The email first: it usually spells the name too, and "EMAIL" is the more useful class to report.
  if (level === 'full' && plan.emails.some((e) => lower.includes(e))) throw new DeidLeakError('EMAIL');
  for (const n of plan.words) {
    if (level === 'names' && n.cls !== 'PATIENT' && n.cls !== 'STAFF') continue;
    if (normalized.includes(n.phrase)) throw new DeidLeakError(n.cls);
  }
  const people = findKnownPeople(raw, tokenizeWords(raw), compiled.names);
  if (people[0]) throw new DeidLeakError(people[0].cls);
  if (level === 'names') return;
  const joined = joinDigits(raw);
  for (const d of plan.digits) if (d.re.test(joined)) throw new DeidLeakError(d.cls);
}
