import { z } from 'zod';
import {
  Address, AllergyInput, BLOOD_TYPES, DateOfBirth, Encounter, Insurance, FileNumber, Lab, MedicationInput, PATIENT_LIMITS, PatientInput, ProblemInput, Trend, Vitals,
  type PatientInputRaw,
} from '../../clinic/patients/schema.js';

/**
 * Turns one AI-parsed record into a patient payload the patient service accepts, or says why the row cannot be
 * imported. Only two things make a row fail (interface: Import): no usable identity (a name with a letter in it,
 * and a file number that is digits only when one is given) — duplicates are checked later against the clinic and the
 * batch. Everything else is re-validated field by field with the patient schema; a value that does not pass is
 * coerced when its meaning is unambiguous (`"45 years"` → 45, `"female"` → `F`, `"O pos"` → `O+`, a lone string
 * → a one-item list) and otherwise left to the field's default, each time with a note in `adjustments`.
 */

export type Normalised =
  | { ok: true; input: PatientInputRaw; fileNumber: string | null; adjustments: string[] }
  | { ok: false; fileNumber: string; errors: string[] };

type Raw = Record<string, unknown>;

const CLINICAL_INPUT_FIELDS = ['bloodType', 'medications', 'problems', 'labs', 'encounters', 'vitals', 'vitalsTrend', 'labTrend'] as const;

