// Compiling a DeidContext once: parsing names, building the word index and the few per-context regexes. A
// compiled context is immutable and can be reused for every call about the same patient.
import { compactForms, KnownDateIndex, parseIsoDate, type KnownDate } from './dates.js';
import { buildNameIndex, isListedWord, type NameIndex } from './names.js';
import { toPerson, type Person } from './persons.js';
import { normalDigits, type KnownNumber } from './numbers.js';
import type { KnownValues } from './patterns.js';
import { US_STATE_CODES, US_STATES } from './lexicon.js';
import { digitsOf, escapeRegExp } from './text.js';
import { APOSTROPHES, foldWord, isEnglishWord, isPersonName } from './vocabulary.js';
import type { DeidContext, KnownPerson, PostalAddress } from './types.js';

export interface CompiledContext {
  readonly source: DeidContext;
  readonly people: readonly Person[];
  readonly names: NameIndex;
  readonly known: KnownValues;
  readonly knownDates: readonly KnownDate[];
  /** The subject patient's dates in every partial form, other patients' birth dates in full: hashed lookups. */
  readonly dateIndex: KnownDateIndex;
  /** The patient's date of birth, kept apart because the guard checks it in every format. */
  readonly dateOfBirth: KnownDate | null;
  /** Known file numbers of under 4 significant digits, after an id label (group 1 is the number). */
  readonly fileNumbers: RegExp | null;
  readonly fileNumberDigits: readonly string[];
  /** Compact digit forms of known dates (19560314). */
  readonly compactDates: RegExp | null;
  /** The patient's own dates spoken as numbers in words ("ten twenty-five sixty-six" for 1966-10-25). */
  readonly spokenDates: RegExp | null;
  /** The patient's city, when it is not an ordinary word. */
  readonly city: RegExp | null;
  /** The patient's street line in any case and spacing ("88 ponce de leon ave"), a trailing direction optional. */
  readonly street: RegExp | null;
  /** The street line with its house number said in words, run only on a text holding the street's first word. */
  readonly spokenStreet: { word: string; re: RegExp } | null;
  /** The street's name without its number ("Going St", "Quimby"). */
  readonly streetName: RegExp | null;
  readonly streetLines: readonly string[];
  /** The patient's road by its kind and number, when the street is a numbered road ("CR 200 N", "Old Hwy 76"). */
  readonly road: RegExp | null;
  /** The unit of the patient's street line written on its own ("Lot 17", "Apt 12"). */
  readonly unit: RegExp | null;
  /** The unit right after the street line, without its word ("1311 Nostrand 2R"), anchored at the street's end. */
  readonly unitAfterStreet: RegExp | null;
  /** The patient's ZIP with a +4 ("80210-2216"): the digit matcher reads the nine digits as one number. */
  readonly zipPlus4: RegExp | null;
  /** Every number the context knows, by normal form (digits, no leading zeros): file numbers, phones, ZIPs, dates. */
  readonly knownNumbers: ReadonlyMap<string, KnownNumber>;
}

const compiledCache = new WeakMap<DeidContext, CompiledContext>();

function asList<T>(v: T | readonly T[] | undefined): T[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? [...(v as readonly T[])] : [v as T];
}

// How a city's name is shortened: its leading word abbreviated ("Ft. Hall", "St. Cloud", "Mt Vernon"), a name of three
// or more words by its initials ("SLC"), and the few shortenings everyone writes.
const LEADING_WORD_SHORT: Record<string, readonly string[]> = { fort: ['Ft.', 'Ft', 'FT', 'FT.'], saint: ['St.', 'St', 'ST', 'ST.'], mount: ['Mt.', 'Mt', 'MT', 'MT.'] };
const KNOWN_SHORTENINGS: Record<string, readonly string[]> = {
  brooklyn: ['Bklyn', 'BKLYN', 'Bkln', "B'klyn", 'B’klyn'], 'port jefferson': ['Port Jeff'], philadelphia: ['Phila', 'Philly', 'PHILA'], jacksonville: ['Jax', 'JAX'],
  sacramento: ['Sacto'], 'san francisco': ['San Fran', 'SF'], 'new orleans': ['NOLA'], 'las vegas': ['Vegas', 'LV'], 'new york city': ['NYC'], 'new york': ['NYC'], 'oklahoma city': ['OKC'],
  buffalo: ['Bflo', 'BFLO'], bronx: ['Bx', 'BX'], pittsburgh: ['Pgh', 'PGH'], minneapolis: ['Mpls', 'MPLS'],
  // Not the airport codes a clinic's own sites go by ("KC campus", "STL", "MKE ED"): a site's name is no one's city.
  baltimore: ['Balto', 'BALTO'], 'kansas city': ['KCK', 'KCMO'], indianapolis: ['Indy', 'INDY'], cincinnati: ['Cincy', 'Cinti'],
  albuquerque: ['Burque'], chicago: ['Chi-town', 'Chitown'], louisville: ['Lville', "L'ville"], 'san antonio': ['SATX'],
};

// "N. Miami", "Tarpon Spgs", "Staten Is.", "Jackson Hts": a direction before and a common word after, abbreviated.
const LEADING_DIRECTION_SHORT: Record<string, readonly string[]> = { north: ['N.', 'N', 'No.'], south: ['S.', 'S', 'So.', 'So'], east: ['E.', 'E'], west: ['W.', 'W'] };
const TRAILING_WORD_SHORT: Record<string, readonly string[]> = {
  island: ['Is.', 'Is', 'Isl.', 'Isl', 'IS'], springs: ['Spgs', 'Spgs.', 'Spr', 'SPGS'], heights: ['Hts', 'Hts.', 'HTS'],
  beach: ['Bch', 'Bch.'], village: ['Vlg', 'Vil.'], park: ['Pk'], falls: ['Fls'], junction: ['Jct', 'Jct.'],
};

