// Towns and cities the service does not know ("a wedding in Coeur d'Alene", "born in Rzeszów", "WAREHOUSE IN
// KENNEWICK", "Son Klaus (Portland)"), found by the gazetteer instead of by a list of cue phrases: HIPAA counts every
// place smaller than a state as an identifier, and the cue lists of earlier rounds missed each new way of saying
// where someone lives or comes from.
//
// A phrase of one to four capitalised words that names a populated place is a place when
//   - a preposition of place stands before it ("in", "from", "near", "to", "outside", "born"), a bracket holds it
//     alone, or a state follows it ("Sandy, UT", "Portland ME"); or
//   - with nothing around it, when the place is large (100,000 people or more) and its name is no person's name;
// and it is not a word the dictionaries know as an ordinary word or a medical term, a month, a country or a state,
// part of a longer proper name (a capitalised word right before or after it: "Brighton Neurology Associates",
// "Cleveland Clinic Lakewood", "Jersey City Medical Center"), a possessive, or an eponym of a sign or a score
// ("Hawkins positive", "Alvarado score 8", "Forrest III", "Lawton 3/8"). A word in capitals counts only in a line
// written in capitals, after a preposition of place and from five letters ("TO PACU" stays).
import { CANADIAN_PROVINCE_CODES, COMMON_WORDS, CANADIAN_PROVINCE_NAMES, CREDENTIAL_STATES, DRUGS, EPONYM_FOLLOWERS, EPONYMS, NOT_NAMES, INSTITUTION_OR_BUILDING_WORDS, LANGUAGE_NAMES, MEDICAL_ABBREVIATIONS, MONTHS, PERSON_VERBS, SITE_WORDS, US_STATE_CODES, US_STATE_NAMES, US_STATES } from './lexicon.js';
import { foldPlace, MAX_PLACE_WORDS, placePopulation } from './gazetteer.js';
import { REGION_NAMES, type KnownValues } from './patterns.js';
import { PRIORITY, type Detection } from './spans.js';
import { isAllCaps, isSentenceStart, isTitleCase, type Word } from './text.js';
import { foldWord, isCapitalisedOnlyMedicalTerm, isCommonEnglishWord, isEnglishWord, isEponymName, isMedicalTerm, isPersonName } from './vocabulary.js';

