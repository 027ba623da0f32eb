import { Batch, FileBatch, Message, type HL7Node } from 'node-hl7-client';
import type { Lab } from '../../clinic/patients/schema.js';
import { fitText, flagFromInterpretation, withoutControls, worstFlag } from '../lab-flags.js';
import { hl7TimestampToIso } from './timestamp.js';

/**
 * HL7 v2 ORU^R01 reading on top of `node-hl7-client` (splitting by the message's own delimiters, escape sequences
 * decoded per component after the split, FHS/BHS batches). What the library leaves to us: line endings and the BOM
 * (it expects CR and `MSH` as the very first bytes), and the lab-result rules of decisions.md §13.
 */

/** Why a message cannot be ingested; the ingest answers 400 with this code and an `AE` acknowledgement. */
export class Hl7Refusal extends Error {
  constructor(readonly code: 'not_hl7' | 'not_oru' | 'message_too_large', message: string, readonly header?: Hl7Header) {
    super(message);
  }
}

/** The MSH fields an acknowledgement echoes. */
export interface Hl7Header {
  sendingApplication: string;
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
  messageTime: string;
  messageType: string;
  controlId: string;
  processingId: string;
  version: string;
}

export interface OruMessage {
  header: Hl7Header;
  /**
   * The identifiers of each PID (PID-2, each PID-3 repetition, PID-4; first component), one list per PID: an ORU^R01
   * may carry several PATIENT_RESULT groups, each its own patient.
   */
  patients: string[][];
  /** One per OBX with a value, in message order. */
  results: Lab[];
}

/**
 * CR, LF or CRLF to CR; blank lines dropped; a leading BOM and blanks, and the MLLP frame a message pasted from an
 * interface engine's log still has (VT before, FS and CR after), dropped.
 */
export function normaliseHl7Text(text: string): string {
  return text.replace(/^[\s\x0B]+/, '').replace(/[\s\x1C]+$/, '').replace(/\r\n|\n|\r/g, '\r')
    .split('\r').filter((line) => line.trim() !== '').join('\r');
}

/**
 * The delimiters a header segment (MSH, FHS, BHS) declares, checked before the library splits by them: the field
 * separator is no letter, digit or blank, and the encoding characters (MSH-2) are 2–5 distinct such characters other
 * than the field separator. With an empty or broken MSH-2 the library splits nothing into components and OBX-3's code,
 * text and system would come out as one name.
 */
function checkDelimiters(segment: string): void {
  const field = segment[3];
  const encoding = field === undefined ? '' : segment.slice(4).split(field)[0]!;
  const usable = (ch: string) => !/[\p{L}\p{N}\s]/u.test(ch);
  if (field === undefined || !usable(field) || encoding.length < 2 || encoding.length > 5
    || new Set(encoding).size !== encoding.length || ![...encoding].every(usable)) {
    throw new Hl7Refusal('not_hl7', `message: the ${segment.slice(0, 3)} segment does not declare its delimiters (a field separator, then 2–5 encoding characters such as |^~\\&)`);
  }
}

/**
 * The most segments one ingest reads. The library takes about 0.1 ms of one core per OBX (150,000 OBX, 4.9 MB: 15 s
 * with the event loop blocked); a record holds 5,000 results, so a text past 20,000 segments cannot be a message whose
 * results fit it and is refused before it is read.
 */
export const MAX_HL7_SEGMENTS = 20_000;

/** The messages of a text: one message, or every message of an FHS/BHS batch. Not HL7 → Hl7Refusal('not_hl7'). */
export function splitHl7Messages(raw: string): Message[] {
  const text = normaliseHl7Text(raw);
  if (text.split('\r', MAX_HL7_SEGMENTS + 1).length > MAX_HL7_SEGMENTS) {
    throw new Hl7Refusal('message_too_large', `message: holds more than ${MAX_HL7_SEGMENTS.toLocaleString('en-US')} segments, more than one ingest reads (a record holds 5,000 results); send it in parts`);
  }
  const start = text.slice(0, 3);
  if (['MSH', 'FHS', 'BHS'].includes(start)) {
    for (const segment of text.split('\r')) if (/^(MSH|FHS|BHS)/.test(segment)) checkDelimiters(segment);
  }
  try {
    if (start === 'FHS') return new FileBatch({ text }).messages();
    if (start === 'BHS') return new Batch({ text }).messages();
    if (start === 'MSH') return [new Message({ text })];
  } catch (err) {
    throw new Hl7Refusal('not_hl7', `message: not a parsable HL7 v2 message (${err instanceof Error ? err.message : 'parse error'})`);
  }
  throw new Hl7Refusal('not_hl7', 'message: an HL7 v2 message starts with an MSH segment (or FHS/BHS for a batch)');
}

function text(node: HL7Node | undefined): string {
  return node ? node.toString().trim() : '';
}

/** A field as repetitions of components (1-based component n is `[n - 1]`), each decoded, control characters as spaces. */
function fieldValues(segment: HL7Node, field: number): string[][] {
  const node = segment.get(field);
  if (!node || node.isEmpty()) return [];
  return node.toArray().map((rep) => rep.toArray().map((component) => withoutControls(component.toString())));
}

/** A field as sent (escapes kept, for the ACK to echo); '' when the message stops before it. */
function raw(node: HL7Node): string {
  // The library's node for an absent field throws on toRaw(): a header cut short is refused as not_oru, not a 500.
  return node.isEmpty() ? '' : node.toRaw();
}

