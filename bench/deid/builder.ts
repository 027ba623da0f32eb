// A note under construction: text plus the gold spans of every identifier written into it, and the "slots"
// (functions that write one identifier in a random surface form) that sentence templates are made of.
import type { Faker } from '@faker-js/faker';
import type { IdentifierClass } from '../../src/ai/deid/index.js';
import type { Clinic, SynthPatient, SynthStaff } from './clinic.js';
import {
  compressIpv6, formatAgeOver89, formatDate, formatPartialDate, formatPhone, formatStreet, randomDate,
  randomPhoneDigits, randomStreet, typo,
} from './formats.js';

export interface GoldSpan { start: number; end: number; cls: IdentifierClass; known: boolean }

export class NoteBuilder {
  text = '';
  readonly spans: GoldSpan[] = [];
  /** A stranger introduced in this note, mentioned again by surname later. */
  stranger: { given: string; family: string } | null = null;
  constructor(readonly f: Faker, readonly clinic: Clinic, readonly patient: SynthPatient) {}

  t(s: string): this {
    this.text += s;
    return this;
  }

  id(s: string, cls: IdentifierClass, known: boolean): this {
    const start = this.text.length;
    this.text += s;
    this.spans.push({ start, end: this.text.length, cls, known });
    return this;
  }
}

export type Slot = (b: NoteBuilder) => void;
export type Sentence = Slot;

/** Tagged template: s`Seen ${pt} on ${visit}.` builds a sentence from text and slots. */
export function s(parts: TemplateStringsArray, ...slots: Slot[]): Sentence {
  return (b) => {
    parts.forEach((p, i) => {
      b.t(p);
      slots[i]?.(b);
    });
  };
}

const pick = <T>(b: NoteBuilder, xs: readonly T[]): T => b.f.helpers.arrayElement(xs);
const chance = (b: NoteBuilder, p: number): boolean => b.f.datatype.boolean({ probability: p });
const title = (b: NoteBuilder): string => (b.patient.sex === 'F' ? pick(b, ['Ms.', 'Mrs.']) : 'Mr.');

/** The patient, somewhere inside a sentence. */
export const pt: Slot = (b) => {
  const p = b.patient;
  const long = (w: string) => w.length >= 5;
  const forms: Array<() => void> = [
    () => b.id(`${p.given} ${p.family}`, 'PATIENT', true),
    () => b.id(`${p.given} ${p.family}`, 'PATIENT', true),
    () => b.t(`${title(b)} `).id(p.family, 'PATIENT', true),
    () => b.id(p.family, 'PATIENT', true),
    () => b.id(p.given, 'PATIENT', true),
    () => b.id(`${p.family}, ${p.given}`, 'PATIENT', true),
    () => b.id(`${p.given[0]}. ${p.family}`, 'PATIENT', true),
    () => b.id(p.middle ? `${p.given} ${p.middle[0]}. ${p.family}` : `${p.given} ${p.family}`, 'PATIENT', true),
    () => b.id(`${p.given} ${p.family}`.toUpperCase(), 'PATIENT', true),
    () => b.id(long(p.family) ? `${p.given} ${typo(b.f, p.family)}` : `${p.given} ${p.family}`, 'PATIENT', true),
    () => b.id(long(p.family) ? typo(b.f, p.family) : p.family, 'PATIENT', true),
    () => b.id(long(p.given) ? typo(b.f, p.given) : p.given, 'PATIENT', true),
  ];
  pick(b, forms)();
};

/** The patient at the start of a sentence; templates follow it with a verb. */
export const ptLead: Slot = (b) => {
  const p = b.patient;
  pick(b, [
    () => b.id(`${p.given} ${p.family}`, 'PATIENT', true),
    () => b.t(`${title(b)} `).id(p.family, 'PATIENT', true),
    () => b.id(p.family, 'PATIENT', true),
    () => b.id(p.given, 'PATIENT', true),
    () => b.id(`${p.family.toUpperCase()}, ${p.given.toUpperCase()}`, 'PATIENT', true),
  ])();
};

