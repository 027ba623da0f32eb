// Dates: a small grammar of the forms clinical text uses, parsed to (year, month, day) so that a date the service
// knows (birth, visits) is recognised in any format. Relative words ("today", "yesterday", "next week") are not
// identifiers and are not matched; neither are times, doses, ratios ("120/80", "5/10 pain") or bare years.
// chrono-node was measured here first: ~5 ms per 2 KB note and it reads "5/10" and "in 2 weeks" as dates.
import { findHebrewDates } from './hebrew-dates.js';
import { MONTHS } from './lexicon.js';

export interface DateParts { readonly y?: number; readonly m: number; readonly d?: number; readonly twoDigitYear?: boolean }
export interface DateMatch {
  readonly start: number;
  readonly end: number;
  readonly readings: readonly DateParts[];
  /** A short form ("4.7.38") that is a date only when it is a known date or a birth cue precedes it. */
  readonly weak?: boolean;
  /**
   * A bare month/day with no ratio word around it ("back 11/24 for"): a date near one of the record's visits
   * ('near-visit'), or anywhere after an event's word or opening a line ('anywhere': "Death 11/03:", "huddle 11/05 AM").
   */
  readonly bare?: 'near-visit' | 'anywhere';
}

const MONTH_NUMBER = new Map<string, number>();
MONTHS.forEach((names, i) => names.forEach((n) => MONTH_NUMBER.set(n, i + 1)));
const MON = '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const ORD = '(?:st|nd|rd|th)?';
const YEAR = "(\\d{4}|'\\d{2})";

