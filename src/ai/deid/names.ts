// Finding the people the service knows: the patient, staff, other patients, in every variant a note uses.
//
// The text is split into words once and each word is looked up in a map of name parts, so the cost does not grow
// with the number of people in the context. Adjacent parts of one person join into a run ("Rose M. Hope",
// "Hope, Rose", "R. Hope"); a run of two or more is a name whatever its case. A single part is judged alone:
//  - a part that is also an English word ("Hope", "Will", "Rose") counts only when written as a name: capitalised
//    and not at the start of a sentence, unless a possessive or a person verb follows ("Hope reports ...");
//  - an eponym followed by a disease word ("Parkinson's disease", "Bell palsy") is the disease;
//  - a month name next to a number ("June 5") is a date;
//  - other patients are matched by full name or title + surname only: with hundreds of them, a bare "John" is
//    far more often someone else.
import { COMMON_WORDS, CREDENTIALS, DRUGS, EPONYM_ANATOMY, EPONYM_FOLLOWERS, EPONYM_HEADS, EPONYMS, GIVEN_NAMES, INSTITUTION_WORDS, MEDICAL_ABBREVIATIONS, MONTHS, NOT_NAMES, PERSON_VERBS, SCORE_EPONYMS, TITLES } from './lexicon.js';
import { GENERATIONS, isParticle, undottedInitialsAllowed, type Person } from './persons.js';
import { PRIORITY, type Detection } from './spans.js';
import { deletions, editDistance, escapeRegExp, isAllCaps, isLowerCase, isSentenceStart, isTitleCase, tokenizeWords, type Word } from './text.js';
import { normalDigits } from './numbers.js';
import { foldPlace, placePopulation } from './gazetteer.js';
import { foldWord, isEnglishWord, isEponymName, isMedicalTerm, isPersonName } from './vocabulary.js';

type PartKind = 'given' | 'middle' | 'family' | 'alias';
interface PartRef { readonly person: number; readonly kind: PartKind }

export interface NameIndex {
  readonly people: readonly Person[];
  readonly parts: ReadonlyMap<string, readonly PartRef[]>;
  /** One-deletion neighbourhood of the parts of people searched for typos. */
  readonly typoIndex: ReadonlyMap<string, readonly string[]>;
  readonly initials: RegExp | null;
  readonly initialsOwner: ReadonlyMap<string, number>;
  /** Built on first need (most notes never need them): everyone else's typo neighbourhood, each person's folded parts. */
  readonly lazy: { othersTypoIndex: Map<string, string[]> | null; partsByPerson: Array<ReadonlyArray<readonly [PartKind, string]> | undefined> };
  /**
   * lookup's answers by word text and flags: a pure function of them for one index, and a compiled context (a whole
   * clinic's for the chat agent) meets the same words in every prompt. Bounded: cleared when it grows past its size.
   */
  readonly lookups: Map<string, readonly PartRef[]>;
}

const LOOKUP_CACHE_SIZE = 20_000;

const MONTH_WORDS = new Set(MONTHS.flat());
const TYPO_MIN_LENGTH = 5;

/**
 * The spelling a name keeps across languages and transcriptions: Dutch "ij" is written "y" ("van Dijk", "van Dyk",
 * "VANDYKE"), "c" and "k" sound alike ("Ciarán", "Kieran"), "ph" is "f". Compared beside the folded form, so one
 * letter of difference in this form is still one typo.
 */
export function soundKey(key: string): string {
  return key.replace(/ij/g, 'y').replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/c/g, 'k');
}

/** One edit apart, as written or as sounded. */
function nearName(a: string, b: string): boolean {
  return editDistance(a, b) <= 1 || editDistance(soundKey(a), soundKey(b)) <= 1;
}

/** A name part that is also an ordinary word (by the maintained English dictionary, or the clinical lists here). */
export function isAmbiguousWord(word: string): boolean {
  const w = foldWord(word);
  return COMMON_WORDS.has(w) || MONTH_WORDS.has(w) || NOT_NAMES.has(w) || isEnglishWord(w);
}

/** A word of the clinical lists here (not the whole dictionary): "Mobile" and "Independence" can still be cities. */
export function isListedWord(key: string): boolean {
  return COMMON_WORDS.has(key) || MONTH_WORDS.has(key) || NOT_NAMES.has(key);
}

/** A name part no reader would take for anything else: not a word, not a month, not a drug, at least 4 letters. */
function isDistinctive(w: Word): boolean {
  return w.key.length >= 4 && !isAmbiguousWord(w.key) && !DRUGS.has(w.key) && !EPONYMS.has(w.key);
}

const PRONOUNS = new Set(['her', 'his', 'their', 'she', 'he', 'they', 'i', 'me', 'my', 'husband', 'wife']);

const PERSON_NOUNS = new Set(['daughter', 'son', 'wife', 'husband', 'mother', 'father', 'sister', 'brother', 'family',
  'partner', 'caregiver', 'friend', 'niece', 'nephew', 'mom', 'dad', 'children', 'kids', 'grandson', 'granddaughter',
  'home', 'house', 'room', 'bed', 'chart', 'file', 'appointment', 'visit', 'note', 'notes', 'labs', 'results', 'phone',
  'insurance', 'pharmacy', 'medications', 'meds', 'care', 'condition', 'behalf', 'request', 'wishes', 'consent']);

/** "Wood's lamp", "Baker's cyst", "Murphy's sign": a possessive eponym the medical dictionary knows, not the person. */
function isMedicalPossessive(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (w.end === w.stemEnd || !isEponymName(w.key)) return false;
  const next = words[i + 1];
  return !next || !PERSON_NOUNS.has(next.key) || !/^[ \t]+$/.test(text.slice(w.end, next.start));
}

export function buildNameIndex(people: readonly Person[]): NameIndex {
  const parts = new Map<string, PartRef[]>();
  const typo = new Map<string, Set<string>>();
  const add = (word: string, ref: PartRef, onlyWord = false) => {
    const key = foldWord(word);
    // "van", "de" inside a surname are not the person alone; "Al" as a given name is, and so is a surname that is
    // nothing but a word that can be a particle elsewhere ("Do", "Le", "Da").
    if (key.length < 2 || (ref.kind === 'family' && isParticle(key) && !onlyWord)) return;
    for (const k of new Set([key, soundKey(key)])) {
      if (k.length < 2) continue;
      const list = parts.get(k) ?? [];
      if (!list.some((r) => r.person === ref.person)) list.push(ref);
      parts.set(k, list);
    }
  };
  people.forEach((p, i) => {
    for (const w of p.given) {
      add(w, { person: i, kind: 'given' });
      // "Hye-jin" typed as one word ("Hyejin") or as two ("HYE JIN": joined in findKnownPeople).
      if (w.includes('-')) add(w.replace(/-/g, ''), { person: i, kind: 'given' });
    }
    // "José Luis" as one given name written in one word.
    if (p.given.length > 1) add(p.given.join(''), { person: i, kind: 'given' });
    for (const w of p.middle) add(w, { person: i, kind: 'middle' });
    for (const w of p.family) {
      add(w, { person: i, kind: 'family' }, p.family.length === 1);
      // "Okonkwo-Bennett" is also written as either half.
      if (w.includes('-')) for (const half of w.split('-')) if (half.length >= 3) add(half, { person: i, kind: 'family' });
    }
    // "van der Berg" written "vanderBerg" or "VanDerBerg".
    if (p.family.length > 1) add(p.family.join(''), { person: i, kind: 'family' });
    // "Tran-Le" spelled out or typed without its hyphen ("TRANLE").
    for (const w of p.family) if (w.includes('-')) add(w.replace(/-/g, ''), { person: i, kind: 'family' });
    for (const w of p.aliases) add(w, { person: i, kind: 'alias' });
    // A user name in an EHR stamp ("-- by cfrye", "kito"): the given initial and the surname written as one word.
    // Only for the people who may be named by one part (patient and staff), and only when it is no word itself.
    if (p.singlePartAllowed && p.given[0] && p.family.length) {
      const login = foldWord(p.given[0])[0] + foldWord(p.family.join('')).replace(/[^\p{L}]/gu, '');
      if (login.length >= 4 && !isEnglishWord(login) && !isMedicalTerm(login)) add(login, { person: i, kind: 'alias' });
      // "jbearrunner" for Jodi Bear Runner: a two-word surname the record splits into a middle name and a surname.
      if (p.middle.length) {
        const whole = foldWord(p.given[0])[0] + foldWord([...p.middle, ...p.family].join('')).replace(/[^\p{L}]/gu, '');
        if (whole.length >= 6 && !isEnglishWord(whole) && !isMedicalTerm(whole)) add(whole, { person: i, kind: 'alias' });
      }
      // "shelbyf", "LuzM", "kiaralugo": the given name and the surname's initial, or the whole name, as one word.
      const given = foldWord(p.given[0]).replace(/[^\p{L}]/gu, '');
      for (const other of [given + foldWord(p.family[0]!)[0], given + foldWord(p.family.join('')).replace(/[^\p{L}]/gu, '')]) {
        if (given.length >= 3 && other.length >= 5 && !isEnglishWord(other) && !isMedicalTerm(other)) add(other, { person: i, kind: 'alias' });
      }
    }
    for (const w of p.nicknames) add(w, { person: i, kind: 'given' });
    // Pet forms of the patient's and staff's given names: "Faithie", "Rosie", "Gracinha", "Juanito". Only forms no
    // dictionary has ("rosy" is a word).
    if (p.singlePartAllowed) for (const g of [...p.given, ...p.aliases]) for (const d of diminutives(foldWord(g))) add(d, { person: i, kind: 'alias' });
    if (p.typos) addTypos(typo, p);
  });

  const initialsOwner = new Map<string, number>();
  const alternatives: string[] = [];
  people.forEach((p, i) => {
    for (const ini of p.initials) {
      const dotted = ini.split('').map((c) => `${c}\\.\\s?`).join('');
      alternatives.push(dotted);
      initialsOwner.set(ini, i);
      alternatives.push(ini);
    }
    // "C. Ó D.", "W. v. D.": the given initial, the particles as written (a dot optional), the surname's initial.
    const particles = p.family.filter((w) => isParticle(w));
    const core = p.family.filter((w) => !isParticle(w));
    if (p.initials.length && particles.length && core.length && p.given[0]) {
      const letters = [p.given[0][0]!.toUpperCase(), ...particles.map((w) => w[0]!), core[0]![0]!.toUpperCase()];
      const key = letters.join('');
      if (!initialsOwner.has(key)) {
        initialsOwner.set(key, i);
        initialsOwner.set(letters[0]! + particles.join('') + letters[letters.length - 1]!, i);
        const mid = particles.map((w) => `(?:${escapeRegExp(w)}|${escapeRegExp(w[0]!)}\\.?)\\s`).join('');
        alternatives.push(`${letters[0]}\\.\\s?${mid}${letters[letters.length - 1]}\\.?`);
        // "MdS" for Maria dos Santos: undotted, the particle's initial in lower case between two capitals.
        const lower = letters[0]! + particles.map((w) => w[0]!.toLowerCase()).join('') + letters[letters.length - 1]!;
        initialsOwner.set(lower, i);
        alternatives.push(escapeRegExp(lower));
      }
    }
  });
  const initials = alternatives.length
    ? new RegExp(`(?<![\\p{L}\\p{N}.])(?:${alternatives.sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}])`, 'gu')
    : null;
  return {
    people, parts,
    typoIndex: new Map([...typo].map(([k, v]) => [k, [...v]])),
    initials, initialsOwner,
    lazy: { othersTypoIndex: null, partsByPerson: [] },
    lookups: new Map(),
  };
}

function diminutives(key: string): string[] {
  if (key.length < 3 || /[^a-z]/.test(key)) return [];
  const stem = key.replace(/[aeo]$/, '');
  const forms = [`${key}ie`, `${stem}ie`, `${key}y`, `${stem}ita`, `${stem}ito`, `${stem}inha`, `${stem}inho`, `${stem}ka`, `${stem}chen`];
  return [...new Set(forms)].filter((f) => f !== key && f.length >= 4 && !isEnglishWord(f) && !isMedicalTerm(f));
}

function typoParts(p: Person): string[] {
  // "VANDYKE" for "van Dijk": the family name run together is a part too.
  const joined = p.family.length > 1 ? [p.family.join('')] : [];
  return [...p.given, ...p.family, ...joined, ...p.family.filter((f) => f.includes('-')).flatMap((f) => f.split('-'))];
}

function kindOf(p: Person, part: string): PartKind {
  return p.given.includes(part) ? 'given' : 'family';
}

// A person's one-deletion neighbourhood, kept with the (cached, reused) Person so recompiling a roster is cheap.
const typoVariants = new WeakMap<Person, ReadonlyArray<readonly [string, string]>>();

function variantsOf(p: Person): ReadonlyArray<readonly [string, string]> {
  let out = typoVariants.get(p);
  if (!out) {
    const list: Array<readonly [string, string]> = [];
    for (const w of typoParts(p)) {
      const key = foldWord(w);
      if (key.length < TYPO_MIN_LENGTH) continue;
      const sound = soundKey(key);
      for (const v of new Set([key, ...deletions(key), sound, ...deletions(sound)])) list.push([v, key]);
    }
    typoVariants.set(p, (out = list));
  }
  return out;
}

function addTypos(typo: Map<string, Set<string>>, p: Person): void {
  for (const [v, key] of variantsOf(p)) {
    const set = typo.get(v);
    if (set) set.add(key);
    else typo.set(v, new Set([key]));
  }
}

function othersTypoIndex(index: NameIndex): Map<string, string[]> {
  if (!index.lazy.othersTypoIndex) {
    // A roster of 10,000 has a few thousand distinct name parts: index each once, not once per person.
    const parts = new Set<string>();
    for (const p of index.people) {
      if (p.typos) continue;
      for (const w of typoParts(p)) {
        const key = foldWord(w);
        if (key.length >= TYPO_MIN_LENGTH) parts.add(key);
      }
    }
    const typo = new Map<string, string[]>();
    for (const key of parts) {
      const sound = soundKey(key);
      for (const v of new Set([key, ...deletions(key), sound, ...deletions(sound)])) {
        const list = typo.get(v);
        if (!list) typo.set(v, [key]);
        else if (!list.includes(key)) list.push(key);
      }
    }
    index.lazy.othersTypoIndex = typo;
  }
  return index.lazy.othersTypoIndex;
}

/** The kinds of part `word` is of this one person: exact, or a one-letter typo of a long part. */
function kindsFor(index: NameIndex, word: Word, person: number): Set<PartKind> {
  const out = new Set<PartKind>();
  for (const r of index.parts.get(word.key) ?? hyphenHalves(index, word)) if (r.person === person) out.add(r.kind);
  if (out.size || word.key.length < TYPO_MIN_LENGTH - 1 || DRUGS.has(word.key) || EPONYMS.has(word.key)) return out;
  const p = index.people[person]!;
  const parts = (index.lazy.partsByPerson[person] ??= typoParts(p).map((w) => [kindOf(p, w), foldWord(w)] as const));
  for (const [kind, part] of parts) {
    if (part.length >= TYPO_MIN_LENGTH && nearName(word.key, part)) out.add(kind);
  }
  return out;
}

/**
 * The parts a word can be: exact parts, else one-letter typos of a long part. Alone, a typo counts only for the
 * patient and staff and only when written like a name; `beside` another part of the same person ("grace
 * okonkwo-bennet", "Wolf" for "Wolff" after "Claudine") it counts for anyone, in any case.
 */
function lookup(index: NameIndex, word: Word, beside = false, cued = false): readonly PartRef[] {
  const cacheKey = `${beside ? 1 : 0}${cued ? 1 : 0}${word.key}\u0000${word.text}`;
  let found = index.lookups.get(cacheKey);
  if (found === undefined) {
    found = lookupUncached(index, word, beside, cued);
    if (index.lookups.size >= LOOKUP_CACHE_SIZE) index.lookups.clear();
    index.lookups.set(cacheKey, found);
  }
  return found;
}

function lookupUncached(index: NameIndex, word: Word, beside: boolean, cued: boolean): readonly PartRef[] {
  const exact = index.parts.get(word.key) ?? hyphenHalves(index, word);
  // An exact part of another patient can still be a typo of the subject patient ("Luis" for "Louis").
  if (exact.some((r) => index.people[r.person]!.typos)) return exact;
  // A word longer than any name part (a base64 blob, a hash) is no typo of one: its deletions alone were quadratic
  // (a 40,000-letter run made 40,000 strings of 40,000 characters).
  if (word.key.length < TYPO_MIN_LENGTH - 1 || word.key.length > 40 || DRUGS.has(word.key) || EPONYMS.has(word.key)) return exact;
  // Alone, the typo must be written like a name and be no common or medical word ("Fath" for "Faith" yes).
  const long = word.key.length >= 7 && (isTitleCase(word.text) || isAllCaps(word.text)) && !isAmbiguousWord(word.key) && !isMedicalTerm(word.key);
  if (!beside && !cued && !long && (!isTitleCase(word.text) || isListedWord(word.key) || isMedicalTerm(word.key))) return exact;
  const candidates = new Set<string>();
  // A long part that is no word ("Okonkwo-Bennet") is a typo of anyone's name, not only the patient's.
  // After a title or alone in quotes ("Mrs. Sobeck", '"Sobeck"') a typo may be anyone's too.
  const indexes = long || beside || cued ? [index.typoIndex, othersTypoIndex(index)] : [index.typoIndex];
  const sound = soundKey(word.key);
  for (const v of new Set([word.key, ...deletions(word.key), sound, ...deletions(sound)])) for (const ix of indexes) for (const c of ix.get(v) ?? []) candidates.add(c);
  const out: PartRef[] = [...exact];
  for (const c of candidates) {
    if (!nearName(word.key, c)) continue;
    for (const ref of index.parts.get(c) ?? []) if ((beside || long || cued || index.people[ref.person]!.typos) && ref.kind !== 'alias') out.push(ref);
  }
  return out;
}

