// Hebrew calendar dates, as Orthodox Jewish families and their clinicians write them beside the civil date: in Hebrew
// letters ("ב' אייר תשמ"ה", "ח' כסלו", "כ"ט חשון") or transliterated ("8 Adar 5696", "14 Kislev 5787"). A date of
// birth or of a visit written this way identifies as much as its civil form, so each is read to the civil date(s) it
// names, with the platform's own calendar (ICU's Hebrew calendar through Intl), to be matched against the known dates.
import type { DateMatch, DateParts } from './dates.js';

// Gershayim and geresh as typed: the Hebrew marks or the ASCII quotes.
const MARKS = `'"׳״’`;
const A_MARK = new RegExp(`[${MARKS}]`);
const EVERY_MARK = new RegExp(`[${MARKS}]`, 'g');
const HEBREW_LETTER_VALUES: Readonly<Record<string, number>> = {
  א: 1, ב: 2, ג: 3, ד: 4, ה: 5, ו: 6, ז: 7, ח: 8, ט: 9, י: 10, כ: 20, ך: 20, ל: 30, מ: 40, ם: 40, נ: 50, ן: 50, ס: 60, ע: 70,
  פ: 80, ף: 80, צ: 90, ץ: 90, ק: 100, ר: 200, ש: 300, ת: 400,
};
// Hebrew month names (with the prefix ב, "in", that dates often carry) and the names ICU gives them in English.
const HEBREW_MONTHS: ReadonlyArray<readonly [string, string]> = [
  ['תשרי', 'Tishri'], ['מרחשוון', 'Heshvan'], ['מרחשון', 'Heshvan'], ['חשוון', 'Heshvan'], ['חשון', 'Heshvan'], ['כסליו', 'Kislev'],
  ['כסלו', 'Kislev'], ['טבת', 'Tevet'], ['שבט', 'Shevat'], ['אדר א', 'Adar I'], ['אדר ב', 'Adar II'], ['אדר', 'Adar'], ['ניסן', 'Nisan'],
  ['אייר', 'Iyar'], ['סיוון', 'Sivan'], ['סיון', 'Sivan'], ['תמוז', 'Tamuz'], ['אב', 'Av'], ['אלול', 'Elul'],
];
const LATIN_MONTHS: ReadonlyArray<readonly [string, string]> = [
  ['Tishrei', 'Tishri'], ['Tishri', 'Tishri'], ['Marcheshvan', 'Heshvan'], ['Mar-Cheshvan', 'Heshvan'], ['Marheshvan', 'Heshvan'], ['Cheshvan', 'Heshvan'],
  ['Heshvan', 'Heshvan'], ['Kislev', 'Kislev'], ['Tevet', 'Tevet'], ['Teves', 'Tevet'], ['Shevat', 'Shevat'], ['Shvat', 'Shevat'], ["Sh'vat", 'Shevat'],
  ['Adar I', 'Adar I'], ['Adar II', 'Adar II'], ['Adar 1', 'Adar I'], ['Adar 2', 'Adar II'], ['Adar Aleph', 'Adar I'], ['Adar Bet', 'Adar II'],
  ['Adar Rishon', 'Adar I'], ['Adar Sheni', 'Adar II'], ['Adar Beis', 'Adar II'], ['Adar', 'Adar'], ['Nisan', 'Nisan'],
  ['Iyar', 'Iyar'], ['Iyyar', 'Iyar'], ['Sivan', 'Sivan'], ['Tammuz', 'Tamuz'], ['Tamuz', 'Tamuz'], ['Elul', 'Elul'],
];
const byLength = <T extends readonly [string, string]>(list: readonly T[]) => [...list].sort((a, b) => b[0].length - a[0].length);
const HEBREW_MONTH_OF = new Map(HEBREW_MONTHS.map(([h, e]) => [h, e]));
const LATIN_MONTH_OF = new Map(LATIN_MONTHS.map(([l, e]) => [l.toLowerCase(), e]));
// A date that reads to no civil day (the calendar's 30th of a 29-day month, or no Hebrew calendar in this build): still
// a date, matched against no known one.
const NO_CIVIL_READING: DateParts = { y: 0, m: 1, d: 1 };

// A day in Hebrew numerals (one or two letters), the month (after an optional ב), an optional year in letters (with its
// gershayim: "תשפ\"ז") or digits. The day needs its geresh or gershayim, the month's ב or a year: "זה אב לשלושה" ("a
// father of three") is no date.
const HEBREW_NUMERAL = `[א-ל](?:[${MARKS}]?[א-ט])?[${MARKS}]?`;
const HEBREW_YEAR = `ה?[${MARKS}]?ת[א-ת]{0,3}[${MARKS}][א-ת]|5\\d{3}`;
const HEBREW_DATE = new RegExp(
  `(?<![\\p{L}])(${HEBREW_NUMERAL})[ \\t]+(ב?)(${byLength(HEBREW_MONTHS).map(([h]) => h.replace(' ', `[ \\t]+`) + (h.startsWith('אדר ') ? `[${MARKS}]?` : '')).join('|')})`
  + `(?![\\p{L}])(?:,?[ \\t]+(${HEBREW_YEAR})(?![\\p{L}\\d]))?`, 'gu');