const LARGE_PLACE = 100_000;
// After a preposition of place, a town whose name the dictionary also has as a rare word ("in Cicero", "from
// Billings") is the town from this size; "in Hope" (a town of 10,000) stays a word.
const TOWN_OVER_WORD = 50_000;
const PARTICLES = new Set(['de', 'del', 'la', 'le', 'les', 'el', 'da', 'do', 'dos', 'das', 'di', 'du', 'of', 'on', 'upon', 'am', 'an', 'der', 'den', 'sur', 'y']);
const ENGLISH_PARTICLES = new Set(['of', 'on', 'upon', 'am', 'an']);
// The preposition may close the line before when the writer wrapped the sentence ("drove to\nCoeur d'Alene").
// With French "à"/"au" and Vietnamese "ở"/"tại" ("Vous êtes à Houma", "đang ở Houma").
const PLACE_BEFORE = /(?:^|[^\p{L}])(?:in|from|near|outside|around|to|toward|towards|via|born|nr|en|desde|à|au|ở|tại)(?:[ \t]+|[ \t]*\r?\n[ \t]*)(?:the[ \t]+)?$/iu;
// "4360 Katonah Avenue, Woodlawn Heights,", "Cottage Grove, unit 3, Woodlawn.": a neighbourhood or town after a street
// line (a suffix, a unit or a house number) and a comma.
const STREET_LINE_BEFORE = /(?:\b(?:Ave|Avenue|St|Street|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Pkwy|Parkway|Grove|Ct|Court|Pl|Place|Ter|Terrace|Hwy)\.?|\b(?:unit|apt|suite|ste|fl|floor)[ \t]*#?[ \t]*\w{1,5}|\d{2,6}[ \t]+[NSEW]\.?[ \t]+\p{Lu}\p{Ll}+),[ \t]*$/iu;
const STATE_AFTER = new RegExp(String.raw`^(?:,[ \t]*|[ \t]+|[ \t]*\([ \t]*)(?:${[...US_STATES.map(([c]) => c), ...CANADIAN_PROVINCE_CODES].join('|')}|${[...US_STATES.map(([, n]) => n), ...CANADIAN_PROVINCE_NAMES].map((n) => n.replace(/ /g, '[ \\t]+')).join('|')})\b(?![\p{L}])`, 'u');
const WEEK_AND_MONTH = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', ...MONTHS.flat().map((m) => m.toLowerCase())]);
// What follows an eponym that names a sign, a scale or a classification, not a place.
const SCORE_AFTER = /^(?:['’]s|[ \t]*(?:\+|-(?=[ \t]*(?:[,;.)]|$))|\d|[IVX]{1,4}\b|\((?:[+-]|pos|neg)|(?:grade|score|class|stage|type|criteria|scale|index|sign|test|positive|negative|pos|neg|maneuver|manoeuvre|rules?|stroke[ \t]+scale|classification|protocol|splint|procedure)\b|(?:ankle|knee|foot|c-spine|head|sah)[ \t]+rules?\b))/iu;

const FUNCTION_WORDS = new Set(['on', 'in', 'at', 'and', 'or', 'with', 'for', 'to', 'from', 'since', 'until', 'last', 'this',
  'next', 'every', 'each', 'where', 'when', 'who', 'but', 'so', 'then', 'now', 'today', 'yesterday', 'tomorrow', 'is', 'was', 'are', 'were', 'has', 'had', 'will', 'before', 'after', 'area',
  // "works in Philadelphia during the week": prepositions and adverbs go on with the sentence; they complete no term.
  'during', 'over', 'through', 'into', 'about', 'by', 'via', 'of', 'as', 'than', 'while', 'because', 'again', 'still',
  'already', 'also', 'only', 'just', 'mostly', 'usually', 'often', 'sometimes', 'never', 'always', 'alone', 'too', 'twice',
  'once', 'daily', 'weekly', 'monthly', 'now', 'currently', 'most', 'all', 'both', 'for', 'within', 'without', 'tonight', 'tomorrow']);
// "from Tulsa Sat.", "in Fresno Thurs": a weekday's abbreviation after a place does not join it into a longer name.
const WEEKDAY_ABBREVIATIONS = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);

// The words after a state code that make it a medical institution's name ("the Alexandria VA clinic").
const VA_SITE_WORDS: ReadonlySet<string> = new Set(['clinic', 'hospital', 'medical', 'center', 'centre', 'vamc', 'health', 'hcs', 'cboc']);

interface Candidate { readonly from: number; readonly to: number; readonly population: number }

/** The longest place phrase starting at word `i`, if any. */
function placeAt(text: string, words: readonly Word[], i: number): Candidate | null {
  for (let n = Math.min(MAX_PLACE_WORDS, words.length - i); n >= 1; n--) {
    const ws = words.slice(i, i + n);
    const last = ws[n - 1]!;
    if (!/^\p{Lu}|^\p{Ll}['’]\p{Lu}/u.test(last.text)) continue;
    let joined = true;
    for (let k = 1; k < n; k++) {
      const gap = text.slice(ws[k - 1]!.end, ws[k]!.start);
      if (!/^(?:[ \t]|\.[ \t])$/.test(gap) && !(gap === '.' && ws[k - 1]!.text.length <= 3)) { joined = false; break; }
      // "Coeur d'Alene", "Santa Maria de Jesus": a lower-case word inside a place only as a particle.
      if (!/^\p{Lu}/u.test(ws[k]!.text) && !PARTICLES.has(ws[k]!.key) && !/^\p{Ll}['’]\p{Lu}/u.test(ws[k]!.text)) { joined = false; break; }
    }
    if (!joined) continue;
    // A possessive stem is a person's or a thing's, not a place's ("Addison's", "Mateo's").
    if (last.stemEnd !== last.end) continue;
    const population = placePopulation(foldPlace(ws.map((w) => w.text)));
    if (population) return { from: i, to: i + n - 1, population };
  }
  return null;
}

const ORGANISATION_COMMA_BEFORE = /\b(?:clinic|associates|hospital|center|centre|medical|health|healthcare|diagnostics|neurodiagnostics|imaging|radiology|cardiology|oncology|neurology|orthopa?edics|ortho|surgery|surgical|group|practice|pharmacy|lab|laboratory|labs|dental|affiliate|institute|university|partners|physicians|specialists|hospice|helipad|endocrinology|dermatology|urology|pediatrics|paediatrics)\)?,[ \t]*$/iu;
const COLUMN_CLOSES = /^(?:[ \t]*(?:\r?\n|$)|[ \t]{2,}\S)/;

// "driving to ABQ", "moved back from OKC": a city by the short name its people use, after a preposition of place (not
// "LA", "SF", "DC", "KC" or "SLC": left atrium, spinal fluid, discharge, a short leg cast, and more).
const CITY_SHORT_NAME = /(?<=\b(?:in|to|from|near|outside|vs\.?|versus|back[ \t]+to)[ \t]{1,3})(NYC|ABQ|OKC|PHX|PDX|STL|ATL|DFW|NOLA|PGH|SATX|Philly|Vegas|Nola)(?![\p{L}\p{N}])/gu;

function ordinaryWord(w: Word): boolean {
  const key = w.key;
  return isEnglishWord(key) || isMedicalTerm(key) || isEponymName(key) || WEEK_AND_MONTH.has(key);
}

/**
 * Whether a large town's name is an ordinary word where it stands. The medical dictionary lists "Seattle", "Milwaukee"
 * and "Chicago" only capitalised, for the Seattle foot, the Milwaukee brace and the Chicago classification: such a
 * name is the town only where a stop, a line's end or a word going on with the sentence follows it and no device or
 * classification is named before it ("Brace: Milwaukee.", "Fitted with a Milwaukee today").
 */
function ordinaryHere(text: string, w: Word): boolean {
  if (!ordinaryWord(w)) return false;
  if (!isCapitalisedOnlyMedicalTerm(w.key) || isEnglishWord(w.key) || isEponymName(w.key) || WEEK_AND_MONTH.has(w.key)) return true;
  return !LARGE_TOWN_CLOSES.test(text.slice(w.end, w.end + 12)) || TERM_BEFORE_TOWN.test(text.slice(Math.max(text.lastIndexOf('\n', w.start - 1) + 1, w.start - 40), w.start));
}
// What may follow such a name: a stop, a bracket, a table's pipe, an arrow, a line's end, a spaced dash, or a word of
// time or place that goes on with the sentence (not "and", "or", "with", "at" or a colon: "Milwaukee and Boston
// braces", "Chicago: type II").
const LARGE_TOWN_CLOSES = /^(?:[ \t]*(?:[,;.)?!|→]|\r?\n|$)|[ \t]+[—–-][ \t]|[ \t]+(?:to|then|now|today|tomorrow|yesterday|for|on|in|until|since|via)\b)/;
// A device, a classification or an article before it: the term is meant, elliptically.
const TERM_BEFORE_TOWN = /\b(?:brace|braces|bracing|orthosis|orthotic|foot|feet|prosthe\w*|classification|class|type|criteria|protocol|ph|chromosome|shunt|knee|ankle|model|device)\b[^\n.;]{0,24}$|\b(?:a|an|the)[ \t]+$/i;

/** Whether the line holding `at` is written in capitals; `seen` keeps each line's answer (one long line, many candidates). */
function lineIsCapitals(text: string, at: number, seen: Map<number, boolean>): boolean {
  const start = text.lastIndexOf('\n', at) + 1;
  let capitals = seen.get(start);
  if (capitals === undefined) {
    const eol = text.indexOf('\n', at);
    const letters = text.slice(start, eol < 0 ? text.length : eol).replace(/[^\p{L}]/gu, '');
    capitals = letters.length >= 8 && letters.replace(/\p{Lu}/gu, '').length <= letters.length * 0.15;
    seen.set(start, capitals);
  }
  return capitals;
}

// The same, found by the street line alone when no gazetteer has the neighbourhood ("Lorimer Avenue, Cobble Hill,").
const US_STATE_CODE_ALTERNATION = US_STATES.map(([c]) => c).join('|');
// A town before its state's code or its ZIP is one too ("3140 Kellogg Ave, Corona 92879", "PO Box 1187, Kyle SD 57752").
const PLACE_AFTER_STREET_LINE = new RegExp(String.raw`(?:\b(?:Ave|Avenue|St|Street|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Pkwy|Parkway|Ct|Court|Pl|Place|Ter|Terrace|Hwy)\.?|\b(?:[Uu]nit|[Aa]pt|[Ss]uite|[Ss]te|[Ff]l|[Ff]loor)[ \t]*#?[ \t]*\w{1,5}|\b(?:P\.?[ \t]?O\.?[ \t]*|RR[ \t]+\d{1,3},?[ \t]+)?(?:Box|BOX)[ \t]+\d{1,6}),[ \t]*((?:\p{Lu}[\p{Ll}'’-]+[ \t]?){1,3}?)(?=[ \t]*(?:[,;\n]|\.(?:[ \t]|$)|$)|[ \t]+(?:${US_STATE_CODE_ALTERNATION})[ \t]+\d{5}\b|[ \t]+\d{5}(?:-\d{4})?(?![\d-])(?![ \t]*(?:units?|mg|mcg|ml|mL|cc|g)\b))`, 'gu');
// What closes a town's name where a stop or a line closes it (the town is then read whatever its words).
const TOWN_CLOSED = /^[ \t]*(?:[,;\n]|\.(?:[ \t]|$)|$)/;
const STATE_AND_ZIP_AFTER = new RegExp(String.raw`^[ \t]+(?:${US_STATE_CODE_ALTERNATION})[ \t]+\d{5}\b`);

// "from Dadaab camp", "Came from Gambella, Ethiopia", "in Changle, Fujian", "from Tohatchi.": a village or a camp no
// gazetteer of towns over 1,000 people has, named by one capitalised word no vocabulary has (no English or medical
// word, no drug, no language) right after "from", "in", "near" or "outside", and not the first word of a longer
// proper name ("from Kaiser Permanente"). Whether it is a place or a person ("a call from Keisha"), it identifies.
const BARE_PLACE_PREPOSITIONS = new Set(['from', 'in', 'near', 'outside']);
const PLACE_CLOSES = /^(?:[ \t]*(?:[,;)]|\.(?!\w)|\r?\n|$)|[ \t]+(?:for[ \t]+the[ \t]+(?:season|summer|winter|week|month|year)|since|until|till|during|by[ \t]+(?:snowmachine|snowmobile|boat|plane|car|bus|truck|skiff|atv|four-wheeler)|last|this|every|twice|once|yesterday)\b|[ \t]+(?:camp|village|town|city|county|province|district|region|area|reservation|settlement|barrio|colonia|municipality)\b)/i;

/** "Armenians", "Iranian", "Bangladeshi": a people named after a country, not a place. */
export function isDemonym(key: string): boolean {
  const stem = key.replace(/(?:ians?|ans?|ese|ish|is?)$/, '');
  if (stem.length < 4 || stem === key) return false;
  for (const region of REGION_NAMES) if (!region.includes(' ') && region.startsWith(stem)) return true;
  return false;
}

function unknownWordAfterPreposition(text: string, words: readonly Word[], i: number, known: KnownValues): Detection | null {
  const w = words[i]!;
  const prev = words[i - 1];
  if (!prev || !BARE_PLACE_PREPOSITIONS.has(prev.key) || !/^(?:[ \t]+|[ \t]*\r?\n[ \t]*)$/.test(text.slice(prev.end, w.start))) return null;
  if (!isTitleCase(w.text) || w.end !== w.stemEnd || !/^\p{Lu}\p{Ll}{3,}$/u.test(w.text)) return null;
  if (isEnglishWord(w.key) || isMedicalTerm(w.key) || isEponymName(w.key) || DRUGS.has(w.key) || LANGUAGE_NAMES.has(w.key)
    || MEDICAL_ABBREVIATIONS.has(w.text.toUpperCase()) || WEEK_AND_MONTH.has(w.key) || WEEKDAY_ABBREVIATIONS.has(w.key)
    || REGION_NAMES.has(w.key) || US_STATE_NAMES.has(w.key)) return null;
  if (WEEK_AND_MONTH.has(w.key.replace(/s$/, '')) || isDemonym(w.key)) return null;
  // Where a place ends a clause or names its kind ("from Tohatchi.", "from Kozarac, came", "from Dadaab camp"); a store,
  // a supplier or a product goes on ("from Walgreens on Line Ave", "from Lincare working", "in Dometic fridge").
  if (!PLACE_CLOSES.test(text.slice(w.end, w.end + 16))) return null;
  return { start: w.start, end: w.end, cls: 'ADDRESS', known: known.cities.has(w.key), key: `ADDRESS:${w.text}`, value: w.text, priority: PRIORITY.place - 1 };
}

// Between two places of one list: a comma, "and", "or", "&", a slash or a dash.
const PLACE_LIST_JOIN = /^(?:,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+|[ \t]*[\/–—][ \t]*|[ \t]+-[ \t]+)$/;
// A town written in lower case needs this many people: "the pharmacy in dearborn", "my cousin in lahore".
const LOWER_CASE_TOWN = 20_000;

// A heading in capitals (no lower-case letter, three capitals or more) and a dash before a town; after it another dash,
// a column's blanks, a date or the line's end.
const HEADING_DASH_END = /[ \t][—–-][ \t]+$/;
/** The line's text before a town: a short heading in capitals ending in a spaced dash (tested in steps: linear). */
function headingBefore(line: string): boolean {
  return line.length <= 160 && !/\p{Ll}/u.test(line) && /\p{Lu}{3}/u.test(line) && HEADING_DASH_END.test(line);
}
const HEADING_AFTER = /^(?:[ \t]+[—–-][ \t]|[ \t]{2,}|[ \t]*(?:\r?\n|$)|[ \t]+\d{1,2}\/\d{1,2}\b)/;
const HEADING_TOWN = 10_000;
// Where someone lives, works or comes from: before a town whose name is a rare word.
const RESIDENCE_BEFORE = /(?:^|[^\p{L}])(?:in|from|near|outside)[ \t]+$/iu;
// A town whose name is a rare word counts after a preposition of place from this size on ("in Xenia").
const RARE_WORD_TOWN = 2_000;

/**
 * "pharmacy on warren ave in dearborn", "a pharmacist in lahore", "the urologist in farmington": in a portal message
 * or a text a town is written in lower case. After a preposition of place, one or two lower-case words that the
 * gazetteer has as a town of 20,000 people or more and that no English or medical dictionary has are the town.
 */
function lowerCasePlaceAfterPreposition(text: string, words: readonly Word[], i: number, known: KnownValues): { detection: Detection; to: number } | null {
  const w = words[i]!;
  if (!/^\p{Ll}{4,}$/u.test(w.text) || !PLACE_BEFORE.test(text.slice(Math.max(0, w.start - 24), w.start))) return null;
  for (let n = 2; n >= 1; n--) {
    const ws = words.slice(i, i + n);
    if (ws.length < n || ws.some((x) => !/^\p{Ll}+$/u.test(x.text))) continue;
    if (n === 2 && !/^[ \t]$/.test(text.slice(ws[0]!.end, ws[1]!.start))) continue;
    if (ws[n - 1]!.end !== ws[n - 1]!.stemEnd) continue;
    // Each word no ordinary word, or (two words) a town whose name as a whole is no phrase of the language.
    if (n === 1 && (ordinaryHere(text, w) || DRUGS.has(w.key) || LANGUAGE_NAMES.has(w.key) || isPersonName(w.key) || REGION_NAMES.has(w.key) || US_STATE_NAMES.has(w.key))) continue;
    if (n === 2 && ws.every((x) => ordinaryWord(x))) continue;
    if (placePopulation(foldPlace(ws.map((x) => x.text))) < LOWER_CASE_TOWN) continue;
    const start = ws[0]!.start;
    const end = ws[n - 1]!.end;
    const value = text.slice(start, end);
    return { detection: { start, end, cls: 'ADDRESS', known: known.cities.has(value.toLowerCase()), key: `ADDRESS:${value}`, value, priority: PRIORITY.place - 1 }, to: i + n - 1 };
  }
  return null;
}

// Words that end a place's name and say what kind of place it is ("Hooper Bay", "Dutch Harbor", "Troublesome Creek").
const GEO_SUFFIX = /^(?:Bay|Harbor|Harbour|Creek|Point|Island|Islands|Lake|River|Springs|Falls|Heights|Hills|Valley|Village|Landing|Junction|Crossing|Ridge|Hollow|Holler|Fork|Branch|Run|Mills|Beach|Cove|Inlet|Sound|Gap|Flats|Prairie|Bluff|Bluffs|Corners|Mountain|Hill|Pass|Lagoon|Slough|Bottom|Mesa|Canyon)$/;
// First words that make such a phrase no place's name ("Sick Bay", "Our Lady", "Emergency Landing").
const NOT_PLACE_LEADS = new Set(['the', 'a', 'an', 'our', 'my', 'his', 'her', 'their', 'sick', 'emergency', 'medical', 'loading', 'ambulance',
  'parking', 'treatment', 'nursing', 'rehab', 'recovery', 'bed', 'this', 'that', 'each', 'every', 'same', 'no', 'trauma', 'isolation', 'procedure',
  'triage', 'observation', 'holding', 'infusion', 'resus', 'resuscitation', 'decon', 'trigger', 'pressure', 'rock', 'low', 'high', 'turning', 'breaking',
  'boiling', 'melting', 'freezing', 'tipping', 'starting', 'end', 'focal', 'access', 'entry', 'exit', 'vantage', 'talking', 'bullet', 'power', 'match']);
const GEO_BEFORE = /(?:^|[^\p{L}])(?:in|from|near|outside|around|to|toward|towards|via|born|at|past|up|out|off|of|nr)[ \t]+$/u;
// "at Oak Hills pharmacy", "from Four Corners clinic": a site named after the place, not where someone is.
const SITE_AFTER_PLACE = /^[ \t]+(?:pharmacy|clinic|high-rise|hospital|school|church|center|centre|office|site|campus|facility|rehab|nursing|manor|home|apartments|apts|shelter|mall|plaza|store)\b/i;
// "Hometown: Hooper Bay", "Village: Kwethluk", "Place of birth: Savoonga": a label that names a place, and the place.
const PLACE_LABEL = /(?:^|\n)[ \t]*(?:[-•*][ \t]*)?(?:[Hh]ome[ \t]?[Tt]own|HOMETOWN|[Hh]ome[ \t]+[Vv]illage|[Vv]illage|VILLAGE|[Bb]irthplace|BIRTHPLACE|[Pp]lace[ \t]+of[ \t]+[Bb]irth|PLACE OF BIRTH|POB|[Bb]orough|[Pp]arish)[ \t]*:[ \t]*((?:\p{Lu}[\p{L}'’-]*\.?)(?:[ \t]+(?:\p{Lu}[\p{L}'’-]*|de|del|la|las|los|of)){0,4})(?=[ \t]*(?:[,;(\r\n]|\.(?:[ \t]|$)|$))/gu;
// "at Kensington & Allegheny", "corner of Broad and Erie", "near 13th and Folsom": two streets' names that meet, joined
// by "and" or "&" after "at", "near" or "corner of" (not "on Tylenol and Motrin", "by Quest and Labcorp", "at Rest/Exertion").
const INTERSECTION = /\b(?:at|corner[ \t]+of|cnr(?:[ \t]+of)?|near)[ \t]+((?:\p{Lu}\p{Ll}[\p{L}'’-]*|\d{1,3}(?:st|nd|rd|th))(?:[ \t]+(?:St|Ave|Rd|Blvd|Street|Avenue|Road)\b\.?)?[ \t]*(?:&|\band\b)[ \t]*(?:\p{Lu}\p{Ll}[\p{L}'’-]*|\d{1,3}(?:st|nd|rd|th))(?:[ \t]+(?:St|Ave|Rd|Blvd|Street|Avenue|Road)\b\.?)?)(?=[ \t]*(?:[.,;:)\r\n]|$|[ \t]+(?:on|in|at|for|by|with|near|under|outside|where|and|around|when|after|before)\b))/gu;
// What two capitalised words joined by "and" are when they are no streets: drugs, terms, scores, companies, holidays.
const NOT_STREET = new Set(['christmas', 'thanksgiving', 'easter', 'halloween', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
  'medicare', 'medicaid', 'target', 'walmart', 'costco', 'kroger', 'walgreens', 'cvs', 'quest', 'labcorp', 'johnson', 'nephew', 'smith',
  // Hospitals and universities named by one word ("followed at Hopkins and Sinai", "residency at Penn and Drexel").
  'hopkins', 'sinai', 'mayo', 'cleveland', 'penn', 'drexel', 'jefferson', 'temple', 'einstein', 'aria', 'cedars', 'kaiser', 'stanford', 'duke',
  'emory', 'vanderbilt', 'yale', 'harvard', 'columbia', 'cornell', 'montefiore', 'presbyterian', 'methodist', 'baptist', 'mercy', 'providence', 'rest', 'exertion']);
const EMPLOYER_BEFORE = /\b(?:works?|worked|working|employed|job|shifts?|jobs)\b[^\n.;]{0,16}$/i;
// "Mile 12 Parks Hwy", "MP 5.5 Richardson Highway": a mile marker on a named road is where someone lives.
const MILE_MARKER = /\b(?:Mile|MILE|MP|Milepost)[ \t]*\d{1,4}(?:\.\d{1,2})?[ \t]+(?:of[ \t]+(?:the[ \t]+)?)?(?:\p{Lu}[\p{L}'’-]+[ \t]+){1,2}(?:Hwy|HWY|Highway|Rd|Road)\b\.?/gu;
// "off County Road 412", "out Ky 15", "onto FM 1015", "on State Route 32": a state, county or farm road by its number
// after a word of where (an interstate is too long a road to place anyone; "US 23" and "Hwy 10" are; "SR", "CR" and
// the state codes that are words or credentials, "OK", "PA", "IN", "MS", are sinus rhythm, creatinine and the rest).
const NUMBERED_ROAD = /(?<=\b(?:(?:on|off|out|along|past|near|at|from|to|down|up|onto|via|lives|live|living|by)[ \t]+|[Aa]ddress:[ \t]*))((?:US|FM|Hwy|HWY|Highway|Rte|Rt|Route|County[ \t]+Road|County[ \t]+Rd|State[ \t]+Route|State[ \t]+Road|Farm[ \t]+Road|(?:AK|AZ|AR|KY|Ky|TN|Tn|NC|SC|TX|WV|OH|NY|WI|MN|MT|NM)[ \t]*-?)[ \t]*(?!(?:19|20)\d{2}\b)\d{1,4}[A-Z]?)(?![\w-]|[ \t]*(?:%|\/|mg|mcg|ml|mL|units?|hours?|hrs?|h\b|min|scale|score|x\b|weeks?|wks?|cm|mm|bpm|reading|today))/gu;
// "Sunrise Apartments #12", "Riverview Towers apt 5C", "Lot 14, Pine Acres MHP": a building's or a park's name with a
// unit after it, or a lot before it (not a nursing home's room: "Wellington Manor, rm 14B").
const COMPLEX_WITH_UNIT = /\b((?:\p{Lu}[\p{L}'’-]+[ \t]+){1,3}(?:Apartments|Apts|Towers|Homes|Court|Courts|Terrace|Gardens|MHP|Mobile[ \t]+Home[ \t]+Park|Trailer[ \t]+(?:Park|Court)|RV[ \t]+Park))(?=[ \t]*,?[ \t]*(?:#|[Aa]pt\.?|[Uu]nit|[Ll]ot|[Ss]pace|[Ss]ite)[ \t]*#?[ \t]*\w)|(?<=\b(?:Lot|LOT|Space|Site)[ \t]*#?[ \t]*\w{1,5},[ \t]*)((?:\p{Lu}[\p{L}'’-]+[ \t]+){1,3}(?:MHP|Mobile[ \t]+Home[ \t]+Park|Trailer[ \t]+(?:Park|Court)|RV[ \t]+Park|Estates|Acres))\b/gu;
// "House 214, Kwethluk": a village's house number before its village.
const VILLAGE_HOUSE = /\b(?:House|HOUSE|Hse|HSE)[ \t]*#?[ \t]*\d{1,4}[A-Z]?(?=[ \t]*,[ \t]*\p{Lu})/gu;

// A position given by its coordinates (a beacon's fix, a search-and-rescue log, a vessel's position): HIPAA counts
// any geocode finer than a state. Lab exports, optics and dynamometers print fixed decimals too ("Creatinine 88.4000
// 92.5000 umol/L", "sphere 22.5000 -10.7500", "peak 45.20 N, 120.50 W" in newtons and watts), so an unlabelled pair
// counts only where a word of position stands before it on the line or it fills a cell of its own:
//   - decimal degrees with a hemisphere after each ("46.7867 N, 92.1005 W"; three decimals or more, or a word of
//     position before), or a signed pair of four decimals or more ("44.51234, -88.01877", "42.9811 -109.6274"), one
//     of them with two digits before its point;
//   - a latitude and a longitude by their labels ("lat 43.0731 lon -89.4012");
//   - a hemisphere before each ("N 46.7867 W 92.1005", "N46°47.12' W092°06.02'");
//   - degrees and minutes with a hemisphere ("47°31.4'N 92°32.6'W", "45°12′N 93°05′W", "46º47’12”N"; without a
//     degree's sign, "46 47N 092 06W" or "58-41.2N", only after a word of position).
const COORDINATE_HEMISPHERES = /(?<![\p{L}\p{N}.\-+])(\d{1,2}\.(\d{2,}))°?[ \t]?[NS](?:[ \t]*[,;\/][ \t]*|[ \t]+)(\d{1,3}\.\d{2,})°?[ \t]?[EW](?![\p{L}\p{N}])/gu;
const COORDINATE_PAIR = /(?<![\p{L}\p{N}.\-+])(-?\d{1,2}\.\d{4,})(?:,[ \t]{0,2}|[ \t]{1,2}|[ \t]*\/[ \t]*)(-?\d{1,3}\.\d{4,})(?![\p{N}.])/gu;
const COORDINATE_LABELLED = /\b(?:lat|latitude)[ \t:=]*(-?\d{1,2}\.\d{2,})°?(?:[ \t]?[NS])?[ \t]*[,;&\/]?[ \t]*(?:\r?\n[ \t]*)?(?:lon|lng|long|longitude)[ \t:=]*(-?\d{1,3}\.\d{2,})°?(?:[ \t]?[EW]\b)?/gi;
const HEMISPHERE_FIRST_VALUE = String.raw`(\d{1,3})(?:\.\d{3,}|[°º][ \t]?\d{1,2}(?:\.\d{1,3})?['′’]?)`;
const COORDINATE_HEMISPHERE_FIRST = new RegExp(String.raw`(?<![\p{L}\p{N}])[NS][ \t]?${HEMISPHERE_FIRST_VALUE}[ \t]*[,;\/]?[ \t]*[EW][ \t]?${HEMISPHERE_FIRST_VALUE}(?![\p{N}])`, 'gu');
const DEGREES_MINUTES = String.raw`(\d{1,3})(?:[°º][ \t]?|[ \t-])\d{1,2}(?:\.\d{1,3})?(?:(?:['′’][ \t]?|[ \t])(?:\d{1,2}(?:\.\d{1,2})?(?:"|″|”|'')?)?)?[ \t]?`;
const COORDINATE_DEGREES = new RegExp(String.raw`(?<![\p{L}\p{N}.])${DEGREES_MINUTES}[NS][ \t]*[,;\/]?[ \t]*${DEGREES_MINUTES}[EW](?![\p{L}\p{N}])`, 'gu');
// A word of position earlier on the line ("GPS fix", "Position", "found at", "last known", "coordinates", "pos").
const POSITION_BEFORE = /\b(?:gps|fix|position|pos|coordinates?|coords?|location|loc|lkp|last[ \t]+known|found[ \t]+at|located[ \t]+at|waypoint|wpt|inreach|beacon|plb|epirb)\b[^\n]{0,40}$/i;
// A unit after the pair: values, not a position ("88.4000 92.5000 umol/L", "21.5000 -12.2500 D").
const UNIT_AFTER_PAIR = /^[ \t]*(?:%|[µu]?mol|mmol|mEq|mg|mcg|ng|pg|ml|mL|g\/|kg|units?|IU|cm|mm|D\b|diopters?|\/)/;
// A cell of its own: between a CSV's commas or quotes, a table's pipes, or alone on its line.
const CELL_BEFORE = /(?:^|[\n,"|])[ \t]*$/;
const CELL_AFTER = /^[ \t]*(?:[\n,"|]|$)/;
const isLatitude = (v: string) => Math.abs(Number(v)) <= 90;
const isLongitude = (v: string) => Math.abs(Number(v)) <= 180;

function findCoordinates(text: string, add: (start: number, end: number, priority: number) => void): void {
  const lineBefore = (at: number) => text.slice(Math.max(text.lastIndexOf('\n', at - 1) + 1, at - 80), at);
  for (const m of text.matchAll(COORDINATE_HEMISPHERES)) {
    if (!isLatitude(m[1]!) || !isLongitude(m[3]!) || (m[2]!.length < 3 && !POSITION_BEFORE.test(lineBefore(m.index)))) continue;
    add(m.index, m.index + m[0].length, PRIORITY.address);
  }
  for (const m of text.matchAll(COORDINATE_PAIR)) {
    if (!isLatitude(m[1]!) || !isLongitude(m[2]!) || !(/\d{2}\./.test(m[1]!) || /\d{2}\./.test(m[2]!))) continue;
    const before = lineBefore(m.index);
    const end = m.index + m[0].length;
    const cell = CELL_BEFORE.test(before) && CELL_AFTER.test(text.slice(end, end + 3));
    if ((!cell && !POSITION_BEFORE.test(before)) || UNIT_AFTER_PAIR.test(text.slice(end, end + 10))) continue;
    // A run of three numbers or more is a row of values, not a position.
    if (/^[ \t,]+-?\d+\.\d/.test(text.slice(end, end + 8)) || /\d\.\d+[ \t,]+$/.test(before)) continue;
    add(m.index, end, PRIORITY.address);
  }
  for (const m of text.matchAll(COORDINATE_LABELLED)) if (isLatitude(m[1]!) && isLongitude(m[2]!)) add(m.index, m.index + m[0].length, PRIORITY.address);
  for (const m of text.matchAll(COORDINATE_HEMISPHERE_FIRST)) if (isLatitude(m[1]!) && isLongitude(m[2]!)) add(m.index, m.index + m[0].length, PRIORITY.address);
  for (const m of text.matchAll(COORDINATE_DEGREES)) {
    if (!isLatitude(m[1]!) || !isLongitude(m[2]!)) continue;
    // Without a degree's or a minute's sign ("BP 120 80N", "Tilt 12 30N 45 20E") only after a word of position.
    if (!/[°º'′’]/.test(m[0]) && !POSITION_BEFORE.test(lineBefore(m.index))) continue;
    add(m.index, m.index + m[0].length, PRIORITY.address);
  }
}

/**
 * Places found by their shape rather than by the gazetteer (which holds towns over 1,000 people): a capitalised word no
 * dictionary has before a state ("Kwethluk AK", "Nunapitchuk, Alaska"); a name ending in a word of geography after a
 * preposition of place ("docked at Dutch Harbor", "up Troublesome Creek"); what a label of place names ("Hometown:
 * Hooper Bay"); two streets that meet ("at Kensington & Allegheny"); a village's house number ("House 214, Kwethluk");
 * a mile marker ("Mile 12 Parks Hwy"); a numbered road ("out Ky 15"); a complex or a park with its unit or lot.
 */
function placesByShape(text: string, words: readonly Word[], known: KnownValues): Detection[] {
  const out: Detection[] = [];
  // A street-level place (two streets that meet, a house) outranks a person read over one of its words ("Broad and Erie").
  const add = (start: number, end: number, priority: number = PRIORITY.place - 1) => {
    const value = text.slice(start, end);
    out.push({ start, end, cls: 'ADDRESS', known: known.cities.has(value.toLowerCase()), key: `ADDRESS:${value}`, value, priority });
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!/^\p{Lu}\p{Ll}{2,}$/u.test(w.text) || w.end !== w.stemEnd) continue;
    const after = text.slice(w.end, w.end + 24);
    // The state's long pattern only where a capital follows (most words have none after them).
    const state = /^(?:,[ \t]*|[ \t]+|[ \t]*\([ \t]*)[A-Z]/.test(after) ? STATE_AFTER.exec(after) : null;
    if (state && /^\p{Lu}\p{Ll}{3,}$/u.test(w.text) && !ordinaryWord(w) && !DRUGS.has(w.key) && !LANGUAGE_NAMES.has(w.key) && !isPersonName(w.key)
      && !REGION_NAMES.has(w.key) && !US_STATE_NAMES.has(w.key) && !/^[ \t]*[-\/]/.test(after.slice(state[0].length))
      // A code that is also a word or a credential ("Dexcom, OK.", "Shingrix, ME") counts only before a postal code.
      && (!CREDENTIAL_STATES.has(state[0].replace(/[^\p{L} ]/gu, '').trim()) || /^[ \t]+\d{5}\b/.test(after.slice(state[0].length)))
      && !(isSentenceStart(text, w.start) && /^[ \t]+\p{Lu}{2}\b/u.test(after))
      // The state closes the place: a stop, a line's end or a postal code after it ("Ambetter, ID U712…", "Xpress, QC lot" are not).
      && /^(?:[ \t]*(?:[.,;:)]|\r?\n|$)|[ \t]+(?:\d{5}\b|[A-Z]\d[A-Z]))/.test(after.slice(state[0].length))) {
      // With a capitalised word before it that no dictionary has either, the place has two words ("Toksook Bay AK").
      const prev = words[i - 1];
      const start = prev && /^[ \t]$/.test(text.slice(prev.end, w.start)) && /^\p{Lu}\p{Ll}+$/u.test(prev.text) && !ordinaryWord(prev) && !isSentenceStart(text, prev.start) ? prev.start : w.start;
      add(start, w.end);
      continue;
    }
    const next = words[i + 1];
    if (next && GEO_SUFFIX.test(next.text) && /^[ \t]$/.test(text.slice(w.end, next.start)) && next.end === next.stemEnd && !NOT_PLACE_LEADS.has(w.key)
      && !INSTITUTION_OR_BUILDING_WORDS.has(w.key) && !DRUGS.has(w.key) && !WEEK_AND_MONTH.has(w.key)
      && GEO_BEFORE.test(text.slice(Math.max(0, w.start - 12), w.start))
      && !/^[ \t]+\p{Lu}/u.test(text.slice(next.end, next.end + 3)) && !SITE_AFTER_PLACE.test(text.slice(next.end, next.end + 16))) {
      add(w.start, next.end);
      i++;
    }
  }
  for (const m of text.matchAll(PLACE_LABEL)) {
    const value = m[1]!.replace(/[ \t.]+$/, '');
    if (US_STATE_NAMES.has(value.toLowerCase()) || REGION_NAMES.has(value.toLowerCase())) continue;
    // "Village: Unknown", "Borough: Declined": a value of ordinary words only is no place.
    const valueParts = value.split(/[ \t]+/);
    if (!(valueParts.length > 1 && GEO_SUFFIX.test(valueParts[valueParts.length - 1]!))
      && valueParts.every((part) => isEnglishWord(part.toLowerCase().replace(/\.$/, '')) && placePopulation(foldPlace([part])) < TOWN_OVER_WORD)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    add(start, start + value.length, PRIORITY.streetName);
  }
  for (const m of text.matchAll(INTERSECTION)) {
    // "on Mondays and Fridays", "at Target and Walmart", "by Braden and Morse": days, months, stores, drugs, terms and
    // eponyms are no streets; an ordinal is always one ("13th and Folsom").
    const parts = m[1]!.split(/[ \t]*(?:&|\band\b)[ \t]*/).map((part) => part.replace(/[ \t]+(?:St|Ave|Rd|Blvd|Street|Avenue|Road)\.?$/, ''));
    const notStreet = (part: string) => {
      const key = part.toLowerCase();
      return !/^\d/.test(part) && (WEEK_AND_MONTH.has(key.replace(/s$/, '')) || NOT_STREET.has(key) || DRUGS.has(key) || NOT_NAMES.has(key) || EPONYMS.has(key)
        || LANGUAGE_NAMES.has(key) || MEDICAL_ABBREVIATIONS.has(part.toUpperCase()));
    };
    if (parts.some(notStreet) || parts[0]!.toLowerCase() === parts[1]?.toLowerCase() || EMPLOYER_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    add(start, start + m[1]!.length, PRIORITY.streetName);
  }
  findCoordinates(text, add);
  for (const m of text.matchAll(VILLAGE_HOUSE)) add(m.index, m.index + m[0].length, PRIORITY.streetName);
  // A street address's priority: the marker and its road are one address, longer than the street read inside it.
  for (const m of text.matchAll(MILE_MARKER)) add(m.index, m.index + m[0].length, PRIORITY.address);
  for (const m of text.matchAll(NUMBERED_ROAD)) add(m.index, m.index + m[1]!.length, PRIORITY.streetName);
  for (const m of text.matchAll(COMPLEX_WITH_UNIT)) {
    const value = m[1] ?? m[2]!;
    const start = m.index + m[0].indexOf(value);
    add(start, start + value.length, PRIORITY.streetName);
  }
  return out;
}

export function findPlaces(text: string, words: readonly Word[], known: KnownValues): Detection[] {
  const out: Detection[] = [...placesByShape(text, words, known)];
  const capitalLines = new Map<number, boolean>();
  for (let i = 1; i < words.length; i++) {
    const d = unknownWordAfterPreposition(text, words, i, known);
    if (d) out.push(d);
  }
  for (const m of text.matchAll(CITY_SHORT_NAME)) {
    out.push({ start: m.index, end: m.index + m[1]!.length, cls: 'ADDRESS', known: false, key: `ADDRESS:${m[1]}`, value: m[1]!, priority: PRIORITY.place });
  }
  for (const m of text.matchAll(PLACE_AFTER_STREET_LINE)) {
    const name = m[1]!.trimEnd();
    if (US_STATE_NAMES.has(name.toLowerCase()) || REGION_NAMES.has(name.toLowerCase())) continue;
    // Before a bare ZIP only: a word of the dictionary is a town only where the gazetteer has it ("Unit 4, Heparin 25000
    // units", "Floor 3, Room 30212" stay); before a state and a ZIP it is one ("PO Box 5, Fries VA 24330").
    // A box without "PO" ("Box 4, Done") names a town only before its state and ZIP.
    const rest = text.slice(m.index + m[0].length);
    const closed = TOWN_CLOSED.test(rest);
    if (closed && /^(?:Box|BOX)\b/.test(m[0])) continue;
    if (!closed && !STATE_AND_ZIP_AFTER.test(rest) && !known.cities.has(name.toLowerCase()) && !placePopulation(foldPlace(name.split(/[ \t]+/)))
      && name.split(/[ \t]+/).every((part) => isEnglishWord(foldWord(part)) || isMedicalTerm(foldWord(part)))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    out.push({ start, end: start + name.length, cls: 'ADDRESS', known: known.cities.has(name.toLowerCase()), key: `ADDRESS:${name}`, value: name, priority: PRIORITY.place });
  }
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    if (!/^\p{Lu}/u.test(first.text)) {
      const lower = lowerCasePlaceAfterPreposition(text, words, i, known);
      if (lower) { out.push(lower.detection); i = lower.to; }
      continue;
    }
    const c = placeAt(text, words, i);
    if (!c) continue;
    const ws = words.slice(c.from, c.to + 1);
    const start = ws[0]!.start;
    const end = ws[ws.length - 1]!.end;
    const name = text.slice(start, end);
    i = c.to;
    const folded = foldPlace(ws.map((w) => w.text));
    if (US_STATE_NAMES.has(folded) || US_STATE_CODES.has(name)) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    const after = text.slice(end, end + 24);
    // "Hamilton, MD" is a doctor more often than a town in Maryland: a state code that is also a credential or a
    // word (MD, MA, PA, OR, IN...) counts only in capitals written as a code, never after a person's name.
    const state = STATE_AFTER.exec(after);
    // "Plan CT-guided drainage", "Central CT": a state code after a bare space names the state only when nothing is
    // joined to it and the place is no ordinary word.
    const bareState = !!state && !/[,(]/.test(state[0]);
    // "the Alexandria VA clinic": a state code that a site's or an institution's word follows names the institution.
    const institutionAfter = /^[ \t]+(\p{L}+)/u.exec(after.slice(state?.[0].length ?? 0))?.[1]?.toLowerCase();
    // "K. Stoll, CT(ASCP)": a certifying body in brackets right after the letters makes them a credential.
    const stateAfter = !!state && !CREDENTIAL_STATES.has(state[0].replace(/[^\p{L} ]/gu, '').trim())
      && !/^\([A-Z]{2,}/.test(after.slice(state[0].length))
      && !(bareState && (/^[-\/]/.test(after.slice(state[0].length)) || ws.some((w) => isEnglishWord(w.key))
        || (institutionAfter !== undefined && (SITE_WORDS.has(institutionAfter) || VA_SITE_WORDS.has(institutionAfter)))));
    // A country's name is the country ("born in Lebanon"), unless a state follows it: "Lebanon NH", "Cuba, NY".
    if (REGION_NAMES.has(name.toLowerCase()) && !(state && stateAfter)) continue;
    const capitals = ws.every((w) => isAllCaps(w.text) || w.text.length === 1);
    if (capitals) {
      if (!lineIsCapitals(text, start, capitalLines) || !(PLACE_BEFORE.test(before) || (ORGANISATION_COMMA_BEFORE.test(before) && COLUMN_CLOSES.test(after)))
        || name.replace(/[^\p{L}]/gu, '').length < 5) continue;
    } else if (!ws.every((w) => isTitleCase(w.text) || PARTICLES.has(w.key) || /^\p{Ll}['’]\p{Lu}/u.test(w.text))) continue;
    const significant = ws.filter((w) => !PARTICLES.has(w.key));
    // A short word alone ("Ely", "Rye") needs a state after it; with a particle ("Del Rio", "La Paz") it is a name.
    if (significant.length === 1 && ws.length === 1 && significant[0]!.text.length < 4 && !stateAfter) continue;
    // Part of a longer proper name: a capitalised word right before (not opening a sentence, not a title of place)
    // or right after (not a state, a month or a weekday).
    const prev = words[c.from - 1];
    // A capitalised word opening the sentence counts only when it is no ordinary word ("Marques Howe", not
    // "Visited Portland").
    if (prev && /^[ \t]$/.test(text.slice(prev.end, start)) && /^\p{Lu}/u.test(prev.text) && !capitals
      && (!isSentenceStart(text, prev.start) || !isEnglishWord(prev.key)) && !PLACE_BEFORE.test(before)) continue;
    // "4360 Katonah Avenue, Woodlawn Heights, Bronx": after a street line, the capitalised words up to the next comma
    // are the neighbourhood, whatever the gazetteer has of them.
    const lineTail = STREET_LINE_BEFORE.test(before) ? /^(?:[ \t]\p{Lu}[\p{L}'’-]+){1,2}(?=[ \t]*(?:,|\.|\n|$))/u.exec(after) : null;
    if (lineTail) {
      const value = text.slice(start, end + lineTail[0].length);
      out.push({ start, end: end + lineTail[0].length, cls: 'ADDRESS', known: false, key: `ADDRESS:${value}`, value, priority: PRIORITY.place });
      continue;
    }
    const next = words[c.to + 1];
    if (next && /^[ \t]{1,2}$/.test(text.slice(end, next.start)) && /^\p{Lu}/u.test(next.text) && !capitals && !stateAfter
      && !WEEK_AND_MONTH.has(next.key) && !(WEEKDAY_ABBREVIATIONS.has(next.key) && PLACE_BEFORE.test(before))) continue;
    // "Tacoma clinic", "RENO WALK-IN TRIAGE": the practice's site named by its town.
    // After a preposition of place it is where someone goes or lives ("see her in Tamuning clinic").
    if (next && /^[ \t]$/.test(text.slice(end, next.start)) && SITE_WORDS.has(next.key) && !PLACE_BEFORE.test(before)) continue;
    // "from the Milwaukee south clinic", "the Tulsa downtown office": a site named by its town and its part of town.
    if (/^[ \t]+(?:north|south|east|west|northeast|northwest|southeast|southwest|downtown|central|main|midtown|uptown)[ \t]+(?:clinic|clinics|office|campus|site|hospital|center|centre|location)\b/i.test(after)) continue;
    // "Lawton 3/8" is a score; "Travel to Hyderabad 12/18" a journey and its date.
    // "in Atlanta 10 days before", "to Tulsa x2 wk": a stay's length after the place is no score either.
    const dateAfterPlace = PLACE_BEFORE.test(before) && (/^[ \t]+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d\/])/.test(after)
      || /^[ \t]+(?:x[ \t]?)?\d{1,3}(?:[ \t]?-[ \t]?\d{1,3})?[ \t]?(?:days?|d|wks?|weeks?|mos?|months?|yrs?|years?|hrs?|hours?|nights?)\b/i.test(after))
      && !ws.some((w) => isEponymName(w.key));
    // "ENT OR BOARD — Duluth — week of 11/30", "HOSPICE IDT — Fresno   11/18/2026": a town between a heading in capitals
    // and a dash, a column's blanks, a date or the line's end is the site the heading is for.
    const headingTown = c.population >= HEADING_TOWN && headingBefore(text.slice(Math.max(text.lastIndexOf('\n', start - 1) + 1, text.lastIndexOf('\r', start - 1) + 1), start))
      && HEADING_AFTER.test(after) && !significant.some((w) => WEEK_AND_MONTH.has(w.key))
      && (significant.length >= 2 ? c.population >= TOWN_OVER_WORD || !significant.every((w) => isEnglishWord(w.key))
        : !isEnglishWord(significant[0]!.key) && !isMedicalTerm(significant[0]!.key) && !isEponymName(significant[0]!.key));
    if (headingTown) {
      out.push({ start, end, cls: 'ADDRESS', known: known.cities.has(name.toLowerCase()), key: `ADDRESS:${name}`, value: name, priority: PRIORITY.place });
      continue;
    }
    if ((SCORE_AFTER.test(after) && !dateAfterPlace) || (next && EPONYM_FOLLOWERS.has(next.key) && /^[ \t]+$/.test(text.slice(end, next.start)))) continue;
    // "houses in Natick and Wellesley", "to Jeddah, Makkah and Madinah", "flights (Denver – Los Angeles – Melbourne)":
    // a place listed right after another place found here is cued as the first one was.
    // After a bare comma the list must go on with "and" or "or" ("Jeddah, Makkah and Madinah"): "Tepatitlán, Jalisco"
    // is a town and its state.
    const listed = out.some((d) => d.cls === 'ADDRESS' && d.end < start && PLACE_LIST_JOIN.test(text.slice(d.end, start))
      && (!/^,[ \t]*$/.test(text.slice(d.end, start)) || /^[ \t]*,?[ \t]*(?:and|or|&)[ \t]+\p{Lu}/u.test(after)));
    // "Wasatch Neurodiagnostics, Salt Lake City   Study", "UVM AFFILIATE CLINIC, BURLINGTON": a town after a comma
    // that closes a heading's line or column, where an organisation's letterhead puts it.
    const letterhead = ORGANISATION_COMMA_BEFORE.test(before) && COLUMN_CLOSES.test(after) && c.population >= 10_000;
    const afterPreposition = PLACE_BEFORE.test(before) || STREET_LINE_BEFORE.test(before) || listed || letterhead;
    const cued = afterPreposition || stateAfter || (/\([ \t]*$/.test(before) && /^[ \t]*\)/.test(after));
    const large = c.population >= LARGE_PLACE;
    // Ordinary words: with nothing around them never a place ("Hope", "Sunset Park"); after a preposition of place
    // an English word only when the town is large ("from Billings", not "in Hope"); the medical dictionary holds
    // towns too ("Yakima"), so a medical term after a preposition of place may be one.
    if (stateAfter) { /* "Sandy, UT": the state says it */ }
    else if (cued) {
      // "en Del Rio": a Spanish or French particle makes the phrase no English one, whatever its other words are.
      const foreign = ws.some((w) => PARTICLES.has(w.key) && !ENGLISH_PARTICLES.has(w.key));
      // "in Pearl City", "in Ocean Springs": two capitalised words or more after a preposition of place that the
      // gazetteer has as one town of 10,000 people or more are the town, however ordinary each word is, unless the
      // last word names an institution or a building ("to Halfway House", "to University Center").
      const townOfWords = afterPreposition && significant.length >= 2 && c.population >= 10_000 && !INSTITUTION_OR_BUILDING_WORDS.has(significant[significant.length - 1]!.key);
      // "in Xenia", "from Chesterfield": a word only the full dictionary has (SCOWL's rarer sizes) is no ordinary word
      // after a preposition of where someone is or comes from (not "to": "responded to Nitro", "switched to Carbo"),
      // unless it is a drug, or a term named by a small town only ("infarct in Pons"; not "in Xenia", 26,000 people).
      const rareWordTown = c.population >= RARE_WORD_TOWN && RESIDENCE_BEFORE.test(before)
        && !significant.some((w) => DRUGS.has(w.key) || (isMedicalTerm(w.key) && c.population < 20_000));
      if (significant.some((w) => WEEK_AND_MONTH.has(w.key)) || ((c.population < TOWN_OVER_WORD || !afterPreposition) && !foreign && !townOfWords
        && significant.every((w) => (rareWordTown ? isCommonEnglishWord(w.key) : isEnglishWord(w.key))))) continue;
      // "Soak in Epsom salt": a medical term that a lower-case word completes is the term.
      // A large town only before a term ("in Philadelphia chromosome"), not before any word ("to Seattle not needed").
      // "the OB in Yakima says", "lodging near Boston declined": a verb of saying or doing after it keeps the town.
      if (significant.some((w) => isMedicalTerm(w.key)) && next && /^[ \t]+$/.test(text.slice(end, next.start)) && /^\p{Ll}/u.test(next.text) && !FUNCTION_WORDS.has(next.key)
        && !PERSON_VERBS.has(next.key)
        && (!large || (isMedicalTerm(next.key) && !COMMON_WORDS.has(next.key) && !NOT_NAMES.has(next.key)))) continue;
    // Uncued, a large town; not one word that is a name too ("Jackson", "Lincoln"), nor words that are all names.
    // ("Sioux Falls" has a given name in it and is the town; "Baton Rouge", two ordinary words, stays unread.)
    } else if (!large || (significant.length === 1 ? isPersonName(significant[0]!.key) : significant.every((w) => isPersonName(w.key)))
      || significant.every((w) => ordinaryHere(text, w))) continue;
    out.push({ start, end, cls: 'ADDRESS', known: known.cities.has(name.toLowerCase()), key: `ADDRESS:${name}`, value: name, priority: PRIORITY.place });
  }
  return out;
}
