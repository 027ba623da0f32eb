import { fhirErrors } from './outcome.js';

// FHIR R4 JSON only (decisions.md §9): application/fhir+json answers an Accept of application/fhir+json,
// application/json, */* or none, and `_format=json`; XML (or anything else) is a 406.

const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json', 'application/json+fhir']);
const ACCEPTED_RANGES = new Set(['application/fhir+json', 'application/json', 'application/json+fhir', 'application/*', '*/*']);

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/**
 * A media range's `fhirVersion` parameter (R4 http.html#version-parameter), when given, must name R4: 4.0 or 4.0.x.
 * A client asking for another version's JSON (3.0 is STU3, 5.0 is R5) would misread R4 resources; it gets a 406.
 */
function r4(params: string[]): boolean {
  const version = params.find((p) => p.startsWith('fhirversion='));
  return !version || /^"?4\.0(\.\d+)?"?$/.test(version.slice('fhirversion='.length));
}

export function negotiate(accept: string | undefined, format: string | null): void {
  if (format !== null) {
    // A `+` left unencoded in a query string (`_format=application/fhir+json` typed as is) arrives as a space.
    const [type, ...params] = format.split(';').map((s) => s.trim().toLowerCase());
    const f = type!.replace(/\s+/g, '+');
    if (!JSON_FORMATS.has(f) || !r4(params)) throw fhirErrors.notAcceptable(`_format=${format} is not served: this server answers FHIR R4 JSON only (application/fhir+json; fhirVersion=4.0)`);
    return;
  }
  if (!accept?.trim() || acceptable.has(accept)) return;
  const ok = accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return ACCEPTED_RANGES.has(type!) && !(q && Number(q.slice(2)) === 0) && r4(params);
  });
  if (!ok) throw fhirErrors.notAcceptable('This server answers FHIR R4 JSON only (application/fhir+json; fhirVersion=4.0); XML, other formats and other FHIR versions are not served');
  if (acceptable.size >= MAX_REMEMBERED) acceptable.clear();
  acceptable.add(accept);
}

/**
 * Accept headers already found acceptable: a client sends the same one with every request, so the split and parse
 * above run once per header text rather than per request. Only acceptable ones are kept, and a full set starts over.
 */
const acceptable = new Set<string>();
const MAX_REMEMBERED = 100;
