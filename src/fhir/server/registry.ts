import { listTimedAppointments } from '../../clinic/appointments/service.js';
import { listPatientAttachments } from '../../clinic/attachments/service.js';
import {
  getPatientsByIds, listEncounterEntries, listLabEntries, listPatientRefs, listPatients, type LabEntry,
} from '../../clinic/patients/service.js';
import type { Patient as ClinicPatient } from '../../clinic/patients/schema.js';
import { getPrescription, listPrescriptions } from '../../clinic/prescriptions/service.js';
import type { ClinicContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import {
  SYSTEMS, ownSystems, patientIdOf, toAllergies, toAppointment, toConditions, toDocumentReference, toEncounter,
  toLabObservation, toMedicationRequest, toMedicationStatements, toPatient, toVitalObservations,
} from './mapping.js';
import { foldText, idToken, lastUpdatedRange, rangeList, tokenOfCodings, type SearchParamDef, type TokenValue } from './search.js';
import type { ParsedSearch } from './query.js';
import { planLabSearch, type LabSearchPlan } from './sql-search.js';
import type { Appointment, DocumentReference, Encounter, MedicationRequest, Observation, Patient, Resource } from './types.js';

// The one table of what the server serves: each resource type with its search parameters, sort keys, the elements
// `_elements` always keeps, its patient reference (for `_include=<Type>:patient`) and how its resources are loaded
// through the clinic services. The router serves exactly this table and the CapabilityStatement is generated from it.

export interface FhirEnv {
  deps: Pick<AppDeps, 'db' | 'activity'>;
  ctx: ClinicContext;
  publicUrl: string;
}

/** What the search already knows narrows the load: these resource ids, these patients, these categories. */
export interface LoadHint {
  ids?: string[];
  patientIds?: string[];
  categories?: string[];
}

export interface ResourceDef<R extends Resource = Resource> {
  type: R['resourceType'];
  profile: string;
  params: Record<string, SearchParamDef<R>>;
  /** `_sort` keys besides the common `_id` and `_lastUpdated`: a sortable value of the resource. */
  sorts: Record<string, (r: R) => number | string | undefined>;
  /** Default order of a search (stable across pages). */
  defaultSort: (a: R, b: R) => number;
  /** Elements `_elements` always keeps: the mandatory ones and those an invariant needs. */
  mandatory: readonly string[];
  /** The patient the resource is about (Patient/id), for `_include=<Type>:patient`; absent on Patient itself. */
  patientOf?: (r: R) => string | undefined;
  load: (env: FhirEnv, hint: LoadHint) => Promise<R[]>;
  /** Searches answered in SQL (sql-search.ts): a plan when this search can be, else null (then load and filter). */
  planSql?: (search: ParsedSearch, base: string, publicUrl: string) => LabSearchPlan | null;
}

const definition = (type: string, code: string) => `http://hl7.org/fhir/SearchParameter/${type}-${code}`;
const clinicalDefinition = (code: string) => `http://hl7.org/fhir/SearchParameter/clinical-${code}`;

const refOf = (ref: { reference?: string } | undefined) => (ref?.reference ? [ref.reference] : []);
const byId = (a: Resource, b: Resource) => (a.id! < b.id! ? -1 : a.id! > b.id! ? 1 : 0);

const DERIVED_ID = /^(.*)\.([a-z]+)(\d*)$/;
/**
 * Observations in the order a patient's results were added: by patient, then kind, then number (lab2 before lab10),
 * the order the SQL search gives (sql-search.ts) and the primary key's.
 */
function byPatientThenSequence(a: Resource, b: Resource): number {
  const x = DERIVED_ID.exec(a.id!);
  const y = DERIVED_ID.exec(b.id!);
  if (!x || !y) return byId(a, b);
  if (x[1] !== y[1]) return x[1]! < y[1]! ? -1 : 1;
  if (x[2] !== y[2]) return x[2]! < y[2]! ? -1 : 1;
  return Number(x[3] || 0) - Number(y[3] || 0);
}

function patientParam<R>(type: string, values: (r: R) => string[]): SearchParamDef<R> {
  return {
    type: 'reference', targets: ['Patient'], values,
    description: `The patient the ${type} is about: Patient/{id} or {id}`,
    definition: clinicalDefinition('patient'),
  };
}

/** The patients a hint names (derived ids start with their patient's id), or undefined for the whole clinic. */
function patientsOfHint(hint: LoadHint): string[] | undefined {
  const fromIds = hint.ids?.map(patientIdOf);
  if (fromIds && hint.patientIds) return fromIds.filter((id) => hint.patientIds!.includes(id));
  return fromIds ?? hint.patientIds;
}

async function loadPatients(env: FhirEnv, patientIds: string[] | undefined, options: { demographicsOnly?: boolean } = {}): Promise<ClinicPatient[]> {
  if (patientIds) return getPatientsByIds(env.deps, env.ctx, [...new Set(patientIds)], options);
  return (await listPatients(env.deps, env.ctx, {})).patients;
}

/** Patient ids by file number for records that name their patient by file number (prescriptions, appointments). */
async function patientIdsByFileNumber(env: FhirEnv, fileNumbers: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(fileNumbers.filter(Boolean))];
  const refs = await listPatientRefs(env.deps, env.ctx, { fileNumbers: wanted });
  return new Map(refs.map((r) => [r.fileNumber, r.id]));
}

