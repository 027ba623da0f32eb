import { createHash } from 'node:crypto';
import type { TimedAppointment } from '../../clinic/appointments/service.js';
import type { Attachment } from '../../clinic/attachments/schema.js';
import type { EncounterEntry, LabEntry } from '../../clinic/patients/entries.js';
import type { Patient as ClinicPatient } from '../../clinic/patients/schema.js';
import type { Prescription } from '../../clinic/prescriptions/schema.js';
import { localDateTime, toFhirDateTime } from './dates.js';
import { foldText } from './search.js';
import type {
  Address, AllergyIntolerance, Appointment, CodeableConcept, Condition, DocumentReference, Encounter, MedicationRequest,
  MedicationStatement, Observation, Patient, Quantity,
} from './types.js';

// How the clinic's records become R4 resources (decisions.md §9 "Mappings"). Pure functions: the loaders in
// registry.ts read through the clinic services and hand the results here.

export const SYSTEMS = {
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  gender: 'http://hl7.org/fhir/administrative-gender',
  appointmentStatus: 'http://hl7.org/fhir/appointmentstatus',
  medicationRequestStatus: 'http://hl7.org/fhir/CodeSystem/medicationrequest-status',
} as const;

/** The service's own systems, under its public URL: file numbers (MRN) and lab test names. */
export function ownSystems(publicUrl: string) {
  return { mrn: `${publicUrl}/fhir/sid/mrn`, labName: `${publicUrl}/fhir/sid/lab-name` };
}

/**
 * JSON.stringify(text) for a string: the same text, without the runtime call when no character needs escaping (ids,
 * dates, URLs; about 125 → 50 ns a call, three calls per Observation of a page). JSON.stringify escapes `"`, `\\`,
 * control characters and lone surrogates; any string with one of those, or any surrogate, goes to it.
 */
export function jsonString(text: string): string {
  return PLAIN_JSON_STRING.test(text) ? `"${text}"` : JSON.stringify(text);
}
const PLAIN_JSON_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

/** The id of a resource derived from a patient's record: the patient's id, a dot, a kind and a number. */
export function childId(patientId: string, kind: string, n: number | string): string {
  return `${patientId}.${kind}${n}`;
}

/**
 * Ids of the items a record keeps as a plain list (allergies, problems, medications), which store no id of their own.
 * A position would change when an earlier item is removed, so the id is derived from what the item is about (the
 * substance, the condition, the medicine, folded: case, accents and spacing ignored): removing, adding or reordering
 * other items leaves it as it was, and editing the item's other fields (reaction, dose, onset) keeps it and changes
 * meta.versionId. Items naming the same thing are told apart by their order among those equals (`-2`, `-3`).
 * `<patientId>.<kind>-<16 hex of sha256>`: at most 63 characters for a UUID patient id.
 */
export function itemIds(patientId: string, kind: string, names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const digest = createHash('sha256').update(foldText(name)).digest('hex').slice(0, 16);
    const n = (seen.get(digest) ?? 0) + 1;
    seen.set(digest, n);
    return childId(patientId, kind, n === 1 ? `-${digest}` : `-${digest}-${n}`);
  });
}

/** The patient id a derived id starts with (every derived id is `<patientId>.<kind><n>`). */
export function patientIdOf(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? id : id.slice(0, dot);
}

/** FHIR `code` and `string` values may not have leading, trailing or repeated whitespace. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const patientRef = (patientId: string) => ({ reference: `Patient/${patientId}` });

/** versionId for rows without a version counter: their last change in milliseconds (changes with every update). */
export function versionOfTime(iso: string): string {
  return String(new Date(iso).getTime());
}

// ---------------------------------------------------------------------------------------------------------------
// Patient

/** What a FHIR Patient is built from: the demographics of the record. */
export type PatientDemographics = Pick<ClinicPatient,
  'id' | 'fileNumber' | 'name' | 'sex' | 'phone' | 'pcp' | 'dateOfBirth' | 'address' | 'version' | 'updatedAt'>;