/** "Nakamura-Silva" (a married name added to the recorded one): the surname refs of a half that is a surname. */
// Honorifics written after a name with a hyphen: "Seshadri-ji", "Tanaka-san", "Kim-ssi".
const HONORIFIC_SUFFIX = /^(\p{L}[\p{L}'’]+)-(?:ji|jee|san|sama|kun|chan|sensei|ssi|nim|sahib|saab|bhai|ben)$/u;

function hyphenHalves(index: NameIndex, word: Word): readonly PartRef[] {
  const honorific = HONORIFIC_SUFFIX.exec(word.key);
  if (honorific) return index.parts.get(honorific[1]!) ?? [];
  // Every half capitalised ("Nakamura-Silva", not "Parkinson-like"); an eponym half is a disease ("Wolff-Parkinson-White").
  if (!word.key.includes('-') || !/^\p{Lu}[\p{L}\p{M}'’]*(?:-\p{Lu}[\p{L}\p{M}'’]*)+$/u.test(word.text)) return [];
  const out: PartRef[] = [];
  const halves = word.key.split('-');
  if (isMedicalTerm(word.key)) return [];
  // "Wolff-Parkinson-White", "Post-Whipple", "King-Devick": an eponym half makes it a disease, a procedure or a test,
  // unless two halves are parts of one person ("HERRERA-CASTILLO" for Herrera y Castillo).
  if (halves.some((h) => EPONYMS.has(h) || isEponymName(h))) {
    const owners = halves.flatMap((h) => (index.parts.get(h) ?? []).filter((r) => r.kind === 'family').map((r) => r.person));
    if (!owners.some((o, k) => owners.indexOf(o) !== k)) return [];
  }
  for (const half of halves) {
    if (half.length < 3) continue;
    // Only the patient's and the staff's surnames: across a roster of thousands, "Jackson-Pratt" holds somebody's.
    for (const r of index.parts.get(half) ?? []) {
      if (r.kind === 'family' && index.people[r.person]!.typos && !out.some((o) => o.person === r.person)) out.push(r);
    }
  }
  return out;
}

/** "van", "der", "De", "la" when this person's name has them. */
function isParticleOf(word: Word, person: Person): boolean {
  // "Al-Rashid" written "al rashid": the halves of a hyphenated part count as its words.
  return isParticle(word.key) && [...person.given, ...person.middle, ...person.family].some((w) => foldWord(w) === word.key || foldWord(w).split('-').includes(word.key));
}

const initialsCache = new WeakMap<Person, ReadonlySet<string>>();

function isInitialOf(word: Word, person: Person): boolean {
  if (word.text.length !== 1 || word.text !== word.text.toUpperCase()) return false;
  // Any part's initial: "Nguyen, B.N." and "WANG, J" name people whose record lists the parts in another order.
  let set = initialsCache.get(person);
  if (!set) {
    set = new Set([...person.given, ...person.middle, ...person.family.filter((w) => !isParticle(w))].map((w) => foldWord(w)[0]?.toUpperCase() ?? ''));
    initialsCache.set(person, set);
  }
  return set.has(word.text) || set.has(foldWord(word.text).toUpperCase());
}

function gapAllowsJoin(text: string, a: Word, b: Word, afterInitial: boolean): boolean {
  const gap = text.slice(a.end, b.start);
  if (afterInitial) return /^\.?[ \t]{0,2}$/.test(gap) && gap.length > 0;
  // "Hope, Rose", "BELL,MAY", "Rose  Hope", 'Elizabeth "Betty" Nguyen', "Samuel (Sonny) Whitfield".
  // "CRANE^BISHOP": the components of an HL7 name field.
  // "HONEYCUTT ,  BILLY": a form's field spacing may put blanks before the comma too.
  return /^[ \t]{0,2},[ \t]{0,2}$|^\^$|^[ \t]{1,2}$|^[ \t]?["“”(][ \t]?$|^[ \t]?["“”)][ \t]?$/.test(gap);
}

/** "June P.", "Rosa D", "HOPE N.": the family name's initial right after a given name of the same person. */
function isFamilyInitialAfterGiven(text: string, words: readonly Word[], index: NameIndex, at: number, next: Word, p: Person): boolean {
  if (next.text !== next.text.toUpperCase()) return false;
  if (next.text.length === 1) {
    // A middle part counts: "Yaritza C." for Yaritza Candelario Ocasio, whose first surname a record without a
    // family-name field reads as a middle name.
    if (![...p.family, ...p.middle].some((f) => foldWord(f.replace(/^(?:van|von|de|da|di|del|la|le|du)\s+/i, ''))[0] === next.key || foldWord(f)[0] === next.key)) return false;
  } else {
    // "Grace O-B": the initials of a hyphenated surname.
    const hyphenated = p.family.filter((f) => f.includes('-')).map((f) => f.split('-').map((h) => foldWord(h)[0]).join('-'));
    if (!/^\p{Lu}(?:-\p{Lu})+$/u.test(next.text) || !hyphenated.includes(next.key)) return false;
  }
  const cur = words[at]!;
  const kinds = index.parts.get(cur.key)?.filter((r) => index.people[r.person] === p).map((r) => r.kind) ?? [];
  if (!kinds.includes('given') && !kinds.includes('alias')) return false;
  const after = text.slice(next.end, next.end + 10);
  // "0900 Nacho B suture removal": a lower-case word may carry on after the initial.
  return /^(?:\.|[ \t]*$|[ \t]*[-–—:,;)(\n]|[ \t]{2}|[ \t]+\d{1,2}:\d{2}|[ \t]\p{Ll}{3,})/u.test(after) || AGE_SEX_AFTER.test(after);
}

// Words after which a name part is read as a person even when it is also an English word.
const LEAD_CUES = new Set(['re', 'patient', 'pt', 'name', 'caller', 'regarding', 'attn', 'dear']);

// A role written before a name in a roster or handoff line: "RN IVY", "charge nurse Bo".
// "RN Joy", "charge nurse Joy", "Days charge: Joy": a role (and maybe a colon) before the name.
const ROLE_BEFORE = /(?:\b(?:RN|LPN|LVN|NP|CNA|SW|nurse|charge))[ \t]*:?[ \t]+$/;

function precededByTitle(text: string, words: readonly Word[], i: number): boolean {
  let prev = words[i - 1];
  // "mr al mansour", "Mrs. van der Berg": the title stands before the surname's particles.
  while (prev && isParticle(prev.key) && /^[ \t-]$/.test(text.slice(prev.end, words[i]!.start))) {
    i--;
    prev = words[i - 1];
  }
  if (!prev) return false;
  const gap = text.slice(prev.end, words[i]!.start);
  if (TITLES.has(prev.key)) return /^\.?[ \t]{1,2}$/.test(gap);
  return LEAD_CUES.has(prev.key) && /^[ \t]*:?[ \t]+$/.test(gap);
}

/** A title proper before the word (not a cue like "patient"): "Patient hope is ..." is the word. */
function precededByProperTitle(text: string, words: readonly Word[], i: number): boolean {
  const prev = words[i - 1];
  return !!prev && TITLES.has(prev.key) && /^\.?[ \t]{1,2}$/.test(text.slice(prev.end, words[i]!.start));
}

const ROOM_BEFORE = /\b(?:rm|room|bed|bd)\.?[ \t]*#?[ \t]*\d+[A-Za-z]?[ \t]*[:-]?[ \t]*$/i;

/** A role before it, or a room or bed number before it: where a handoff line puts a person. */
function inPersonSlot(text: string, w: Word): boolean {
  const before = text.slice(Math.max(0, w.start - 16), w.start);
  const after = text.slice(w.stemEnd, w.stemEnd + 12);
  // "Rm 2 OKAFOR 93F": a census line may put the age and sex straight after the name.
  return ROLE_BEFORE.test(before) || (ROOM_BEFORE.test(before) && (/^(?:[ \t]*[-–—:,(]|[ \t]*(?:\r?\n|$))/.test(after) || AGE_SEX_AFTER.test(after)));
}

/** "nevus of Ota", "sign of Lind": a medical term, then "of", then the name is an eponym. */
function isEponymOf(text: string, words: readonly Word[], i: number): boolean {
  const of = words[i - 1];
  const term = words[i - 2];
  if (!of || !term || of.key !== 'of' || PERSON_NOUNS.has(term.key)) return false;
  return isMedicalTerm(term.key) && /^[ \t]+$/.test(text.slice(of.end, words[i]!.start)) && /^[ \t]+$/.test(text.slice(term.end, of.start));
}

// "(Mobitz II):" after "type II", "Mobitz I block": a type's numeral after an eponym, closing its bracket or before the
// block it types (not a generation's "III").
const TYPE_NUMERAL_CLOSING = /^[ \t]+(?:I{1,3}|1|2)[ \t]*\)/;
const TYPE_NUMERAL_BLOCK = /^[ \t]+(?:I{1,3}|1|2)[ \t]+(?:AV[ \t]+|heart[ \t]+)?(?:block|pattern|rhythm)\b/i;
// A score's value after its author's name ("Braden 18.", "Braden ≤ 12:", "Tinetti 16 → 21", "Tinetti total < 19/28"),
// not a number that goes on ("Braden 3 West charge RN", "Morse 2 pm", "Katz total 3 falls").
const SCORE_VALUE_AFTER = /^[ \t]*:?[ \t]*(?:total[ \t]*[:=]?[ \t]*)?(?:[<>≤≥][ \t]*\d+(?:\/\d+)?|\d{1,2}(?:\/\d{1,2})?(?=[ \t]*(?:[.,;:)(→]|->|\r?\n|$|(?:points?|pts?)\b)))/i;
// What an examination finding named after someone is followed by: "Babinski negative", "Romberg positive".
const FINDING_AFTER = /^(?:['’]s)?[ \t]+(?:negative|positive|neg|pos|downgoing|upgoing|equivocal|present|absent|intact|sign|test|maneuver|manoeuvre|score|index|\d|[<>≤≥][ \t]*\d+(?:\.\d+)?(?![\d.]|[ \t]*(?:h|hrs?|hours?|min|mins|minutes?|days?|d|wks?|weeks?)\b))/i;

const CREDENTIAL_WORDS: ReadonlySet<string> = new Set(CREDENTIALS);
// "a Trousseau picture": the nouns after "a <eponym>" that make it the thing; "with an Epley", "an Epley returned call":
// the words around it that make it a person.
const THING_AFTER: ReadonlySet<string> = new Set(['picture', 'pattern', 'appearance', 'presentation', 'phenomenon', 'clamp', 'clamps',
  'catheter', 'tube', 'needle', 'splint', 'cast', 'boot', 'brace', 'drain', 'stitch', 'suture', 'incision', 'view', 'views', 'position']);
const PERSON_BEFORE_ARTICLE = /\b(?:with|from|to|by|per|called|call|spoke|paged|asked|message|msg|met|saw|see|told)[ \t:]*$/i;
const PERSON_AFTER_ARTICLE: ReadonlySet<string> = new Set(['from', 'at', 'with', 'who', 'called', 'calls', 'came', 'said', 'says', 'returned',
  'phoned', 'left', 'asked', 'today', 'here', 'there', 'regarding', 're']);
// Eponyms of manoeuvres and bedside tests, named with an article ("an Epley", "a Phalen").
const MANOEUVRE_EPONYMS: ReadonlySet<string> = new Set(['epley', 'semont', 'hallpike', 'phalen', 'tinel', 'lachman', 'mcmurray', 'apley',
  'finkelstein', 'romberg', 'spurling', 'valsalva', 'heimlich', 'trendelenburg', 'ortolani', 'barlow', 'leopold', 'thompson', 'kernig', 'brudzinski']);

function isEponymUse(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  // "Babinski negative", "Apgar 8/9": a finding or a score, whatever person has the name ("Dr Still 0300" is the doctor).
  // "Clover 7F brought by dad": an age and sex after the word make it a person, not a score.
  if ((((EPONYMS.has(w.key) || isEponymName(w.key) || isMedicalTerm(w.key)) && FINDING_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 14)))
    || (SCORE_EPONYMS.has(w.key) && SCORE_VALUE_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 20))))
    && !AGE_SEX_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 12)) && !precededByTitle(text, words, i)
    // "- Luo 9:40 — flu shot": a time of day and a dash after it make it a schedule's line, not a score.
    && !TIME_THEN_DASH.test(text.slice(w.stemEnd, w.stemEnd + 20))) return true;
  const next = words[i + 1];
  // "Quincke oedema", "BRUSHFIELD SPOTS", "Kussmaul respirations": a name the medical dictionary has as an eponym,
  // right before the anatomy, finding or disease it names (a medical term that is no everyday word, or a listed one).
  // Not a credential after a staff name ("Sweet CMA").
  if ((EPONYMS.has(w.key) || isEponymName(w.key)) && next && /^(?:['’]s)?[ \t]+$/.test(text.slice(w.stemEnd, next.start)) && !CREDENTIAL_WORDS.has(next.text)
    && (EPONYM_ANATOMY.has(next.key) || EPONYM_FOLLOWERS.has(next.key)
      // Another medical term only in lower case: "WHITFIELD INR check" is a patient in a handover.
      || (isLowerCase(next.text) && isMedicalTerm(next.key) && !isEnglishWord(next.key) && !isPersonName(next.key)))) {
    return !precededByProperTitle(text, words, i);
  }
  // "Heberden or Bouchard nodes": two eponyms joined by "and" or "or" before the anatomy they both name.
  const partner = words[i + 2];
  const noun = words[i + 3];
  if ((EPONYMS.has(w.key) || isEponymName(w.key)) && next && (next.key === 'or' || next.key === 'and') && partner && noun
    && (EPONYMS.has(partner.key) || isEponymName(partner.key)) && (EPONYM_ANATOMY.has(noun.key) || EPONYM_FOLLOWERS.has(noun.key))
    && /^[ \t]+$/.test(text.slice(w.end, next.start) + text.slice(next.end, partner.start) + text.slice(partner.end, noun.start))) {
    return !precededByProperTitle(text, words, i);
  }
  if (!EPONYMS.has(w.key)) return false;
  // "an Epley is not indicated", "do a Phalen", "not a Trousseau picture": an article makes a manoeuvre's eponym the
  // manoeuvre, and any eponym the thing its noun names ("an Allen from the pharmacy" is a person).
  const article = words[i - 1];
  const after = words[i + 1];
  if (article && (article.key === 'a' || article.key === 'an') && /^[ \t]+$/.test(text.slice(article.end, w.start))
    && !PERSON_BEFORE_ARTICLE.test(text.slice(Math.max(0, article.start - 16), article.start))
    && ((MANOEUVRE_EPONYMS.has(w.key) && !(after && PERSON_AFTER_ARTICLE.has(after.key)))
      || (!!after && /^[ \t]+$/.test(text.slice(w.end, after.start)) && (EPONYM_FOLLOWERS.has(after.key) || EPONYM_ANATOMY.has(after.key) || THING_AFTER.has(after.key))))) return true;
  // "pending Dr Romberg sign-off": after a title the word is the person whatever follows.
  if (next && EPONYM_FOLLOWERS.has(next.key) && /^(?:['’]s)?[ \t]+$/.test(text.slice(w.stemEnd, next.start))) return !precededByProperTitle(text, words, i);
  // "history of Parkinson's." or "Crohn's and asthma": a possessive eponym with no noun after it is the disease.
  const possessive = w.end > w.stemEnd;
  return possessive && (!next || /[.,;:)\n]/.test(text.slice(w.end, next.start)) || ['and', 'or', 'with'].includes(next.key));
}

function isMonthUse(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (!MONTH_WORDS.has(w.key)) return false;
  const after = text.slice(w.end, w.end + 8);
  if (/^\.?,?\s*\d/.test(after)) return true;
  if (/\d(?:st|nd|rd|th)?(?:\s+of)?[\s-]*$/.test(text.slice(Math.max(0, w.start - 10), w.start))) return true;
  const prev = words[i - 1];
  // "April and May", "May or June": a month beside a month.
  const beside = (k: number) => !!words[k] && MONTH_WORDS.has(words[k]!.key);
  if (prev && ['and', 'or', 'to', 'through'].includes(prev.key) && beside(i - 2)) return true;
  const next = words[i + 1];
  if (next && ['and', 'or', 'to', 'through'].includes(next.key) && beside(i + 2)) return true;
  return !!prev && ['in', 'since', 'during', 'of', 'early', 'late', 'mid', 'last', 'next', 'this', 'until', 'by', 'through', 'from'].includes(prev.key);
}

function isUnknownMiddleInitial(text: string, words: readonly Word[], index: NameIndex, at: number, person: number): boolean {
  const cur = words[at]!;
  const initial = words[at + 1];
  const after = words[at + 2];
  if (!initial || !after || initial.text.length !== 1 || initial.text !== initial.text.toUpperCase() || !/\p{Lu}/u.test(initial.text)) return false;
  // "Faith J. Ortega", "HOPE K NAKAMURA": with or without the dot.
  if (!/^[ \t]{1,2}$/.test(text.slice(cur.end, initial.start)) || !/^\.?[ \t]{1,2}$/.test(text.slice(initial.end, after.start))) return false;
  return kindsFor(index, cur, person).has('given') && kindsFor(index, after, person).has('family');
}

interface Run { person: number; from: number; to: number; fullParts: number[]; familyInitial: boolean }

/**
 * The surname after a newborn's designation is this person's family name or a word of their alias; one that is also a
 * word ("Small", "Young") only written with a capital after "Baby Girl", "Baby Boy", "BG" or "BB" ("Baby A Small for
 * dates", "baby boy small for gestational age" are the words).
 */
function newbornSurnameAllowed(words: readonly Word[], index: NameIndex, at: number, from: number, person: number): boolean {
  const w = words[at]!;
  const kinds = kindsFor(index, w, person);
  if (!kinds.has('family') && !kinds.has('alias')) return false;
  if (!isAmbiguousWord(w.key) && !isMedicalTerm(w.key)) return true;
  return !isLowerCase(w.text) && (at - from === 1 || /^(?:girl|boy)$/.test(words[at - 1]!.key));
}

/**
 * Where a newborn's registration name starts before word `at` ("BG", "BB", "Baby Girl", "Baby A", in any case), or -1.
 */
function newbornDesignationBefore(text: string, words: readonly Word[], at: number): number {
  const joined = (a: Word, b: Word) => /^[ \t]{1,2}$/.test(text.slice(a.end, b.start));
  const prev = words[at - 1];
  if (!prev || !joined(prev, words[at]!)) return -1;
  if (/^(?:BG|BB)$/.test(prev.text)) return at - 1;
  const before = words[at - 2];
  // Not "twin A Ung": "twin" is a word of the note, and a span holding it would mask every other "twin".
  if (before && joined(before, prev) && before.key === 'baby' && (/^[A-H]$/.test(prev.text) || prev.key === 'girl' || prev.key === 'boy')) return at - 2;
  return -1;
}

/**
 * A chat or log speaker: at the start of a line, after a time stamp ("[09:14]", "7:02 AM"), the name then a
 * colon ("[09:14] kit h: anyone seen ...", "sage: i'll call").
 */
function isSpeakerSlot(text: string, start: number, end: number): boolean {
  return /(?:^|\n)[ \t]*(?:\[[^\]\n]{0,20}\d:\d\d[^\]\n]{0,8}\][ \t]*|\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?[ \t]+)$/.test(text.slice(Math.max(0, start - 40), start))
    && /^[ \t]*:/.test(text.slice(end, end + 3));
}

/**
 * A schedule or log line: at the start of a line a clock time ("0940", "2:15 PM"), then the name, then a dash or a
 * colon ("0940  Banks - pre-op", "2:15 PM Hale: BP check").
 */
function isScheduleSlot(text: string, start: number, end: number): boolean {
  return /(?:^|\n)[ \t]*(?:(?:[01]?\d|2[0-3]):?[0-5]\d(?:[ \t]*[AaPp]\.?[Mm]\.?)?)[ \t]+$/.test(text.slice(Math.max(0, start - 16), start))
    && /^(?:[ \t]+[-–—][ \t]|[ \t]*:)/.test(text.slice(end, end + 3));
}

/**
 * "Marguerite → Jolene Pickens NP", "Off: Tawny → on: Kemp": a handoff line opening with the name, an arrow, then the
 * next person (a capitalised word). "Amber → clear" and "HR 112 → 88" hand over nothing.
 */
function isHandoffArrowSlot(text: string, w: Word): boolean {
  return /(?:^|\n)[ \t]*(?:(?:off|from|report)[ \t]*:?[ \t]*)?$/i.test(text.slice(Math.max(0, w.start - 16), w.start))
    && /^[ \t]*(?:→|->|=>|⇒)[ \t]*(?:(?:on|to)[ \t]*:?[ \t]*)?\p{Lu}\p{Ll}+/u.test(text.slice(w.stemEnd, w.stemEnd + 24));
}

// "hey its kayla s.", "this is marco t": a writer introducing themselves by a given name and an initial.
const SELF_INTRODUCTION_BEFORE = /\b(?:its|it's|it’s|this[ \t]+is|i[ \t]+am|i'm|i’m|im)[ \t]+$/i;

/** "—janae h" closing a line: a dash, then a name with its surname's initial, signing off. */
function isDashSignOff(text: string, start: number, end: number): boolean {
  // "thx - sterling b": after a word too, when the name closes the message.
  return /(?:^|\n|[.!?]|[ \t])[ \t]*[-~–—]{1,2}[ \t]*$/.test(text.slice(Math.max(0, start - 8), start)) && /^[ \t]*\.?[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 6));
}

