import { z } from 'zod';
import { ListQuery } from '../../platform/http/schemas.js';
import { FILE_NUMBER_DIGITS, FileNumber } from '../common/file-number.js';

/** Limits of the Patient resource (interface: Patient, Limits). */
export const PATIENT_LIMITS = {
  fileNumberDigits: FILE_NUMBER_DIGITS,
  nameLength: 200,
  textLength: 200,
  summaryLength: 20_000,
  labsPerAppend: 50,
  listItems: 200,
  labsPerRecord: 5_000,
  encountersPerRecord: 5_000,
  trendPoints: 1_000,
  searchLength: 200,
  /** One address line; 100 fits what a label or a claim's street line carries. */
  addressLineLength: 100,
  cityLength: 60,
  /** Payer and member identifiers: X12 allows up to 80 characters (NM109). */
  payerNameLength: 100,
  insuranceIdLength: 80,
  groupNumberLength: 50,
} as const;

/** The earliest date of birth accepted: no living patient was born before it. */
export const EARLIEST_DATE_OF_BIRTH = '1880-01-01';

/**
 * Two-letter USPS codes of the states, DC, the territories and the military post offices: `address.state` is one of
 * them, as X12 claims and NCPDP messages require.
 */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'AA', 'AE', 'AP',
] as const;
const US_STATES: ReadonlySet<string> = new Set(US_STATE_CODES);

export const SEXES = ['M', 'F'] as const;
export const PATIENT_STATUSES = ['active', 'inpatient', 'discharged'] as const;
export const SOURCES = ['manual', 'ai'] as const;
export const BLOOD_TYPES = ['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const LAB_FLAGS = ['normal', 'high', 'low', 'critical'] as const;
export const SEVERITIES = ['mild', 'moderate', 'severe'] as const;

export type Sex = (typeof SEXES)[number];
export type PatientStatus = (typeof PATIENT_STATUSES)[number];
export type PatientSource = (typeof SOURCES)[number];
export type BloodType = (typeof BLOOD_TYPES)[number];
export type LabFlag = (typeof LAB_FLAGS)[number];

const text = (max: number = PATIENT_LIMITS.textLength) => z.string().trim().max(max);
const requiredText = (max: number = PATIENT_LIMITS.textLength) => z.string().trim().min(1, 'is required').max(max);

export { FileNumber, RequiredFileNumber } from '../common/file-number.js';

function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
const IsoDate = z.string().trim().refine(isCalendarDate, 'must be a calendar date YYYY-MM-DD');

/** Today's date in UTC, `YYYY-MM-DD`: the day a date of birth may not be after (ages are counted in UTC too). */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The earliest date of birth whose age today is within the age limit (150): the day after the 151st birthday. */
function earliestForAgeLimit(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - 151, now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
}

export const DateOfBirth = z.string().trim()
  .refine(isCalendarDate, 'must be a calendar date YYYY-MM-DD')
  .refine((s) => !isCalendarDate(s) || s >= EARLIEST_DATE_OF_BIRTH, `must be on or after ${EARLIEST_DATE_OF_BIRTH}`)
  // From 2031 on this is the stricter bound: the age that follows the date must stay within 0–150.
  .refine((s) => !isCalendarDate(s) || s >= earliestForAgeLimit(), 'must give an age of at most 150')
  .refine((s) => !isCalendarDate(s) || s <= utcToday(), 'must not be in the future');

/** Text a given object must have: absent, empty or blank is "is required". */
const neededText = (max: number) => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim().min(1, 'is required').max(max);

// Strict: an unknown key is a 400 naming it (`address.country`, rules.ts validate), not silently dropped.
export const Address = z.strictObject({
  line: neededText(PATIENT_LIMITS.addressLineLength),
  city: neededText(PATIENT_LIMITS.cityLength),
  state: z.string().trim().toUpperCase()
    .refine((s) => US_STATES.has(s), 'must be a two-letter US state, territory or military code (USPS)'),
  postalCode: z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'must be a US ZIP code: 5 digits, or ZIP+4 as 12345-6789'),
}).meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const Insurance = z.strictObject({
  payerName: neededText(PATIENT_LIMITS.payerNameLength),
  payerId: neededText(PATIENT_LIMITS.insuranceIdLength),
  memberId: neededText(PATIENT_LIMITS.insuranceIdLength),
  /** Optional; empty or null means none (stored as null). */
  groupNumber: z.string().trim().max(PATIENT_LIMITS.groupNumberLength).nullable().optional(),
}).meta({ id: 'Insurance' });
export type Insurance = z.infer<typeof Insurance>;