export function normaliseRecord(raw: unknown): Normalised {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, fileNumber: '', errors: ['record: must be an object with at least a name'] };
  }
  const record = raw as Raw;
  const errors: string[] = [];
  const adjustments: string[] = [];

  const given = fileNumberText(record.fileNumber);
  let fileNumber: string | null = null;
  if (given !== null && given !== '') {
    const parsed = FileNumber.safeParse(given);
    if (parsed.success) fileNumber = parsed.data || null;
    else errors.push(`fileNumber: ${firstMessage(parsed.error)}`);
  } else if (given === null && record.fileNumber !== undefined && record.fileNumber !== null) {
    errors.push('fileNumber: must be text of digits');
  }

  const name = nameOf(record);
  if (name === null) errors.push('name: is required');
  else if (!/\p{L}/u.test(name)) errors.push('name: must contain a letter');
  else if (name.length > PATIENT_LIMITS.nameLength) errors.push(`name: at most ${PATIENT_LIMITS.nameLength} characters`);

  if (errors.length) return { ok: false, fileNumber: given ?? '', errors };

  const input: Record<string, unknown> = { name, source: 'ai' };
  if (fileNumber) input.fileNumber = fileNumber;

  scalar(input, adjustments, record, 'age', coerceAge, 'set to 0');
  scalar(input, adjustments, record, 'sex', coerceSex, 'set to M');
  scalar(input, adjustments, record, 'status', coerceStatus, 'set to active');
  scalar(input, adjustments, record, 'initials', trimmed, 'derived from the name');
  scalar(input, adjustments, record, 'pcp', textValue, 'left empty');
  scalar(input, adjustments, record, 'phone', textValue, 'left empty');
  scalar(input, adjustments, record, 'bloodType', coerceBloodType, 'left empty');
  if (typeof record.primaryProviderId === 'string' && record.primaryProviderId.trim()) input.primaryProviderId = record.primaryProviderId.trim();
  standardFields(input, adjustments, record);

  list(input, adjustments, record, 'alerts', (item) => textValue(item), textItem, PATIENT_LIMITS.listItems);
  list(input, adjustments, record, 'allergies', coerceAllergy, AllergyInput, PATIENT_LIMITS.listItems);
  list(input, adjustments, record, 'medications', coerceMedication, MedicationInput, PATIENT_LIMITS.listItems);
  list(input, adjustments, record, 'problems', coerceProblem, ProblemInput, PATIENT_LIMITS.listItems);
  list(input, adjustments, record, 'labs', coerceLab, Lab, PATIENT_LIMITS.labsPerRecord);
  list(input, adjustments, record, 'encounters', coerceEncounter, Encounter, PATIENT_LIMITS.encountersPerRecord);
  object(input, adjustments, record, 'vitals', coerceVitals, Vitals);
  object(input, adjustments, record, 'vitalsTrend', coerceTrend, Trend);
  object(input, adjustments, record, 'labTrend', coerceTrend, Trend);

  // The final word is the patient service's own schema: whatever still fails goes back to its default.
  for (let attempt = 0; attempt < 3; attempt++) {
    const check = PatientInput.safeParse(input);
    if (check.success) break;
    const fields = new Set(check.error.issues.map((i) => String(i.path[0] ?? '')));
    if (fields.has('name') || fields.has('fileNumber') || fields.has('')) {
      return { ok: false, fileNumber: given ?? '', errors: check.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`) };
    }
    for (const field of fields) {
      delete input[field];
      adjustments.push(`${field}: not valid; left at its default`);
    }
  }
  return { ok: true, input: input as PatientInputRaw, fileNumber, adjustments };
}

/** The clinical part of a payload, which reception may not write (decisions.md §2). */
export function withoutClinicalFields(input: PatientInputRaw): PatientInputRaw {
  const copy: Record<string, unknown> = { ...input };
  for (const field of CLINICAL_INPUT_FIELDS) delete copy[field];
  return copy as PatientInputRaw;
}

export function hasClinicalFields(input: PatientInputRaw): boolean {
  return CLINICAL_INPUT_FIELDS.some((f) => (input as Record<string, unknown>)[f] !== undefined);
}

// ---------------------------------------------------------------------------------------------------------------

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'not valid';
}

function fileNumberText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

function nameOf(record: Raw): string | null {
  const direct = [record.name, record.fullName, record.patientName].find((v) => typeof v === 'string' && v.trim());
  if (typeof direct === 'string') return direct.trim().replace(/\s+/g, ' ');
  const parts = [record.firstName, record.middleName, record.lastName].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (parts.length && (typeof record.firstName === 'string' || typeof record.lastName === 'string')) return parts.map((p) => p.trim()).join(' ');
  return null;
}

type Coerce = (value: unknown) => unknown;

function describe(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `"${value.slice(0, 40)}…"` : `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'a list' : typeof value === 'object' && value ? 'an object' : String(value);
}

function scalar(input: Record<string, unknown>, adjustments: string[], record: Raw, field: keyof typeof PatientInput.shape, coerce: Coerce, fallback: string) {
  const value = record[field];
  if (value === undefined || value === null || value === '') return;
  const candidate = coerce(value);
  const parsed = PatientInput.shape[field].safeParse(candidate);
  if (candidate !== undefined && parsed.success) {
    input[field] = candidate;
    return;
  }
  adjustments.push(`${field}: ${describe(value)} is not valid; ${fallback}`);
}

function list(
  input: Record<string, unknown>, adjustments: string[], record: Raw, field: string, coerce: Coerce, item: z.ZodType, max: number,
) {
  const value = record[field];
  if (value === undefined || value === null || value === '') return;
  const items = Array.isArray(value) ? value : [value];
  const kept: unknown[] = [];
  items.forEach((entry, i) => {
    const candidate = coerce(entry);
    const parsed = candidate === undefined ? null : item.safeParse(candidate);
    if (parsed?.success) kept.push(parsed.data);
    else adjustments.push(`${field}.${i}: ${parsed ? `${parsed.error.issues[0]?.path.join('.') || 'value'} ${parsed.error.issues[0]?.message ?? 'not valid'}` : 'not usable'}; dropped`);
  });
  if (kept.length > max) {
    adjustments.push(`${field}: ${kept.length} entries; the first ${max} kept`);
    kept.length = max;
  }
  input[field] = kept;
}

function object(input: Record<string, unknown>, adjustments: string[], record: Raw, field: string, coerce: Coerce, schema: z.ZodType) {
  const value = record[field];
  if (value === undefined || value === null) return;
  const candidate = coerce(value);
  const parsed = candidate === undefined ? null : schema.safeParse(candidate);
  if (parsed?.success) input[field] = parsed.data;
  else adjustments.push(`${field}: not usable; left empty`);
}

const textItem = z.string().trim().min(1, 'is empty').max(PATIENT_LIMITS.textLength, `at most ${PATIENT_LIMITS.textLength} characters`);

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Text fields: strings as they are, numbers as their digits. */
function textValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function coerceAge(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.floor(value) : value;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{1,3})(?:\.\d+)?\s*(?:y|yr|yrs|year|years|yo|y\/o|years old)?\s*$/i.exec(value);
  return m ? Number(m[1]) : undefined;
}

function coerceSex(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['m', 'male', 'man', 'boy'].includes(v)) return 'M';
  if (['f', 'female', 'woman', 'girl'].includes(v)) return 'F';
  return undefined;
}

