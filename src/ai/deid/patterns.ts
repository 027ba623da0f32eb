// Identifier shapes that need no list: phones, emails, URLs, IP addresses, SSNs and labelled ids, street
// addresses, ZIP codes and ages over 89. Each regex is compiled once at module load; the context only adds the
// "known" flag (a phone whose digits are the patient's is a known identifier, the pharmacy's is not).
import { isIPv6 } from 'node:net';
import { CREDENTIAL_STATES, DRUGS, MEDICAL_ABBREVIATIONS, STREET_SUFFIXES, US_STATE_CODES, US_STATE_NAMES, US_STATES } from './lexicon.js';
import { PRIORITY, type Detection } from './spans.js';
import { digitsOf } from './text.js';
import { isEnglishWord, isMedicalTerm } from './vocabulary.js';
import type { IdentifierClass } from './types.js';

export interface KnownValues {
  readonly phoneDigits: ReadonlySet<string>;
  readonly emails: ReadonlySet<string>;
  readonly zips: ReadonlySet<string>;
  /** Lower-cased "123 main" (number and first street word) of known street addresses. */
  readonly streets: ReadonlySet<string>;
  readonly cities: ReadonlySet<string>;
}

const PHONE = /(?<![\w+\-.\/])(?:\+?1[ .\-]?)?(?:\(\d{3}\)[ .\-]?|\d{3}[ .\-\/]?)\d{3}[ .\-\/]?\d{4}(?:[ \t]*(?:x|ext\.?|extension)[ \t]*\d{1,5})?(?![\w\-\/]|\.\d)/gi;
const PHONE_INTL = /(?<![\w+])\+[2-9]\d{0,2}(?:[ .\-]?\(?\d{1,4}\)?){2,5}(?![\w\-])/g;
const PHONE_LOCAL = /\b(?:call|phone|tel|telephone|cell|mobile|home|work|fax|pager|reach(?:ed)?[ \t]+at|number|at)[ \t]*[:#]?[ \t]*(\d{3}[-.]\d{4})(?![\d\-.]|\.\d)/gi;
// After a bare "at", a range with its unit ("passed at 500-8000 Hz") is no number to call (case kept: "MS Teams" after
// "call 555-1234" is no unit).
const UNIT_AFTER_RANGE = /^[ \t]*(?:k?Hz|dB|mg|mcg|mL|ml|ms|units|kcal|%)(?![\p{L}])/u;
// The local part at most 64 characters (RFC 5321): from every position of a long run without an "@" an unbounded scan
// went to the run's end (quadratic: 30 KB of letters took 3 s).
const EMAIL = /[A-Za-z0-9._%+\-]{1,64}@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}/g;
// "moroni dot c at deseret family dot example", "jo underscore b at gmail dot com": an address read out on a call, the
// separators said as words. The domain must end in " dot <top-level domain>", so a sentence's "at" ("seen at the clinic
// dot") is no address.
// Bounded repetitions: every word may start a match, so an unbounded part would be retried to the text's end from
// each (quadratic on "at dot at dot …").
const SPOKEN_EMAIL = /(?<![\p{L}\d])[\p{L}\d][\p{L}\d_-]{0,30}(?:[ \t]+(?:dot|period|underscore|dash|hyphen)[ \t]+[\p{L}\d][\p{L}\d_-]{0,30}){0,4}[ \t]+at[ \t]+[\p{L}\d][\p{L}\d-]{0,30}(?:[ \t]+[\p{L}\d][\p{L}\d-]{0,30}){0,2}(?:[ \t]+dot[ \t]+[\p{L}\d][\p{L}\d-]{0,30}){0,3}[ \t]+dot[ \t]+(?:com|org|net|edu|gov|mil|us|io|co|info|biz|me|example|ca|uk)(?![\p{L}\d])/giu;
const SPOKEN_SEPARATORS: Readonly<Record<string, string>> = { dot: '.', period: '.', underscore: '_', dash: '-', hyphen: '-', at: '@' };

