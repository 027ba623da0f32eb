// Finding people the service does not know. Without a list to match, a name is recognised by what surrounds it:
// a title (Dr., Mrs.), a credential after it ("Jane Roe, NP"), a cue before it (daughter, seen by, Dear,
// Regards,), or a common given name followed by a capitalised surname. Once found, the surname is masked wherever
// else it occurs, so "Mrs. Kuhn ... Kuhn said" does not leak on the second mention.
import { createRequire } from 'node:module';
import {
  COMMON_WORDS, CREDENTIALS, DRUGS, KIN_COMPOUNDS, KIN_WORDS_ABROAD, LANGUAGE_NAMES, EPONYM_FOLLOWERS, EPONYM_HEADS, EPONYMS, GIVEN_NAMES, INSTITUTION_WORDS, MEDICAL_ABBREVIATIONS, MONTHS,
  NAME_ONLY_CUE_WORDS, NOT_NAMES, PERSON_VERBS, ROLE_NOUNS, SCORE_EPONYMS, STRONG_PERSON_CUES, TITLES, CREDENTIAL_CUES as CREDENTIAL_CUE_WORDS, EXAM_EPONYMS as EXAM_EPONYM_WORDS, US_STATE_CODES, US_STATES, WEAK_PERSON_CUES,
} from './lexicon.js';
import { DEVICE_FOLLOWERS, SIGN_OFF_PAIR } from './names.js';
import { foldPlace, placePopulation } from './gazetteer.js';
import { isDemonym } from './places.js';
import { REGION_NAMES } from './patterns.js';
import { isParticle } from './persons.js';
import { PRIORITY, type Detection } from './spans.js';
import { continuesWrappedLine, isAllCaps, isLowerCase, isSentenceStart, isTitleCase, type Word } from './text.js';
import { foldWord, isCapitalisedOnlyMedicalTerm, isCommonEnglishWord, isEnglishWord, isEponymName, isMedicalTerm, isPersonName, isSpanishWord, isWideName } from './vocabulary.js';

const MONTH_WORDS = new Set(MONTHS.flat());
const MODALS = new Set(['will', 'can', 'may', 'might', 'must', 'should', 'could', 'shall']);
const BASE_VERBS = new Set(['be', 'have', 'see', 'call', 'come', 'go', 'take', 'need', 'follow', 'return', 'get', 'make',
  'do', 'bring', 'drive', 'check', 'review', 'help', 'stay', 'visit', 'pick', 'not', 'also', 'let', 'send', 'give']);
// One-word state names, except those that are also given names (Virginia, Carolina, Dakota...).
const STATE_WORDS = new Set(US_STATES.filter(([, n]) => !n.includes(' ')).map(([, n]) => n.toLowerCase())
  .filter((n) => !['virginia', 'georgia', 'carolina', 'dakota', 'indiana', 'montana', 'washington', 'florida'].includes(n)));
const STATE_NAMES = new Set(US_STATES.filter(([, n]) => !n.includes(' ')).map(([, n]) => n.toLowerCase()));

const SIGN_OFFS = new Set(['regards', 'sincerely', 'thanks', 'best', 'cheers', 'respectfully', 'thank you', 'yours truly',
  'kind regards', 'warm regards', 'best regards', 'signed', 'electronically signed by']);

interface Cue { readonly words: readonly string[]; readonly strong: boolean }
const CUES_BY_LAST = new Map<string, Cue[]>();
for (const [list, strong] of [[STRONG_PERSON_CUES, true], [WEAK_PERSON_CUES, false]] as const) {
  for (const phrase of list) {
    const ws = phrase.split(' ');
    const last = ws[ws.length - 1]!;
    CUES_BY_LAST.set(last, [...(CUES_BY_LAST.get(last) ?? []), { words: ws, strong }]);
  }
}
for (const cues of CUES_BY_LAST.values()) cues.sort((a, b) => b.words.length - a.words.length);
const CREDENTIAL_SET = new Set(CREDENTIALS.map((c) => c.replace(/\./g, '')));

/**
 * Words that cannot be part of a name. A word that is both a non-name and a plausible surname ("Ward", "West")
 * is blocked only where no title or cue vouches for a person (`lenient`). ALL-CAPS clinical abbreviations (ED,
 * ICU) are blocked; "Ed" in title case is a given name.
 */
function isBlocked(w: Word, lenient = false): boolean {
  if (DRUGS.has(w.key) || STATE_WORDS.has(w.key) || CREDENTIAL_SET.has(w.text)) return true;
  if (isAllCaps(w.text) && w.text.length <= 4 && MEDICAL_ABBREVIATIONS.has(w.text)) return true;
  return NOT_NAMES.has(w.key) && !(lenient && SURNAME_LIKE.has(w.key));
}

// Non-name words that are also surnames or given names; a title or cue lets them through.
const SURNAME_LIKE = new Set(['ward', 'west', 'north', 'south', 'east', 'dean', 'nurse', 'may', 'june', 'april', 'august', 'jan', 'bill', 'mark', 'will']);

function isInitial(text: string, w: Word): boolean {
  return w.text.length === 1 && w.text === w.text.toUpperCase() && text[w.end] === '.';
}

function looksLikeName(w: Word, lenient = false): boolean {
  // In capitals a dictionary word says nothing ("FROM KITCHEN KNIFE", "GRACE PERIOD"): only a name that is no word.
  if (isAllCaps(w.text) && !lenient && (isEnglishWord(w.key) || !isPersonName(w.key))) return false;
  return (isTitleCase(w.text) || isAllCaps(w.text)) && !isBlocked(w, lenient);
}

// Nouns naming a person's relation or role: "ROOMMATE KAILANI", "INTERPRETER MALIA". Not "per" ("PER POLST") or "contact".
const RELATION_CUES = new Set(['son', 'daughter', 'wife', 'husband', 'mother', 'father', 'mom', 'dad', 'brother', 'sister',
  'spouse', 'partner', 'fiance', 'fiancee', 'friend', 'neighbor', 'neighbour', 'caregiver', 'guardian', 'grandson',
  'granddaughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'niece', 'nephew', 'aunt', 'uncle', 'cousin',
  'roommate', 'boyfriend', 'girlfriend', 'stepson', 'stepdaughter', 'stepmother', 'stepfather', 'caller', 'nurse', 'rn', 'dtr',
  'daughter-in-law', 'son-in-law', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law',
  'interpreter', 'chaplain', 'driver', 'aide', 'sitter', 'tech', 'technician', 'medic', 'officer',
  // Portal-message kin words: "his daddy kwabena", "my ex Troy", "baby isabella".
  'daddy', 'mommy', 'mama', 'papa', 'ex', 'baby', 'hubby', 'parents', 'deputy', 'attendant', ...KIN_WORDS_ABROAD, ...KIN_COMPOUNDS]);

const KIN_ABROAD: ReadonlySet<string> = new Set(KIN_WORDS_ABROAD);
// The function words of those languages (the stopword package's Spanish, Portuguese and French lists): the people
// list also has "como", "pero", "esta" as names.
const FUNCTION_WORDS_ABROAD: ReadonlySet<string> = (() => {
  const lists = createRequire(import.meta.url)('stopword') as Record<'spa' | 'por' | 'fra', readonly string[]>;
  return new Set([...lists.spa, ...lists.por, ...lists.fra].map(foldWord));
})();
const RELATIONS_ONLY = new Set([...RELATION_CUES].filter((r) => !['caller', 'nurse', 'rn', 'tech', 'technician', 'medic', 'officer', 'driver', 'aide', 'sitter', 'deputy', 'attendant'].includes(r)));

/**
 * A lower-case word no English or medical vocabulary has, and no drug: the people-names list has it ("priyanka"),
 * or it is at least 4 letters long ("dmitri", "oleksandr"; the names list is far from complete).
 */
function isLowerCaseName(w: Word): boolean {
  if (w.key.length < 3 || !/^\p{Ll}+$/u.test(w.text) || isEnglishWord(w.key) || isMedicalTerm(w.key) || DRUGS.has(w.key) || COMMON_WORDS.has(w.key) || NOT_NAMES.has(w.key)) return false;
  return isPersonName(w.key) || w.key.length >= 4;
}

/**
 * "her daughter priyanka will call", "son oleksandr kovalenko": in portal messages a relative is named in lower
 * case right after the relation noun. Only a word that is a name and nothing else; a second such word joins it.
 * Returns the index of the name's last word, or -1.
 */
function namedAfterRelation(text: string, words: readonly Word[], i: number): number {
  const w = words[i]!;
  const prev = words[i - 1];
  if (!prev || !RELATIONS_ONLY.has(prev.key) || !/^[ \t]+$/.test(text.slice(prev.end, w.start))) return -1;
  // "my husband mike is ...": after a possessive and the relation, a common given name counts even when it is a word.
  const owned = /\b(?:my|his|her|our|their)[ \t]+$/i.test(text.slice(Math.max(0, prev.start - 8), prev.start));
  // After a kin word of another language the next word may be any word of that language ("su hija los fines de
  // semana", "el nieto trabaja"): only a name the people list has.
  if (KIN_ABROAD.has(prev.key) && (!isPersonName(w.key) || w.key.length < 4 || FUNCTION_WORDS_ABROAD.has(w.key))) return -1;
  if (!isLowerCaseName(w) && !(owned && /^\p{Ll}{3,}$/u.test(w.text) && GIVEN_NAMES.has(w.key) && !COMMON_WORDS.has(w.key) && !NOT_NAMES.has(w.key)
    && !isMedicalTerm(w.key) && !DRUGS.has(w.key))) return -1;
  const next = words[i + 1];
  return next && isLowerCase(next.text) && /^[ \t]+$/.test(text.slice(w.end, next.start)) && isLowerCaseName(next) ? i + 1 : i;
}

const RELATION_WORDS = [...RELATION_CUES].filter((r) => !['caller', 'rn', 'tech', 'medic', 'officer'].includes(r)).join('|');
const SERVICES = 'cardiology|nephrology|neurology|oncology|hematology|heme[ \\t]?\\/?[ \\t]?onc|dermatology|derm|gastroenterology|gi|pulmonology|pulmonary|' +
  'endocrinology|endo|rheumatology|rheum|urology|gynecology|obgyn|ob|ent|ophthalmology|optometry|orthopedics|ortho|podiatry|psychiatry|psych|' +
  'surgery|neurosurgery|id|infectious[ \\t]+disease|palliative|geriatrics|radiology|pathology|anesthesia|physiatry|vascular|hepatology|allergy|' +
  'hospitalist|nutrition|pharmacy|social[ \\t]+work|case[ \\t]+management|pt|ot|slp';
// "Linnea (daughter)", "Anneke, Willem's niece", "Thandiwe, her daughter,".
const RELATION_AFTER = new RegExp(`^(?:[ \\t]*\\([ \\t]*(?:her|his|their|the|pt['’]?s|patient['’]?s)?[ \\t]*(?:${RELATION_WORDS})[ \\t]*\\)|,[ \\t]+(?:her|his|their|the|pt['’]?s|patient['’]?s|\\p{Lu}[\\p{L}'’-]*['’]s)[ \\t]+(?:${RELATION_WORDS})\\b)`, 'iu');
// "Rezan Hama Amin (brother)", "Faadumo Cabdi Xasan, aunt,", "Velvet (niece)": after a run of capitalised words, a
// relation in brackets (with "also" or an age), or a bare relation closing the clause after a comma.
const RELATION_CLOSING_RUN = new RegExp(`^(?:[ \\t]*\\([ \\t]*(?:her|his|their|the|pt['’]?s|patient['’]?s)?[ \\t]*(?:${RELATION_WORDS})\\b[^)\\n]{0,20}\\)|,[ \\t]+(?:(?:her|his|their|the|pt['’]?s|patient['’]?s)[ \\t]+)?(?:${RELATION_WORDS})(?=[ \\t]*(?:[,;.)\\n]|$)))`, 'iu');
// "NEPHROLOGY (IBARRA)", "ID (Szabo)": a clinician named in brackets after the service.
const SERVICE_BEFORE_BRACKET = new RegExp(`\\b(?:${SERVICES})[ \\t]*\\([ \\t]*$`, 'i');
// "Kowalczyk from cardiology", "Ibarra of nephrology".
const SERVICE_AFTER = new RegExp(`^[ \\t]+(?:from|of|with|in)[ \\t]+(?:${SERVICES})\\b`, 'i');

/**
 * A capitalised word no vocabulary knows (or a name the people list has and no dictionary does) that the text
 * itself says is a person: a relation after it, or a clinical service around it.
 */
function namedByRelationOrService(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (!(isTitleCase(w.text) || isAllCaps(w.text)) || !(isUnknownWord(w) || (isPlainName(w) && !isAllCaps(w.text)))) return false;
  const after = text.slice(w.stemEnd, w.stemEnd + 48);
  if (RELATION_AFTER.test(after) || SERVICE_AFTER.test(after)) return true;
  return SERVICE_BEFORE_BRACKET.test(text.slice(Math.max(0, w.start - 32), w.start)) && /^[ \t]*\)/.test(after);
}

/**
 * "Rezan Hama Amin (brother) at bedside", "Velvet (niece) 662-…": one to four capitalised words, then a relation that
 * says who they are. Each word is a name of either list or a word no vocabulary has, or (one word alone) a name the
 * people list has even when it is a word too; a drug, a month or a weekday is none. Returns the run's last index, or -1.
 */
function runBeforeRelation(text: string, words: readonly Word[], i: number): number {
  let last = i;
  while (last - i < 3 && words[last + 1] && /^[ \t]$/.test(text.slice(words[last]!.end, words[last + 1]!.start))
    && words[last]!.end === words[last]!.stemEnd && (isTitleCase(words[last + 1]!.text) || isAllCaps(words[last + 1]!.text))) last++;
  for (; last >= i; last--) if (RELATION_CLOSING_RUN.test(text.slice(words[last]!.stemEnd, words[last]!.stemEnd + 48))) break;
  if (last < i) return -1;
  const run = words.slice(i, last + 1);
  const nameLike = (w: Word) => (isTitleCase(w.text) || isAllCaps(w.text)) && w.key.length >= 2 && !DRUGS.has(w.key) && !MONTH_WORDS.has(w.key)
    && !NOT_NAMES.has(w.key) && !LANGUAGE_NAMES.has(w.key) && !MEDICAL_ABBREVIATIONS.has(w.text.toUpperCase()) && !STATE_WORDS.has(w.key);
  if (!run.every(nameLike)) return -1;
  const named = (w: Word) => isUnknownWord(w) || isPlainName(w) || (isWideName(w.key) && !isEnglishWord(w.key) && !isMedicalTerm(w.key));
  // One word in capitals is an acronym as often as a name ("CDPAP (daughter paid as aide)"): only a name of the people list.
  if (run.length === 1) return (isAllCaps(run[0]!.text) ? isPlainName(run[0]!) : named(run[0]!)) ? last : -1;
  // No English word in the run unless the people list has it and the English dictionary does not ("Amin" is a medical
  // term too): "Full Code (daughter)", "Rollator Walker (son)", "Low Salt (wife cooks)" are things.
  return run.every((w) => named(w) || (isPersonName(w.key) && !isEnglishWord(w.key))) && run.some(named) ? last : -1;
}

/**
 * A folded word that no vocabulary or word list has: not English, not medical, no clinical abbreviation (`text` as
 * written, for its capitals), no drug, no word that names no one, no state, no month. The one core of isUnknownWord,
 * unknownKey and surnameNoWord.
 */
function inNoVocabulary(key: string, text: string = key): boolean {
  return !isEnglishWord(key) && !isMedicalTerm(key) && !MEDICAL_ABBREVIATIONS.has(text.toUpperCase()) && !DRUGS.has(key) && !NOT_NAMES.has(key)
    && !STATE_WORDS.has(key) && !MONTH_WORDS.has(key);
}

/** A word of four letters or more that no vocabulary knows: not English, not medical, no abbreviation, no drug. */
function isUnknownWord(w: Word): boolean {
  // "Okonkwo-Reyes": a hyphenated word whose every part is no word, term or drug.
  // (The medical dictionary holds eponyms' surnames: one part of it may be one, "Reyes".)
  if (/^\p{L}{2,}(?:-\p{L}{2,})+$/u.test(w.key)) {
    const parts = w.key.split('-');
    return parts.every((k) => !isEnglishWord(k) && !DRUGS.has(k) && !NOT_NAMES.has(k) && !MONTH_WORDS.has(k)) && parts.some((k) => !isMedicalTerm(k));
  }
  return w.key.length >= 4 && /^\p{L}+$/u.test(w.key) && inNoVocabulary(w.key, w.text);
}

/** A given name or surname by the people-names list that is neither an English word nor a medical term. */
function isPlainName(w: Word): boolean {
  return w.key.length >= 3 && isPersonName(w.key) && !isEnglishWord(w.key) && !isMedicalTerm(w.key) && !DRUGS.has(w.key) && !NOT_NAMES.has(w.key);
}

/**
 * Collects up to three name words from `i`: capitalised words, initials ("J."), and particles inside
 * ("de la Cruz"). Returns the index of the last word taken, or -1 when nothing name-like starts at `i`.
 */
function collectName(text: string, words: readonly Word[], i: number, allowCommonFirst: boolean): number {
  const first = words[i];
  if (!first) return -1;
  const monthWithDay = MONTH_WORDS.has(first.key) && /^\.?,?[ \t]*\d/.test(text.slice(first.end, first.end + 6));
  const firstOk = isInitial(text, first) || (looksLikeName(first, allowCommonFirst) && !monthWithDay && (allowCommonFirst || !COMMON_WORDS.has(first.key)));
  if (!firstOk) return -1;
  let last = i;
  let taken = 1;
  while (taken < 4) {
    const cur = words[last]!;
    const next = words[last + 1];
    if (!next || cur.end !== cur.stemEnd) break;
    const gap = text.slice(cur.end, next.start);
    const okGap = isInitial(text, cur) ? /^\.[ \t]?$/.test(gap) : /^[ \t]{1,2}$/.test(gap);
    if (!okGap) break;
    // "Tech: Tyrell  Reader: Marisol": after two spaces, a word a colon follows is the next field's label.
    if (gap.length >= 2 && /^[ \t]*:/.test(text.slice(next.end, next.end + 2))) break;
    // "Maria dos Santos": a particle joins the word after it on the same line, one blank apart ("Padma Sreenivasan
    // DOS 11/23/2026⏎Procedure" is a visit's date field, not a name running on to the next line).
    const afterParticle = words[last + 2];
    if (isParticle(next.key) && afterParticle && /^[ \t]$/.test(text.slice(next.end, afterParticle.start)) && looksLikeName(afterParticle, true)) { last += 2; taken++; continue; }
    // In capitals a dictionary word that is no name ends it: "SISTER NOELANI CALLED BACK".
    if (isAllCaps(next.text) && isEnglishWord(next.key) && !isPersonName(next.key) && !GIVEN_NAMES.has(next.key)) break;
    if (isInitial(text, next) || (looksLikeName(next, true) && !MONTH_WORDS.has(next.key))) { last++; taken++; continue; }
    break;
  }
  // A trailing verb-like word is the sentence going on ("Mary Will be there"); any other capitalised word
  // is a surname even when it is also a word ("Lindsay Brown from the pharmacy", "Claudine Wolf, MD").
  while (last > i && MODALS.has(words[last]!.key) && continuesSentence(text, words, last)) last--;
  // A bare initial alone is not a name.
  if (last === i && isInitial(text, first)) return -1;
  const after = words[last + 1];
  // "Mercy Clinic", "Okafor Hospital" name a place; "Dr. Callum Whitfield  Hospital MRN ..." (two blanks, or a tab) is the next field.
  // "Dr. Okwuosa's clinic": a titled name owns the clinic after it.
  const titledOwner = words[last]!.end !== words[last]!.stemEnd && i > 0 && TITLES.has(words[i - 1]!.key);
  if (after && INSTITUTION_WORDS.has(after.key) && text.slice(words[last]!.end, after.start) === ' ' && !titledOwner) return -1;
  const only = words[i]!;
  if (last === i && EPONYMS.has(only.key) && after && EPONYM_FOLLOWERS.has(after.key)) return -1;
  return last;
}

function continuesSentence(text: string, words: readonly Word[], k: number): boolean {
  const w = words[k]!;
  const next = words[k + 1];
  return w.end === w.stemEnd && !!next && /^[ \t]+$/.test(text.slice(w.end, next.start)) && BASE_VERBS.has(next.text);
}