/** Treats a 404 from a service as "no such resource" (a read of an unknown id, a hint naming nobody). */
async function orNone<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return [];
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------------

const PatientDef: ResourceDef<Patient> = {
  type: 'Patient',
  profile: 'http://hl7.org/fhir/StructureDefinition/Patient',
  params: {
    identifier: {
      type: 'token', description: 'The file number (MRN): {system}|{value}, {value} or |{value}; the system is <PUBLIC_URL>/fhir/sid/mrn',
      definition: definition('Patient', 'identifier'),
      values: (r) => (r.identifier ?? []).map((i) => ({ system: i.system, code: i.value ?? '' })),
    },
    name: {
      type: 'string', description: 'Any part of the name (family, a given name or the whole text): case- and accent-insensitive prefix',
      definition: definition('Patient', 'name'),
      values: (r) => (r.name ?? []).flatMap((n) => [n.text ?? '', n.family ?? '', ...(n.given ?? [])].filter(Boolean)),
    },
    family: {
      type: 'string', description: 'The family name (the last word of the name): case- and accent-insensitive prefix',
      definition: definition('individual', 'family'),
      values: (r) => (r.name ?? []).flatMap((n) => (n.family ? [n.family] : [])),
    },
    given: {
      type: 'string', description: 'A given name (the words before the last): case- and accent-insensitive prefix',
      definition: definition('individual', 'given'),
      values: (r) => (r.name ?? []).flatMap((n) => n.given ?? []),
    },
    gender: {
      type: 'token', description: 'male | female', definition: definition('individual', 'gender'),
      values: (r) => (r.gender ? [{ system: SYSTEMS.gender, code: r.gender }] : []),
    },
    birthdate: {
      type: 'date', description: 'The date of birth, with prefixes eq ne lt gt le ge', definition: definition('individual', 'birthdate'),
      values: (r) => rangeList(r.birthDate),
    },
  },
  sorts: {
    name: (r) => foldText(r.name?.[0]?.family ?? '') + ' ' + foldText((r.name?.[0]?.given ?? []).join(' ')),
    birthdate: (r) => r.birthDate,
  },
  defaultSort: byId,
  mandatory: [],
  async load(env, hint) {
    const patients = await loadPatients(env, hint.ids ?? hint.patientIds, { demographicsOnly: true });
    return patients.map((p) => toPatient(p, env.publicUrl));
  },
};

// ---------------------------------------------------------------------------------------------------------------

const observationDate = (r: Observation) => r.effectiveDateTime;