function shortCityForms(city: string): string[] {
  const words = city.trim().split(/\s+/);
  const out: string[] = [...(KNOWN_SHORTENINGS[city.trim().toLowerCase()] ?? [])];
  const direction = LEADING_DIRECTION_SHORT[words[0]!.toLowerCase()];
  if (direction && words.length > 1) for (const short of direction) out.push(`${short} ${words.slice(1).join(' ')}`);
  const trailing = TRAILING_WORD_SHORT[words[words.length - 1]!.toLowerCase()];
  if (trailing && words.length > 1) for (const short of trailing) out.push(`${words.slice(0, -1).join(' ')} ${short}`);
  // "S Ozone Pk": both ends shortened.
  if (direction && trailing && words.length > 2) {
    for (const lead of direction) for (const tail of trailing) out.push(`${lead} ${words.slice(1, -1).join(' ')} ${tail}`);
  }
  // "Ybor" for "Ybor City": the last word "City" left off when what stays is no ordinary word.
  if (words.length === 2 && /^city$/i.test(words[1]!) && !isEnglishWord(foldWord(words[0]!)) && !isListedWord(foldWord(words[0]!))) out.push(words[0]!);
  // "Salt Lake" for "Salt Lake City", "Carson" is not: two words or more before "City" stay a name without it.
  if (words.length >= 3 && /^city$/i.test(words[words.length - 1]!)) out.push(words.slice(0, -1).join(' '));
  const lead = LEADING_WORD_SHORT[words[0]!.toLowerCase().replace(/\.$/, '')];
  if (lead && words.length > 1) {
    const rest = words.slice(1).join(' ');
    for (const short of lead) out.push(`${short} ${rest}`, `${short} ${rest.toUpperCase()}`);
    out.push(`${words[0]} ${rest.toUpperCase()}`);
  }
  // "Saint Paul" for a record's "St. Paul": the abbreviated leading word written in full.
  const full = LEADING_WORD_FULL[words[0]!.toLowerCase().replace(/\.$/, '')];
  if (full && words.length > 1) {
    const rest = words.slice(1).join(' ');
    out.push(`${full} ${rest}`, `${full.toUpperCase()} ${rest.toUpperCase()}`);
  }
  // "LeMars", "LACROSSE", "Lacrosse" for "Le Mars", "La Crosse": a town led by a particle written as one word.
  if (words.length === 2 && CITY_PARTICLES.has(words[0]!.toLowerCase())) {
    const joined = words.join('');
    out.push(joined, joined.toUpperCase(), words[0]! + words[1]!.toLowerCase());
  }
  if (words.length >= 3) out.push(words.map((w) => w[0]!.toUpperCase()).join(''));
  return out;
}

const LEADING_WORD_FULL: Record<string, string> = { st: 'Saint', ft: 'Fort', mt: 'Mount' };
const CITY_PARTICLES: ReadonlySet<string> = new Set(['le', 'la', 'de', 'du', 'des', 'del', 'el', 'lac', 'los', 'las', 'van', 'von']);

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS_WORDS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ORDINAL_ONES: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