/** A word alone in quotes ('"Nowack"'): the writer quotes a name as it was written somewhere. */
function isQuotedAlone(text: string, w: Word): boolean {
  return /["“]/.test(text[w.start - 1] ?? '') && /["”]/.test(text[w.stemEnd] ?? '');
}

/**
 * A capitalised name word the record does not have, between two parts of the same person: "Mercy Louise Stone",
 * "SOLBERG, KARI INGRID", "DA CUNHA, MARIA DA GRACA". The word must be no English word (or a name the people list
 * has) and the next word (or the one after a particle) a part of the same person.
 */
function isUnrecordedNameBetween(text: string, words: readonly Word[], index: NameIndex, at: number, person: number): boolean {
  const cur = words[at]!;
  const mid = words[at + 1];
  if (!mid || mid.key.length < 3 || !(isTitleCase(mid.text) || isAllCaps(mid.text)) || mid.end !== mid.stemEnd) return false;
  if (!/^,?[ \t]{1,2}$/.test(text.slice(cur.end, mid.start)) || kindsFor(index, cur, person).size === 0) return false;
  if (DRUGS.has(mid.key) || MONTH_WORDS.has(mid.key) || isMedicalTerm(mid.key) || (isEnglishWord(mid.key) && !isPersonName(mid.key))) return false;
  if (!isPersonName(mid.key) && isAmbiguousWord(mid.key)) return false;
  let k = at + 2;
  const p = index.people[person]!;
  if (words[k] && isParticleOf(words[k]!, p) && /^[ \t]{1,2}$/.test(text.slice(words[k - 1]!.end, words[k]!.start))) k++;
  const after = words[k];
  return !!after && /^[ \t]{1,2}$/.test(text.slice(words[k - 1]!.end, after.start)) && kindsFor(index, after, person).size > 0;
}