const ISO = /(?<![\d.\/-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d]|[.\/-]\d)/g;
// "TMR/11.05.25": a slash after letters (a typist's initials) does not make the date part of a fraction.
const NUMERIC = /(?<![\d.\-]|\d\/)(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d|[.\/-]\d)/g;
const MONTH_FIRST = new RegExp(`\\b${MON}\\.?[ \\t]+(\\d{1,2})${ORD}(?![\\d:]|\\.\\d)(?:,?[ \\t]+${YEAR}(?!\\d))?`, 'gi');
const MONTH_DAY_SHORT_YEAR = new RegExp(`\\b${MON}\\.?[ \\t]+(\\d{1,2})${ORD},?[ \\t]+(\\d{2})(?![\\d:.]|[ \\t]*(?:bpm|mg|%|kg|lbs?))`, 'gi');
// "13/oct/2026", "6/nov/2026": a slash between the parts as well.
const DAY_FIRST = new RegExp(`(?<![\\d.\\/:\\p{L}])(\\d{1,2})${ORD}(?:[ \\t]+of)?(?:[ \\t-]*|\\/)${MON}\\.?(?:,?[ \\t-]*((?:18|19|20)\\d{2}|'?\\d{2}(?![:.]\\d))|\\/(\\d{4}))?(?![\\p{L}\\d])`, 'giu');
const MONTH_YEAR = new RegExp(`\\b${MON}\\.?,?(?:[ \\t]+|[ \\t]?[-/'][ \\t]?)(\\d{4})\\b`, 'gi');
const MONTH_SLASH_YEAR = /(?<![\d\/.-])(0?[1-9]|1[0-2])\/(\d{4})(?![\d\/])/g;
// After a clinical event ("removed 5/19", "dx 2/14", "s/p cholecystectomy 9/3", "ERCP 6/25") a month/day is a date.
const CUED_MONTH_DAY = /\b(?:on|since|until|dated|seen|visit|DOS|DOB|admitted|discharged|through|thru|starting|effective|appt|appointment|due|before|after|faxed|sent|drawn|collected|scheduled|rescheduled|next|my|removed|placed|inserted|dx|diagnosed|fill|filled|return|returns|returned|started|stopped|held|resumed|done|performed|cath|ERCP|EGD|MRI|CT|echo|surgery|s\/p|post|Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|week[ \t]+of|moved[ \t]+(?:you|him|her|them|your[ \t]+(?:appt|appointment|visit))[ \t]+to)[.,:]?[ \t]+(\d{1,2})\/(\d{1,2})(?![\d\/]|\.\d)/gi;
// "s/p cholecystectomy 9/3": a procedure word (by its ending) before a month/day.
const PROCEDURE_BEFORE = /\p{L}(?:ectomy|otomy|ostomy|plasty|oscopy|graphy)[.,:]?[ \t]+$/u;
// "8/11 through 8/15", "4/24-4/29": two month/days joined by a range word are dates.
const MONTH_DAY_RANGE = /(?<![\d\/.\-:])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])[ \t]*(?:-|–|through|thru|to|until)[ \t]*(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])(?![\d\/]|\.\d)/gi;
// "Nov 3-7": a month and a range of days.
const MONTH_DAYS = new RegExp(`\\b${MON}\\.?[ \\t]+(\\d{1,2})[ \\t]?[-–][ \\t]?(\\d{1,2})(?![\\d:\\/])(?:,?[ \\t]+(\\d{4}))?`, 'gi');
// "Feb-24", "Mar '23": a month and a two-digit year written with a dash, a slash or an apostrophe.
const MONTH_SHORT_YEAR = new RegExp(`\\b${MON}(?:[-\\/][ \\t]?|[ \\t]?['’])(\\d{2})(?![\\d\\/\\-])`, 'gi');
// "due 11-5", "admitted 11.24", "seen on 10-30 at 0900": a month and day joined by a hyphen or a dot after a date's
// cue, closing a clause or before a time (not "on 2-3 L", "since 1.5 mg", "Cr up since 1.25"): a dot only after a
// two-digit month ("11.24", "09.14").
const CUED_MONTH_DAY_JOINED = /(?<=\b(?:on|due|since|until|till|by|from|admitted|discharged|seen|dated?|appt|appointment|visit|rtc|f\/u|next|last)[ \t:]{1,4})(?:(1[0-2]|0?[1-9])-(3[01]|[12]\d|0?[1-9])|(1[0-2]|0[1-9])\.(3[01]|[12]\d|0[1-9]))(?=[ \t]*(?:[,;)!?]|\.(?!\d)|\r?\n|$|@|at\b|for\b|[01]?\d:\d\d|(?:mon|tue|wed|thu|fri|sat|sun)))/gi;
// "12/05 1530", "11/24 @ 0300": a month and day with a time of day after it is a date whatever precedes it.
const MONTH_DAY_TIME = /(?<![\d\/.\-])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])(?=[ \t]+(?:(?:@|at)[ \t]*)?(?:(?:[01]\d|2[0-3]):?[0-5]\d\b|(?:[01]?\d|2[0-3]):[0-5]\d(?:[ \t]?[AaPp]\.?[Mm]\.?|[AaPp])?(?![\d\p{L}])))/gu;
// A bare month/day that closes a clause or a table cell ("| 10/08 |", "Next IDT 4/2.", "cambió al 12/12."), not
// after a word that makes it a ratio or a score ("strength 4/5.", "pain 7/10.", "scored 3/5.").
const BARE_MONTH_DAY = /(?<![\d\/.\-:,])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])(?=[ \t]*\||[.;,)]?[ \t]*(?:\r?\n|$)|[.;][ \t])/g;
// A log's, a handoff's or a huddle's heading dated by a month/day before a colon ("SBHC daily log 11/12: 22 visits",
// "NIGHT HANDOFF L&D 11/24:"); a count before a colon stays ("Lymph nodes 2/12: metastatic").
const HEADING_MONTH_DAY = /\b(?:log|handoff|hand-off|huddle|census|board|report|schedule|roster|rounds|shift|meeting|update|list)\b(?:[ \t]+[\p{L}\p{N}&\/]{1,6}){0,2}[ \t]+(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9]):(?=[ \t]|\r?\n|$)/giu;
// Ventilator settings ("BiPAP 12/5", "PEEP 10/5") are pressures, not dates.
const RATIO_WORDS_BEFORE = 'beighton|bipap|cpap|bilevel|ipap|epap|peep|settings|strength|power|motor|murmur|grade[ds]?|pain|score[ds]?|scale|rated?|reflex(?:es)?|vision|acuity|tabs?|tablets?|caps?|sets?|reps?|x|ratio|fraction|dilated|effaced|station|apgars?|gcs|mmse|moca|phq|gad|mrc|ef|g|p|s';
const RATIO_BEFORE = new RegExp(`(?:\\b(?:${RATIO_WORDS_BEFORE}|of|out)|[\\d%])[ \\t:=]*$`, 'i');
// Before a month/day that is a known date or near the note's own date, "of" and "out" are no ratio ("night of 10/27",
// "staples out 10/30").
// A whole number before makes a mixed number or a ratio ("1 1/2", "2 3/4"); a decimal lab value does not ("Lead 4.1 11/6").
const STRONG_RATIO_BEFORE = new RegExp(`(?:\\b(?:${RATIO_WORDS_BEFORE})|(?<![\\d.])\\d+|%)[ \\t:=]*$`, 'i');
// "admitted on 26/8": a day over 12 first, then the month, as written outside the US; weak like any bare pair.
const ANY_DAY_MONTH = /(?<![\d\/.\-:])(3[01]|2\d|1[3-9])\/(1[0-2]|0?[1-9])(?![\d\/]|\.\d)/g;
const ANY_MONTH_DAY = /(?<![\d\/.\-:])(1[0-2]|0?[1-9])\/(3[01]|[12]\d|0?[1-9])(?![\d\/]|\.\d)/g;
// A dosing frequency after it makes it a strength ("ethinyl estradiol 1/20 daily").
const RATIO_WORDS_AFTER = '(?:(?:daily|bid|tid|qid|qhs|qam|qpm|prn)\\b|reps?|sets?|tabs?|tablets?|caps?|pain|strength|score|scale|x\\b|(?:inch|inches|cm|mm|ft|feet|cups?|tsp|tbsp|strength|dose|teaspoons?)\\b|[a-z]*[ \\t]*(?:mg|mcg|ml|mmHg)\\b)';
const RATIO_AFTER = new RegExp(`^[ \\t]*(?:${RATIO_WORDS_AFTER}|on\\b|of\\b)`, 'i');
// A month/day that is a known date needs stronger evidence of a ratio: "dx'd 9/22 on outpatient abx" is the date.
const STRONG_RATIO_AFTER = new RegExp(`^[ \\t]*${RATIO_WORDS_AFTER}`, 'i');
const NUMERIC_RANGE = /(?<![\d.\/-])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})[ \t]?[-–][ \t]?(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d\/])/g;
const BIRTH_YEAR = /\b(?:born(?:[ \t]+in)?|DOB:?|birth[ \t]+year:?|year of birth:?)[ \t]+(\d{4})\b/gi;
const UNIT_AFTER = /^\s*(?:mg|mcg|g|ml|mL|units?|%|mmHg|bpm|x\b)/;
// A lot's expiry ("lot LL7723, exp 05/2027") is the vaccine's, not the patient's.
// A vaccine information statement's edition date ("VIS 08/06/2024") is the leaflet's.
// A vial's discard date, a beyond-use date, an equipment's calibration, hydrostatic test or inspection date are the
// equipment's as well ("opened 11/01, discard 12/01", "hydro test date 03/2021", "cal due 06/2027").
const EXPIRY_BEFORE = /\b(?:exp(?:iry|ires|iration)?|use[ \t]+by|best[ \t]+before|discard(?:[ \t]+(?:by|on|after))?|BUD|beyond[ \t]+use|hydro(?:static)?[ \t]+test|cal(?:ibration)?[ \t]+due|calibrated|next[ \t]+(?:PM|calibration|inspection)|inspection|VIS(?:[ \t]+(?:edition|date|dated|ed\.?))?)(?:[ \t]+date)?\.?[ \t]*[:#=]?[ \t]*$/i;
const BIRTH_CUE_BEFORE = /\b(?:DOB|D\.O\.B\.?|born|birth(?:[ \t]*date|day)?|b\.)[ \t]*[:#=]?[ \t]*$/i;
// A weekday in front of the date goes with it ("Tue 03/11/2025", "Thursday, March 6").
// Spanish weekdays in full and shortened ("jue 5 nov"): only in front of a date.
// French and Haitian Creole weekdays too ("jeudi le 3 décembre", "mer. 2 déc. 2026", "madi 1 desanm"); the French
// short forms only with their dot, and not those that are English words or names with one ("Lights dim.", "Sam.").
const WEEKDAY_BEFORE = /(?:\b(?:Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)(?:day|nesday|sday|rsday|urday)?\.?|(?<!\p{L})(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lun|mi[ée]|jue|vie|s[áa]b|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:lun|mer|jeu|ven)\.|lendi|madi|m[èe]kredi|jedi|vandredi|samdi|dimanch))\.?,?[ \t]+(?:le[ \t]+)?$/iu;
// "AM", "p.m.", "a. m." (Spanish): after a clock time, and never the initial of a name that follows ("9:00 A. Morales").
const MERIDIEM = String.raw`(?:[ \t]*[AaPp](?:\.[ \t]?)?[Mm](?:\.|(?![\p{L}\d]))|[AaPp](?![\p{L}\d]))`;
const CLOCK_TIME = String.raw`(?:[01]?\d|2[0-3]):[0-5]\d`;
const CLOCK = String.raw`(?:${CLOCK_TIME}(?::[0-5]\d)?(?:\.\d+)?${MERIDIEM}?|(?:[01]\d|2[0-3])[0-5]\d(?:[ \t]*h(?:rs?)?\b)?)`;
const CLOCK_RANGE_END = String.raw`(?:[ \t]*(?:-|–|—|to|a|à)[ \t]*(?:${CLOCK_TIME}${MERIDIEM}?|(?:[01]\d|2[0-3])[0-5]\d)(?![\d:]))?`;
// What a clock time is not followed by: a dose, a volume, a rate ("1200 to 1500 cc", "0800-1000 kcal"), right after it
// ("16:20   cc: Dr …" is a copy's line, not a volume), and the doses of old at any distance.
const NOT_A_TIME_AFTER = String.raw`(?!\d|:\d|\/\d|\.\d|-\d|[ \t]?(?:mg|mcg|m[lL]|cc|kcal|g|L|IU|iu|mEq|mmol|mmHg|units?)(?![\p{L}:])|[ \t]*(?:mg|mcg|ml|mL|units?)(?![\p{L}])|[ \t]*(?:%|x\b))`;
// A time of day after the date goes with it: "03/09/2021 0915", "2022-11-02T16:40", "3/3/2025 4:15 PM", and the end of
// its range ("08:00–08:30", "1:30 PM-2:15 PM", "9:00 AM to 9:40 AM"). Not a year opening the next date ("1979-03-12,
// 2026-10-30": "2026" is no time of day). The first branch takes a clock time ("at 9:30", "a las 9:30", "à 20:47"); the
// second the French hour ("à 10 h 30").
const TIME_AFTER = new RegExp(String.raw`^(?:(?:T|[ \t]*,?[ \t]*(?:(?:at|around|about|a[ \t]+las?|à)[ \t]+|@[ \t]*)?(?:(?:approx(?:imately)?|about|around|circa|ca)\.?[ \t]+|~[ \t]*)?)${CLOCK}${CLOCK_RANGE_END}(?:[ \t]?(?:Z(?![\p{L}\d])|[+-]\d{2}:?\d{2}))?|[ \t]*,?[ \t]*à[ \t]+(?:[01]?\d|2[0-3])[ \t]?h(?:[ \t]?[0-5]\d)?(?![\p{L}\d]))${NOT_A_TIME_AFTER}`, 'u');
// "on the 13th.", "since the 2nd, ...": a day of the month by its ordinal, closing a clause; not "on the 3rd floor".
// "friday the 13th?": a weekday before the article says the same.
const ORDINAL_DAY = /\b(?:on|since|until|till|by|before|after|from|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)[ \t]+the[ \t]+(3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)\b(?=[ \t]*(?:[.,;:!?)]|\r?\n|$|(?:and|or|but|when|so|at|in|we|I|he|she|they|then|helped|worked|is|was|has|had)\b))/gi;
// Spanish dates: "2 de diciembre de 1968", "17 de nov", "lunes 23 de noviembre". Any form after "de"; without it only
// the lower-case forms no English word or abbreviation is spelled like (DAY_SPANISH_MONTH).
const SPANISH_MONTHS: ReadonlyArray<readonly string[]> = [
  ['enero', 'ene'], ['febrero', 'feb'], ['marzo', 'mar'], ['abril', 'abr'], ['mayo', 'may'], ['junio', 'jun'],
  ['julio', 'jul'], ['agosto', 'ago'], ['septiembre', 'setiembre', 'sep', 'sept', 'set'], ['octubre', 'oct'],
  ['noviembre', 'nov'], ['diciembre', 'dic'],
];
const SPANISH_MONTH_NUMBER = new Map<string, number>();
SPANISH_MONTHS.forEach((names, i) => names.forEach((n) => SPANISH_MONTH_NUMBER.set(n, i + 1)));
const DAY_DE_MONTH = new RegExp(`(?<![\\d.\\/:\\p{L}])(\\d{1,2})[ \\t]+de[ \\t]+(${SPANISH_MONTHS.flat().sort((a, b) => b.length - a.length).join('|')})\\.?(?:,?[ \\t]+(?:de[ \\t]+|del[ \\t]+)?(\\d{4}))?(?![\\p{L}\\d])`, 'giu');
// "30 avril 1958", "2 desanm 1981", "14 de março de 1950" read as "14 março 1950": a day, a month in French, Haitian
// Creole, Portuguese, Italian or German, and a four-digit year (required: "2 me" alone is no date).
const OTHER_MONTHS: ReadonlyArray<readonly string[]> = [
  ['janvier', 'janv', 'janvye', 'janeiro', 'gennaio', 'januar'], ['février', 'févr', 'fév', 'fevrier', 'fevriye', 'fevereiro', 'febbraio', 'februar'],
  ['mars', 'mas', 'março', 'marco', 'marzo', 'märz', 'maerz'], ['avril', 'avr', 'abril', 'aprile'], ['mai', 'me', 'maio', 'maggio'],
  ['juin', 'jen', 'junho', 'giugno', 'juni'], ['juillet', 'juil', 'jiyè', 'jiye', 'julho', 'luglio', 'juli'], ['août', 'aout', 'out', 'agosto'],
  ['septembre', 'septanm', 'setembro', 'settembre'], ['octobre', 'oktòb', 'oktob', 'outubro', 'ottobre', 'oktober'],
  ['novembre', 'novanm', 'novembro'], ['décembre', 'déc', 'decembre', 'desanm', 'dezembro', 'dicembre', 'dezember'],
];
const OTHER_MONTH_NUMBER = new Map<string, number>();
OTHER_MONTHS.forEach((names, i) => names.forEach((n) => OTHER_MONTH_NUMBER.set(n, i + 1)));
const DAY_OTHER_MONTH_YEAR = new RegExp(`(?<![\\d.\\/:\\p{L}])(\\d{1,2})[ \\t]+(?:de[ \\t]+)?(${OTHER_MONTHS.flat().sort((a, b) => b.length - a.length).join('|')})\\.?,?[ \\t]+(?:de[ \\t]+)?((?:18|19|20)\\d{2})(?![\\p{L}\\d])`, 'giu');
// "le 21 novembre", "11 novanm", "3 septembre": a day and a month with no year, for the month names no English,
// Spanish or other word is spelled like (not "mars", "mai", "me", "out", "juin", "juli", "mas"), in lower case as these
// languages write them ("Room 3 Avril Thompson" is a woman).
const UNMISTAKABLE_OTHER_MONTHS: readonly string[] = ['janvier', 'janvye', 'janeiro', 'gennaio', 'février', 'fevrier', 'fevriye', 'fevereiro',
  'febbraio', 'avril', 'aprile', 'maggio', 'giugno', 'junho', 'juillet', 'jiyè', 'julho', 'luglio', 'août', 'septembre', 'septanm', 'setembro',
  'settembre', 'octobre', 'oktòb', 'outubro', 'ottobre', 'oktober', 'novembre', 'novanm', 'novembro', 'décembre', 'decembre', 'desanm',
  'dezembro', 'dicembre', 'dezember'];