/**
 * The clinic's address as an R4 Address (`use` home, US). Insurance is not mapped: in R4 it is a Coverage resource
 * of its own, which this server does not serve.
 */
function toAddress(a: NonNullable<ClinicPatient['address']>): Address {
  const line = clean(a.line);
  const city = clean(a.city);
  return {
    use: 'home',
    text: `${line}, ${city}, ${a.state} ${a.postalCode}`,
    line: [line], city, state: a.state, postalCode: a.postalCode, country: 'US',
  };
}

export function toPatient(p: PatientDemographics, publicUrl: string): Patient {
  const words = clean(p.name).split(' ').filter(Boolean);
  const family = words.at(-1);
  const given = words.slice(0, -1);
  return {
    resourceType: 'Patient',
    id: p.id,
    meta: { versionId: String(p.version), lastUpdated: p.updatedAt },
    identifier: [{
      use: 'usual',
      type: { coding: [{ system: SYSTEMS.identifierType, code: 'MR', display: 'Medical record number' }], text: 'Medical record number' },
      system: ownSystems(publicUrl).mrn,
      value: p.fileNumber,
    }],
    name: [{ use: 'official', text: clean(p.name), ...(family ? { family } : {}), ...(given.length ? { given } : {}) }],
    ...(p.phone ? { telecom: [{ system: 'phone' as const, value: clean(p.phone) }] } : {}),
    gender: p.sex === 'F' ? 'female' : 'male',
    ...(p.dateOfBirth ? { birthDate: p.dateOfBirth } : {}),
    ...(p.address ? { address: [toAddress(p.address)] } : {}),
    ...(p.pcp ? { generalPractitioner: [{ display: clean(p.pcp) }] } : {}),
  };
}

const IDENTIFIER_TYPE_JSON = JSON.stringify({ coding: [{ system: SYSTEMS.identifierType, code: 'MR', display: 'Medical record number' }], text: 'Medical record number' });
const patientSystems = new Map<string, string>();

/**
 * toPatient as JSON text, written directly: the text JSON.stringify(toPatient(…)) gives, member for member
 * (test/fhir/lab-json.test.ts compares them), without building the resource and walking it again (building and
 * serialising it was ~2% of a Patient read's CPU).
 */