export const AllergyInput = z.object({
  substance: requiredText(),
  reaction: text().default(''),
  severity: z.enum(SEVERITIES),
}).meta({ id: 'Allergy' });

export const MedicationInput = z.object({
  name: requiredText(),
  dose: text().default(''),
  frequency: text().default(''),
}).meta({ id: 'Medication' });

export const ProblemInput = z.object({
  label: requiredText(),
  since: text().default(''),
}).meta({ id: 'PatientProblem' });

export const Lab = z.object({
  name: requiredText(),
  value: requiredText(),
  flag: z.enum(LAB_FLAGS),
  /** Display date text, as the interface says (not necessarily ISO). */
  takenAt: requiredText(64),
}).meta({ id: 'LabResult' });
export type Lab = z.infer<typeof Lab>;
export type LabInputRaw = z.input<typeof Lab>;

export const Encounter = z.object({
  date: IsoDate,
  type: requiredText(100),
  provider: text().default(''),
  summary: text(PATIENT_LIMITS.summaryLength).default(''),
}).meta({ id: 'Encounter' });
export type Encounter = z.infer<typeof Encounter>;
export type EncounterInput = z.input<typeof Encounter>;

const EMPTY_VITALS = { bp: '', hr: '', temp: '', spo2: '', takenAt: '' };
export const Vitals = z.object({
  bp: text(32).default(''),
  hr: text(32).default(''),
  temp: text(32).default(''),
  spo2: text(32).default(''),
  takenAt: text(64).default(''),
}).meta({ id: 'Vitals' });
export type Vitals = z.infer<typeof Vitals>;

const EMPTY_TREND = { label: '', unit: '', points: [] as number[] };
export const Trend = z.object({
  label: text(100).default(''),
  unit: text(32).default(''),
  points: z.array(z.number().finite()).max(PATIENT_LIMITS.trendPoints).default([]),
}).meta({ id: 'Trend' });
export type Trend = z.infer<typeof Trend>;

/**
 * The create/replace payload (interface: Patient). Only `name` is required. `labs` and `encounters` are optional on
 * purpose: absent on a PUT they are left as they are (they are appended records); present, they replace.
 */