const longestFirst = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length).join('|');
const DAY_OTHER_MONTH = new RegExp(`(?<![\\d.\\/:\\p{L}])(\\d{1,2})[ \\t]+(${longestFirst(UNMISTAKABLE_OTHER_MONTHS)})(?![\\p{L}\\d])(?![ \\t]*,?[ \\t]+(?:de[ \\t]+)?\\d{4})`, 'gu');
// "mié 2 dic", "el 4 diciembre": a day and a Spanish month with no "de", in lower case, and not the forms English
// text has ("may", "mar", "jun", "sep", "oct", "nov", "feb", "jul" are English months; "ago" a word; in capitals "DIC",
// "ENE", "ABR" are clinical abbreviations; "Julio", "Abril" given names).
const ENGLISH_MONTH_FORMS = new Set(['may', 'mar', 'jun', 'jul', 'sep', 'sept', 'set', 'oct', 'nov', 'feb', 'ago', 'mayo']);
const SPANISH_ONLY_MONTHS = SPANISH_MONTHS.flat().filter((n) => !ENGLISH_MONTH_FORMS.has(n));
const DAY_SPANISH_MONTH = new RegExp(`(?<![\\d.\\/:\\p{L}])(\\d{1,2})[ \\t]+(${longestFirst(SPANISH_ONLY_MONTHS)})\\.?(?:,?[ \\t]+(?:de[ \\t]+|del[ \\t]+)?((?:18|19|20)\\d{2}))?(?![\\p{L}\\d])`, 'gu');
// "10 ноября", "5 декабря 2026": a day and a Russian month in the genitive, with or without a year (no Russian word
// is spelled like a month's genitive).
const RUSSIAN_MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const DAY_RUSSIAN_MONTH = new RegExp(`(?<![\\d.\\/:\\p{L}])(\\d{1,2})[ \\t]+(${RUSSIAN_MONTHS.join('|')})(?:[ \\t]+((?:19|20)\\d{2})(?:[ \\t]*г(?:ода|\\.)?)?)?(?![\\p{L}\\d])`, 'giu');
// "lunes 16 a las 8:00", "Monday 16": a weekday and the day of the month alone (not a time: "Tuesday 3 pm").
// Only where a date is spoken of: before an appointment's time ("a las 8:00", "at 9", "@ 10") or closing a question
// or a sentence ("Can we do Monday 16?"); a count, a score or a list of days goes on otherwise ("Monday 7, Tuesday 5").
const WEEKDAY_DAY = /(?<![\p{L}])(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday)[ \t]+(3[01]|[12]\d|0?[1-9])(?=[ \t]+(?:a[ \t]+las|at|@)[ \t]*\d|[ \t]*[?!](?:[ \t]|$)|\.(?:[ \t]+\p{Lu}|[ \t]*(?:\r?\n|$)))/giu;
// "el 20/11", "hasta el 3/12", "le 14/07": day/month after a Spanish or French article or preposition.
const ARTICLE_DAY_MONTH = /\b(?:el|al|del|desde|hasta|le|du|au)[ \t]+(3[01]|[12]\d|0?[1-9])\/(1[0-2]|0?[1-9])(?![\d\/]|\.\d)/gi;
const SHORT_DOTTED = /(?<![\d.\/-])(\d{1,2})([-.])(\d{1,2})\2(\d{2})(?!\d|[.\/-]\d)/g;