// "8 Adar 5696", "14 Kislev", "Kislev 14, 5787" (month first only with its year: "Sivan 3 kids", "Adar 2 tablets" are
// no dates); Av only with a year of the Hebrew era ("AV 3" is a heart's node).
const LATIN_NAMES = byLength(LATIN_MONTHS).map(([l]) => l.replace(' ', '[ \\t]+')).join('|');
const LATIN_DAY_MONTH = new RegExp(`(?<![\\p{L}\\d.\\/])(\\d{1,2})(?:st|nd|rd|th)?[ \\t]+(?:of[ \\t]+)?(${LATIN_NAMES}|Av(?=,?[ \\t]+5\\d{3}\\b))(?![\\p{L}])(?:,?[ \\t]+(5\\d{3})(?!\\d))?`, 'giu');
const LATIN_MONTH_DAY = new RegExp(`(?<![\\p{L}])(${LATIN_NAMES})[ \\t]+(\\d{1,2})(?:st|nd|rd|th)?,?[ \\t]+(5\\d{3})(?!\\d)`, 'giu');

function hebrewNumber(written: string): number {
  let n = 0;
  for (const ch of written) n += HEBREW_LETTER_VALUES[ch] ?? 0;
  return n;
}

const FORMAT = new Intl.DateTimeFormat('en-u-ca-hebrew', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
// A build of Node without ICU's Hebrew calendar falls back to the Gregorian one without a word: checked once (the
// first of Tishri 5787 is 12 September 2026). Without it Hebrew dates are still found, only not read to civil ones.
const HEBREW_CALENDAR = FORMAT.resolvedOptions().calendar === 'hebrew'
  && FORMAT.formatToParts(new Date(Date.UTC(2026, 8, 12))).some((p) => p.type === 'year' && p.value === '5787');
// Hebrew year -> "Month|day" -> the civil date; built on first use for the years a text names (about 1.5 ms a year).
const YEARS = new Map<number, Map<string, DateParts>>();

function civilDates(hebrewYear: number): Map<string, DateParts> {
  let days = YEARS.get(hebrewYear);
  if (days) return days;
  days = new Map();
  // The Hebrew year opens in September or October of civil year hebrewYear - 3761 and lasts up to 385 days.
  const from = Date.UTC(hebrewYear - 3761, 7, 1);
  for (let k = 0; k < 440; k++) {
    const at = new Date(from + k * 86_400_000);
    const parts = FORMAT.formatToParts(at);
    if (Number(parts.find((p) => p.type === 'year')?.value) !== hebrewYear) continue;
    days.set(`${parts.find((p) => p.type === 'month')?.value}|${parts.find((p) => p.type === 'day')?.value}`,
      { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate() });
  }
  YEARS.set(hebrewYear, days);
  return days;
}

function dayOf(year: number, month: string, day: number): DateParts | undefined {
  const days = civilDates(year);
  // Adar in a leap year is Adar II; Adar I or II in a common year is Adar.
  return days.get(`${month}|${day}`) ?? (month === 'Adar' ? days.get(`Adar II|${day}`) : month.startsWith('Adar ') ? days.get(`Adar|${day}`) : undefined);
}

/**
 * The civil readings of a Hebrew day and month: of the year given, or (none given or none plausible) month and day in
 * 5786 and 5787; a day the calendar does not have, or a build without the Hebrew calendar, gives NO_CIVIL_READING.
 */
function readingsOf(month: string, day: number, year: number | undefined): DateParts[] {
  if (day < 1 || day > 30) return [];
  if (!HEBREW_CALENDAR) return [NO_CIVIL_READING];
  if (year !== undefined && year >= 5600 && year <= 5900) {
    const hit = dayOf(year, month, day);
    return [hit ?? NO_CIVIL_READING];
  }
  const readings = [5786, 5787].flatMap((y) => {
    const hit = dayOf(y, month, day);
    return hit ? [{ m: hit.m, d: hit.d }] : [];
  });
  return readings.length ? readings : [NO_CIVIL_READING];
}

/** Every Hebrew calendar date in the text, with the civil date(s) it reads as; overlapping readings keep the longest. */
export function findHebrewDates(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  if (/[א-ת]/.test(text)) {
    for (const m of text.matchAll(HEBREW_DATE)) {
      const marked = A_MARK.test(m[1]!);
      if (!marked && !m[2] && !m[4]) continue;
      const month = HEBREW_MONTH_OF.get(m[3]!.replace(/[ \t]+/, ' ').replace(EVERY_MARK, ''));
      const day = hebrewNumber(m[1]!);
      const year = m[4] ? (/^\d/.test(m[4]) ? Number(m[4]) : 5000 + hebrewNumber(m[4].replace(/^ה/, ''))) : undefined;
      const readings = month ? readingsOf(month, day, year) : [];
      if (readings.length) found.push({ start: m.index, end: m.index + m[0].length, readings });
    }
  }
  if (/(?:Tish|heshvan|Kislev|Teve|Sh['’]?[ev]*at|Adar|Nisan|Iy+ar|Sivan|Tam+uz|Elul|\bAv\b)/i.test(text)) {
    for (const m of text.matchAll(LATIN_DAY_MONTH)) {
      const readings = readingsOf(LATIN_MONTH_OF.get(m[2]!.replace(/[ \t]+/, ' ').toLowerCase()) ?? 'Av', Number(m[1]), m[3] ? Number(m[3]) : undefined);
      if (readings.length) found.push({ start: m.index, end: m.index + m[0].length, readings });
    }
    for (const m of text.matchAll(LATIN_MONTH_DAY)) {
      const month = LATIN_MONTH_OF.get(m[1]!.replace(/[ \t]+/, ' ').toLowerCase());
      const readings = month ? readingsOf(month, Number(m[2]), Number(m[3])) : [];
      if (readings.length) found.push({ start: m.index, end: m.index + m[0].length, readings });
    }
  }
  // "12 Adar 12 Adar ...": a day-first and a month-first reading may share words; the longer one stands.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: DateMatch[] = [];
  for (const d of found) if (!out.length || d.start >= out[out.length - 1]!.end) out.push(d);
  return out;
}