function coerceStatus(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (v === 'active' || v === 'outpatient' || v === 'out-patient') return 'active';
  if (v === 'inpatient' || v === 'in-patient' || v === 'admitted') return 'inpatient';
  if (v === 'discharged') return 'discharged';
  return undefined;
}

function coerceBloodType(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  const v = value.toUpperCase().replace(/\s+/g, '')
    .replace(/(POSITIVE|POS|\+VE|RH\+)$/, '+').replace(/(NEGATIVE|NEG|-VE|RH-)$/, '-').replace(/^0/, 'O');
  return (BLOOD_TYPES as readonly string[]).includes(v) ? v : undefined;
}

const SEVERITY: Record<string, string> = {
  mild: 'mild', low: 'mild', minor: 'mild',
  moderate: 'moderate', medium: 'moderate', intermediate: 'moderate',
  severe: 'severe', high: 'severe', serious: 'severe', 'life-threatening': 'severe', anaphylaxis: 'severe', anaphylactic: 'severe',
};

/** An allergy is never dropped for a missing or unrecognised severity: it is kept as `severe`, the cautious reading. */
function coerceAllergy(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() ? { substance: value.trim(), reaction: '', severity: 'severe' } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Raw;
  const substance = textValue(v.substance) ?? textValue(v.allergen) ?? textValue(v.name);
  const severity = typeof v.severity === 'string' ? SEVERITY[v.severity.trim().toLowerCase()] ?? 'severe' : 'severe';
  return { substance, reaction: textValue(v.reaction) ?? '', severity };
}

function coerceMedication(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() ? { name: value.trim() } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Raw;
  return {
    name: textValue(v.name) ?? textValue(v.drug) ?? textValue(v.medication),
    dose: textValue(v.dose) ?? '',
    frequency: textValue(v.frequency) ?? '',
  };
}

function coerceProblem(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() ? { label: value.trim() } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Raw;
  return { label: textValue(v.label) ?? textValue(v.name) ?? textValue(v.problem), since: textValue(v.since) ?? '' };
}

const FLAG: Record<string, string> = {
  normal: 'normal', n: 'normal', '': 'normal', ok: 'normal', 'within range': 'normal',
  high: 'high', h: 'high', elevated: 'high', '↑': 'high',
  low: 'low', l: 'low', decreased: 'low', '↓': 'low',
  critical: 'critical', hh: 'critical', ll: 'critical', panic: 'critical', 'critical high': 'critical', 'critical low': 'critical',
};

function coerceLab(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Raw;
  const flag = typeof v.flag === 'string' ? FLAG[v.flag.trim().toLowerCase()] ?? v.flag : v.flag === undefined || v.flag === null ? 'normal' : v.flag;
  const value_ = textValue(v.value) ?? textValue(v.result);
  const withUnit = value_ !== undefined && typeof v.unit === 'string' && v.unit.trim() && !value_.endsWith(v.unit.trim()) ? `${value_} ${v.unit.trim()}` : value_;
  return {
    name: textValue(v.name) ?? textValue(v.test),
    value: withUnit,
    flag,
    takenAt: textValue(v.takenAt) || textValue(v.date) || 'unknown',
  };
}

function coerceEncounter(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Raw;
  return {
    date: isoDate(v.date),
    type: textValue(v.type) || 'visit',
    provider: textValue(v.provider) ?? '',
    summary: textValue(v.summary) ?? textValue(v.note) ?? '',
  };
}