export const ptPoss: Slot = (b) => {
  const p = b.patient;
  pick(b, [() => b.id(p.family, 'PATIENT', true), () => b.id(p.given, 'PATIENT', true), () => b.id(`${p.given} ${p.family}`, 'PATIENT', true)])();
  b.t(pick(b, ["'s", '’s']));
};

export const ptInitials: Slot = (b) => {
  const p = b.patient;
  const letters = `${p.given[0]}${p.family[0]}`.toUpperCase();
  b.id(pick(b, [`${letters[0]}.${letters[1]}.`, `${letters[0]}. ${letters[1]}.`]), 'PATIENT', true);
};

export const otherPt: Slot = (b) => {
  const o = pick(b, b.clinic.patients.filter((x) => x !== b.patient));
  pick(b, [
    () => b.id(`${o.given} ${o.family}`, 'PATIENT', true),
    () => b.t(`${o.sex === 'F' ? 'Mrs.' : 'Mr.'} `).id(o.family, 'PATIENT', true),
    () => b.id(`${o.family}, ${o.given}`, 'PATIENT', true),
  ])();
};

export const staff: Slot = (b) => {
  const m: SynthStaff = pick(b, b.clinic.staff);
  pick(b, [
    () => (m.title ? b.t('Dr. ').id(m.family, 'STAFF', true) : b.id(`${m.given} ${m.family}`, 'STAFF', true)),
    () => b.id(`${m.given} ${m.family}`, 'STAFF', true).t(`, ${m.credential}`),
    () => b.id(`${m.given[0]}. ${m.family}`, 'STAFF', true),
    () => b.id(m.family, 'STAFF', true),
    () => b.id(m.given, 'STAFF', true),
  ])();
};

function newStranger(b: NoteBuilder): { given: string; family: string } {
  const st = { given: b.f.person.firstName(), family: b.f.person.lastName() };
  b.stranger = st;
  return st;
}

/** A relative or outside clinician the service does not know, after a cue the template supplies. */
export const strangerFull: Slot = (b) => {
  const st = newStranger(b);
  b.id(`${st.given} ${st.family}`, 'NAME', false);
};
// A stranger named by one part only is not "introduced": a later surname mention would be a new person.
export const strangerGiven: Slot = (b) => {
  b.id(b.f.person.firstName(), 'NAME', false);
};
export const strangerFamily: Slot = (b) => {
  b.id(b.f.person.lastName(), 'NAME', false);
};
/** The last stranger again, by surname (in full when none was introduced yet). */
export const strangerAgain: Slot = (b) => {
  if (!b.stranger) {
    const st = newStranger(b);
    b.id(`${st.given} ${st.family}`, 'NAME', false);
    return;
  }
  b.id(b.stranger.family, 'NAME', false);
};

const knownDate = (b: NoteBuilder, d: Parameters<typeof formatDate>[1]) => b.id(formatDate(b.f, d, { compact: chance(b, 0.05) }), 'DATE', true);
export const dob: Slot = (b) => knownDate(b, b.patient.dob);
export const visit: Slot = (b) => knownDate(b, pick(b, b.patient.visits));
export const date: Slot = (b) => b.id(formatDate(b.f, randomDate(b.f, 2008, 2025)), 'DATE', false);
export const partialDate: Slot = (b) => {
  const { lead, date: d } = formatPartialDate(b.f, randomDate(b.f, 2010, 2025));
  b.t(lead).id(d, 'DATE', false);
};

export const mrn: Slot = (b) => {
  const n = b.patient.fileNumber;
  pick(b, [
    () => b.t('MRN: ').id(n, 'ID', true), () => b.t('MRN ').id(`00${n}`, 'ID', true), () => b.t('#').id(n, 'ID', true),
    () => b.t('file no. ').id(n, 'ID', true), () => b.t('MRN#').id(n, 'ID', true), () => b.t('chart ').id(`0${n}`, 'ID', true),
    () => b.t('(').id(n, 'ID', true).t(')'),
  ])();
};

