// Parsing the people the service knows into name parts.
import { COMMON_WORDS, CREDENTIALS, MEDICAL_ABBREVIATIONS, TITLES } from './lexicon.js';
import { escapeRegExp } from './text.js';
import { nicknamesOf } from './nicknames.js';
import type { KnownPerson } from './types.js';
import { foldWord } from './vocabulary.js';

export type PersonClass = 'PATIENT' | 'STAFF';

export interface Person {
  /** Identity within one compiled context: `patient`, `staff:3`, `other:17`. */
  readonly key: string;
  readonly cls: PersonClass;
  /** What restore gives back for any variant of this person. */
  readonly display: string;
  readonly given: readonly string[];
  readonly middle: readonly string[];
  readonly family: readonly string[];
  /** Names the record says the person goes by ("Sonny"): strong evidence in any case but lower. */
  readonly aliases: readonly string[];
  /** Short forms of the given name from the nickname table (patient and staff only): matched like given names. */
  readonly nicknames: readonly string[];
  /** Upper-case initials ("RH", "RMH") usable as a variant; empty for other patients. */
  readonly initials: readonly string[];
  /** May one name part alone identify this person? Yes for the patient and staff, no for the 200 others. */
  readonly singlePartAllowed: boolean;
  /** Are one-letter typos of this person's parts searched? Only for the patient and staff (see names.ts). */
  readonly typos: boolean;
  readonly fileNumber?: string;
  /** The generational suffix the record's name carries ("III" of "Boyce McCorkle III"), upper case, without a dot. */
  readonly generation?: string;
}

// Particles inside surnames. "y" and "e" join two surnames ("Herrera y Castillo", "Cunha e Silva"); "Ó" and "Mac"
// stand before Irish and Scottish ones ("Ó Dálaigh").
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'la', 'le', 'da', 'di', 'del', 'della', 'du', 'dos', 'das', 'do', 'bin', 'bint', 'ibn',
  'ben', 'al', 'st', 'ter', 'ten', 'y', 'e', 'o', 'ni', 'mac']);
/** Particles that join two surnames: the word before them is a surname too. */
const CONJUNCTIONS = new Set(['y', 'e']);
// Generational suffixes and every credential of the lexicon ("Penny Apgar, CNM", "Nell Osgood, CRNA"): never a name part.
/** Generational suffixes of a name, lower case ("Jr", "III"): one list for the parser, the records and the matcher. */
export const GENERATIONS = ['jr', 'sr', 'ii', 'iii', 'iv'] as const;
// A newborn's registration alias, not a nickname ("Baby" and "Boy" are Filipino nicknames: "Lolo Boy").
const NEWBORN_ALIAS = /^(?:baby[ \t]+(?:girl|boy|[a-h])|bg|bb)[ \t]+\S/i;
const NEWBORN_WORDS: ReadonlySet<string> = new Set(['baby', 'girl', 'boy', 'bg', 'bb']);
const SUFFIXES = new RegExp(String.raw`,?\s+(?:${GENERATIONS.join('|')}|m\.d\.|pa-c|fnp|aprn|dvm|otr\/l|${[...new Set(CREDENTIALS.map((c) => c.toLowerCase()))].map(escapeRegExp).join('|')})\.?$`, 'i');

// "Abshir Nuur, CHW", "Ana Ruiz, CDCES", "Li Wen, MLS(ASCP)": after the last comma, letters with two capitals or more
// (and maybe a slash, a hyphen or a bracket) are a credential the lexicon does not list, never a name.
const CREDENTIAL_AFTER_COMMA = /,\s*(?=[A-Za-z/()-]*\p{Lu}[A-Za-z/()-]*\p{Lu})[A-Za-z][A-Za-z/()-]{1,11}\.?$/u;

/** The credential of `name` that CREDENTIAL_AFTER_COMMA finds, unless the name is written in capitals ("CRUZ, JOSE"). */
function unlistedCredential(name: string): RegExpExecArray | null {
  const m = CREDENTIAL_AFTER_COMMA.exec(name);
  return m && /\p{Ll}/u.test(name.slice(0, m.index)) ? m : null;
}

interface NameParts { given: string[]; middle: string[]; family: string[] }