// Dates in words, as dictation gives them: "April seventh nineteen forty-one", "the seventh of April, 1941",
// "October ten, two thousand twenty-four". A cardinal day ("April nine") needs a year after it: "in April nine
// patients were seen" is no date.
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNIT_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEEN_ORDINALS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const DAY_WORDS = new Map<string, { n: number; ordinal: boolean }>();
UNITS.forEach((w, i) => DAY_WORDS.set(w, { n: i + 1, ordinal: false }));
TEENS.forEach((w, i) => DAY_WORDS.set(w, { n: i + 10, ordinal: false }));
UNIT_ORDINALS.forEach((w, i) => DAY_WORDS.set(w, { n: i + 1, ordinal: true }));
TEEN_ORDINALS.forEach((w, i) => DAY_WORDS.set(w, { n: i + 10, ordinal: true }));
DAY_WORDS.set('twenty', { n: 20, ordinal: false }).set('thirty', { n: 30, ordinal: false });
DAY_WORDS.set('twentieth', { n: 20, ordinal: true }).set('thirtieth', { n: 30, ordinal: true });
for (const [tens, base] of [['twenty', 20], ['thirty', 30]] as const) {
  UNITS.forEach((w, i) => DAY_WORDS.set(`${tens}-${w}`, { n: base + i + 1, ordinal: false }).set(`${tens} ${w}`, { n: base + i + 1, ordinal: false }));
  UNIT_ORDINALS.forEach((w, i) => DAY_WORDS.set(`${tens}-${w}`, { n: base + i + 1, ordinal: true }).set(`${tens} ${w}`, { n: base + i + 1, ordinal: true }));
}
const DAY_WORD = `((?:twenty|thirty)[ -](?:${[...UNITS, ...UNIT_ORDINALS].join('|')})|${[...DAY_WORDS.keys()].filter((k) => !/[ -]/.test(k)).sort((a, b) => b.length - a.length).join('|')})`;
const TWO_DIGIT_WORDS = `(?:(?:${Object.keys(TENS).join('|')})(?:[ -](?:${UNITS.join('|')}))?|${TEENS.join('|')}|oh[ -](?:${UNITS.join('|')}))`;
// "nineteen forty-one", "nineteen oh five", "two thousand (and) twenty-four", "twenty twenty-four"; or digits.
const YEAR_WORDS = `((?:eighteen|nineteen|twenty)[ -](?:hundred(?:[ -]and)?[ -])?${TWO_DIGIT_WORDS}|two[ -]thousand(?:(?:[ -]and)?[ -](?:${TWO_DIGIT_WORDS}|${UNITS.join('|')}))?|\\d{4})`;
const WORD_MONTH_FIRST = new RegExp(`\\b${MON}\\.?[ \\t]+(?:the[ \\t]+)?${DAY_WORD}\\b(?:,?[ \\t]+${YEAR_WORDS}\\b)?`, 'gi');
const COUNTED_BEFORE = /\b(?:first|1st|failed|attempts?|tries|try|tried|sticks?)\b[^.\n]*$/i;
// "i started it on the ninth i have some muscle ache": an ordinal day in words closing a clause, as ORDINAL_DAY.
// "the first" and "the second" are doses and episodes as often ("swelling after the second"): from "third".
const ORDINAL_WORD_DAY = new RegExp(`\\b(?:on|since|until|till|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[ \\t]+the[ \\t]+(${[...DAY_WORDS].filter(([k, v]) => v.ordinal && k !== 'first' && k !== 'second').map(([k]) => k.replace(' ', '[ \\t]')).sort((a, b) => b.length - a.length).join('|')})\\b(?=[ \\t]*(?:[.,;:!?)]|\\r?\\n|$|(?:and|or|but|when|so|at|we|i|he|she|they|then)(?=[ \\t,])))`, 'gi');
// "voice note: 10 8 2026": month, day and a four-digit year separated by single spaces, as dictation software types them.
const SPACED_NUMERIC = /(?<![\d.:\/-])(1[0-2]|0?[1-9]) (3[01]|[12]\d|0?[1-9]) ((?:19|20)\d\d)(?![\d.:\/-]|[ \t]*(?:mg|mcg|ml|units?|%|x\b))/g;
const WORD_DAY_FIRST = new RegExp(`\\b(?:the[ \\t]+)?${DAY_WORD}[ \\t]+of[ \\t]+${MON}\\b(?:,?[ \\t]+${YEAR_WORDS}\\b)?`, 'gi');

function twoDigitWords(s: string): number | null {
  const w = s.toLowerCase().split(/[ -]+/).filter((x) => x !== 'and');
  if (w[0] === 'oh') return UNITS.indexOf(w[1]!) + 1 || null;
  if (TEENS.includes(w[0]!)) return TEENS.indexOf(w[0]!) + 10;
  const tens = TENS[w[0]!];
  if (tens === undefined) return null;
  return tens + (w[1] ? UNITS.indexOf(w[1]) + 1 : 0);
}

/** "nineteen forty-one" → 1941, "two thousand five" → 2005, "1941" → 1941. */
export function yearFromWords(s: string): number | null {
  if (/^\d{4}$/.test(s)) return Number(s);
  const w = s.toLowerCase().split(/[ -]+/).filter((x) => x !== 'and' && x !== 'hundred');
  if (w[0] === 'two' && w[1] === 'thousand') {
    if (w.length === 2) return 2000;
    const rest = w.slice(2).join(' ');
    const unit = UNITS.indexOf(rest) + 1;
    return 2000 + (unit || twoDigitWords(rest) || 0);
  }
  const century = { eighteen: 1800, nineteen: 1900, twenty: 2000 }[w[0]!];
  const rest = twoDigitWords(w.slice(1).join(' '));
  return century === undefined || rest === null ? null : century + rest;
}