/** `YYYY-MM-DD` as it is, or any date text JavaScript can read unambiguously in ISO-like or written-out form. */
function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const m = /^(\d{4}-\d{2}-\d{2})T/.exec(v);
  if (m) return m[1];
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(v)) return undefined; // 03/04/2024: day or month first? Not guessed.
  const t = Date.parse(`${v} UTC`);
  if (Number.isNaN(t)) return undefined;
  return new Date(t).toISOString().slice(0, 10);
}

/** The first of `keys` the record gives a value (not null, not empty text). */
function firstGiven(record: Raw, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

const DATE_OF_BIRTH_KEYS = ['dateOfBirth', 'dob', 'DOB', 'birthDate', 'birthdate', 'date_of_birth'];
const ADDRESS_KEYS = {
  line: ['line', 'line1', 'street', 'streetAddress', 'address1', 'addressLine'],
  city: ['city', 'town'],
  state: ['state', 'stateCode'],
  postalCode: ['postalCode', 'zip', 'zipCode', 'postal_code', 'postcode'],
};
const INSURANCE_KEYS = {
  payerName: ['payerName', 'payer', 'insurer', 'insuranceName', 'insuranceCompany'],
  payerId: ['payerId', 'payer_id', 'insurerId'],
  memberId: ['memberId', 'member_id', 'memberNumber', 'subscriberId', 'policyNumber'],
  groupNumber: ['groupNumber', 'group_number', 'group', 'groupId'],
};

/** The fields of `keys` from `source`, as text; undefined when none of them is given. */
function pickFields(source: Raw, keys: Record<string, readonly string[]>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [field, aliases] of Object.entries(keys)) {
    const value = firstGiven(source, aliases);
    if (value !== undefined) out[field] = textValue(value) ?? value;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The optional standard fields (decisions.md §13): a date of birth in an unambiguous form (`03/04/1990` is not
 * guessed), an address and insurance given as objects or as a flat row's columns (a CSV export). One that does not
 * pass the patient schema is left out with a note; it never fails the row.
 */
function standardFields(input: Record<string, unknown>, adjustments: string[], record: Raw) {
  const dob = firstGiven(record, DATE_OF_BIRTH_KEYS);
  if (dob !== undefined) {
    const candidate = isoDate(dob);
    if (candidate !== undefined && DateOfBirth.safeParse(candidate).success) input.dateOfBirth = candidate;
    else adjustments.push(`dateOfBirth: ${describe(dob)} is not valid; left empty`);
  }
  const nested = (key: string) => (record[key] && typeof record[key] === 'object' && !Array.isArray(record[key]) ? record[key] as Raw : undefined);
  const addressObject = nested('address');
  const address = addressObject ? pickFields(addressObject, ADDRESS_KEYS)
    : pickFields(typeof record.address === 'string' ? { ...record, line: record.address } : record, ADDRESS_KEYS);
  if (address) keepValid(input, adjustments, 'address', address, Address);
  const insurance = pickFields(nested('insurance') ?? record, INSURANCE_KEYS);
  if (insurance) keepValid(input, adjustments, 'insurance', insurance, Insurance);
}

function keepValid(input: Record<string, unknown>, adjustments: string[], field: string, candidate: unknown, schema: z.ZodType) {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) {
    input[field] = parsed.data;
    return;
  }
  const issue = parsed.error.issues[0];
  adjustments.push(`${field}: ${[field, ...(issue?.path ?? []).map(String)].join('.')} ${issue?.message ?? 'not valid'}; left empty`);
}

function coerceVitals(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Raw;
  const out: Record<string, string> = {};
  for (const key of ['bp', 'hr', 'temp', 'spo2', 'takenAt'] as const) {
    const text = textValue(v[key]);
    const max = key === 'takenAt' ? 64 : 32;
    if (text !== undefined && text.length <= max) out[key] = text;
  }
  return out;
}

function coerceTrend(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Raw;
  const points = Array.isArray(v.points) ? v.points.filter((p): p is number => typeof p === 'number' && Number.isFinite(p)).slice(0, PATIENT_LIMITS.trendPoints) : [];
  const label = textValue(v.label);
  const unit = textValue(v.unit);
  return {
    label: label !== undefined && label.length <= 100 ? label : '',
    unit: unit !== undefined && unit.length <= 32 ? unit : '',
    points,
  };
}
