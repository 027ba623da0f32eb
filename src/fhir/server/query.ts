import { COMMON_PARAMS, type LoadHint, type ResourceDef } from './registry.js';
import { fhirErrors } from './outcome.js';
import { checkCriterion, modifierSupported, referencedIds, splitAlternatives, tokenParts, unescapeValue, type Criterion } from './search.js';
import type { Resource } from './types.js';

// Reading a search's query string: every parameter is known or the search is refused (decisions.md §9: no silent
// ignoring), except the `_format`/`_pretty` pair.

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;

/** Result parameters the router handles itself (not search criteria). */
export const RESULT_PARAMS = ['_count', '_offset', '_sort', '_include', '_summary', '_elements', '_format', '_pretty'] as const;

export interface SortKey { key: string; descending: boolean }

export interface ParsedSearch {
  criteria: Criterion<Resource>[];
  count: number;
  offset: number;
  sort: SortKey[];
  includePatients: boolean;
  summaryCount: boolean;
  elements: string[] | undefined;
  pretty: boolean;
  hint: LoadHint;
  /**
   * Parameters left out under `Prefer: handling=lenient` (R4 search.html#errors): unknown names and unsupported
   * modifiers, as written. The Bundle says so in an OperationOutcome entry and its links leave them out.
   */
  ignored: string[];
}

function single(name: string, values: string[]): string {
  if (values.length > 1) throw fhirErrors.invalid(`The parameter ${name} may appear only once`);
  return values[0]!;
}

function nonNegativeInteger(name: string, text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw fhirErrors.invalid(`${name} must be a whole number of at least 0`);
  return Number(text);
}

export function parseSearch(def: ResourceDef, params: URLSearchParams, base: string, lenient = false): ParsedSearch {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of params) grouped.set(name, [...(grouped.get(name) ?? []), value]);

  const parsed: ParsedSearch = {
    criteria: [], count: DEFAULT_COUNT, offset: 0, sort: [], includePatients: false, summaryCount: false,
    elements: undefined, pretty: false, hint: {}, ignored: [],
  };
  for (const [fullName, values] of grouped) {
    const colon = fullName.indexOf(':');
    const name = colon < 0 ? fullName : fullName.slice(0, colon);
    const modifier = colon < 0 ? undefined : fullName.slice(colon + 1);
    if ((RESULT_PARAMS as readonly string[]).includes(name)) {
      if (modifier !== undefined) throw fhirErrors.invalid(`The parameter ${name} takes no modifier`);
      readResultParam(def, parsed, name, values);
      continue;
    }
    const paramDef = def.params[name] ?? COMMON_PARAMS[name];
    if (lenient && (!paramDef || !modifierSupported(paramDef, modifier))) {
      parsed.ignored.push(fullName);
      continue;
    }
    if (!paramDef) {
      throw fhirErrors.invalid(`Unknown search parameter "${name}" for ${def.type}. Supported: ${[...Object.keys(COMMON_PARAMS), ...Object.keys(def.params)].join(', ')}`);
    }
    for (const value of values) {
      const alternatives = splitAlternatives(value);
      const values = paramDef.type === 'token' ? alternatives : alternatives.map(unescapeValue);
      const criterion: Criterion<Resource> = { name, modifier, values, def: paramDef as Criterion<Resource>['def'] };
      checkCriterion(criterion);
      parsed.criteria.push(criterion);
    }
  }
  parsed.hint = hintOf(parsed.criteria, base);
  return parsed;
}

function readResultParam(def: ResourceDef, parsed: ParsedSearch, name: string, values: string[]): void {
  switch (name) {
    case '_count':
      parsed.count = Math.min(nonNegativeInteger('_count', single(name, values)), MAX_COUNT);
      return;
    case '_offset':
      parsed.offset = nonNegativeInteger('_offset', single(name, values));
      return;
    case '_sort':
      for (const key of single(name, values).split(',')) {
        const descending = key.startsWith('-');
        const bare = descending ? key.slice(1) : key;
        if (bare !== '_id' && bare !== '_lastUpdated' && !(bare in def.sorts)) {
          throw fhirErrors.invalid(`Cannot sort ${def.type} by "${bare}". Sort keys: ${['_id', '_lastUpdated', ...Object.keys(def.sorts)].join(', ')}`);
        }
        parsed.sort.push({ key: bare, descending });
      }
      return;
    case '_include':
      for (const value of values) {
        // With or without its target type (R4 [type]:[parameter]:[targetType]): the patient include's is Patient.
        if ((value !== `${def.type}:patient` && value !== `${def.type}:patient:Patient`) || !def.patientOf) {
          throw fhirErrors.invalid(`_include=${value} is not supported${def.patientOf ? ` (only ${def.type}:patient)` : ''}`);
        }
        parsed.includePatients = true;
      }
      return;
    case '_summary': {
      const value = single(name, values);
      if (value === 'count') parsed.summaryCount = true;
      else if (value !== 'false') throw fhirErrors.invalid(`_summary=${value} is not supported (count or false)`);
      return;
    }
    case '_elements':
      parsed.elements = values.flatMap((v) => v.split(',')).map((e) => e.trim()).filter(Boolean);
      for (const e of parsed.elements) if (!/^[A-Za-z][A-Za-z0-9]*$/.test(e)) throw fhirErrors.invalid(`_elements: "${e}" is not an element name`);
      return;
    case '_pretty':
      parsed.pretty = single(name, values) === 'true';
      return;
    case '_format':
      return; // negotiated before the search (negotiate.ts)
  }
}

/** What the criteria pin down, to load less: ids (`_id`), patients (`patient`/`subject`), categories. */
function hintOf(criteria: Criterion<Resource>[], base: string): LoadHint {
  const hint: LoadHint = {};
  const ids = criteria.filter((c) => c.name === '_id');
  if (ids.length === 1) hint.ids = ids[0]!.values;
  for (const c of criteria) {
    if (c.def.type !== 'reference' || !c.def.targets.includes('Patient')) continue;
    const named = referencedIds(c, 'Patient', base);
    hint.patientIds = hint.patientIds ? hint.patientIds.filter((id) => named.includes(id)) : named;
  }
  const categories = criteria.filter((c) => c.name === 'category');
  if (categories.length === 1) {
    const codes = categories[0]!.values.map((v) => tokenParts(v).code);
    if (codes.every(Boolean)) hint.categories = codes;
  }
  return hint;
}