function cueBefore(text: string, words: readonly Word[], i: number): Cue | null {
  const prev = words[i - 1];
  if (!prev) return null;
  const cues = CUES_BY_LAST.get(prev.key);
  if (!cues) return null;
  // "CC: FALL" is the chief complaint, not a copy to someone.
  if (prev.text === 'CC') return null;
  const gap = text.slice(prev.end, words[i]!.start);
  for (const cue of cues) {
    let ok = true;
    for (let k = 1; k < cue.words.length; k++) {
      const w = words[i - 1 - k];
      if (!w || w.key !== cue.words[cue.words.length - 1 - k] || !/^[ \t]+$/.test(text.slice(w.end, words[i - k]!.start))) { ok = false; break; }
    }
    if (!ok) continue;
    const phrase = cue.words.join(' ');
    // "housekeeper, Strip property", "the landlord, Kalihi Valley Homes": after a comma these roles describe, not name.
    if (ROLES.has(phrase) && gap.includes(',')) continue;
    // "LPN Crisp", "ED MD Aguirre": a credential before a name, not the credential closing someone's name
    // ("Ikenna Obiora MD   Date 10/13", "Kimberly Vo, NP   Roomed by"): at a line's or a clause's start or after a unit.
    if (CREDENTIAL_CUES.has(phrase) && (gap.length > 1 || prev.text !== prev.text.toUpperCase()
      || !CREDENTIAL_LEADS.test(prev.start <= 16 ? text.slice(0, prev.start) : `_${text.slice(prev.start - 16, prev.start)}`))) continue;
    const signOff = SIGN_OFFS.has(phrase);
    // An abbreviated cue keeps its dot ("interp. Rosalba").
    const dotted = ABBREVIATED_CUES.has(phrase) ? /^\.[ \t]+$/.test(gap) : false;
    if (DOTTED_ONLY_CUES.has(phrase) && !dotted) continue;
    if (signOff ? /^[ \t]*[,:-]?[ \t]*\r?\n[ \t]*$/.test(gap) || (phrase.startsWith('signed') && /^[ \t]*:?[ \t]*$/.test(gap))
      : dotted || (/^[ \t]*[,:]?[ \t]*[("]?$/.test(gap) && gap.length > 0)) return cue;
  }
  return null;
}

const ABBREVIATED_CUES = new Set(['interp', 'dtr', 'hon', 'sgt', 'det', 'ofc', 'ptl', 'br', 'sr']);
// Cues that count only with their stop: "Sr. Bogusz", "Chaplain Sr. Agnes" (not "Sr Olympics", "Sr Walmart greeter").
const DOTTED_ONLY_CUES = new Set(['sr']);
const ROLES: ReadonlySet<string> = new Set(ROLE_NOUNS);
const CREDENTIAL_CUES: ReadonlySet<string> = new Set(CREDENTIAL_CUE_WORDS);
// Where a credential opens a name: a line's or a sentence's start, a unit or a role before it, a verb of reaching someone.
const CREDENTIAL_LEADS = /(?:(?:^|\n)[ \t]*|[.!?][ \t]+|\b(?:ED|ER|ICU|PACU|UC|triage|charge|covering|on-call|oncall|by|with|paged|called|notified|ask|asked|tell|told)[ \t]+)$/;
const NAME_ONLY_CUES: ReadonlySet<string> = new Set([...ROLE_NOUNS, 'baby', ...CREDENTIAL_CUES, ...NAME_ONLY_CUE_WORDS]);

/**
 * "range per ADA", "per ACOG": a short word in capitals after "per" is the body whose guideline is cited.
 * "(RN CDCES)", "(RN, CCRN)": a word in capitals that no people list has, after a nurse's credential and closing the
 * bracket, is a second credential.
 */
function acronymAfterCue(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  if (!prev || !isAllCaps(w.text) || w.text.length < 2) return false;
  const next = words[i + 1];
  const alone = !next || !(isTitleCase(next.text) || isAllCaps(next.text)) || !/^[ \t]+$/.test(text.slice(w.end, next.start));
  if (prev.key === 'per' && w.text.length <= 4 && alone && /^[ \t]+$/.test(text.slice(prev.end, w.start))) return true;
  return prev.text === 'RN' && /\([ \t]*$/.test(text.slice(Math.max(0, prev.start - 2), prev.start)) && /^[ \t]*,?[ \t]*$/.test(text.slice(prev.end, w.start))
    && /^[ \t]*\)/.test(text.slice(w.end, w.end + 3)) && !isPersonName(w.key);
}

// "Son TJ (14)", "Sonographer: KT": two capitals right after a relation or role noun are someone's initials (three
// are an acronym as often: "mother GDM", "daughter, HCP", "per SSI").
const INITIALS_CUES = new Set([...RELATION_CUES, 'sonographer', 'technologist', 'radiographer', 'transcriptionist', 'scribe', 'interp']);

// "RN JMS", "Sonographer MLR.", "Verified: TNG", "Tech MGS / Read ...": after a staff role, three capitals that close the
// line or the clause are the initials of whoever did the work (after a relation they are an acronym as often).
const ROLE_INITIALS_CUES = new Set(['rn', 'sonographer', 'technologist', 'radiographer', 'transcriptionist', 'scribe', 'tech', 'verified',
  'cytotechnologist', 'cytotech', 'histotechnologist', 'phlebotomist', 'triage', 'vaccinator', 'screener', 'preparer', 'witness']);

// What may follow a role's initials: the line's or the clause's end, an arrow or a dash, a date or a time; after
// "transcriptionist" also a colon, as a transcriptionist's stamp writes it ("[transcriptionist ABD: ...").
const INITIALS_CLOSE = /^(?:[ \t]*(?:$|\r?\n|[.,;\/)]|->|→|[-–—][ \t])|[ \t]+\d{1,2}[\/:.]\d)/;
const INITIALS_CLOSE_STAMP = /^(?:[ \t]*(?:$|\r?\n|[.,;:\/)]|->|→|[-–—][ \t])|[ \t]+\d{1,2}[\/:.]\d)/;

function initialsAfterCue(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  if (!prev || prev.end !== prev.stemEnd || !/^[ \t]*:?[ \t]+$/.test(text.slice(prev.end, w.start))) return false;
  // A number after them makes them a label ("Verified MRN 0010091"); a date or a time does not ("Verified LTB 09/28").
  // ... or before an arrow or a dash to what came next ("TRIAGE RN KVT -> ESI 3").
  if (ROLE_INITIALS_CUES.has(prev.key) && /^\p{Lu}{3}$/u.test(w.text) && (prev.key === 'transcriptionist' ? INITIALS_CLOSE_STAMP : INITIALS_CLOSE).test(text.slice(w.end, w.end + 8))
    && (prev.key !== 'rn' || prev.text === 'RN')
    && !MEDICAL_ABBREVIATIONS.has(w.text) && !NOT_NAMES.has(w.key) && !CREDENTIAL_SET.has(w.text) && !COMMON_WORDS.has(w.key) && !isEnglishWord(w.key)) return true;
  if (!INITIALS_CUES.has(prev.key)) return false;
  return /^\p{Lu}{2}$/u.test(w.text) && !MEDICAL_ABBREVIATIONS.has(w.text) && !NOT_NAMES.has(w.key) && !CREDENTIAL_SET.has(w.text)
    && !COMMON_WORDS.has(w.key) && !US_STATE_CODES.has(w.text);
}

/** A role noun that is no one's name ("Instructor", "Housekeeper"). */
function isRoleCueWord(w: Word): boolean {
  return ROLES.has(w.key) && !isPersonName(w.key) && !GIVEN_NAMES.has(w.key);
}

/**
 * "scribe mtr", "triage RN jkc", "HR / scribe kjm": after a staff role, two or three lower-case letters closing the
 * line are the initials of whoever did the work (no word, no abbreviation).
 */
const DIPSTICK_WORDS = new Set(['pro', 'prot', 'bld', 'ket', 'glu', 'leu', 'nit', 'bil', 'uro', 'sg', 'ph', 'rbc', 'wbc', 'hgb', 'sm', 'mod', 'lg', 'neg', 'pos', 'alb', 'asc', 'cr']);

function lowerInitialsAfterRole(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  // "transcribed by rjp": a dictation verb and "by" make the same cue.
  const dictatedBy = !!prev && prev.key === 'by' && /\b(?:transcribed|typed|dictated|scribed)[ \t]+by$/i.test(text.slice(Math.max(0, prev.end - 20), prev.end));
  // "/ tr dg", "tr: mjd / 11/03/2026": the transcriptionist's mark after the author, in lower case.
  // Not at a line's start, and not a dipstick reading ("tr pro", "neg glu / tr pro / sm bld": tr is trace).
  const transcribed = !!prev && prev.text === 'tr' && /(?:\/|\]|\.)[ \t]*$/.test(text.slice(Math.max(0, prev.start - 12), prev.start))
    && !DIPSTICK_WORDS.has(w.key);
  if (!prev || (!ROLE_INITIALS_CUES.has(prev.key) && !dictatedBy && !transcribed) || prev.key === 'verified' || (prev.key === 'rn' && prev.text !== 'RN') || prev.end !== prev.stemEnd) return false;
  // Closing the line, maybe after a full stop ("Transcriptionist dmw."), or before a bracketed remark or a date
  // stamp ("transcribed by rjp [inaudible] 10/15/2026").
  if (!/^\p{Ll}{2,3}$/u.test(w.text) || !/^[ \t]*:?[ \t]+$/.test(text.slice(prev.end, w.start))
    || !/^(?:[ \t]*\.?[ \t]*(?:\r?\n|$)|[ \t]+[\[(]|[ \t]+\d{1,2}\/\d|[ \t]*\/[ \t])/.test(text.slice(w.end, w.end + 8))) return false;
  // After the transcriptionist's mark the place says it: any letters ("tr ks", "tr dg").
  if (transcribed) return true;
  return !isEnglishWord(w.key) && !isMedicalTerm(w.key) && !MEDICAL_ABBREVIATIONS.has(w.text.toUpperCase()) && !COMMON_WORDS.has(w.key)
    && !NOT_NAMES.has(w.key) && !CREDENTIAL_SET.has(w.text.toUpperCase());
}

// "Interpreter: Spanish", "Interp: Portuguese", "Somali interpreter": the word in an interpreter's slot that the
// people-names list does not have is the language.
const LANGUAGE_BEFORE = new Set(['interpreter', 'interp', 'language', 'speaks']);
const LANGUAGE_AFTER = new Set(['interpreter', 'interpreters', 'speaking', 'speaker', 'interp', 'vri', 'opi']);
// Slots only a language fills, even when the language is also a given name ("language Karen", "Karen VRI").
const LANGUAGE_ONLY_BEFORE = new Set(['language', 'speaks']);
const LANGUAGE_ONLY_AFTER = new Set(['speaking', 'speaker', 'vri', 'opi']);

function isLanguageSlot(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  const next = words[i + 1];
  // "Dari, Pashto, Karen, Swahili", "Spanish and Haitian Creole": a language's name in a list of languages.
  const conjunction = (k: number) => !!words[k] && ['and', 'or'].includes(words[k]!.key);
  const language = (k: number) => !!words[k] && LANGUAGE_NAMES.has(words[k]!.key);
  const joins = (a: number, b: number) => /^[ \t]*[,\/&]?[ \t]*$/.test(text.slice(words[a]!.end, words[b]!.start));
  const listed = (language(i - 1) && joins(i - 1, i)) || (conjunction(i - 1) && language(i - 2) && joins(i - 2, i - 1))
    || (language(i + 1) && joins(i, i + 1)) || (conjunction(i + 1) && language(i + 2) && joins(i + 1, i + 2));
  if (LANGUAGE_NAMES.has(w.key) && listed) return true;
  const slot = (!!prev && LANGUAGE_BEFORE.has(prev.key)) || (!!next && LANGUAGE_AFTER.has(next.key) && /^[ \t]+$/.test(text.slice(w.end, next.start)));
  // "(Karen, via interpreter)": the language the interpreter speaks, in brackets or opening a clause.
  const via = /(?:^|[(\n]|[.;:][ \t]*)[ \t]*$/.test(text.slice(Math.max(0, w.start - 3), w.start))
    && /^[ \t]*,?[ \t]*via[ \t]+(?:an?[ \t]+|the[ \t]+)?(?:interpreter|interp|vri|opi|phone interpreter|video interpreter)\b/i.test(text.slice(w.end, w.end + 32));
  // "the Karen interpreter line": after an article the interpreter is named by the language.
  const article = !!prev && ['the', 'a', 'an', 'our'].includes(prev.key) && !!next && LANGUAGE_AFTER.has(next.key);
  // Not after a relative or a cue: "daughter Karen via interpreter", "Daughter Karen speaking", "Spoke with Karen".
  const person = !!prev && (RELATION_CUES.has(prev.key) || cueBefore(text, words, i) !== null) && !LANGUAGE_ONLY_BEFORE.has(prev.key);
  const onlyLanguage = !person && (via || article || (!!prev && LANGUAGE_ONLY_BEFORE.has(prev.key))
    || (!!next && LANGUAGE_ONLY_AFTER.has(next.key) && /^[ \t]+$/.test(text.slice(w.end, next.start))));
  if (onlyLanguage && LANGUAGE_NAMES.has(w.key)) return !(next && !via && (isTitleCase(next.text) || isAllCaps(next.text)) && !LANGUAGE_ONLY_AFTER.has(next.key) && /^[ \t]+$/.test(text.slice(w.end, next.start)));
  // "interpreter Faduma" is the interpreter: only a language's name fills the slot ("interpreter Somali").
  if (!slot || isPersonName(w.key) || GIVEN_NAMES.has(w.key) || !LANGUAGE_NAMES.has(w.key)) return false;
  // A word alone ("Interpreter: Rui Medeiros" is the interpreter).
  return !(next && (isTitleCase(next.text) || isAllCaps(next.text)) && /^[ \t]+$/.test(text.slice(w.end, next.start)));
}

// Verbs of saying and agreeing that only a person does: "Carol repeated back the plan", "Maxine verbalized".
const SPEAKING_VERBS = new Set(['repeated', 'verbalized', 'verbalizes', 'said', 'says', 'stated', 'states', 'reports',
  'reported', 'agreed', 'agrees', 'declined', 'declines', 'asked', 'asks', 'told', 'confirmed', 'confirms', 'explained',
  'voiced', 'understands', 'understood', 'called']);

/**
 * A given name starting a sentence, then a verb of saying: "Carol repeated back the plan." The people-names list
 * has the word and it is no medical word, drug or relation ("Daughter reports" is a relation; "Patient states" no name).
 */
function speakerAtSentenceStart(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const next = words[i + 1];
  if (!next || !SPEAKING_VERBS.has(next.key) || !isTitleCase(w.text) || w.end !== w.stemEnd || !isSentenceStart(text, w.start)) return false;
  if (!/^[ \t]+$/.test(text.slice(w.end, next.start))) return false;
  if (!(GIVEN_NAMES.has(w.key) || isPersonName(w.key)) || NOT_NAMES.has(w.key) || DRUGS.has(w.key) || isMedicalTerm(w.key)) return false;
  return !RELATION_CUES.has(w.key) && !CUES_BY_LAST.has(w.key) && !MONTH_WORDS.has(w.key) && !STATE_NAMES.has(w.key);
}

const GREETED_ROLES = new Set(['nurse', 'nurses', 'doctor', 'doctors', 'team', 'care', 'colleague', 'colleagues', 'provider',
  'providers', 'sir', 'madam', 'patient', 'patients', 'parent', 'parents', 'family', 'families', 'friend', 'friends', 'all',
  'everyone', 'staff', 'caregiver', 'caregivers', 'member', 'members', 'neighbor', 'neighbors', 'pharmacist', 'clinic', 'office']);
// "YOUR DOCTOR MAY CHECK": a title after an article or a possessive, in capitals, is the word, not a title.
const DETERMINER = new Set(['your', 'the', 'a', 'an', 'his', 'her', 'their', 'our', 'my', 'its', 'this', 'that', 'each', 'every', 'any']);

const LOWER_CASE_TITLES = new Set(['dr', 'dra', 'mr', 'mrs', 'ms']);
/**
 * "dr nikzad's office", "(dr subba)", "dr yablonski at the health center": after "dr" in lower case, a word no
 * dictionary has is a surname only where a name stands: before a possessive, a closing bracket or stop, or a word of
 * place or saying; not a misspelt word ("my dr perscribed it", "dr referal sent", "dr cardiolgist"), Spanish ("el dr dijo
 * que", "dr cita") or a street's "Dr" ("5 maple dr trlr 3").
 */
function lowerDoctorName(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const dr = words[i - 1]!;
  if (MEDICAL_ABBREVIATIONS.has(w.text.toUpperCase()) || SHORTHAND_AFTER_DR.test(w.key) || isSpanishWord(w.key)) return false;
  if (/(?:ed|ing|ist|ists|ment|tion|al|ly|er|ogy|ance|ence|ive|ous)$/.test(w.key)) return false;
  if (/\d+[ \t]+\p{L}+[ \t]+$/u.test(text.slice(Math.max(0, dr.start - 24), dr.start))) return false;
  // "hi dr kernohon its hettie": greeted by name.
  if (/\b(?:hi|hello|hey|dear|thanks|thank[ \t]+you)[ \t,]+$/i.test(text.slice(Math.max(0, dr.start - 16), dr.start))) return true;
  return w.end !== w.stemEnd || /^[ \t]*(?:[),.;]|\r?\n|$|(?:at|in|and|is|was|will|said|says|wants|wanted|office|clinic|told|called|thinks|ordered|yesterday|today|tomorrow|about)\b)/.test(text.slice(w.end, w.end + 12));
}

// Texting shorthand after "dr" that is no name ("dr appt tmrw").
const SHORTHAND_AFTER_DR = /^(?:appts?|apts?|ofc|offc|ofice|mtg|visits?|rx|ordrs?|note|notes|ltr|papers?|pls|plz|thx|tmrw|tmr|tomm?orr?ow)$/;

function titleBefore(text: string, words: readonly Word[], i: number): boolean {
  const prev = words[i - 1];
  const word = words[i];
  // A title that is the text's last word titles nobody (callers ask about the word after one).
  if (!prev || !word || !TITLES.has(prev.key)) return false;
  // "(dr. Mustafić)", "dr Yablonski": in lower case only a doctor's or an address's title, before a capitalised word
  // that no dictionary has or that the people list has and no dictionary ("dr. Appointment" is no one).
  if (!(isTitleCase(prev.text) || isAllCaps(prev.text))
    && !(LOWER_CASE_TITLES.has(prev.key) && isTitleCase(word.text) && (isUnknownWord(word) || isPlainName(word)))) return false;
  // Only in capitals, without a dot and before an everyday word ("YOUR DOCTOR MAY CHECK"); "the Rev. Pruitt", "her Doctor
  // Nwachukwu", "HER DOCTOR NWACHUKWU" are titled.
  const before = words[i - 2];
  if (before && DETERMINER.has(before.key) && /^[ \t]+$/.test(text.slice(before.end, prev.start)) && isAllCaps(prev.text) && isAllCaps(word.text)
    && isEnglishWord(word.key)
    && !/^\./.test(text.slice(prev.end, prev.end + 1)) && !/^(?:dr|mr|mrs|ms|miss|rev|fr|prof)$/.test(prev.key)) return false;
  if (!/^\.?[ \t]{1,2}$/.test(text.slice(prev.end, word.start))) return false;
  // "DR NOTIFIED", "DR AWARE": in capitals, a verb's form or a word of time or place after the title is the sentence
  // going on (a surname that is also a word stays: "DR HOLLOW").
  if (isAllCaps(prev.text) && isAllCaps(word.text) && /^(?:\p{Lu}{2,}(?:ED|ING|S)|AWARE|HERE|TODAY|NOW|OK|GONE|OUT|NUMBER|NAME|DATE|RECORD|CODE)$/u.test(word.text) && isEnglishWord(word.key) && !isPersonName(word.key) && !GIVEN_NAMES.has(word.key)) return false;
  // "16 Fr Foley", "14 FR Coude": a catheter's size in French units, not a priest.
  if (prev.key === 'fr' && /\d[ \t]*$/.test(text.slice(Math.max(0, prev.start - 3), prev.start))) return false;
  // "12 Oak Dr. Springfield" is an address, not a doctor.
  return !(prev.key === 'dr' && /\d+[ \t]+(?:\p{Lu}\p{Ll}+[ \t]+){1,3}$/u.test(text.slice(Math.max(0, prev.start - 40), prev.start)));
}

// "Hollingbery, Dane PA-C", "Ashbrook, Ingeborg, MD": a name written surname first, then a credential. One span
// from the surname to the given name (and its initial), the comma between them inside it.
const INVERTED_WITH_CREDENTIAL = new RegExp(String.raw`(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?),[ \t]*(\p{Lu}[\p{Ll}'’]+)((?:[ \t]+\p{Lu}\.?)?)(,?)[ \t]+(${[...new Set(CREDENTIALS.map((c) => c.replace(/\./g, '')))].filter((c) => c.length >= 2 && c !== 'MA' && c !== 'PT' && c !== 'OT' && c !== 'DC' && c !== 'OD').sort((a, b) => b.length - a.length).join('|')})(?![\p{L}])`, 'gu');

function findInvertedWithCredential(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(INVERTED_WITH_CREDENTIAL)) {
    const [, family, given, initial, comma, credential] = m;
    // "PA" and "MD" are also a prior authorisation and a state: after a bare space only with the comma form
    // ("Dupixent, Adbry PA approved").
    if (['PA', 'MD', 'DO'].includes(credential!) && !comma) continue;
    const givenKey = foldWord(given!);
    if (!family!.toLowerCase().split('-').every((part) => surnameWord(foldWord(part)))) continue;
    if (!(GIVEN_NAMES.has(givenKey) || isPersonName(givenKey) || (!isEnglishWord(givenKey) && !isMedicalTerm(givenKey) && !DRUGS.has(givenKey)))) continue;
    const end = m.index + m[0].indexOf(given!, family!.length) + given!.length + (initial ?? '').length;
    const value = text.slice(m.index, end);
    out.push({ start: m.index, end, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

const ROLE_CREDENTIAL_AFTER = /^,[ \t]+(?:(?:flight|charge|staff|travel|float|night|day|school)[ \t]+(?:RN|LPN|LVN|NP|EMT|CNA)\b|(?:Community[ \t]+|Home[ \t]+)?Health[ \t]+(?:Aide|Representative|Worker)\b|MS,[ \t]+(?:MLS|CGC|RD|CCC-SLP|LPC|LMHC)\b)/;

function credentialAfter(text: string, words: readonly Word[], last: number, roles = false): boolean {
  const w = words[last]!;
  // "Farhana A., CHW": an initial keeps its dot before the comma.
  const after = text.slice(w.end, w.end + 32);
  const m = (/^\p{Lu}$/u.test(w.text) ? /^\.?,?[ \t]+([A-Za-z.-]{2,9})(?![\p{L}])/u : /^,?[ \t]+([A-Za-z.-]{2,9})(?![\p{L}])/u).exec(after);
  if (m && CREDENTIAL_SET.has(m[1]!.replace(/\.$/, '').replace(/\./g, ''))) return true;
  // "Leonela Olguín, flight RN", "Lorissa Tapaha, Health Aide", "Adaugo Okoro-Sandvik, MS, MLS(ASCP)": a kind of nurse,
  // an aide's title, or a degree that is also an abbreviation (MS) before a credential; only after a name of two
  // words or more (one word before it is an agency as often: "Amedisys, home health RN").
  return roles && ROLE_CREDENTIAL_AFTER.test(after);
}

// Dictation and lab sign-off lines: "D: 02/11/23  T: RM", "JOB 4412 / kjh", "Transcribed by ML 04/22/2025",
// "read back by J. Ortiz RN at 2305 by lab tech SKM". The initials of the typist or the tech are a person.
const SIGN_OFF_LINE = /(?:^|\n)[^\n]*(?:\bD:|\bT:|\bDD:|\bDT:|D&T|\bD\/T\b|\bJOB\b|transcri|dictat|\btrans:|\bdict:|\btech\b|\bTR:|\b(?:verified|collected|drawn|entered|performed|resulted|received)[ \t]+by\b)[^\n]*/gi;
// "transcribed rkp", "Trans: cjh": the typist after the dictation word itself.
const SIGN_OFF_INITIALS = /(?:\bT:|\bDT:|\bTR:|D&T:|\/|\bby(?:[ \t]+(?:lab[ \t]+)?tech)?|\btech|\btranscribed|\btrans\b:?)[ \t]*(?:[\d\/:.\-]+[ \t]+(?:[\d:]+[ \t]*)?)?(?:\/[ \t]*)?([A-Za-z]{2,3})\b(?=[ \t]*(?:$|\n|\]|\d|[.,;)])|[ \t]+[DT]:|[ \t]+job\b)/gi;

// "-tqr MLT(ASCP)", "-JW, OTR/L", "-- hn (HIM) 2/3/25": a dash, two or three letters, then a credential or a
// department in brackets, closing the line. Letters that are an abbreviation ("-PRN (ED)") or a word are not.
const DASH_SIGN_OFF = /(?:^|[ \t])[-–—]{1,2}[ \t]*([A-Za-z]{2,3}),?[ \t]+(?:\([A-Z]{2,6}\)|[A-Z]{2,5}(?:\/[A-Z])?(?:\([A-Z]{2,6}\))?)(?:[ \t]+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)?[ \t]*$/gm;

const SLASHED_INITIALS = /(?<![\p{L}\d\/])([A-Za-z]{2,4})\/(?:([A-Za-z]{2,4})(?![\p{L}\d\/])|(?=\d))/gu;
const LINE_END_INITIALS = /(?<=\d[ \t]+|[ \t]{2})([a-z]{2,4}|[A-Z]{2,4})(?=[ \t]*$)/g;

// Where logs and transcripts put the initials of whoever did the work, beyond the sign-off lines above:
// "-dkw lab", "— vq" closing a line; "-lab/rqm" (a department, a slash, the initials); "[Transcription pkz — start]",
// "[end — pkz]"; "... home safety eval. WG:kzm" (author and typist after a sentence); "passed 11/24 (jzb)." (after
// a date or a time, in brackets); "Merci beaucoup, H.Q." (after thanks, closing the message); "PDZ, MA" closing a line.
const WORK_INITIALS: readonly RegExp[] = [
  /(?:^|[ \t])[-–—]{1,2}[ \t]*([a-z]{2,3})(?:[ \t]+(?:lab|rad|pharm|rx|desk|fd|front|rn|ma|np))?[ \t]*\.?[ \t]*$/gmd,
  /\b(?:lab|rad|pharm|rx|desk|fd|front|nursing|rn|ma|np|md)[ \t]*\/[ \t]*([a-z]{2,3})[ \t]*\.?[ \t]*$/gimd,
  /(?:\btranscription(?:ist)?|\[[ \t]*end)[ \t]*[-–—:]?[ \t]*([a-z]{2,3})(?=[ \t]*(?:[-–—\]\/,]|$))/gimd,
  /(?<=[.!?][ \t]+)\p{Lu}{2,3}[ \t]*[:\/][ \t]*(\p{Ll}{2,3})[ \t]*$/gmud,
  /\d[ \t]*\(([a-z]{2,3})\)[ \t]*[.;]?[ \t]*$/gmd,
  /\b(?:thanks|thank[ \t]+you|thx|merci(?:[ \t]+beaucoup)?|gracias|regards|cheers)[,!.]?[ \t]+(\p{Lu}\.[ \t]?\p{Lu}\.?|\p{Lu}{2,3})[ \t]*$/gimud,
  /(?:^|\n)[ \t]*(\p{Lu}{3}),?[ \t]+MA[ \t]*$/gmud,
  // A dictation's footer around its job number: "tlw / job 4471820", "vmh   Job# 8830544" (the typist before it),
  // "job 448120, wdh" (after it, closing the line).
  /(?<![\p{L}\d\/])(\p{Ll}{2,4})[ \t]+(?:\/[ \t]*)?(?:[Jj]ob|JOB)[ \t]*(?:#|[Nn]o\.?)?[ \t]*:?[ \t]*[A-Z]{0,2}-?\d{4,}/gud,
  /\b(?:[Jj]ob|JOB)[ \t]*(?:#|[Nn]o\.?)?[ \t]*:?[ \t]*[A-Z]{0,2}-?\d{4,}(?:-\d+)*,?[ \t]+(\p{Ll}{2,4})[ \t]*\.?[ \t]*$/gmud,
  // "MD / dictated, jqm", "Typed qzn 10/12/2026": the typist after the dictation verb, closing the line or before a date.
  /\b(?:[Dd]ictated|[Tt]ranscribed|[Tt]yped),?[ \t]+(?:by[ \t]+)?(?!(?:vr|dax|via|per)\b)(\p{Ll}{2,4})(?=[ \t]*(?:\.?[ \t]*$|\d{1,2}\/))/gmud,
];
// "bkf/mqs" alone on the line that closes a dictation: the author's and the typist's initials (both no word, term,
// unit or abbreviation: "mg/dl", "abx/ivf" are none).
const CLOSING_INITIALS_PAIR = /(?:^|\n)[ \t]*(\p{Ll}{2,4})\/(\p{Ll}{2,4})\s*$/du;
// What signs the lines before such a pair: a dictation's mark, a clinician's title or credential, a signature.
const SIGNED_BEFORE_PAIR = /\b(?:Dr|MD|DO|NP|PA-C|PA|RN|dictat\w*|transcri\w*|job|signed|D:|T:)(?![\p{L}])/iu;
// Shorthand written the same way on a note's last line: weight bearing, exam, mobility, benefits, visit types.
const SLASHED_SHORTHAND: ReadonlySet<string> = new Set(['wbat', 'nwb', 'pwb', 'tdwb', 'ttwb', 'fwb', 'rrr', 'ctab', 'fww', 'sba', 'cga', 'mod', 'max',
  'min', 'tyl', 'ibu', 'apap', 'rw', 'spc', 'qc', 'ssi', 'ssdi', 'tcm', 'ccm', 'awv', 'ppe', 'pt', 'ot', 'slp', 'dme', 'hha', 'snf', 'alf', 'vr', 'dax']);

/** Letters that can be someone's initials: no word, term, drug, abbreviation, credential, unit, agency or state. */
function isInitialsNotWord(value: string): boolean {
  const letters = value.replace(/[.\s]/g, '');
  const lower = letters.toLowerCase();
  const upper = letters.toUpperCase();
  return !isEnglishWord(lower) && !COMMON_WORDS.has(lower) && !NOT_NAMES.has(lower) && !isMedicalTerm(lower) && !DRUGS.has(lower)
    && !MEDICAL_ABBREVIATIONS.has(upper) && !CREDENTIAL_SET.has(upper) && !UNIT_ABBREVIATIONS.has(upper) && !AGENCIES.has(upper)
    && !US_STATE_CODES.has(upper);
}

function findWorkInitials(text: string): Detection[] {
  const out: Detection[] = [];
  const pair = CLOSING_INITIALS_PAIR.exec(text);
  if (pair && isInitialsNotWord(pair[1]!) && isInitialsNotWord(pair[2]!) && !SLASHED_SHORTHAND.has(pair[1]!) && !SLASHED_SHORTHAND.has(pair[2]!)
    && SIGNED_BEFORE_PAIR.test(text.slice(Math.max(0, pair.index - 240), pair.index))) {
    for (const k of [1, 2]) {
      const [start, end] = pair.indices![k]!;
      out.push({ start, end, cls: 'NAME', known: false, key: `name:${pair[k]}`, value: pair[k]!, priority: PRIORITY.unknownPerson });
    }
  }
  for (const re of WORK_INITIALS) {
    for (const m of text.matchAll(re)) {
      const value = m[1]!;
      if (!isInitialsNotWord(value)) continue;
      const start = m.indices![1]![0];
      out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
    }
  }
  return out;
}

// "Hadley Gaenslen, MD / tcb (ATC)", "Dr. Nhung Lieu / kpm RN", "RS / cmh RN", "-- FM / scribe dlr": a signature line
// (its author alone before the slash: initials, or capitalised words with a title or a credential among them), then a
// helper's lower-case initials (a scribe, an athletic trainer, a nurse) closing the line or before the helper's
// credential or role in brackets. "Tolerating PO/abx", "Meds: Lasix/kcl" are no signature. "collected ... by rkt MA":
// lower-case initials between "by" and a credential (not letters that spell a term: "by aml MA" stays).
const HELPER_CREDENTIALS = 'RN|MA|LPN|LVN|CMA|CNA|MT|MLT|ATC|NP|PA-C|RRT|EMT|RT|PharmD|RPh|CPhT';
const HELPER_AFTER_SLASH = new RegExp(String.raw`(?:^|\n)[ \t]*(?:[-–—]{1,2}[ \t]*)?(?:\p{Lu}{2,3}|(?=[^\n\/]*\b(?:Dr|DR|MD|DO|NP|PA-C|PA|RN|DPT|ATC)\b)(?:\p{Lu}[\p{L}.'’-]*,?[ \t]+){0,4}\p{Lu}[\p{L}.'’-]*)[ \t]*\/[ \t]*(?:scribe[ \t]+)?(\p{Ll}{2,4})(?=[ \t]*(?:$|\r?\n|\([A-Za-z]{2,6}\)|(?:${HELPER_CREDENTIALS})(?![\p{L}])))`, 'gdu');
const HELPER_AFTER_BY = new RegExp(String.raw`\bby[ \t]+(\p{Ll}{2,4})(?=,?[ \t]+(?:${HELPER_CREDENTIALS})(?![\p{L}]))`, 'gdu');
// Roles written in lower case where initials would stand ("by pca RN", "by pct").
const ROLE_LETTERS: ReadonlySet<string> = new Set(['pca', 'pct', 'cna', 'hca', 'nca', 'psa', 'uc', 'tech', 'pt', 'ot', 'sw', 'rn', 'ma']);

function findHelperInitials(text: string): Detection[] {
  if (!text.includes('/') && !/\bby[ \t]/.test(text)) return [];
  const out: Detection[] = [];
  for (const re of [HELPER_AFTER_SLASH, HELPER_AFTER_BY]) {
    for (const m of text.matchAll(re)) {
      const value = m[1]!;
      if (!isInitialsNotWord(value) || ROLE_LETTERS.has(value)) continue;
      const start = m.indices![1]![0];
      out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value}`, value, priority: PRIORITY.unknownPerson });
    }
  }
  return out;
}

function findSignOffInitials(text: string): Detection[] {
  const out: Detection[] = [...findWorkInitials(text), ...findHelperInitials(text)];
  for (const m of text.matchAll(DASH_SIGN_OFF)) {
    const value = m[1]!;
    if (!(value === value.toUpperCase() || value === value.toLowerCase()) || isEnglishWord(value.toLowerCase())) continue;
    if (NOT_NAMES.has(value.toLowerCase()) || COMMON_WORDS.has(value.toLowerCase()) || MEDICAL_ABBREVIATIONS.has(value.toUpperCase())) continue;
    const start = m.index + m[0].indexOf(value, m[0].indexOf('-'));
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  // "KV / bs", "Obi/rsk": the typist's lower-case initials after the author's, on a line of their own.
  for (const m of text.matchAll(SIGN_OFF_PAIR)) {
    const value = m[2]!;
    if (NOT_NAMES.has(value) || COMMON_WORDS.has(value) || (value.length === 3 && isEnglishWord(value))) continue;
    const start = m.index + m[0].trimEnd().length - value.length;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value}`, value, priority: PRIORITY.unknownPerson });
  }
  for (const line of text.matchAll(SIGN_OFF_LINE)) {
    // "RG/mk", "BT/lw", "TMR/11.05.25": author and typist initials joined by a slash; "... 55123098  nqd" at the end.
    for (const re of [SLASHED_INITIALS, LINE_END_INITIALS]) {
      for (const m of line[0].matchAll(re)) {
        for (const value of [m[1], m[2]]) {
          if (!value || !(value === value.toUpperCase() || value === value.toLowerCase())) continue;
          const lower = value.toLowerCase();
          if (NOT_NAMES.has(lower) || MEDICAL_ABBREVIATIONS.has(value.toUpperCase()) || CREDENTIAL_SET.has(value.toUpperCase()) || /^(?:and|or|am|pm|id|dt|job)$/.test(lower)) continue;
          if (re === LINE_END_INITIALS && (isEnglishWord(lower) || COMMON_WORDS.has(lower))) continue;
          const start = line.index + m.index + m[0].indexOf(value, value === m[2] ? m[0].indexOf('/') : 0);
          out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${lower}`, value, priority: PRIORITY.unknownPerson });
        }
      }
    }
    for (const m of line[0].matchAll(SIGN_OFF_INITIALS)) {
      const value = m[1]!;
      // Both cases are seen ("RM", "kjh"), never mixed, and never a word ("by the").
      if (!(value === value.toUpperCase() || value === value.toLowerCase()) || NOT_NAMES.has(value.toLowerCase()) || CREDENTIAL_SET.has(value.toUpperCase())) continue;
      if ((value === value.toLowerCase() && COMMON_WORDS.has(value)) || (value.length === 3 && isEnglishWord(value))) continue;
      const start = line.index + m.index + m[0].length - value.length;
      out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
    }
  }
  return out;
}

// "Reported to charge. AO RN", "MJ, LPN", "QN CHW": two or three capitals right before a nursing, pharmacy or
// community-health credential are someone's initials, unless they name a unit or a service ("ED RN", "ICU RN").
const CREDENTIAL_INITIALS = /(?<![\p{L}\p{N}\/&.-])(\p{Lu}{2,3}|(?:\p{Lu}\.){2,3}),?[ \t]+(?:RN|LPN|LVN|NP|PA-C|CNA|CMA|PharmD|RPh|CHW|RD|LCSW|MSW|RRT|RDA|ATC|EMT)(?![\p{L}\p{N}])/gu;
const UNIT_ABBREVIATIONS = new Set(['ED', 'ER', 'OR', 'ICU', 'CCU', 'NICU', 'PICU', 'PACU', 'HH', 'IR', 'GI', 'OB', 'LD', 'TCU', 'SNF', 'PCU',
  'MICU', 'SICU', 'CVICU', 'BH', 'UC', 'HD', 'CT', 'US', 'IV', 'ADN', 'BSN', 'MSN', 'DNP', 'APRN', 'FNP', 'CNM', 'CRNA', 'HHA', 'VNA', 'OP',
  'IP', 'DME', 'PCP', 'SW', 'CM', 'RT', 'PT', 'OT', 'ST', 'SLP', 'MD', 'DO', 'PA', 'NP', 'RN', 'LPN', 'MA', 'ENT', 'LTC', 'ALF', 'ECU',
  // Before EMT, RDA or ATC: a level of care or a time of day ("BLS EMT", "P.M. RN").
  'BLS', 'ALS', 'EMS', 'ACLS', 'PALS', 'CPR', 'AM', 'PM']);

function findCredentialInitials(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(CREDENTIAL_INITIALS)) {
    const value = m[1]!;
    // "B.K. RRT": dotted initials are read without their dots ("P.M. RN", "U.S. EMT" are not initials).
    const letters = value.replace(/\./g, '');
    if (UNIT_ABBREVIATIONS.has(letters) || MEDICAL_ABBREVIATIONS.has(letters) || CREDENTIAL_SET.has(letters) || US_STATE_CODES.has(letters)
      || NOT_NAMES.has(letters.toLowerCase())) continue;
    out.push({ start: m.index, end: m.index + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

/** Unknown people, as NAME detections keyed by their surface. */
// "* 516B KOSTELNIK, JOSEPH 66M - SBO", "2. ESPINOZA, RAUL 71M", "BECKER, LOUISE (90) - CHF": a census entry, the
// surname and the given name in capitals around a comma, then the age (and sex) or the age in brackets.
const CENSUS_NAME = /(?<![\p{L}\p{N}])(\p{Lu}{2,}(?:[-'’]\p{Lu}{2,})?),[ \t]*(\p{Lu}{2,}(?:[-'’]\p{Lu}{2,})?)(?=[ \t]+\d{1,3}[ \t]?(?:[MF]|yo[mf]?|y\/?o)\b|[ \t]*\([ \t]*\d{1,3}[ \t]*\))/gu;

function findCensusNames(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(CENSUS_NAME)) {
    const [family, given] = [m[1]!, m[2]!];
    if ([family, given].some((w) => MEDICAL_ABBREVIATIONS.has(w) || US_STATE_CODES.has(w) || CREDENTIAL_SET.has(w))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, cls: 'NAME', known: false, key: `name:${m[0].toLowerCase()}`, value: m[0], priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "| 2 | Dimaculangan, Renato | egg house |", "0800  Oyelaran, Tunde  — trigger finger", "5. PAVIL, GREGORY  0071553",
// "2026-09102    WHITAKER, DARIUS     2A": a list's, a schedule's or a census line's item opens with a surname, a comma
// and the given name. What opens the item: the line's start, a table's pipe, a bullet, an item's number, a time, a
// weekday and a time, a record number or a room. What closes it: a pipe, a bracket, a dash, a number, two blanks.
const INVERTED_NAME = /(\p{Lu}[\p{L}'’]*(?:[-'’]\p{Lu}[\p{L}'’]*)?(?:[ \t]\p{Lu}[\p{L}'’]+)?),[ \t]?(\p{Lu}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)?(?:[ \t]\p{Lu}[\p{Ll}'’]+)?)(?:[ \t]+(\p{Lu})\.?)?(?=[ \t]*(?:\||\(|[-–—][ \t]|\d|\r?\n|$|[,;:][ \t])|[ \t]{2,}\S)/gu;
// Up to three openers in a row: "11/09   2212  Vigil, Tomasita" (a date and a time), "2  03     HALTERMAN, D" (a row and
// a bed).
const ITEM_OPENING = /(?:^|\n|\|[ \t]*)[ \t]*(?:(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?[ \t]+)?(?:(?:[-•*▪]|\d{1,3}[.)]|\d{3,4}|\d{1,2}|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}:\d{2}(?:[ \t]*[AaPp][Mm])?|[A-Z]{0,3}-?\d[\d-]{3,12}|[A-Z]{1,4}-?\d{1,2}[A-Z]?|(?:Rm|Room|Bed|Bd|LDR|PP|Bay|BAY|Pod|POD|Triage|TRIAGE|Case|CASE|Chair|CHAIR|Slot|SLOT)\.?[ \t]*\d{1,4}[A-Z]?(?:[ \t]+[—–-])?)[ \t]+){0,3}$/;

/** A surname's word that is no ordinary word, term, drug, state, month or town (a name the people list has may be a town). */
function surnameWord(key: string): boolean {
  // "Thompson", "Brown": a surname the people list has, even when the dictionary has it too (a given name vouches).
  // The medical dictionary holds eponyms' surnames ("Thompson", "Jones"): it says nothing here.
  if (key.length >= 2 && isPersonName(key) && !DRUGS.has(key) && !NOT_NAMES.has(key) && !STATE_WORDS.has(key)
    && !MONTH_WORDS.has(key) && !REGION_NAMES.has(key) && !LANGUAGE_NAMES.has(key)) return true;
  if (key.length < 2 || isEnglishWord(key) || isMedicalTerm(key) || DRUGS.has(key) || NOT_NAMES.has(key) || STATE_WORDS.has(key)
    || MONTH_WORDS.has(key) || COMMON_WORDS.has(key) || REGION_NAMES.has(key) || LANGUAGE_NAMES.has(key)) return false;
  return placePopulation(foldPlace([key])) === 0;
}

// Stores, pharmacies and payers a list names side by side ("- Walgreens, Kroger", "- Optum, Caremark").
const LIST_ORGANISATIONS = new Set(['walgreens', 'kroger', 'cvs', 'walmart', 'costco', 'target', 'publix', 'meijer', 'safeway', 'albertsons',
  'heb', 'wegmans', 'optum', 'caremark', 'humana', 'aetna', 'cigna', 'anthem', 'ambetter', 'molina', 'centene', 'amerigroup', 'tricare', 'medicare', 'medicaid']);
const NAME_HEADER_WORDS = new Set(['apellido', 'apellidos', 'nombre', 'nombres', 'name', 'names', 'last', 'first', 'surname', 'given', 'family', 'middle', 'nom', 'prenom', 'prénom']);

// A dose on the line, or a prior authorisation's words: a list of brands, not of people.
const BRANDS_ON_LINE = /\d[ \t]*(?:mg|mcg|µg|ml|mL|units?|puffs?|inh|tabs?|caps?|sprays?|drops?|patch|pens?)\b|\b(?:daily|bid|tid|qid|prn|qhs|qam|inhaler|denied|approved|formulary|prior auth)\b/i;
// What says an item is a person: a relation, an age and sex, a record's label.
const PERSON_AFTER = /^[^\n]{0,24}\b(?:son|daughter|wife|husband|mother|father|grandson|granddaughter|sister|brother|niece|nephew|aunt|uncle|cousin|\d{1,3}[ \t]?[MF]|\d{1,3}[ \t]?(?:y\/?o|yo|yrs?)|MRN|DOB)\b/;
/** A roster's line: a table's row that holds a record's number, or an item in capitals or one that says who; no dose on it. */
function personRow(line: string, capitals: boolean, after: string): boolean {
  if (BRANDS_ON_LINE.test(line)) return false;
  const table = (line.includes('|') || /^[^,\n]*(?:,[^,\n]*){3,}$/.test(line)) && /(?<![\d.\/:-])\d{5,10}(?![\d.\/:-])/.test(line);
  return table || capitals || PERSON_AFTER.test(after);
}
/** The line around a position, each line cut once (a long pipe-table line holds many names). */
function lineCache(text: string): { of(at: number): string } {
  const cut = new Map<number, string>();
  return {
    of(at: number) {
      const start = text.lastIndexOf('\n', at - 1) + 1;
      let line = cut.get(start);
      if (line === undefined) {
        const eol = text.indexOf('\n', at);
        cut.set(start, (line = text.slice(start, eol < 0 ? text.length : eol)));
      }
      return line;
    },
  };
}
/** A word no vocabulary, list or gazetteer has (folded): no country, no language, no town either. */
function unknownKey(key: string): boolean {
  return /^\p{L}+$/u.test(key) && inNoVocabulary(key) && !REGION_NAMES.has(key) && !LANGUAGE_NAMES.has(key) && placePopulation(foldPlace([key])) === 0;
}

function findInvertedListNames(text: string): Detection[] {
  if (!text.includes(',')) return [];
  const out: Detection[] = [];
  const lines = lineCache(text);
  for (const m of text.matchAll(INVERTED_NAME)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    if (!ITEM_OPENING.test(text.slice(Math.max(lineStart - 1, 0, m.index - 60), m.index))) continue;
    // "O'Shaughnessy": the one letter before an apostrophe is no word of its own.
    const family = m[1]!.split(/[ \t]+/).flatMap((w) => w.split(/[-'’]/)).map((w) => foldWord(w)).filter((w) => w.length > 1);
    if (!family.length) continue;
    const givenWords = m[2]!.split(/[ \t]+/);
    const given = foldWord(givenWords[0]!.split('-')[0]!);
    if (!family.every(surnameWord)) continue;
    // The given name: one the people list has that is no ordinary word, a common given name, or a letter (in a table's
    // cell or an item opened by something: a number, a time, a bullet).
    const opened = !/(?:^|\n)[ \t]*$/.test(text.slice(lineStart, m.index));
    const letter = given.length === 1;
    const givenOk = letter ? opened && /^[ \t]*(?:\||\(|[-–—][ \t]|\d{4,})|^[ \t]{2,}/.test(text.slice(m.index + m[0].length))
      : GIVEN_NAMES.has(given) || (isPersonName(given) && !isEnglishWord(given) && !isMedicalTerm(given))
        // "- Pettigrew, Opal": a given name that is a word too, after a surname that is no word.
        || (opened && isPersonName(given) && !DRUGS.has(given) && !NOT_NAMES.has(given) && family.every((w) => !isEnglishWord(w) && !isMedicalTerm(w)))
        // "11/09   2212  Vigil, Tomasita (91)": a given name no vocabulary has, after a surname the people list has.
        || (opened && given.length >= 4 && !isEnglishWord(given) && !isMedicalTerm(given) && !DRUGS.has(given) && family.every((w) => isPersonName(w)))
        // "112 | CHANAR, FEVRONIA | 8830412", "2. SOFTIĆ, ADNAN - son", "- Alirkar, Pius 19M": two words no vocabulary
        // has, in a table's row that holds a record's number, or in an item whose surname is in capitals or that says
        // who the person is (a relation, an age and sex, a record); never on a line that doses (brands and suppliers:
        // "- Breztri, Anoro", "112 | Dupixent, Tezspire | 2 pens", "0800  Dexcom, Omnipod  — supplies renewed").
        || (opened && given.length >= 4 && family.every((w) => w.length >= 4) && [given, ...family].every(unknownKey)
          && personRow(lines.of(m.index), isAllCaps(m[1]!), text.slice(m.index + m[0].length, m.index + m[0].length + 40)));
    // Two words no vocabulary has ("Breztri, Anoro", "Repatha, Praluent") are as often brands as a person: not taken.
    // Nor scores and signs named after people ("Braden, Morse", "Child, Pugh"), nor two towns ("Dayton, Kettering").
    if ([...family, given].some((w) => EPONYMS.has(w) || SCORE_EPONYMS.has(w) || LIST_ORGANISATIONS.has(w) || NOT_LOGINS.has(w))) continue;
    if (!letter && !isPersonName(given) && placePopulation(foldPlace([given])) > 0) continue;
    // A table's header ("ID | Apellido, Nombre | Home").
    if ([...family, given].some((w) => NAME_HEADER_WORDS.has(w))) continue;
    if (!givenOk || MEDICAL_ABBREVIATIONS.has(m[2]!) || US_STATE_CODES.has(m[2]!) || CREDENTIAL_SET.has(m[2]!)) continue;
    const end = m.index + m[0].length;
    const value = m[0];
    out.push({ start: m.index, end, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "Off-going Hollis T.", "outreach worker Mike D.": a given name the people-names list has (and no dictionary word)
// and the surname's initial with its dot.
const GIVEN_NAME_INITIAL = /(?<![\p{L}\p{N}.])(\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?)[ \t](\p{Lu})\.(?=[ \t,;:)\n]|$)/gu;

// "Group: Faleolo W., Nkechi R., Tyrell S.": a list of first names, each with its surname's initial; two items or more
// on the line make it a list of people, whatever the first names are (no English word, term, drug or month).
const INITIAL_LIST_ITEM = /(?<=^|[:;,][ \t]*|\n[ \t]*(?:[-•*][ \t]*)?)(\p{Lu}[\p{Ll}'’-]+(?:[ \t]\p{Lu}[\p{Ll}'’-]+)?[ \t]\p{Lu}\.)(?=[ \t]*(?:[,;]|and\b|&|\r?\n|$))/gmu;

function findInitialLists(text: string): Detection[] {
  const out: Detection[] = [];
  for (const line of lineRanges(text)) {
    const items = [...text.slice(line.start, line.end).matchAll(INITIAL_LIST_ITEM)];
    if (items.length < 2) continue;
    const firstWords = new Map<string, number>();
    for (const m of items) { const f = m[1]!.split(/[ \t]/)[0]!; firstWords.set(f, (firstWords.get(f) ?? 0) + 1); }
    for (const m of items) {
      const first = m[1]!.split(/[ \t]/)[0]!;
      const key = foldWord(first);
      // "Gustilo I., Gustilo V.", "Grupo A., Grupo B.": one word repeated with letters is a classification's grades.
      if (firstWords.get(first)! > 1) continue;
      if (EPONYMS.has(key) || EXAM_EPONYMS.has(key) || isEponymName(key)) continue;
      if (isEnglishWord(key) && !GIVEN_NAMES.has(key)) continue;
      if (isMedicalTerm(key) && !isPersonName(key) || DRUGS.has(key) || MONTH_WORDS.has(key) || STATE_NAMES.has(key) || NOT_NAMES.has(key)) continue;
      const start = line.start + m.index;
      const value = m[1]!;
      out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
    }
  }
  return out;
}

function lineRanges(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    out.push({ start, end: nl < 0 ? text.length : nl });
    if (nl < 0) return out;
    start = nl + 1;
  }
}

function findGivenNameInitial(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(GIVEN_NAME_INITIAL)) {
    const key = m[1]!.toLowerCase();
    if (!isPersonName(key) || isEnglishWord(key) || isMedicalTerm(key) || STATE_NAMES.has(key)) continue;
    const value = m[0];
    out.push({ start: m.index, end: m.index + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "Pt's wife called (Anjali, cell ...)", "son instead (bob)", "front desk (Bree)", "interpreter in person (Shirin
// Akter, ID ...)", "Baby girl (Losaline)": one to three name words alone in a bracket (or before its first comma), right
// after a relation or a role named in the last few words. The words must be names, not what such a bracket usually
// holds: a language, a credential, a status, an age, an insurer.
const BRACKET_ROLES = new Set([...RELATION_CUES, 'desk', 'service', 'family', 'operator', 'girl', 'boy', 'twin', 'ex-boyfriend',
  'ex-girlfriend', 'ex-husband', 'ex-wife', 'informed', 'contacted', 'notified', 'called', 'instead', 'person']);
const BRACKETED = /\(([\p{L}'’\-]+(?:[ \t]+[\p{L}'’\-]+){0,2})(?=[ \t]*[,)])/gu;

function bracketNameWord(token: string): boolean {
  const key = foldWord(token);
  if (!(isTitleCase(token) || /^\p{Ll}+$/u.test(token) || (isAllCaps(token) && token.length > 3))) return false;
  if (key.length < 3 || DRUGS.has(key) || MEDICAL_ABBREVIATIONS.has(token.toUpperCase()) || CREDENTIAL_SET.has(token.toUpperCase())
    || LANGUAGE_NAMES.has(key) || MONTH_WORDS.has(key) || STATE_NAMES.has(key) || NOT_NAMES.has(key) || COMMON_WORDS.has(key)
    || isMedicalTerm(key) || CUES_BY_LAST.has(key)) return false;
  if (isEnglishWord(key)) return GIVEN_NAMES.has(key) && isPersonName(key);
  return isPersonName(key) || key.length >= 4;
}

function findBracketedAfterRelation(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(BRACKETED)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 40), m.index).toLowerCase().match(/[\p{L}'’\-]+/gu) ?? [];
    if (!before.slice(-4).some((w) => BRACKET_ROLES.has(w.replace(/['’]s$/, '')))) continue;
    // "Arabic (Levantine)", "Karen (S'gaw)", "Kurdish (Duhok)": a bracket after a language says which kind.
    if (before.length && LANGUAGE_NAMES.has(foldWord(before[before.length - 1]!))) continue;
    // "mom (ʻIolani)": a name opening with an ʻokina is read from its first letter; the mark stays in the mask.
    const tokens = m[1]!.split(/[ \t]+/).map((t) => t.replace(/^[ʻʼ'‘’]/u, ''));
    if (!tokens.every(bracketNameWord)) continue;
    const start = m.index + 1;
    const value = m[1]!;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "called to S.A. at 0422 by mlk (lab)", "Drawn ... by JTB; resulted ...", "Verified by LKW MT(ASCP)", "Gross by PJT.":
// two or three capitals, three lower-case letters or dotted initials after "by", closing the clause or before a
// bracket, a time or a laboratory credential: whoever drew, scanned, verified or called. Not an agency, a service, a
// test, a credential or a word ("by EMS", "by MRI", "by PT", "by mouth").
const INITIALS_AFTER_BY = /\b(?:[Bb]y|BY)[ \t]+(\p{Lu}{2,3}|\p{Ll}{3}|\p{Lu}\.\p{Lu}\.)(?=[ \t]*(?:$|[.;,](?:[ \t]|$)|\([ \t]*\p{Ll}|\d)|[ \t]+(?:MT|MLT|MLS|CLS|CT|HT|at[ \t]+\d)\b)/gmu;
const AGENCIES = new Set(['EMS', 'CPS', 'APS', 'DSS', 'DHS', 'DCF', 'DCFS', 'ACS', 'UPS', 'DHL', 'USPS', 'FAX', 'SSA', 'VA', 'IHS', 'ICE', 'DOT', 'TSA', 'FBI', 'PCP', 'EHR', 'EMR', 'AI',
  // Routes, tubes and point-of-care testing after "given by", "reported by" ("given by NGT").
  'NGT', 'OGT', 'PEG', 'GT', 'NG', 'OG', 'IVP', 'POC', 'POCT', 'JT', 'GJ']);

// The work whose doer the initials name, earlier on the same line ("confirm by IEF", "swept by DPW" name none).
const WORKER_ROLE_BRACKET_AFTER = /^[ \t]*\([ \t]*(?:phleb\w*|lab|tech|technician|registration|scribe|pharmacy|pharm|triage|transport|float|agency|nursing)\b/i;
const WORK_DONE = /\b(?:drawn|collected|verified|gross(?:ed)?|screened|scanned|called|read[ \t]+back|entered|performed|resulted|received|reviewed|signed|typed|transcribed|faxed|reported|notified|administered|given|documented|released|accessioned|spun|labell?ed|prepared|checked|witnessed|wasted|counted|cut|stained|triaged|roomed|interpreted|dispensed|filled|calibrated|processed|logged|tested)\b/i;

function findInitialsAfterBy(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(INITIALS_AFTER_BY)) {
    if (!WORK_DONE.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index))) continue;
    const value = m[1]!;
    // "by R.A. (phlebotomy)": initials written with their stops are a person's even when they spell an abbreviation,
    // when a role in brackets says who did it ("given by I.V.", "Checked by R.N." stay).
    if (!isInitialsNotWord(value) && !(/^\p{Lu}\.\p{Lu}\.$/u.test(value) && WORKER_ROLE_BRACKET_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24)))) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.replace(/\./g, '').toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "updated 10/07/2026 by dkeams", "user jsalcido", "taken by mvaldez", "— mbedonie": a system login, an initial or
// two run into a surname, where a log or a signature puts who wrote it. The run is no word of any vocabulary and what
// follows its first letter or two is a name of the people lists ("valdez", "bedonie").
// Also after a dispatcher's, a clerk's or a signature's role ("Dispatcher: kpigman", "removed by clerk sdupre", "Sig:
// tmulvehill"): the same test of what follows the initials, so a surname only the wide names list has needs a stamp on
// the line, as after "by", and one no list has is not read.
const LOGIN_SLOT = /(?:\b(?:[Bb]y|BY|[Uu]ser|USER|[Uu]ser[ \t]?[Ii][Dd]:?|[Ll]ogin:?|[Ss]ig:?|SIG:?|[Dd]ispatcher:?|[Cc]lerk:?|[Aa]ccessing[ \t]+[Uu]ser:)[ \t]+|(?<=[.!?][ \t]*\r?\n)[ \t]*[-–—]{1,2}[ \t]*)(\p{Ll}{5,16})(?=[ \t]*(?:$|\r?\n|[;,.)](?:[ \t]|$)|[ \t]+\d|[ \t]+\((?!s\))))/gmu;
// "Baby Girl Eckelberry", "BED 7  Baby Boy Hensarling", '"HENSARLING, BABY BOY"', "Baby A Chavis": a newborn
// registered under the family's surname before a given name is chosen. The surname is a name of the people list, or
// no ordinary word, term or drug.
const NEWBORN_NAME = /\b(?:(?:Baby|BABY)[ \t]+(?:Girl|Boy|GIRL|BOY|[A-H])[ \t]+(\p{Lu}[\p{L}'’-]+)|(\p{Lu}[\p{Lu}'’-]+),[ \t]*BABY[ \t]+(?:GIRL|BOY|[A-H]))(?![\p{L}])/gu;

const NEWBORN_NOTE_WORDS = new Set(['born', 'weight', 'male', 'female', 'apgar', 'apgars', 'vertex', 'breech', 'delivered', 'stable', 'doing',
  'feeding', 'will', 'frank', 'small', 'large', 'well', 'grace']);

function findNewbornNames(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(NEWBORN_NAME)) {
    const surname = m[1] ?? m[2]!;
    const key = foldWord(surname);
    const word = isEnglishWord(key) || isMedicalTerm(key);
    // A word after a twin's letter is the note going on ("Baby A Apgars 8/9", "Baby B Frank breech"); after "Baby Girl" or
    // "Baby Boy" a word is a surname only when the people list has it ("Baby Girl Smith"), not a delivery's words.
    if (DRUGS.has(key) || NOT_NAMES.has(key) || MONTH_WORDS.has(key) || NEWBORN_NOTE_WORDS.has(key) || SCORE_EPONYMS.has(key)
      || (word && (!isPersonName(key) || /^[A-H]$/.test(m[0].split(/[ \t]+/)[1] ?? '')))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, cls: 'NAME', known: false, key: `name:${m[0].toLowerCase()}`, value: m[0], priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "from: latrice bankston (parent proxy)", "proxy: bhumisara khatiwada (daughter-in-law)": a portal message's sender
// typed in lower case, with the sender's relation in brackets after the name.
const LOWER_CASE_PROXY = /\b(?:[Ff]rom|FROM|[Pp]roxy|PROXY|[Ss]ender)[ \t]*:[ \t]*(\p{Ll}{2,}(?:[ \t]\p{Ll}{2,}){1,2})(?=[ \t]*\([^)\n]{0,24}\b(?:proxy|parent|guardian|caregiver|mother|father|mom|dad|daughter|son|wife|husband|sister|brother|daughter-in-law|son-in-law|grandmother|grandfather|aunt|uncle)\b)/gu;

function findLowerCaseProxies(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(LOWER_CASE_PROXY)) {
    const value = m[1]!;
    const parts = value.split(/[ \t]+/);
    if (parts.some((part) => ROLES.has(part) || RELATION_CUES.has(part) || INSTITUTION_WORDS.has(part) || ((isEnglishWord(part) || isMedicalTerm(part)) && !isPersonName(part)))) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "I-1 Anselm d. 72", "II-3 Rutger Haverkamp, 58", "IV-2 (proband) Tamsyn", "I-1 PGF Casimir", "II:3 Hope Wexley",
// "III.2* Liesbeth": a pedigree names each member by a Roman generation and a number, then the member's name (a marker,
// a relation's shorthand or a bracketed role may come between, or the name itself may stand in brackets).
const PEDIGREE_MEMBER = /(?<![\p{L}\p{N}-])(?:I{1,3}|IV|VI{0,3}|IX|X)[-:.]\d{1,2}(?![\p{N}])[*†]?[ \t]*(?:[:–—-][ \t]*)?(?:\([ \t]*(?:proband|consultand|affected|unaffected|deceased|carrier|d\.|dec\.)(?:,[ \t]*\p{L}[\p{L} .]{0,16})?\)[ \t]*)?(?:(?:[MP]G[FM]|MGGF|PGGF|MGGM|PGGM|[MP]A|[MP]U|[MP]C)[ \t]+)?\(?(\p{Lu}[\p{L}'’-]+(?:[ \t]\p{Lu}[\p{L}'’-]+){0,2})/gu;
// Not after a grade's, a class's, a stage's or a scale's word ("class III-2 recommendation", "Stage II-1", "NYHA II-3
// HFrEF", "Hunt-Hess I-2 SAH", "Grades I-2 haemorrhoids").
const NOT_PEDIGREE_BEFORE = /\b(?:types?|class(?:es)?|stages?|grades?|levels?|tiers?|zones?|category|categories|phases?|gen|figures?|fig|tables?|steps?|part|section|lot|sec|chapter|ch|nyha|asa|tanner|mallampati|fisher|hess|martin|gustilo|salter|harris|garden|weber|neer|schatzker|cormack|lehane|ccs|ckd|gold|who|figo|tnm|kl|kellgren|lawrence|rai|binet|child|pugh|killip|forrest|los[ \t]+angeles|outerbridge|hurley)\.?[ \t]*$/i;
// The words that make a note a pedigree, when only one member's number is in it.
const PEDIGREE_WORDS = /\b(?:pedigree|proband|consultand|kindred|generation|genetic[ \t]+counsel\w*|family[ \t]+history|fhx|siblings|sibs)\b/i;
const PEDIGREE_MARK = /(?<![\p{L}\p{N}-])(?:I{1,3}|IV|VI{0,3}|IX|X)[-:.]\d{1,2}(?![\p{N}])/gu;
// A member's role or record, not a name ("IV-1 Consultand", "II-4 SAB").
const PEDIGREE_ROLES = new Set(['consultand', 'proband', 'affected', 'unaffected', 'deceased', 'carrier', 'twin', 'twins', 'sab', 'tab', 'stillbirth', 'infant']);

/** A name word of the note's people: no word any vocabulary has (or a given name that is no common word). */
function nameWordNoVocabulary(word: string): boolean {
  const key = foldWord(word);
  if (key.length < 3 || DRUGS.has(key) || NOT_NAMES.has(key) || MONTH_WORDS.has(key) || STATE_WORDS.has(key) || LANGUAGE_NAMES.has(key)
    || PEDIGREE_ROLES.has(key) || MEDICAL_ABBREVIATIONS.has(word.toUpperCase()) || (isAllCaps(word) && word.length > 1)) return false;
  // "Bertram", "Bertrand": the medical dictionary lists some given names only capitalised, as eponyms.
  if (isMedicalTerm(key) && !isCapitalisedOnlyMedicalTerm(key) && !GIVEN_NAMES.has(key)) return false;
  return !isEnglishWord(key) || (GIVEN_NAMES.has(key) && !COMMON_WORDS.has(key));
}

/** A word of a member's name that needs a name beside it: a given name the people list has that is a word too ("Hope"). */
function nameWordBesideName(word: string): boolean {
  const key = foldWord(word);
  return key.length >= 3 && !isAllCaps(word) && (isPersonName(key) || GIVEN_NAMES.has(key)) && !PEDIGREE_ROLES.has(key) && !DRUGS.has(key);
}

function findPedigreeMembers(text: string): Detection[] {
  // A pedigree has two members' numbers or more, or its own words.
  let marks = 0;
  for (const _ of text.matchAll(PEDIGREE_MARK)) if (++marks >= 2) break;
  if (marks === 0) return [];
  // Else a member named by two words or more ("II-3 Rutger Haverkamp").
  const lone = marks < 2 && !PEDIGREE_WORDS.test(text);
  const out: Detection[] = [];
  for (const m of text.matchAll(PEDIGREE_MEMBER)) {
    if (NOT_PEDIGREE_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    // The name: the run's words up to the first that is neither, with a word no vocabulary has among them ("Rutger
    // Haverkamp", "Hope Wexley"; not "Affected male", "Negative").
    const parts = m[1]!.split(/[ \t]/);
    let n = 0;
    while (n < parts.length && (nameWordNoVocabulary(parts[n]!) || nameWordBesideName(parts[n]!))) n++;
    if (n === 0 || !parts.slice(0, n).some(nameWordNoVocabulary) || (lone && n < 2)) continue;
    const value = parts.slice(0, n).join(' ');
    const start = m.index + m[0].length - m[1]!.length;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "Q. Hallorann", "J. V. Mrozowski", "R. Fairweather-Nkemelu", "Q. VOLLAN", "R. McVollan", "Q. Vollan's son": one
// or two initials, each with its stop, before a capitalised surname of four letters or more (five in capitals) that
// no English or medical vocabulary has (not "E. Coli", "S. Aureus", "C. Diff", "D. Supplement"), is a person wherever
// it stands; not the tail of a dotted abbreviation ("U.S. Marathon"), a journal's abbreviation ("J. Clin. Oncol.",
// "Am. J. Cardiol. 2019", "J. Urol.;"), an organism's species ("P. Jirovecii", "S. Gallolyticus") or an outline's
// item ("C. Neuro D. Dispo").
const INITIALLED_SURNAME = /(?<![\p{L}\p{N}.’'°])((?:[A-Z]\.[ \t]?){1,2})[ \t]?((?:Mc|Mac|O['’])?[A-Z](?:\p{Ll}{3,}|\p{Lu}{4,})(?:-\p{Lu}\p{L}+)?)(?![\p{L}-]|['’](?![sS]\b))/gu;
// A word that takes a letter after it, or a number (a unit): the letter is theirs, not an initial ("Vitamin D.
// Whitcomb", "Hepatitis B. Rowe", "Plan A. Whitcomb agrees", "Shocked at 120 J. ROSC").
const LETTER_TAKER_BEFORE = /(?:\b(?:vitamin|vit|hepatitis|hep|plan|type|group|grade|class|stage|phase|option|factor|appendix|schedule|part|section|zone|level|step|lead|tier|cohort|arm|strep|influenza|flu|protein|complex|category|block|exhibit|form|figure|fig|table|team|wing|pod|bay|ward|unit|building|bldg|tower|floor|suite|gate|dock|lot|row|seat|letter|list)|\d)[ \t]*$/i;
// An outline's item at a line's start, with the next line opening the next item ("A. Whitcomb has CHF⏎B. Rowe").
const OUTLINE_NEXT_LINE = /^[^\n]*\r?\n[ \t]*[A-Z]\.[ \t]/;
// What follows a journal's abbreviation: another abbreviation with its stop, a year, or a reference's punctuation.
const ABBREVIATION_AFTER = /^\.(?:[ \t]*[;,:)]|[ \t]*\d|[ \t]+\p{Lu}\p{Ll}*\.)/u;
const ABBREVIATION_BEFORE = /(?:^|[^\p{L}])\p{Lu}\p{Ll}{1,6}\.[ \t]*$/u;
// The endings of a species' Latin name ("jirovecii", "gallolyticus", "mucilaginosa", "schaalii", "aeruginosa").
const LATIN_SPECIES = /(?:ii|ae|us|um|osa|ensis|icus|ica|oides|ides|phila|philus|genes|ella|ans|alis|aris|ata|atum)$/;
// An outline's items: a lettered item right before or right after.
const OUTLINE_BEFORE = /(?:^|[^\p{L}])\p{Lu}\.[ \t]+\p{Lu}\p{L}+[ \t]+$/u;
const OUTLINE_AFTER = /^[ \t]+\p{Lu}\.[ \t]+\p{Lu}\p{Ll}/u;

// Clinical words written unlike the dictionary's spelling ("R. Xray neg").
const NOT_INITIALLED = new Set(['xray', 'xrays', 'cxr']);

/** A surname no vocabulary has; a double-barrelled one may have a part the people list has ("Smith-Vollan"). */
function surnameNoWord(word: string): boolean {
  const parts = word.split('-');
  const noWord = (part: string) => {
    const key = foldWord(part);
    return key.length >= 2 && inNoVocabulary(key, part) && !LANGUAGE_NAMES.has(key);
  };
  return parts.some(noWord) && parts.every((part) => noWord(part) || isPersonName(foldWord(part)));
}

function findInitialledSurnames(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(INITIALLED_SURNAME)) {
    const surname = m[2]!;
    const key = foldWord(surname);
    // "R>L. Durkan positive", "R. Xray neg": a side's letter before a test named after someone, or before an X-ray.
    if (!surnameNoWord(surname) || EXAM_EPONYMS.has(key) || EPONYMS.has(key) || SCORE_EPONYMS.has(key) || isEponymName(key) || NOT_INITIALLED.has(key)) continue;
    if (LATIN_SPECIES.test(key) && !isPersonName(key)) continue;
    const end = m.index + m[0].length;
    const after = text.slice(end, end + 24);
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    if (ABBREVIATION_AFTER.test(after) || ABBREVIATION_BEFORE.test(before) || OUTLINE_BEFORE.test(before) || OUTLINE_AFTER.test(after)
      || LETTER_TAKER_BEFORE.test(before) || (/(?:^|\n)[ \t]*$/.test(before) && OUTLINE_NEXT_LINE.test(text.slice(end, end + 200)))) continue;
    // In capitals, not a scale's or a letterhead's word: "L. INCAT 4", "G. WERBER BRYAN PSYCHIATRIC HOSPITAL".
    if (isAllCaps(surname) && /^(?:[ \t]*\d|[ \t]+\p{Lu}{2,})/u.test(after)) continue;
    // "Charles B. Wang Community Health Center": a capitalised word of the language after it makes it a longer name's.
    const next = /^[ \t]+(\p{L}+)/u.exec(after)?.[1];
    if (next && (INSTITUTION_WORDS.has(next.toLowerCase()) || (/^\p{Lu}\p{Ll}/u.test(next) && isEnglishWord(next.toLowerCase())))) continue;
    out.push({ start: m.index, end, cls: 'NAME', known: false, key: `name:${m[0].toLowerCase()}`, value: m[0], priority: PRIORITY.unknownPerson });
  }
  return out;
}

// Payers, suppliers and health systems whose name reads as an initial and a surname ("humana": "umana").
const NOT_LOGINS = new Set(['humana', 'premera', 'aetna', 'cigna', 'anthem', 'molina', 'centene', 'ambetter', 'optum', 'apria', 'lincare',
  'scripps', 'kaiser', 'sonora', 'caremark', 'express', 'amerigroup', 'wellcare', 'medica', 'tricare', 'geisinger', 'highmark']);
// A date or a time earlier on the line: a log's or a stamp's line ("updated 10/07/2026 by dkeams").
const STAMP_BEFORE = /\d{1,2}[\/:]\d{2}/;

// "2026-11-19 07:42:18  ahadzimehm2  SEARCH", "10/19 14:12 | hsandvold | fusiform": an audit log's or an upload list's
// user column, right after the row's time (a login may end in digits).
// The login is followed by a pipe, a tab, or two blanks or more and an action in capitals ("SEARCH", "VIEW"), or closes a
// piped row: a flowsheet's words after a time ("08:00  desatting  to 88", "07:00  pateint  resting") are not.
// Dotted and underscored logins too ("j.sandvold", "j_sandvold"); the time may carry seconds, a fraction, a meridiem.
const LOG_ROW_LOGIN = /(?<=(?:^|\n)[^\n]{0,60}\b\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:[ \t]?[AaPp][Mm])?Z?\]?[ \t]*(?:\|[ \t]*|[ \t]))(\p{Ll}(?:[._]?\p{Ll}){4,15}\d{0,3})(?=[ \t]*\||\t|[ \t]{2,}\p{Lu}{3,}\b|[ \t]*(?:\r?\n|$))/gu;
// Words a flowsheet writes in lower case that no dictionary has: a verb's or an adjective's form, not a login.
const NOT_LOGIN_ENDING = /(?:ing|ed|ly|tion|ment|ness|able|ible|ive|ous|ful|less)$/;

function findLoginNames(text: string): Detection[] {
  const out: Detection[] = [];
  // The user column's lookbehind is tried at every position: only where the text holds a time at all.
  for (const m of /\d:\d\d/.test(text) ? text.matchAll(LOG_ROW_LOGIN) : []) {
    const value = m[1]!;
    const letters = value.replace(/\d+$/, '').replace(/[._]/g, '');
    // A row closed by the login alone needs the pipe before it.
    if (/^[ \t]*(?:\r?\n|$)/.test(text.slice(m.index + value.length, m.index + value.length + 80)) && !/\|[ \t]*$/.test(text.slice(Math.max(0, m.index - 4), m.index))) continue;
    if (!unknownKey(letters) || isPersonName(letters) || GIVEN_NAMES.has(letters) || NOT_LOGINS.has(letters) || NOT_LOGIN_ENDING.test(letters)) continue;
    out.push({ start: m.index, end: m.index + value.length, cls: 'NAME', known: false, key: `name:${value}`, value, priority: PRIORITY.unknownPerson });
  }
  for (const m of text.matchAll(LOGIN_SLOT)) {
    const value = m[1]!;
    if (isEnglishWord(value) || isMedicalTerm(value) || DRUGS.has(value) || isPersonName(value) || GIVEN_NAMES.has(value) || NOT_LOGINS.has(value)) continue;
    const rest = [value.slice(1), value.slice(2)].filter((r) => r.length >= 4 && !isEnglishWord(r) && !isMedicalTerm(r) && !DRUGS.has(r));
    const start = m.index + m[0].length - value.length;
    // What follows the initials is a surname of the people list; one only the wide list has ("keams", and brands and
    // payers too: "umana", "ucala") counts where a stamp's date or time, or a signature's dash, vouches for a login.
    const line = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
    const dashed = /[-–—]/.test(m[0].slice(0, m[0].length - value.length));
    const vouched = dashed ? /^[ \t]*(?:\r?\n[ \t]*)*$/.test(text.slice(start + value.length)) : STAMP_BEFORE.test(line);
    if (!rest.some((r) => isPersonName(r) || (vouched && isWideName(r)))) continue;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

// "NK1|1|AHMED^RAFIQ|SPO|", "GT1|1||OKAFOR^GRACE|": the person an HL7 next-of-kin or guarantor segment names (NK1-2,
// GT1-3: family^given^middle), whatever their words are.
// Up to the field's end or its first repetition ("AHMED^RAFIQ^^^^^L", "AHMED^RAFIQ~AHMED^R"); the span is the family,
// given and middle components, not the name-type code.
const HL7_PERSON = /(?:^|[\r\n])(?:NK1\|[^|\r\n]*\||GT1\|[^|\r\n]*\|[^|\r\n]*\|)(\p{L}[\p{L}'’ .-]*(?:\^[\p{L}'’ .-]*){0,13})(?=[|~])/gu;
// 'From: "Brannigan, Shalini" <shalini.b@example.com>', 'To: Maricel V <mv@x.org>': an e-mail header's display name.
const MAIL_DISPLAY_NAME = /\b(?:From|FROM|To|TO|Cc|CC|Reply-To|REPLY-TO|Sender|SENDER)[ \t]*:[ \t]*(?:"([^"\r\n<>@]{2,60})"|(\p{Lu}[\p{L}'’.-]*(?:,?[ \t]+\p{Lu}[\p{L}'’.-]*){0,3}))[ \t]*<[^<>\s@]+@[^<>\s]+>/gu;

const ORGANISATION_WORD = /\b(?:dept|department|office|clinic|team|services?|pharmacy|hospital|center|centre|lab|laboratory|billing|support|inc|llc|group|admin|desk|unit|scheduling|records|program|health|care|noreply|no-reply|reply|portal|notifications?|reminders?|appointments?|diagnostics|mychart|alerts?|system|info|messages?|messaging|quest|labcorp|insurance|plan|benefits|member|customer|service|news|newsletter)\b/i;

/**
 * Where a country's name stands as the country: after a town the gazetteer has and a comma ("Havana, Cuba"; not
 * "Husband, Israel,"), or after a preposition of place. A country that is also a given name ("Jordan", "Chad") only after "in" or a verb of
 * coming from ("Call from Chad", "Talked to Chad" are people).
 */
function countryStandsAsPlace(text: string, start: number, value: string): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const personLike = GIVEN_NAMES.has(value.toLowerCase());
  const town = /((?:\p{Lu}[\p{L}'’-]*[ \t]+(?:(?:de|del|la|el|los|las|do|da|dos)[ \t]+)?){0,2}\p{Lu}[\p{L}'’-]*),[ \t]*$/u.exec(before);
  if (town) {
    // A town the gazetteer has; for a country that is also a given name ("Smith, Jordan") a town that is no surname.
    const townWords = town[1]!.split(/[ \t]+/);
    for (let k = 1; k <= townWords.length; k++) {
      const words = townWords.slice(-k);
      if (placePopulation(foldPlace(words)) > 0 && !(personLike && k === 1 && isPersonName(words[0]!.toLowerCase()))) return true;
    }
  }
  if (personLike) {
    return /\b(?:in|born[ \t]+in|(?:came|arrived|visiting|immigrated|emigrated|moved|fled|returned|relocated|flew)[ \t]+(?:here[ \t]+)?from)[ \t]+$/i.test(before);
  }
  return /\b(?:in|from|born[ \t]+in|near)[ \t]+$/i.test(before);
}

const TRAVEL_WORDS = new Set(['lyft', 'uber', 'amtrak', 'paratransit', 'bus', 'train', 'car', 'taxi', 'cab', 'medicaid', 'van', 'ambulance',
  'wheelchair', 'walker', 'foot', 'bike', 'metro', 'subway', 'greyhound', 'transit', 'access', 'ride']);
// What goes before a people, a language or a church ("White Hmong", "Speaks Greek", "First Baptist").
const DESCRIBING_WORDS = new Set(['speaks', 'speaking', 'speak', 'reads', 'writes', 'understands', 'prefers', 'preferred', 'white', 'green',
  'blue', 'black', 'red', 'first', 'second', 'old', 'new', 'greek', 'coptic', 'reformed', 'southern', 'northern', 'eastern', 'western']);
const PEOPLES_AND_FAITHS = new Set(['chinese', 'orthodox', 'catholic', 'catholics', 'baptist', 'lutheran', 'methodist', 'mennonite',
  'amish', 'muslim', 'muslims', 'jewish', 'christian', 'christians', 'pentecostal', 'adventist', 'evangelical', 'hindu', 'buddhist', 'sikh']);

// 'aka "T BOY"', 'goes by "Junior"', 'nickname: "Bubba Lee"', 'likes to be called "Mo Mo"': the quoted name someone goes
// by, whatever its words are.
const QUOTED_NICKNAME = /\b(?:aka|a\.k\.a\.?|AKA|goes[ \t]+by|nicknamed?|nick[ \t]?name:?|preferred[ \t]+name:?|pref\.?[ \t]+name:?|(?:likes|prefers|wants|asks|asked)[ \t]+to[ \t]+be[ \t]+called)[ \t]*:?[ \t]*["“]([\p{Lu}][\p{L}'’.-]*(?:[ \t][\p{L}'’.-]+){0,2})["”]/gu;

// 'Dale "Sparky" Ferrante', 'Jesús "Chuy" Carrizales': a quoted nickname between a given name and a surname; 'Refugio
// ("Cuco")', 'Theophilus Jr. ("T.J.")': a quoted nickname in brackets after a given name.
const QUOTED_MID_NAME = /(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?)[ \t]["“]([\p{Lu}][\p{L}'’.]*(?:[ \t][\p{L}'’.]+)?)["”][ \t](\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?)(?![\p{L}])/gdu;
const QUOTED_AFTER_GIVEN = /(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}'’]+)(?:[ \t]+(?:Jr|Sr)\.?)?[ \t]*\([ \t]*["“]([\p{Lu}][\p{L}'’.]*(?:[ \t][\p{L}'’.]+)?)["”][ \t]*\)/gdu;

const WEEKDAYS: ReadonlySet<string> = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mondays', 'tuesdays',
  'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays']);

/** A word that may be a given name: the names lists have it, or no vocabulary does. */
function givenNameLike(word: string): boolean {
  const key = foldWord(word);
  if (DRUGS.has(key) || MONTH_WORDS.has(key) || NOT_NAMES.has(key) || TITLES.has(key)) return false;
  return GIVEN_NAMES.has(key) || isPersonName(key) || (!isEnglishWord(key) && !isMedicalTerm(key) && !COMMON_WORDS.has(key));
}

function findQuotedNicknames(text: string): Detection[] {
  if (!/["“]/.test(text)) return [];
  const out: Detection[] = [];
  const add = (m: RegExpExecArray | RegExpMatchArray, k: number) => {
    const [start, end] = m.indices![k]!;
    const value = m[k]!;
    out.push({ start, end, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  };
  for (const m of text.matchAll(QUOTED_MID_NAME)) {
    // The surname: a name the lists have that is no common word, or a word no vocabulary has ("Ferrante", "Mclellan");
    // not "Daily", "Class", "Tuesday".
    const surname = foldWord(m[3]!);
    if (!givenNameLike(m[1]!) || !((isPersonName(surname) && !isCommonEnglishWord(surname)) || (!isEnglishWord(surname) && !isMedicalTerm(surname)))
      || DRUGS.has(surname) || INSTITUTION_WORDS.has(surname) || WEEKDAYS.has(surname) || MONTH_WORDS.has(surname) || !/\p{L}{2}/u.test(m[2]!)) continue;
    for (const k of [1, 2, 3]) add(m, k);
  }
  for (const m of text.matchAll(QUOTED_AFTER_GIVEN)) {
    // The nickname a given name or no word ("Cuco", "T.J."; not 'Omnipod ("Pod")'); the name before it is masked too.
    const nick = foldWord(m[2]!.replace(/\./g, ''));
    if (!givenNameLike(m[1]!) || !/\p{L}/u.test(m[2]!) || DRUGS.has(nick) || (isEnglishWord(nick) && !GIVEN_NAMES.has(nick))) continue;
    add(m, 1);
    add(m, 2);
  }
  return out;
}

// "Hmong interpreter by phone, Chue (#HM-5521)", "interpreter in person (Edin, agency badge LI-2207)", "Interpreter
// name/ID: Grace Lim / KOR-21774", "Somali interpreter — Abshir, phone line": the interpreter's name after the word,
// its language and its means (a comma, a dash, a colon or a bracket before the name), then an ID, a bracket, a comma or
// the clause's end.
const INTERPRETER_NAME = new RegExp(String.raw`\b(?:[Ii]nterp(?:reter)?s?|INTERP(?:RETER)?S?|[Tt]ranslator)\b(?:[ \t]+(?:name(?:\/ID)?|by[ \t]+(?:phone|video)|via[ \t]+(?:phone|video|iPad|ipad)|in[ \t]+person|on[ \t]+(?:the[ \t]+)?(?:line|phone)|present|booked|used|\([^()\n]{1,20}\)))*(?:[ \t]+\p{Lu}\p{Ll}+(?=[ \t]*\())?[ \t]*(?:[,:—–][ \t]*|-[ \t]+|\([ \t]*)(\p{Lu}[\p{L}'’]*(?:[ \t]+\p{Lu}[\p{L}'’]*){0,2})(?=[ \t]*(?:[),.;\/(#]|$|\n|[ \t](?:ID|id|present|on|via|by|in|at|\d)))`, 'gmdu');
// What an interpreter's line names that is no interpreter: languages and dialects the language list lacks,
// interpreting services, and the line's means and remarks ("video", "declined", "staff").
const NOT_INTERPRETER_NAMES: ReadonlySet<string> = new Set(['kriolu', 'kreyol', 'kreyòl', 'creole', 'bengali', 'sylheti', 'levantine', 'chaldean',
  'assyrian', 'fulani', 'krio', 'karenni', 'zomi', 'rohingya', 'kurmanji', 'sorani', 'nahuatl', 'garifuna', 'dinka', 'nuer', 'twi', 'darija',
  'mixteco', 'mixtec', 'zapoteco', 'zapotec', 'triqui', 'kiche', "k'iche'", 'kʼicheʼ', 'mam', 'qanjobal', 'chuukese', 'marshallese', 'tigrinya', 'oromo',
  'voyce', 'boostlingo', 'jeenie', 'cyracom', 'languageline', 'language', 'line', 'propio', 'stratus', 'certified', 'languages',
  'globo', 'martti', 'ipad', 'vri', 'opi', "s'gaw", 'sgaw', 's’gaw', 'pwo', 'karen', 'dialect', 'video', 'phone', 'staff', 'agency', 'pool', 'family', 'declined', 'none', 'needed', 'required', 'used', 'id', 'name']);

function findInterpreterNames(text: string): Detection[] {
  if (!/interp|translator/i.test(text)) return [];
  const out: Detection[] = [];
  for (const m of text.matchAll(INTERPRETER_NAME)) {
    const value = m[1]!;
    const keys = value.split(/[ \t]+/).map(foldWord);
    // No language, agency, means or title; every word a given name (even when it is a word: "Grace"), a surname the
    // lists have after it ("Grace Lim", "Thu Ha"), or a word no vocabulary has; one word at least a name of the lists
    // or no word at all.
    if (keys.some((k) => LANGUAGE_NAMES.has(k) || NOT_INTERPRETER_NAMES.has(k) || DRUGS.has(k) || MONTH_WORDS.has(k) || REGION_NAMES.has(k) || isDemonym(k)
      || TITLES.has(k) || NOT_NAMES.has(k))) continue;
    const nameWord = (k: string, j: number) => GIVEN_NAMES.has(k) || (j > 0 && isPersonName(k))
      || (!isEnglishWord(k) && !isMedicalTerm(k) && !COMMON_WORDS.has(k));
    if (!keys.every(nameWord) || !keys.some((k) => GIVEN_NAMES.has(k) || isPersonName(k) || (k.length >= 3 && !isEnglishWord(k)))) continue;
    const [start, end] = m.indices![1]!;
    out.push({ start, end, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

function findStructuredNames(text: string): Detection[] {
  const out: Detection[] = [...findQuotedNicknames(text), ...findInterpreterNames(text)];
  // "Tavares-Metoyer (goes by Tavi)", "Goes by BOB": unquoted after "goes by", a name (a dictionary word too when the
  // names list has it), not a way of travelling ("goes by Lyft").
  for (const m of text.matchAll(/\b[Gg](?:oes|OES)[ \t]+(?:by|BY)[ \t]+(\p{Lu}\p{Ll}{2,}|\p{Lu}{3,})(?![\p{L}'’-])/gu)) {
    const value = m[1]!;
    const key = value.toLowerCase();
    if (TRAVEL_WORDS.has(key) || isMedicalTerm(key) || DRUGS.has(key) || (isEnglishWord(key) && !GIVEN_NAMES.has(key) && !isPersonName(key))) continue;
    const start = m.index + m[0].length - value.length;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${key}`, value, priority: PRIORITY.unknownPerson });
  }
  for (const m of text.matchAll(QUOTED_NICKNAME)) {
    const value = m[1]!;
    if (!/\p{L}{2}/u.test(value) || DRUGS.has(value.toLowerCase())) continue;
    const start = m.index + m[0].length - value.length - 1;
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  const push = (start: number, value: string) => {
    const trimmed = value.replace(/[\^ .]+$/, '');
    if (!/\p{L}{2}/u.test(trimmed)) return;
    out.push({ start, end: start + trimmed.length, cls: 'NAME', known: false, key: `name:${trimmed.toLowerCase()}`, value: trimmed, priority: PRIORITY.unknownPerson });
  };
  if (text.includes('|')) for (const m of text.matchAll(HL7_PERSON)) push(m.index + m[0].length - m[1]!.length, m[1]!.split('^').slice(0, 3).join('^'));
  if (text.includes('@')) {
    for (const m of text.matchAll(MAIL_DISPLAY_NAME)) {
      const name = m[1] ?? m[2]!;
      // "Safety Dept", "Billing Office": a mailbox of a department, not a person.
      if (ORGANISATION_WORD.test(name)) continue;
      push(m.index + m[0].indexOf(name, m[0].indexOf(':')), name);
    }
  }
  return out;
}

// A chat's or a group text's speaker line: an optional stamp (a time, a date and a time, a bracketed stamp), the speaker
// (a given name and a surname or its initial, "Meron H.", "Dong-wook B", "Meeri Haapala"; or a lower-case role with the
// name in brackets, "dispatch (Marlenne)"), an optional role in brackets and time, then a colon and the message.
const CHAT_STAMP = String.raw`(?:\[[^\]\n]{4,32}\][ \t]*|(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?[ \t]+)?\d{1,2}:\d{2}(?:[ \t]?[AaPp]\.?[ \t]?[Mm]\.?)?[ \t]+)`;
const CHAT_NAME_WORD = String.raw`\p{Lu}\p{Ll}[\p{Ll}'’]*(?:-\p{L}\p{Ll}[\p{Ll}'’]*)?`;
const CHAT_SPEAKER = new RegExp(String.raw`^[ \t]*(${CHAT_STAMP})?(?:(${CHAT_NAME_WORD}(?:[ \t]+(?:${CHAT_NAME_WORD}|\p{Lu}\.?))?)|(?:dispatch|desk|front[ \t]desk|unit|charge|triage|pharmacy|lab|clinic|transport|driver|scheduler|scheduling|reception|registration|security|operator|interpreter|interp|chaplain|tech|rn|md|np|ma|pa|sw|cm)[ \t]*\((${CHAT_NAME_WORD})\))(?:[ \t]*\([^()\n]{1,30}\))?(?:[ \t]+\d{1,2}:\d{2}(?:[ \t]?[AaPp][Mm])?)?[ \t]*:[ \t]`, 'gmdu');
// A messaging app's export stamp: a date and a time of day in brackets ("[11/17/26, 6:48 AM]", "[9/8/26, 19:44]",
// "[2026-11-02 07:15:03]").
const EXPORT_STAMP = /^\[(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2}),?[ \t]+\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[ \t]?[Mm]\.?)?\]/;
// Any speaker line, whoever speaks (a role in lower case, "CM", "unit"): what makes the text a conversation.
const ANY_SPEAKER = new RegExp(String.raw`^[ \t]*(?:${CHAT_STAMP})?([\p{L}][\p{L}'’. -]{0,30}?)(?:[ \t]*\([^()\n]{1,30}\))?(?:[ \t]+\d{1,2}:\d{2}(?:[ \t]?[AaPp][Mm])?)?[ \t]*:[ \t]`, 'gmu');

// What labels a message's line in the languages of the notes ("Respuesta:", "Resposta:"), not a speaker.
const MESSAGE_LABELS: ReadonlySet<string> = new Set(['respuesta', 'resposta', 'reponse', 'réponse', 'mensaje', 'mensagem', 'pregunta', 'pergunta',
  'nota', 'paciente', 'clinica', 'clínica', 'enfermera', 'enfermeira', 'medico', 'médico', 'doctora', 'asunto', 'assunto', 'objet', 'sujet']);

/** A word a speaker's name may hold: no dictionary word, term, drug, abbreviation or label. */
function chatNameWord(word: string): boolean {
  if (/^\p{Lu}\.?$/u.test(word)) return true;
  const key = foldWord(word);
  const plain = (part: string) => part.length < 2 || isEnglishWord(part) || MESSAGE_LABELS.has(part) || isMedicalTerm(part) || COMMON_WORDS.has(part)
    || NOT_NAMES.has(part) || DRUGS.has(part) || MONTH_WORDS.has(part) || STATE_NAMES.has(part) || REGION_NAMES.has(part) || LANGUAGE_NAMES.has(part)
    || MEDICAL_ABBREVIATIONS.has(part.toUpperCase()) || CREDENTIAL_SET.has(part.toUpperCase());
  // "Dong-wook": a hyphenated given name needs one part no vocabulary has ("Follow-up", "X-ray" have none).
  const parts = key.split('-');
  return parts.length > 1 ? !isEnglishWord(key) && !isMedicalTerm(key) && parts.some((part) => !plain(part)) : !plain(key);
}

/** A word the names lists have (a given name or a surname), or the wide list when no dictionary has it. */
function personNameWord(word: string): boolean {
  const key = foldWord(word);
  return GIVEN_NAMES.has(key) || isPersonName(key) || (key.includes('-') && key.split('-').some((part) => isPersonName(part) || isWideName(part)));
}

/**
 * Words that may speak on a chat line: each may be a name (chatNameWord), no score's name, and what follows the colon
 * is no reading ("Dexcom: 145", "Braden: 14" are a device's, a test's or a score's value).
 */
function mayBeSpeaker(parts: readonly string[], message: string, exported = false): boolean {
  // On an exported chat's line a given name the medical dictionary also has ("Glenn", a shunt) is the name.
  const word = (part: string) => chatNameWord(part) || (exported && GIVEN_NAMES.has(foldWord(part)) && !COMMON_WORDS.has(foldWord(part)));
  return parts.every(word) && !/^[ \t]*[\d<>.+-]/.test(message) && !SCORE_EPONYMS.has(foldWord(parts[0]!));
}

/**
 * A speaker's name: every word may be a name (chatNameWord), and the first is a name the lists have; two words may
 * also be a stamped speaker's given name and surname no list has ("Meeri Haapala" at 08:14). "Entresto", "Trelegy
 * Ellipta", "Conduta" are none.
 */
function speakerName(parts: readonly string[], stamped: boolean, message: string, bracketed: boolean, exported: boolean): boolean {
  if (!mayBeSpeaker(parts, message, exported)) return false;
  if (personNameWord(parts[0]!)) return true;
  // "dispatch (Marlenne)": a role's speaker named in brackets.
  if (bracketed) return true;
  // "[11/17/26, 6:48 AM] Mylene: …": a messaging app's export stamps every line in brackets, and what speaks after the
  // stamp is someone's name as the phone has it, one word or more, whatever the names lists hold.
  if (exported) return !roleInSpanish(parts.join(' '));
  return stamped && parts.length >= 2 && /^\p{Lu}(?:\p{Ll}|\.?$)/u.test(parts[1]!);
}

/** One Spanish word speaking ("Coordinadora", "Recepción"): a role, not a name (a name the lists have is read before). */
function roleInSpanish(speaker: string): boolean {
  return !/[ \t]/.test(speaker) && isSpanishWord(speaker);
}

function findChatSpeakers(text: string): Detection[] {
  if (!/:[ \t]/.test(text)) return [];
  const candidates = [...text.matchAll(CHAT_SPEAKER)].map((m) => {
    const group = m[2] !== undefined ? 2 : 3;
    const value = m[group]!;
    const stamped = m[1] !== undefined || /\d:\d\d[ \t]*(?:[AaPp][Mm])?[ \t]*:[ \t]$/.test(m[0]);
    const exported = m[1] !== undefined && EXPORT_STAMP.test(m[1]);
    const message = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    return { m, group, value, message, ok: speakerName(value.split(/[ \t]+/), stamped, message, group === 3, exported) };
  });
  // "Ardys (SF desk): …", "Ardys: son, per chart": a word no vocabulary has that speaks on two lines or more of a
  // conversation where someone the names lists have speaks too.
  const named = new Set(candidates.filter((c) => c.ok).map((c) => c.value.toLowerCase()));
  if (named.size) {
    const lines = new Map<string, number>();
    for (const c of candidates) lines.set(c.value.toLowerCase(), (lines.get(c.value.toLowerCase()) ?? 0) + 1);
    for (const c of candidates) {
      const key = c.value.toLowerCase();
      const someoneElseNamed = named.size > (named.has(key) ? 1 : 0);
      if (!c.ok && lines.get(key)! >= 2 && someoneElseNamed) c.ok = mayBeSpeaker(c.value.split(/[ \t]+/), c.message) && !roleInSpanish(c.value);
    }
  }
  // A conversation: three speaker lines or more (whoever speaks: "CM", "unit", "dispatch"), two of them a person's.
  if (candidates.filter((c) => c.ok).length < 2 || [...text.matchAll(ANY_SPEAKER)].length < 3) return [];
  const out: Detection[] = [];
  for (const { m, group, value } of candidates.filter((c) => c.ok)) {
    const start = m.indices![group]![0];
    out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  }
  return out;
}

export function findStrangers(text: string, words: readonly Word[]): Detection[] {
  const out: Detection[] = [...findSignOffInitials(text), ...findChatSpeakers(text), ...findCensusNames(text), ...findInvertedListNames(text), ...findGivenNameInitial(text), ...findInitialLists(text), ...findCredentialInitials(text),
    ...findBracketedAfterRelation(text), ...findInitialsAfterBy(text), ...findStructuredNames(text), ...findLoginNames(text), ...findInvertedWithCredential(text),
    ...findNewbornNames(text), ...findLowerCaseProxies(text), ...findPedigreeMembers(text), ...findInitialledSurnames(text)];
  const push = (from: number, to: number) => {
    const start = words[from]!.start;
    // "Klaus V.": the dot of a closing initial is part of the name.
    const last = words[to]!;
    const end = last.stemEnd + (/^\p{Lu}$/u.test(last.text) && text[last.stemEnd] === '.' ? 1 : 0);
    const value = text.slice(start, end);
    // "Havana, Cuba", "San Miguel, El Salvador", "born in Cuba": where a place stands a country's name is the country
    // (and, alone, no identifier); "her son, Jordan", "Talked to Chad" are people (countryStandsAsPlace).
    if (REGION_NAMES.has(value.toLowerCase()) && countryStandsAsPlace(text, start, value)) return;
    // "White Hmong", "Speaks Greek", "Eritrean Orthodox": a people, a language or a church after a word that describes
    // it (a colour, a verb of speaking, another people), not a person; a first word that is a name keeps the person
    // ("Logan French", "Rosa Elena Quiché", "R. Lao").
    const firstKey = words[from]!.key;
    if (from < to && firstKey.length >= 3 && (LANGUAGE_NAMES.has(last.key) || PEOPLES_AND_FAITHS.has(last.key)) && !GIVEN_NAMES.has(firstKey)
      && (DESCRIBING_WORDS.has(firstKey) || ((LANGUAGE_NAMES.has(firstKey) || isDemonym(firstKey)) && !isPersonName(firstKey)))
      && !titleBefore(text, words, from)) return;
    // "normal RDW and Mentzer < 13": a listed eponym alone is the index or the sign, unless a title names the person.
    if (from === to && EPONYMS.has(words[from]!.key) && /^[ \t]*(?:[<>≤≥][ \t]*\d|(?:index|sign|score|test|maneuver|manoeuvre)\b)/i.test(text.slice(end, end + 14))
      && !titleBefore(text, words, from)) return;
    out.push({ start, end, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // "Tacoma, Washington": a state after its city, not a person named Washington.
    if (STATE_NAMES.has(w.key) && /\p{Lu}\p{Ll}+,[ \t]+$/u.test(text.slice(Math.max(0, w.start - 24), w.start))) continue;
    if (!(isTitleCase(w.text) || isAllCaps(w.text) || w.text.length === 1)) {
      const related = isLowerCase(w.text) ? namedAfterRelation(text, words, i) : -1;
      if (related >= 0) {
        push(i, related);
        i = related;
        continue;
      }
      if (lowerInitialsAfterRole(text, words, i)) {
        push(i, i);
        continue;
      }
      const alone = isLowerCase(w.text) ? plainNameAlone(text, words, i) : -1;
      if (alone >= 0) push(i, alone);
      else if (isLowerCase(w.text) && (calledByName(text, words, i) || joinedToWriter(text, words, i)
        || (GIVEN_NAMES.has(w.key) && LOWER_NAME_ACTS.test(text.slice(w.end, w.end + 16)) && (isLowerCaseName(w) || lowerCommonGivenName(w))))) push(i, i);
      continue;
    }
    // "Instructor B. Keck, RRT": a role noun that is a cue is not part of the name after it.
    if (isRoleCueWord(w) && words[i + 1] && /^[ \t]+$/.test(text.slice(w.end, words[i + 1]!.start))) continue;
    // "Dear Nurse,", "Dear Care Team:": a letter addressed to a role names no one.
    if (words[i - 1]?.key === 'dear' && GREETED_ROLES.has(w.key)) continue;
    // "Chaplain: Rev. Alvin Pruitt": a title after a cue is not the name; the name follows it.
    if (TITLES.has(w.key) && titleBefore(text, words, i + 1)) continue;
    let last = -1;
    // "con la Dra. Hablamos de la lista": after a Spanish title with its stop, a Spanish word that names no one opens
    // the next sentence (the writer left the name off).
    const spanishTitle = words[i - 1] && /^(?:dra|doctora|sra|srta)$/.test(words[i - 1]!.key);
    if (spanishTitle && isSpanishWord(w.key) && !isPersonName(w.key) && !GIVEN_NAMES.has(w.key)) continue;
    if (titleBefore(text, words, i)) {
      last = collectName(text, words, i, true);
      // "started by Dr H", "Dr. M at 0930": a title and one capital letter name someone.
      // "Dr. B Fri 12/4", "Dr. K Tues": a weekday after the letter does not make it an abbreviation.
      if (last < 0 && /^\p{Lu}$/u.test(w.text) && (!/^\.?[ \t]*\p{Lu}/u.test(text.slice(w.end, w.end + 3))
        || /^\.?[ \t]*(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day)?\b/.test(text.slice(w.end, w.end + 12)))) last = i;
    } else {
      if (isLanguageSlot(text, words, i)) continue;
      let cue = acronymAfterCue(text, words, i) ? null : cueBefore(text, words, i);
      // After a role, "baby" or a credential the word must be a name and no word, written as a name: "Coach Training",
      // "Baby Girl", "Teacher Rating Scale", "NP Thyroid", "Baby ASA 81" are not people.
      // A short given name no vocabulary has counts when a name follows it ("CHW Paj Ntaub Thao").
      const next = words[i + 1];
      const shortLed = w.key.length === 3 && /^\p{L}+$/u.test(w.key) && !isEnglishWord(w.key) && !isMedicalTerm(w.key) && !MEDICAL_ABBREVIATIONS.has(w.text.toUpperCase())
        && !!next && /^[ \t]$/.test(text.slice(w.end, next.start)) && isTitleCase(next.text) && (isUnknownWord(next) || isPlainName(next));
      // A given name that is a word too, when a surname no dictionary has follows it ("ADA Jasmine Oyelaran").
      const wordLed = isTitleCase(w.text) && isPersonName(w.key) && !!next && /^[ \t]$/.test(text.slice(w.end, next.start)) && isTitleCase(next.text)
        && (isUnknownWord(next) || isPlainName(next));
      if (cue && NAME_ONLY_CUES.has(cue.words.join(' ')) && !(isInitial(text, w) || (isTitleCase(w.text) && (isUnknownWord(w) || isPlainName(w) || shortLed || wordLed)))) cue = null;
      if (initialsAfterCue(text, words, i)) {
        push(i, i);
        continue;
      }
      // "my husband Wade drive me", "DIL Nadine": a relative's name right after a kin noun (kinNameAfterRelation).
      if (kinNameAfterRelation(text, words, i)) {
        const run = Math.max(i, collectName(text, words, i, true));
        push(i, run);
        i = run;
        continue;
      }
      // In capitals, a cue vouches only for a word that is a name and no English word ("PER POLST", "WITH HUSBAND").
      // A relation or role noun also vouches for a capitalised word no vocabulary has ("ROOMMATE KAILANI"): no word, no term, no drug.
      // After a relation in brackets or quotes ('HUSBAND (FROST KOWALCZYK)', 'WIFE "PEG"') a name the people list has will do.
      const quoted = !!cue && cue.words.length === 1 && RELATION_CUES.has(cue.words[0]!) && /[("“]/.test(text.slice(words[i - 1]!.end, w.start)) && isPersonName(w.key);
      // "Husband (Spanish only)": a language after a relation is what they speak (unless it is a given name: "Karen").
      if (cue && LANGUAGE_NAMES.has(w.key) && !GIVEN_NAMES.has(w.key)) continue;
      if (cue && (quoted || !(isAllCaps(w.text) && !GIVEN_NAMES.has(w.key) && (isEnglishWord(w.key) || !isPersonName(w.key)) && !(cue.words.length === 1 && RELATION_CUES.has(cue.words[0]!) && isUnknownWord(w))))) {
        // A weak cue ("from", "to") vouches for a common word only when it is a given name ("from Carol Bell").
        last = collectName(text, words, i, cue.strong || GIVEN_NAMES.has(w.key) || isPlainName(w));
        // "call from Jasmine at the pharmacy": after "from", a name the people list has, written like one mid-sentence.
        const fromPerson = cue.words[cue.words.length - 1] === 'from' && isTitleCase(w.text) && isPersonName(w.key) && !isMedicalTerm(w.key)
          && !isSentenceStart(text, w.start);
        if (last >= 0 && !cue.strong && !(GIVEN_NAMES.has(w.key) || isPlainName(w) || fromPerson || (last > i && nonCommonCount(words, i, last) >= 1))) last = -1;
      }
      if (last < 0 && (GIVEN_NAMES.has(w.key) || (isPlainName(w) && isTitleCase(w.text)))) last = givenNameLed(text, words, i);
      // "(Carol, RPh)": a name the people list has before a credential, even when it is also a word; a common given
      // name even when the medical dictionary has it too ("(Dana, RPh)").
      // "Brynlee RDA": a capitalised word no vocabulary has, before a credential, too.
      // ("Brandt, ATC": a surname the medical dictionary has too, when a comma sets the credential after it.)
      if (last < 0 && (isPlainName(w) || (isTitleCase(w.text) && isPersonName(w.key) && (!isMedicalTerm(w.key) || GIVEN_NAMES.has(w.key)
        || /^,[ \t]/.test(text.slice(w.end, w.end + 2))) && !DRUGS.has(w.key))
        || (isTitleCase(w.text) && isUnknownWord(w) && w.key.length >= 5))
        && credentialAfter(text, words, i)) last = i;
      if (last < 0) last = runBeforeRelation(text, words, i);
      if (last < 0 && namedByRelationOrService(text, words, i)) last = i;
      if (last < 0 && speakerAtSentenceStart(text, words, i)) last = i;
      if (last < 0) {
        last = plainNameAlone(text, words, i);
        // "R. Medeiros": the initial before it goes with the name.
        const prev = words[i - 1];
        if (last >= 0 && prev && /^\p{Lu}$/u.test(prev.text) && /^\.[ \t]$/.test(text.slice(prev.end, w.start))
          && !out.some((d) => d.end > prev.start && d.start < prev.end)) {
          push(i - 1, last);
          i = last;
          continue;
        }
      }
      if (last < 0) {
        // "Sunny Goyette-Carter, MD": two name words and a credential vouch for each other.
        const candidate = collectName(text, words, i, true);
        if (candidate > i && credentialAfter(text, words, candidate, true) && nonCommonCount(words, i, candidate) >= 1) last = candidate;
        // "Hunter Frost, MD" alone on its line (a signature): two words the people list has, even when both are words.
        else if (candidate === i + 1 && credentialAfter(text, words, candidate) && onOwnLineWithCredential(text, words, i, candidate)
          && [w, words[candidate]!].every((x) => isTitleCase(x.text) && isPersonName(x.key) && !NOT_NAMES.has(x.key) && !isMedicalTerm(x.key))) last = candidate;
      }
      if (last < 0) last = givenThenPlainSurname(text, words, i);
      if (last < 0) last = nameInSlot(text, words, i);
    }
    if (last < 0) continue;
    if (namesATerm(text, words, i, last)) continue;
    // "Marieke Mulder": a capitalised word right before the name that no dictionary or list has is its given name;
    // not a sentence's first word ("Summarise Rosalind Quimby": a verb in another spelling).
    const before = words[i - 1];
    if (before && isTitleCase(before.text) && before.end === before.stemEnd && !isSentenceStart(text, before.start) && /^[ \t]$/.test(text.slice(before.end, w.start)) && before.key.length >= 3
      && !isEnglishWord(before.key) && !isMedicalTerm(before.key) && !NOT_NAMES.has(before.key) && !DRUGS.has(before.key) && !MONTH_WORDS.has(before.key)
      && !STATE_NAMES.has(before.key) && !out.some((d) => d.end > before.start && d.start < before.end)) {
      push(i - 1, last);
      i = last;
      continue;
    }
    push(i, last);
    i = last;
  }
  return out;
}

// Kin words that are also a clinical abbreviation or a word before a noun ("Dil drip" for diltiazem, "SIL border" of
// a dressing, "buddy tape", "FOB negative" for fecal occult blood; FOB is also the father of the baby: "FOB Denton
// Scraper"): after them only a given name or a word no vocabulary has. ("BIL", "MIL" and "FIL" are
// not read at all: bilateral and bilirubin, milliliters.)
const KIN_SHORTHANDS = ['dil', 'sil', 'buddy', 'fob'];
// Narrower than RELATION_CUES, which also holds roles ("nurse", "driver", "officer") and words a name rarely follows
// right away ("baby", "ex", "parents"): only relatives and friends, whose name a note writes next.
const KIN_NOUNS: ReadonlySet<string> = new Set(['son', 'daughter', 'wife', 'husband', 'mother', 'father', 'mom', 'dad', 'brother', 'sister',
  'spouse', 'partner', 'fiance', 'fiancee', 'grandson', 'granddaughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'niece',
  'nephew', 'aunt', 'uncle', 'cousin', 'boyfriend', 'girlfriend', 'stepson', 'stepdaughter', 'dtr', 'daughter-in-law', 'son-in-law',
  'hubby', 'friend', 'roommate', 'neighbor', 'neighbour', ...KIN_SHORTHANDS]);
const STRICT_KIN: ReadonlySet<string> = new Set(['buddy', 'friend', 'roommate', 'neighbor', 'neighbour', ...KIN_SHORTHANDS]);

/**
 * "my husband Wade drive me", "DIL Nadine", "CALLED WIFE ROSE AT 850…": right after a kin or relation noun, a word the
 * people list has is the relative's name even when it is also a word; not a modal or a verb going on ("SON WILL
 * CALL"), not a word that names no one (NOT_NAMES: "Thu" 11/3), not a medical term ("mother Heart disease"), not
 * before a number. In capitals, and after a shorthand or a non-relative ("NEIGHBOR FIELD", "Buddy Tape"), a
 * dictionary word only when it is a given name ("WIFE OPAL" stays, with "SISTER HOUSE" and "SON BROWN BAG").
 */
function kinNameAfterRelation(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  // "My mother in law Feodosia": a relation written in three words is one kin noun.
  const inLaw = !!prev && prev.key === 'law' && /\b(?:mother|father|sister|brother|son|daughter)[ \t]+in[ \t]+$/i.test(text.slice(Math.max(0, prev.start - 16), prev.start));
  if (!prev || !(KIN_NOUNS.has(prev.key) || inLaw) || !(/^[ \t]$/.test(text.slice(prev.end, w.start)) || (/^[ \t]*\r?\n[ \t]*$/.test(text.slice(prev.end, w.start)) && continuesWrappedLine(text, w.start)))) return false;
  const capitals = isAllCaps(w.text);
  if (!(isTitleCase(w.text) || (capitals && isAllCaps(prev.text))) || w.key.length < 3 || w.end !== w.stemEnd) return false;
  if (!isPersonName(w.key) && !((STRICT_KIN.has(prev.key) || inLaw) && isUnknownWord(w))) return false;
  if (NOT_NAMES.has(w.key) || MODALS.has(w.key) || BASE_VERBS.has(w.key) || DRUGS.has(w.key) || MONTH_WORDS.has(w.key)) return false;
  const word = isEnglishWord(w.key) || isMedicalTerm(w.key);
  // "FOB Chance Tointigh at bedside": a word that is a name too, when a surname no vocabulary has follows it.
  const next = words[i + 1];
  const surnameNext = !capitals && !!next && /^[ \t]$/.test(text.slice(w.end, next.start)) && isTitleCase(next.text) && next.key.length >= 3
    && (isUnknownWord(next) || isPlainName(next));
  if (word && !GIVEN_NAMES.has(w.key) && !surnameNext && (capitals || STRICT_KIN.has(prev.key) || isMedicalTerm(w.key))) return false;
  return !/^[ \t]*\d/.test(text.slice(w.end, w.end + 4));
}

function onOwnLineWithCredential(text: string, words: readonly Word[], i: number, last: number): boolean {
  return /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, words[i]!.start - 8), words[i]!.start))
    && /^,?[ \t]+[A-Za-z.\-\/]{2,9}[ \t]*(?:\r?\n|$)/.test(text.slice(words[last]!.end, words[last]!.end + 16));
}

/**
 * "on-coming: Bree Lawson": a given name the people list has (a word too) and then a surname no dictionary has, not
 * inside a longer run of capitalised words (an organisation) and not before an institution word.
 */
function givenThenPlainSurname(text: string, words: readonly Word[], i: number): number {
  const w = words[i]!;
  const next = words[i + 1];
  if (!next || !isTitleCase(w.text) || !isTitleCase(next.text) || w.end !== w.stemEnd || !/^[ \t]$/.test(text.slice(w.end, next.start))) return -1;
  // The given name: one the people list has, or one only the wide list has and no vocabulary does ("Paloma").
  const wideGiven = !isPersonName(w.key) && isUnknownWord(w) && isWideName(w.key);
  if ((!isPersonName(w.key) && !wideGiven) || NOT_NAMES.has(w.key) || DRUGS.has(w.key) || isMedicalTerm(w.key) || MONTH_WORDS.has(w.key)) return -1;
  // The surname: a name the people list has and no English dictionary does (the medical one has some: "Lawson"); or a
  // word no vocabulary has that the wide list has ("Paloma Esquibel", "Troy Wendt").
  // A hyphenated surname counts when each of its parts is a name of either list and no word ("Boakye-Ansah").
  const parts = next.key.split('-');
  const wideSurname = !EPONYMS.has(next.key) && (parts.length === 1 ? isUnknownWord(next) && isWideName(next.key)
    : parts.every((p) => p.length >= 3 && !isEnglishWord(p) && !isMedicalTerm(p) && !NOT_NAMES.has(p) && (isWideName(p) || isPersonName(p))));
  if (!wideSurname && (wideGiven || next.key.length < 3 || !isPersonName(next.key) || isEnglishWord(next.key) || DRUGS.has(next.key) || NOT_NAMES.has(next.key) || EPONYMS.has(next.key))) return -1;
  const prev = words[i - 1];
  if (prev && (isTitleCase(prev.text) || isAllCaps(prev.text)) && /^[ \t]+$/.test(text.slice(prev.end, w.start))) return -1;
  const after = words[i + 2];
  if (after && (isTitleCase(after.text) || isAllCaps(after.text) || INSTITUTION_WORDS.has(after.key)) && /^[ \t]+$/.test(text.slice(next.end, after.start))) return -1;
  return i + 1;
}

const WRITER = new Set(['me', 'i']);

// "dale and me walked", "me and gene went": a lower-case given name joined to the writer is a person.
function joinedToWriter(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const after = words[i + 1]?.key === 'and' && WRITER.has(words[i + 2]?.key ?? '');
  const before = words[i - 1]?.key === 'and' && WRITER.has(words[i - 2]?.key ?? '');
  if (!(after || before) || w.key.length < 3 || !(GIVEN_NAMES.has(w.key) || isPersonName(w.key)) || NOT_NAMES.has(w.key) || (COMMON_WORDS.has(w.key) && !GIVEN_NAMES.has(w.key))) return false;
  // "dale and me" on one line, with no comma or stop inside.
  const [from, to] = after ? [w.start, words[i + 2]!.end] : [words[i - 2]!.start, w.end];
  return /^[^\n,;.]*$/.test(text.slice(from, to));
}

/**
 * "per Seattle protocol", "Fazekas grade 1", "Aldrete 10.": a name-like word before the noun of a term, or one word
 * (no title before it) before a score of 0 to 10 (or a fraction, in a list of scores) closing a clause, is the term or
 * the score.
 */
function namesATerm(text: string, words: readonly Word[], i: number, last: number): boolean {
  const next = words[last + 1];
  if (next && EPONYM_HEADS.has(next.key) && isLowerCase(next.text) && /^(?:['’]s)?[ \t]+$/.test(text.slice(words[last]!.stemEnd, next.start))) return true;
  if (last !== i || titleBefore(text, words, i)) return false;
  if (isExamEponym(text, words[i]!)) return true;
  if (/^[ \t]+(?:10|\d)(?=[ \t]*(?:[,;)]|\.(?!\d)|$))/.test(text.slice(words[i]!.end, words[i]!.end + 6))) return true;
  // "Katz 5/6, Lawton 3/8.": in a list of scores, a word before a fraction no larger than one, out of at most 30.
  const fraction = /^[ \t]+(\d{1,2})\/(\d{1,2})(?=[ \t]*(?:[,;)]|\.(?!\d)|$))/.exec(text.slice(words[i]!.end, words[i]!.end + 8));
  return !!fraction && Number(fraction[1]) <= Number(fraction[2]) && Number(fraction[2]) <= 30
    && /\p{L}[ \t]+\d{1,2}\/\d{1,2}[ \t]*[,;][ \t]*$/u.test(text.slice(Math.max(0, words[i]!.start - 24), words[i]!.start));
}

// "i'll call rosalind back", "regards carla": a lower-case name (the people list has it, no dictionary does) after a
// verb of calling or a sign-off.
const CALLING_BEFORE = new Set(['call', 'called', 'calling', 'regards', 'thanks', 'ask', 'asked', 'tell', 'told', 'text', 'texted', 'page', 'paged', 'its']);
// "hi this is arantxa writing for xabi": the writer naming themselves.
const THIS_IS_BEFORE = /\bthis[ \t]+is[ \t]+$/i;

function calledByName(text: string, words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  if (prev && THIS_IS_BEFORE.test(text.slice(Math.max(0, w.start - 12), w.start)) && isLowerCaseName(w)) return true;
  return !!prev && CALLING_BEFORE.has(prev.key) && /^[ \t,]+$/.test(text.slice(prev.end, w.start)) && w.key.length >= 4
    && isPersonName(w.key) && (isLowerCaseName(w) || lowerCommonGivenName(w));
}

/** A common given name in lower case that the medical dictionary also has ("marcus", "dana"), and no English word. */
function lowerCommonGivenName(w: Word): boolean {
  return /^\p{Ll}{3,}$/u.test(w.text) && GIVEN_NAMES.has(w.key) && !COMMON_WORDS.has(w.key) && !isEnglishWord(w.key) && !NOT_NAMES.has(w.key);
}

// "carla covering the floor", "marcus said": a lower-case common given name, then a verb of covering or saying.
const LOWER_NAME_ACTS = /^[ \t]+(?:covering|covers|covered|said|says|called|texted|asked|will[ \t]+call|is[ \t]+covering|out[ \t]+(?:today|tomorrow|sick))\b/;

const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'of', 'outside', 'around', 'travel', 'visit', 'visiting', 'moved', 'via']);

// The words a wrapped line may end on before a name carries the sentence over ("... with her son\nCarmelo", "Sgroi
// (path),\nAshbrook (rad onc)", "talking with\nKowalczyk"): a comma, a conjunction, a preposition, a kin noun.
const WRAP_BEFORE_NAME = /(?:,|\b(?:and|or|&|with|by|from|to|for|of|per|via|cc|son|daughter|wife|husband|mother|father|sister|brother|nephew|niece|aunt|uncle|cousin|friend|her|his|their|my|our|called|named|asked|told|saw|see|call))[ \t]*\r?\n[ \t]*\(?$/i;

/** A name of the people list opening a line that goes on a sentence (continuesWrappedLine); not a score or a sign. */
function wrappedOntoName(text: string, w: Word): boolean {
  if (EPONYMS.has(w.key) || SCORE_EPONYMS.has(w.key) || EXAM_EPONYMS.has(w.key) || isEponymName(w.key)) return false;
  if (/^[ \t]*(?:\d|[+\-−<>=])/.test(text.slice(w.end, w.end + 3))) return false;
  return WRAP_BEFORE_NAME.test(text.slice(Math.max(0, w.start - 24), w.start)) && continuesWrappedLine(text, w.start);
}

/**
 * The generic layer: a capitalised word that the people-names list has and neither the English nor the medical
 * dictionary does ("Gutierrez", "Svetlana"), standing where a name can stand: mid-sentence, not inside a run of
 * capitalised words (an organisation, a place) and not before an institution word.
 */
function plainNameAlone(text: string, words: readonly Word[], i: number): number {
  const w = words[i]!;
  const prev = words[i - 1];
  // "mr kaplan" in a portal message: a lower-case title before a lower-case name.
  // "dr nikzad's office", "dr subba at the health center": a word no dictionary has will do after a doctor's title.
  if (prev && isLowerCase(w.text) && ['mr', 'mrs', 'ms', 'dr'].includes(prev.key) && /^\.?[ \t]$/.test(text.slice(prev.end, w.start))
    && ((isPersonName(w.key) && !isEnglishWord(w.key)) || (prev.key === 'dr' && isLowerCaseName(w) && lowerDoctorName(text, words, i)))) return i;
  // "in-person, R. Medeiros": an initial's dot is no sentence end.
  const afterInitial = !!prev && /^\p{Lu}$/u.test(prev.text) && /^\.[ \t]$/.test(text.slice(prev.end, w.start));
  if (!isTitleCase(w.text) || !isPlainName(w) || (isSentenceStart(text, w.start) && !afterInitial && !wrappedOntoName(text, w)) || STATE_WORDS.has(w.key) || MONTH_WORDS.has(w.key)) return -1;
  // "lives in Birmingham", "travel to Lagos": a place, where the list holds a surname of the same spelling.
  if (prev && PLACE_PREPOSITIONS.has(prev.key)) return -1;
  if (prev && (isTitleCase(prev.text) || isAllCaps(prev.text)) && /^[ \t]+$/.test(text.slice(prev.end, w.start))) return -1;
  const next = words[i + 1];
  if (next && (isTitleCase(next.text) || isAllCaps(next.text) || INSTITUTION_WORDS.has(next.key)) && /^[ \t]+$/.test(text.slice(w.end, next.start))) return -1;
  // "a Huber needle", "Foley catheter": a device or a sign named after someone.
  if (next && (DEVICE_FOLLOWERS.has(next.key) || EPONYM_FOLLOWERS.has(next.key)) && /^[ \t]+$/.test(text.slice(w.end, next.start))) return -1;
  // "Neer and Hawkins positive", "Hawkins +", "EF 55% (Simpson biplane)", "vertex by Leopold's": an examination or a
  // method named after someone, with its finding.
  if (isExamEponym(text, w)) return -1;
  return i;
}

/**
 * A word written as a given name or surname that a slot of its own vouches for, where plainNameAlone's guards (a
 * sentence's first word, a capitalised word before it, a place preposition) would turn it away: "Hi Doreen,",
 * "Thanks, Marcus", "... by noon. - Walt", "Sponsor: Doreen", "Called Doreen at the agency", "Doreen and I spoke",
 * "Doreen from the agency", "in Doreen's truck". The word is a name of the people list that no English dictionary has
 * (the medical one has many given names: "Marcus", "Walt", "Bev"), or a word no vocabulary has that the wide list
 * has ("Abdiwali"); after a greeting or before a sign-off, a common given name even when it is a word too ("Hi Grace,").
 */
function nameInSlot(text: string, words: readonly Word[], i: number): number {
  const w = words[i]!;
  if (!isTitleCase(w.text) || w.key.length < 3 || !/^\p{L}+$/u.test(w.key)) return -1;
  if (namesNoOne(w) || NOT_GREETED.has(w.key)) return -1;
  // After "Hi" or "Dear" a name of the lists, a word too when the people list has it ("Hi Grace,"), or a word no
  // vocabulary has ("Hi Kateri,"); after a thanks a name of the lists, a word of the wide list, or any word closing the
  // message ("Thanks Walgreens!", "Thank you Dexcom!" thank a company); a dash closing a message line signs it with a
  // name of the people list ("- Walt").
  const greeted = greetedOrSigned(text, words, i);
  const named = isPersonName(w.key) || GIVEN_NAMES.has(w.key);
  if (greeted === 'hello' && (named || isUnknownWord(w))) return i;
  // A thanks that closes a message and signs it ("Thanks, Yami⏎") names its writer, whatever the word is.
  if (greeted === 'thanks' && (named || (isUnknownWord(w) && (isWideName(w.key) || /^[ \t]*(?:\r?\n|$)/.test(text.slice(w.end, w.end + 3)))))) return i;
  if (EPONYMS.has(w.key) || EXAM_EPONYMS.has(w.key) || isEponymName(w.key)) return -1;
  // A message that closes a sentence before its dash is signed by any word no vocabulary has too ("… noon. — Tavi").
  if ((greeted === 'signed' && named) || (greeted === 'signed-sentence' && (named || isUnknownWord(w)))) return i;
  const given = GIVEN_NAMES.has(w.key) && !COMMON_WORDS.has(w.key);
  const strict = (isPersonName(w.key) && !isEnglishWord(w.key)) || (isUnknownWord(w) && isWideName(w.key));
  if (!strict && !given) return -1;
  // A name the medical dictionary has too ("Holter", "Marcus"): only where a verb of contact leads to it.
  const termToo = isMedicalTerm(w.key) && !given;
  const next = words[i + 1];
  const before = text.slice(Math.max(0, w.start - 40), w.start);
  const after = text.slice(w.stemEnd, w.stemEnd + 40);
  // A surname-like word right before a capitalised word is part of something longer ("Marcus Gunn pupil", "Park Nicollet").
  if (next && /^[ \t]+$/.test(text.slice(w.end, next.start)) && (isTitleCase(next.text) || isAllCaps(next.text))) return -1;
  if (next && (DEVICE_FOLLOWERS.has(next.key) || EPONYM_FOLLOWERS.has(next.key) || INSTITUTION_WORDS.has(next.key))) return -1;
  if (isExamEponym(text, w)) return -1;
  const prev = words[i - 1];
  // "Called Doreen", "Asked Walt to", "Tell Bev": a verb of contact at the sentence's start, then the person.
  if (prev && CONTACT_VERBS.has(prev.key) && /^[ \t]+$/.test(text.slice(prev.end, w.start)) && isSentenceStart(text, prev.start)) return i;
  if (termToo) return -1;
  // "Sponsor: Doreen", "Ride: Walt (son)": a label at the line's start, or after two spaces or more in a form's line
  // ("Contact: Doreen  Relation: friend"), and the name alone after it.
  const label = /(?:^|\n|[ \t]{2})[ \t]*([A-Za-z][A-Za-z'’ /-]{1,30}?)[ \t]*:[ \t]*$/.exec(before);
  // The label is a field's name (a word of the language or a short code: "Sponsor", "NOK"), not a person's ("Rosalind: Mammo, Dexa").
  const labelLast = label?.[1]!.trim().split(/[ \t/-]+/).pop() ?? '';
  if (label && !NOT_PERSON_LABELS.test(label[1]!.trim()) && !NOT_PERSON_LABELS.test(labelLast) && (isEnglishWord(labelLast) || /^[A-Z]{2,4}$/.test(labelLast)) && /^(?:[ \t]*(?:$|\r?\n|[,;(]|[ \t]-[ \t]|[ \t]+\(?\d{3})|[ \t]{2,}\p{Lu}[\p{L} ]{0,20}:)/u.test(after)
  ) return i;
  if (isSentenceStart(text, w.start)) {
    // "Doreen and I spoke", "Doreen & me", "Doreen from the agency", "Doreen from hospice will call".
    if (/^[ \t]+(?:(?:and|&)[ \t]+(?:I|me)\b|from[ \t]+(?:the[ \t]+)?\p{Ll})/u.test(after)) return i;
    return -1;
  }
  // "Spoke w/ Faleolo @ CVS": after "w/" (with), a name.
  if (/\bw\/[ \t]*$/.test(before) && /^[ \t]*(?:[@,.;:)]|$|\r?\n|[ \t]+(?:at|from|in|re|about|today|yesterday|and)\b)/.test(after)) return i;
  // "with Abdiwali from hospice", "to Oluwaseun at the front desk": a person between a preposition and where they work.
  if (prev && PERSON_BEFORE_WHERE.has(prev.key) && /^[ \t]+(?:from|at|in)[ \t]+(?:the[ \t]+)?(?:\p{Ll}|\p{Lu}{2,}\b)/u.test(after)
    && placePopulation(foldPlace([w.text])) === 0) return i;
  // "in Doreen's truck", "at Walt's place": a person's possession after a preposition of place.
  if (prev && PLACE_PREPOSITIONS.has(prev.key) && /^['’]s[ \t]+\p{Ll}/u.test(text.slice(w.stemEnd, w.stemEnd + 5))
    && !PLACE_OR_BUSINESS_AFTER.test(text.slice(w.stemEnd, w.stemEnd + 24))) return i;
  return -1;
}

/**
 * A word that names no one wherever it stands, for the slots and lists of round 20: a drug, a word of the not-names
 * list, a month, a state, a clinical abbreviation, a people or a language, a role greeted instead of a person ("Hi
 * Team"), a kin word of another language ("Abuela").
 */
function namesNoOne(w: Word): boolean {
  return DRUGS.has(w.key) || NOT_NAMES.has(w.key) || MONTH_WORDS.has(w.key) || STATE_NAMES.has(w.key) || MEDICAL_ABBREVIATIONS.has(w.text.toUpperCase())
    || isDemonym(w.key) || LANGUAGE_NAMES.has(w.key) || GREETED_ROLES.has(w.key) || KIN_ABROAD.has(w.key);
}

/** After a greeting or a thanks ("Hi Doreen,", "Thanks, Grace", "Thank you Walt!"), or a sign-off alone at a line's end ("- Bev"). */
function greetedOrSigned(text: string, words: readonly Word[], i: number): 'hello' | 'thanks' | 'signed' | 'signed-sentence' | null {
  const w = words[i]!;
  const prev = words[i - 1];
  const closing = /^[ \t]*(?:[,!.;)]|$|\r?\n)/.test(text.slice(w.end, w.end + 3));
  if (prev && GREETINGS.has(prev.key) && /^,?[ \t]+$/.test(text.slice(prev.end, w.start)) && closing
    && (prev.key !== 'you' || words[i - 2]?.key === 'thank')) return HELLOS.has(prev.key) ? 'hello' : 'thanks';
  // "… by noon. - Bev", "ok see u then -Walt": a dash and the name closing a message line (a line of prose, not a
  // header of capitalised words: "Nation Health Services — Talihina").
  // A line of a list ("contraception - Nexplanon", "preferred pharmacy - Walgreens") names a thing after its dash: the
  // message must close a sentence before it or speak as someone ("ok see u then -Bev").
  if (!/[.!?)\p{L}\d][ \t]+[-–—~][ \t]?$/u.test(text.slice(Math.max(0, w.start - 4), w.start)) || !/^[ \t]*(?:\r?\n|$)/.test(text.slice(w.end, w.end + 3))) return null;
  const line = text.slice(text.lastIndexOf('\n', w.start - 1) + 1, w.start);
  if (/[.!?][ \t]+[-–—~][ \t]?$/.test(line)) return 'signed-sentence';
  return /\b(?:I|I'm|I'll|u|me|you|we|ok|thanks|thx|see|love)\b/i.test(line) ? 'signed' : null;
}

// "at Dillard's distribution center", "in Macy's parking lot": a business or a place named after someone.
const PLACE_OR_BUSINESS_AFTER = /^['’]s[ \t]+(?:county|parish|island|lake|river|bay|park|hospital|clinic|store|shop|market|distribution|warehouse|plant|factory|mill|restaurant|diner|cafe|bar|pub|grill|office|pharmacy|funeral|garage|station|landing|point|creek|mountain|lot|parking|dealership|furniture|hardware|bakery|salon|center|centre|department)\b/i;
const PERSON_BEFORE_WHERE = new Set(['with', 'to', 'for', 'by', 'w']);
const HELLOS = new Set(['hi', 'hello', 'hey', 'hiya', 'howdy', 'dear']);
const GREETINGS = new Set([...HELLOS, 'thanks', 'thx', 'ty', 'you', 'bye', 'love', 'best', 'regards', 'cheers',
  'sincerely', 'blessings']);
// Whom a greeting or a thanks addresses when it is no one's name: "Hi Mom,", "Thank you Lord!", "Sincerely, Billing".
const NOT_GREETED = new Set(['mom', 'mommy', 'mama', 'dad', 'daddy', 'papa', 'coach', 'boss', 'hon', 'honey', 'folks', 'sunshine', 'billing', 'pastor',
  'lord', 'god', 'jesus', 'father', 'sister', 'brother', 'doc', 'buddy', 'guys', 'y’all', 'yall', 'sweetie', 'baby', 'babe', 'love', 'dear']);
const CONTACT_VERBS = new Set(['called', 'call', 'phoned', 'paged', 'page', 'texted', 'text', 'emailed', 'email', 'messaged', 'told', 'tell',
  'ask', 'asked', 'notified', 'notify', 'updated', 'update', 'reminded', 'remind', 'thanked', 'met', 'informed', 'inform', 'advised',
  'contacted', 'contact', 'reached', 'wants', 'wanted', 'let', 'per']);
// Labels whose value is a thing, a place or a code, not a person ("Dx: Addison", "Pharmacy: Walgreens", "City: Denver").
const NOT_PERSON_LABELS = /^(?:dx|ddx|diagnos[ie]s|impression|assessment|plan|problem|problems|pmh|psh|hx|history|allerg(?:y|ies)|meds?|medications?|rx|drug|pharmacy|location|loc|city|town|county|parish|state|country|site|facility|clinic|hospital|unit|room|bed|insurance|payer|plan|carrier|language|religion|race|ethnicity|diet|code|status|procedure|surgery|test|device|implant|organism|culture|result|findings?|reason|cc|hpi|ros|complaint|subject|re|vaccine|lot|manufacturer|product|model|vendor|employer|school|church|program|agency|company|vessel|boat|camp|shelter|street|address|route|from|to|via|origin|destination|born|birthplace|nationality|citizenship|delivery|transfer|transferred|dispo|disposition|admit|admitted|admission|discharge|discharged|referred|referral|source|campus|service|department|dept|ward|floor|team|network|system|practice|group|lab|laboratory|imaging|radiology|scale|score|grade|grading|classification|criteria|stool|study|risk|dialysis|transport|transportation|affiliation|tribe|supplier|dme|pump|sensor|monitor|insulin|brand|ride|rides)$/i;

const EXAM_EPONYMS: ReadonlySet<string> = new Set(EXAM_EPONYM_WORDS);
const EXAM_FINDING_AFTER = /^(?:['’]s)?(?:[ \t]*[+\-](?![\p{L}\d])|[ \t]+(?:now[ \t]+)?(?:positive|negative|pos|neg|test|tests|sign|maneuvers?|manoeuvres?|biplane|method|equivocal)\b)/u;

function isExamEponym(text: string, w: Word): boolean {
  return EXAM_EPONYMS.has(w.key) && (EXAM_FINDING_AFTER.test(text.slice(w.end, w.end + 12)) || /\bbiplane[ \t]+$/i.test(text.slice(Math.max(0, w.start - 10), w.start)));
}

function nonCommonCount(words: readonly Word[], from: number, to: number): number {
  let n = 0;
  for (let k = from; k <= to; k++) {
    const w = words[k]!;
    // A dictionary word counts only when the people-names list has it too ("Birdie" yes, "Magnolia Gardens" no).
    if (!COMMON_WORDS.has(w.key) && w.text.length > 1 && !INSTITUTION_WORDS.has(w.key) && (!isEnglishWord(w.key) || isPersonName(w.key))) n++;
  }
  return n;
}

function leadsVerb(text: string, words: readonly Word[], w: Word): boolean {
  const next = words[words.indexOf(w) + 1];
  return !!next && /^[ \t]+$/.test(text.slice(w.end, next.start)) && (PERSON_VERBS.has(next.key) || ['can', 'may', 'should', 'could'].includes(next.key));
}

/** "Susan Kuhn", "Susan B. Kuhn", or "Susan called": a common given name leading a name. */
function givenNameLed(text: string, words: readonly Word[], i: number): number {
  const w = words[i]!;
  const ambiguous = COMMON_WORDS.has(w.key);
  if (ambiguous && isSentenceStart(text, w.start)) return -1;
  const last = collectName(text, words, i, true);
  if (last > i && nonCommonCount(words, i + 1, last) >= 1) return last;
  const next = words[i + 1];
  if (last === i && !ambiguous && next && PERSON_VERBS.has(next.key) && next.key !== 'and' && /^[ \t]+$/.test(text.slice(w.end, next.start))) return i;
  return -1;
}

/**
 * People listed together: a capitalised word joined by a comma, a slash, "and", "&" or "or" to a person already found
 * ("kids Jada (12) and Jalen (7)", "Crew: Ioane Faleolo, Sione, Tevita and Uyuriukaq", "Paloma, Troy and the dog") is
 * a person too, when it is a name of either list or a word no vocabulary has, and no place, term or drug; with a
 * capitalised word after it that is a name too (its surname). Followed both ways, along the whole list.
 */
export function coordinatedPeople(text: string, words: readonly Word[], found: readonly Detection[]): Detection[] {
  const persons = found.filter((d) => d.cls === 'NAME' || d.cls === 'PATIENT' || d.cls === 'STAFF');
  if (!persons.length) return [];
  const out: Detection[] = [];
  const taken = (start: number, end: number) => found.some((d) => d.start < end && start < d.end) || out.some((d) => d.start < end && start < d.end);
  const index = new Map(words.map((w, k) => [w.start, k]));
  const byStemEnd = new Map(words.map((w, k) => [w.stemEnd, k]));
  const personWord = (w: Word | undefined): boolean => !!w && /^\p{Lu}\p{Ll}+$/u.test(w.text) && w.end === w.stemEnd && w.key.length >= 3
    && !CREDENTIAL_SET.has(w.text) && !REGION_NAMES.has(w.key) && !TITLES.has(w.key) && !namesNoOne(w)
    && !INSTITUTION_WORDS.has(w.key) && !EPONYMS.has(w.key)
    && (isPlainName(w) || (GIVEN_NAMES.has(w.key) && !COMMON_WORDS.has(w.key)) || (isUnknownWord(w) && placePopulation(foldPlace([w.text])) === 0));
  const push = (k: number): number => {
    const w = words[k]!;
    let last = k;
    const next = words[k + 1];
    if (next && /^[ \t]$/.test(text.slice(w.end, next.start)) && personWord(next) && !/^[ \t]*(?:,|and\b|&)/.test(text.slice(next.end, next.end + 5))) last = k + 1;
    // "Henry Ford lab", "Westlake Elementary": a capitalised word after it that is no name makes it an organisation's.
    if (/^[ \t]+\p{Lu}/u.test(text.slice(words[last]!.end, words[last]!.end + 4))) return -1;
    if (taken(w.start, words[last]!.stemEnd)) return -1;
    out.push({ start: w.start, end: words[last]!.stemEnd, cls: 'NAME', known: false, key: `name:${text.slice(w.start, words[last]!.stemEnd).toLowerCase()}`,
      value: text.slice(w.start, words[last]!.stemEnd), priority: PRIORITY.unknownPerson });
    return last;
  };
  // A joint, then the next person's first word: optional bracket after the person ("(12)", "(interp)").
  const JOINT_AFTER = /^(?:[ \t]*\([^()\n]{1,24}\))?(?:[ \t]*,[ \t]*(?:and[ \t]+|&[ \t]*)?|[ \t]+\/[ \t]+|[ \t]+(?:and|&|or)[ \t]+)(?=\p{Lu})/u;
  const JOINT_BEFORE = /(?:,[ \t]*|[ \t]+\/[ \t]+|[ \t]+(?:and|&|or)[ \t]+)$/u;
  // A word no vocabulary has needs the list to read as one: joined by "and", "or" or a spaced slash, or by commas in a
  // line that closes the list with "and" ("A, B, C and D"); "(São Miguel, Azores)", "Hoehn & Yahr" are not people.
  const listClosed = (joint: string, at: number) => /\b(?:and|or)\b|[ \t]\/[ \t]/.test(joint)
    || (joint.includes(',') && /[ \t](?:and|or)[ \t]/.test(text.slice(at, text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at))));
  const accepted = (w: Word, joint: string, at: number) => personWord(w) && (isPlainName(w) || GIVEN_NAMES.has(w.key) || listClosed(joint, at));
  for (const d of persons) {
    // Forwards.
    let end = d.end;
    for (let guard = 0; guard < 8; guard++) {
      const m = JOINT_AFTER.exec(text.slice(end, end + 40));
      if (!m) break;
      const k = index.get(end + m[0].length);
      if (k === undefined || !accepted(words[k]!, m[0], end)) break;
      const last = push(k);
      if (last < 0) break;
      end = words[last]!.stemEnd;
    }
    // Backwards: "Sione, Tevita and [a person found]".
    let start = d.start;
    for (let guard = 0; guard < 8; guard++) {
      const m = JOINT_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
      if (!m) break;
      const k = byStemEnd.get(start - m[0].length) ?? -1;
      if (k < 0 || !accepted(words[k]!, m[0], words[k]!.start) || isSentenceStart(text, words[k]!.start)) break;
      if (taken(words[k]!.start, words[k]!.stemEnd)) break;
      out.push({ start: words[k]!.start, end: words[k]!.stemEnd, cls: 'NAME', known: false, key: `name:${words[k]!.key}`, value: words[k]!.text, priority: PRIORITY.unknownPerson });
      start = words[k]!.start;
    }
  }
  return out;
}

/**
 * Second pass: the surname (and an uncommon given name) of each stranger found is masked at its other mentions,
 * with the same token.
 */
export function propagateStrangers(text: string, words: readonly Word[], found: readonly Detection[]): Detection[] {
  const byWord = new Map<string, Detection>();
  for (const d of found) {
    if (d.cls !== 'NAME') continue;
    const inside = words.filter((w) => w.start >= d.start && w.stemEnd <= d.end && w.text.length > 2);
    const family = inside[inside.length - 1];
    if (family && !byWord.has(family.key) && !NOT_NAMES.has(family.key)) byWord.set(family.key, d);
    const given = inside[0];
    if (given && inside.length > 1 && !COMMON_WORDS.has(given.key) && !byWord.has(given.key)) byWord.set(given.key, d);
  }
  if (!byWord.size) return [];
  const out: Detection[] = [];
  for (const w of words) {
    const d = byWord.get(w.key);
    if (!d || !(isTitleCase(w.text) || isAllCaps(w.text))) continue;
    if (w.start >= d.start && w.end <= d.end) continue;
    // A surname that is also a word ("Cole", "Little") needs to read as a name: mid-sentence, or leading a verb.
    if (COMMON_WORDS.has(w.key) && isSentenceStart(text, w.start) && !leadsVerb(text, words, w)) continue;
    const next = words[words.indexOf(w) + 1];
    if (EPONYMS.has(w.key) && next && EPONYM_FOLLOWERS.has(next.key)) continue;
    out.push({ start: w.start, end: w.stemEnd, cls: 'NAME', known: false, key: d.key, value: d.value, priority: PRIORITY.propagatedPerson });
  }
  return out;
}