/** 0–99 in words as a pattern: "twenty-five", "twenty five"; "oh five" for a year's 05. */
function wordsFor(n: number, ordinal = false, year = false): string {
  const ord = (w: string) => (ordinal ? `(?:${w}|${ORDINAL_ONES[w] ?? `${w.replace(/y$/, 'ie')}th`})` : w);
  if (n < 20) return year && n < 10 ? `(?:oh|zero|o)[ \\t-]+${ONES[n]}` : ord(ONES[n]!);
  const tens = TENS_WORDS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}[ \\t-]?${ord(ONES[n % 10]!)}` : ord(tens);
}

/**
 * A date said as three numbers in words, as callers read a birth date out ("ten twenty-five sixty-six",
 * "two seventeen forty-four", "three four nineteen"): month, day (maybe as an ordinal), then the year's last two
 * digits or the whole year ("nineteen sixty-six", "two thousand nineteen").
 */
function spokenDate(k: KnownDate): string {
  const yy = k.y % 100;
  const century = Math.floor(k.y / 100);
  const years = [wordsFor(yy, false, true), `${wordsFor(century)}[ \\t-]+${wordsFor(yy, false, true)}`];
  if (k.y >= 2000 && k.y < 2010) years.push(`two[ \\t]+thousand(?:[ \\t]+and)?[ \\t]+${ONES[yy]}`);
  if (k.y >= 2010 && k.y < 2100) years.push(`two[ \\t]+thousand(?:[ \\t]+and)?[ \\t]+${wordsFor(yy)}`);
  const sep = '[ \\t,/-]+';
  // The month as a number or by its name ("may fifteenth nineteen thirty", "october sixteen sixty-two"), or the day
  // first ("the third of march thirty-four").
  const name = MONTH_NAMES[k.m - 1]!;
  const month = `(?:${wordsFor(k.m)}|${name}|${name.slice(0, 3)}\\.?)`;
  const day = `(?:the[ \\t]+)?${wordsFor(k.d, true)}`;
  return `(?:${month}${sep}${day}|${day}[ \\t]+of[ \\t]+${name})${sep}(?:${years.join('|')})`;
}

function stateCodeOf(state: string | undefined): string | undefined {
  const s = (state ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(s) && US_STATE_CODES.has(s.toUpperCase())) return s.toUpperCase();
  return US_STATES.find(([, name]) => name.toLowerCase() === s.toLowerCase())?.[0];
}

function splitAddress(a: PostalAddress | undefined): { street?: string; city?: string; state?: string; zip?: string } {
  if (!a) return {};
  if (typeof a !== 'string') return a;
  // "123 Main St, Apt 4, Springfield, IL 62704": the first part is the street, the part before the state the city.
  const parts = a.split(',').map((p) => p.trim()).filter(Boolean);
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(a)?.[1];
  const stateIdx = parts.findIndex((p) => /^[A-Z]{2}\b/.test(p) || /\b\d{5}(?:-\d{4})?$/.test(p));
  const city = stateIdx > 1 ? parts[stateIdx - 1] : undefined;
  const state = stateIdx >= 0 ? /^([A-Z]{2})\b/.exec(parts[stateIdx]!)?.[1] : undefined;
  return { street: parts[0], ...(city ? { city } : {}), ...(state ? { state } : {}), ...(zip ? { zip } : {}) };
}

export function compileContext(context: DeidContext): CompiledContext {
  const cached = compiledCache.get(context);
  if (cached) return cached;
  const people: Person[] = [];
  const patient = context.patient;
  if (patient) people.push(toPerson(patient, 'patient', 'PATIENT', true));
  (context.staff ?? []).forEach((s, i) => people.push(toPerson(s, `staff:${i}`, 'STAFF', true)));
  (context.otherPatients ?? []).forEach((o, i) => people.push(toPerson(o, `other:${i}`, 'PATIENT', false)));

  const phoneDigits = new Set<string>();
  for (const p of asList(patient?.phone)) {
    const d = digitsOf(p);
    if (d.length >= 7) {
      phoneDigits.add(d.slice(-10));
      phoneDigits.add(d.slice(-7));
    }
  }
  const address = splitAddress(patient?.address);
  const streetLines = address.street ? [address.street] : [];
  const streets = new Set<string>();
  for (const s of streetLines) {
    const m = /^(\d+)[A-Za-z]?\s+(?:(?:N|S|E|W|North|South|East|West)\.?\s+)?([A-Za-z0-9]+)/.exec(s);
    if (m) streets.add(`${m[1]} ${m[2]!.toLowerCase()}`);
  }
  const zips = new Set<string>(address.zip ? [address.zip.slice(0, 5)] : []);

  const dateOfBirth = patient?.dateOfBirth ? parseIsoDate(patient.dateOfBirth) : null;
  const knownDates = [dateOfBirth, ...(patient?.visitDates ?? []).map(parseIsoDate)].filter((d): d is KnownDate => !!d);
  const compact = knownDates.flatMap(compactForms);

  const fileNumberDigits = [patient?.fileNumber, ...people.map((p) => p.fileNumber)]
    .filter((f): f is string => !!f && /\d/.test(f))
    .map((f) => digitsOf(f).replace(/^0+(?=\d)/, ''));
  const uniqueFiles = [...new Set(fileNumberDigits)].filter((f) => f.length >= 3);
  const shortFiles = [...new Set(fileNumberDigits)].filter((f) => f.length >= 1 && f.length < 4);
  // "#307": a hash marks the subject patient's own short file number only (in a whole clinic "#30" is a count).
  const own = patient?.fileNumber ? normalDigits(patient.fileNumber) : '';
  const ownShort = own && own.length < 4 ? own : '(?!)';

  // As written, in capitals, and in lower case ("lives in aiken") when no word of it is an English word.
  const cityForms = address.city ? [address.city, address.city.toUpperCase()] : [];
  if (address.city && address.city.split(/\s+/).every((w) => !isEnglishWord(foldWord(w)))) cityForms.push(address.city.toLowerCase());
  if (address.city) {
    const short = shortCityForms(address.city);
    // "philly", "nola": a short form in lower case when it is no word.
    cityForms.push(...short, ...short.filter((f) => f.length >= 4 && !isEnglishWord(foldWord(f))).map((f) => f.toLowerCase()));
  }
  // "Utqiagvik" for "Utqiaġvik": the name without its accents.
  const plainCity = address.city?.normalize('NFKD').replace(/\p{M}+/gu, '');
  if (plainCity && plainCity !== address.city) cityForms.push(plainCity, plainCity.toUpperCase());
  // The record's state as its postal code ("Oklahoma", "ok" → OK), as an address line writes it after the town.
  const stateCode = stateCodeOf(address.state);
  // A city that is a word of the clinical lists ("Hope", "West", "Normal") only where a sentence places someone:
  // capitalised after a preposition of place, not before a capitalised word ("in Hope Medical Center") or a verb
  // ("Hope is to ..."), or in an address line before the record's state.
  const titledForms = [address.city, plainCity].filter((c): c is string => !!c && c !== c.toLowerCase() && c !== c.toUpperCase());
  const city = address.city && !isListedWord(address.city.toLowerCase())
    ? new RegExp(`(?<![\\p{L}\\d])(?:${cityForms.map(cityFormPattern).join('|')})(?![\\p{L}\\d])`, 'gu')
    : address.city && titledForms.length
      ? new RegExp(`(?<=\\b(?:in|at|from|to|near|outside|around)[ \\t]+)(?:${titledForms.map(escapeRegExp).join('|')})(?![\\p{L}\\d])(?![ \\t]+(?:\\p{Lu}|is\\b|was\\b))${
        // "4598O S 469O Rd, Jay OK 74346": in an address line, before the record's state (and ZIP), whatever precedes.
        stateCode ? `|(?<![\\p{L}\\d])(?:${titledForms.map(escapeRegExp).join('|')})(?=,?[ \\t]+${stateCode}(?:[ \\t]+\\d{5}|[ \\t]*(?:\\r?\\n|$)))` : ''}`, 'gu')
      : null;

  const knownNumbers = new Map<string, KnownNumber>();
  const addNumber = (digits: string, cls: KnownNumber['cls'], min = 4) => {
    const normal = normalDigits(digits);
    if (normal.length >= min && !knownNumbers.has(normal)) knownNumbers.set(normal, { cls, key: `${cls}:n:${normal}` });
  };
  for (const f of fileNumberDigits) addNumber(f, 'ID');
  // The recorded form with its leading zeros ("000307"), looked up as written: see findKnownNumbers.
  for (const f of [patient?.fileNumber, ...people.map((p) => p.fileNumber)]) {
    const raw = f ? digitsOf(f) : '';
    if (raw.length >= 5 && raw !== normalDigits(raw) && !knownNumbers.has(`=${raw}`)) knownNumbers.set(`=${raw}`, { cls: 'ID', key: `ID:n:${normalDigits(raw)}` });
  }
  for (const p of asList(patient?.phone)) {
    const d = digitsOf(p);
    const ten = d.length === 11 && d[0] === '1' ? d.slice(1) : d;
    addNumber(ten, 'PHONE');
    if (ten.length === 10) addNumber(ten.slice(-7), 'PHONE', 7);
  }
  for (const z of zips) addNumber(z, 'ZIP');
  for (const c of compact) addNumber(c, 'DATE', 6);

  const dateIndex = new KnownDateIndex();
  for (const k of knownDates) dateIndex.add(k, true);
  for (const v of (patient?.visitDates ?? []).map(parseIsoDate)) if (v) dateIndex.addVisit(v);
  const emails = new Set(asList(patient?.email).map((e) => e.trim().toLowerCase()));
  // Other patients' contacts and birth dates, when the caller has them: one hash entry each, whatever the roster size.
  for (const o of context.otherPatients ?? []) {
    if (typeof o === 'string') continue;
    addContacts(o, addNumber, emails);
    const dob = o.dateOfBirth ? parseIsoDate(o.dateOfBirth) : null;
    if (dob) {
      dateIndex.add(dob, false);
      // Only the eight-digit compact forms: six digits (031456) match too many other numbers across 10,000 people.
      for (const c of compactForms(dob).filter((f) => f.length === 8)) addNumber(c, 'DATE', 8);
    }
  }

  const compiled: CompiledContext = {
    source: context,
    people,
    names: buildNameIndex(people),
    known: {
      phoneDigits,
      emails,
      zips,
      streets,
      cities: new Set(address.city ? [address.city.toLowerCase()] : []),
    },
    knownDates,
    dateIndex,
    dateOfBirth,
    // File numbers under 4 significant digits ("000912" written "912") are too short to find anywhere: after an
    // id label ("MRN 912", "chart # 0912") they are the file number.
    fileNumbers: shortFiles.length ? new RegExp(`(?:\\b(?:MRN|MR|file|chart|acct|account|record|medical record)\\.?[ \\t]*(?:#|no\\.?|number)?[ \\t]*[:#]?|(?<![\\w#&])#(?=[ \\t]*0*${ownShort}(?!\\d)))[ \\t]*(0*(?:${shortFiles.join('|')}))(?![\\d.\\-/]?\\d)`, 'gi') : null,
    fileNumberDigits: uniqueFiles,
    compactDates: compact.length ? new RegExp(`(?<!\\d)(?:${compact.join('|')})(?!\\d)`, 'g') : null,
    spokenDates: knownDates.length ? new RegExp(`(?<![\\p{L}])(?:${knownDates.map(spokenDate).join('|')})(?![\\p{L}])`, 'giu') : null,
    city,
    street: streetPattern(address.street),
    spokenStreet: spokenStreetPattern(address.street),
    streetName: streetNamePattern(address.street),
    streetLines,
    road: roadPattern(address.street),
    unit: unitPattern(address.street),
    unitAfterStreet: unitAfterStreetPattern(address.street),
    zipPlus4: zips.size ? new RegExp(`(?<![\\d-])(?:${[...zips].join('|')})[ \\t]?-[ \\t]?\\d{4}(?![\\d-])`, 'g') : null,
    knownNumbers,
  };
  compiledCache.set(context, compiled);
  return compiled;
}

