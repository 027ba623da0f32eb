import { phoneDigits, splitName } from '../eprescribe/newrx.js';
import { serializeX12, x12Text, type X12Element } from './x12.js';

/** The implementation guide the message declares (GS08, ST03): the professional claim of HIPAA 5010. */
export const X12_837P_VERSION = '005010X222A1';

export interface ClaimAddress { line: string; city: string; state: string; postalCode: string }

/** Everything an 837P carries, already checked for presence (submit.ts); the builder only shapes it. */
export interface ClaimData {
  /** One per submission, from the clinic's counter: ISA13 (9 digits), GS06, ST02, BHT03 and CLM01. */
  controlNumber: number;
  createdAt: Date;
  submitterId: string;
  receiverId: string;
  billingProvider: { name: string; npi: string; taxId: string; taxonomy?: string; address: ClaimAddress; phone: string };
  payer: { name: string; id: string };
  subscriber: {
    name: string; sex: 'M' | 'F'; dateOfBirth: string; address: ClaimAddress; memberId: string; groupNumber: string | null;
  };
  placeOfService: string;
  /** ICD-10-CM in dotted form; HI carries them without the dot. */
  diagnosisCodes: string[];
  serviceDate: string;
  lines: { code: string; modifiers: string[]; chargeCents: number; quantity: number; diagnosisPointers: number[] }[];
}

/**
 * X12 5010 element lengths the 837P writes. The claims settings and credentials are held to them on save (400 naming
 * the field); the patient's address, whose record allows more, is checked at submit.
 */
export const X12_LENGTH = {
  addressLine: 55, city: 30, interchangeId: 15, name: 60, identifier: 80, identifierMin: 2,
} as const;
/** 837P limits of a claim: 50 service lines (2400 loop repeat). */
export const MAX_CLAIM_LINES = 50;

/** The 9-digit control number as ISA13, ST02 and CLM01 carry it (GS06 takes it without the zeros). */
export function formatControlNumber(value: number): string {
  return String(value).padStart(9, '0');
}

const amount = (cents: number) => (cents / 100).toFixed(2);
const digits = (text: string) => text.replace(/\D/g, '');
const ccyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');
const hhmm = (date: Date) => date.toISOString().slice(11, 16).replace(':', '');

function address(a: ClaimAddress): X12Element[][] {
  return [['N3', x12Text(a.line)], ['N4', x12Text(a.city), a.state, digits(a.postalCode)]];
}

/** The fixed-width ISA: every element padded to its length, as the standard requires. */
function isa(d: ClaimData): string[] {
  const id = (value: string) => x12Text(value).padEnd(X12_LENGTH.interchangeId, ' ');
  return ['ISA', '00', ' '.repeat(10), '00', ' '.repeat(10), 'ZZ', id(d.submitterId), 'ZZ', id(d.receiverId),
    ccyymmdd(d.createdAt).slice(2), hhmm(d.createdAt), '^', '00501', formatControlNumber(d.controlNumber), '0', 'P', ':'];
}

/**
 * An 837P with one claim: the patient is the subscriber (2000B, SBR02 18, no 2000C loop); the invoice's issue date is
 * the date of service of every line (the invoice keeps no per-line dates).
 */
export function build837P(d: ClaimData): string {
  const control = formatControlNumber(d.controlNumber);
  const date = ccyymmdd(d.createdAt);
  const bp = d.billingProvider;
  const subscriber = splitName(d.subscriber.name);
  const transaction: X12Element[][] = [
    ['ST', '837', control, X12_837P_VERSION],
    ['BHT', '0019', '00', control, date, hhmm(d.createdAt), 'CH'],
    // 1000A submitter, 1000B receiver (the settings hold no clearinghouse name: the payer's stands for it).
    ['NM1', '41', '2', x12Text(bp.name).slice(0, X12_LENGTH.name), '', '', '', '', '46', x12Text(d.submitterId)],
    ['PER', 'IC', x12Text(bp.name).slice(0, X12_LENGTH.name), 'TE', phoneDigits(bp.phone)],
    ['NM1', '40', '2', x12Text(d.payer.name).slice(0, X12_LENGTH.name), '', '', '', '', '46', x12Text(d.receiverId)],
    // 2000A billing provider.
    ['HL', '1', '', '20', '1'],
    ...(bp.taxonomy ? [['PRV', 'BI', 'PXC', bp.taxonomy]] : []),
    ['NM1', '85', '2', x12Text(bp.name).slice(0, X12_LENGTH.name), '', '', '', '', 'XX', bp.npi],
    ...address(bp.address),
    ['REF', 'EI', bp.taxId],
    // 2000B subscriber (= the patient), 2010BA, 2010BB payer.
    ['HL', '2', '1', '22', '0'],
    ['SBR', 'P', '18', d.subscriber.groupNumber ? x12Text(d.subscriber.groupNumber).slice(0, 50) : '', '', '', '', '', '', 'CI'],
    ['NM1', 'IL', '1', x12Text(subscriber.LastName), x12Text(subscriber.FirstName ?? ''), x12Text(subscriber.MiddleName ?? ''),
      '', '', 'MI', x12Text(d.subscriber.memberId)],
    ...address(d.subscriber.address),
    ['DMG', 'D8', d.subscriber.dateOfBirth.replaceAll('-', ''), d.subscriber.sex],
    ['NM1', 'PR', '2', x12Text(d.payer.name).slice(0, X12_LENGTH.name), '', '', '', '', 'PI', x12Text(d.payer.id)],
    // 2300 claim: CLM05 = place of service : B (facility code qualifier) : 1 (original claim).
    ['CLM', control, amount(d.lines.reduce((sum, l) => sum + l.chargeCents, 0)), '', '', [d.placeOfService, 'B', '1'], 'Y', 'A', 'Y', 'Y'],
    ['HI', ...d.diagnosisCodes.map((code, i) => [i === 0 ? 'ABK' : 'ABF', code.replace('.', '')])],
    // 2400 service lines.
    ...d.lines.flatMap((line, i): X12Element[][] => [
      ['LX', String(i + 1)],
      ['SV1', ['HC', line.code, ...line.modifiers], amount(line.chargeCents), 'UN', String(line.quantity), '', '',
        line.diagnosisPointers.map(String)],
      ['DTP', '472', 'D8', d.serviceDate.replaceAll('-', '')],
    ]),
  ];
  const segments: X12Element[][] = [
    isa(d),
    ['GS', 'HC', x12Text(d.submitterId), x12Text(d.receiverId), date, hhmm(d.createdAt), String(d.controlNumber), 'X', X12_837P_VERSION],
    ...transaction,
    ['SE', String(transaction.length + 1), control],
    ['GE', '1', String(d.controlNumber)],
    ['IEA', '1', control],
  ];
  return serializeX12(segments);
}