export const uid: Slot = (b) => {
  const f = b.f;
  pick(b, [
    () => b.t('SSN ').id(`${f.string.numeric(3)}-${f.string.numeric(2)}-${f.string.numeric(4)}`, 'ID', false),
    () => b.t('SS# ').id(`${f.string.numeric(3)}-${f.string.numeric(2)}-${f.string.numeric(4)}`, 'ID', false),
    () => b.t('Member ID: ').id(`${f.string.alpha({ length: 3, casing: 'upper' })}${f.string.numeric(9)}`, 'ID', false),
    () => b.t('policy # ').id(`${f.string.alpha({ length: 1, casing: 'upper' })}${f.string.numeric(8)}`, 'ID', false),
    () => b.t('Acct ').id(f.string.numeric(8), 'ID', false),
    () => b.t('NPI ').id(`1${f.string.numeric(9)}`, 'ID', false),
    () => b.t('insurance id ').id(`W${f.string.numeric(9)}`, 'ID', false),
    () => b.t('Medicare MBI ').id(`${f.number.int({ min: 1, max: 9 })}EG4-TE5-MK${f.string.numeric(2)}`, 'ID', false),
    () => b.t('claim number ').id(`${f.string.numeric(4)}-${f.string.numeric(8)}`, 'ID', false),
    () => b.t('outside MRN ').id(f.string.numeric(7), 'ID', false),
  ])();
};

export const ptPhone: Slot = (b) => b.id(formatPhone(b.f, b.patient.phoneDigits), 'PHONE', true);
export const phone: Slot = (b) => b.id(formatPhone(b.f, randomPhoneDigits(b.f)), 'PHONE', false);
export const ptEmail: Slot = (b) => b.id(pick(b, [b.patient.email, b.patient.email.toUpperCase()]), 'EMAIL', true);
export const email: Slot = (b) => b.id(b.f.internet.email().toLowerCase(), 'EMAIL', false);

export const url: Slot = (b) => {
  const f = b.f;
  const domain = `${f.internet.domainWord()}.${pick(b, ['com', 'org', 'net', 'health', 'info'])}`;
  b.id(pick(b, [
    `https://${domain}/${f.string.alphanumeric(8)}`, `http://portal.${domain}/login`, `www.${domain}`,
    `https://www.${domain}/records?id=${f.string.numeric(6)}`, `${domain}/${f.word.noun()}`,
  ]), 'URL', false);
};

export const ip: Slot = (b) => {
  const f = b.f;
  b.id(pick(b, [f.internet.ipv4(), f.internet.ipv4(), f.internet.ipv6(), compressIpv6(f.internet.ipv6()), `fe80::${f.string.hexadecimal({ length: 4, casing: 'lower', prefix: '' })}`]), 'IP', false);
};

/** A full postal address: street (+unit), city, state, ZIP. */
function address(b: NoteBuilder, known: boolean): void {
  const p = b.patient;
  const street = known ? p.street : randomStreet(b.f);
  const city = known ? p.city : b.f.location.city();
  const state = known ? p.state : b.f.location.state({ abbreviated: true });
  const zip = known ? p.zip : b.f.location.zipCode(pick(b, ['#####', '#####-####']));
  b.id(formatStreet(b.f, street), 'ADDRESS', known);
  if (chance(b, 0.75)) b.t(', ').id(city, 'ADDRESS', known).t(`, ${state} `).id(zip, 'ZIP', known);
}
export const ptAddress: Slot = (b) => address(b, true);
export const otherAddress: Slot = (b) => address(b, false);
export const ptCity: Slot = (b) => b.id(b.patient.city, 'ADDRESS', true);
export const zipLabelled: Slot = (b) => {
  const known = chance(b, 0.5);
  b.t(pick(b, ['ZIP ', 'zip code ', 'ZIP: '])).id(known ? b.patient.zip : b.f.location.zipCode('#####'), 'ZIP', known);
};

export const oldAge: Slot = (b) => {
  const a = formatAgeOver89(b.f);
  b.t(a.before).id(a.age, 'AGE', false).t(a.after);
};
export const youngAge: Slot = (b) => b.t(`${b.f.number.int({ min: 18, max: 89 })}-year-old`);