/** A spoken address written back as typed ("moroni.c@deseretfamily.example"): separators as signs, blanks dropped. */
function typedEmail(spoken: string): string {
  return spoken.toLowerCase().split(/[ \t]+/).map((w) => SPOKEN_SEPARATORS[w] ?? w).join('');
}
const URL_FULL = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'\[\]()]+/gi;
const URL_BARE = /(?<![@\w.\-\/])(?:[a-z0-9](?:[a-z0-9\-]{0,61}[a-z0-9])?\.)+(?:com|org|net|edu|gov|io|health|info|biz|us|co|app|care|clinic)(?:\/[^\s<>"'()]*)?(?![\w@\-])/gi;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`(?<![\\d.])(?:${OCTET}\\.){3}${OCTET}(?!\\d|\\.\\d)`, 'g');
const IPV6 = /(?<![\w:.])(?:[0-9a-f]{0,4}:){2,7}(?:[0-9a-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![\w:])/gi;
const SSN = /(?<![\d\-])\d{3}-\d{2}-\d{4}(?![\d\-])/g;
const ID_SUFFIX = String.raw`(?:[ \t]+(?:id|number|no\.?|#))?`;
const ID_LABELS = [
  'MRN', 'MR[ \\t]?#', 'medical[ \\t]+record', 'record[ \\t]+(?:number|no\\.?|#)', 'chart', 'acct', 'account',
  'insurance', 'member', 'policy', 'group[ \\t]+(?:id|number|no\\.?|#)', 'subscriber', 'medicaid', 'medicare', 'MBI',
  'NPI', 'DEA', 'licen[cs]e', 'claim', 'patient[ \\t]+(?:id|number|no\\.?|#)', 'pt[ \\t]+(?:id|#)', 'SSN',
  'social[ \\t]+security', 'passport', 'file[ \\t]*(?:number|no\\.?|#)', 'case[ \\t]+(?:number|no\\.?|#)', 'encounter', 'visit[ \\t]+(?:id|number|#)',
  'accession', 'specimen', 'health[ \\t]+card', 'plan[ \\t]+(?:id|number|no\\.?|#)', 'rx[ \\t]*(?:number|no\\.?|#)', 'prescription[ \\t]+(?:number|no\\.?|#)', 'serial',
  'device[ \\t]+(?:id|serial)', 'certificate', 'employee[ \\t]+(?:id|number|#)', 'S\\/?N', 'DL', 'badge', 'confirmation',
  // "Medicaid CIN TR19384K", "IDNYC 3318-0427-5521", "client # MOW-3317", "Driver lic. JAMAA*M221PQ".
  'CIN', 'IDNYC', 'client', 'driver[\'’]?s?[ \\t]+lic(?:\\.|en[cs]e)?', 'lic\\.?', 'OSIS', 'student[ \\t]+(?:id|number|no\\.?|#)',
  // "Tribal ID 123-456", "band # 281", "treaty no 4417": tribal and First Nations membership numbers.
  'tribal[ \\t]+(?:id|enrol+ment|card|number|no\\.?|#)', 'band[ \\t]+(?:number|no\\.?|#)', 'treaty[ \\t]+(?:number|no\\.?|#)', 'status[ \\t]+card',
  // "Req 4412-B", "PID 884513" (a jail's person id), "SID 22817"; not "fluid req 1500 mL", "PID 1998" (the disease).
  'req(?:uisition)?(?=[ \\t]*(?:[:#]|no\\.?)[ \\t]*\\d{3,}|[ \\t]+\\d{3,}-[A-Z](?![\\w-])|[ \\t]+\\d{6,})', '(?:PID|SID)(?=[ \\t]*[:#]?[ \\t]*\\d{5,})',
  'job', 'order[ \\t]+(?:id|number|no\\.?|#)', 'ref(?:erence)?[ \\t]*(?:number|no\\.?|#)', 'tracking', 'grp', 'PIN', 'card[ \\t]+ending(?:[ \\t]+in)?',
  // "group 0086544-010", "ref 20250107-4482"; not "ref 0-99" (a reference range) or "group 2".
  '(?:group|ref)(?=[ \\t]*[:#]?[ \\t]*\\d{5,})',
  // "OTIS: 508113" (Alaska's offender number), "ProviderOne 108833471WA" (Washington Medicaid), "cause no. 26-6-01187-32",
  // "eWIC card 6015 4410 0927 3318", "airbill 7719 4402 6618", "CoverMyMeds key BV4K9TQ2".
  // "Medi-Cal BIC 94718263B", "CDL # K4417720093361".
  'BIC(?=[ \\t]*[:#]?[ \\t]*\\d{6,})', 'CDL',
  'OTIS', 'ProviderOne', 'cause[ \\t]+(?:no\\.?|number|#)', 'e?WIC[ \\t]+card', 'EBT[ \\t]+card', 'airbill', 'waybill',
  '(?:CoverMyMeds|CMM)[ \\t]+key',
  // "shield 22817" (not "Blue Shield 2026"), "Incident #: 26-004417" (not "Incident 0930:"), "(run 26-118374)" (an
  // ambulance's run, not "IV run 10-1000 mL"), "DCN 10844 7719", "Study ID 20417", "Index No. LT-318844-26", "docket
  // 26-1187" (not "docket 10am").
  '(?<!blue[ \\t]+)shield(?=[ \\t]*[:#]?[ \\t]*\\d{4,})', 'incident(?=[ \\t]*(?:#|no\\.?|number)?[ \\t]*:?[ \\t]*(?:\\d{2,4}-\\d{4,}|\\d{6,}))',
  'run(?=[ \\t]*[:#]?[ \\t]*\\d{2}-\\d{5,}(?!\\d))', 'DCN', 'study[ \\t]+(?:id|number|no\\.?|#)',
  'index[ \\t]+(?:no\\.?|number|#)', 'docket(?=[ \\t]*(?:no\\.?|#|number)?[ \\t]*:?[ \\t]*[A-Z]{0,4}-?\\d{2,}-\\d)',
  // A bare "ID" needs a colon, a # or a long number: "Boise, ID 83702" is a state and a ZIP.
  'ID(?=[ \\t]*[:#]|[ \\t]+\\d{6,}|[ \\t]+\\d{3}[ \\t]\\d{3}|[ \\t]+[A-Z]{2,}-?\\d{3,}(?![\\w\\-])|[ \\t]+(?=[A-Z]*\\d)(?=\\d*[A-Z])[A-Z0-9]{8,}(?![\\w\\-]))',
];
const LABELLED_ID = new RegExp(
  String.raw`\b(?:${ID_LABELS.join('|')})${ID_SUFFIX}[ \t]*(?:is[ \t]+|[:#=]{1,2}[ \t]*|no\.?[ \t]*:?[ \t]*)?#?[ \t]*((?:[A-Za-z]{1,6}-)?[A-Za-z0-9*]*\d[A-Za-z0-9*]*(?:-[A-Za-z0-9]+)*)(?![\w\-])`, 'gi');
// "cédula 031-0458821-7", "HPD complaint 311-26-4408193", "ACPD 2026-12240417", "(run 26-118374)": digits in groups
// joined by hyphens, eight or more with a group of six or more, are a number of record (no phone, date, ZIP+4, NDC,
// LOINC, time or year range has such a group); not a range of two large numbers ("150000-450000", "pages
// 123456-123460") nor an amount with its unit ("50000-100000 IU", "CFU/mL").
const HYPHENATED_NUMBER = /(?<![\w\/.:-])\d{1,8}(?:-\d{1,8}){1,3}(?![\w\/-]|\.\d|[ \t]*(?:mg|mcg|units?|iu|ml|g|kg|cfu|copies|steps|cells|%)(?![a-z]))/gi;
// An identifier's label closing the text before a number.
const ID_LABEL_BEFORE = new RegExp(String.raw`\b(?:${ID_LABELS.join('|')})${ID_SUFFIX}[ \t]*[:#]?[ \t]*$`, 'i');
// Canadian health numbers, written in groups: "Sask HSN 123 456 789", "Alberta PHN 12345-6789", "PHIN 123 456 789",
// "OHIP 1234-567-890-AB"; and the last four digits of a masked SSN ("SSN xxx-xx-1234").
const GROUPED_HEALTH_NUMBER = /\b(?:HSN|PHN|PHIN|ULI|OHIP|RAMQ|MSP|health[ \t]+(?:card|number|no\.?|#))[ \t]*(?:#|no\.?|number)?[ \t]*:?[ \t]*(\d{3,5}(?:[ \t-]\d{3,5}){1,3}(?:[ \t-]?[A-Z]{2})?)(?![\w-])/gi;
const MASKED_SSN_TAIL = /\b(?:SSN|SS#|social[ \t]+security(?:[ \t]+(?:number|no\.?|#))?)[ \t]*:?[ \t]*(?:[xX*•]{3}[ \t-]?[xX*•]{2}[ \t-]?)(\d{4})(?![\w-])/gi;
// "XXX-XX-4417", "xxx-xx-4471": a masked social security number's last four digits, with or without a label; "SSN (last 4):
// 4471".
const MASKED_SSN = /(?<![\w-])[xX*•#]{3}-[xX*•#]{2}-\d{4}(?![\w-])/g;
const SSN_LAST_FOUR = /\b(?:SSN|SS#|social[ \t]+security)[ \t]*\(?[ \t]*last[ \t]*(?:4|four)[ \t]*\)?[ \t]*:?[ \t]*(\d{4})(?![\w-])/gi;
// "I-94 694 281 053 A4", "Parole / I-94 2881045773A3": an arrival record's number, its groups and its closing letter and
// digit; "A-number A 219 455 730", "A#: A 219-447-031": an alien registration number in groups.
const I94_NUMBER = /\bI-?94[ \t]*(?:#|no\.?|number)?[ \t]*:?[ \t]*(\d{3}[ \t-]?\d{3}[ \t-]?\d{3,5}[ \t]?[A-Z]\d)(?![\w-])/gi;
const A_NUMBER = /\b(?:A-?(?:number|no\.?)|A-?#|alien[ \t]+(?:registration[ \t]+)?(?:number|no\.?|#))[ \t]*:?[ \t]*(A[ \t-]?\d{3}[ \t-]?\d{3}[ \t-]?\d{3})(?![\w-])/gi;
// An HL7 v2 message pasted into a note: the message's control id (MSH-10) and the orders' placer and filler numbers
// (ORC-2/3, OBR-2/3) are numbers of the sending systems.
const HL7_NUMBERED_FIELDS: ReadonlyMap<string, readonly number[]> = new Map([['MSH', [9]], ['ORC', [2, 3]], ['OBR', [2, 3]]]);
const HL7_ORDER_SEGMENT = /(?:^|[\r\n])((?:MSH|ORC|OBR)\|[^\r\n]*)/g;
const HASH_ID = /(?<![\w#&])#[ \t]?(\d[\d\-]{3,}[A-Za-z0-9\-]*)(?![\w\-])/g;
// "(staff interpreter #118)", "operator #42": a short number after a person's role is that person's id.
const ROLE_NUMBER = /\b(?:interpreter|operator|employee|badge|agent|dispatcher|translator)[ \t]*(?:id|no\.?|number)?[ \t]*#[ \t]*(\d{2,8})(?![\w\-])|\(ID[ \t]*#?[ \t]*(\d{3,8})\)/gi;
// "interpreter via video PL-0093", "interpreter (Galina, #RU-2291)", "interpreter ID CR-40512": an interpreter's id a
// few words after the word, with a # or an id label, letters before its digits, or five digits and more.
const INTERPRETER_ID = /\b(?:interpreter|interp)\b[^\n.;]{0,32}?(?:#[ \t]?|\bID[ \t]*:?[ \t]*#?[ \t]*|(?<=[ \t(,]))((?:[A-Z]{1,4}-?\d{3,8})|\d{5,8})(?![\w\-])|\b(?:interpreter|interp)\b[^\n.;]{0,32}?#[ \t]?(\d{3,8})(?![\w\-])/gi;
// "Lab, 3300 Broadway, Oakland, CA 94611": a number and one or two capitalised words, then a city and a state, is a
// street even without a suffix.
const STREET_BEFORE_CITY = new RegExp(String.raw`(?<![\w,.\-])(\d{1,6}[ \t]+(?:[A-Z][a-z]+[ \t]?){1,2}?)(?=,[ \t]*(?:[A-Z][a-z]+[ \t]?){1,3},[ \t]*(?:${US_STATES.map(([a]) => a).join('|')})\b)`, 'g');
const ALNUM_ID = /\b[A-Z]{1,4}\d{6,12}\b|\b\d[A-Z][A-Z0-9]\d-?[A-Z][A-Z0-9]\d-?[A-Z]{2}\d{2}\b|\b\d{2,4}[A-Z]{1,3}\d{4,}\b/g;
// Letters and digits in hyphenated groups with at least five digits: serials, licences, accessions, case numbers
// ("S123-4567-8901", "4XK29-00817", "SP25-004417", "PA-55120938").
const GROUPED_ID = /(?<![\w\-.])(?=[A-Z0-9\-]*[A-Z])[A-Z0-9]{1,12}(?:-[A-Z0-9]{1,12}){1,4}(?![\w\-]|\.\w)/g;
// Digits alone in three groups or more, eight digits or more, one group of four digits or more: court cause numbers,
// trial subject ids, claim numbers ("26-6-01187-32", "302-0117-014"); not a series of readings ("FSBG 145-210-188-160",
// "AC 16-450-5-40"). Not an NDC's shapes (4-4-2, 5-3-2, 5-4-1, 5-4-2: a drug, in a medication list),
// a date or a telephone number (found as themselves).
const DIGIT_GROUPS = /(?<![\w\-.\/])\d{1,6}(?:-\d{1,6}){2,4}(?![\w\-\/]|\.\d)/g;
const NDC_SHAPE = /^(?:\d{4}-\d{4}-\d{2}|\d{5}-\d{3}-\d{2}|\d{5}-\d{4}-\d{1,2})$/;
// "7719 4402 6618", "6015 4410 0927 3318": groups of four digits, three or four of them (a card or a parcel's number).
// "9405 5036 9930 0412 7781 62": a parcel's tracking number, five groups and a short last one.
const SPACED_GROUPS = /(?<![\w\-.\/])\d{4}(?:[ \t]\d{4}){2,5}(?:[ \t]\d{1,3})?(?![\w\-\/]|\.\d|[ \t]\d)/g;
// "BV4K9TQ2", "X7R2K9QP": capitals and digits mixed through the word (four changes from one to the other at least), a
// key or a code someone was given, not a drug's or a test's name ("PCV20", "B12", "COVID19").
const MIXED_KEY = /(?<![\w\-])[A-Z0-9]{7,20}(?![\w\-])/g;
// Two digits from 2 to 9 at least: a scan's misread letters are zeros and ones ("EC0N0MIC", "ADM1N1STRAT1ON").
const mixedEnough = (value: string) => (value.match(/(?<=[A-Z])(?=\d)|(?<=\d)(?=[A-Z])/g) ?? []).length >= 4 && (value.match(/[2-9]/g) ?? []).length >= 2;
// A time of day written as four digits ("0800", "2315").
const CLOCK_TIME = String.raw`(?:(?:[01]\d|2[0-3])[0-5]\d|2400)`;
// "WAC 296-62-095", "RCW 71.05.150", "42 CFR 8.12": a statute's or a regulation's section, not anyone's number.
const STATUTE_BEFORE = /(?:\b(?:WAC|RCW|CFR|U\.?S\.?C|ORS|ARS|NRS|MCL|OAC|NAC|statute)|§+)[ \t]*$/i;
// "at 0800 1200 1600 2000", "A1c 2021 2022 2023 2024": times of a day or years in a row.
const SPACED_TIMES_OR_YEARS = new RegExp(String.raw`^(?:${CLOCK_TIME}(?:[ \t]|$))+$|^(?:(?:19|20)\d\d(?:[ \t]|$))+$`);
// A gene and its variant ("JAK2V617F", "IDH1R132H"): a test's result, not a key.
const GENE_VARIANT = /^[A-Z]{2,6}\d{0,2}[A-Z]\d{2,4}[A-Z]$/;
// "0700-1000-1300-1600-1900": times of a dosing schedule.
const CLOCK_TIMES = new RegExp(String.raw`^${CLOCK_TIME}(?:-${CLOCK_TIME})+$`);
// "HALTERMAN, D (188025)": a number in brackets after a name written surname first, in a list of patients.
// The bracket is found first and the name checked on the 40 characters before it (a lookbehind first ran back over
// every long run of letters).
const BRACKET_NUMBER = /\((\d{5,8})\)/g;
// The surname in capitals, as a census or a list of patients writes it ("Arthrocentesis, Knee (20610)" is a procedure
// and its code).
const NAME_BEFORE_BRACKET = /(?<![\p{L}])\p{Lu}{2,}[\p{Lu}'’-]*,[ \t]*\p{Lu}[\p{L}'’-]*\.?[ \t]*$/u;
// "2026-Q3", "Q4-2025": a year's quarter is a period, not a number of anyone's.
const YEAR_QUARTER = /^(?:\d{4}-Q[1-4]|Q[1-4]-\d{4})$/i;
// "plate ME 4471 KX", "tag # 7XKR221".
const PLATE = /\b(?:[Pp]lates?|PLATES?|[Tt]ag|TAG|[Ll]icen[cs]e[ \t]+[Pp]late|LICEN[CS]E[ \t]+PLATE)[ \t]*(?:#|no\.?|number)?[ \t]*:?[ \t]*([A-Z0-9]{1,8}(?:[ \-][A-Z0-9]{1,8}){0,2})(?![\w\-])/g;
// "Member # 889 221 004": a labelled number typed in groups.
const LABELLED_GROUPED = new RegExp(
  String.raw`\b(?:${ID_LABELS.join('|')})${ID_SUFFIX}[ \t]*(?:is[ \t]+|[:#=]{1,2}[ \t]*|no\.?[ \t]*:?[ \t]*)?#?[ \t]*((?:[A-Z]{2,4}[ \t])?\d{2,12}(?:[ \t]\d{2,5}){1,4})(?![\w\-\/]|\.\d)`, 'gi');
// A code in its own context is not an identifier: "ICD-10 S61.412A", "CPT 12002, 99283-25", "NDC 0002-8215-01",
// "LOINC 2160-0", "SNOMED 284551006", "lot UT8452KA".
const CODE_CONTEXT = /\b(?:ICD(?:-?(?:9|10))?(?:-CM|-PCS)?|CPT|HCPCS|LOINC|SNOMED(?:[ \-]?CT)?|NDC|RxNorm|CVX|MVX|DRG|lot(?:[ \t]*(?:no\.?|number|#))?|modifier|code)\b[ \t:#^|]*(?:[A-Z0-9][A-Z0-9.\-]*[ \t,;]+(?:and[ \t]+)?){0,4}$/i;

// "Medicaid ID MO 100482315", "CDL # SD 01927736", "member HZN 3318204417", "DOC # NMCD 71902", "Citizen # MCN
// 0419-902", "ID FC 77 402 118", "card: MBI 7TK4-WR2-PN88", "DL WI S5301234567890": after an id's label, the issuer's or
// the state's letters before the number belong to the number (masked with it, not left before a token). Not a lab's or
// a virus's letters before a value ("ID: WBC 12 500", "ID CMV 45000 copies", "Case ORIF 2026 11 19"): a clinical
// abbreviation that is no state's code is no issuer, groups after a space have two digits or more and seven in all, and
// no unit, date or time follows.
const LETTER_PREFIXED_ID = /\b(?:ID|Id|[Mm]ember|[Mm]edicaid|MEDICAID|[Mm]edicare|DL|CDL|[Ll]icen[cs]e|[Ll]ic|[Cc]itizen|[Cc]ase|DOC|[Cc]ard|[Pp]assport|[Ee]nrollment|[Ss]ubscriber|[Pp]olicy)(?:[ \t]*(?:#|[Nn]o\.|[Nn]umber|[Nn]um))?[ \t]*[:#]?[ \t]*((?:[A-Z]{2,5}(?:-[A-Z]{2,5})?)[ \t](?:[A-Z]?\d+[A-Z]?(?:[ \t-]\d{2,}){0,3}(?:[ \t-]\d)?|[A-Z0-9]{4}-[A-Z0-9]{3}-[A-Z0-9]{4}))(?![\w\/:-]|\.\d|[ \t]+\d|[ \t]*(?:copies|units?|IU|mg|mcg|mL|cells|%))/g;
// Letters that are no issuer: an id's own label ("Medicare MBI 1EG4-TE5-MK73": the number is the id, MBI names it), a
// virus or a lab value the clinical abbreviations lack ("ID CMV 45000 copies"), a procedure ("Case ORIF 2026 11 19").
const NOT_ISSUERS = new Set(['MBI', 'MRN', 'NPI', 'SSN', 'CIN', 'HICN', 'EIN', 'TIN', 'DEA', 'CMV', 'HIV', 'HCV', 'HBV', 'EBV', 'HPV', 'HSV', 'VZV', 'RSV', 'BK', 'JC', 'VL', 'ORIF', 'ECG', 'INR', 'PLT', 'ANC', 'CD', 'LDL', 'HDL']);

function inCodeContext(text: string, start: number): boolean {
  return CODE_CONTEXT.test(text.slice(Math.max(0, start - 48), start)) || isEquipmentNumber(text, start);
}

// The clinic's own equipment in a QC or maintenance log: "Glucose meter SN 40-7719-2 cleaned", "Data logger SN
// 210-44718", "Tank serial 77-3318", "Crash cart lock #00418 replaced with #00419", "Autoclave cycle log #4471". A
// patient's device ("pump SN", "pacemaker serial", "her meter") is not this list's; a note about a patient (a pronoun,
// "pt", "patient" but not "no patient") or a device handed out ("meter … serial … given") makes it the patient's.
const EQUIPMENT_BEFORE = /\b(?:meter|glucometer|logger|thermometer|fridge|refrigerator|freezer|autoclave|steriliz(?:er|ation)|tank|cylinder|analy[sz]er|centrifuge|incubator|(?:crash[ \t]+)?cart|lock|AED|scale|generator|eyewash)\b[^\n.;]{0,28}$/i;
const ABOUT_A_PATIENT = /\b(?:pt|pt's|his|her|he|she|mom|dad|son|daughter|home|participant|mother|father|child|resident)\b|(?<!\b(?:no|not|non)[ \t\-]{1,2})\bpatient\b/i;
const HANDED_OUT = /\b(?:given|dispensed|issued|provided|loaned|sent[ \t]+home|assigned|implanted|placed|inserted|worn|wears)\b/i;

// A device a person carries or has implanted: its serial identifies them ("Pacemaker serial PJN884213R interrogated").
// The device may be named at the line's start, its make, model and other numbers between ("Pacemaker: Medtronic Inc.
// model W1DR01, SN RNL204518H"), not in an earlier sentence ("Pacemaker check. Weight 70 kg. Scale SN 44512").
const WORN_DEVICE_BEFORE = /\b(?:pacemaker|PPM|ICD|defibrillator|CRT-?D|LVAD|VAD|pump|CGM|sensor|transmitter|implant|implanted|stimulator|neurostimulator|hearing[ \t]+aids?|cochlear|port|prosthe(?:sis|tic)|C?PAP|BiPAP|monitor|loop[ \t]+recorder|ILR|wheelchair|walker)\b[^\n;]{0,72}$/i;
/** The device named in this sentence: no sentence's end between it and the number ("Inc." or "v. 7.4" is none). */
function wornDeviceBefore(before: string): boolean {
  const m = WORN_DEVICE_BEFORE.exec(before);
  return !!m && !/[.!?][ \t]+[A-Z]/.test(m[0]);
}
// In a log about no patient, a serial or a facility's own number needs no equipment word before it: "NDD EasyOne S/N
// 318842", "Unit EverFlo SN 100955120", "Manifest # 8841207", "work order FAC-33018". The label stands before the
// number, or is where a labelled number's match starts.
const SERIAL_OR_FACILITY_LABEL = String.raw`(?:S\/?N|serial(?:[ \t]+(?:no\.?|number|#))?|(?:manifest|work[ \t]+order)(?:[ \t]+(?:ref|no\.?|number))?|WO)`;
const SERIAL_OR_FACILITY_AT = new RegExp(String.raw`^${SERIAL_OR_FACILITY_LABEL}\b`, 'i');
const SERIAL_OR_FACILITY_BEFORE = new RegExp(String.raw`\b${SERIAL_OR_FACILITY_LABEL}[ \t]*[:#]?[ \t]*$`, 'i');

function isEquipmentNumber(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  // Called with a labelled number's label start too ("S/N 318842": the label is the evidence).
  const serial = SERIAL_OR_FACILITY_BEFORE.test(before) || SERIAL_OR_FACILITY_AT.test(text.slice(start, start + 16));
  if (!(EQUIPMENT_BEFORE.test(before) || serial) || ABOUT_A_PATIENT.test(text) || (serial && wornDeviceBefore(before))) return false;
  const lineEnd = text.indexOf('\n', start);
  return !HANDED_OUT.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, lineEnd < 0 ? undefined : lineEnd));
}
// A sentence may end right after the number ("Secondary: AARP, 38817230411.").
const LONG_NUMBER = /(?<![\d.,\-\/])\d{7,}(?!\d|[.,\-\/]\d|[\-\/]|\s*(?:copies|cells|units|iu|IU|\/))/g;

const SUFFIX = STREET_SUFFIXES.join('|');
const STATE_ABBR = US_STATES.map(([a]) => a).join('|');
const STATE_NAME = US_STATES.map(([, n]) => n.replace(' ', '[ \\t]+')).join('|');
// "2 PM Dr Agnew", "02:14 Mercy Medical Center": a time of day before a doctor's title or a site is no house number
// (the minutes after a colon are never one: STREET's look-behind; "Address:4410 Maple Dr" is).
const NOT_STREET_WORD = /^(?:Minute|Minutes|Hour|Hours|Day|Days|Week|Weeks|Month|Months|Year|Years|Times?|Step|Steps|Level|Point|Mile|Units?|Dose|Doses|Tablets?|Capsules?|Puffs?|AM|PM)$/;
const STREET = new RegExp(
  // "37-22 73 St", "3100 Brighton 6 St": a bare number is a street's name only right before the suffix.
  String.raw`(?<![\d.\-\/]|\d:)\b(\d{1,6}(?:[ \t]?-[ \t]?\d{1,4}(?!\d|st|nd|rd|th))?[A-Za-z]?(?:[ \t]*-(?=[ \t]*\d))?(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?)?((?:[ \t]+(?:\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)|[A-Z][A-Za-z'’]+(?:-[A-Z][A-Za-z'’]+)?)){0,2}(?:[ \t]+(?:\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)?|[A-Z][A-Za-z'’]+(?:-[A-Z][A-Za-z'’]+)?)))[ \t]+(?:${SUFFIX})\b\.?(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?` +
  String.raw`(?:,?[ \t]*(?:(?:[Aa]pt|[Aa]partment|[Ss]uite|[Ss]te|[Uu]nit|Rm|[Rr]oom|Fl|[Ff]loor|Bldg|[Bb]uilding|#)\.?[ \t]*#?[ \t]*[A-Za-z0-9\-]{1,6}\b|\d{1,2}(?:st|nd|rd|th)[ \t]+(?:[Ff]l|[Ff]loor)\b\.?))?)` +
  String.raw`(?:,?[ \t]*\n?[ \t]*((?:[A-Z][A-Za-z'’\-]+[ \t]?){1,3}),?[ \t]+(?:${STATE_ABBR}|${STATE_NAME})\b)?`, 'gd');
// A street named without its number after "on", "at", "off" ("the CVS on Eastlake Ave", "off Eastern Blvd."): only
// the common suffixes, not "Dr" (a doctor) nor "St" alone after "at" (a saint's hospital).
const NAMED_STREET = /\b(?:on|off|along|near)[ \t]+((?:(?:[A-Z][a-z]*[A-Z]?[a-z]+|\d{1,3}(?:st|nd|rd|th))[ \t]+){1,2}(?:Ave|Avenue|Blvd|Boulevard|St|Street|Rd|Road|Ln|Lane|Way|Pkwy|Parkway|Hwy|Highway|Pl|Place|Ct|Court|Ter|Terrace|Pike|Cir|Circle|Drive|Hills|Heights|Ridge|Creek|Crossing|Crest|Trail|Trl|Loop|Plaza|Square)\b\.?)/g;
// "the fred meyer on river rd": in lower case, one or two words and an abbreviated suffix after "on" (not "Dr", a
// doctor, and not after an article or a pronoun: "on the rd").
// "the co-op on K st", "on J street": a street named by one letter, then its suffix.
const LOWER_NAMED_STREET = /\bon[ \t]+((?!(?:the|a|an|my|his|her|our|your|their|this|that|call|same)\b)(?:[a-z]{3,}(?:[ \t]+[a-z]{3,})?|[A-Za-z])[ \t]+(?:rd|ave|blvd|st|ln|hwy|pkwy|street|avenue)\b\.?)/g;
// "the counseling office on Youree Dr (...)", "the Walmart on Birch Dr in town": "Dr" closes a street after "on",
// "off" or "near" when no capitalised word follows it (which would make it a doctor's title: "on Monday Dr Lee").
const NAMED_DRIVE = /\b(?:on|off|along|near)[ \t]+((?:(?!(?:Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)(?:day)?\b)[A-Z][a-z]*[A-Z]?[a-z]+[ \t]+){1,2}Dr)\b\.?(?![ \t]*\p{Lu})/gdu;
// "ESL class at Temple St", "sent to Meijer Knapp St, ...": one capitalised word and "St" closing the clause (no dot:
// "St." before a capitalised word opens a saint's name).
const ONE_WORD_ST = /\b(?:at|on|off|near|to)[ \t]+((?!(?:The|A|An|My|His|Her|Our|Their)\b)\p{Lu}\p{Ll}{2,}[ \t]+St)(?=[ \t]*(?:$|[,;:)\n]|[ \t]\p{Ll}))/gdmu;
// "sent to Walmart Zaragoza Rd, (915) ...": capitalised words and a suffix that is only a street's (Rd, Ave, Blvd,
// Pkwy, Hwy, Ln), closing a clause, with no number and no preposition.
const SUFFIXED_STREET = /\b((?:(?:[A-Z][a-z]*[A-Z]?[a-z]+|\d{1,3}(?:st|nd|rd|th))[ \t]+){1,2}(?:Rd|Ave|Blvd|Pkwy|Hwy|Ln)\b\.?)(?=[ \t]*(?:[,;(]|$))/gm;
// "the Blue Lakes Blvd Walmart", "audiology at Ocean Pkwy office", "lab on 37th Ave": one to three capitalised words or
// an ordinal, then a suffix only a street has, anywhere (not after a house number: STREET reads those whole).
const FREE_STREET = /(?<![\d#][ \t]*|[\p{L}\d])((?:(?:\p{Lu}[\p{Ll}]*\p{Lu}?\p{Ll}+|\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))[ \t]+){1,3}(?:Ave|Avenue|Blvd|Boulevard|Pkwy|Parkway|Hwy|Highway|Street|St|Rd|Road|AVE|AVENUE|BLVD|STREET|RD|ROAD)\b\.?)/gu;
// "Rt 340", "Hwy 82", "Route 16", "BIA Rt 700", "County Rd 12": a numbered road; a route of one digit only after a
// road's cue ("off Rt 9": "Rt 2 views", "Route 1 PO" are a side and a route of giving); not "Rt 2nd toe", "Rt 5 mm",
// "Rt 4x3", "Route 2 of 3 attempts", "Hwy 1 and 2",
// nor letters inside a code: "3KQ7-UV9-RT25", "lot RT-1107").
const NUMBERED_ROAD = /(?<![\p{L}\d-])(?:(?:(?:BIA|State|STATE|County|COUNTY|Co\.?|Farm[ \t]+to[ \t]+Market)[ \t]+)?(?:Rte?|RTE?|Route|ROUTE)\.?[ \t]?(?:\d{2,4}|(?<=(?:\b(?:on|off|via|lives|mile|exit|BIA|State|County|US)[ \t]+)(?:Rte?|RTE?|Route|ROUTE)\.?[ \t]?)\d)|(?:(?:State|STATE|County|COUNTY|Co\.?|US|U\.S\.)[ \t]+)?(?:Hwy|HWY|Highway|HIGHWAY|(?:County|COUNTY|Co\.?)[ \t]+(?:Rd|RD|Road|ROAD))\.?[ \t]?\d{1,4})[A-Z]?(?![\d\p{L}]|\.\d|[ \t]*(?:st|nd|rd|th|mm|cm|x|×|%|mg|ml|cc|in|inch|inches|fingers?|toes?|views?|digits?|MTP|MT|PO|IV|IM|SQ|SC|doses?|times|RR|L|liters?|wks?|weeks?|days?|hrs?|hours?|lanes?)\b|[ \t]*[x×\/-][ \t]*\d|[ \t]+(?:of|and|or|to)[ \t]+\d|[ \t]*,[ \t]*\d)/gu;
// "S Center St", "E 7th Ave", "NW 107 Ave", "H ST NE": a street with its direction (or its quadrant) and suffix, no
// house number.
const DIRECTED_STREET = /(?<![\p{L}\d])(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|NORTH|SOUTH|EAST|WEST)\.?[ \t]+(?:\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)?|\p{Lu}[\p{L}'’]+)[ \t]+(?:Ave|Avenue|St|Street|Rd|Road|Blvd|Ct|Ter|Pl|Dr|Way|Ln|Lane|Hwy|AVE|ST|RD|BLVD)\b\.?(?:[ \t]+(?:NE|NW|SE|SW)\b)?|[A-Z][ \t]+(?:ST|St|Street)[ \t]+(?:NE|NW|SE|SW)\b)/gu;
// "the Walgreens on Division", "the church on Passyunk", "la farmacia de Langley Park": a store's or a place's street.
// The chains a note names a store by (also the table columns' organisations, tables.ts), as one alternation.
export const STORES = ['Walgreens', 'CVS', 'Rite[ \\t]Aid', 'Walmart', 'Publix', 'Kroger', 'Safeway', 'Costco', 'Jewel', 'Meijer', 'Hy-Vee', 'HEB', 'H-E-B',
  'Target', 'Dollar[ \\t]General', 'Family[ \\t]Dollar'].join('|');
const PLACE_NAME = String.raw`(\p{Lu}[\p{L}'’]+(?:[ \t]+\p{Lu}[\p{L}'’]+)?)(?![ \t]*\p{Lu}|[\p{L}'’])`;
const STREET_OF_PLACE = new RegExp(String.raw`\b(?:${STORES}|pharmacy|church|mosque|temple|store|laundromat|shelter|library|park)[ \t]+(?:on|off)[ \t]+${PLACE_NAME}|\bfarmacia[ \t]+(?:de|en)[ \t]+${PLACE_NAME}`, 'gu');
// What follows such an "on" that is no street: a day or a holiday ("church on Sundays", "park on Labor Day"), a store
// ("la farmacia de Publix"), an app ("pharmacy on MyChart"), a programme or a shift ("on Medicaid", "on Call").
const NOT_A_STREET_AFTER_PLACE = new RegExp(String.raw`^(?:${STORES}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Easter|Christmas(?:[ \t]+Eve)?|Thanksgiving|Halloween|Passover|Ramadan|Eid|Diwali|Hanukkah|Kwanzaa|Yom[ \t]+Kippur|Rosh[ \t]+Hashanah|Labor[ \t]+Day|Memorial[ \t]+Day|Veterans[ \t]+Day|Independence[ \t]+Day|New[ \t]+Year(?:['’]s)?|Black[ \t]+Friday|Good[ \t]+Friday|Ash[ \t]+Wednesday|Mother['’]s[ \t]+Day|Father['’]s[ \t]+Day|Amazon|Epic|MyChart|Zoom|Facebook|WhatsApp|Instagram|eBay|Etsy|Google|Teams|FaceTime|Medicaid|Medicare|Hold|File|Call|Duty|Site|Campus)$`, 'i');
// "walks to the Jewel on 71st", "the fred meyer on 82nd": a street named by its ordinal alone after "on" or "near".
const ORDINAL_STREET = /\b(?:on|near|off)[ \t]+(\d{1,3}(?:st|nd|rd|th))\b(?![ \t]*(?:day|days|floor|fl|week|weeks|dose|doses|line|attempt|try|round|cycle|visit|percentile|birthday|grade|trimester|of|time|times|-|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|[ \t]*(?:and|or|&|,|-|to)[ \t]*\d)/gi;
// "corner of Nostrand and Empire", "86th & Bay Pkwy", "70TH & COTTAGE GROVE": the two streets of an intersection.
const STREET_WORDS = String.raw`(?:\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)|\p{Lu}[\p{L}'’]+)(?:[ \t]+\p{Lu}[\p{L}'’]+)?`;
const CORNER = new RegExp(String.raw`\b(?:[Cc]orner|CORNER)[ \t]+(?:of|OF)[ \t]+(${STREET_WORDS})[ \t]+(?:and|AND|&)[ \t]+(${STREET_WORDS})`, 'gdu');
const ORDINAL_CROSSING = new RegExp(String.raw`(?<![\p{L}\d])(\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))[ \t]*&[ \t]*(${STREET_WORDS})`, 'gdu');
// "Apt 2R", "apt 2": an apartment anywhere; a unit, suite, floor or "#6F" right after a comma that follows a street.
const APARTMENT = /\b(?:Apt|APT|apt|Apartment|apartment)\.?[ \t]*#?[ \t]*[A-Za-z]?\d{1,5}[A-Za-z]?\b/g;
// "Dorchester, MA", "from Tacoma, Washington": a city before its state. A state abbreviation that is also a
// credential (MA, MD, PA, MS) after a name ("Grace Hall, MA", "records from Richard Kemmer, MD") counts only after
// "in", "near", "moved to", "lives in".
const CITY_STATE = new RegExp(String.raw`(\b(?:[Ii]n|[Nn]ear|[Oo]utside|[Aa]round|(?:[Mm]oved|[Mm]oving|[Rr]elocated|[Rr]elocating)[ \t]+to|(?:[Ll]ives|[Ll]iving|[Ll]ived)[ \t]+in)[ \t]+)?\b((?:[A-Z][a-z]+[ \t]){0,2}[A-Z][a-z]+),[ \t]+(?:${STATE_ABBR}|${STATE_NAME})\b(?![a-z])`, 'g');
// "lives in Tukwila", "moved to New Brunswick", "the drive from Annandale": a place after a word of living or moving.
const RELATIVES = ['son', 'daughter', 'sister', 'brother', 'mother', 'father', 'mom', 'dad', 'wife', 'husband', 'parents',
  'family', 'cousin', 'aunt', 'uncle', 'niece', 'nephew', 'grandson', 'granddaughter', 'friend', 'relatives', 'siblings'];
// Also where someone or something is: a relative (maybe named) in a place ("her sister in Taipei", "son David Fisher
// in Minneapolis"), a doctor or a facility in a place ("Dr. Sundaram in Iselin", "the lab in Shadyside", "the group at
// ACCESS in Dearborn"), having come from one ("emigrated from Kharkiv"), being outside or near one ("a farm outside
// Sanger"), bought or born in one.
// Since round 5 also: "moved back home from", "go back to", "lives 20 min away in", "new address in", a street then
// "in" ("on Wayne Ave in Germantown"), a relative's place ("at his aunt's in"), a nursing facility ("SNF in").
const PLACE_AFTER_CUE = new RegExp(String.raw`\b(?:(?:lives|living|lived|resides|residing|stays|staying|home|house|apartment)[ \t]+(?:alone[ \t]+|[\d-]+[ \t]+(?:min(?:utes?)?|mi(?:les?)?|hours?|hrs?)[ \t]+away[ \t]+)?in|(?:moved|moving|relocated|relocating|drove|driving|commutes?|commuting)[ \t]+(?:back[ \t]+)?(?:home[ \t]+)?(?:to|from)|(?:drive|commute|ride)[ \t]+from` +
  String.raw`|(?:go|going|went|headed|heading|flying|flew)[ \t]+back[ \t]+to|address[ \t]+in|(?:St|Ave|Rd|Blvd|Dr|Street|Avenue|Road|Boulevard)\.?[ \t]+in|(?:SNF|ALF|nursing[ \t]+home|rehab|wedding|funeral|court)[ \t]+in` +
  String.raw`|(?:emigrated|immigrated|fled|came[ \t]+here)[ \t]+from|(?:born|raised|bought|grew[ \t]+up)[ \t]+in|(?:farm|ranch|house|home|town|trailer|cabin)[ \t]+(?:outside|near)` +
  String.raw`|(?:${RELATIVES.map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|')})(?:['’]s)?(?:[ \t]+\p{Lu}\p{Ll}+){0,2}(?:[ \t]+\([^)\n]{1,30}\))?[ \t]+(?:in|near|outside)` +
  String.raw`|(?:Dr|Mr|Mrs|Ms)\.?[ \t]+\p{Lu}[\p{L}'’-]+[ \t]+in|(?:lab|clinic|office|pharmacy|hospital|practice|store|school|church|group|program|meeting|center|centre|plant|factory|warehouse|salon|restaurant|mill|mine|site)(?:[ \t]+at[ \t]+[\p{L}&'’-]+)?[ \t]+in)` +
  // "Wilkes-Barre": a place's words may be joined by a hyphen.
  String.raw`[ \t]+((?:\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:[ \t]+|$)){0,2}\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\d])`, 'gu');
// "Renal US (outside, Ankeny)", "Dr. Amini (ob/gyn, Round Rock)": a bracket that closes on a place after a comma,
// the first part in lower case (a specialty, "outside"); not "(US, Caucasian)" or "(Radiology, Corewell)".
const PLACE_CLOSING_BRACKET = /\([a-z][a-z\/ -]{1,28},[ \t]*((?:\p{Lu}\p{Ll}+[ \t]+){0,2}\p{Lu}\p{Ll}{2,})\)/gu;
// Countries and other regions by their English names, from the platform's own region list: a country is no
// identifier (HIPAA names places smaller than a state), so "emigrated from Ukraine" stays.
export const REGION_NAMES: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  try {
    const display = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        try {
          const name = display.of(code);
          if (name && name !== code) names.add(name.toLowerCase());
        } catch { /* not a region code */ }
      }
    }
  } catch { /* no region names on this runtime: countries are then treated like any place */ }
  return names;
})();
const MONTH_OR_DAY = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
const PO_BOX = /\bP\.?[ \t]?O\.?[ \t]+Box[ \t]+\d+\b/gi;
// Rural addresses: "Rt 2 Box 118", "RR 1, Box 40", "HC 63 Box 12", "Rural Route 3". A route's number alone is no
// address ("RR 18" is a breathing rate, "Rt 2 fingers" a side): a box after it, or "Rural Route" in full.
const RURAL_ROUTE = /\b(?:(?:R\.?R\.?|Rt\.?|Rte\.?|Route|H\.?C\.?|Star[ \t]+Route)[ \t]*#?[ \t]*\d{1,4},?[ \t]*Box[ \t]*#?[ \t]*\d{1,5}|Rural[ \t]+Route[ \t]*#?[ \t]*\d{1,4}(?:,?[ \t]*Box[ \t]*#?[ \t]*\d{1,5})?)\b/gi;
// "Lot 214, Sundance RV Park", "Space 31 at the mobile home park": a lot, site or space on a line that names an RV or
// mobile-home park (a vaccine's "lot 25B117" or an IV "site 2" is none).
const PARK_LOT = /\b(?:Lot|LOT|Site|SITE|Space|SPACE|Spc)[ \t]*#?[ \t]*\d{1,4}[A-Z]?\b/g;
const PARK_LINE = /\b(?:(?:RV|R\.V\.|mobile[ \t-]+home|trailer|manufactured[ \t]+home)[ \t]+(?:park|resort|village|estates|community|court)|MHP|campground)\b/i;
// Canadian postal codes: "R5G 1A1", "S7K-2B4"; written without the space only after a province's code.
const CANADIAN_POSTAL = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ \t-]\d[ABCEGHJ-NPRSTV-Z]\d\b|(?<=(?:\p{Lu}\p{Ll}+,?[ \t]+(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)|\b(?:MB|NU|QC|SK|YT)|\b[Pp]ostal(?:[ \t]+[Cc]ode)?:?),?[ \t]+)[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d\b/gu;
const ZIP_AFTER_STATE = new RegExp(String.raw`\b(?:${STATE_ABBR}|${STATE_NAME})\.?,?[ \t]+(\d{5}(?:-\d{4})?)(?![\d\-])`, 'g');
// "815 Poly Dr, Billings 59101": five digits right after a street line and its city, with no state between.
const ZIP_AFTER_STREET_CITY = new RegExp(String.raw`\b\d{1,6}[ \t]+(?:[\p{L}.'’-]+[ \t]+){1,4}(?:${SUFFIX})\.?,[ \t]*(?:\p{Lu}\p{Ll}+[ \t]+){1,3}(\d{5}(?:-\d{4})?)(?![\d\-])`, 'gu');
const ZIP_LABELLED = /\b(?:zip|postal)(?:[ \t]*code)?[ \t]*[:#]?[ \t]*(\d{5}(?:-\d{4})?)(?![\d\-])/gi;
const FIVE_DIGITS = /(?<![\d.,\-\/])\d{5}(?:-\d{4})?(?![\d.,\-\/]|\.\d)/g;
// Also the word for years in other languages: "91 лет", "93 años", "92 ans", "94 anos", "95 Jahre", "96 tuổi".
const AGE_BEFORE_UNIT = /\b(9\d|1[0-2]\d)(?=[ \t-]*(?:years?|yrs?|y\/o|yo|y\.o\.?|year|yo[mf]|y\/o[mf]|y|yr|años|anos|ans|jahre|jaar|anni|лет|года|tuổi|岁|歳)(?![\p{L}]))/giu;
// "Age 92." closes a sentence; "age 92.5" is no age. "AGE 096" (a form's three digits), "Age: 094Y" (an imaging
// header's age string), "Age/Sex: 94/F", "Edad: 93", "Âge : 91", "Alter: 95", "Leeftijd 92".
// "Age verified (ID): 96", "Age at collection: 094Y", an HL7 component "AGE^098Y".
const AGE_AFTER_WORD = /(?<![\p{L}])(?:(?:age[ds]?|aged|age[ \t]*\/[ \t]*(?:sex|gender)|edad|âge|leeftijd|idade|età)[ \t]*:?|age[ \t]+(?:verified|confirmed|stated|reported|given|at[ \t]+(?:collection|admission|visit|death|onset))(?:[ \t]*\([^()\n]{1,12}\))?[ \t]*:|age\^|alter[ \t]*:)[ \t]*(0?(?:9\d|1[0-2]\d))(?:\b|(?=Y\b))(?!\.\d|\d|[ \t]*(?:%|mg|days?|weeks?|months?))/giu;
// "F/96", "96/F", "M / 101": the sex and the age joined by a slash.
const AGE_SLASH_SEX = /(?<![\p{L}\d.\/:])(?:[FM][ \t]?\/[ \t]?(9\d|1[01]\d)(?![\d\/.])|(9\d|1[01]\d)[ \t]?\/[ \t]?[FM](?![\p{L}\d\/]))(?![ \t]*(?:mg|%|percentile|th\b))/gu;
// "DORSEY WILHELMINA F 95", "Abernathy, R — F, 94", "(M 91)", "Sex M 92": the sex, then the age, after a name in
// capitals, a comma, a bracket, a dash or "sex"; not after a number ("98 F 96" is a temperature and a pulse), not a
// code ("CLSI M100"), not after an ordinary word ("Grade M 90").
const SEX_AGE = /(?=[FM])(?<=(?:(?<![\p{L}])\p{Lu}{2,}|[,(—–]|[ \t]-|\b(?:[Ss]ex|SEX|[Gg]ender|GENDER):?)[ \t]*|^)([FM])(?:[ \t]|,[ \t]?|\/)(9\d|1[01]\d)(?![\d.%°\/:]|(?:st|nd|rd|th)\b|[ \t]*\([ \t]*\d{1,3}[ \t]*[-–]|[ \t]*(?:mg|mcg|g\b|kg|lbs?\b|pounds?|%|percent|deg|°|mm|cm|ml|bpm|beats|min\b|minutes|hours?|days?|miles?|ft\b|feet))/gmu;
// "her 96th birthday": an ordinal before "birthday".
const AGE_BIRTHDAY = /\b(9\d|1[01]\d)(?=(?:st|nd|rd|th)[ \t]+birthday\b)/gi;
// Clinical shorthand: "(93 F)", "97M", "97 F VIA EMS", "102 YOM"; not a temperature ("T 97 F", "97°F").
const AGE_SEX = /(?<![\d.\/:\-°])(9\d|1[01]\d)[ \t]?(?:[FM]|YO[FM]|yo[fm])\b(?![\-\/°])/g;
// "T 100 F", "fever to 102 F", "heat index > 100 F": a temperature, not an age and a sex.
const TEMPERATURE_BEFORE = /(?:\b(?:t|temp(?:erature)?|tmax|tm|oral|axillary|rectal|fever(?:[ \t]+(?:of|to))?|febrile(?:[ \t]+to)?|spiked(?:[ \t]+to)?|heat(?:[ \t]+index)?)[ \t]*[:=]?|[<>≥≤]=?)[ \t]*$/i;
// "((100))", "nonagenarian, 94", "she is 95 now".
// "Mrs. Bell, 97, up in chair": an age in apposition after a name.
const AGE_APPOSITION = /(?<=\p{L}[.)]?,[ \t])(9\d|1[01]\d)(?=,[ \t]+\p{Ll})/gu;
// "Pt J. van Dijk, 94.", "Mrs. Obi, 93.": a patient named with a title or cue, the age closing the sentence.
const AGE_AFTER_NAMED = /\b(?:pt|patient|mr|mrs|ms|miss)\.?[ \t]+[^,\n]{1,30},[ \t](9\d|1[01]\d)(?=\.(?:[ \t]|$))/gi;
// "grandmother (92)", "Wife Louise (also 91, lives at home)", "Pokhrel ama (92)": an age in brackets right after a
// relative (maybe named); not a value with a unit ("Brother (100 mg daily)").
const AGE_KIN_BRACKET = /\b(?:grand(?:mother|father|ma|pa)|mother|father|mom|mum|dad|wife|husband|aunt|auntie|uncle|sister|brother|widow|widower|neighbou?r|ama|baba|abuela|abuelo|lola|lolo|tutu|bubbe|nana)(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2}[ \t]*\([ \t]*(?:also[ \t]+|age[ \t]+|aged[ \t]+)?(9\d|1[01]\d)(?=[ \t]*[,;)])/giu;
// 'said "at 96 I've earned it"': "at" and an age, then the speaker or a possessive.
const AGE_AT_SPEAKER = /\bat[ \t]+(9\d|1[01]\d)(?=[ \t]*,?[ \t]*(?:I|she|he|you|we|they|my|his|her)\b)/g;
// "clear and sharp at 91.", "diagnosed with GCA at 92;", "I remain your patient at 90 and": "at" and an age closing a
// clause whose words describe a person's life (an allowlist: "NS at 100", "flexion at 90.", "Afib at 110" are
// measurements), with no other number in the clause and no measurement's word.
const AGE_AT_CLAUSE_END = /\bat[ \t]+(9\d|1[01]\d)(?=[ \t]*[.;!](?!\d)|[ \t]+(?:and|but)[ \t])/g;
const LIFE_BEFORE_AT = /\b(?:sharp|lucid|independent|alert|clear|healthy|active|spry|driving|drives|lives|living|widowed|married|retired|still|diagnosed|diagnosis|onset|died|passed|death|she|he|I|pt|patient|herself|himself|mother|father|wife|husband)\b[^.;!\n\d]*$/i;
const MEASURE_BEFORE_AT = /\b(?:hr|heart[ \t]+rate|pulse|p|sats?|spo2|sao2|o2|oxygen|glucose|sugars?|bg|bs|cbg|fsbs|bp|sbp|dbp|systolic|diastolic|map|temp|temperature|t|weight|wt|rate|rr|levels?|titrated?|set|setting|goal|target|dose|range|score|scale|speed|flow|fio2|peep|pressure|count|plt|platelets?|hgb|hb|hct|na|k|sodium|potassium|creat(?:inine)?|bun|gfr|egfr|a1c|ldl|hdl|tsh|inr|ef|qtc?|pr|rhythm|paced|capped|held|maintained|kept|stays?|stayed|steady|plateau(?:ed)?|peaked|running|remains?|remained)\b[^.;\n]{0,16}$/i;

// "DOB 06/02/1935  (91)", "(DOB 2/14/36, 90)": the age written beside the date of birth.
const AGE_AFTER_BIRTH_DATE = /\b(?:DOB|D\.O\.B\.?|born)[ \t]*:?[ \t]*\d{1,2}[\/.-]\d{1,2}[\/.-]\d{2,4}[ \t]*(?:\([ \t]*|,[ \t]*)(9\d|1[01]\d)(?=[ \t]*[),;.]|[ \t]*$)/gim;
const AGE_DOUBLE_PAREN = /\(\((9\d|1[01]\d)\)\)/g;
// "Pt is 95, ambulates", "(turns 96 next month)": the patient as subject, or turning an age with no subject at all.
// "shes 95", "she's 93", "Pt 95, sharp": the person's age right after the pronoun or "pt", a comma or the line's end after it.
// "I am 90, not made of glass", "Pt 91 walks with a rollator": the speaker's own age; "pt", a number, then a verb.
const AGE_AFTER_CUE = /\b(?:nonagenarian|centenarian|turn(?:s|ed|ing)|(?:she|he|who|pt|patient|mom|mum|mother|dad|father|grandma|grandpa|grandmother|grandfather|nana|wife|husband|aunt|uncle|sister|brother)[ \t]+(?:is|was|will[ \t]+be|turns)(?:[ \t]+now)?|(?:resident|client|driver|elder|veteran)[ \t]+(?:is|was|will[ \t]+be|turns)(?=[ \t]{1,3}\d+[ \t]*(?:[.;—–-](?!\d)|$|[ \t]+(?:and|but|with|at[ \t]+the[ \t]+time|y|e)\b|,(?![ \t]*(?:HR|BP|RR|P|T|SpO2|sats?|O2|pulse)[ \t:]*\d)))|(?<=\b(?:mother|father|mom|dad|sister|brother|sibling|aunt|uncle|grandmother|grandfather|wife|husband|spouse|parents?)[ \t,]{1,3}(?:is[ \t]+|still[ \t]+)?)(?:alive|living)(?=[ \t]{0,3},?[ \t]{0,3}\d+[ \t]*(?:[,;)]|\.(?!\d)|$))|(?:she|he)['’]ll[ \t]+be|(?:she|he)['’]?s(?:[ \t]+now)?|I[ \t]+am(?:[ \t]+now)?|I['’]m|(?<!\b(?:sat|sats|ox|oximetry|HR|pulse|weight|wt|BP|temp|SpO2|O2|glucose|BG|CBG|FSBS|RR)[ \t:]{0,3})(?:pt|patient)(?=[ \t]+\d+[ \t]*(?:,|$|\.(?:[ \t]|$))|[ \t]+\d+[ \t]+\p{Ll}{3,}s\b))[ \t,(]+(9\d|1[01]\d)\b(?!\.\d|\d|%|[ \t]*(?:%|mg|kg|lb|lbs|pounds?|percent|degrees|bpm|mmhg|min|minutes|hours?|hrs?|days?|weeks?|seconds?|sec|miles?|mi\b|km|feet|ft\b|yards?|dollars?|\$))/giu;
// "94, sharp, recalls everything", "95, wt loss 8%", "96, still bakes": an age opening a sentence or a line, then a
// comma and a word that describes a person (no vital sign is written that way).
// The sentence before must end in a word, not a number ("HR 88. 96, still ..." and "Creatinine 1.92, still" are values).
const AGE_DESCRIBED = /(?<=(?:^|[^\d\s][.!?;][ \t]*\n[ \t]*|[^\d\s][.!?;][ \t]+))(9\d|1[01]\d)(?=,[ \t]*(?:sharp|frail|alert|still|lives|living|independent|widow(?:ed|er)?|wt|weight|oriented|ambulat\w*|recalls|walks|mobile|bed-?bound|cognitively|hard[ \t]+of[ \t]+hearing|HOH|DNR|DNI|full[ \t]+code|nonverbal|uses|wheelchair|lucid|pleasant|cheerful|confused|demented|forgetful|cachectic|deaf|blind|retired|married|divorced|sleeps|eats|reads|drives|gardens|bakes|cooks|knits)\b)/giu;
// "Varón de noventa y tres años": an age over 89 in Spanish words before "años".
// After "de", "tiene", "cumple": "hace cien años" is a century, not an age.
const AGE_SPANISH_WORDS = /(?<=(?:^|[^\p{L}])(?:de|tiene|ten[ií]a|tengo|cumple|cumpli[óo]|con)[ \t]+)(noventa(?:[ \t]+y[ \t]+(?:uno|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?|cien(?:to(?:[ \t]+(?:uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez))?)?)(?=[ \t]+años(?![\p{L}]))/giu;
// "(noventa y cuatro años)", "noventa e quatro anos", "noventa y un años": 90 to 99 in Spanish or Portuguese words
// before the word for years, whatever comes before (not "hace noventa años", "los noventa años": a time ago, a decade).
const AGE_IBERIAN_WORDS = /(?<!\b(?:hace|los|las|unos|unas|há|os|durante|sus|su|seus|suas|sua|por)[ \t]+)\b(noventa(?:[ \t]+[ye][ \t]+(?:uno|un|um|dos|dois|duas|tres|três|cuatro|quatro|cinco|seis|siete|sete|ocho|oito|nueve|nove))?)(?=[ \t]+a[ñn]os(?![\p{L}]))/giu;
// German, Dutch, Polish, Italian and French words for 90 to 99 ("sechsundneunzig", "drieënnegentig", "dziewięćdziesiąt
// pięć", "novantadue", "quatre-vingt-treize") said of someone: before the word for years, or after "is" ("ist", "ben",
// "ha", "a", "mam", "she's"), a quote allowed between; not before a unit.
const AGE_EUROPEAN_WORDS = new RegExp(String.raw`(?:(?<=\b(?:ist|bin|is|ben|ha|sono|a|ma|mam|she['’]?s|he['’]?s|i['’]?m|I[ \t]+am)[ \t]+["„“']?)|(?<![\p{L}])(?=\p{L}+(?:[ \t]+\p{L}+)?[ \t,]+(?:Jahre?n?|jaar|anni|ans|lat|år)(?![\p{L}])))((?:(?:ein|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun)und)?neunzig|(?:een|twee|drie|vier|vijf|zes|zeven|acht|negen)[eë]nnegentig|dziewięćdziesiąt(?:[ \t]+(?:jeden|dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć))?|novant(?:a|uno|adue|atré|atre|aquattro|acinque|asei|asette|otto|anove)|quatre-vingt-(?:dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf))(?![\p{L}])(?![ \t]*(?:%|(?:prozent|procent|per[ \t]?cento|pour[ \t]?cent|minuten|minuti|minutes|grad|graden|gradi|degrés|kg|mg|mmhg|euro|dollar|cm|mal|keer|volte|fois|tage|dagen|giorni|jours|dni)(?![\p{L}])|€|\$))`, 'giu');
const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
// "ninety-six", "one hundred and two": ages over 89 in words, unless a unit follows ("ninety percent").
const AGE_WORDS = new RegExp(String.raw`\b(ninety(?:[ \t-]${NUMBER_WORD})?|(?:a|one)[ \t-]hundred(?:[ \t]+and)?(?:[ \t-](?:${NUMBER_WORD}|ten|eleven|twelve))?)\b` +
  String.raw`(?![ \t-]*(?:percent|per|%|mg|mcg|milligrams?|minutes?|seconds?|pounds?|lbs?|kg|kilograms?|degrees?|times|beats|mmhg|days?|hours?|weeks?|months?|units?|ml|cc|feet|ft|meters?|miles?|dollars?|patients?|people))`, 'gi');

function det(cls: IdentifierClass, start: number, end: number, text: string, known: boolean, priority: number): Detection {
  const value = text.slice(start, end);
  return { start, end, cls, known, key: `${cls}:${value}`, value, priority };
}

function trimUrl(s: string): string {
  return s.replace(/[.,;:!?]+$/, '');
}

// The address fields of HL7 v2 segments: PID-11 (the patient's), NK1-4 (the next of kin's), GT1-5 (the guarantor's).
const HL7_ADDRESS_FIELD: Readonly<Record<string, number>> = { PID: 11, NK1: 4, GT1: 5 };
const HL7_SEGMENT = /(?:^|[\r\n])(PID|NK1|GT1)\|[^\r\n]*/g;

/**
 * "PID|…|77 WALNUT RD^^HOPE^AR^71801|": an HL7 address (XAD: street^other^city^state^zip^…) is an address by its
 * place in the segment, whatever words it holds: its street, other designation and city are ADDRESS, its ZIP a ZIP.
 */
function findHl7Addresses(text: string, known: KnownValues): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(HL7_SEGMENT)) {
    const segmentStart = m.index + m[0].indexOf(m[1]!);
    const fields = text.slice(segmentStart, m.index + m[0].length).split('|');
    const wanted = HL7_ADDRESS_FIELD[m[1]!]!;
    if (fields.length <= wanted) continue;
    let at = segmentStart;
    for (let k = 0; k < wanted; k++) at += fields[k]!.length + 1;
    for (const repetition of fields[wanted]!.split('~')) {
      let from = at;
      repetition.split('^').forEach((component, index) => {
        const value = component.trim();
        const start = from + component.indexOf(value);
        from += component.length + 1;
        if (!value || ![0, 1, 2, 4].includes(index) || !/[\p{L}\d]{2}/u.test(value)) return;
        if (index === 4) {
          if (/^\d{5}(?:-\d{4})?$/.test(value)) out.push(det('ZIP', start, start + value.length, text, known.zips.has(value.slice(0, 5)), PRIORITY.zip));
          return;
        }
        out.push(det('ADDRESS', start, start + value.length, text, index === 2 && known.cities.has(value.toLowerCase()), PRIORITY.bareId));
      });
      at += repetition.length + 1;
    }
  }
  return out;
}

export function findPatterns(text: string, known: KnownValues): Detection[] {
  const out: Detection[] = text.includes('|') ? findHl7Addresses(text, known) : [];
  const phone = (start: number, end: number) => {
    const digits = digitsOf(text.slice(start, end).replace(/(?:x|ext\.?|extension)[ \t]*\d+$/i, ''));
    const last10 = digits.slice(-10);
    const isKnown = known.phoneDigits.has(last10) || known.phoneDigits.has(digits.slice(-7));
    // "cartridge lot 1000471802", "Data logger SN 210077-4183": ten digits in a code's or the clinic's equipment's
    // place are no telephone (a known phone is masked wherever it stands).
    if (!isKnown && inCodeContext(text, start)) return;
    out.push(det('PHONE', start, end, text, isKnown, PRIORITY.phone));
  };
  for (const m of text.matchAll(PHONE)) phone(m.index, m.index + m[0].length);
  for (const m of text.matchAll(PHONE_INTL)) {
    const n = digitsOf(m[0]).length;
    if (n >= 8 && n <= 15) phone(m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(PHONE_LOCAL)) {
    const end = m.index + m[0].length;
    if (/^at\b/i.test(m[0]) && UNIT_AFTER_RANGE.test(text.slice(end, end + 8))) continue;
    phone(end - m[1]!.length, end);
  }
  for (const m of text.matchAll(EMAIL)) {
    out.push(det('EMAIL', m.index, m.index + m[0].length, text, known.emails.has(m[0].toLowerCase()), PRIORITY.email));
  }
  if (/[ \t]dot[ \t]/i.test(text)) {
    for (const m of text.matchAll(SPOKEN_EMAIL)) {
      out.push(det('EMAIL', m.index, m.index + m[0].length, text, known.emails.has(typedEmail(m[0])), PRIORITY.email));
    }
  }
  for (const re of [URL_FULL, URL_BARE]) {
    for (const m of text.matchAll(re)) out.push(det('URL', m.index, m.index + trimUrl(m[0]).length, text, false, PRIORITY.url));
  }
  for (const m of text.matchAll(IPV4)) out.push(det('IP', m.index, m.index + m[0].length, text, false, PRIORITY.ip));
  for (const m of text.matchAll(IPV6)) {
    if (/[0-9a-f]/i.test(m[0]) && isIPv6(m[0])) out.push(det('IP', m.index, m.index + m[0].length, text, false, PRIORITY.ip));
  }
  for (const m of text.matchAll(SSN)) out.push(det('ID', m.index, m.index + m[0].length, text, false, PRIORITY.ssn));
  for (const m of text.matchAll(LABELLED_GROUPED)) {
    const value = m[1]!;
    if (digitsOf(value).length < 6 || inCodeContext(text, m.index)) continue;
    const start = m.index + m[0].length - value.length;
    out.push(det('ID', start, start + value.length, text, false, PRIORITY.labelledId + 1));
  }
  for (const re of [LABELLED_ID, HASH_ID]) {
    for (const m of text.matchAll(re)) {
      const value = m[1]!;
      if (value.length < 4 || digitsOf(value).length < 2 || /^\d{4}-\d{1,2}-\d{1,2}$/.test(value) || inCodeContext(text, m.index)) continue;
      const start = m.index + m[0].length - value.length;
      out.push(det('ID', start, start + value.length, text, false, PRIORITY.labelledId));
    }
  }
  for (const m of text.matchAll(LETTER_PREFIXED_ID)) {
    const value = m[1]!;
    const issuer = value.split(/[ \t]/)[0]!;
    const spaced = /\d[ \t]\d/.test(value);
    if (digitsOf(value).length < (spaced ? 7 : 5) || inCodeContext(text, m.index) || NOT_ISSUERS.has(issuer)
      || (MEDICAL_ABBREVIATIONS.has(issuer) && !US_STATE_CODES.has(issuer))) continue;
    const start = m.index + m[0].length - value.length;
    out.push(det('ID', start, start + value.length, text, false, PRIORITY.labelledId + 2));
  }
  for (const m of text.matchAll(HYPHENATED_NUMBER)) {
    const groups = m[0].split('-');
    if (groups.join('').length < 8 || !groups.some((g) => g.length >= 6) || inCodeContext(text, m.index)) continue;
    if (groups.length === 2 && groups.every((g) => g.length >= 5) && Number(groups[1]) > Number(groups[0])) continue;
    out.push(det('ID', m.index, m.index + m[0].length, text, false, PRIORITY.labelledId));
  }
  for (const m of text.matchAll(MASKED_SSN)) out.push(det('ID', m.index, m.index + m[0].length, text, false, PRIORITY.labelledId + 1));
  if (text.includes('|')) {
    for (const m of text.matchAll(HL7_ORDER_SEGMENT)) {
      const segment = m[1]!;
      const fields = segment.split('|');
      let at = m.index + m[0].length - segment.length;
      fields.forEach((field, k) => {
        const value = field.split('^')[0]!;
        if (HL7_NUMBERED_FIELDS.get(fields[0]!)!.includes(k) && value.length >= 4 && /\d/.test(value)) out.push(det('ID', at, at + value.length, text, false, PRIORITY.labelledId));
        at += field.length + 1;
      });
    }
  }
  for (const re of [GROUPED_HEALTH_NUMBER, MASKED_SSN_TAIL, SSN_LAST_FOUR, I94_NUMBER, A_NUMBER]) {
    for (const m of text.matchAll(re)) {
      const start = m.index + m[0].length - m[1]!.length;
      out.push(det('ID', start, start + m[1]!.length, text, false, PRIORITY.labelledId + 1));
    }
  }
  for (const m of text.matchAll(INTERPRETER_ID)) {
    const value = m[1] ?? m[2]!;
    const start = m.index + m[0].length - value.length;
    out.push(det('ID', start, start + value.length, text, false, PRIORITY.labelledId));
  }
  for (const m of text.matchAll(ROLE_NUMBER)) {
    const value = m[1] ?? m[2]!;
    const start = m.index + m[0].lastIndexOf(value);
    out.push(det('ID', start, start + value.length, text, false, PRIORITY.labelledId));
  }
  for (const m of text.matchAll(STREET_BEFORE_CITY)) {
    const value = m[1]!.trimEnd();
    out.push(det('ADDRESS', m.index, m.index + value.length, text, false, PRIORITY.address));
  }
  for (const re of [ALNUM_ID, LONG_NUMBER]) {
    for (const m of text.matchAll(re)) {
      // The digits of a capitalised serial ("SN UU31007725") are read in the context of the serial's first letter.
      let token = m.index;
      while (token > 0 && /[A-Z]/.test(text[token - 1]!)) token--;
      if (inCodeContext(text, m.index) || (token < m.index && inCodeContext(text, token))) continue;
      out.push(det('ID', m.index, m.index + m[0].length, text, false, PRIORITY.bareId));
    }
  }
  for (const m of text.matchAll(GROUPED_ID)) {
    if (digitsOf(m[0]).length < 5 || YEAR_QUARTER.test(m[0]) || inCodeContext(text, m.index)) continue;
    out.push(det('ID', m.index, m.index + m[0].length, text, false, PRIORITY.bareId));
  }
  for (const m of text.matchAll(DIGIT_GROUPS)) {
    if (digitsOf(m[0]).length < 8 || !/\d{4}/.test(m[0]) || NDC_SHAPE.test(m[0]) || CLOCK_TIMES.test(m[0]) || STATUTE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) || /^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}-\d{1,2}-\d{2,4}$|^\d{3}-\d{3}-\d{4}$/.test(m[0]) || inCodeContext(text, m.index)) continue;
    out.push(det('ID', m.index, m.index + m[0].length, text, false, PRIORITY.bareId));
  }
  for (const m of text.matchAll(SPACED_GROUPS)) {
    if (SPACED_TIMES_OR_YEARS.test(m[0]) || inCodeContext(text, m.index)) continue;
    // After its label ("Tracking 9405 5036 …") the groups are one number, over the label's reading of the first group.
    const labelled = ID_LABEL_BEFORE.test(text.slice(Math.max(0, m.index - 32), m.index));
    out.push(det('ID', m.index, m.index + m[0].length, text, false, labelled ? PRIORITY.labelledId + 1 : PRIORITY.bareId));
  }
  for (const m of text.matchAll(MIXED_KEY)) {
    if (!mixedEnough(m[0]) || GENE_VARIANT.test(m[0]) || inCodeContext(text, m.index)) continue;
    out.push(det('ID', m.index, m.index + m[0].length, text, false, PRIORITY.bareId));
  }
  for (const m of text.matchAll(BRACKET_NUMBER)) {
    if (NAME_BEFORE_BRACKET.test(text.slice(Math.max(0, m.index - 40), m.index)) && !inCodeContext(text, m.index)) out.push(det('ID', m.index + 1, m.index + 1 + m[1]!.length, text, false, PRIORITY.labelledId));
  }
  for (const m of text.matchAll(PLATE)) {
    if (digitsOf(m[1]!).length < 2) continue;
    const start = m.index + m[0].length - m[1]!.length;
    out.push(det('ID', start, start + m[1]!.length, text, false, PRIORITY.labelledId));
  }
  findAddresses(text, known, out);
  findAges(text, out);
  return out;
}

// "FOLLOW-UP  Nov 19, 2026  Wichita Falls": a year closing a date is no house number.
const MONTH_DAY_BEFORE_YEAR = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]*$/i;

function findAddresses(text: string, known: KnownValues, out: Detection[]): void {
  const first = out.length;
  findAddressShapes(text, known, out);
  for (let k = out.length - 1; k >= first; k--) {
    const d = out[k]!;
    if (d.cls !== 'ADDRESS') continue;
    // The year goes to the date; what follows it stays an address ("Nov 19, 2026  Wichita Falls", "Jan 5, 2010 Oak St").
    const year = /^(?:19|20)\d\d[ \t]*/.exec(d.value);
    if (year && MONTH_DAY_BEFORE_YEAR.test(text.slice(Math.max(0, d.start - 16), d.start))) {
      if (d.end > d.start + year[0].length && /\p{Lu}/u.test(text[d.start + year[0].length] ?? '')) out[k] = det('ADDRESS', d.start + year[0].length, d.end, text, d.known, d.priority);
      else out.splice(k, 1);
      continue;
    }
    // "on N May Ave", "on W Owen K Garriott Rd": the street's direction before it, with the words between.
    const lead = DIRECTION_BEFORE_STREET.exec(text.slice(Math.max(0, d.start - 40), d.start));
    // Not after a house number ("5O8 W Grove St" read by a scanner: the street with its number is found as a whole).
    if (lead && !/^\d/.test(d.value) && !/\d[\dA-Za-z]*[ \t]+$/.test(text.slice(Math.max(0, d.start - lead[1]!.length - 12), d.start - lead[1]!.length))) out[k] = det('ADDRESS', d.start - lead[1]!.length, d.end, text, d.known, d.priority);
  }
  // "on NW 23rd", "the walgreens on E 21st": a numbered street with its direction, no suffix.
  for (const m of text.matchAll(DIRECTED_ORDINAL)) out.push(det('ADDRESS', m.index + m[0].length - m[1]!.length, m.index + m[0].length, text, false, PRIORITY.address - 1));
}

const DIRECTION_BEFORE_STREET = /(?:^|[^\p{L}\d])((?:N|S|E|W|NE|NW|SE|SW)\.?(?:[ \t]+(?:\p{Lu}[\p{Ll}'’]+|\p{Lu}\.?)){0,3}[ \t]+)$/u;
const DIRECTED_ORDINAL = /\b(?:on|off)[ \t]+((?:N|S|E|W|NE|NW|SE|SW)\.?[ \t]+\d{1,3}(?:st|nd|rd|th))(?![\p{L}\d])/gu;

function findAddressShapes(text: string, known: KnownValues, out: Detection[]): void {
  for (const m of text.matchAll(STREET)) {
    const streetWords = m[2]!.trim().split(/[ \t]+/);
    if (streetWords.some((w) => NOT_STREET_WORD.test(w))) continue;
    const [start, end] = m.indices![1]!;
    const streetKey = `${digitsOf(m[1]!.split(/[ \t]/)[0]!)} ${streetWords[0]!.toLowerCase()}`;
    out.push(det('ADDRESS', start, end, text, known.streets.has(streetKey), PRIORITY.address));
    const city = m.indices![3];
    if (city) out.push(det('ADDRESS', city[0], city[0] + m[3]!.trimEnd().length, text, known.cities.has(m[3]!.trim().toLowerCase()), PRIORITY.address));
  }
  for (const m of text.matchAll(LOWER_NAMED_STREET)) {
    const value = m[1]!.replace(/\.$/, '');
    const start = m.index + m[0].length - m[1]!.length;
    out.push(det('ADDRESS', start, start + value.length, text, false, PRIORITY.address));
  }
  for (const m of [...text.matchAll(NAMED_DRIVE), ...text.matchAll(ONE_WORD_ST)]) {
    const [start, end] = m.indices![1]!;
    out.push(det('ADDRESS', start, end, text, false, PRIORITY.address));
  }
  for (const m of text.matchAll(SUFFIXED_STREET)) {
    const value = m[1]!.replace(/\.$/, '');
    out.push(det('ADDRESS', m.index, m.index + value.length, text, false, PRIORITY.address));
  }
  for (const m of text.matchAll(FREE_STREET)) {
    const value = m[1]!.replace(/\.$/, '');
    // "St" closes a street only after an ordinal or a number word ("73 St", "48th St"), not a saint's name ("St").
    if (/(?:^|[ \t])St$/.test(value) && !/\d(?:st|nd|rd|th)?[ \t]+St$/i.test(value)) continue;
    if (/^(?:Dr|Mr|Mrs|Ms|Saint|St|The|Main)\b/.test(value) && value.split(/[ \t]+/).length < 3) continue;
    out.push(det('ADDRESS', m.index, m.index + value.length, text, false, PRIORITY.address - 1));
  }
  for (const m of text.matchAll(NUMBERED_ROAD)) out.push(det('ADDRESS', m.index, m.index + m[0].length, text, false, PRIORITY.address));
  for (const m of text.matchAll(DIRECTED_STREET)) out.push(det('ADDRESS', m.index, m.index + m[0].replace(/\.$/, '').length, text, false, PRIORITY.address - 1));
  for (const m of text.matchAll(STREET_OF_PLACE)) {
    const value = m[1] ?? m[2]!;
    // Nor a month or a drug ("off Lasix").
    if (MONTH_OR_DAY.test(value) || NOT_A_STREET_AFTER_PLACE.test(value) || DRUGS.has(value.split(/[ \t]/)[0]!.toLowerCase())) continue;
    const start = m.index + m[0].length - value.length;
    out.push(det('ADDRESS', start, start + value.length, text, false, PRIORITY.address - 1));
  }
  for (const m of text.matchAll(ORDINAL_STREET)) {
    const start = m.index + m[0].length - m[1]!.length;
    out.push(det('ADDRESS', start, start + m[1]!.length, text, false, PRIORITY.address - 1));
  }
  // One span from the first street to the second: the crossing is one place.
  for (const m of [...text.matchAll(CORNER), ...text.matchAll(ORDINAL_CROSSING)]) {
    const [a, b] = [m.indices![1]!, m.indices![2]!];
    const end = b[1] + (/^[ \t]+(?:Ave|Avenue|Blvd|Pkwy|Parkway|St|Street|Rd|Road)\b\.?/.exec(text.slice(b[1]))?.[0].length ?? 0);
    out.push(det('ADDRESS', a[0], end, text, false, PRIORITY.address));
  }
  for (const m of text.matchAll(APARTMENT)) out.push(det('ADDRESS', m.index, m.index + m[0].length, text, false, PRIORITY.address - 1));
  for (const m of text.matchAll(NAMED_STREET)) {
    const value = m[1]!.replace(/\.$/, '');
    const start = m.index + m[0].length - m[1]!.length;
    out.push(det('ADDRESS', start, start + value.length, text, false, PRIORITY.address));
  }
  for (const m of text.matchAll(CITY_STATE)) {
    const city = m[2]!;
    const state = m[0].slice(m[0].lastIndexOf(',') + 1).trim();
    const placed = !!m[1];
    if (!placed && (CREDENTIAL_STATES.has(state) || city.split(/[ \t]+/).some((w) => isEnglishWord(w)))) continue;
    // "K. Stoll, CT(ASCP)": a certifying body in brackets after the letters makes them a credential, not a state.
    if (/^\([A-Z]{2,}/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
    const start = m.index + (m[1]?.length ?? 0);
    out.push(det('ADDRESS', start, start + city.length, text, known.cities.has(city.toLowerCase()), PRIORITY.zip));
  }
  for (const m of [...text.matchAll(PLACE_AFTER_CUE), ...text.matchAll(PLACE_CLOSING_BRACKET)]) {
    const place = m[1]!;
    const ws = place.split(/[ \t]+/);
    // A place no dictionary has as an ordinary word ("Tukwila", "New Brunswick", "Los Lunas"); not "Assisted Living".
    if (!ws.some((w) => w.split('-').some((h) => !isEnglishWord(h.toLowerCase()) && !isMedicalTerm(h.toLowerCase()))) || ws.some((w) => MONTH_OR_DAY.test(w))) continue;
    if (ws.some((w) => DRUGS.has(w.toLowerCase()))) continue;
    if (REGION_NAMES.has(place.toLowerCase()) || US_STATE_NAMES.has(place.toLowerCase())) continue;
    const start = m.index + m[0].lastIndexOf(place);
    out.push(det('ADDRESS', start, start + place.length, text, known.cities.has(place.toLowerCase()), PRIORITY.zip));
  }
  for (const m of text.matchAll(PO_BOX)) out.push(det('ADDRESS', m.index, m.index + m[0].length, text, false, PRIORITY.address));
  for (const m of text.matchAll(RURAL_ROUTE)) out.push(det('ADDRESS', m.index, m.index + m[0].length, text, false, PRIORITY.address));
  for (const m of text.matchAll(PARK_LOT)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    if (PARK_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd))) out.push(det('ADDRESS', m.index, m.index + m[0].length, text, false, PRIORITY.address));
  }
  for (const m of text.matchAll(CANADIAN_POSTAL)) {
    // "T2N 1M0": a tumour's stage, not a postal code.
    if (/\b(?:stag(?:e|ed|ing)|TNM|tumou?r)\b[^\n,;]{0,20}$/i.test(text.slice(Math.max(0, m.index - 24), m.index))
      || /^[ \t]*(?:stag(?:e|ed|ing)|TNM|tumou?r)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    // The record keeps a postal code's first five characters, as it does a ZIP's ("R5G 1A1" → "R5G 1").
    const code = m[0].toUpperCase().replace(/[ \t-]/g, '');
    const isKnown = [...known.zips].some((z) => /[A-Z]/i.test(z) && code.startsWith(z.replace(/[ \t-]/g, '').toUpperCase()));
    out.push(det('ZIP', m.index, m.index + m[0].length, text, isKnown, PRIORITY.zip));
  }
  for (const re of [ZIP_AFTER_STATE, ZIP_LABELLED, ZIP_AFTER_STREET_CITY]) {
    for (const m of text.matchAll(re)) {
      const start = m.index + m[0].length - m[1]!.length;
      out.push(det('ZIP', start, start + m[1]!.length, text, known.zips.has(m[1]!.slice(0, 5)), PRIORITY.zip));
    }
  }
  if (known.zips.size) {
    for (const m of text.matchAll(FIVE_DIGITS)) {
      if (!known.zips.has(m[0].slice(0, 5))) continue;
      out.push(det('ZIP', m.index, m.index + m[0].length, text, true, PRIORITY.zip));
      // "#307, LA 90005" for Los Angeles: a known city of two or more words written as its initials before the ZIP.
      const initials = /(?<![\p{L}])(\p{Lu}{2,4})\.?,?[ \t]+$/u.exec(text.slice(Math.max(0, m.index - 8), m.index));
      if (initials && [...known.cities].some((c) => c.includes(' ') && c.split(/[ \t]+/).map((w) => w[0]!.toUpperCase()).join('') === initials[1])) {
        const start = m.index - initials[0].length;
        out.push(det('ADDRESS', start, start + initials[1]!.length, text, true, PRIORITY.zip));
      }
    }
  }
}

/** An age over 89 at [start, end): replaced by "90+" (HIPAA Safe Harbor); the real age is not kept anywhere. */
export function ageOver89(start: number, end: number): Detection {
  return { start, end, cls: 'AGE', known: false, key: 'AGE:90+', value: '90+', priority: PRIORITY.age, replacement: '90+' };
}

/** Ages over 89, each one ageOver89. */
function findAges(text: string, out: Detection[]): void {
  for (const m of text.matchAll(AGE_AT_CLAUSE_END)) {
    const clause = text.slice(Math.max(0, m.index - 60), m.index);
    if (!LIFE_BEFORE_AT.test(clause) || MEASURE_BEFORE_AT.test(clause.slice(-40))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    out.push(ageOver89(start, start + m[1]!.length));
  }
  for (const re of [AGE_BEFORE_UNIT, AGE_AFTER_WORD, AGE_SEX, AGE_DOUBLE_PAREN, AGE_AFTER_CUE, AGE_WORDS, AGE_APPOSITION, AGE_AFTER_NAMED, AGE_AT_SPEAKER, AGE_AFTER_BIRTH_DATE, AGE_KIN_BRACKET, AGE_DESCRIBED, AGE_SPANISH_WORDS, AGE_IBERIAN_WORDS, AGE_EUROPEAN_WORDS, AGE_SLASH_SEX, AGE_BIRTHDAY, SEX_AGE]) {
    for (const m of text.matchAll(re)) {
      if (re === AGE_SEX && TEMPERATURE_BEFORE.test(text.slice(Math.max(0, m.index - 14), m.index))) continue;
      // "((100))" goes whole; elsewhere only the number is replaced ("a 97-year-old" → "a 90+-year-old").
      const whole = re === AGE_DOUBLE_PAREN;
      if (re === SEX_AGE) {
        // "ICD-10 codes: F 32, F 95, F 98": a code in a list of diagnosis codes.
        if (TEMPERATURE_BEFORE.test(text.slice(Math.max(0, m.index - 14), m.index)) || /\b(?:ICD|codes?|dx|diagnos[ie]s)\b[^\n]{0,40}$/i.test(text.slice(Math.max(0, m.index - 48), m.index))) continue;
        const start = m.index + m[0].length - m[2]!.length;
        out.push(ageOver89(start, start + m[2]!.length));
        continue;
      }
      if (re === AGE_SLASH_SEX) {
        // "T 99 F/96": a temperature's unit, not a sex.
        if (m[1] && /\d[ \t]*°?$/.test(text.slice(Math.max(0, m.index - 4), m.index))) continue;
        const number = m[1] ?? m[2]!;
        const start = m.index + m[0].indexOf(number, m[1] ? 1 : 0);
        out.push(ageOver89(start, start + number.length));
        continue;
      }
      const start = whole ? m.index : re === AGE_AFTER_WORD || re === AGE_AFTER_CUE || re === AGE_AFTER_NAMED || re === AGE_AT_SPEAKER || re === AGE_AFTER_BIRTH_DATE || re === AGE_KIN_BRACKET ? m.index + m[0].length - m[1]!.length : m.index + m[0].indexOf(m[1]!);
      const end = whole ? m.index + m[0].length : start + m[1]!.length;
      out.push(ageOver89(start, end));
    }
  }
}
