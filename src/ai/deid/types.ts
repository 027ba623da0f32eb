// Public shapes of the de-identification engine.
import type { TokenMap } from './tokens.js';

export type DeidLevel = 'full' | 'names' | 'off';

/** The identifier classes, each also the prefix of its token (`[[PATIENT_1]]`). */
export const IDENTIFIER_CLASSES = [
  'PATIENT', 'NAME', 'STAFF', 'DATE', 'ID', 'PHONE', 'EMAIL', 'URL', 'IP', 'ADDRESS', 'ZIP', 'AGE',
] as const;
export type IdentifierClass = (typeof IDENTIFIER_CLASSES)[number];

/** Person classes: what level `names` masks. */
export const PERSON_CLASSES: ReadonlySet<IdentifierClass> = new Set(['PATIENT', 'NAME', 'STAFF']);

/** A person as the service knows them. A bare string is parsed ("Rose M. Hope", "Hope, Rose", "Dr. Rose Hope"). */
export type KnownPerson = string | {
  readonly name: string;
  readonly givenName?: string;
  readonly middleNames?: readonly string[];
  readonly familyName?: string;
  readonly initials?: string;
  readonly fileNumber?: string;
  /** Names the person also goes by (preferred name, nickname): matched like the name. */
  readonly aliases?: readonly string[];
  /** Contacts and date of birth (`YYYY-MM-DD`) of another patient: matched by normal form, like the patient's own. */
  readonly phone?: string | readonly string[];
  readonly email?: string | readonly string[];
  readonly dateOfBirth?: string;
};

export type PostalAddress = string | {
  readonly street?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
};

/** What the service knows about the subject patient. Dates are `YYYY-MM-DD`. */
export interface DeidPatient {
  readonly name: string;
  readonly givenName?: string;
  readonly middleNames?: readonly string[];
  readonly familyName?: string;
  readonly initials?: string;
  /** Names the patient also goes by (a preferred name, a nickname, a former surname): matched like the name. */
  readonly aliases?: readonly string[];
  readonly fileNumber?: string;
  readonly phone?: string | readonly string[];
  readonly email?: string | readonly string[];
  readonly address?: PostalAddress;
  readonly dateOfBirth?: string;
  readonly visitDates?: readonly string[];
}

/** Everything the service knows that can identify someone in the text about to leave the process. */
export interface DeidContext {
  readonly patient?: DeidPatient;
  /** Staff and providers of the clinic. */
  readonly staff?: readonly KnownPerson[];
  /** Other patients of the clinic, for cross-patient mentions. */
  readonly otherPatients?: readonly KnownPerson[];
}

/** A detected identifier: a half-open range of the input. */
export interface DeidSpan {
  readonly start: number;
  readonly end: number;
  readonly cls: IdentifierClass;
  /** True when the value matched something the context knows. */
  readonly known: boolean;
}

/** Result for a text input. `spans` are ranges of the input, for callers that highlight or evaluate. */
export interface DeidTextResult {
  readonly text: string;
  readonly tokens: TokenMap;
  /** Identifier classes found, in the order of IDENTIFIER_CLASSES. */
  readonly classes: IdentifierClass[];
  readonly spans: readonly DeidSpan[];
}

/** Result for a structured input (any JSON value): strings are de-identified, keys kept. */
export interface DeidValueResult<T> {
  readonly value: T;
  readonly tokens: TokenMap;
  readonly classes: IdentifierClass[];
}