// The system a numbered route belongs to: "US Route 1", "State Hwy 9", "SR 44", "County Rd 12".
const ROUTE_SYSTEM = /^(?:US|U\.S\.|State|SR|County|Co\.?|CR|Interstate)$/i;
const DIRECTION = /^(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?$/i;
// Each way of writing a street word: "Ave" = "Avenue", "S" = "South". Every spelling in a group matches every other.
const STREET_SPELLINGS: ReadonlyArray<readonly string[]> = [
  ['ave', 'avenue', 'av'], ['st', 'street'], ['rd', 'road'], ['blvd', 'boulevard'], ['dr', 'drive'], ['ln', 'lane'],
  ['pkwy', 'parkway'], ['ct', 'court'], ['pl', 'place'], ['hwy', 'highway'], ['ter', 'terrace'], ['cir', 'circle'],
  ['sq', 'square'], ['trl', 'trail'], ['route', 'rte', 'rt'], ['way'], ['loop'], ['pike', 'pk'], ['tpke', 'turnpike', 'tpk'], ['aly', 'alley'], ['xing', 'crossing'], ['cv', 'cove'], ['trce', 'trace'], ['mtn', 'mountain'], ['mt', 'mount'], ['hts', 'heights'], ['spgs', 'springs'], ['cty', 'county'], ['n', 'north'], ['s', 'south'], ['e', 'east'], ['w', 'west'], ['ne', 'northeast'],
  ['nw', 'northwest'], ['se', 'southeast'], ['sw', 'southwest'], ['apt', 'apartment', '#'], ['ste', 'suite'],
];
const SPELLINGS = new Map<string, readonly string[]>();
for (const group of STREET_SPELLINGS) for (const w of group) SPELLINGS.set(w, group);

/**
 * A direction or a street suffix in any of its spellings ("SW", "St.", "Way", "Pk"), not a unit word: what makes a
 * known street's name an address wherever it stands.
 */
export function isStreetDirectionOrSuffix(word: string): boolean {
  const bare = word.replace(/\.$/, '').toLowerCase();
  return DIRECTION.test(word) || (SPELLINGS.has(bare) && !SPELLINGS.get(bare)!.includes('apt') && !SPELLINGS.get(bare)!.includes('ste'));
}

function streetWord(w: string): string {
  const bare = w.replace(/\.$/, '');
  // "48 St." for "48th St": an ordinal is also written without its letters.
  const ordinal = /^(\d+)(?:st|nd|rd|th)$/i.exec(bare);
  if (ordinal) return `${ordinal[1]}(?:st|nd|rd|th)?`;
  const group = SPELLINGS.get(bare.toLowerCase());
  if (!group) return escapeRegExp(bare);
  // "S.W." for "SW": a two-letter direction is also written with dots.
  const dotted = group.filter((g) => /^[nsew]{2}$/.test(g)).map((g) => `${g[0]}\\.${g[1]}`);
  return `(?:${[...dotted, ...group.map(escapeRegExp)].join('|')})`;
}

/**
 * The patient's street line ("88 Ponce de Leon Ave NE") in any case, spacing and spelling: the number and the first
 * word of the name are needed, a direction before the name and every word after the first are optional ("18
 * Quarrier", "305 W. Michigan", "1412 Isleta Blvd").
 */
// "12050 NE 6th Ave #3B", "88 Elm St Apt 2": the unit is matched on its own, not as a word of the street's name.
function streetLine(street: string | undefined): string[] {
  return (street ?? '').split(/,/)[0]!.replace(UNIT_AT_END, '').trim().split(/\s+/).filter(Boolean);
}

// A unit closing the street line: "#3B", "Apt 2", "Lot 17" (a mobile-home park), "Space 4", "Trailer 9".
const UNIT_AT_END = /\s+(?:#|(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|lot|space|spc|trlr|trailer)\.?\s*#?)\s*([\w-]{1,6})\s*$/i;

const UNIT_AT_START = /^\s*(?:lot|space|spc|trlr|trailer|unit)\.?\s*#?\s*(\w{1,6})\s+\p{L}/iu;

/** The record's unit as a pattern: leading zeros dropped, a hyphen or a space optional where letters and digits meet ("B-17", "B17"). */
function unitValueSource(street: string | undefined): string | null {
  const line = (street ?? '').split(/,/)[0]!;
  // "Lot 14 Calle Ebano": a park's lot may open the line instead.
  const unit = UNIT_AT_END.exec(line) ?? UNIT_AT_START.exec(line);
  // A unit of letters only ("Apt C", "Unit B") is one letter or two.
  if (!unit || !(/\d/.test(unit[1]!) || /^\p{L}{1,2}$/u.test(unit[1]!))) return null;
  const groups = unit[1]!.replace(/^0+(?=\w)/, '').match(/\d+|[^\d-]+/g) ?? [];
  return groups.map(escapeRegExp).join('[- ]?');
}

/**
 * The record's unit written on its own ("Lot 17", "trailer lot 17", "Apt 12", "#12"), or null; after "room" or "rm"
 * only a unit with a letter in it ("Room B-17"), since a bare number there is as often a hospital's room.
 */
function unitPattern(street: string | undefined): RegExp | null {
  const value = unitValueSource(street);
  if (value === null) return null;
  // A unit of letters only ("Apt C") only after an apartment's word ("unit C" is as often a hospital's).
  if (!/\d/.test(value)) return new RegExp(`(?<![\\p{L}\\p{N}])(?:apt|apartment)\\.?[ \\t]*[:(]?[ \\t]*${value}(?![\\p{L}\\p{N}])`, 'giu');
  // After "room" or "rm" a unit with a letter in it, or of three digits or more ("Rm 318" for "Apt 318" in a
  // long-term care home); "Rm 4" is as often a hospital's room.
  const room = /[a-z]/i.test(value) || /\d{3}/.test(value) ? '|rm|room' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:apt|apartment|unit|suite|ste|lot|lote|space|spc|trlr|trailer${room}|#)\\.?[ \\t]*[:(]?[ \\t]*#?[ \\t]*0*${value}(?![\\p{L}\\p{N}])`, 'giu');
}

/** The record's unit with a letter in it right after the street, without its word ("2207 Ocean Ave 5K"), anchored. */
function unitAfterStreetPattern(street: string | undefined): RegExp | null {
  const value = unitValueSource(street);
  if (value === null || !/[a-z]/i.test(value) || !/\d/.test(value)) return null;
  // As the record writes it (a "5k walk" is no unit 5K).
  return new RegExp(`^[ \\t]*,?[ \\t]*#?[ \\t]*0*${value}(?![\\p{L}\\p{N}])`, 'u');
}

// "RR 4 Box 112", "Rural Rt. 4, Box 112", "R.R. 4 Bx 112", "P.O. Box 318", "PO BOX 318": a rural route or a post-office
// box by its numbers, however the words are written.
// "HC 61 Box 204", "H.C. 61, Bx 204": a highway-contract (star) route is written like a rural route.
const RURAL_ROUTE = /^(?:RR|R\.\s?R\.?|Rural\s+R(?:ou)?te?\.?|Rt\.?|Route|HC|H\.\s?C\.?|Star\s+R(?:ou)?te\.?)\s*#?\s*(\d+)\s*,?\s*(?:Box|Bx)\s*#?\s*(\d+)/i;
const PO_BOX = /^(?:P\.?\s?O\.?|Post\s+Office)\s*(?:Box|Bx)\s*#?\s*(\d+)/i;

function boxPattern(street: string | undefined): RegExp | null {
  const line = (street ?? '').trim();
  // "General Delivery" (mail held at the post office): the record's whole street, in any of its shortenings.
  if (/^gen(?:eral|\.)?\s*del(?:ivery|\.)?$/i.test(line)) return /(?<![\p{L}\p{N}])gen(?:eral|\.)?[ \t]*del(?:ivery|\.|(?![\p{L}]))/giu;
  const rural = RURAL_ROUTE.exec(line);
  if (rural) {
    // "(RT 7)": the route without its box, written with a route word ("RR 7" alone is a respiratory rate).
    return new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:RR|R\\.[ \\t]?R\\.?|Rural[ \\t]+R(?:ou)?te?\\.?|Rt\\.?|Route|HC|H\\.[ \\t]?C\\.?|Star[ \\t]+R(?:ou)?te\\.?)[ \\t]*#?[ \\t]*0*${rural[1]}[ \\t]*,?[ \\t]*(?:Box|Bx|B0X)[ \\t]*#?[ \\t]*0*${rural[2]}(?![\\p{N}])|(?:Rural[ \\t]+R(?:ou)?te?\\.?|Rt\\.?|Route)[ \\t]*#?[ \\t]*0*${rural[1]}(?![\\p{N}])(?![ \\t]*(?:mm|cm|th|st|nd|rd|%|x\\b)))`, 'giu');
  }
  const box = PO_BOX.exec(line);
  // "(Box 1803)": the box number after "Box" alone is the same box.
  if (box) return new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:P\\.?[ \\t]?O\\.?|Post[ \\t]+Office)[ \\t]*)?(?:Box|Bx|B0X)[ \\t]*#?[ \\t]*0*${box[1]}(?![\\p{N}])`, 'giu');
  return null;
}

