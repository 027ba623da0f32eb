import { rangeOf, type TimeRange } from './dates.js';
import { fhirErrors } from './outcome.js';
import type { Resource } from './types.js';

// FHIR R4 search semantics (https://hl7.org/fhir/R4/search.html) for the parameter types the server offers, applied to
// mapped resources. Within one parameter, values separated by "," are alternatives (OR); repeated parameters must all
// match (AND).

export interface TokenValue { system?: string; code: string }

export type SearchParamDef<R> = { description: string; definition?: string } & (
  | { type: 'string'; values: (r: R) => string[] }
  | { type: 'token'; values: (r: R) => TokenValue[] }
  | { type: 'date'; values: (r: R) => TimeRange[] }
  | { type: 'reference'; targets: readonly string[]; values: (r: R) => string[] }
);

/**
 * One parameter as searched. `values` are the alternatives of its value split at unescaped commas: unescaped for
 * string, date and reference parameters; a token's keep their escapes until tokenParts splits system from code.
 */
export interface Criterion<R> { name: string; modifier: string | undefined; values: string[]; def: SearchParamDef<R> }

/**
 * A parameter's value split at its unescaped commas (https://hl7.org/fhir/R4/search.html#escaping: `\,`, `\|`,
 * `\$` and `\\` stand for the character itself), each alternative still escaped.
 */
export function splitAlternatives(value: string): string[] {
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '\\') i++;
    else if (value[i] === ',') {
      parts.push(value.slice(at, i));
      at = i + 1;
    }
  }
  parts.push(value.slice(at));
  return parts;
}

/** An escaped value as the text it stands for. */
export function unescapeValue(value: string): string {
  return value.includes('\\') ? value.replace(/\\([\\,|$])/g, '$1') : value;
}

/** A token value's system (undefined when the value has no unescaped `|`) and code, each unescaped. */
export function tokenParts(value: string): { system: string | undefined; code: string } {
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '\\') i++;
    else if (value[i] === '|') return { system: unescapeValue(value.slice(0, i)), code: unescapeValue(value.slice(i + 1)) };
  }
  return { system: undefined, code: unescapeValue(value) };
}

/** Lower case, accents removed, whitespace folded: how string parameters compare. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const MODIFIERS: Record<SearchParamDef<unknown>['type'], readonly string[]> = {
  string: ['exact', 'contains'],
  token: [],
  date: [],
  reference: [],
};

/** Whether a parameter takes this modifier (none given: yes). */
export function modifierSupported<R>(def: SearchParamDef<R>, modifier: string | undefined): boolean {
  return modifier === undefined || (def.type === 'reference' ? def.targets : MODIFIERS[def.type]).includes(modifier);
}

/** Checks a criterion's modifier and values up front, so a bad value is a 400 whatever the data. */
export function checkCriterion<R>(c: Criterion<R>): void {
  const { def } = c;
  if (c.modifier !== undefined) {
    if (!modifierSupported(def, c.modifier)) throw fhirErrors.invalid(`The modifier :${c.modifier} is not supported on ${c.name}`);
  }
  if (c.values.some((v) => v === '')) throw fhirErrors.invalid(`The parameter ${c.name} has an empty value`);
  if (def.type === 'date') for (const v of c.values) parseDateValue(c.name, v);
}

type DatePrefix = 'eq' | 'ne' | 'gt' | 'lt' | 'ge' | 'le';
const DATE_PREFIXES: readonly DatePrefix[] = ['eq', 'ne', 'gt', 'lt', 'ge', 'le'];

function parseDateValue(name: string, value: string): { prefix: DatePrefix; range: TimeRange } {
  let prefix: DatePrefix = 'eq';
  let text = value;
  if (/^[a-z]{2}/.test(value)) {
    const given = value.slice(0, 2);
    if (!DATE_PREFIXES.includes(given as DatePrefix)) throw fhirErrors.invalid(`The prefix ${given} is not supported on ${name} (eq, ne, gt, lt, ge, le)`);
    prefix = given as DatePrefix;
    text = value.slice(2);
  }
  const range = rangeOf(text);
  if (!range) throw fhirErrors.invalid(`${name}: "${value}" is not a FHIR date (YYYY, YYYY-MM, YYYY-MM-DD or a dateTime)`);
  return { prefix, range };
}