export const PatientInput = z.object({
  fileNumber: FileNumber.optional(),
  name: requiredText(PATIENT_LIMITS.nameLength),
  /** Ignored when the patient has a date of birth: the age then follows it. */
  age: z.number().int('must be a whole number').min(0).max(150).default(0),
  sex: z.enum(SEXES).default('M'),
  status: z.enum(PATIENT_STATUSES).default('active'),
  /** 1–4 characters; derived from name when omitted or empty (decisions.md §4). */
  initials: z.string().trim().max(4, 'at most 4 characters').optional(),
  source: z.enum(SOURCES).optional(),
  pcp: text().optional(),
  primaryProviderId: z.string().trim().min(1).max(100).nullable().optional(),
  phone: z.string().trim().max(40).regex(/^[0-9+\-().\s/#*xX]*$/, 'digits, spaces and + - ( ) . / # * x only').default(''),
  /** Optional (decisions.md §13): absent on a PUT keeps the stored value, null clears it. When set, `age` follows it. */
  dateOfBirth: DateOfBirth.nullable().optional(),
  address: Address.nullable().optional(),
  insurance: Insurance.nullable().optional(),
  bloodType: z.enum(BLOOD_TYPES).default(''),
  alerts: z.array(requiredText()).max(PATIENT_LIMITS.listItems).default([]),
  allergies: z.array(AllergyInput).max(PATIENT_LIMITS.listItems).default([]),
  medications: z.array(MedicationInput).max(PATIENT_LIMITS.listItems).default([]),
  problems: z.array(ProblemInput).max(PATIENT_LIMITS.listItems).default([]),
  labs: z.array(Lab).max(PATIENT_LIMITS.labsPerRecord).optional(),
  encounters: z.array(Encounter).max(PATIENT_LIMITS.encountersPerRecord).optional(),
  vitals: Vitals.default(EMPTY_VITALS),
  vitalsTrend: Trend.default(EMPTY_TREND),
  labTrend: Trend.default(EMPTY_TREND),
}).meta({ id: 'PatientBody' });
export type PatientInput = z.infer<typeof PatientInput>;
/** What a caller may hand the service (defaults not yet applied). */
export type PatientInputRaw = z.input<typeof PatientInput>;

// Response shapes: plain (no trimming, defaults or refinements), so encoding a page of patients stays cheap.
const AllergyOut = z.object({ substance: z.string(), reaction: z.string(), severity: z.enum(SEVERITIES) });
const MedicationOut = z.object({ name: z.string(), dose: z.string(), frequency: z.string() });
const ProblemOut = z.object({ label: z.string(), since: z.string() });
const LabOut = z.object({ name: z.string(), value: z.string(), flag: z.enum(LAB_FLAGS), takenAt: z.string() });
const EncounterOut = z.object({ date: z.string(), type: z.string(), provider: z.string(), summary: z.string() });
const VitalsOut = z.object({ bp: z.string(), hr: z.string(), temp: z.string(), spo2: z.string(), takenAt: z.string() });
const TrendOut = z.object({ label: z.string(), unit: z.string(), points: z.array(z.number()) });
const AddressOut = z.object({ line: z.string(), city: z.string(), state: z.string(), postalCode: z.string() });
const InsuranceOut = z.object({ payerName: z.string(), payerId: z.string(), memberId: z.string(), groupNumber: z.string().nullable() });

/**
 * A patient as every door returns it: the interface's fields plus `id`, `version` (the ETag value, changed by every
 * change, appends included), `createdAt` and `updatedAt`. Clinical fields are absent for reception (decisions.md §2).
 */
export const Patient = z.object({
  id: z.string(),
  fileNumber: z.string(),
  name: z.string(),
  age: z.number(),
  sex: z.enum(SEXES),
  status: z.enum(PATIENT_STATUSES),
  initials: z.string(),
  source: z.enum(SOURCES),
  pcp: z.string(),
  primaryProviderId: z.string().nullable(),
  phone: z.string(),
  dateOfBirth: z.string().nullable(),
  address: AddressOut.nullable(),
  insurance: InsuranceOut.nullable(),
  bloodType: z.enum(BLOOD_TYPES).optional(),
  alerts: z.array(z.string()),
  allergies: z.array(AllergyOut),
  medications: z.array(MedicationOut).optional(),
  problems: z.array(ProblemOut).optional(),
  labs: z.array(LabOut).optional(),
  encounters: z.array(EncounterOut).optional(),
  vitals: VitalsOut.optional(),
  vitalsTrend: TrendOut.optional(),
  labTrend: TrendOut.optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Patient' });
export type Patient = z.infer<typeof Patient>;
export type Allergy = z.infer<typeof AllergyOut>;
export type Medication = z.infer<typeof MedicationOut>;
export type Problem = z.infer<typeof ProblemOut>;

/** The fields reception never sees and never writes (decisions.md §2). */
export const CLINICAL_FIELDS: ReadonlyArray<keyof Patient> = [
  'bloodType', 'medications', 'problems', 'labs', 'encounters', 'vitals', 'vitalsTrend', 'labTrend',
];

export const AppendLabsBody = z.object({
  labs: z.array(Lab)
    .min(1, 'at least 1 lab result')
    .max(PATIENT_LIMITS.labsPerAppend, `at most ${PATIENT_LIMITS.labsPerAppend} lab results per request`),
}).meta({ id: 'AppendLabs' });

/** Identifies one lab result of the patient (interface: DELETE …/labs). */
export const LabKey = z.object({
  name: requiredText(),
  value: requiredText(),
  takenAt: requiredText(64),
}).meta({ id: 'LabKey' });
export type LabKey = z.infer<typeof LabKey>;

export const TransferBody = z.object({ providerId: z.string().trim().min(1, 'is required').max(100) }).meta({ id: 'Transfer' });

/** Any text: an unknown file number, well-formed or not, is a 404 from the service (decisions.md §3). */
export const FileNumberParams = z.object({ fileNumber: z.string().max(64) });

export const PatientListQuery = ListQuery.extend({
  q: z.string().trim().max(PATIENT_LIMITS.searchLength).optional(),
  status: z.enum(PATIENT_STATUSES).optional(),
});
export type PatientListQuery = z.infer<typeof PatientListQuery>;

// Loose: the validated value replaces request.headers, so every other header must survive.
export const IfMatchHeaders = z.looseObject({ 'if-match': z.string().max(200).optional() });
