import type { Resource } from '@medplum/fhirtypes';
import type { Lab } from '../../clinic/patients/schema.js';
import { fitText, flagFromInterpretation, worstFlag } from '../lab-flags.js';

/** Statuses whose results are not results: nothing is imported from them. */
const NOT_A_RESULT = new Set(['entered-in-error', 'cancelled', 'registered']);

/**
 * One FHIR R4 Observation as a lab row, or null when it carries no value to record (no value[x], a data-absent
 * reason, an entered-in-error/cancelled/registered status, or a resource that is not an Observation). Name: code.text,
 * else the first coding's display, else its code. Value by value[x] (units never in the value, as for HL7 v2):
 * Quantity → its number with any comparator (`<5`), string as is, CodeableConcept by its text, integer, Ratio `1:128`,
 * Range `4.5-11` (`>=4.5` or `<=11` when open), boolean, dateTime/time as sent, Period `start/end`. Flag from the
 * interpretation codes (decisions.md §13). takenAt: effectiveDateTime as sent (partial dates such as `2005` or
 * `2005-07` kept), else effectivePeriod.start, effectiveInstant, issued.
 */
export function observationToLab(resource: Resource | undefined): Lab | null {
  const obs = objectOf(resource);
  if (!obs || obs.resourceType !== 'Observation') return null;
  const status = stringOf(obs.status);
  if (status && NOT_A_RESULT.has(status)) return null;
  // Fitted before the check: a value of nothing but control characters is no value.
  const value = fitText(observationValue(obs) ?? '');
  if (!value) return null;
  const codes = listOf(obs.interpretation).flatMap((concept) => listOf(objectOf(concept)?.coding).map((c) => stringOf(objectOf(c)?.code) ?? ''));
  const takenAt = stringOf(obs.effectiveDateTime) ?? stringOf(objectOf(obs.effectivePeriod)?.start) ?? stringOf(obs.effectiveInstant)
    ?? stringOf(obs.issued) ?? '';
  return {
    name: fitText(conceptText(obs.code)) || 'Observation',
    value,
    flag: worstFlag(codes.map(flagFromInterpretation)),
    takenAt: fitText(takenAt, 64) || 'unknown',
  };
}

// The remote resource is read element by element: an element of the wrong JSON type (a server's bug or a hostile
// answer) reads as absent, never as a TypeError (a 500), so the observation is imported without it or skipped.
type Json = Record<string, unknown>;
const stringOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const numberOf = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const objectOf = (v: unknown): Json | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v as Json : undefined);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function conceptText(value: unknown): string {
  const concept = objectOf(value);
  if (!concept) return '';
  const codings = listOf(concept.coding).map(objectOf).filter((c): c is Json => c !== undefined);
  const coding = codings.find((c) => stringOf(c.display)?.trim()) ?? codings[0];
  return stringOf(concept.text)?.trim() || stringOf(coding?.display)?.trim() || stringOf(coding?.code)?.trim() || '';
}

function quantity(value: unknown): string {
  const q = objectOf(value);
  const n = numberOf(q?.value);
  if (n === undefined) return '';
  return `${stringOf(q?.comparator) ?? ''}${formatNumber(n)}`;
}

/** Numbers as written in JSON, without float noise or exponent form for ordinary lab magnitudes. */
function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12)));
}

function observationValue(obs: Json): string | null {
  if (objectOf(obs.valueQuantity)) return quantity(obs.valueQuantity);
  const text = stringOf(obs.valueString);
  if (text !== undefined) return text.trim();
  if (objectOf(obs.valueCodeableConcept)) return conceptText(obs.valueCodeableConcept);
  const integer = numberOf(obs.valueInteger);
  if (integer !== undefined) return String(integer);
  const ratio = objectOf(obs.valueRatio);
  if (ratio) {
    const n = quantity(ratio.numerator);
    const d = quantity(ratio.denominator);
    return n && d ? `${n}:${d}` : n;
  }
  const range = objectOf(obs.valueRange);
  if (range) {
    const low = quantity(range.low);
    const high = quantity(range.high);
    if (low && high) return `${low}-${high}`;
    return low ? `>=${low}` : high ? `<=${high}` : '';
  }
  if (typeof obs.valueBoolean === 'boolean') return obs.valueBoolean ? 'true' : 'false';
  const when = stringOf(obs.valueDateTime) ?? stringOf(obs.valueTime);
  if (when !== undefined) return when;
  const period = objectOf(obs.valuePeriod);
  if (period) return [stringOf(period.start) ?? '', stringOf(period.end) ?? ''].join('/');
  return null;
}