/** Date comparison of https://hl7.org/fhir/R4/search.html#prefix, both sides as ranges. */
function dateMatches(prefix: DatePrefix, search: TimeRange, target: TimeRange): boolean {
  const contained = target.start >= search.start && target.end <= search.end;
  switch (prefix) {
    case 'eq': return contained;
    case 'ne': return !contained;
    case 'gt': return target.end > search.end;
    case 'lt': return target.start < search.start;
    case 'ge': return target.end > search.end || contained;
    case 'le': return target.start < search.start || contained;
  }
}

function tokenMatches(value: string, tokens: TokenValue[]): boolean {
  const { system, code } = tokenParts(value);
  if (system === undefined) return tokens.some((t) => t.code === code);
  if (system === '') return tokens.some((t) => t.system === undefined && t.code === code);
  if (code === '') return tokens.some((t) => t.system === system);
  return tokens.some((t) => t.system === system && t.code === code);
}

/** A reference value as `Type/id`: `Patient/1`, `1` (with the parameter's one target or the :Type modifier), or an absolute URL of this server. */
function referenceOf(value: string, targets: readonly string[], modifier: string | undefined, base: string): string {
  let v = value;
  if (v.startsWith(`${base}/`)) v = v.slice(base.length + 1);
  if (v.includes('/')) return v;
  const type = modifier ?? (targets.length === 1 ? targets[0] : undefined);
  return type ? `${type}/${v}` : v;
}

export function matches<R>(resource: R, c: Criterion<R>, base: string): boolean {
  const { def } = c;
  switch (def.type) {
    case 'string': {
      const texts = def.values(resource);
      if (c.modifier === 'exact') return c.values.some((v) => texts.includes(v));
      const folded = texts.map(foldText);
      return c.values.some((v) => {
        const needle = foldText(v);
        return c.modifier === 'contains' ? folded.some((t) => t.includes(needle)) : folded.some((t) => t.startsWith(needle));
      });
    }
    case 'token': {
      const tokens = def.values(resource);
      return c.values.some((v) => tokenMatches(v, tokens));
    }
    case 'date': {
      const ranges = def.values(resource);
      return c.values.some((v) => {
        const { prefix, range } = parseDateValue(c.name, v);
        return ranges.some((target) => dateMatches(prefix, range, target));
      });
    }
    case 'reference': {
      const refs = def.values(resource);
      return c.values.some((v) => refs.includes(referenceOf(v, def.targets, c.modifier, base)));
    }
  }
}

/** The `Type/id` references a reference criterion names (to narrow what is loaded). */
export function referencedIds<R>(c: Criterion<R>, type: string, base: string): string[] {
  if (c.def.type !== 'reference') return [];
  const targets = c.def.targets;
  return c.values.map((v) => referenceOf(v, targets, c.modifier, base))
    .filter((ref) => ref.startsWith(`${type}/`)).map((ref) => ref.slice(type.length + 1));
}

// Helpers the resource definitions use to expose their values.

export const tokenOfCodings = (concepts: Array<{ coding?: Array<{ system?: string; code?: string }> } | undefined>): TokenValue[] =>
  concepts.flatMap((c) => (c?.coding ?? []).filter((x) => x.code).map((x) => ({ system: x.system, code: x.code! })));

export const rangeList = (...texts: Array<string | undefined>): TimeRange[] =>
  texts.flatMap((t) => {
    const r = t ? rangeOf(t) : null;
    return r ? [r] : [];
  });

export const idToken = (r: Resource): TokenValue[] => (r.id ? [{ code: r.id }] : []);
export const lastUpdatedRange = (r: Resource): TimeRange[] => rangeList(r.meta?.lastUpdated);
