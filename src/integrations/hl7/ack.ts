import { randomBytes } from 'node:crypto';
import type { Hl7Header } from './parse.js';

/** Escapes text for an HL7 field with the default delimiters (the ACK is always written with `^~\&`). */
function escapeHl7(text: string): string {
  return text.replace(/\\/g, '\\E\\').replace(/\|/g, '\\F\\').replace(/\^/g, '\\S\\').replace(/&/g, '\\T\\').replace(/~/g, '\\R\\')
    .replace(/[\r\n]+/g, ' ');
}

function hl7Now(now: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}+0000`;
}

/** ERR-3 codes (HL7 table 0357) for the reasons an ingest refuses a message. */
const ERROR_CODES = {
  unsupported_type: '200^Unsupported message type',
  unknown_patient: '204^Unknown key identifier',
  refused: '207^Application internal error',
} as const;
export type Hl7ErrorCode = keyof typeof ERROR_CODES;

/**
 * MSH-10 of an ACK: 20 random hex characters (the field holds 20 in v2.3–2.5.1). Not a time-ordered id cut short: the
 * first 20 characters of a UUIDv7 are the same for every id of one millisecond, so the ACKs of a batch shared one.
 */
function ackControlId(): string {
  return randomBytes(10).toString('hex');
}

/**
 * An original-mode acknowledgement: MSH with sender and receiver swapped, `ACK^R01^ACK`, and MSA with `AA`
 * (accepted) or `AE` (error) and, for AE, the reason in MSA-3 and an ERR segment. Segments end with CR.
 */
export function buildAck(header: Hl7Header | undefined, code: 'AA' | 'AE', reason?: string, error: Hl7ErrorCode = 'refused', now = new Date()): string {
  const version = header?.version || '2.5.1';
  const msh = ['MSH', '^~\\&', header?.receivingApplication ?? '', header?.receivingFacility ?? '', header?.sendingApplication ?? '',
    header?.sendingFacility ?? '', hl7Now(now), '', 'ACK^R01^ACK', ackControlId(), header?.processingId ?? 'P', version];
  const segments = [msh.join('|'), ['MSA', code, escapeHl7(header?.controlId ?? ''), reason ? escapeHl7(reason) : ''].join('|').replace(/\|+$/, '')];
  if (code === 'AE') segments.push(`ERR|||${ERROR_CODES[error]}^HL70357|E||||${escapeHl7(reason ?? '')}`);
  return `${segments.join('\r')}\r`;
}