// A street that is a numbered road: "County Rd 200N", "County Road 45", "Old Highway 76", "US Route 1", "Highway 19",
// "S Avenue 3E". Written in every system's shorthand ("CR 200 N", "Co Rd 45", "Old Hwy 76", "Hwy 76", "Rte 1",
// "State Highway 19", "AVE 3E"): the road's kind in any spelling and its number (a letter or a direction after it
// optional) name the patient's road without the house number.
const ROAD_LINE = /^\d+[A-Z]?\s+(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?\s+)?(Old\s+)?((?:US|U\.S\.|State|County|Co\.?|Cty|Farm\s+to\s+Market)\s+)?(Route|Rte|Rt|Highway|Hwy|Road|Rd|CR|SR|SH|FM|Avenue|Ave|Av)\.?\s+(\d{1,4})\s?([A-Z]|N|S|E|W)?$/i;

/** How a road of this kind is written: a county road as "CR", "County Rd", "Co Rd"; a highway as "Hwy", "SH"... */
function roadKinds(system: string, kind: string): string | null {
  const county = /^(?:county|co\.?|cty)$/i.test(system) || /^cr$/i.test(kind);
  if (county) return String.raw`(?:county|co\.?|cty)[ \t]+(?:road|rd)|c\.?r`;
  if (/^(?:highway|hwy|sh)$/i.test(kind)) return String.raw`(?:(?:us|u\.s\.|state|st\.?)[ \t]+)?(?:highway|hwy)|sh|sr`;
  if (/^(?:route|rte|rt|sr)$/i.test(kind)) return String.raw`(?:(?:us|u\.s\.|state)[ \t]+)?(?:route|rte|rt)|u\.?s\.?|sr`;
  if (/^fm$/i.test(kind) || /^farm/i.test(system)) return String.raw`fm|farm[ \t]+to[ \t]+market(?:[ \t]+(?:road|rd))?`;
  if (/^av/i.test(kind)) return String.raw`avenue|ave|av`;
  if (/^(?:road|rd)$/i.test(kind)) return String.raw`road|rd`;
  return null;
}