/** "Dr. Rose M. Hope, MD" → "Rose M. Hope": the name without title or credentials. */
export function bareName(raw: string): string {
  let name = raw.trim().replace(/\s+/g, ' ');
  for (;;) {
    const m = SUFFIXES.exec(name) ?? unlistedCredential(name);
    if (!m) break;
    // "Tuan Do", "Lan Ma": a credential written like a surname, with no comma before it, is the surname.
    if (!m[0].includes(',') && /^\s+\p{Lu}\p{Ll}+$/u.test(m[0]) && !/^\s+(?:jr|sr)$/i.test(m[0])) break;
    name = name.slice(0, m.index);
  }
  const title = /^(\p{L}+)\.?\s+/u.exec(name);
  if (title && TITLES.has(title[1]!.toLowerCase()) && name.split(' ').length > 2) name = name.slice(title[0].length);
  return name;
}

/** "Dr. Rose M. Hope", "Hope, Rose M.", "Rose Hope Jr." → given / middle / family words. */
export function parseName(raw: string): NameParts {
  const name = bareName(raw);
  const clean = (s: string) => s.split(/\s+/).map((w) => w.replace(/^[.,]+|[.,]+$/g, '')).filter(Boolean);
  const comma = name.indexOf(',');
  if (comma > 0) {
    const family = clean(name.slice(0, comma));
    const rest = clean(name.slice(comma + 1));
    return { given: rest.slice(0, 1), middle: rest.slice(1), family };
  }
  const parts = clean(name);
  if (parts.length === 1) return { given: [], middle: [], family: parts };
  let familyStart = parts.length - 1;
  for (;;) {
    while (familyStart > 1 && isParticle(parts[familyStart - 1]!)) familyStart--;
    // "José Luis Herrera y Castillo": the surname before "y" belongs to the family name.
    if (familyStart > 1 && CONJUNCTIONS.has(foldWord(parts[familyStart]!)) && familyStart < parts.length - 1) { familyStart--; continue; }
    break;
  }
  return { given: parts.slice(0, 1), middle: parts.slice(1, familyStart), family: parts.slice(familyStart) };
}

function initialsOf(parts: NameParts, explicit?: string): string[] {
  const letters = (ws: readonly string[]) => ws.map((w) => w[0]!.toUpperCase());
  const out = new Set<string>();
  const g = letters(parts.given).join('');
  const f = letters(parts.family.filter((w) => !isParticle(w))).join('');
  // "GOB" for Grace Okonkwo-Bennett, beside "GO".
  const halves = letters(parts.family.filter((w) => !isParticle(w)).flatMap((w) => w.split('-').filter(Boolean))).join('');
  if (g && halves !== f) out.add(g + halves);
  // "TDB" for Thuy-Duong Bui: each part of a hyphenated given name by its initial.
  const givenHalves = letters(parts.given.flatMap((w) => w.split('-').filter(Boolean))).join('');
  if (givenHalves !== g && f) {
    out.add(givenHalves + f);
    if (halves !== f) out.add(givenHalves + halves);
  }
  if (g && f) {
    out.add(g + f);
    if (parts.middle.length) out.add(g + letters(parts.middle).join('') + f);
  }
  // "AMcM" for A. McMurray, "DMacD" for D. MacDonald: the surname's prefix is written with its initial.
  const mac = /^(Ma?c)(\p{Lu})/u.exec(parts.family.filter((w) => !isParticle(w))[0] ?? '');
  if (g && mac) out.add(`${g}${mac[1]}${mac[2]}`);
  if (explicit && /^\p{L}{2,4}$/u.test(explicit)) out.add(explicit.toUpperCase());
  // Two-letter initials that are also clinical abbreviations (RH, HR, MI, PT...) would mask vitals and orders.
  return [...out].filter((s) => s.length >= 2);
}

/** Are undotted initials ("RH") safe to match? Dotted ones ("R.H.") always are. */
export function undottedInitialsAllowed(initials: string): boolean {
  return !MEDICAL_ABBREVIATIONS.has(initials) && !COMMON_WORDS.has(initials.toLowerCase());
}