function dayFromWords(s: string): { n: number; ordinal: boolean } | null {
  return DAY_WORDS.get(s.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** A day of the month alone ("the 13th", "lunes 16"): a reading for every month. */
function anyMonth(d: number): DateParts[] {
  return Array.from({ length: 12 }, (_, k) => ({ m: k + 1, d }));
}

function valid(p: DateParts): boolean {
  if (p.m < 1 || p.m > 12) return false;
  if (p.d !== undefined && (p.d < 1 || p.d > 31)) return false;
  if (p.y !== undefined && !p.twoDigitYear && (p.y < 1880 || p.y > 2150)) return false;
  return true;
}

function year(text: string | undefined): Pick<DateParts, 'y' | 'twoDigitYear'> {
  if (!text) return {};
  const digits = text.replace("'", '');
  return digits.length === 2 ? { y: Number(digits), twoDigitYear: true } : { y: Number(digits) };
}

function monthOf(word: string): number | null {
  // "may" in lower case is the verb; the month is written "May".
  if (word === 'may' || word === 'mAY') return null;
  return MONTH_NUMBER.get(word.toLowerCase().replace(/\.$/, '')) ?? null;
}

// Words after which a bare month/day near a visit is a date: events, messages, moves, reports, prepositions of time.
const DATE_CUE_WORDS: ReadonlySet<string> = new Set(['back', 'phone', 'phoned', 'call', 'called', 'calls', 'death', 'died', 'handoff', 'hand-off',
  'update', 'updated', 'census', 'released', 'delivered', 'moved', 'move', 'to', 'on', 'of', 'for', 'from', 'until', 'till', 'til', 'by', 'since',
  'week', 'wk', 'f/u', 'fu', 'rtc', 'seen', 'visit', 'appt', 'returned', 'returns', 'arrived', 'admitted', 'discharged', 'transferred',
  'started', 'stopped', 'ended', 'expired', 'sent', 'faxed', 'received', 'texted', 'text', 'msg', 'message', 'note', 'report', 'log', 'board',
  'huddle', 'shift', 'meeting', 'rounds', 'booked', 'confirmed', 'cancelled', 'canceled', 'resched', 'noshow', 'no-show', 'deceased',
  'passed', 'funeral', 'surgery', 'born', 'birth', 'given', 'placed', 'removed', 'changed', 'last', 'this', 'after', 'before', 'starting',
  'hearing', 'court', 'intake', 'outreach', 'clinic', 'pickup', 'ride', 'flight', 'arrives', 'leaves', 'left', 'is', 'at', 'or', 'in', 'home',
  'status', 'exposure', 'fell', 'came', 'prenatal', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'lunes', 'martes', 'miércoles', 'miercoles', 'jueves', 'viernes',
  'sábado', 'sabado', 'domingo', 'segunda', 'terça', 'terca', 'quarta', 'quinta', 'sexta', 'el', 'la', 'dia', 'día']);
// Where a bare month/day opens a line ("11/13 — parent dropped off", "[11/08] Clinic:", "10/07: Y") or a bracket
// ("(10/16)", "(10/30, Texas Health Plano"), or follows a past participle ("started metoprolol 10/24", "biopsied 10/21").
const DATE_SLOT_BEFORE = /(?:(?:^|\n)[ \t]*(?:[-•*][ \t]*)?\[?|\([ \t]*|\b\p{L}{3,}ed(?:[ \t]+\p{L}+)?[ \t]+)$/u;
const DATE_SLOT_AFTER = /^(?:\]|[ \t]*[:)—–,]|[ \t]+[-—–][ \t])/;
// After a bare month/day: what it counts or measures ("8/24 h", "11/12 sessions", "11/14 pills", "10/12 units", "12/14
// kg"), a dose's words ("10/20 po", "qd", "film") or a result.
// "CBG log 11/14 in range", "delivered 12/25 Fx", "census 11/14 (79%)", "Intake 12/16 oz": in range, fractions, ounces, a share.
const COUNTED_AFTER = /^[ \t]*(?:\p{L}+s\b|h|hrs?|k|l|ml|mm|cm|g|cc|kg|lbs?|oz|fx|db|mcg|mg|po|qd|bid|tid|qhs|daily|once|twice|film|tab|cap|sl|im|iv|sq|correct|ok|done|complete|positive|negative|pos|neg|involved|in[ \t]+(?:range|target|goal)|\([ \t]*\d+(?:\.\d+)?[ \t]*%)/iu;
// Before it: a pair of values' label ("H/H", "I/O", "Hgb/Hct", "H&H"), a pressure, a scale's or a score's name, or what a
// pathologist counts.
// The scales and scores whose values are written as a month/day is ("Tinetti 11/28", "BIMS:\n12/15 — ...").
const SCORE_NAMES = 'tinetti|berg|braden|morse|slums|epworth|nihss|ciwa|cows|rass|barthel|katz|lawton|bims|epds|gds|pcl|audit|cage|gcs|phq|mmse|moca|gad';
const PAIR_LABEL_BEFORE = new RegExp(String.raw`(?:\b(?!f\/u\b)\p{L}+[\/&]\p{L}+|\b(?:BP|IOP|PS|nodes?|LNs?|cores?|specimens?|margins?|${SCORE_NAMES}|icr|ht|wt|va|od|os|ou))[ \t:=]*$`, 'iu');

// The cue words that date a bare month/day wherever it falls, not only near a visit: an event, a message, a move, a
// meeting, and the prepositions of time "on", "since", "until", "till"; not the other prepositions nor a word that
// also introduces a count or a measure ("in 3/5 patients", "score of 8/11", "2 to 11/12", "placed 2/3").
const CUES_DATING_NEAR_A_VISIT_ONLY = new Set(['to', 'of', 'for', 'from', 'is', 'at', 'or', 'in', 'el', 'la', 'dia', 'día', 'by', 'given',
  'changed', 'placed', 'removed', 'last', 'this', 'after', 'before', 'home', 'status', 'exposure', 'came', 'fell', 'week', 'wk', 'started',
  'stopped', 'ended']);
const CUES_DATING_ANYWHERE: ReadonlySet<string> = new Set([...DATE_CUE_WORDS].filter((w) => !CUES_DATING_NEAR_A_VISIT_ONLY.has(w)));

const SCORE_LIST_ABOVE = new RegExp(String.raw`\b(?:score|scores|trend|scale|${SCORE_NAMES})\b`, 'i');
const LIST_LINE = /^[ \t]*(?:[-•*][ \t]*)?\[?\d{1,2}\/\d{1,2}\b/;

/** The heading of the list a line opening with a month/day belongs to: the nearest line above that is no such line. */
function listHeading(text: string, start: number): string {
  const lines = text.slice(Math.max(0, start - 600), start).split('\n');
  lines.pop();
  for (let k = lines.length - 1; k >= 0; k--) if (!LIST_LINE.test(lines[k]!)) return lines[k]!;
  return '';
}
// "moved to 12/4", "rescheduled to 11/30", "pushed back to 1/6": a date the appointment moved to.
const MOVED_TO_BEFORE = /\b(?:moved|rescheduled|resched|pushed|bumped|changed|postponed|delayed)(?:[ \t]+(?:back|up|out))?[ \t]+to[ \t]+$/i;

/**
 * May a bare month/day be a date? Only after a word that dates it (DATE_CUE_WORDS) or in a date's slot
 * (DATE_SLOT_BEFORE); never a fraction ("3/8"), a score out of ten or of itself ("8/10", "10/10", "2/2", as pain,
 * monofilament sites and "secondary to" write them), a pair's value, a count of something, or a number with a letter
 * joined to it ("T11/12"). 'anywhere' after an event's word (CUES_DATING_ANYWHERE), a move ("moved to 12/4") or
 * opening a line under no score's heading; 'near-visit' otherwise (a date only within 45 days of a visit).
 */
function bareDate(text: string, start: number, end: number, month: number, day: number): 'near-visit' | 'anywhere' | undefined {
  const after = text.slice(end, end + 12);
  // Only after a word that dates what follows ("back 11/24", "Phone 11/9:", "moved to 12/4", "handoff 11/10"): not a
  // drug's strength ("Vytorin 10/20"), a measure or a count, whatever their words.
  const before = /([\p{L}\/-]+)[ \t:,]*$/u.exec(text.slice(Math.max(0, start - 24), start))?.[1]?.toLowerCase();
  const lead = text.slice(Math.max(0, start - 32), start);
  const slot = DATE_SLOT_BEFORE.test(lead) && (!/\($|^\[?$|\n[ \t]*(?:[-•*][ \t]*)?\[?$/.test(lead) || DATE_SLOT_AFTER.test(after))
    && !(/\p{L}ed(?:[ \t]+\p{L}+)?[ \t]+$/u.test(lead) && /(?:dosed|based|sized|rated|scored|graded|dilated|effaced|estimated|measured|corrected)(?:[ \t]+\p{L}+)?[ \t]+$/iu.test(lead))
    // "Strength (11/12) ok", "nodes (11/12) positive": in a bracket, what stands around the bracket decides.
    && !(/\([ \t]*$/.test(lead) && (STRONG_RATIO_BEFORE.test(lead.replace(/[ \t]*\([ \t]*$/, '')) || PAIR_LABEL_BEFORE.test(lead.replace(/[ \t]*\([ \t]*$/, ''))
      || COUNTED_AFTER.test(text.slice(end, end + 16).replace(/^[ \t]*\)/, ''))));
  if (!slot && (!before || !DATE_CUE_WORDS.has(before))) return undefined;
  // Opening a line only when the list's heading names no score or scale whose values the lines list ("BIMS:\n12/15 —
  // ...\n11/30 — ..."): the first line above that opens with no month/day.
  const anywhere = (before && CUES_DATING_ANYWHERE.has(before)) || MOVED_TO_BEFORE.test(lead)
    || (/(?:^|\n)[ \t]*(?:[-•*][ \t]*)?\[?$/.test(lead) && DATE_SLOT_AFTER.test(after) && !SCORE_LIST_ABOVE.test(listHeading(text, start)));
  const ok = !(month < day && day <= 8) && !/\p{L}$/u.test(text.slice(Math.max(0, start - 1), start)) && !PAIR_LABEL_BEFORE.test(text.slice(Math.max(0, start - 16), start)) && !(day === 10 && month <= 10) && month !== day && !RATIO_AFTER.test(after) && !COUNTED_AFTER.test(after);
  return ok ? (anywhere ? 'anywhere' : 'near-visit') : undefined;
}

/** Every date-like range with its possible readings (03/04/1956 is both 4 March and 3 April). */
export function findDates(text: string): DateMatch[] {
  const out: DateMatch[] = [];
  const add = (start: number, end: number, readings: DateParts[]) => {
    const ok = readings.filter(valid);
    if (ok.length && !UNIT_AFTER.test(text.slice(end, end + 8))) out.push({ start, end, readings: ok });
  };
  for (const m of text.matchAll(ISO)) add(m.index, m.index + m[0].length, [{ y: Number(m[1]), m: Number(m[3]), d: Number(m[4]) }]);
  for (const m of text.matchAll(NUMERIC)) {
    const a = Number(m[1]), b = Number(m[3]);
    const y = year(m[4]);
    // "5-10-15" is a titration, not a date: short dash or dot forms need a four-digit year.
    if (m[2] !== '/' && m[4]!.length === 2 && m[1]!.length === 1 && m[3]!.length === 1) continue;
    add(m.index, m.index + m[0].length, [{ ...y, m: a, d: b }, { ...y, m: b, d: a }]);
  }
  for (const m of text.matchAll(MONTH_FIRST)) {
    const month = monthOf(m[1]!);
    if (month) add(m.index, m.index + m[0].length, [{ ...year(m[3]), m: month, d: Number(m[2]) }]);
  }
  // "born Oct 10th, 83", "DOB: October 10, 83": a bare two-digit year only after a birth cue.
  for (const m of text.matchAll(MONTH_DAY_SHORT_YEAR)) {
    const month = monthOf(m[1]!);
    if (month && BIRTH_CUE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) {
      add(m.index, m.index + m[0].length, [{ y: Number(m[3]), twoDigitYear: true, m: month, d: Number(m[2]) }]);
    }
  }
  for (const m of text.matchAll(DAY_FIRST)) {
    const month = monthOf(m[2]!);
    if (month) add(m.index, m.index + m[0].length, [{ ...year(m[3] ?? m[4]), m: month, d: Number(m[1]) }]);
  }
  for (const re of [WORD_MONTH_FIRST, WORD_DAY_FIRST]) {
    for (const m of text.matchAll(re)) {
      const [monthText, dayText] = re === WORD_MONTH_FIRST ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
      const month = monthOf(monthText);
      const day = dayFromWords(dayText);
      const y = m[3] ? yearFromWords(m[3]) : null;
      if (!month || !day || (!day.ordinal && y === null)) continue;
      add(m.index, m.index + m[0].length, [{ ...(y === null ? {} : { y }), m: month, d: day.n }]);
    }
  }
  // The rarer grammars run only when the text holds what they need (an ordinal, " de ", a slash).
  const ordinals = /\d(?:st|nd|rd|th)\b/i.test(text);
  for (const m of ordinals ? text.matchAll(ORDINAL_DAY) : []) {
    // "Failed first IV; on the 2nd was successful": after a first try or a dose the ordinal counts them.
    if (COUNTED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const start = m.index + m[0].length - m[0].replace(/^.*?the[ \t]+/i, '').length;
    add(start, m.index + m[0].length, anyMonth(Number(m[1])));
  }
  for (const m of /\bthe[ \t]+[a-z]/i.test(text) ? text.matchAll(ORDINAL_WORD_DAY) : []) {
    const day = dayFromWords(m[1]!);
    const start = m.index + m[0].length - m[1]!.length;
    if (day) add(start, m.index + m[0].length, anyMonth(day.n));
  }
  for (const m of /[\u0400-\u04ff]/.test(text) ? text.matchAll(DAY_RUSSIAN_MONTH) : []) {
    add(m.index, m.index + m[0].length, [{ ...(m[3] ? { y: Number(m[3]) } : {}), m: RUSSIAN_MONTHS.indexOf(m[2]!.toLowerCase()) + 1, d: Number(m[1]) }]);
  }
  for (const m of text.matchAll(WEEKDAY_DAY)) {
    const start = m.index + m[0].length - m[1]!.length;
    add(start, m.index + m[0].length, anyMonth(Number(m[1])));
  }
  for (const m of text.matchAll(SPACED_NUMERIC)) add(m.index, m.index + m[0].length, [{ y: Number(m[3]), m: Number(m[1]), d: Number(m[2]) }]);
  for (const m of text.includes(' de ') ? text.matchAll(DAY_DE_MONTH) : []) {
    const month = SPANISH_MONTH_NUMBER.get(m[2]!.toLowerCase());
    if (month) add(m.index, m.index + m[0].length, [{ ...year(m[3]), m: month, d: Number(m[1]) }]);
  }
  for (const m of text.matchAll(DAY_OTHER_MONTH_YEAR)) {
    const month = OTHER_MONTH_NUMBER.get(m[2]!.toLowerCase());
    if (month) add(m.index, m.index + m[0].length, [{ y: Number(m[3]), m: month, d: Number(m[1]) }]);
  }
  for (const m of text.matchAll(DAY_OTHER_MONTH)) {
    const month = OTHER_MONTH_NUMBER.get(m[2]!.toLowerCase());
    if (month) add(m.index, m.index + m[0].length, [{ m: month, d: Number(m[1]) }]);
  }
  for (const m of text.matchAll(DAY_SPANISH_MONTH)) {
    const month = SPANISH_MONTH_NUMBER.get(m[2]!.toLowerCase());
    if (month) add(m.index, m.index + m[0].length, [{ ...year(m[3]), m: month, d: Number(m[1]) }]);
  }
  for (const m of text.includes('/') ? text.matchAll(ARTICLE_DAY_MONTH) : []) {
    const start = m.index + m[0].length - m[1]!.length - m[2]!.length - 1;
    add(start, m.index + m[0].length, [{ m: Number(m[2]), d: Number(m[1]) }, { m: Number(m[1]), d: Number(m[2]) }]);
  }
  for (const m of text.matchAll(MONTH_YEAR)) {
    const month = monthOf(m[1]!);
    if (month) add(m.index, m.index + m[0].length, [{ y: Number(m[2]), m: month }]);
  }
  for (const m of text.matchAll(MONTH_DAY_RANGE)) {
    add(m.index, m.index + m[0].length, [{ m: Number(m[1]), d: Number(m[2]) }, { m: Number(m[3]), d: Number(m[4]) }]);
  }
  for (const m of text.matchAll(MONTH_DAYS)) {
    const month = monthOf(m[1]!);
    if (month && Number(m[2]) < Number(m[3])) add(m.index, m.index + m[0].length, [{ ...year(m[4]), m: month, d: Number(m[2]) }, { ...year(m[4]), m: month, d: Number(m[3]) }]);
  }
  for (const m of text.matchAll(MONTH_SHORT_YEAR)) {
    const month = monthOf(m[1]!);
    if (month) add(m.index, m.index + m[0].length, [{ y: Number(m[2]), twoDigitYear: true, m: month }]);
  }
  for (const m of text.matchAll(MONTH_SLASH_YEAR)) add(m.index, m.index + m[0].length, [{ y: Number(m[2]), m: Number(m[1]) }]);
  for (const m of text.matchAll(CUED_MONTH_DAY_JOINED)) {
    // "on 2-3.", "until 4-6": a small range (the second number one or two more than the first) is no date.
    if (m[1] && Number(m[1]) < 10 && Number(m[2]) - Number(m[1]) >= 1 && Number(m[2]) - Number(m[1]) <= 2) continue;
    add(m.index, m.index + m[0].length, [{ m: Number(m[1] ?? m[3]), d: Number(m[2] ?? m[4]) }]);
  }
  for (const m of text.matchAll(MONTH_DAY_TIME)) {
    // "relief 4/10 -> 2/10 at 0245": a score on a small scale with "at" and a time is the time the score was taken.
    const atTime = /^[ \t]+(?:@|at)/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4));
    if (atTime && SCALE_TOPS.has(Number(m[2])) && Number(m[1]) <= Number(m[2])) continue;
    add(m.index, m.index + m[0].length, [{ m: Number(m[1]), d: Number(m[2]) }]);
  }
  for (const m of text.matchAll(CUED_MONTH_DAY)) {
    const start = m.index + m[0].length - m[1]!.length - m[2]!.length - 1;
    if (RATIO_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    add(start, m.index + m[0].length, [{ m: Number(m[1]), d: Number(m[2]) }]);
  }
  for (const m of text.matchAll(HEADING_MONTH_DAY)) {
    const start = m.index + m[0].length - m[1]!.length - m[2]!.length - 2;
    add(start, start + m[1]!.length + m[2]!.length + 1, [{ m: Number(m[1]), d: Number(m[2]) }]);
  }
  for (const m of text.matchAll(BARE_MONTH_DAY)) {
    if (RATIO_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    // "1/2", "3/4", "3/8": a fraction far more often than 2 January or 4 March.
    if (Number(m[1]) < Number(m[2]) && Number(m[2]) <= 8) continue;
    add(m.index, m.index + m[0].length, [{ m: Number(m[1]), d: Number(m[2]) }]);
  }
  // Any other month/day ("(2/25)", "from 3/18 visit"): a date only when it is a known one (weak), unless a ratio
  // word stands before or after it ("pain 9/10", "3/18 reps"). A note that states its own date ("Visit 10/20/2026")
  // makes a month/day within two months of it a date ("staples out 10/30", "CT booked for 11/2"); scores and
  // fractions ("GDS 3/15" in October, "1/2") stay.
  const noteMonths = new Set(out.filter((d) => !d.weak && d.readings[0]!.y !== undefined && d.readings[0]!.d !== undefined).map((d) => d.readings[0]!.m));
  const nearNoteDate = (month: number) => [...noteMonths].some((n) => Math.min(Math.abs(n - month), 12 - Math.abs(n - month)) <= 2);
  for (const m of text.matchAll(ANY_MONTH_DAY)) {
    if (STRONG_RATIO_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index)) || STRONG_RATIO_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    const procedure = PROCEDURE_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index));
    const month = Number(m[1]), day = Number(m[2]);
    const dated = nearNoteDate(month) && !(month < day && day <= 8) && !RATIO_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12));
    out.push({ start: m.index, end: m.index + m[0].length, readings: [{ m: month, d: day }], ...(procedure || dated ? {} : { weak: true, bare: bareDate(text, m.index, m.index + m[0].length, month, day) }) });
  }
  for (const m of text.matchAll(ANY_DAY_MONTH)) {
    if (RATIO_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index)) || RATIO_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, readings: [{ m: Number(m[2]), d: Number(m[1]) }], weak: true });
  }
  // "DOS 12/10/24-12/14/24": a range of two full dates, each its own.
  for (const m of text.matchAll(NUMERIC_RANGE)) {
    for (const [at, a, b, y] of [[m.index, m[1], m[2], m[3]], [m.index + m[0].length - m[6]!.length - m[5]!.length - m[4]!.length - 2, m[4], m[5], m[6]]] as const) {
      const year = y!.length === 2 ? { y: Number(y), twoDigitYear: true } : { y: Number(y) };
      const readings = [{ ...year, m: Number(a), d: Number(b) }, { ...year, m: Number(b), d: Number(a) }].filter(valid);
      if (readings.length) out.push({ start: at, end: at + a!.length + b!.length + y!.length + 2, readings });
    }
  }
  for (const m of text.matchAll(BIRTH_YEAR)) {
    const start = m.index + m[0].length - 4;
    out.push({ start, end: start + 4, readings: [{ y: Number(m[1]), m: 0 }] });
  }
  // "4.7.38", "5-10-15": a titration or a version as often as a date. Kept apart, as weak.
  for (const m of text.matchAll(SHORT_DOTTED)) {
    if (!(m[1]!.length === 1 && m[3]!.length === 1)) continue;
    const a = Number(m[1]), b = Number(m[3]);
    const readings = [{ y: Number(m[4]), twoDigitYear: true, m: a, d: b }, { y: Number(m[4]), twoDigitYear: true, m: b, d: a }].filter(valid);
    if (!readings.length) continue;
    const cued = BIRTH_CUE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index));
    out.push({ start: m.index, end: m.index + m[0].length, readings, ...(cued ? {} : { weak: true }) });
  }
  // "ב' אייר תשמ"ה", "ח' כסלו", "8 Adar 5696": a Hebrew calendar date, read to its civil date.
  out.push(...findHebrewDates(text));
  return out.filter((d) => !EXPIRY_BEFORE.test(text.slice(Math.max(0, d.start - 24), d.start)) && !isScoreOutOfTen(text, d))
    .map((d) => (!d.weak && isScoreShaped(text, d) ? { ...d, weak: true } : d)).map((d) => widen(text, d));
}

// "Mini-Cog 4/4", "BPP 8/8", "monofilament 9/10", "goals measurable 10/10", "pg 1/1": a month/day no larger than a
// small scale's top (n/m, n <= m, m one of the usual scale sizes) after a word that is no date cue is a score as often
// as a date. It stays a date only as a known one (weak); after a date cue ("on 3/3", "due 4/10") or a procedure
// ("Colonoscopy 5/6") it is the date.
const SCALE_TOPS = new Set([2, 3, 4, 5, 6, 8, 10]);
const DATE_CUE_BEFORE = /(?:\b(?:on|for|booked|since|from|until|till|thru|through|by|due|seen|visits?|dated?|dos|dt|last|next|of|and|or|to|before|after|starting|started|stopped|effective|returns?|rtc|f\/u|fu|appt|appointment|admitted|discharged|scheduled|sched|week|day|recheck|called|drawn|collected|mon|tue|tues|wed|thu|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|[\d,(\-–])[ \t:]*$/i;

function isScoreShaped(text: string, d: DateMatch): boolean {
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(text.slice(d.start, d.end));
  if (!m || Number(m[1]) > Number(m[2])) return false;
  const before = text.slice(Math.max(text.lastIndexOf('\n', d.start - 1) + 1, d.start - 24), d.start);
  // "pg 1/1", "page 2/3" of a fax: a page count.
  if (/\b(?:pg|pgs|page|pages)\.?[ \t:#]*$/i.test(before)) return true;
  if (!SCALE_TOPS.has(Number(m[2]))) return false;
  // "booked for 5/6 0900": a time of day after it makes it the date.
  if (/^[ \t]*(?:@|at)?[ \t]*(?:[01]?\d|2[0-3]):?[0-5]\d\b/.test(text.slice(d.end, d.end + 12))) return false;
  return /\p{L}[ \t:]*$/u.test(before) && !DATE_CUE_BEFORE.test(before) && !PROCEDURE_BEFORE.test(before);
}

// "Pain 5/10, improved from 8/10", "PAIN IN BACK AND BOTH LEGS 9/10": in a pain or score clause, n/10 is a score.
const SCORE_CLAUSE_BEFORE = /\b(?:pain|score[ds]?|scale|rated?|severity|intensity)\b[^.\n;]{0,40}$/i;

function isScoreOutOfTen(text: string, d: DateMatch): boolean {
  return /^\d{1,2}\/10$/.test(text.slice(d.start, d.end)) && SCORE_CLAUSE_BEFORE.test(text.slice(Math.max(0, d.start - 48), d.start));
}

const ORDINAL_START = new RegExp(`^(?:\\d{1,2}(?:st|nd|rd|th)|(?:(?:twenty|thirty)[ \\t-])?(?:${UNIT_ORDINALS.join('|')})|${TEEN_ORDINALS.join('|')}|twentieth|thirtieth)\\b`, 'i');

/** Takes in a weekday before the date and a time of day after it. */
function widen(text: string, d: DateMatch): DateMatch {
  let { start, end } = d;
  const before = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 16), start));
  if (before) start -= before[0].length;
  // "the 3rd of March", "on the ninth": the article goes with an ordinal day, and a weekday before it ("friday the 13th").
  else if (ORDINAL_START.test(text.slice(start, start + 14))) {
    const article = /\bthe[ \t]+$/i.exec(text.slice(Math.max(0, start - 5), start));
    if (article) {
      start -= article[0].length;
      start -= WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 16), start))?.[0].length ?? 0;
    }
  }
  const after = TIME_AFTER.exec(text.slice(end, end + 40));
  if (after && d.readings.some((r) => r.d !== undefined)) end += after[0].length;
  return start === d.start && end === d.end ? d : { ...d, start, end };
}