function roadPattern(street: string | undefined): RegExp | null {
  const m = ROAD_LINE.exec((street ?? '').split(/,/)[0]!.replace(UNIT_AT_END, '').trim());
  if (!m) return null;
  const kinds = roadKinds((m[2] ?? '').trim(), m[3]!);
  // An avenue's or a plain road's number is the patient's road only with its letter ("Avenue 3E", "Rd 200N").
  if (!kinds || (/^(?:av|road$|rd$)/i.test(m[3]!) && !m[2] && !m[5])) return null;
  const number = m[4]!.replace(/^0+(?=\d)/, '');
  // The letter may be left off a county road's number ("CR 200" for "County Rd 200N"), not an avenue's ("Ave 3").
  const spellings = m[5] ? SPELLINGS.get(m[5].toLowerCase()) ?? [m[5]] : [];
  const letter = m[5] ? `(?:[ \\t-]?(?:${spellings.map(escapeRegExp).join('|')})\\.?)${/^av/i.test(m[3]!) ? '' : '?'}` : '';
  // "Old 76": an old road by its number alone. The house number and a direction may be written before it.
  const old = m[1] ? `|old[ \\t]+${number}${letter}` : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:\\d{1,6}[ \\t]+(?:[NSEW]\\.?[ \\t]+|(?:north|south|east|west)[ \\t]+)?)?(?:(?:old[ \\t]+)?(?:${kinds})\\.?[ \\t-]*#?[ \\t]*${number}${letter}${old})(?![\\p{L}\\p{N}])`, 'giu');
}