export function patientJson(p: PatientDemographics, publicUrl: string): string {
  let mrn = patientSystems.get(publicUrl);
  if (mrn === undefined) {
    if (patientSystems.size >= 8) patientSystems.clear();
    patientSystems.set(publicUrl, mrn = jsonString(ownSystems(publicUrl).mrn));
  }
  const name = clean(p.name);
  const words = name.split(' ').filter(Boolean);
  const family = words.at(-1);
  const given = words.slice(0, -1);
  return `{"resourceType":"Patient","id":${jsonString(p.id)},"meta":{"versionId":${jsonString(String(p.version))}`
    + `${p.updatedAt === undefined ? '' : `,"lastUpdated":${jsonString(p.updatedAt)}`}},`
    + `"identifier":[{"use":"usual","type":${IDENTIFIER_TYPE_JSON},"system":${mrn},"value":${jsonString(p.fileNumber)}}],`
    + `"name":[{"use":"official","text":${jsonString(name)}${family ? `,"family":${jsonString(family)}` : ''}`
    + `${given.length ? `,"given":[${given.map(jsonString).join(',')}]` : ''}}]`
    + `${p.phone ? `,"telecom":[{"system":"phone","value":${jsonString(clean(p.phone))}}]` : ''}`
    + `,"gender":${p.sex === 'F' ? '"female"' : '"male"'}`
    + `${p.dateOfBirth ? `,"birthDate":${jsonString(p.dateOfBirth)}` : ''}`
    + `${p.address ? `,"address":[${JSON.stringify(toAddress(p.address))}]` : ''}`
    + `${p.pcp ? `,"generalPractitioner":[{"display":${jsonString(clean(p.pcp))}}]` : ''}}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Observation: labs and vitals

export const LAB_CATEGORY: CodeableConcept = { coding: [{ system: SYSTEMS.observationCategory, code: 'laboratory', display: 'Laboratory' }], text: 'Laboratory' };
const VITALS_CATEGORY: CodeableConcept = { coding: [{ system: SYSTEMS.observationCategory, code: 'vital-signs', display: 'Vital Signs' }], text: 'Vital Signs' };

/** Units lab values are commonly written with, as UCUM codes. Other unit texts are kept as text without a code. */
const UCUM: Record<string, string> = {
  '%': '%', 'mg/dl': 'mg/dL', 'g/dl': 'g/dL', 'g/l': 'g/L', 'mmol/l': 'mmol/L', 'umol/l': 'umol/L', 'µmol/l': 'umol/L',
  'mmol/mol': 'mmol/mol', 'meq/l': 'meq/L', 'u/l': 'U/L', 'iu/l': '[IU]/L', 'miu/l': 'm[IU]/L', 'mu/l': 'mU/L',
  'ng/ml': 'ng/mL', 'pg/ml': 'pg/mL', 'ug/l': 'ug/L', 'ng/dl': 'ng/dL', 'fl': 'fL', 'pg': 'pg', 'mg/l': 'mg/L',
  'ml/min/1.73m2': 'mL/min/{1.73_m2}', 'mm/h': 'mm/h', 'mm/hr': 'mm/h', 'sec': 's', 's': 's', 'ratio': '{ratio}',
  '10^9/l': '10*9/L', '10^12/l': '10*12/L', 'x10^9/l': '10*9/L', 'x10^12/l': '10*12/L', 'k/ul': '10*3/uL',
  'm/ul': '10*6/uL', 'mg/24h': 'mg/(24.h)', 'mmhg': 'mm[Hg]', 'bpm': '/min', '/min': '/min',
};

const NUMBER = /^\s*(<=|>=|<|>)?\s*(-?\d+(?:\.\d+)?)\s*(.*?)\s*$/;

/** A value text as valueQuantity (a number, with a comparator and a unit when written) or null when not numeric. */
export function quantityOf(text: string): Quantity | null {
  const m = NUMBER.exec(text);
  if (!m) return null;
  const [, comparator, number, unitText] = m;
  if (unitText && !/^[^\d\s]/.test(unitText)) return null; // "120/80", "1:8192", "5 - 10"
  if (unitText && unitText.length > 30) return null;
  const value = Number(number);
  if (!Number.isFinite(value)) return null;
  const q: Quantity = { value };
  if (comparator) q.comparator = comparator as Quantity['comparator'];
  if (unitText) {
    q.unit = unitText;
    const code = UCUM[unitText.toLowerCase()];
    if (code) {
      q.system = SYSTEMS.ucum;
      q.code = code;
    }
  }
  return q;
}

const INTERPRETATION: Record<string, { code: string; display: string }> = {
  N: { code: 'N', display: 'Normal' },
  H: { code: 'H', display: 'High' },
  L: { code: 'L', display: 'Low' },
  HH: { code: 'HH', display: 'Critical high' },
  LL: { code: 'LL', display: 'Critical low' },
};

/**
 * What a critical result's direction is read from: the values of the same test's normal results, and how many of its
 * results were low and high. The SQL lab page brings these per test name (sql-search.ts criticalPeers) instead of
 * every other result.
 */
export interface SameTestResults { normalValues: string[]; lows: number; highs: number }

export function sameTestResults(sameTest: readonly LabEntry[]): SameTestResults {
  const results: SameTestResults = { normalValues: [], lows: 0, highs: 0 };
  for (const l of sameTest) {
    if (l.flag === 'normal') results.normalValues.push(l.value);
    else if (l.flag === 'low') results.lows++;
    else if (l.flag === 'high') results.highs++;
  }
  return results;
}

/**
 * The interpretation of a lab flag. A `critical` result records no direction, so it is read from the patient's other
 * results of the same test (the results themselves, or their SameTestResults): below their normal ones → LL
 * (critical low), otherwise HH (critical high); a value written with `<` is LL.
 */
export function interpretationOf(lab: LabEntry, sameTest: readonly LabEntry[] | SameTestResults): string {
  if (lab.flag === 'normal') return 'N';
  if (lab.flag === 'high') return 'H';
  if (lab.flag === 'low') return 'L';
  const q = quantityOf(lab.value);
  if (q?.comparator === '<' || q?.comparator === '<=') return 'LL';
  const value = q?.value;
  const { normalValues, lows, highs } = 'lows' in sameTest ? sameTest : sameTestResults(sameTest);
  const normals = normalValues.map((v) => quantityOf(v)?.value).filter((v): v is number => v !== undefined);
  if (value !== undefined && normals.length) return value < Math.min(...normals) ? 'LL' : 'HH';
  return lows > highs ? 'LL' : 'HH';
}

export function toLabObservation(lab: LabEntry, sameTest: readonly LabEntry[] | SameTestResults, publicUrl: string): Observation {
  const name = clean(lab.name);
  const effective = toFhirDateTime(lab.takenAt);
  const quantity = quantityOf(lab.value);
  const interpretation = INTERPRETATION[interpretationOf(lab, sameTest)]!;
  return {
    resourceType: 'Observation',
    id: childId(lab.patientId, 'lab', lab.seq),
    meta: { versionId: '1', lastUpdated: lab.createdAt },
    status: 'final',
    category: [LAB_CATEGORY],
    code: { coding: [{ system: ownSystems(publicUrl).labName, code: name, display: name }], text: name },
    subject: patientRef(lab.patientId),
    ...(effective ? { effectiveDateTime: effective } : {}),
    ...(quantity ? { valueQuantity: quantity } : { valueString: clean(lab.value) }),
    interpretation: [{ coding: [{ system: SYSTEMS.interpretation, ...interpretation }], text: interpretation.display }],
    ...(effective || !lab.takenAt.trim() ? {} : { note: [{ text: `Taken: ${clean(lab.takenAt)}` }] }),
  };
}

const LAB_CATEGORY_JSON = JSON.stringify([LAB_CATEGORY]);
const INTERPRETATION_JSON: Record<string, string> = Object.fromEntries(Object.entries(INTERPRETATION).map(([code, i]) =>
  [code, JSON.stringify([{ coding: [{ system: SYSTEMS.interpretation, ...i }], text: i.display }])]));
/**
 * The members of a lab Observation's JSON that the rows of a page share, each written once per page: a test's `code`
 * (names repeat down a page), a patient's `subject`, and what a value text and a taken-at text become. One per page
 * (or per request); labObservationJson fills it as it goes.
 */
export class LabJsonParts {
  private readonly labName: string;
  private readonly codes = new Map<string, string>();
  private readonly subjects = new Map<string, string>();
  private readonly values = new Map<string, string>();
  private readonly times = new Map<string, [effective: string, note: string]>();

  constructor(publicUrl: string) {
    this.labName = JSON.stringify(ownSystems(publicUrl).labName);
  }

  code(labName: string): string {
    let part = this.codes.get(labName);
    if (part === undefined) {
      const name = JSON.stringify(clean(labName));
      this.codes.set(labName, part = `"code":{"coding":[{"system":${this.labName},"code":${name},"display":${name}}],"text":${name}}`);
    }
    return part;
  }

  subject(patientId: string): string {
    let part = this.subjects.get(patientId);
    if (part === undefined) this.subjects.set(patientId, part = `"subject":{"reference":${JSON.stringify(`Patient/${patientId}`)}}`);
    return part;
  }

  value(text: string): string {
    let part = this.values.get(text);
    if (part === undefined) {
      const quantity = quantityOf(text);
      this.values.set(text, part = quantity ? `,"valueQuantity":${JSON.stringify(quantity)}` : `,"valueString":${JSON.stringify(clean(text))}`);
    }
    return part;
  }

  /** effectiveDateTime when the text reads as a date, else a note carrying the text (none for a blank one). */
  time(takenAt: string): [effective: string, note: string] {
    let parts = this.times.get(takenAt);
    if (parts === undefined) {
      const effective = toFhirDateTime(takenAt);
      parts = effective ? [`,"effectiveDateTime":${JSON.stringify(effective)}`, '']
        : ['', takenAt.trim() ? `,"note":[{"text":${JSON.stringify(`Taken: ${clean(takenAt)}`)}}]` : ''];
      this.times.set(takenAt, parts);
    }
    return parts;
  }
}

/**
 * toLabObservation as JSON text, written directly: the same members in the same order with the same values, so the
 * text is the one JSON.stringify(toLabObservation(…)) gives (test/fhir/lab-json.test.ts compares them), without
 * building the objects and walking them again (the mapping and serialising of a page of 50 was most of a search's
 * CPU in the service).
 */
export function labObservationJson(lab: LabEntry, sameTest: readonly LabEntry[] | SameTestResults, parts: LabJsonParts): string {
  const [effective, note] = parts.time(lab.takenAt);
  return `{"resourceType":"Observation","id":${jsonString(childId(lab.patientId, 'lab', lab.seq))},"meta":{"versionId":"1","lastUpdated":${jsonString(lab.createdAt)}},`
    + `"status":"final","category":${LAB_CATEGORY_JSON},${parts.code(lab.name)},${parts.subject(lab.patientId)}${effective}${parts.value(lab.value)}`
    + `,"interpretation":${INTERPRETATION_JSON[interpretationOf(lab, sameTest)]!}${note}}`;
}

interface VitalSpec { kind: string; loinc: string; display: string }
export const VITAL_SIGNS = {
  bp: { kind: 'bp', loinc: '85354-9', display: 'Blood pressure panel with all children optional' },
  hr: { kind: 'hr', loinc: '8867-4', display: 'Heart rate' },
  temp: { kind: 'temp', loinc: '8310-5', display: 'Body temperature' },
  spo2: { kind: 'spo2', loinc: '59408-5', display: 'Oxygen saturation in Arterial blood by Pulse oximetry' },
} as const satisfies Record<string, VitalSpec>;

const firstNumber = (text: string): number | null => {
  const m = /-?\d+(?:\.\d+)?/.exec(text);
  return m ? Number(m[0]) : null;
};

function ucumQuantity(value: number, unit: string, code: string): Quantity {
  return { value, unit, system: SYSTEMS.ucum, code };
}

/** The patient's current vitals as vital-signs Observations (one per recorded sign), LOINC coded with UCUM units. */
export function toVitalObservations(p: ClinicPatient): Observation[] {
  const vitals = p.vitals;
  if (!vitals) return [];
  const effective = toFhirDateTime(vitals.takenAt);
  const base = (spec: VitalSpec): Observation => ({
    resourceType: 'Observation',
    id: childId(p.id, spec.kind, ''),
    meta: { versionId: String(p.version), lastUpdated: p.updatedAt },
    status: 'final',
    category: [VITALS_CATEGORY],
    code: { coding: [{ system: SYSTEMS.loinc, code: spec.loinc, display: spec.display }], text: spec.display },
    subject: patientRef(p.id),
    ...(effective ? { effectiveDateTime: effective } : {}),
  });
  const out: Observation[] = [];
  const bp = vitals.bp.trim();
  if (bp) {
    const m = /^(\d{2,3}(?:\.\d+)?)\s*\/\s*(\d{2,3}(?:\.\d+)?)/.exec(bp);
    out.push(m
      ? {
        ...base(VITAL_SIGNS.bp),
        component: [
          { code: { coding: [{ system: SYSTEMS.loinc, code: '8480-6', display: 'Systolic blood pressure' }] }, valueQuantity: ucumQuantity(Number(m[1]), 'mmHg', 'mm[Hg]') },
          { code: { coding: [{ system: SYSTEMS.loinc, code: '8462-4', display: 'Diastolic blood pressure' }] }, valueQuantity: ucumQuantity(Number(m[2]), 'mmHg', 'mm[Hg]') },
        ],
      }
      : { ...base(VITAL_SIGNS.bp), valueString: clean(bp) });
  }
  const hr = firstNumber(vitals.hr);
  if (vitals.hr.trim()) out.push({ ...base(VITAL_SIGNS.hr), ...(hr !== null ? { valueQuantity: ucumQuantity(hr, 'beats/minute', '/min') } : { valueString: clean(vitals.hr) }) });
  const temp = firstNumber(vitals.temp);
  if (vitals.temp.trim()) {
    // Written in °F when marked so or when the number can only be Fahrenheit (above 45).
    const fahrenheit = temp !== null && (/f/i.test(vitals.temp) || temp > 45);
    out.push({ ...base(VITAL_SIGNS.temp), ...(temp !== null
      ? { valueQuantity: fahrenheit ? ucumQuantity(temp, 'degF', '[degF]') : ucumQuantity(temp, 'Cel', 'Cel') }
      : { valueString: clean(vitals.temp) }) });
  }
  const spo2 = firstNumber(vitals.spo2);
  if (vitals.spo2.trim()) out.push({ ...base(VITAL_SIGNS.spo2), ...(spo2 !== null ? { valueQuantity: ucumQuantity(spo2, '%', '%') } : { valueString: clean(vitals.spo2) }) });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The rest of the patient record

const recordMeta = (p: ClinicPatient) => ({ versionId: String(p.version), lastUpdated: p.updatedAt });

export function toAllergies(p: ClinicPatient): AllergyIntolerance[] {
  const ids = itemIds(p.id, 'allergy', p.allergies.map((a) => a.substance));
  return p.allergies.map((a, i) => ({
    resourceType: 'AllergyIntolerance',
    id: ids[i]!,
    meta: recordMeta(p),
    clinicalStatus: { coding: [{ system: SYSTEMS.allergyClinical, code: 'active', display: 'Active' }] },
    code: { text: clean(a.substance) },
    patient: patientRef(p.id),
    criticality: a.severity === 'severe' ? 'high' : 'low',
    ...(a.reaction.trim()
      ? { reaction: [{ manifestation: [{ text: clean(a.reaction) }], severity: a.severity }] }
      : {}),
  }));
}

export function toConditions(p: ClinicPatient): Condition[] {
  const problems = p.problems ?? [];
  const ids = itemIds(p.id, 'problem', problems.map((c) => c.label));
  return problems.map((c, i) => {
    const onset = toFhirDateTime(c.since);
    return {
      resourceType: 'Condition',
      id: ids[i]!,
      meta: recordMeta(p),
      clinicalStatus: { coding: [{ system: SYSTEMS.conditionClinical, code: 'active', display: 'Active' }] },
      category: [{ coding: [{ system: SYSTEMS.conditionCategory, code: 'problem-list-item', display: 'Problem List Item' }] }],
      code: { text: clean(c.label) },
      subject: patientRef(p.id),
      ...(onset ? { onsetDateTime: onset } : c.since.trim() ? { onsetString: clean(c.since) } : {}),
    };
  });
}

export function toMedicationStatements(p: ClinicPatient): MedicationStatement[] {
  const medications = p.medications ?? [];
  const ids = itemIds(p.id, 'med', medications.map((m) => m.name));
  return medications.map((m, i) => {
    const dosage = [m.dose, m.frequency].map(clean).filter(Boolean).join(', ');
    return {
      resourceType: 'MedicationStatement',
      id: ids[i]!,
      meta: recordMeta(p),
      status: 'active',
      medicationCodeableConcept: { text: clean(m.name) },
      subject: patientRef(p.id),
      ...(dosage ? { dosage: [{ text: dosage }] } : {}),
    };
  });
}

export function toEncounter(e: EncounterEntry): Encounter {
  return {
    resourceType: 'Encounter',
    id: childId(e.patientId, 'enc', e.seq),
    meta: { versionId: '1', lastUpdated: e.createdAt },
    status: 'finished',
    class: { system: SYSTEMS.actCode, code: 'AMB', display: 'ambulatory' },
    type: [{ text: clean(e.type) }],
    subject: patientRef(e.patientId),
    ...(e.provider.trim() ? { participant: [{ individual: { display: clean(e.provider) } }] } : {}),
    period: { start: e.date, end: e.date },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Prescriptions, appointments, attachments

const RX_STATUS = { active: 'active', completed: 'completed', expired: 'stopped' } as const;

export function toMedicationRequest(rx: Prescription, patientId: string): MedicationRequest {
  const dosage = [rx.dose, rx.frequency, rx.duration ?? ''].map(clean).filter(Boolean).join(', ');
  const validity = rx.startDate || rx.endDate
    ? { validityPeriod: { ...(rx.startDate ? { start: rx.startDate } : {}), ...(rx.endDate ? { end: rx.endDate } : {}) } }
    : undefined;
  return {
    resourceType: 'MedicationRequest',
    id: rx.id,
    meta: { versionId: versionOfTime(rx.updatedAt), lastUpdated: rx.updatedAt },
    status: RX_STATUS[rx.status],
    intent: 'order',
    medicationCodeableConcept: { text: clean(rx.medication) },
    subject: patientRef(patientId),
    authoredOn: rx.prescribedAt,
    ...(rx.prescriber.trim() ? { requester: { display: clean(rx.prescriber) } } : {}),
    ...(dosage ? { dosageInstruction: [{ text: dosage }] } : {}),
    ...(validity ? { dispenseRequest: validity } : {}),
    ...(rx.notes?.trim() ? { note: [{ text: rx.notes.trim() }] } : {}),
  };
}

const APPOINTMENT_STATUS = { confirmed: 'booked', 'checked-in': 'arrived', completed: 'fulfilled', cancelled: 'cancelled' } as const;
/** No duration is recorded: an appointment lasts 30 minutes (decisions.md §9). */
export const APPOINTMENT_MINUTES = 30;

export function toAppointment(a: TimedAppointment, patientId: string): Appointment {
  const start = new Date(`${a.date}T${a.time}:00`);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
  const provider = clean(a.provider);
  return {
    resourceType: 'Appointment',
    id: a.id,
    meta: { versionId: versionOfTime(a.updatedAt), lastUpdated: a.updatedAt },
    status: APPOINTMENT_STATUS[a.status],
    ...(clean(a.type) ? { serviceType: [{ text: clean(a.type) }], description: clean(a.type) } : {}),
    start: localDateTime(start),
    end: localDateTime(end),
    minutesDuration: APPOINTMENT_MINUTES,
    participant: [
      { actor: { ...patientRef(patientId), display: clean(a.name) }, status: 'accepted' },
      ...(provider && provider !== 'Unassigned' ? [{ actor: { display: provider }, status: 'accepted' as const }] : []),
    ],
  };
}

export function toDocumentReference(att: Attachment & { labKey?: string | null }, patientId: string, publicUrl: string): DocumentReference {
  return {
    resourceType: 'DocumentReference',
    id: att.id,
    meta: { versionId: '1', lastUpdated: att.createdAt },
    status: 'current',
    subject: patientRef(patientId),
    date: att.createdAt,
    ...(att.labKey ? { description: `Lab result: ${clean(att.labKey)}` } : {}),
    content: [{
      attachment: {
        contentType: att.mimeType,
        url: `${publicUrl}/fhir/Binary/${att.id}`,
        size: att.sizeBytes,
        title: att.filename,
        creation: att.createdAt,
      },
    }],
  };
}