export interface KnownDate { readonly y: number; readonly m: number; readonly d: number }

export function parseIsoDate(iso: string): KnownDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  return m ? { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } : null;
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
function dayOfYear(month: number, day: number): number {
  return DAYS_BEFORE_MONTH[month - 1]! + day;
}

/**
 * Known dates as hashed keys of every partial form a reading can state (year-month-day, two-digit year, month-day,
 * year-month, year alone), so a lookup costs the same for one patient as for a roster of 10,000 birth dates.
 * The subject patient's dates answer every form; other patients' birth dates only a full date with its year (a
 * bare "10/08" or "5.10.15" matches someone's birthday in any large clinic and says nothing).
 */
export class KnownDateIndex {
  readonly #any = new Set<string>();
  readonly #full = new Set<string>();
  get size(): number {
    return this.#full.size;
  }

  add(k: KnownDate, allForms: boolean): void {
    this.#full.add(`${k.y}-${k.m}-${k.d}`);
    this.#full.add(`'${k.y % 100}-${k.m}-${k.d}`);
    if (!allForms) return;
    for (const key of [`${k.y}-${k.m}-${k.d}`, `'${k.y % 100}-${k.m}-${k.d}`, `-${k.m}-${k.d}`, `${k.y}-${k.m}-`, `'${k.y % 100}-${k.m}-`, `y${k.y}`]) this.#any.add(key);
  }