// Rosters repeat from call to call: parsing a name is cached by its text (bounded, cleared when full).
const parsedCache = new Map<string, { parts: NameParts; display: string }>();
function parseCached(raw: string): { parts: NameParts; display: string } {
  let hit = parsedCache.get(raw);
  if (!hit) {
    if (parsedCache.size > 20_000) parsedCache.clear();
    hit = { parts: parseName(raw), display: bareName(raw) };
    parsedCache.set(raw, hit);
  }
  return hit;
}

type PersonInput = KnownPerson | {
  name: string; givenName?: string; middleNames?: readonly string[]; familyName?: string; initials?: string; fileNumber?: string;
  aliases?: readonly string[];
};

// A compiled context is often built per request from the same roster: the Person of an unchanged entry is reused
// (by the entry object, or by the text of a string entry), so compiling costs little more than the lookups.
const personByObject = new WeakMap<object, Map<string, Person>>();
const personByText = new Map<string, Person>();

export function toPerson(input: PersonInput, key: string, cls: PersonClass, main: boolean): Person {
  const slot = `${key}\u0000${cls}\u0000${main ? 1 : 0}`;
  if (typeof input === 'string') {
    const textKey = `${slot}\u0000${input}`;
    let hit = personByText.get(textKey);
    if (!hit) {
      if (personByText.size > 20_000) personByText.clear();
      personByText.set(textKey, (hit = buildPerson(input, key, cls, main)));
    }
    return hit;
  }
  let bySlot = personByObject.get(input);
  if (!bySlot) personByObject.set(input, (bySlot = new Map()));
  let hit = bySlot.get(slot);
  if (!hit) bySlot.set(slot, (hit = buildPerson(input, key, cls, main)));
  return hit;
}

function buildPerson(input: PersonInput, key: string, cls: PersonClass, main: boolean): Person {
  const rec: Exclude<PersonInput, string> = typeof input === 'string' ? { name: input } : input;
  const { parts: parsed, display } = parseCached(rec.name);
  const given = rec.givenName ? rec.givenName.split(/\s+/) : parsed.given;
  const family = rec.familyName ? rec.familyName.split(/\s+/) : parsed.family;
  // With the given and family names stated, the middle names are the other words of the name, not the parser's guess.
  const stated = new Set([...given, ...family].map(foldWord));
  const middle = rec.middleNames ? [...rec.middleNames]
    : rec.givenName || rec.familyName ? display.split(/[\s,]+/).map((w) => w.replace(/\.$/, '')).filter((w) => w && !stated.has(foldWord(w))) : parsed.middle;
  const parts: NameParts = { given, middle, family };
  return {
    key, cls,
    // Restore gives the name without title or credentials, so "Dr. [[STAFF_1]]" does not become "Dr. Dr. Kim".
    display,
    ...parts,
    // A newborn's registration alias ("Baby Girl Wildcat", "Baby A Ung") gives its surname, not "baby" or "girl": those
    // words name every newborn (the designation before the surname is read by the matcher, names.ts).
    aliases: [...new Set(('aliases' in rec ? rec.aliases ?? [] : []).flatMap((a) => a.split(/[\s,]+/)
      .filter((w) => !(NEWBORN_ALIAS.test(a) && NEWBORN_WORDS.has(w.toLowerCase())))).filter((w) => w.length >= 2))],
    nicknames: main ? [...new Set(parts.given.flatMap((g) => nicknamesOf(foldWord(g))))] : [],
    initials: main ? initialsOf(parts, rec.initials) : [],
    singlePartAllowed: main,
    typos: main,
    ...(rec.fileNumber ? { fileNumber: rec.fileNumber } : {}),
    ...generationOf(rec.name),
  };
}

const GENERATION_IN_NAME = new RegExp(String.raw`[\s,](${GENERATIONS.join('|')})\.?(?=\s*(?:,|$))`, 'i');

/** `{ generation: 'III' }` when the record's name ends with (or holds before a credential) a generational suffix. */
function generationOf(name: string): { generation?: string } {
  const m = GENERATION_IN_NAME.exec(name.trim());
  return m ? { generation: m[1]!.toUpperCase() } : {};
}

export function isParticle(word: string): boolean {
  return PARTICLES.has(foldWord(word));
}