function streetPattern(street: string | undefined, spoken = false): RegExp | null {
  const box = boxPattern(street);
  if (box) return box;
  const words = streetLine(street);
  // "1521 Broadway": a number and a name with no suffix is a street line too.
  if (words.length < 2 || (words.length === 2 && !/^\p{L}{4,}$/u.test(words[1]!)) || !/^\d/.test(words[0]!)) return null;
  let rest = words.slice(1);
  let lead = '';
  if (rest.length > 1 && DIRECTION.test(rest[0]!)) {
    lead = `(?:${streetWord(rest[0]!)}\\.?[ \\t]+)?`;
    rest = rest.slice(1);
  } else if (rest.length > 2 && ROUTE_SYSTEM.test(rest[0]!) && /^(?:route|rte|rt|highway|hwy)\.?$/i.test(rest[1]!)) {
    // "212 US Route 2" is written "212 Route 2" and "212 US Rte 2": the route's system may be left off.
    lead = `(?:${escapeRegExp(rest[0]!).replace(/\\\./g, '\\.?')}[ \\t]+)?`;
    rest = rest.slice(1);
  }
  // Each later word optional, in order: "Saddle(?: Creek(?: Rd)?)?".
  let tail = '';
  for (let k = rest.length - 1; k >= 1; k--) tail = `(?:\\.?[ \\t]+${streetWord(rest[k]!)}${tail})?`;
  // "2 Main" in "2 main concerns": a first word that is no letter word needs the word after it (an English word
  // alone must be capitalised: see findKnownValues).
  // An ordinal after the house number ("1815 S. 14th") is a street already.
  if (rest.length > 1 && !/^\p{L}{3,}/u.test(rest[0]!) && !/^\d+(?:st|nd|rd|th)$/i.test(rest[0]!)) tail = tail.replace(/\)\?$/, ')');
  // Read out on a call, the number may be said in words (spokenHouseNumber): `spoken` builds that pattern instead.
  const said = spoken ? spokenHouseNumber(words[0]!) : null;
  if (spoken && !said) return null;
  const number = said ? `(?:${said})` : escapeRegExp(words[0]!);
  return new RegExp(`(?<![\\p{L}\\p{N}])${number}[ \\t]+${lead}${streetWord(rest[0]!)}${tail}\\.?(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * The patient's street line with its house number said in words ("five twelve harrison"), and the street name's
 * first word, lower case: the pattern starts at every word, so it runs only on a text that holds that word.
 */
function spokenStreetPattern(street: string | undefined): { word: string; re: RegExp } | null {
  const words = streetLine(street);
  const first = words.slice(1).find((w) => !DIRECTION.test(w));
  if (!first || !/^\d/.test(words[0]!) || boxPattern(street)) return null;
  const re = streetPattern(street, true);
  return re ? { word: first.toLowerCase(), re } : null;
}

const DIGIT_WORD = (d: number) => (d === 0 ? '(?:oh|zero|o)' : ONES[d]!);
const NUMBER_WORDS: ReadonlySet<string> = new Set([...ONES, ...TENS_WORDS.filter(Boolean), 'oh', 'o', 'hundred', 'and']);

/** A word of a house number as written or said ("25", "12B", "twenty-five", "hundred", "oh"): spokenHouseNumber's words. */
export function isHouseNumberPart(word: string): boolean {
  return /^\d+\p{L}?$/u.test(word) || word.toLowerCase().split('-').every((w) => NUMBER_WORDS.has(w));
}

/**
 * A house number read out on a call, as a pattern: digit by digit ("five one two"), in pairs ("five twelve",
 * "forty-one fifty", "fifteen nineteen"), or with "hundred" ("five hundred and twelve"). Up to four digits.
 */
function spokenHouseNumber(number: string): string | null {
  if (!/^[1-9]\d{0,3}$/.test(number)) return null;
  const n = Number(number);
  const digits = [...number].map((d) => DIGIT_WORD(Number(d))).join('[ \\t-]+');
  const forms = [digits];
  if (n < 100) forms.push(wordsFor(n));
  else if (n < 1000) {
    const [a, rest] = [Math.floor(n / 100), n % 100];
    forms.push(`${ONES[a]}[ \\t-]+${rest < 10 ? `(?:oh|o)[ \\t-]+${ONES[rest]}` : wordsFor(rest)}`);
    forms.push(`${ONES[a]}[ \\t]+hundred${rest ? `(?:[ \\t]+and)?[ \\t]+${wordsFor(rest)}` : ''}`);
  } else {
    const [high, low] = [Math.floor(n / 100), n % 100];
    forms.push(`${wordsFor(high)}[ \\t-]+${low === 0 ? 'hundred' : low < 10 ? `(?:oh|o)[ \\t-]+${ONES[low]}` : wordsFor(low)}`);
  }
  return forms.join('|');
}

/** A street-name word that names only the street: no English word, no listed word, no person's name ("Quimby"). */
export function isDistinctiveStreetWord(w: string): boolean {
  return w.length >= 4 && !isEnglishWord(foldWord(w)) && !isListedWord(foldWord(w)) && !isPersonName(foldWord(w));
}

/**
 * The street named without its number ("not at Going St", "the CVS on quimby"): the name and its suffix; the name
 * alone only when no word of it is an English word ("Quimby", "Atwells", but not "Lake" or "Going").
 */
function streetNamePattern(street: string | undefined): RegExp | null {
  const words = streetLine(street);
  if (words.length < 3 || !/^\d/.test(words[0]!)) return null;
  let core = words.slice(1);
  const direction = core.length > 1 && DIRECTION.test(core[0]!) ? core[0]! : null;
  if (direction) core = core.slice(1);
  // "Zuni Rd SE": a direction after the name is matched when written, never required.
  const trailing = core.length > 1 && DIRECTION.test(core[core.length - 1]!) ? core[core.length - 1]! : null;
  if (trailing) core = core.slice(0, -1);
  const after = trailing ? `(?:[ \\t]+${streetWord(trailing)}\\.?)?` : '';
  const suffix = core.length > 1 && SPELLINGS.has(core[core.length - 1]!.replace(/\.$/, '').toLowerCase()) ? core[core.length - 1]! : null;
  const name = suffix ? core.slice(0, -1) : core;
  // "Lakeview 3rd Ave": an ordinal may stand inside the name; first only with the recorded direction or suffix
  // ("W 65th", "65th St"), never alone.
  const ordinal = (w: string) => /^\d+(?:st|nd|rd|th)$/i.test(w);
  if (!name.length || name.some((w, k) => !/^\p{L}/u.test(w) && !(ordinal(w) && (k > 0 || direction || suffix)))) return null;
  // Streets are often named after people ("Lindgren Ave"): a name the people-names list has needs its suffix.
  const bare = /^\p{L}/u.test(name[0]!) && name.every(isDistinctiveStreetWord);
  const head = name.map(streetWord).join('[ \\t]+');
  const tail = suffix ? `[ \\t]+${streetWord(suffix)}\\.?` : '';
  // The recorded direction goes with the name ("W Commerce St"); with it, the suffix may be left off ("on W Commerce").
  const lead = direction ? `${streetWord(direction)}\\.?[ \\t]+` : '';
  const forms = [`${lead ? `(?:${lead})?` : ''}${head}${bare ? `(?:${tail})?` : tail}`];
  if (lead && !bare) forms.unshift(`${lead}${head}(?:${tail})?`);
  // "Paseo del Pueblo Norte", "Calle Ocho", "Camino Real": a street type written first names a street whole.
  if (!suffix && !lead && name.length > 1 && STREET_TYPE_FIRST.test(name[0]!)) return new RegExp(`(?<![\\p{L}\\p{N}])${head}${after}(?![\\p{L}\\p{N}])`, 'giu');
  if (!suffix && !bare && !lead) return null;
  if (!suffix && !bare) forms.pop();
  // "home on Prospect", "on Forest Home": the name alone, without direction or suffix, capitalised after a
  // preposition of place (checked where it is matched: knownStreetNameStands in deidentify.ts).
  if (!bare && /^\p{L}/u.test(name[0]!)) forms.push(head);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})${after}(?![\\p{L}\\p{N}])`, 'giu');
}