const ObservationDef: ResourceDef<Observation> = {
  type: 'Observation',
  profile: 'http://hl7.org/fhir/StructureDefinition/Observation',
  params: {
    patient: patientParam('Observation', (r) => refOf(r.subject)),
    subject: {
      type: 'reference', targets: ['Patient'], values: (r) => refOf(r.subject),
      description: 'The subject of the observation (a Patient): Patient/{id} or {id}', definition: definition('Observation', 'subject'),
    },
    category: {
      type: 'token', description: `laboratory (lab results) | vital-signs (LOINC coded vitals); system ${SYSTEMS.observationCategory}`,
      definition: definition('Observation', 'category'),
      values: (r) => tokenOfCodings(r.category ?? []),
    },
    code: {
      type: 'token',
      description: `LOINC for vital signs (${SYSTEMS.loinc}|85354-9, 8867-4, 8310-5, 59408-5); lab results by test name in <PUBLIC_URL>/fhir/sid/lab-name`,
      definition: clinicalDefinition('code'),
      values: (r) => tokenOfCodings([r.code]),
    },
    date: {
      type: 'date', description: 'When the observation was taken (effective), with prefixes eq ne lt gt le ge',
      definition: clinicalDefinition('date'),
      values: (r) => rangeList(observationDate(r)),
    },
  },
  sorts: { date: (r) => { const d = observationDate(r); return d ? rangeList(d)[0]?.start : undefined; } },
  defaultSort: byPatientThenSequence,
  planSql: planLabSearch,
  mandatory: ['status', 'code'],
  patientOf: (r) => r.subject?.reference,
  async load(env, hint) {
    const patientIds = patientsOfHint(hint);
    const wantLabs = !hint.categories || hint.categories.includes('laboratory');
    const wantVitals = !hint.categories || hint.categories.includes('vital-signs');
    const out: Observation[] = [];
    if (wantLabs) {
      const labs = await listLabEntries(env.deps, env.ctx, { patientIds });
      const byTest = new Map<string, LabEntry[]>();
      for (const lab of labs) {
        const key = `${lab.patientId}\u0000${foldText(lab.name)}`;
        byTest.set(key, [...(byTest.get(key) ?? []), lab]);
      }
      for (const lab of labs) out.push(toLabObservation(lab, byTest.get(`${lab.patientId}\u0000${foldText(lab.name)}`)!, env.publicUrl));
    }
    if (wantVitals) for (const p of await loadPatients(env, patientIds)) out.push(...toVitalObservations(p));
    return out;
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Resources taken from the patient record

function recordDef<R extends Resource & { patient?: { reference?: string }; subject?: { reference?: string } }>(
  type: R['resourceType'], mandatory: readonly string[], map: (p: ClinicPatient) => R[],
): ResourceDef<R> {
  const patientOf = (r: R) => (r.patient ?? r.subject)?.reference;
  return {
    type,
    profile: `http://hl7.org/fhir/StructureDefinition/${type}`,
    params: { patient: patientParam(type, (r) => { const p = patientOf(r); return p ? [p] : []; }) },
    sorts: {},
    defaultSort: byId,
    mandatory,
    patientOf,
    async load(env, hint) {
      return (await loadPatients(env, patientsOfHint(hint))).flatMap(map);
    },
  };
}

const AllergyDef = recordDef('AllergyIntolerance', ['patient', 'clinicalStatus'], toAllergies);
const ConditionDef = recordDef('Condition', ['subject', 'clinicalStatus'], toConditions);
const MedicationStatementDef = recordDef('MedicationStatement', ['status', 'medicationCodeableConcept', 'subject'], toMedicationStatements);

const EncounterDef: ResourceDef<Encounter> = {
  type: 'Encounter',
  profile: 'http://hl7.org/fhir/StructureDefinition/Encounter',
  params: { patient: patientParam('Encounter', (r) => refOf(r.subject)) },
  sorts: {},
  defaultSort: byId,
  mandatory: ['status', 'class'],
  patientOf: (r) => r.subject?.reference,
  async load(env, hint) {
    return (await listEncounterEntries(env.deps, env.ctx, { patientIds: patientsOfHint(hint) })).map(toEncounter);
  },
};

// ---------------------------------------------------------------------------------------------------------------

const MedicationRequestDef: ResourceDef<MedicationRequest> = {
  type: 'MedicationRequest',
  profile: 'http://hl7.org/fhir/StructureDefinition/MedicationRequest',
  params: {
    patient: patientParam('MedicationRequest', (r) => refOf(r.subject)),
    status: {
      type: 'token', description: 'active | completed | stopped (an expired prescription)', definition: definition('medications', 'status'),
      values: (r): TokenValue[] => [{ system: SYSTEMS.medicationRequestStatus, code: r.status }],
    },
  },
  sorts: {},
  defaultSort: byId,
  mandatory: ['status', 'intent', 'medicationCodeableConcept', 'subject'],
  patientOf: (r) => r.subject?.reference,
  async load(env, hint) {
    let prescriptions;
    if (hint.ids) {
      prescriptions = (await Promise.all(hint.ids.map((id) => orNone(async () => [await getPrescription(env.deps, env.ctx, id)])))).flat();
    } else if (hint.patientIds) {
      const refs = await listPatientRefs(env.deps, env.ctx, { ids: hint.patientIds });
      prescriptions = (await Promise.all(refs.filter((r) => r.fileNumber).map((r) =>
        listPrescriptions(env.deps, env.ctx, { fileNumber: r.fileNumber }).then((page) => page.items)))).flat();
    } else {
      prescriptions = (await listPrescriptions(env.deps, env.ctx, {})).items;
    }
    const ids = await patientIdsByFileNumber(env, prescriptions.map((p) => p.fileNumber));
    return prescriptions.flatMap((rx) => {
      const patientId = ids.get(rx.fileNumber);
      return patientId ? [toMedicationRequest(rx, patientId)] : [];
    });
  },
};

const appointmentPatient = (r: Appointment) => r.participant.find((p) => p.actor?.reference?.startsWith('Patient/'))?.actor?.reference;
const AppointmentDef: ResourceDef<Appointment> = {
  type: 'Appointment',
  profile: 'http://hl7.org/fhir/StructureDefinition/Appointment',
  params: {
    patient: { ...patientParam('Appointment', (r) => { const p = appointmentPatient(r); return p ? [p] : []; }), definition: definition('Appointment', 'patient') },
    date: {
      // R4's Appointment-date is Appointment.start (its expression), compared at the precision the start is written in.
      type: 'date', description: 'When the appointment starts (Appointment.start), with prefixes eq ne lt gt le ge',
      definition: definition('Appointment', 'date'),
      values: (r) => rangeList(r.start),
    },
    status: {
      type: 'token', description: 'booked (confirmed) | arrived (checked-in) | fulfilled (completed) | cancelled',
      definition: definition('Appointment', 'status'),
      values: (r): TokenValue[] => [{ system: SYSTEMS.appointmentStatus, code: r.status }],
    },
  },
  sorts: { date: (r) => (r.start ? rangeList(r.start)[0]?.start : undefined) },
  defaultSort: byId,
  mandatory: ['status', 'participant', 'start', 'end'],
  patientOf: appointmentPatient,
  async load(env, hint) {
    let fileNumbers: string[] | undefined;
    if (hint.patientIds) {
      fileNumbers = (await listPatientRefs(env.deps, env.ctx, { ids: hint.patientIds })).map((r) => r.fileNumber).filter(Boolean);
    }
    const appointments = await listTimedAppointments(env.deps, env.ctx, { ids: hint.ids, fileNumbers });
    const ids = await patientIdsByFileNumber(env, appointments.map((a) => a.fileNumber));
    return appointments.flatMap((a) => {
      const patientId = a.fileNumber ? ids.get(a.fileNumber) : undefined;
      return patientId ? [toAppointment(a, patientId)] : [];
    });
  },
};

const DocumentReferenceDef: ResourceDef<DocumentReference> = {
  type: 'DocumentReference',
  profile: 'http://hl7.org/fhir/StructureDefinition/DocumentReference',
  params: { patient: patientParam('DocumentReference', (r) => refOf(r.subject)) },
  sorts: {},
  defaultSort: byId,
  mandatory: ['status', 'content'],
  patientOf: (r) => r.subject?.reference,
  async load(env, hint) {
    const rows = await listPatientAttachments(env.deps, env.ctx, { ids: hint.ids, patientIds: hint.patientIds });
    return rows.map((r) => toDocumentReference(r.attachment, r.patientId, env.publicUrl));
  },
};

/** Every resource type the server serves, in CapabilityStatement order. */
export const RESOURCES: readonly ResourceDef[] = [
  PatientDef, ObservationDef, AllergyDef, ConditionDef, MedicationStatementDef, EncounterDef, MedicationRequestDef,
  AppointmentDef, DocumentReferenceDef,
] as unknown as readonly ResourceDef[];

export const RESOURCE_BY_TYPE = new Map(RESOURCES.map((r) => [r.type as string, r]));

/** Parameters every resource type takes (besides the result parameters `_count`, `_sort`, … handled by the router). */
export const COMMON_PARAMS: Record<string, SearchParamDef<Resource>> = {
  _id: { type: 'token', description: 'The logical id', definition: 'http://hl7.org/fhir/SearchParameter/Resource-id', values: idToken },
  _lastUpdated: {
    type: 'date', description: 'When the resource last changed (meta.lastUpdated), with prefixes eq ne lt gt le ge',
    definition: 'http://hl7.org/fhir/SearchParameter/Resource-lastUpdated', values: lastUpdatedRange,
  },
};

export { ownSystems };