function readHeader(message: Message): Hl7Header {
  const msh = (path: string) => text(message.get(`MSH.${path}`));
  return {
    sendingApplication: raw(message.get('MSH.3')),
    sendingFacility: raw(message.get('MSH.4')),
    receivingApplication: raw(message.get('MSH.5')),
    receivingFacility: raw(message.get('MSH.6')),
    messageTime: msh('7.1'),
    messageType: [msh('9.1'), msh('9.2')].filter(Boolean).join('^'),
    controlId: msh('10'),
    processingId: msh('11.1') || 'P',
    version: msh('12.1'),
  };
}

/** Reads one ORU^R01. Anything else (ADT, an ACK, …) → Hl7Refusal('not_oru'). */
export function readOru(message: Message): OruMessage {
  const header = readHeader(message);
  if (header.messageType !== 'ORU^R01') {
    throw new Hl7Refusal('not_oru', `message: only ORU^R01 result messages are ingested, this is ${header.messageType || 'a message without a type'}`, header);
  }
  const patients: string[][] = [];
  const results: Lab[] = [];
  let observationTime = '';
  for (const segment of message.toArray()) {
    switch (segment.name) {
      case 'PID': {
        const identifiers: string[] = [];
        for (const field of [2, 3, 4]) {
          for (const rep of fieldValues(segment, field)) if (rep[0]?.trim()) identifiers.push(rep[0].trim());
        }
        patients.push(identifiers);
        break;
      }
      case 'OBR':
        observationTime = fieldValues(segment, 7)[0]?.[0]?.trim() ?? '';
        break;
      case 'OBX': {
        const result = readObx(segment, observationTime || header.messageTime);
        if (result) results.push(result);
        break;
      }
      default:
        break;
    }
  }
  return { header, patients, results };
}

const CODED_TYPES = new Set(['CE', 'CWE', 'CNE', 'CF', 'CV']);
const DATE_TYPES = new Set(['DT', 'TS', 'DTM']);

/**
 * One OBX as a lab row, or null when OBX-5 is empty. The name is OBX-3's text (component 2, else 9, else 1); the
 * value follows OBX-2; units (OBX-6) never go into the value; OBX-8 plain (`H`) or coded (`H^High^HL70078`), empty is
 * normal; the time is OBX-14, else the time of the OBR it follows (OBR-7), else the message time (an OBX before any
 * OBR).
 */
function readObx(segment: HL7Node, fallbackTime: string): Lab | null {
  const valueType = text(segment.get(2)).toUpperCase();
  const units = (fieldValues(segment, 6)[0] ?? []).slice(0, 2).map((u) => u.trim()).filter(Boolean);
  const values = fieldValues(segment, 5)
    .map((components) => withoutUnits(formatValue(valueType, components), units))
    .filter((v) => v.trim() !== '');
  if (!values.length) return null;
  const name = codedText(fieldValues(segment, 3)[0] ?? []) || 'Result';
  const flags = fieldValues(segment, 8).map((coded) => flagFromInterpretation(coded[0]));
  const time = fieldValues(segment, 14)[0]?.[0]?.trim() || fallbackTime;
  return {
    name: fitText(name),
    value: fitText(values.join(', ')),
    flag: worstFlag(flags),
    takenAt: fitText(time ? hl7TimestampToIso(time) : 'unknown', 64),
  };
}

/**
 * A value without the units (OBX-6 identifier or text) its sender wrote after the number (`7.2 mg/dL`, `140mmol/L`
 * with OBX-6 `mg/dL`, `mmol/L`): units never go into the value (decisions.md §13). Only a unit that ends the value
 * after a blank, or after a digit when the unit starts with no digit, is dropped, and never the whole value (`%`
 * alone stays).
 */
function withoutUnits(value: string, units: readonly string[]): string {
  const text = value.trim();
  for (const unit of units) {
    if (text.length <= unit.length || !text.endsWith(unit)) continue;
    const rest = text.slice(0, -unit.length);
    // After a blank, or right after a digit when the unit does not itself start with one (`140mmol/L`; never the
    // UCUM unit `1` from `1.021` or `11`).
    if (/\s$/.test(rest) || (/\d$/.test(rest) && !/^[\d.]/.test(unit))) return rest.trim();
  }
  return text;
}

/** A coded element's text: component 2 (text), else 9 (original text, CWE), else 1 (the code). */
function codedText(components: readonly string[]): string {
  return (components[1]?.trim() || components[8]?.trim() || components[0]?.trim()) ?? '';
}

function formatValue(valueType: string, components: readonly string[]): string {
  if (valueType === 'SN') return structuredNumeric(components);
  if (DATE_TYPES.has(valueType)) return hl7TimestampToIso(components[0] ?? '');
  // ED: source, type, subtype, encoding, data. Only the fact that a document came is recordable as a lab value.
  if (valueType === 'ED') return components[4]?.trim() ? `Encapsulated data (${components[1]?.trim() || 'unknown type'})` : '';
  // RP: a pointer to data held elsewhere (component 1).
  if (valueType === 'RP') return (components[0] ?? '').trim();
  // A coded type, or any value the sender split into components (an ST sent as `Y^Yes`): read it as coded.
  if (CODED_TYPES.has(valueType) || components.filter((c) => c.trim() !== '').length > 1) return codedText(components);
  return withoutFormatting(components[0] ?? '');
}

/** FT/TX formatting commands (`\.br\`, `\.sp2\`, `\H\`, `\N\`) that survive decoding become spaces. */
function withoutFormatting(value: string): string {
  return value.replace(/\\(?:\.[a-z]{2}[+-]?\d*|[HN])\\/gi, ' ').trim();
}

/** SN: comparator, number, separator/suffix, number; `=` is dropped (`=^1^:^8192` → `1:8192`, `^182` → `182`). */
function structuredNumeric(components: readonly string[]): string {
  const [comparator = '', first = '', separator = '', second = ''] = components.map((c) => c.trim());
  return `${comparator === '=' ? '' : comparator}${first}${separator}${second}`;
}