const ACCENTED: Readonly<Record<string, string>> = { a: 'āáàâäãå', e: 'ēéèêë', i: 'īíìîï', o: 'ōóòôöõ', u: 'ūúùûü', n: 'ñ', c: 'ç' };
const APOSTROPHE = new RegExp(`^${APOSTROPHES}$`);

/**
 * One written form of the city as a pattern that also takes it without its ʻokina or apostrophes and without its
 * accents: "Lāʻie" matches "Laie", "La'ie" and "LAʻIE"'s forms; a dot may be left out ("St. Johnsbury").
 */
function cityFormPattern(form: string): string {
  let out = '';
  for (const ch of form) {
    if (APOSTROPHE.test(ch)) { out += `${APOSTROPHES}?`; continue; }
    if (ch === '.') { out += '\\.?'; continue; }
    const plain = ch.normalize('NFKD').replace(/\p{M}+/gu, '');
    // "Wahiawā" for a record's "Wahiawa": a plain vowel (or n, c) may be written with its accent or macron.
    const marked = ACCENTED[plain.toLowerCase()];
    if (marked) out += `[${plain}${plain === plain.toLowerCase() ? marked : marked.toUpperCase()}]`;
    else out += plain && plain !== ch ? `(?:${escapeRegExp(ch)}|${escapeRegExp(plain)})` : escapeRegExp(ch);
  }
  return out;
}

export const STREET_TYPE_FIRST = /^(?:paseo|calle|camino|avenida|avda|carretera|calzada|via|vía|rua|rue|boulevard|plaza)$/i;

function addContacts(o: Exclude<KnownPerson, string>, addNumber: (digits: string, cls: KnownNumber['cls'], min?: number) => void, emails: Set<string>): void {
  for (const p of asList(o.phone)) {
    const d = digitsOf(p);
    const ten = d.length === 11 && d[0] === '1' ? d.slice(1) : d;
    // Another patient's phone by its ten digits only: a seven-digit tail of 10,000 phones would match lab values.
    if (ten.length >= 10) addNumber(ten, 'PHONE', 10);
  }
  for (const e of asList(o.email)) emails.add(e.trim().toLowerCase());
}

/** Accepts either form, so callers that compiled once and callers that did not use the same functions. */
export function ensureCompiled(context: DeidContext | CompiledContext): CompiledContext {
  return 'names' in context && 'people' in context ? context : compileContext(context);
}