function extendRun(text: string, words: readonly Word[], index: NameIndex, i: number, person: number): Run {
  const p = index.people[person]!;
  let from = i;
  // Backwards over initials ("R. Hope"), particles ("van der Berg") and typos of the same person's parts.
  for (;;) {
    const prev = words[from - 1];
    if (!prev) break;
    if (isInitialOf(prev, p) && gapAllowsJoin(text, prev, words[from]!, true)) { from--; continue; }
    if (prev.end === prev.stemEnd && gapAllowsJoin(text, prev, words[from]!, false)
      && (isParticleOf(prev, p) || (prev.key.length >= TYPO_MIN_LENGTH && kindsFor(index, prev, person).size > 0))) { from--; continue; }
    // 'registration entered "FNU Wulandari"': first (or last) name unknown, a registration placeholder.
    if (/^(?:FNU|LNU|NMN|UNK)$/.test(prev.text) && /^[ \t]$/.test(text.slice(prev.end, words[from]!.start))) { from--; continue; }
    // "BG Wildcat", "BB Batz", "Baby A Ung": a newborn's registration name before the family's surname.
    const newborn = newbornDesignationBefore(text, words, from);
    if (newborn >= 0 && newbornSurnameAllowed(words, index, from, newborn, person)) { from = newborn; break; }
    break;
  }
  // "O'Daly, Kieran" for Ciarán Ó Dálaigh: a surname the record does not have (an anglicised or married one), then a
  // comma, then the given name of the patient or a staff member, at the start of a line or a heading.
  if (from === i && p.singlePartAllowed && isTitleCase(words[i]!.text) && kindsFor(index, words[i]!, person).has('given')) {
    const prev = words[i - 1];
    if (prev && prev.end === prev.stemEnd && /^,[ \t]{1,2}$/.test(text.slice(prev.end, words[i]!.start)) && (isTitleCase(prev.text) || isAllCaps(prev.text))
      && prev.key.length >= 3 && !isAmbiguousWord(prev.key) && !isMedicalTerm(prev.key) && !DRUGS.has(prev.key) && !index.parts.has(prev.key)
      && /(?:^|\n|[—–:|(\[]|\s-)[ \t]*$/.test(text.slice(Math.max(0, prev.start - 12), prev.start))) from--;
  }
  const fullParts = [i];
  let to = i;
  let familyInitial = false;
  for (;;) {
    const next = words[to + 1];
    if (!next) break;
    const cur = words[to]!;
    if (cur.end !== cur.stemEnd) break; // a possessive ends the name
    const curIsInitial = cur.text.length === 1;
    if (!gapAllowsJoin(text, cur, next, curIsInitial)) break;
    if (kindsFor(index, next, person).size > 0) {
      fullParts.push(to + 1);
      to++;
    } else if (isParticleOf(next, p)) {
      // "José De la Cruz", "CRUZ, JOSE DE LA": the person's own particles belong to the name, inside or trailing.
      to++;
    } else if ((isInitialOf(next, p) || isFamilyInitialAfterGiven(text, words, index, to, next, p))
      // "A" and "I" are words; as an initial they need a dot or to close the name ("ORTEGA, FAITH A  Acct").
      && !(['A', 'I'].includes(next.text) && !/^(?:\.|[ \t]*(?:\r?\n|$)|[ \t]{2}|[ \t]*[,;|)(]|[ \t]+[-–—][ \t])/.test(text.slice(next.end, next.end + 3))
        // "TUBBY, A 58M", "Blankenship A MRN 15530", "Bah A 31 y": an age and sex, a record label or a number after
        // the initial close the name as well.
        && !AGE_SEX_AFTER.test(text.slice(next.end, next.end + 10)) && !/^[ \t]+(?:MRN|DOB|MR#|#|\d)/.test(text.slice(next.end, next.end + 6)))) {
      if (isFamilyInitialAfterGiven(text, words, index, to, next, p)) familyInitial = true;
      to++;
    } else if ((next.text === 'BABY' || next.text === 'Baby') && /^,[ \t]*$/.test(text.slice(cur.end, next.start)) && !isLowerCase(cur.text)
      && (kindsFor(index, cur, person).has('family') || kindsFor(index, cur, person).has('alias'))
      && words[to + 2] && /^[ \t]$/.test(text.slice(next.end, words[to + 2]!.start)) && /^(?:[A-H]|GIRL|BOY|Girl|Boy)$/.test(words[to + 2]!.text)
      // A twin's letter only before a closing ("UNG, BABY A  MRN"): not an article ("Lee, Baby A is ...").
      && (words[to + 2]!.text.length > 1 || /^(?:[ \t]*(?:\r?\n|$)|[ \t]{2}|[ \t]*[,;|)("“”→-]|[ \t]+(?:MRN|DOB|#))/.test(text.slice(words[to + 2]!.end, words[to + 2]!.end + 6)))) {
      // "UNG, BABY A", "WILDCAT, BABY GIRL": a newborn's registration name written surname first.
      to += 2;
      break;
    } else if (isUnknownMiddleInitial(text, words, index, to, person)) {
      // "Faith J. Ortega": a middle initial the record does not have, between two parts of the same person.
      to++;
    } else if (isUnrecordedNameBetween(text, words, index, to, person)) {
      // "Mercy Louise Stone", "DA CUNHA, MARIA DA GRACA": a name the record does not have, between two parts.
      to++;
    } else if (curIsInitial === false && next.text.length === 1 && isLowerCase(cur.text) && isLowerCase(next.text)
      && isInitialOf({ ...next, text: next.text.toUpperCase() }, p)
      && (isSpeakerSlot(text, words[from]!.start, next.end) || isDashSignOff(text, words[from]!.start, next.end)
        // Not the first letter of a name spelled out ("siobhan mcg m c g i l l …").
        || (SELF_INTRODUCTION_BEFORE.test(text.slice(Math.max(0, words[from]!.start - 12), words[from]!.start))
          && !/^[ \t]+\p{L}(?!\p{L})/u.test(text.slice(next.end, next.end + 3))))) {
      // "[09:14] kit h: ...": a chat speaker, given name and surname initial, in lower case.
      to++;
      break;
    } else if (fullParts.length >= 2 && next.text.length >= 2 && kindsFor(index, cur, person).has('given')
      && (GIVEN_NAMES.has(next.key) || (isPersonName(next.key) && !isEnglishWord(next.key) && !DRUGS.has(next.key)))
      && kindsFor(index, words[fullParts[0]!]!, person).has('family') && /,/.test(text.slice(words[fullParts[0]!]!.end, words[fullParts[1]!]!.start))
      && /^(?:[ \t]*(?:\r?\n|$)|[ \t]{2}|[ \t]*[,;|)(])/.test(text.slice(next.end, next.end + 3))) {
      // "WILDCAT, WYNONNA RAE": surname first, the given name, then a middle name the record does not have, closing.
      to++;
      break;
    } else if (fullParts.length >= 2 && next.text.length === 1 && next.text === next.text.toUpperCase() && /\p{Lu}/u.test(next.text)
      && kindsFor(index, cur, person).has('given')
      && /^(?:\.|[ \t]*(?:\r?\n|$)|[ \t]{2}|[ \t]*[,;|)]|[ \t]+\d|[ \t]+[-–—("“]|[ \t]+(?:AKA|aka|a\.k\.a)\b)/.test(text.slice(next.end, next.end + 8))) {
      // "REILLY THOMAS J 333906", "REILLY, THOMAS K  MRN", 'OBERHOLTZER, TRAVIS J AKA "OBIE"': a closing middle
      // initial the record does not have.
      to++;
      break;
    } else break;
  }
  // Trailing particles are kept only when they close the name ("CRUZ, JOSE DE LA"), not before another word.
  return { person, from, to, fullParts, familyInitial };
}

function acceptRun(text: string, words: readonly Word[], index: NameIndex, run: Run): boolean {
  const p = index.people[run.person]!;
  const partWords = run.fullParts.map((k) => words[k]!);
  const strong = (w: Word) => !isAmbiguousWord(w.key) || isTitleCase(w.text) || isAllCaps(w.text);
  const kinds = (w: Word) => kindsFor(index, w, run.person);
  if (run.to > run.from) {
    // "baby girl wildcat", "BG Wildcat": a newborn's registration name vouches for the surname after it, in any case.
    const newborn = newbornDesignationBefore(text, words, run.fullParts[0]!);
    if (newborn >= 0 && newborn === run.from && newbornSurnameAllowed(words, index, run.fullParts[0]!, newborn, run.person)) return true;
    // Two or more words of one person: "Rose Hope", "HOPE, ROSE", "R. Hope", "van der Berg".
    if (!partWords.some((w) => strong(w) && !isLowerCase(w.text))) {
      // All in lower case ("june park", "hi rosa delgado"): the given name then the surname, or a part no word is.
      if (partWords.some(isDistinctive)) return true;
      if (isSpeakerSlot(text, words[run.from]!.start, words[run.to]!.end) || isDashSignOff(text, words[run.from]!.start, words[run.to]!.end)
        || (run.to === run.from + 1 && words[run.to]!.text.length === 1 && SELF_INTRODUCTION_BEFORE.test(text.slice(Math.max(0, words[run.from]!.start - 12), words[run.from]!.start)))) return true;
      const first = partWords[0]!;
      const last = partWords[partWords.length - 1]!;
      if (partWords.length < 2) return false;
      const givenFirst = (kinds(first).has('given') || kinds(first).has('alias')) && kinds(last).has('family');
      // "hope, rose": surname, comma, given name; "rm 502 park june": surname first in a list of rooms or beds.
      const familyFirst = kinds(first).has('family') && kinds(last).has('given')
        && (text.slice(first.end, partWords[1]!.start).includes(',') || (partWords.length === 2 && isListSlot(text, first.start, last.end)));
      return givenFirst || familyFirst;
    }
    // "Rosa D.", "HOPE N.", "Grace O-B": a given name and the surname's initial name anyone on the roster.
    if (!p.singlePartAllowed && partWords.length === 1 && run.familyInitial) return true;
    // "Nguyen, B.N.", "WANG, J": one part, then a comma or two initials of the same person (the record may list the
    // parts in another order than the note).
    if (!p.singlePartAllowed && partWords.length === 1) {
      const initials = run.to - run.from + 1 - partWords.length;
      const first = words[run.fullParts[0]!]!;
      const comma = run.fullParts[0] === run.from && initials >= 1 && /^,/.test(text.slice(first.stemEnd, words[run.from + 1]!.start));
      if ((initials >= 2 || comma) && !isAmbiguousWord(first.key) || ((initials >= 2 || comma) && isAllCaps(first.text))) return true;
    }
    if (!p.singlePartAllowed && partWords.length === 1) {
      const only = run.fullParts[0]!;
      return kindsFor(index, words[only]!, run.person).has('family');
    }
    return true;
  }
  const i = run.fullParts[0]!;
  const w = words[i]!;
  const titled = precededByTitle(text, words, i) || (!isLowerCase(w.text) && inPersonSlot(text, w))
    // "| 40 mg | OBI |": a table cell holding only the name (a prescriber, a provider column), not a medical word.
    || (!isLowerCase(w.text) && /\|[ \t]*$/.test(text.slice(Math.max(0, w.start - 4), w.start)) && /^[ \t]*\|/.test(text.slice(w.end, w.end + 4))
      && !isMedicalTerm(w.key) && !isEponymName(w.key))
    || (p.cls === 'STAFF' && !isLowerCase(w.text) && ROLE_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 10)))
    || (p.cls === 'STAFF' && !isLowerCase(w.text) && inSignOffPair(text, w.start, w.end))
    || (!isLowerCase(w.text) && isScheduleSlot(text, w.start, w.stemEnd))
    || (!isLowerCase(w.text) && isHandoffArrowSlot(text, w))
    // "* SWEET (90) back again", "301 yazzie - POD0": a bullet or a room number, the word, then a separator.
    // An eponym there ("- Romberg: negative") is a finding unless in capitals, as census lines write surnames.
    || (isCensusSlot(text, w.start, w.stemEnd) && ((!isEponymName(w.key) && !EPONYMS.has(w.key)) || isAllCaps(w.text)));
  // "widow of Orville", "daughter of Wren": a kinship noun and "of" before a capitalised name part (before the eponym
  // checks: "widow" is a medical term, and "X of Name" an eponym's shape).
  if (!isLowerCase(w.text) && KINSHIP_OF_BEFORE.test(text.slice(Math.max(0, w.start - 24), w.start))) return true;
  // "Ranson criteria", "Lennox grade 2", "no Dawson fingers": a surname before the noun of a term is the term.
  // "Phalen and Tinel tests": the noun may follow a second name joined by "and" or "or".
  const joined = words[i + 1] && (words[i + 1]!.key === 'and' || words[i + 1]!.key === 'or') && words[i + 2] && isTitleCase(words[i + 2]!.text)
    && /^[ \t]+$/.test(text.slice(w.end, words[i + 1]!.start)) && /^[ \t]+$/.test(text.slice(words[i + 2]!.end, words[i + 3]?.start ?? 0));
  const head = joined ? words[i + 3] : words[i + 1];
  // "antiglobulin (Coombs) test": the noun may follow the bracket that glosses a medical term with the name (not "RN
  // (Trevino) tests BG"). "Lewy body dementia": "body" before a disease.
  const glossed = /(\p{Ll}+)[ \t]*\([ \t]*$/u.exec(text.slice(Math.max(0, w.start - 32), w.start));
  const bracketed = !!glossed && isMedicalTerm(glossed[1]!);
  const headNoun = !!head && (EPONYM_HEADS.has(head.key)
    || (head.key === 'body' && !!words[i + 2] && /^(?:dementia|disease|myopathy|myositis)$/i.test(words[i + 2]!.text)));
  if (!titled && head && headNoun && !isLowerCase(w.text) && kinds(w).has('family') && !kinds(w).has('given')
    && (joined || /^(?:['’]s)?[ \t]+$/.test(text.slice(w.stemEnd, head.start)) || (bracketed && /^[ \t]*\)[ \t]+$/.test(text.slice(w.stemEnd, head.start))))) return false;
  // "type II (Mobitz II):", "Mobitz I block": a listed eponym before the type's numeral is the type, not a generation
  // ("managed by Lewy III — follow up" is the man).
  if (EPONYMS.has(w.key) && !titled && TYPE_NUMERAL_CLOSING.test(text.slice(w.stemEnd, w.stemEnd + 24))
    && /\b(?:type|degree)\b[^\n()]{0,12}\([^\n()]{0,30}$/i.test(text.slice(Math.max(0, w.start - 48), w.start))) return false;
  if (EPONYMS.has(w.key) && !titled && TYPE_NUMERAL_BLOCK.test(text.slice(w.stemEnd, w.stemEnd + 24))) return false;
  if (isEponymUse(text, words, i) || (isEponymOf(text, words, i) && !titled) || (isMedicalPossessive(text, words, i) && !titled) || (isMonthUse(text, words, i) && !titled)) return false;
  const ambiguous = isAmbiguousWord(w.key);
  // "quill wife called", "kobby's mom": a part of this person followed by a kinship noun is the person.
  // A possessive before the kinship noun ("art's wife") decides even for a word the medical dictionary has.
  // ("henrys wife": the possessive typed without its apostrophe, the word longer than the name it was read as.)
  if (KINSHIP_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 16)) && (w.end > w.stemEnd || w.stemEnd - w.start > w.text.length || !isMedicalTerm(w.key))) return true;
  // '"Hi BLISS, reminder: …"', "Dear Noble,": a person's given name or alias greeted, in any case, a word too.
  if (!isLowerCase(w.text) && w.end === w.stemEnd && !ROLE_ALIASES.has(w.key) && GREETING_BEFORE.test(text.slice(Math.max(0, w.start - 24), w.start))
    && /^[ \t]*[,:!]/.test(text.slice(w.end, w.end + 3)) && isGivenOrAliasOf(index, w, run.person)) return true;
  if (!p.singlePartAllowed) {
    // "Reminder: Journey's well check is Tue": another patient's given name or alias with what is theirs on the
    // schedule, a possessive in any case.
    if (!isLowerCase(w.text) && w.end > w.stemEnd && !ROLE_ALIASES.has(w.key) && isGivenOrAliasOf(index, w, run.person)
      && SCHEDULED_AFTER_POSSESSIVE.test(text.slice(w.stemEnd, w.stemEnd + 32))) return true;
    // "says call him Sonny", "goes by Sonny": another patient's recorded alias, named as one.
    if (!isLowerCase(w.text) && ALIAS_CUE.test(text.slice(Math.max(0, w.start - 24), w.start))
      && lookup(index, w).some((r) => r.person === run.person && r.kind === 'alias')) return true;
    // "Rm 415 Buck — 95M", "- Ramana — glucose log", "Gale — respite": another patient's name part where a census, a
    // huddle list, a roster or a schedule puts a person.
    if (!isLowerCase(w.text) && (!isAllCaps(w.text) || !isAmbiguousWord(w.key))
      && lookup(index, w).some((r) => r.person === run.person && (r.kind === 'given' || r.kind === 'alias' || r.kind === 'family'))
      && isPersonListSlot(text, w, !isAmbiguousWord(w.key))) return true;
    // Another patient by one word: after a title, or a surname that is no word ("Whitfield", "NAKAMURA").
    // "Fausto Arizmendi Olvera": the word before the last of another patient's name may be the first of two surnames
    // (as Spanish names have them), when it is no given name.
    const kindsOfWord = kindsFor(index, w, run.person);
    // Not a town of 20,000 or more ("Guadalupe") nor before an institution's word ("Wesley hospital").
    const family = kindsOfWord.has('family') || (kindsOfWord.has('middle') && !GIVEN_NAMES.has(w.key) && w.key.length >= 4
      && placePopulation(foldPlace([w.text])) < 20_000 && !INSTITUTION_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 24)));
    // "Foley catheter", "Holter monitor", "Doppler": a surname the medical dictionary has is the thing, unless titled.
    return family && (titled || (isDistinctive(w) && !isMedicalThing(text, words, i) && !isLowerCase(w.text) && isPersonLike(text, words, i)));
  }
  // The record's own alias ("Sonny", "BETTY") written like a name. In capitals an alias that is also a word or an
  // abbreviation ("ACE", "ART") needs a title or a cue ("GOES BY \"ACE\"").
  if (!isLowerCase(w.text) && lookup(index, w).some((r) => r.person === run.person && r.kind === 'alias')
    && (!isAllCaps(w.text) || !(ambiguous || isMedicalTerm(w.key)) || titled || ALIAS_CUE.test(text.slice(Math.max(0, w.start - 24), w.start)))) return true;
  // Lower case ("hi rosa", "dr murphy"): a title, or a part that is no English word, or a given name the writer
  // signs with or names themselves by ("its grace again", "- grace" on its own line).
  if (isLowerCase(w.text)) {
    // "ivy said call", "dawn told me": a given name of the patient or staff, then a verb of saying, not after a pronoun.
    const speaks = /^[ \t]+(?:said|says|told|asked|texted|called|mentioned|wants|wanted|recommended|suggested|working[ \t]+on|covering|out[ \t]+(?:today|tomorrow|sick|until)|off[ \t]+(?:today|tomorrow))\b/.test(text.slice(w.end, w.end + 20))
      && !/\b(?:i|we|you|they|he|she|it|to|will|would|can|could|may|might|should|must)[ \t]+$/i.test(text.slice(Math.max(0, w.start - 8), w.start))
      && isGivenOrAliasOf(index, w, run.person);
    return speaks || (titled && (!ambiguous || precededByProperTitle(text, words, i))) || (!ambiguous && w.key.length >= 3 && !DRUGS.has(w.key))
      || isSpeakerSlot(text, w.start, w.end)
      || (isGivenOrAliasOf(index, w, run.person) && isSelfNaming(text, w));
  }
  // In capitals: "CHASE's recheck" (a possessive in lower case is typed for a person).
  if (isAllCaps(w.text)) {
    // 'GOES BY "MAJOR"': the cue names a person whatever the word.
    if (ALIAS_CUE.test(text.slice(Math.max(0, w.start - 24), w.start)) && lookup(index, w).some((r) => r.person === run.person && r.kind === 'given')) return true;
    // '"COLTER, reminder of your appt"': the subject's given name addressed at the start of a message or a quote.
    if (p.cls === 'PATIENT' && p.singlePartAllowed && isGivenOrAliasOf(index, w, run.person) && w.end === w.stemEnd
      && (VOCATIVE_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 12)) || MESSAGE_VOCATIVE_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 12)))
      && /(?:^|\n|["“])[ \t]*$/.test(text.slice(Math.max(0, w.start - 3), w.start))) return true;
    return titled || (!ambiguous && w.key.length >= 3 && !isCapsAbbreviationUse(text, w)) || /^['’]s\b/.test(text.slice(w.stemEnd, w.end + 1))
      || isSpeakerSlot(text, w.start, w.end);
  }
  if (!ambiguous || titled) return true;
  // A word written like a name mid-sentence is a name, unless a medical term follows ("Pearl Baker" yes, "Amber
  // urine" no).
  const next = words[i + 1];
  const possessive = w.end > w.stemEnd;
  // "Autumn to finish doxycycline", "Colleen on apixaban", "Sandy DEXA T-score -2.1", "Rusty (34009) bed 9": the
  // subject patient's own given name or alias opening a sentence, before a word that carries on about a person (before the medical-word
  // check: the dictionary has "here" and "for").
  if (p.cls === 'PATIENT' && p.singlePartAllowed && !possessive && SUBJECT_NEXT.test(text.slice(w.end, w.end + 16))
    && isGivenOrAliasOf(index, w, run.person)) return true;
  if (!possessive && next && isLowerCase(next.text) && isMedicalTerm(next.key) && !PERSON_VERBS.has(next.key) && !PERSON_NOUNS.has(next.key)
    && !FUNCTION_WORDS.has(next.key)
    && /^[ \t]+$/.test(text.slice(w.end, next.start))) return false;
  if (!isSentenceStart(text, w.start)) return true;
  if (possessive) return true;
  if (isSpeakerSlot(text, w.start, w.end) || isSignatureLine(text, w)) return true;
  // "Brook: ok thx!" in a transcript whose lines open with their speakers.
  if ((p.cls === 'STAFF' || p.singlePartAllowed) && isGivenOrAliasOf(index, w, run.person) && isTranscriptSpeaker(text, w)) return true;
  // "11/20/2026. Brook — pelvic US …": the subject's given name or alias opening a sentence before a spaced dash.
  if (p.cls === 'PATIENT' && p.singlePartAllowed && isGivenOrAliasOf(index, w, run.person)
    && /^[ \t]+[—–-][ \t]+\S/.test(text.slice(w.end, w.end + 6))) return true;
  // The subject signing a portal message with a given name ("… she has no insurance. Marina") signs like staff.
  if ((p.cls === 'STAFF' || (p.cls === 'PATIENT' && p.singlePartAllowed && isGivenOrAliasOf(index, w, run.person)))
    && !possessive && isClosingSignature(text, w)) return true;
  // "Reed, can you call ...", "Joy, fyi": a staff member or the patient addressed at the start of a message.
  // Not a discourse word ("Still, can we ...", "Well, you ...").
  if (w.end === w.stemEnd && !DISCOURSE_WORDS.has(w.key) && (VOCATIVE_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 12))
    || (MESSAGE_VOCATIVE_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 12)) && MESSAGE_START_BEFORE.test(text.slice(Math.max(0, w.start - 48), w.start))))) return true;
  // "Hope, 24, presents", "Hope 24F": an age (and sex) in apposition.
  if (/^,?[ \t]*\d{1,3}[ \t]?(?:,|[MF]\b|y\.?o\b|yo[mf]?\b|y\/o)/i.test(text.slice(w.stemEnd, w.stemEnd + 10))) return true;
  if (!next || !PERSON_VERBS.has(next.key) || !/^[ \t]+$/.test(text.slice(w.end, next.start))) return false;
  // "Hope and her son" is a person; "Autumn and winter", "Temple and forehead" join two things.
  if (next.key === 'and') {
    const other = words[i + 2];
    return !!other && (PERSON_NOUNS.has(other.key) || PRONOUNS.has(other.key) || TITLES.has(other.key) || (isTitleCase(other.text) && !isAmbiguousWord(other.key)));
  }
  // "Hope is to avoid admission", "Will is that ...": the word, not the person.
  const after = words[i + 2];
  return !((next.key === 'is' || next.key === 'was') && after && ['to', 'that', 'the'].includes(after.key));
}

// "to" only before a verb of the plan ("Autumn to finish doxycycline"; "Bill to insurance" is the invoice).
const SUBJECT_NEXT = /^(?:[ \t]+to[ \t]+(?:finish|start|continue|call|return|take|follow|see|get|come|go|stop|hold|resume|use|try|schedule|complete|bring|check|keep|avoid|wear|increase|decrease|monitor|repeat|book|let|have)\b|[ \t]+(?:on|off|needs|now|here|still|seen|doing|tolerating|remains|will|would|can|could|cannot|can't|couldn't|won't|wouldn't|didn't|doesn't|isn't|wasn't|should|did|does|got|went|tried|missed|forgot|called|wants|wanted|understands|understood|verbalized|verbalizes|tolerated|refused|refuses|returned|returns|arrived|endorses|endorsed|admits|admitted|started|stopped|finished|completed|presents|presented|reports|reported|denies|denied|comes|came|picked|brought|asked|says|said|states|stated|agrees|agreed|declines|declined|prefers|lives|fell|feels|felt)\b|[ \t]+(?:in|back)[ \t]+(?:for|today|with)\b|[ \t]+\p{Lu}{2,}(?![\p{L}])|[ \t]*\([ \t]*\d|[ \t]+(?:(?:is|was)[ \t]+)?(?:sitting|standing|walking|lying|sleeping|eating|drinking|doing|feeling|getting|going|coming|taking|using|wearing|waiting|resting|working|living|staying|asking|talking|telling|saying|refusing|requesting|reporting|complaining|crying|smiling|laughing|watching|playing|ambulating|wanting|trying|planning|looking|moving|breathing|coughing|vomiting|having|making|struggling|managing|improving|declining|recovering|healing|smoking|driving|riding|holding)\b|[ \t]+(?:is|was)[ \t]+(?:seen|found|brought|taken|admitted|discharged|noted|observed|able|unable|alert|awake|asleep|calm|tearful|upset|pleasant|home|here)\b)/u;

// After a name addressed at the start of a message, what a writer says to someone next ("Reed, can you call ...",
// "Joy, fyi", "Colter, not yet.", "COLTER, reminder of your appt").
const VOCATIVE_AFTER = /^,[ \t]+(?:can|could|would|will|please|pls|plz|do|did|are|have|just|fyi|thanks|thank|you|your|you're|we|we've|i|i'm|i've|no|don't|when)(?![\p{L}'’])/iu;
// Words that follow an addressed name only at a message's very start ("Colter, not yet."); after a label they describe
// ("Stool: Brown, not bloody", "Pain: Sharp, not dull").
const MESSAGE_VOCATIVE_AFTER = /^,[ \t]+(?:not|yes|reminder|good|great|glad|sorry|it's|we're|we'll|our|this)(?![\p{L}'’])/iu;
// A message's start: the text's or a line's start, a quote, a reply's or a message's header, a time stamp.
const MESSAGE_START_BEFORE = /(?:^|\n|["“]|\b(?:reply|replied|message|msg|text|sms|wrote)\b[^\n:]{0,32}:|\((?:Dr|DR|Dra|NP|RN|PA|MD)\.?[ \t][^()\n]{1,30}\)[ \t]*:|\d{1,2}:\d{2}(?:[ \t]*[AaPp]\.?[Mm]\.?)?[ \t]*[:\-–—]?)[ \t]*$/;

// Aliases that are also what a note calls someone by role ("Baby", a Filipino nickname, is the infant in an OB note).
const ROLE_ALIASES: ReadonlySet<string> = new Set(['baby', 'boy', 'girl', 'mom', 'dad', 'mama', 'papa', 'sister', 'brother', 'junior', 'sonny', 'honey']);
const SCHEDULED_AFTER_POSSESSIVE = /^['’]s[ \t]+(?:well[ \t]+(?:child|check|visit|baby)|appointment|appt|visit|refill|shots?|vaccines?|immunizations?|labs?|results?|surgery|procedure|follow-?up|physical|infusion|injection|prescription|rx)\b/i;
const GREETING_BEFORE = /(?:^|[^\p{L}])(?:hi|hello|hey|dear|good[ \t]+(?:morning|afternoon|evening))[ \t]*,?[ \t]*$/iu;

// Words the medical dictionary has that are no medical term after a name ("Merle not Earl", "Sherry in for").
const FUNCTION_WORDS = new Set(['not', 'here', 'for', 'and', 'with', 'the', 'all', 'can', 'may', 'also', 'still', 'back', 'out', 'in',
  'to', 'at', 'on', 'from', 'by', 'as', 'but', 'if', 'then', 'so', 'no', 'yes', 'this', 'that', 'will', 'now', 'today', 'again', 'up']);

const DISCOURSE_WORDS = new Set(['still', 'well', 'so', 'now', 'again', 'yes', 'no', 'ok', 'okay', 'also', 'however', 'anyway', 'then',
  'sure', 'fine', 'great', 'right', 'first', 'next', 'last', 'finally', 'honestly', 'frankly', 'sorry', 'thanks', 'please']);

// Clinical abbreviations in capitals that are also given names ("Ama", "Mae"), and where a note uses them as the
// abbreviation: after a count or a leaving verb ("1 AMA", "left AMA"), before a count ("MAE x4"), or in a list of
// such abbreviations ("SBIRT, AMA, LWBS"). Anywhere else the capitals are the person.
const CAPS_ABBREVIATIONS = new Set(['AMA', 'MAE', 'LWBS', 'AMS']);
function isCapsAbbreviationUse(text: string, w: Word): boolean {
  if (!CAPS_ABBREVIATIONS.has(w.text)) return false;
  const before = text.slice(Math.max(0, w.start - 16), w.start);
  const after = text.slice(w.end, w.end + 12);
  return /(?:\b\d+|\b(?:left|leaving|leaves|signed[ \t]+out|eloped|d\/c(?:'?d)?))[ \t]+$/i.test(before) || /^[ \t]*x[ \t]?\d/i.test(after)
    || (/\b\p{Lu}{2,6},[ \t]*$/u.test(before) && /^,[ \t]*\p{Lu}{2,6}\b/u.test(after));
}

/**
 * "Brook: ok thx!" opening a line of a transcript: a colon and a message after the word, and another line of the
 * text opening with a speaker and a colon ("UC: Your x-ray is normal.").
 */
// What may open a transcript's line before its speaker: "Reply", a date, a time ("Reply 11/18/2026 JP:", "10:14 Q:",
// "[07:11] LS:", "1124 RT:").
const LINE_STAMP = String.raw`(?:(?:reply|\[?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\]?|\[?\d{1,2}:\d{2}(?:[ \t]*[ap]\.?m\.?)?\]?|(?:[01]\d|2[0-3])[0-5]\d)[ \t]+)`;
const SPEAKER_LINE_START = new RegExp(String.raw`(?:^|\n)[ \t]*${LINE_STAMP}{0,3}$`, 'i');
const STAMPED_LINE_START = new RegExp(String.raw`(?:^|\n)[ \t]*${LINE_STAMP}{1,3}$`, 'i');
// Another line of the transcript: its stamps, a speaker, a colon and what they said.
const OTHER_SPEAKER_LINE = new RegExp(String.raw`(?:^|\n)[ \t]*${LINE_STAMP}{0,3}\p{L}[\p{L}\d\/.'’ ()-]{0,24}:[ \t]+\S`, 'iu');

function isTranscriptSpeaker(text: string, w: Pick<Word, 'start' | 'stemEnd'>): boolean {
  // "LT (pt): hey", "Reply 11/18/2026 JP: No, ...": a role in brackets may follow the speaker, a reply's date stamp
  // precede them.
  if (!SPEAKER_LINE_START.test(text.slice(Math.max(0, w.start - 32), w.start))
    || !/^(?:[ \t]*\([^()\n]{1,12}\))?:[ \t]+\S/.test(text.slice(w.stemEnd, w.stemEnd + 18))) return false;
  const lineStart = text.lastIndexOf('\n', w.start - 1) + 1;
  const others = text.slice(0, lineStart) + text.slice(text.indexOf('\n', w.start) < 0 ? text.length : text.indexOf('\n', w.start));
  return OTHER_SPEAKER_LINE.test(others);
}

/**
 * Where initials that are also a word or an abbreviation name their owner: a transcript's speaker ("LT (pt): hey"),
 * the owner's own name in brackets after them ("SP (Sawyer) saw hand surgeon"), or a staff member's after a typist's
 * initials closing the line ("jtb/CT").
 */
function isNamedInitialsSlot(text: string, start: number, end: number, index: NameIndex, owner: number): boolean {
  // A findings list opens its lines the same way ("CT: no bleed", "US: normal"): initials speak only with a role in
  // brackets or a reply's stamp before them.
  const letters = text.slice(start, end).replace(/[^\p{L}]/gu, '').toUpperCase();
  // An imaging study or a vital sign opens a stamped line of results as often ("0800 US: 12 mm stone", "0700 BP:").
  const stamped = STAMPED_LINE_START.test(text.slice(Math.max(0, start - 32), start)) && !RESULT_LETTERS.has(letters);
  if ((stamped || /^[ \t]*\([^()\n]{1,12}\)[ \t]*:/.test(text.slice(end, end + 18))) && isTranscriptSpeaker(text, { start, stemEnd: end })) return true;
  const bracket = /^[ \t]*\((\p{L}[\p{L}'’-]+)\)/u.exec(text.slice(end, end + 32));
  const inside = bracket ? wordAt(bracket[1]!, end + bracket[0].indexOf(bracket[1]!)) : null;
  if (inside && lookup(index, inside, true).some((r) => r.person === owner)) return true;
  // "Teigen, Landon (LT)": the owner's name, then the initials alone in brackets.
  // Not a credential or a service ("Thomas (PT)", "Nguyen (RN)", "Davis (ED)").
  const named = /(\p{L}[\p{L}'’-]+)[ \t]*\($/u.exec(text.slice(Math.max(0, start - 32), start));
  if (named && /^\)/.test(text.slice(end, end + 1)) && !SERVICE_LETTERS.has(letters)
    && !CREDENTIALS.some((c) => c.replace(/[^\p{L}]/gu, '').toUpperCase() === letters)) {
    const before = wordAt(named[1]!, start - named[0].length);
    if (before && lookup(index, before, true).some((r) => r.person === owner)) return true;
  }
  // "Dr. R. Agnew / RA": the owner's name, then a slash and the initials closing the line (not "Agnew sign positive / RA").
  const slashNamed = /(\p{L}[\p{L}'’-]+)[ \t]*\/[ \t]*$/u.exec(text.slice(Math.max(0, start - 32), start));
  if (slashNamed && !SERVICE_LETTERS.has(letters) && /^[ \t]*\.?[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 4))) {
    const named = wordAt(slashNamed[1]!, start - slashNamed[0].length);
    if (named && lookup(index, named, true).some((r) => r.person === owner)) return true;
  }
  return index.people[owner]!.cls === 'STAFF' && /(?<![\p{L}])\p{Ll}{2,4}[ \t]*\/[ \t]*$/u.test(text.slice(Math.max(0, start - 8), start))
    && /^[ \t]*\.?[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 4));
}

// "- Luo 9:40 — flu shot": a time of day between a name and a dash, as a schedule's line writes it (the dash is not
// part of the match, so that the rest of the line can be read as if the time were not there).
const TIME_THEN_DASH = /^[ \t]+\d{1,2}:\d{2}(?:[ \t]?[ap]\.?m\.?)?(?=[ \t]+[-–—])/i;

/** A line holding only the name, maybe after a dash, as the last line of the text or before a blank one: a signature. */
function isSignatureLine(text: string, w: Word): boolean {
  return /(?:^|\n)[ \t]*(?:[-~–—][ \t]*)?$/.test(text.slice(Math.max(0, w.start - 8), w.start))
    && /^[ \t]*(?:$|\r?\n[ \t]*(?:\r?\n|$))/.test(text.slice(w.end, w.end + 8)) && w.start > 0;
}

/** "… left a message. Tammy": the last word of the note after a full stop or a dash, where a writer signs. */
function isClosingSignature(text: string, w: Word): boolean {
  return /^[ \t]*\.?[ \t]*\s*$/.test(text.slice(w.end)) && /[.!?;—–-][ \t]*$/.test(text.slice(Math.max(0, w.start - 4), w.start));
}

const PERSON_VERB_AFTER = /^[ \t]+(?:call(?:s|ed)?|said|says|say|told|tell|know|knows|see|sees|saw|check(?:s|ed)?|help(?:s|ed)?|sign(?:s|ed)?|send|sent|email(?:s|ed)?|text(?:s|ed)?|ring|phone)\b/i;

// "call him Sonny", "goes by Sonny", "known as Sonny", "prefers \"Sonny\"".
const ALIAS_CUE = /\b(?:call(?:s|ed)?[ \t]+(?:him|her|them|me)|go(?:es)?[ \t]+by|prefers(?:[ \t]+to[ \t]+be[ \t]+called)?|known[ \t]+as|nicknamed?|a\.?k\.?a\.?)[ \t]*:?[ \t]*["“(]?$/i;

/** "rm 502 park june -", "bed 9: delgado rosa,", a list line: a room, bed or list mark before, a separator after. */
function isListSlot(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  const after = text.slice(end, end + 4);
  // "301 yazzie -", "* 516B KOSTELNIK, JOSEPH 66M": a census line may start with the bare room number.
  const slot = /(?:^|\n)[ \t]*(?:[-*•][ \t]*)?(?:\d{2,4}[A-Za-z]?[ \t]+)?$|\b(?:rm|room|bed|bd|pt|or)\.?[ \t]*#?[ \t]*\d+[A-Za-z]?[ \t]*[:-]?[ \t]*$/i.test(before);
  return slot && /^(?:[ \t]*[-:,(]|[ \t]*(?:\r?\n|$))/.test(after);
}

/**
 * "* SWEET (90) back again", "301 yazzie - POD0", "- Freeman -- obs": a census or huddle line, a bullet or a bare
 * room number, the word, then a separator. A bare line start is not enough ("Romberg: negative" lists a finding).
 */
function isCensusSlot(text: string, start: number, end: number): boolean {
  // "2) Okafor — forms": a numbered huddle list as well.
  // "- Luo 9:40 — flu shot": a time of the day may stand between the name and the separator.
  return /(?:^|\n)[ \t]*(?:[-*•][ \t]*(?:\d{2,4}[A-Za-z]?[ \t]+)?|\d{2,4}[A-Za-z]?[ \t]+|\d{1,2}[.)][ \t]+)$/.test(text.slice(Math.max(0, start - 16), start))
    && /^(?:[ \t]*(?:[-–—:,(]|\r?\n|$))/.test(text.slice(end, end + 20).replace(TIME_THEN_DASH, ' '));
}

/**
 * "Rm 415 Okafor — 95M", "- Okafor — glucose log", "10:30 Okafor — new": a room, a huddle list's bullet or number, or
 * a schedule's time, the word, then a dash, a bracket or an age and sex. A colon after the word lists findings as
 * well ("- Iris: round, reactive"): it counts only when `colonCounts`.
 */
function isPersonListSlot(text: string, w: Word, colonCounts: boolean): boolean {
  const after = text.slice(w.stemEnd, w.stemEnd + 24).replace(TIME_THEN_DASH, ' ').slice(0, 12);
  if (ROOM_BEFORE.test(text.slice(Math.max(0, w.start - 16), w.start))) return inPersonSlot(text, w);
  if (!isCensusSlot(text, w.start, w.stemEnd) && !isScheduleSlot(text, w.start, w.stemEnd)) return isBareRosterLine(text, w);
  return /^[ \t]+[-–—][ \t]|^[ \t]*[–—(]/.test(after) || AGE_SEX_AFTER.test(after) || (colonCounts && /^[ \t]*:/.test(after));
}

// A roster line without a bullet: a name or two (maybe a file number in brackets), then a dash and the entry.
const ROSTER_LINE = /^[ \t]*\p{Lu}[\p{L}'’.-]*(?:,?[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}(?:[ \t]*\([^)\n]{0,20}\))?[ \t]+[-–—][ \t]/u;

/**
 * "Winslow — present\nGale — respite": the word opens a bare line, a dash follows, and the line before or after
 * has the same shape, so the lines are a roster. One such line alone is a heading or a sentence ("Gale — force winds").
 */
function isBareRosterLine(text: string, w: Word): boolean {
  const lineStart = text.lastIndexOf('\n', w.start - 1) + 1;
  if (!/^[ \t]*$/.test(text.slice(lineStart, w.start)) || !/^[ \t]+[-–—][ \t]/.test(text.slice(w.stemEnd, w.stemEnd + 4))) return false;
  const prevStart = lineStart > 0 ? text.lastIndexOf('\n', lineStart - 2) + 1 : -1;
  const prev = prevStart >= 0 ? text.slice(prevStart, lineStart - 1) : '';
  const nextEnd = text.indexOf('\n', w.start);
  const next = nextEnd < 0 ? '' : text.slice(nextEnd + 1, text.indexOf('\n', nextEnd + 1) < 0 ? undefined : text.indexOf('\n', nextEnd + 1));
  return ROSTER_LINE.test(prev) || ROSTER_LINE.test(next);
}

/**
 * A lower-case given name the writer uses for themselves: "its grace again", "this is faith,", "i'm june", or on a
 * line of its own as a signature ("thanks\nfaith", "- grace"). An ordinary word in those places is rare.
 */
function isSelfNaming(text: string, w: Word): boolean {
  const before = text.slice(Math.max(0, w.start - 16), w.start);
  const after = text.slice(w.end, w.end + 12);
  if (/(?:^|\n)[ \t]*(?:[-~–—][ \t]*)?$/.test(before) && /^[ \t]*[.!]?[ \t]*(?:\r?\n|$)/.test(after)) return true;
  if (/[.!?][ \t]+[-–—~][ \t]*$/.test(before) && /^[ \t]*[.!]?[ \t]*(?:\r?\n|$)/.test(after)) return true;
  // "this is june i was seen ...": portal messages run the next sentence on without a stop.
  // "hi ruth its me": a greeting runs on into the writer's own introduction.
  const closes = /^(?:[ \t]*(?:[.,!?;:)(]|\r?\n|$)|[ \t]+(?:again|here|calling|writing|speaking|from|i|im|i'm|i’m|its|it's|it’s|this)\b)/i.test(after);
  // "hi grace,", "hello grace!", "hi, june from seattle": the reader or the writer addressed by name.
  if (/\b(?:hi|hello|hey|dear|morning)[ \t,]+$/i.test(before) && closes) return true;
  // "hi heather quick q": a greeting that opens the message names its reader, whatever runs on after the name.
  if (/(?:^|\n)[ \t]*(?:hi|hello|hey|dear)[ \t,]+$/i.test(before)) return true;
  if (/\b(?:its|it's|it’s|this is|i am|i'm|i’m|im|from|love|thanks|regards|thank[ \t]+(?:u|you)|thx|ty)[ \t,]+$/i.test(before) && closes) return true;
  // "Dr raynaud & jen": a lower-case name joined to a titled one.
  if (/\b(?:dr|mr|mrs|ms)\.?[ \t]+\p{L}+[ \t]*(?:&|and)[ \t]*$/iu.test(text.slice(Math.max(0, w.start - 32), w.start))) return true;
  // "ask nurse pearl": a role word written as a title.
  if (/\b(?:nurse|doctor|dr)\.?[ \t]+$/i.test(before)) return true;
  // "can pearl call me back": a request to or about a person of the clinic.
  return /\b(?:ask|tell|let|can|could|will|would|did|does|have|has|thank)[ \t]+$/i.test(before)
    && (closes || PERSON_VERB_AFTER.test(after));
}

export const DEVICE_FOLLOWERS = new Set(['catheter', 'catheters', 'monitor', 'monitoring', 'line', 'lines', 'technique', 'drain', 'drains',
  'tube', 'tubes', 'stain', 'cautery', 'pump', 'bag', 'splint', 'brace', 'study', 'studies', 'ultrasound', 'scan', 'needle',
  'wire', 'clamp', 'forceps', 'retractor', 'dressing', 'balloon', 'valve', 'shunt', 'port', 'stent', 'test', 'exam', 'insertion']);

/**
 * "Foley catheter", "dc the Foley", "Doppler of the LLE": a surname that the medical dictionary also has names a
 * device or a technique when a device word follows, a handling verb precedes, or no people list has it at all.
 * ("Reilly" and "Volkov" are in the medical dictionary too, so the dictionary alone decides nothing.)
 */
function isMedicalThing(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (!isMedicalTerm(w.key)) return false;
  if (!isPersonName(w.key)) return true;
  const next = words[i + 1];
  if (next && DEVICE_FOLLOWERS.has(next.key) && /^[ \t]+$/.test(text.slice(w.end, next.start))) return true;
  return /\b(?:the|a|dc|d\/c|removed?|placed?|inserted?|insert|changed?|flushed?|discontinued?)[ \t]+$/i.test(text.slice(Math.max(0, w.start - 16), w.start));
}

/** A lone surname of another patient reads as a person unless a disease word follows ("Reilly" yes, "Volkov sign" no). */
function isPersonLike(text: string, words: readonly Word[], i: number): boolean {
  const next = words[i + 1];
  return !(next && EPONYM_FOLLOWERS.has(next.key) && /^['’]?s?[ \t]+$/.test(text.slice(words[i]!.stemEnd, next.start)));
}

const AGE_SEX_AFTER = /^[ \t]*,?[ \t]*\(?\d{1,3}[ \t]?(?:[MF]|y\.?o\.?[ \t]?[mf]?|yo[mf]|y\/o)\b/i;

/**
 * "KV / bs", "Obi/rsk": a line holding only the author (initials or surname) and, after a slash, the typist's
 * initials in lower case: the sign-off of a dictated or typed note. Both sides are people.
 */
// "PL:mb  D 11/05/26 1312": a colon may join them, and the date stamp of the dictation may follow.
export const SIGN_OFF_PAIR = /(?:^|\n)[ \t]*(\p{Lu}[\p{L}'’-]{1,20})(?:[ \t]*\/[ \t]*|:)(\p{Ll}{2,4})(?=[ \t]*(?:\r?\n|$)|[ \t]+[DT]:?[ \t]*\d)/gu;

function inSignOffPair(text: string, start: number, end: number): boolean {
  return /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, start - 8), start))
    && /^(?:[ \t]*\/[ \t]*|:)\p{Ll}{2,4}(?:[ \t]*(?:\r?\n|$)|[ \t]+[DT]:?[ \t]*\d)/u.test(text.slice(end, end + 16));
}

// "Wesley hospital", "Guadalupe Regional Medical Center": a word before an institution's word (lexicon.ts
// INSTITUTION_WORDS, capitalised or in capitals; in lower case only the unmistakable ones: "Arizmendi went home" is the
// person) names the institution.
const INSTITUTION_AFTER = new RegExp(`^[ \\t]+(?:\\p{Lu}[\\p{L}'’-]*[ \\t]+)?(?:${[...INSTITUTION_WORDS, 'college', 'church']
  .flatMap((w) => [w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]).join('|')}|hospitals?|clinic|center|centre|medical|memorial|regional|college|university|church|county)\\b`, 'u');
const LOWER_INITIALS_SIGN = /(?:(?:^|\n)[ \t]*[-~\/–—]{1,2}|\b(?:signed|rooming|roomed|initials|by)[ \t]*:)[ \t]*$/i;
// Short everyday words that staff initials in lower case can spell ("transcribed by ldm", "LPN or MA").
const LOWER_FUNCTION_WORDS = new Set(['by', 'or', 'as', 'at', 'to', 'in', 'on', 'is', 'it', 'of', 'an', 'am', 'be', 'do', 'go',
  'he', 'me', 'my', 'no', 'so', 'up', 'us', 'we', 'if', 'and', 'the', 'for', 'but', 'not', 'nor', 'per', 'via', 'has', 'had', 'was', 'are', 'she', 'her', 'his', 'him', 'our', 'you']);

/** "Signed: PB", a line "-PB" or "/pb": initials signing the note off, alone at the end of their line. */
function isSignOff(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  // "Check-in 11/3/2026 8:41 — BY": a dash after the line's date and time signs it too ("14:05 - OR" is a timeline).
  return /(?:\b(?:signed(?:[ \t]+by)?|by|initials|reviewed|co-?signed|verified)[ \t]*:?[ \t]*|(?:^|\n|[.!?)][ \t]+|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ \t]+\d{1,2}:\d{2}(?:[ \t]*[ap]m)?[ \t]+)[ \t]*[-~\/–—]{1,2}[ \t]*)$/i.test(before)
    && /^[ \t]*[.,]?[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 4));
}

// "Dictated NE / transcribed rkp", "Trans: cjh": a dictation cue before the author's or the typist's initials.
const DICTATION_BEFORE = /\b(?:dictated|transcribed|typed|dict|trans)\.?(?:[ \t]+by)?[ \t]*:?[ \t]*$/i;
// "PL:mb  D 11/05/26", "TS/CMA", "VC / dictated 11/18": the author's initials, a slash or colon, then the typist's
// initials, a credential or a dictation word, closing the line or before its date stamp.
const AUTHOR_TYPIST_AFTER = /^[ \t]*[\/:][ \t]*(?:\p{L}{2,4}|dictated|transcribed|typed)(?![\p{L}\p{N}])(?=[ \t]*(?:\r?\n|$|[DT]\b|\d))/iu;
// "Peter Lindahl, MD / TS": the typist's initials after the author's credential and a slash.
const CREDENTIAL_SLASH_BEFORE = /\b(?:MD|DO|NP|PA-C|PA|RN|DPT|PharmD|LCSW|MA)[ \t]*\/[ \t]*$/;

/**
 * Where a note is signed, dictated or typed: the sign-offs above, a dictation cue, an author/typist pair, a slash
 * after a credential, or the note's very last word alone on its line or after a sentence ("RTC 5 y. CR"). Only a
 * staff member's initials are tried there, so letters that are also an abbreviation ("CR", "NE", "TS") name them.
 */
function isStaffSignOff(text: string, start: number, end: number): boolean {
  if (isSignOff(text, start, end)) return true;
  const before = text.slice(Math.max(0, start - 24), start);
  const after = text.slice(end, end + 24);
  if (DICTATION_BEFORE.test(before)) return true;
  if (/(?:^|\n)[ \t]*$/.test(before) && AUTHOR_TYPIST_AFTER.test(after)) return true;
  if (CREDENTIAL_SLASH_BEFORE.test(before) && /^[ \t]*(?:\r?\n|$)/.test(after)) return true;
  return /(?:^|\n|[.!?][ \t]+)[ \t]*$/.test(before) && /^[ \t]*\.?\s*$/.test(text.slice(end, end + 64)) && end + 64 >= text.length;
}

// "IS:krw", "TS/MA", "IS / assist": the author's initials joined by a slash or a colon to the typist's, a credential or
// an assisting role, anywhere in a line.
const JOINED_AFTER = /^[ \t]?[\/:][ \t]?(?:\p{Ll}{2,3}|MA|CMA|RN|LPN|NP|PA|MD|DO|scribe|assist|assisted|dictated|typed)(?![\p{L}\d])/u;
const JOINED_ROLE = /^(?:MA|CMA|RN|LPN|NP|PA|MD|DO|scribe|assist|assisted|dictated|typed)$/;
// "LM (MA)": a role in brackets right after.
const ROLE_BRACKET_AFTER = /^[ \t]*\((?:MA|CMA|RN|LPN|LVN|NP|PA|PA-C|MD|DO|CNA|RT|PT|OT|PharmD|RPh|scribe)\)/;
// "MA TS", "RN: CF": a role right before initials that close their line.
const ROLE_CLOSING_BEFORE = /\b(?:MA|CMA|RN|LPN|NP|PA-C|MD|DO|PharmD|scribe)[ \t]*:?[ \t]+$/;
const INITIALS_BEFORE_COMMA = /(?<![\p{L}])(\p{Lu}{2,3})[ \t]*,[ \t]*$/u;
const INITIALS_AFTER_COMMA = /^[ \t]*,[ \t]*(\p{Lu}{2,3})(?![\p{L}])/u;

// Roles, services and units a note names by letters ("Notify MD", "per PT", "call GI"): never read as a colleague in the slots of
// staffActorSlot, whoever has those initials.
// Readings a note writes by letters ("per BS", "BG: 182"): a colleague's only where they sign or speak.
const MEASURE_LETTERS = new Set(['BS', 'BG', 'BP', 'BM', 'HR', 'RR']);
// Readings and studies that open a stamped line of results ("0800 US: 12 mm stone", "0700 BP: 150/90").
const RESULT_LETTERS: ReadonlySet<string> = new Set([...MEASURE_LETTERS, 'CT', 'US', 'MRI', 'MR', 'UA', 'XR', 'CXR', 'EKG', 'ECG', 'KUB', 'ABG', 'VBG',
  'IR', 'PA', 'LP', 'EEG', 'UDS']);
const WORDS_AFTER_A_TITLE = /^(?:OK|IS|AT|IN|ON|TO|OF|IF|OR|AS|BY|NO|SO|UP|WE|HE|ME|MY|AN|BE|DO|GO|US|IT|AM|PM|ED|ER|ICU|PRN|CT|MRI|CXR)$/;
const SERVICE_LETTERS = new Set(['MD', 'DO', 'NP', 'PA', 'RN', 'MA', 'CNA', 'LPN', 'APP', 'PCP', 'RPH', 'CM', 'PT', 'OT', 'ST', 'SW', 'RT', 'GI', 'ID', 'ENT', 'ED', 'ER', 'IR', 'OR', 'ICU', 'CCU', 'OB', 'NS', 'LR', 'PO', 'IV', 'IM', 'SQ', 'PRN', 'HS', 'AM', 'PM']);
// "clinic (ST): Hi Farhiya", "on-call (LH): Is he", "Reply (FO, 10/30/26 10:40):": initials in brackets speaking.
// "Reply (TS 11/19 07:30):": the stamp after a blank as well as after a comma.
const SPEAKER_BRACKET_AFTER = /^[ \t]*\)[ \t]*:|^(?:[ \t]*,[ \t]*|[ \t]+)(?:\d{1,2}[\/.:]\d{1,2}|\d{3,4}\b)[^)\n]{0,24}\)[ \t]*:/;
// "0145 PG: agree", "11/14 7:20 pm LH: ok": a time, then the speaker's initials and a colon.
const TIME_BEFORE_SPEAKER = /(?:^|\n)[ \t]*(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ \t]+)?(?:\d{3,4}|\d{1,2}:\d{2}(?:[ \t]*[ap]\.?m\.?)?)[ \t]+$/i;
// "06:12 FR PD: census 31", "2214 TO HE: rm 6 sat 88": a radio or pager log's time, then who sent or received it, in
// capitals ("0700 to BP:" is a reading's time).
const LOG_SENDER_BEFORE = /(?:^|\n)[ \t]*(?:\d{3,4}|\d{1,2}:\d{2})[ \t]+(?:FR|FROM|TO)[ \t]+$/;
// The same log's line in any case, read only before a quoted message ("19:12  to RA: \"redraw K\"").
const LOG_SENDER_ANY_CASE_BEFORE = new RegExp(LOG_SENDER_BEFORE.source, 'i');
// "Prescriber PC;", "pharmacist review AB.", "then call SV", "Checked by JB and CT;": a role or a verb of reaching
// someone right before the initials, which close the clause.
const ACTOR_BEFORE = /\b(?:prescriber|pharmacist|review|reviewed[ \t]+with|discussed[ \t]+with|call|called|page|paged|text|texted|notify|notified|ask|asked|tell|told|per|co-?signed|witness(?:ed)?(?:[ \t]+by)?)[ \t]+$/i;
// "PM / Nakia", "SM/chaplain TW": initials joined by a slash to a colleague's first name or a role.
const SLASH_COLLEAGUE_AFTER = /^[ \t]?\/[ \t]?(?:chaplain|sw|rn|md|np|pa|ma|pharmacist|pharm|scribe|charge|([A-Z][a-z]{2,})(?![\p{L}]))/u;
// "— LH (on call)", "— MN (witness D. Ybarra)", "Thanks — HS": a dash signing the line.
// "Signed 11/18/26 — SO": after a signature's date too (not "Last checked 11/18/26 - BP").
const DASH_SIGN_BEFORE = /(?:^|\n|[.!?)][ \t]*|\b(?:thanks|thank[ \t]+you|thx|ty|pass|done|ok)[ \t]*,?[ \t]*|(?:\b(?:signed|sgd|co-?signed|reviewed|verified)[ \t]+|[—–][ \t]*)\d{1,2}\/\d{1,2}\/\d{2,4}[ \t]*)[—–-]{1,2}[ \t]*$/i;
const DASH_SIGN_AFTER = /^[ \t]*(?:\r?\n|$|\((?:on[ \t-]?call|covering|witness|for|cc)\b)/i;

/**
 * Where a colleague's initials speak or act, whatever else the letters spell (only letters that are some staff
 * member's initials reach here): in brackets before a message's colon, after a time before a colon, after a role or
 * a verb of reaching someone at the end of a clause, beside a colleague after a slash, signing a line after a dash.
 */
function staffActorSlot(text: string, start: number, end: number): boolean {
  const letters = text.slice(start, end).replace(/[^\p{L}]/gu, '').toUpperCase();
  const after = text.slice(end, end + 40);
  const before = text.slice(Math.max(0, start - 40), start);
  // ("1400 TO MD:", "1100 TO PT:": a service's letters after a log's FR/TO are the service.)
  if (SERVICE_LETTERS.has(letters)) return false;
  // "19:12  to RA: \"redraw K\"": a pager's message in quotes after who received it, in any case ("0700 to RA: 94%" is
  // a wean to room air).
  if (LOG_SENDER_ANY_CASE_BEFORE.test(before) && /^[ \t]*:[ \t]*["“]/.test(after)) return true;
  if (MEASURE_LETTERS.has(letters)) return (TIME_BEFORE_SPEAKER.test(before) && /^[ \t]*:[ \t]+(?!\d)/.test(after)) || (DASH_SIGN_BEFORE.test(before) && DASH_SIGN_AFTER.test(after));
  // "Informed consent (IC):", "Primary care (PC):": the letters spell the words before the bracket.
  const spelled = /((?:\p{L}+[ \t]+){1,3})\([ \t]*$/u.exec(before)?.[1]?.trim().split(/[ \t]+/).map((w) => w[0]!.toUpperCase()).join('');
  if (/\([ \t]*$/.test(before) && SPEAKER_BRACKET_AFTER.test(after) && !(spelled && spelled.endsWith(letters))) return true;
  // "0145 PG: agree", not "0730 BG: 182" (a reading).
  if ((TIME_BEFORE_SPEAKER.test(before) || LOG_SENDER_BEFORE.test(before)) && /^[ \t]*:[ \t]+(?!\d)/.test(after)) return true;
  if (ACTOR_BEFORE.test(before) && /^[ \t]*(?:[.,;)]|\r?\n|$)/.test(after)) return true;
  if (/\band[ \t]+$/i.test(before) && /\bby[ \t]+\p{Lu}{2,3}[ \t]+and[ \t]+$/u.test(before) && /^[ \t]*(?:[.,;)]|\r?\n|$)/.test(after)) return true;
  // "PM / Nakia", not "IC/Consent in chart" (a word after the slash).
  const slashed = SLASH_COLLEAGUE_AFTER.exec(after);
  if (/(?:^|\n)[ \t]*$/.test(before) && slashed && !(slashed[1] && (isEnglishWord(slashed[1]) || isMedicalTerm(slashed[1])) && !isPersonName(slashed[1]))) return true;
  return DASH_SIGN_BEFORE.test(before) && DASH_SIGN_AFTER.test(after);
}

/** The rest of the line from `at`, up to its end. */
function restOfLine(text: string, at: number): string {
  const eol = text.indexOf('\n', at);
  return text.slice(at, eol < 0 ? text.length : eol + 1);
}

/**
 * Where staff initials stand even when the letters are also an abbreviation: joined to a typist or a credential
 * ("IS:krw", "TS/MA"), a role after them in brackets or before them at the end of their line ("LM (MA)", "MA TS"),
 * a comma list beside another staff member's initials ("(KD, CF, TS, Dr O)", "Present: GH, MA, HK"), or alone at
 * the end of a line after a sentence ("... same problem. NG").
 */
function isStaffInitialsSlot(text: string, start: number, end: number, index: NameIndex): boolean {
  const after = text.slice(end, end + 16);
  const before = text.slice(Math.max(0, start - 16), start);
  // "CT: no bleed": a word after the colon is no typist's initials.
  const joined = JOINED_AFTER.exec(after)?.[0].replace(/^[ \t]?[\/:][ \t]?/, '');
  if ((joined !== undefined && (JOINED_ROLE.test(joined) || !isEnglishWord(joined))) || ROLE_BRACKET_AFTER.test(after)) return true;
  // "Discontinued by KL next AM": after "by", a person acts.
  if (/\bby[ \t]+$/i.test(before)) return true;
  if (staffActorSlot(text, start, end)) return true;
  // The slots below read letters that are also a clinical abbreviation ("per PT.", "Reviewed CT.") as the
  // abbreviation.
  const abbreviation = MEDICAL_ABBREVIATIONS.has(text.slice(start, end).replace(/[^\p{L}]/gu, '').toUpperCase());
  // "Pharm: MT", "RN: KL", "10/14 DP": after a role and a colon, or after a date, closing the line.
  // "Minutes: TF": who took a meeting's minutes (not a service's letters there: "Minutes: MD", "Scribe: ED").
  if (/^[ \t]*[.]?[ \t]*(?:\r?\n|$)/.test(after) && (/\b(?:pharm|pharmacist|rn|lpn|np|md|ma|tech|nurse|provider|clinician|by|per)[ \t]*:[ \t]*$/i.test(before)
    || (!abbreviation && !SERVICE_LETTERS.has(text.slice(start, end).toUpperCase()) && /\b(?:minutes|scribe|recorder)[ \t]*:[ \t]*$/i.test(before))
    || /(?:^|[ \t])\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ \t]+$/.test(before))) return true;
  // "[07:11] LS: also ...": a chat line's speaker after its time stamp; not a reading ("08:00 BP: 132/84").
  if (!abbreviation && /^:[ \t]+(?![\d.\/])/.test(after) && isSpeakerSlot(text, start, end)) return true;
  // "KN 09/24/2026 16:32": a line of the initials and a date (and time) alone, a note's signature stamp; not a study
  // and its date ("CT 11/02/2026").
  // "JA 11/03/2026 12:40: Those are fine": or a message's stamp before its colon.
  if (!abbreviation && /(?:^|\n)[ \t]*$/.test(before) && /^[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4}(?:[ \t]+\d{1,2}:?\d{2})?[ \t]*(?:\r?\n|$|:[ \t])/.test(restOfLine(text, end))) return true;
  // "Sig: NB  11/20", "90 day ___ deny   Sig: NB": a form's signature field.
  // (Not letters that are an abbreviation after "Sig:", a prescription's directions: "Sig: SL".)
  if (!abbreviation && /\bsig(?:nature)?[ \t]*:[ \t]*$/i.test(before) && /^[ \t]*(?:\r?\n|$|[ \t]\d{1,2}\/\d{1,2}\b|[.,;])/.test(after)) return true;
  // "/ cosign NC", "Dr HB reads": after "cosign" or a doctor's title a colleague's initials are that colleague, whatever
  // else they spell.
  if (/\bco-?sign[ \t]+$/i.test(before) && /^[ \t]*(?:[.,;)]|\r?\n|$)/.test(after)) return true;
  // Only "Dr"/"Dra" as written (not "No DR.", a device's "XT DR", a street's "55 Birch Dr"), before no word or
  // service the letters also spell ("Dr OK to discharge", "Dr IS aware", "Notify Dr AM").
  if (/(?<![\p{L}])Dra?\.?[ \t]$/u.test(before) && !/\d+[ \t]+\p{L}+[ \t]+Dra?\.?[ \t]$/u.test(text.slice(Math.max(0, start - 32), start))
    && !WORDS_AFTER_A_TITLE.test(text.slice(start, end))) return true;
  // "Reviewed DK. Fall risk high.", "checked per KL, INR in range": after a word of checking, ending a clause.
  // "Cosigned CG 10/02/2026 15:31": or before the date of the signature.
  if (!abbreviation && /\b(?:reviewed|verified|checked|co-?signed|signed|per)(?:[ \t]+by)?[ \t]*:?[ \t]+$/i.test(before) && /^(?:[ \t]*[.,;)]|[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4})/.test(after)) return true;
  // "KL for Dr Kessel": a message taken for a clinician.
  if (!abbreviation && /^[ \t]+for[ \t]+(?:Dr|Doctor|NP|PA)\b/.test(after)) return true;
  // "RM / Shawn Pettibone (peer navigator)": beside a colleague named in full; "EQ → Araceli": a handoff at a line's start.
  if (!abbreviation && /^[ \t]*\/[ \t]*\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll}+/u.test(after)) return true;
  if (!abbreviation && /(?:^|\n|:)[ \t]*$/.test(before) && /^[ \t]*(?:→|->)[ \t]*(?:Dr\.?[ \t]+)?\p{Lu}\p{Ll}+/u.test(after)) return true;
  // "CXR: RLL infiltrate. → SH: doxycycline": the colleague an arrow passes the finding to, answering.
  if (!abbreviation && /(?:→|->)[ \t]*$/.test(before) && /^:[ \t]+\p{L}/u.test(after)) return true;
  // "— WK → Dr. Hoang", "— KA for Dra. Lacerda", "— NS cc Dr. Yaldo", "— PA (CHW, Bangla)": after a dash that signs a
  // line, before a handoff's arrow, a message taken for someone, a copy, or the signer's role in brackets.
  // Initials that are also an abbreviation only before a copy, a message taken for someone or the signer's role
  // ("— NS cc Dr. Yaldo"); not before an arrow ("Fluids — NS → LR").
  if (/(?:[—–]|(?:^|[ \t\n])--?)[ \t]*$/.test(before) && (abbreviation ? /^[ \t]*(?:for[ \t]+(?:Dr|Dra|Doctor)\b|cc\b|\((?:CHW|RN|MA|LPN|NP|PA|MD|SW|LCSW|CNA)\b)/
    : /^[ \t]*(?:→|->|for[ \t]+(?:Dr|Dra|Doctor|NP|PA)\b|cc\b|\((?:CHW|RN|MA|LPN|NP|PA|MD|SW|LCSW|CNA|covering|for)\b|\]|(?:accepted|acknowledged|received|reviewed|signed|verified|noted)\b)/u).test(after)) return true;
  // "from LB to nocturnist Dr. Okonkwo": a handoff from one clinician to another.
  if (!abbreviation && /\bfrom[ \t]+$/i.test(before) && /^[ \t]+to[ \t]+(?:Dr|nocturnist|night|nights|days|day|evening|the[ \t]+on-?call)\b/i.test(after)) return true;
  // "(HP covering)", "(HA and RN Lucy Vo)": initials opening a bracket about who is on.
  if (/\([ \t]*$/.test(before) && (abbreviation ? /^[ \t]+covering[ \t]*\)?[ \t]*:/ : /^[ \t]+(?:covering|on[ \t]+call|and[ \t]+(?:RN|Dr|MA|NP|PA)\b)/).test(after)) return true;
  // "supervising CS", "reviewed with SR", "ask LB": a clinician named after a verb of working with them, closing a clause.
  if (!abbreviation && /\b(?:supervising|supervised[ \t]+by|reviewed[ \t]+with|discussed[ \t]+with|staffed[ \t]+with|ask|asked|paged|texted|covering[ \t]+for)[ \t]+$/i.test(before) && /^[ \t]*(?:[.,;)\]]|\r?\n|$)/.test(after)) return true;
  // "reply (LI): ok", "Reply MJS: yes": the clinic's side of a text thread, signed with initials.
  // "12:10 PM reply, LS:": with a comma too.
  // "nurse triage reply (DT) 10/14/2026 16:20:": with the reply's stamp after the bracket.
  if (/\breply[ \t]*[(,]?[ \t]*$/i.test(before) && /^[ \t]*\)?[ \t]*(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?:[ \t]+\d{1,2}:\d{2}(?:[ \t]*[ap]m)?)?[ \t]*)?:/i.test(text.slice(end, end + 32))) return true;
  // "Routed to KL", "fwd to KL": a message is passed to a person.
  if (/\b(?:routed|forwarded|fwd|reassigned|assigned|escalated)[ \t]+to[ \t]+$/i.test(before)) return true;
  const closesLine = /^[ \t]*(?:\r?\n|$)/.test(after);
  // "... POS NEG\tRB": the last cell of a tab-separated row.
  // '... d/c donepezil dup" BG': after a quoted order or message, signing it.
  if (closesLine && (ROLE_CLOSING_BEFORE.test(before) || /[.!?][ \t]+$/.test(before) || /\t$/.test(before) || (!abbreviation && /\S["”][ \t]+$/.test(before)))) return true;
  // "10/12/2026   2.6   30 mg   held x1   KA": the last column of a table laid out with spaces.
  if (closesLine && !abbreviation && /\S[ \t]{3,}$/.test(before)) {
    const line = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
    if ((line.match(/\S[ \t]{3,}(?=\S|$)/g) ?? []).length >= 3) return true;
  }
  const staffInitials = (letters: string | undefined) => {
    const owner = letters === undefined ? undefined : index.initialsOwner.get(letters);
    return owner !== undefined && index.people[owner]!.cls === 'STAFF';
  };
  // "JM/OL", "MP / AD": the second of two initials joined by a slash, the first a colleague's.
  return staffInitials(INITIALS_BEFORE_COMMA.exec(before)?.[1]) || staffInitials(INITIALS_AFTER_COMMA.exec(after)?.[1])
    || staffInitials(/(?<![\p{L}])(\p{Lu}{2,3})[ \t]?\/[ \t]?$/u.exec(before)?.[1])
    // "LS / BR / TS": the first of them, the next a colleague's.
    || staffInitials(/^[ \t]?\/[ \t]?(\p{Lu}{2,3})(?![\p{L}])/u.exec(after)?.[1]);
}

// "Rowan (NP)", "Ivy, RN": a staff member's role right after the name.
const ROLE_AFTER = /^,?[ \t]*\(?(?:RN|LPN|NP|MD|PA-C|PA|SW|LCSW|MSW|CNA|RPh|MA)\)?(?![\p{L}\p{N}])/u;
const KINSHIP_OF_BEFORE = /\b(?:widow|widower|wife|husband|son|daughter|mother|father|brother|sister|grandson|granddaughter|niece|nephew|caregiver|guardian|parent)[ \t]+of[ \t]+$/i;
const KINSHIP_AFTER = /^(?:['’]s)?[ \t]+(?:family|wife|husband|son|daughter|mother|father|mom|mum|dad|sister|brother|caregiver|partner|niece|nephew|grandson|granddaughter)\b/i;

const CREDENTIAL_AFTER = /^,?[ \t]+(?:RN|LPN|LVN|NP|FNP-C|FNP|MD|DO|PA-C|PA|CNA|CMA|MA|LCSW|MSW|RPh|PharmD|OTR\/L|PT|DPT|RD|RDN|DDS|DMD|RDH|DPM|OD|CHW|CDCES|CNM|CRNA|MLS)\b/;

// Written as a name writes them: "Jr", "JR", "III" (not "jr", "iii": words or numerals in lower case).
const GENERATION_AFTER = new RegExp(String.raw`^,?[ \t]+(?:${GENERATIONS.flatMap((g) => (/^[iv]+$/.test(g) ? [g.toUpperCase()] : [g[0]!.toUpperCase() + g.slice(1), g.toUpperCase()])).join('|')})\b\.?`);

// Between spelled letters: a dash, a space, a dot, or a dictated separator word ("T-R-A-N hyphen L-E", "N-I space B").
const SPELLED = /(?<![\p{L}\p{N}])\p{L}(?:(?:-|[ \t]|\.[ \t]?|[ \t]+(?:hyphen|dash|space|apostrophe)[ \t]+)\p{L}){3,}(?![\p{L}\p{N}])/gu;

// Above this many people sharing a word, only those with another part nearby are tried (see narrowRefs).
const WIDE_REFS = 4;

/**
 * A clinic of 10,000 patients has hundreds of Marias and Smiths: trying a run for each of them made the cost grow
 * with the roster. A run of two or more words needs another part of the same person within three words, so only
 * those people are tried, plus the patient and staff (one part may name them) and one other patient by surname
 * (a lone surname names someone, whichever of them; one whose given initial stands before it is preferred).
 */
function narrowRefs(words: readonly Word[], index: NameIndex, i: number, refs: readonly PartRef[]): readonly PartRef[] {
  if (refs.length <= WIDE_REFS) return refs;
  const near = new Set<number>();
  for (let k = i - 3; k <= i + 3; k++) {
    const w = words[k];
    if (k === i || !w || w.key.length < 2) continue;
    for (const r of lookup(index, w, true)) near.add(r.person);
  }
  const prev = words[i - 1];
  const initial = prev && prev.text.length === 1 && prev.text === prev.text.toUpperCase() ? prev.text : null;
  const out: PartRef[] = [];
  let lone = false;
  let loneByInitial = false;
  for (const r of refs) {
    const p = index.people[r.person]!;
    if (near.has(r.person) || p.singlePartAllowed) out.push(r);
    else if (r.kind === 'family') {
      const initialMatches = !!initial && p.given.some((g) => g[0]?.toUpperCase() === initial);
      if (!lone || (initialMatches && !loneByInitial)) out.push(r);
      lone = true;
      loneByInitial ||= initialMatches;
    }
  }
  return out;
}

/**
 * "- Rosa: needs a callback", "Bed 4 Dmitri", "Betty ate well": a note about several patients names them by the
 * given name (or recorded alias) alone. Such a word is a name whoever it belongs to, so it is masked as one, keyed
 * by its own text: "Rosa" comes back as "Rosa", never as one particular Rosa of the roster. A word that is also
 * an English word ("Hope") needs a room, bed or list slot, or an age and sex after it. Not a known identifier
 * for the guard: with a roster of thousands, some patient is called by almost any given name.
 */
// "chart says Rose", "registered as Crane": the text says a name follows.
const NAMED_BEFORE = /\b(?:chart[ \t]+says|name[ \t]+is|named|registered[ \t]+as|listed[ \t]+as|goes[ \t]+by|asking[ \t]+for|(?:pt|patient)[ \t]+is)[ \t]+["“]?$/i;

/** "me. Marsh. readmit": the word is a sentence of its own; "(Stone).": alone in brackets. */
function standsAlone(text: string, w: Word): boolean {
  const before = text.slice(Math.max(0, w.start - 4), w.start);
  const after = text.slice(w.end, w.end + 3);
  return (/(?:^|[.!?][ \t]+)$/.test(before) && w.start > 0 && /^\.(?:[ \t]|$)/.test(after))
    || (/\([ \t]*$/.test(before) && /^[ \t]*\)/.test(after));
}

const ACTS_AFTER = /^[ \t]+(?:said|says|asked|asks|told|ate|refused|refuses|declined|declines|came|walked|slept|fell|cried|called|wants|wanted|denies|denied|complains|complained|reports|reported|states|stated|is[ \t]+(?:sleeping|asking|resting|eating|awake|confused|agitated|crying)|was[ \t]+(?:seen|sleeping|asking|found|confused))\b/i;

// A handoff's or a census's item: the line opened by a bullet, an item's number or a bed ("Rm 5", "Main 6", "FT1",
// "8E-14"), then the patient by one name, then the bed, the age, a dash or a bracket ("- stucky 6s-08 94f",
// "Rm 5 gaskill — cellulitis", "Main 6 Rush — dust", "Rm 1 — Vail (our patroller)").
const ITEM_HEAD_BEFORE = /(?:^|\n)[ \t]*(?:[-•*▪][ \t]*|\d{1,2}[.)][ \t]*|(?:rm|room|bed|bd|main|ft|pod|bay|hall|obs|hw|trauma)[ \t]*#?[ \t]*\d{1,4}[A-Za-z]?[ \t]*(?:[—–-][ \t]*)?|\p{Lu}{1,4}-?\d{1,3}[A-Za-z]?[ \t]+(?:[—–-][ \t]*)?|\d{1,2}[A-Z]-\d{1,3}[ \t]+)$/iu;
const ITEM_HEAD_AFTER = /^[ \t]+(?:[—–][ \t]|-[ \t]|\(|\d{1,3}[ \t]?[MFmf]\b|\d{1,2}[a-z]?-\d{1,3}\b|\d[a-z]\b|[a-z]{2,5}-\d[a-z]?\b)/u;

function handoffItemHead(text: string, w: Word): boolean {
  if (w.end !== w.stemEnd) return false;
  return ITEM_HEAD_BEFORE.test(text.slice(Math.max(0, w.start - 16), w.start)) && ITEM_HEAD_AFTER.test(text.slice(w.end, w.end + 12));
}

function loneGivenName(text: string, words: readonly Word[], index: NameIndex, i: number): Detection | null {
  const w = words[i]!;
  // In lower case ("also tomasz in 12", "the yusuf path"): only a word that is no English or medical word.
  // A possessive in lower case ("anyone seen mercy's POLST?") is typed for a person, dictionary word or not.
  const lowerPossessive = isLowerCase(w.text) && w.end > w.stemEnd && w.key.length >= 4 && !DRUGS.has(w.key)
    && /^['’]s[ \t]+\S/.test(text.slice(w.stemEnd, w.stemEnd + 4))
    && !/\b(?:the|a|an|this|that|our|my|his|her|their|its|your|of)[ \t]+$/i.test(text.slice(Math.max(0, w.start - 8), w.start));
  const lowerName = (isLowerCase(w.text) && w.key.length >= 4 && !isAmbiguousWord(w.key) && !DRUGS.has(w.key) && !isMedicalTerm(w.key)) || lowerPossessive;
  // "Bishop came back from CT", "Art asked for juice", "nowak refused meds": any part of another patient, then a
  // verb only a person does (a medical word too: "Marsh is sleeping").
  const acts = (ACTS_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 16)) && w.end === w.stemEnd) || standsAlone(text, w) || NAMED_BEFORE.test(text.slice(Math.max(0, w.start - 24), w.start))
    || handoffItemHead(text, w);
  if (w.key.length < 3 || !(isTitleCase(w.text) || isAllCaps(w.text) || lowerName) || DRUGS.has(w.key) || EPONYMS.has(w.key) || (isMedicalTerm(w.key) && !acts && !lowerPossessive)) return null;
  const exact = index.parts.get(w.key) ?? [];
  if (!exact.some((r) => !index.people[r.person]!.singlePartAllowed && (r.kind === 'given' || r.kind === 'alias' || (acts && r.kind === 'family')))) return null;
  if (isEponymUse(text, words, i) || isMonthUse(text, words, i)) return null;
  const next = words[i + 1];
  if (next && EPONYM_FOLLOWERS.has(next.key)) return null;
  const evidence = acts || lowerPossessive || isListSlot(text, w.start, w.stemEnd) || AGE_SEX_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 10))
    || /\b(?:rm|room|bed|bd)\.?[ \t]*#?[ \t]*\d+[A-Za-z]?[ \t]*[:-]?[ \t]*$/i.test(text.slice(Math.max(0, w.start - 16), w.start));
  if (isAmbiguousWord(w.key) && !evidence) return null;
  // In capitals a word needs the same evidence unless no dictionary has it ("DMITRI" yes, "HOPE" no).
  if (isAllCaps(w.text) && isEnglishWord(w.key) && !evidence) return null;
  const value = text.slice(w.start, w.stemEnd);
  return { start: w.start, end: w.stemEnd, cls: 'NAME', known: false, key: `name:${w.key}`, value, priority: PRIORITY.unknownPerson };
}

/** Every mention of a known person, one detection per run, keyed by the person. */
export function findKnownPeople(text: string, given: readonly Word[], index: NameIndex): Detection[] {
  const words = [...joinSplitParts(text, given, index)];
  const out: Detection[] = [];
  const emit = (person: Person, start: number, end: number) => {
    const last = out[out.length - 1];
    // "Rose Kowalsky" (a typo) is found as two runs; join them so the text reads "[[PATIENT_1]]", not two tokens.
    if (last && last.key === person.key && /^,?[ \t]{1,2}$/.test(text.slice(last.end, start))) {
      out[out.length - 1] = { ...last, end };
      return;
    }
    out.push({ start, end, cls: person.cls, known: true, key: person.key, value: person.display, priority: PRIORITY.knownPerson, keepLongest: false });
  };
  for (let i = 0; i < words.length; i++) {
    // "ms ngs inhaler": after a title, a possessive typed without its apostrophe.
    const plain = words[i]!;
    if (plain.key.length >= 3 && plain.key.endsWith('s') && plain.end === plain.stemEnd && !index.parts.has(plain.key)
      && index.parts.has(plain.key.slice(0, -1))) {
      if (precededByTitle(text, words, i)) words[i] = { ...plain, text: plain.text.slice(0, -1), key: plain.key.slice(0, -1), stemEnd: plain.end - 1 };
      // "henrys wife": before a kinship noun the whole word goes, the name and its "s".
      else if (KINSHIP_AFTER.test(text.slice(plain.end, plain.end + 16))) words[i] = { ...plain, text: plain.text.slice(0, -1), key: plain.key.slice(0, -1) };
    }
    // After a title or a cue ("Mrs. Hensen", "Patient Hensen") a typo counts even when it is also a term.
    const found = lookup(index, words[i]!, false, isTitleCase(words[i]!.text) && (precededByTitle(text, words, i) || isQuotedAlone(text, words[i]!)));
    if (!found.length) continue;
    const refs = narrowRefs(words, index, i, found);
    let best: Run | null = null;
    for (const ref of refs) {
      const run = extendRun(text, words, index, i, ref.person);
      if (!acceptRun(text, words, index, run)) continue;
      if (!best || run.to - run.from > best.to - best.from) best = run;
    }
    if (!best) {
      const lone = loneGivenName(text, words, index, i);
      if (lone) out.push(lone);
      continue;
    }
    let end = endOfRun(text, words[best.to]!);
    // "WHITFIELD, SAMUEL (SONNY)": a bracket opened inside the name closes with it.
    if (/[("“]/.test(text.slice(words[best.from]!.start, end)) && /[)"”]/.test(text[end] ?? '')) end++;
    // "Samuel Whitfield III", "WHITFIELD, SAMUEL JR": a generational suffix goes with a name of two or more parts,
    // and with one part when the record's name carries that suffix ("MCCORKLE III" for Boyce McCorkle III), except
    // II and IV, which after one word are as often a route or a type ("Hale IV Lasix", "Henry IV team").
    const generation = GENERATION_AFTER.exec(text.slice(end, end + 8));
    const suffix = generation?.[0].replace(/[^A-Za-z]/g, '').toUpperCase();
    if (generation && (best.to > best.from || (suffix === index.people[best.person]!.generation && suffix !== 'II' && suffix !== 'IV'))) {
      end += generation[0].length;
      // "GANTT III, L", "SWILLEY JR, THURMOND": written surname first, the given name (or its initial) after the suffix.
      const p = index.people[best.person]!;
      // Only after the surname alone ("Albert Hale Jr, a 67 yo" goes on with an article); one letter only in capitals
      // before a closing ("GANTT III, L (FB)").
      const given = best.from === best.to ? /^,[ \t]*(\p{L}[\p{L}'’-]*)(\.?)/u.exec(text.slice(end, end + 40)) : null;
      const initialCloses = (g: RegExpExecArray) => /^\p{Lu}$/u.test(g[1]!) && /^(?:[ \t]*(?:\r?\n|$)|[ \t]{2}|[ \t]*[,;|)(])/u.test(text.slice(end + g[0].length, end + g[0].length + 3));
      if (given && ((given[1]!.length > 1 && (foldWord(given[1]!) === foldWord(p.given[0] ?? '') || p.aliases.includes(foldWord(given[1]!))))
        || (given[1]!.length === 1 && foldWord(given[1]!) === foldWord(p.given[0] ?? '').charAt(0) && initialCloses(given)))) end += given[0].length;
    }
    emit(index.people[best.person]!, words[best.from]!.start, end);
    i = best.to;
  }
  // "R-E-I-L-L-Y", "O R T E G A": a name spelled out letter by letter.
  for (const m of text.matchAll(SPELLED)) {
    const found = spelledName(m[0].replace(/[ \t]+(?:hyphen|dash|space|apostrophe)[ \t]+/gi, (x) => '-'.padEnd(x.length, '\u0000')), index);
    if (!found) continue;
    const p = index.people[found.person]!;
    out.push(knownPersonAt(p, m.index + found.start, m.index + found.end));
  }
  out.push(...particlesBeside(text, words, index, out));
  out.push(...doctorsByLetter(text, index));
  if (index.initials) {
    for (const m of text.matchAll(index.initials)) {
      const letters = m[0].replace(/[^\p{L}]/gu, '');
      const owner = index.initialsOwner.get(letters);
      if (owner === undefined) continue;
      // Undotted initials that are also a word or an abbreviation ("GO", "TR", "RH") need an age and sex after them
      // ("TR 41M", "GO 41F"), the way triage lines write a patient.
      // "MdS", "AdS": a lower-case particle initial between two capitals is no word, whatever it spells.
      if (!m[0].includes('.') && !/^\p{Lu}\p{Ll}{1,2}\p{Lu}$/u.test(m[0]) && (!undottedInitialsAllowed(letters) || isEnglishWord(letters))
        && !AGE_SEX_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 10))
        && !isSignOff(text, m.index, m.index + m[0].length)
        && !isNamedInitialsSlot(text, m.index, m.index + m[0].trimEnd().length, index, owner)
        // "SP RN at bedside", "-- RM NP", "TH / BD MA": staff initials with a credential after them; "Dictated NE /
        // transcribed", "CR/jdw", a note ending "... RTC 5 y. CR": staff initials where the note is signed.
        && !(index.people[owner]!.cls === 'STAFF' && (CREDENTIAL_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))
          || isStaffSignOff(text, m.index, m.index + m[0].trimEnd().length) || isStaffInitialsSlot(text, m.index, m.index + m[0].trimEnd().length, index)))) continue;
      const p = index.people[owner]!;
      out.push(knownPersonAt(p, m.index, m.index + m[0].trimEnd().length));
    }
    // "-- bd", "sp RN at bedside", "transcribed kv": a staff member's initials typed in lower case, where the note is
    // signed or before a credential.
    for (const w of words) {
      if (w.key.length < 2 || w.key.length > 3 || !isLowerCase(w.text) || w.end !== w.stemEnd) continue;
      // "transcribed by ldm", "LPN or MA": a short everyday word in lower case is the word, whoever has those initials,
      // unless it alone signs the line ("-am", "/am", "Signed: or") or a label's colon puts it before a credential
      // ("Rooming: am MA").
      if (LOWER_FUNCTION_WORDS.has(w.key) && !LOWER_INITIALS_SIGN.test(text.slice(Math.max(0, w.start - 12), w.start))) continue;
      const owner = index.initialsOwner.get(w.text.toUpperCase());
      if (owner === undefined || index.people[owner]!.cls !== 'STAFF') continue;
      if (!CREDENTIAL_AFTER.test(text.slice(w.end, w.end + 8)) && !isStaffSignOff(text, w.start, w.end)) continue;
      const p = index.people[owner]!;
      out.push(knownPersonAt(p, w.start, w.end));
    }
    // "KV / bs": the typist's initials in lower case are a staff member's initials too.
    for (const m of text.matchAll(SIGN_OFF_PAIR)) {
      const typist = m[2]!;
      const owner = index.initialsOwner.get(typist.toUpperCase());
      if (owner === undefined || index.people[owner]!.cls !== 'STAFF') continue;
      const p = index.people[owner]!;
      const start = m.index + m[0].trimEnd().length - typist.length;
      out.push(knownPersonAt(p, start, start + typist.length));
    }
  }
  return out;
}

/**
 * The longest stretch of a spelled-out run that spells a known name part: "s H-E-R-R-E-R-A" (the "s" of "that's")
 * holds "HERRERA". Offsets are within the run.
 */
const MAX_SPELLED_LETTERS = 40;

function spelledName(run: string, index: NameIndex): { person: number; start: number; end: number } | null {
  const letters: Array<{ c: string; at: number }> = [];
  for (const m of run.matchAll(/\p{L}/gu)) letters.push({ c: m[0], at: m.index });
  // No name part is longer than MAX_SPELLED_LETTERS: trying every stretch of a long run ("Ф. Ф. Ф. …", a row of
  // initials) was cubic in its length (seconds for a few kilobytes).
  for (let len = Math.min(letters.length, MAX_SPELLED_LETTERS); len >= 4; len--) {
    for (let from = 0; from + len <= letters.length; from++) {
      const ref = index.parts.get(foldWord(letters.slice(from, from + len).map((l) => l.c).join('')))?.[0];
      if (ref) return { person: ref.person, start: letters[from]!.at, end: letters[from + len - 1]!.at + 1 };
    }
  }
  return null;
}

/**
 * "W-I-L-L-E-M, van, lowercase v, Dijk": a particle of a person's name standing right beside a mention of that
 * person (a comma or a space between) belongs to the name.
 */
function particlesBeside(text: string, words: readonly Word[], index: NameIndex, found: readonly Detection[]): Detection[] {
  const out: Detection[] = [];
  if (!found.length) return out;
  for (const w of words) {
    if (!isParticle(w.key) || w.text.length < 2 || found.some((d) => d.start < w.end && w.start < d.end)) continue;
    for (const d of found) {
      const adjacent = (d.end <= w.start && /^,?[ \t]{1,2}$/.test(text.slice(d.end, w.start)))
        || (w.end <= d.start && /^,?[ \t]{1,2}$/.test(text.slice(w.end, d.start)));
      if (!adjacent) continue;
      const p = personByKey(index, d.key);
      if (!p || !isParticleOf(w, p)) continue;
      out.push({ ...d, start: w.start, end: w.end });
      break;
    }
  }
  return out;
}

/** A known person's detection over [start, end). */
// "Home visit w/ Dr H. Daughter wants...", "last week dr F 😂", "from Dr A's office", "talk to dr q?": a title and the
// first letter of one colleague's surname, and no name after it (a word that names no one, a stop, an emoji).
const DOCTOR_LETTER = /(?<![\p{L}\p{N}])[Dd][Rr]\.?[ \t]+(\p{L})(?![\p{L}\p{N}])/gu;

// Each colleague's surname initial, and whether one colleague only has it (built once per index: the index may hold a
// clinic's 10,000 patients).
const staffByLetterCache = new WeakMap<NameIndex, ReadonlyMap<string, Person | null>>();
function staffByLetter(index: NameIndex): ReadonlyMap<string, Person | null> {
  let map = staffByLetterCache.get(index);
  if (!map) {
    const m = new Map<string, Person | null>();
    for (const p of index.people) {
      if (p.cls !== 'STAFF' || !p.family.length) continue;
      const letter = foldWord(p.family[0]!).charAt(0);
      m.set(letter, m.has(letter) ? null : p);
    }
    staffByLetterCache.set(index, (map = m));
  }
  return map;
}

function doctorsByLetter(text: string, index: NameIndex): Detection[] {
  const out: Detection[] = [];
  if (!/[Dd][Rr]\.?[ \t]+\p{L}(?![\p{L}\p{N}])/u.test(text)) return out;
  const byLetter = staffByLetter(index);
  for (const m of text.matchAll(DOCTOR_LETTER)) {
    const letter = m[1]!.toLowerCase();
    // One colleague only: with two surnames of that letter the letter says which of them no better than a stranger's.
    const owner = byLetter.get(letter);
    if (!owner) continue;
    const start = m.index + m[0].length - 1;
    const after = text.slice(start + 1, start + 24);
    // "Dr K. Smith", "Dr. J Ruiz": a name after the letter is someone's given initial and surname.
    const next = /^\.?[ \t]*(\p{Lu}[\p{L}'’-]*)/u.exec(after)?.[1];
    // The masked text read again: a token after the letter is a name found there.
    if (/^\.?[ \t]*\[\[/.test(after)) continue;
    if (next && (isPersonName(next) || !isEnglishWord(next)) && !/^\.[ \t]+/.test(after)) continue;
    if (next && /^\.[ \t]+/.test(after) && (isPersonName(next) && !isEnglishWord(next))) continue;
    // A letter in lower case only where a message types it ("dr q?", "dr k —").
    if (letter === m[1] && !/^[ \t]*(?:[?!.,;:)—–-]|['’]s\b|\r?\n|$|\p{Extended_Pictographic})/u.test(after)) continue;
    out.push(knownPersonAt(owner, start, start + 1));
  }
  return out;
}

function knownPersonAt(p: Person, start: number, end: number): Detection {
  return { start, end, cls: p.cls, known: true, key: p.key, value: p.display, priority: PRIORITY.knownPerson };
}

/** Is `w` a given name or an alias of the person at `person`? */
function isGivenOrAliasOf(index: NameIndex, w: Word, person: number): boolean {
  return lookup(index, w).some((r) => r.person === person && (r.kind === 'given' || r.kind === 'alias'));
}

/** The first word of `raw`, which stands at `start` in the text, with the text's offsets. */
function wordAt(raw: string, start: number): Word | null {
  const [word] = tokenizeWords(raw);
  return word ? { ...word, start: start + word.start, end: start + word.end, stemEnd: start + word.stemEnd } : null;
}

/**
 * "4. Rusty (34009) bed 9", "Bea, 55120, dressing change": a word right before a person's own file number that is
 * one of that person's name parts (an alias, a given name, a surname, whatever else it is as a word) names them.
 */
export function namePartBeforeOwnFileNumber(text: string, index: NameIndex, numberStart: number, fileDigits: string): Detection | null {
  // "Ospina (418870)", "Ospina, 418870", "Ospina #418870", "3. Ospina 418870 - pap", "Furrow (#812550)", "Furrow (MRN
  // 812550)": the number right after the name.
  const before = /(\p{L}[\p{L}'’-]*)(?:[ \t]*(?:\([ \t]*(?:#|(?:MRN|mrn)[ \t]*[:#]?)?[ \t]*|,[ \t]*|[ \t]#[ \t]?)|[ \t])$/u.exec(text.slice(Math.max(0, numberStart - 40), numberStart));
  if (!before) return null;
  const at = wordAt(before[1]!, numberStart - before[0].length);
  if (!at || at.text.length < 2) return null;
  for (const ref of lookup(index, at)) {
    const p = index.people[ref.person]!;
    if (p.fileNumber && normalDigits(p.fileNumber) === normalDigits(fileDigits)) {
      return knownPersonAt(p, at.start, at.stemEnd);
    }
  }
  // "KN (118342)": the person's initials before their own file number.
  const owner = /^\p{Lu}{2,3}$/u.test(at.text) ? index.initialsOwner.get(at.text) : undefined;
  const p = owner === undefined ? undefined : index.people[owner]!;
  if (p?.fileNumber && normalDigits(p.fileNumber) === normalDigits(fileDigits)) {
    return knownPersonAt(p, at.start, at.stemEnd);
  }
  return null;
}

/**
 * "— Barnes  11/16/2026": a capitalised word right before one of the subject's own dates, after a dash or at a line's
 * start, that is one of the subject's name parts.
 */
export function namePartBeforeDate(text: string, index: NameIndex, dateStart: number): Detection | null {
  const before = /(?:^|\n|[—–-][ \t]*)(\p{Lu}[\p{L}'’-]+)[ \t]{1,3}$/u.exec(text.slice(Math.max(0, dateStart - 40), dateStart));
  if (!before) return null;
  const at = wordAt(before[1]!, dateStart - before[0].length + before[0].indexOf(before[1]!));
  if (!at) return null;
  const ref = lookup(index, at).find((r) => index.people[r.person]!.key === 'patient');
  if (!ref) return null;
  const p = index.people[ref.person]!;
  return knownPersonAt(p, at.start, at.stemEnd);
}

/** A person by their key (`patient`, `staff:3`, `other:17`): a map built once per index, not a scan of the roster. */
export function personByKey(index: NameIndex, key: string): Person | undefined {
  let map = byKeyCache.get(index);
  if (!map) byKeyCache.set(index, (map = new Map(index.people.map((p) => [p.key, p]))));
  return map.get(key);
}
const byKeyCache = new WeakMap<NameIndex, Map<string, Person>>();

/**
 * "HYE JIN" for "Hye-jin", "Jian Guo" for "Jianguo": two words that together are one name part become one word, so
 * the rest of the matching sees the part.
 */
function joinSplitParts(text: string, words: readonly Word[], index: NameIndex): readonly Word[] {
  let out: Word[] | null = null;
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    const b = words[i + 1];
    // Split given names are syllables ("Hye Jin", "Jian Guo", "Mai Linh"): both words short.
    if (b && a.key.length <= 5 && b.key.length <= 5 && a.end === a.stemEnd && a.key.length >= 2 && b.key.length >= 2 && b.start - a.end === 1 && /^[ \t]$/.test(text[a.end]!)
      && ((!index.parts.has(a.key) && !index.parts.has(b.key)) || isLowerCase(a.text)) && index.parts.has(a.key + b.key)) {
      out ??= words.slice(0, i);
      out.push({ text: text.slice(a.start, b.stemEnd), start: a.start, end: b.end, key: a.key + b.key, stemEnd: b.stemEnd });
      i++;
      continue;
    }
    out?.push(a);
  }
  return out ?? words;
}

function endOfRun(text: string, last: Word): number {
  // Keep the dot of a trailing initial ("Hope, R.") inside the span; leave a possessive outside.
  if (last.text.length === 1 && text[last.end] === '.') return last.end + 1;
  return last.stemEnd;
}

