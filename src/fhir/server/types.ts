// The R4 resource types, from @medplum/fhirtypes (type declarations only; nothing of it runs).
export type {
  Address, AllergyIntolerance, Appointment, Bundle, BundleEntry, BundleLink, CapabilityStatement, CodeableConcept, Coding, Condition,
  DocumentReference, Encounter, MedicationRequest, MedicationStatement, Meta, Observation, OperationOutcome, Patient,
  Quantity, Reference, Resource,
} from '@medplum/fhirtypes';

/** OperationOutcome.issue.code (required binding). */
export type IssueType = 'invalid' | 'not-supported' | 'not-found' | 'login' | 'forbidden' | 'exception' | 'processing' | 'too-costly';