  readonly #visitDays: number[] = [];
  /** A visit: a bare month/day within 45 days of it, either side, is read as a date (nearVisit). */
  addVisit(k: KnownDate): void {
    this.#visitDays.push(dayOfYear(k.m, k.d));
  }

  /** Is a month/day (no year) within 45 days of a visit's, across the turn of a year too? */
  nearVisit(readings: readonly DateParts[]): boolean {
    return readings.some((r) => r.y === undefined && r.d !== undefined
      && this.#visitDays.some((v) => { const gap = Math.abs(v - dayOfYear(r.m, r.d!)); return Math.min(gap, 365 - gap) <= 45; }));
  }

  /** Does one reading of a match agree with a known date on every part it states? */
  matches(readings: readonly DateParts[]): boolean {
    return readings.some((r) => {
      if (r.m === 0) return this.#any.has(`y${r.y}`); // a birth year alone
      if (r.d === undefined && r.y === undefined) return false;
      const y = r.y === undefined ? '' : r.twoDigitYear ? `'${r.y}` : String(r.y);
      const key = `${y}-${r.m}-${r.d ?? ''}`;
      return this.#any.has(key) || (r.y !== undefined && r.d !== undefined && this.#full.has(key));
    });
  }
}

/** Does one reading of a match agree with a known date on every part it states? */
export function matchesKnown(readings: readonly DateParts[], known: readonly KnownDate[]): boolean {
  const index = new KnownDateIndex();
  for (const k of known) index.add(k, true);
  return index.matches(readings);
}

/** Compact digit forms (19560314, 03141956, 14031956, 031456) of known dates: matched only for known dates. */
export function compactForms(k: KnownDate): string[] {
  const mm = String(k.m).padStart(2, '0');
  const dd = String(k.d).padStart(2, '0');
  const yy = String(k.y % 100).padStart(2, '0');
  return [`${k.y}${mm}${dd}`, `${mm}${dd}${k.y}`, `${dd}${mm}${k.y}`, `${mm}${dd}${yy}`];
}
