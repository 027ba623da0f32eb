import type { CodeableConcept, Observation, Quantity, Resource } from '@medplum/fhirtypes';
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
  if (!resource || resource.resourceType !== 'Observation') return null;
  const obs = resource as Observation;
  if (obs.status && NOT_A_RESULT.has(obs.status)) return null;
  const value = observationValue(obs);
  if (value === null || value === '') return null;
  const name = conceptText(obs.code) || 'Observation';
  const codes = (obs.interpretation ?? []).flatMap((concept) => (concept.coding ?? []).map((c) => c.code ?? ''));
  const takenAt = obs.effectiveDateTime ?? obs.effectivePeriod?.start ?? obs.effectiveInstant ?? obs.issued ?? 'unknown';
  return {
    name: fitText(name),
    value: fitText(value),
    flag: worstFlag(codes.map(flagFromInterpretation)),
    takenAt: fitText(takenAt, 64),
  };
}

function conceptText(concept: CodeableConcept | undefined): string {
  if (!concept) return '';
  const coding = concept.coding?.find((c) => c.display) ?? concept.coding?.[0];
  return (concept.text?.trim() || coding?.display?.trim() || coding?.code?.trim()) ?? '';
}

function quantity(q: Quantity | undefined): string {
  if (q?.value === undefined) return '';
  return `${q.comparator ?? ''}${formatNumber(q.value)}`;
}

/** Numbers as written in JSON, without float noise or exponent form for ordinary lab magnitudes. */
function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12)));
}

function observationValue(obs: Observation): string | null {
  if (obs.valueQuantity) return quantity(obs.valueQuantity);
  if (obs.valueString !== undefined) return obs.valueString.trim();
  if (obs.valueCodeableConcept) return conceptText(obs.valueCodeableConcept);
  if (obs.valueInteger !== undefined) return String(obs.valueInteger);
  if (obs.valueRatio) {
    const n = quantity(obs.valueRatio.numerator);
    const d = quantity(obs.valueRatio.denominator);
    return n && d ? `${n}:${d}` : n;
  }
  if (obs.valueRange) {
    const low = quantity(obs.valueRange.low);
    const high = quantity(obs.valueRange.high);
    if (low && high) return `${low}-${high}`;
    return low ? `>=${low}` : high ? `<=${high}` : '';
  }
  if (obs.valueBoolean !== undefined) return obs.valueBoolean ? 'true' : 'false';
  if (obs.valueDateTime !== undefined) return obs.valueDateTime;
  if (obs.valueTime !== undefined) return obs.valueTime;
  if (obs.valuePeriod) return [obs.valuePeriod.start ?? '', obs.valuePeriod.end ?? ''].join('/');
  return null;
}
