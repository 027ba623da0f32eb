import type { LabFlag } from '../clinic/patients/schema.js';

/**
 * HL7 table 0078 / FHIR v3 ObservationInterpretation codes to the record's flag (decisions.md §13): H, A → high;
 * HH, LL, AA and the off-scale `>`/`<` → critical; L → low; N and no code → normal. Codes that say nothing about the
 * range (S, R, I, POS, NEG, …) read as normal: the value itself carries the meaning.
 */
const FLAG_BY_CODE: Record<string, LabFlag> = {
  N: 'normal',
  H: 'high', A: 'high',
  L: 'low',
  HH: 'critical', LL: 'critical', AA: 'critical', '>': 'critical', '<': 'critical',
};

/** The flag for one interpretation code (case-insensitive); unknown or empty codes are normal. */
export function flagFromInterpretation(code: string | undefined): LabFlag {
  if (!code) return 'normal';
  return FLAG_BY_CODE[code.trim().toUpperCase()] ?? 'normal';
}

/** The most severe of several flags (an OBX-8 or FHIR interpretation may repeat). */
export function worstFlag(flags: readonly LabFlag[]): LabFlag {
  const order: LabFlag[] = ['critical', 'high', 'low', 'normal'];
  return order.find((f) => flags.includes(f)) ?? 'normal';
}

/**
 * Text from an outside system with line breaks and other control characters (tab aside) as one space each run: an
 * HL7 `\X00\` escape or a FHIR string may decode to NUL, which PostgreSQL text cannot hold; a lone surrogate becomes
 * U+FFFD. Readers apply it where the text enters, so a value of nothing but control characters is empty (no row), as
 * an empty one is.
 */
export function withoutControls(text: string): string {
  return text.replace(/[\x00-\x08\x0A-\x1F\x7F]+/g, ' ').replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Half of a UTF-16 surrogate pair without its other half (JSON may carry `\ud800`). PostgreSQL stores it as U+FFFD,
 * so it is replaced where the text enters: the row answered is the row stored, and a re-delivery matches it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text as one line within the record's limit (200 characters for name and value): control characters become
 * spaces (withoutControls), inner spacing stays as sent, and a longer text is cut with an ellipsis rather than refused.
 */
export function fitText(text: string, max = 200): string {
  const t = withoutControls(text).trim();
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
}
