// Hebrew calendar dates, as Orthodox Jewish families and their clinicians write them beside the civil date: in Hebrew
// letters ("ב' אייר תשמ"ה", "ח' כסלו", "כ"ט חשון") or transliterated ("8 Adar 5696", "14 Kislev 5787"). A date of
// birth or of a visit written this way identifies as much as its civil form, so each is read to the civil date(s) it
// names, with the platform's own calendar (ICU's Hebrew calendar through Intl), to be matched against the known dates.
import type { DateParts } from './dates.js';

// Gershayim and geresh as typed: the Hebrew marks or the ASCII quotes.
const MARKS = `'"׳״’`;
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
  ['Tishrei', 'Tishri'], ['Tishri', 'Tishri'], ['Marcheshvan', 'Heshvan'], ['Marheshvan', 'Heshvan'], ['Cheshvan', 'Heshvan'],
  ['Heshvan', 'Heshvan'], ['Kislev', 'Kislev'], ['Tevet', 'Tevet'], ['Teves', 'Tevet'], ['Shevat', 'Shevat'], ['Shvat', 'Shevat'],
  ['Adar I', 'Adar I'], ['Adar II', 'Adar II'], ['Adar Aleph', 'Adar I'], ['Adar Bet', 'Adar II'], ['Adar', 'Adar'], ['Nisan', 'Nisan'],
  ['Nissan', 'Nisan'], ['Iyar', 'Iyar'], ['Iyyar', 'Iyar'], ['Sivan', 'Sivan'], ['Tammuz', 'Tamuz'], ['Tamuz', 'Tamuz'], ['Elul', 'Elul'],
];
const byLength = <T extends readonly [string, string]>(list: readonly T[]) => [...list].sort((a, b) => b[0].length - a[0].length);
const HEBREW_MONTH_OF = new Map(HEBREW_MONTHS.map(([h, e]) => [h, e]));
const LATIN_MONTH_OF = new Map(LATIN_MONTHS.map(([l, e]) => [l.toLowerCase(), e]));

// A day in Hebrew numerals (one or two letters, marked), the month (after an optional ב), an optional year in letters.
const HEBREW_NUMERAL = `[א-ל][${MARKS}]?[א-ט]?[${MARKS}]?`;
const HEBREW_DATE = new RegExp(
  `(?<![\\p{L}])(${HEBREW_NUMERAL})[ \\t]+ב?(${byLength(HEBREW_MONTHS).map(([h]) => h.replace(' ', `[ \\t]+`) + (h.startsWith('אדר ') ? `[${MARKS}]?` : '')).join('|')})`
  + `(?![\\p{L}])(?:[ \\t]+(ה?[${MARKS}]?ת[א-ת${MARKS}]{1,5}))?`, 'gu');
// "8 Adar 5696", "14 Kislev", "Kislev 14, 5787": Av only with a year of the Hebrew era ("AV 3" is a heart's node).
const LATIN_NAMES = byLength(LATIN_MONTHS).map(([l]) => l.replace(' ', '[ \\t]+')).join('|');
const LATIN_DAY_MONTH = new RegExp(`(?<![\\p{L}\\d.\\/])(\\d{1,2})(?:st|nd|rd|th)?[ \\t]+(?:of[ \\t]+)?(${LATIN_NAMES}|Av(?=,?[ \\t]+5\\d{3}\\b))(?![\\p{L}])(?:,?[ \\t]+(5\\d{3}))?`, 'gu');
const LATIN_MONTH_DAY = new RegExp(`(?<![\\p{L}])(${LATIN_NAMES})[ \\t]+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d\\p{L}])(?:,?[ \\t]+(5\\d{3}))?`, 'gu');

function hebrewNumber(written: string): number {
  let n = 0;
  for (const ch of written) n += HEBREW_LETTER_VALUES[ch] ?? 0;
  return n;
}

const FORMAT = new Intl.DateTimeFormat('en-u-ca-hebrew', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
// Hebrew year -> "Month|day" -> the civil date; built on first use for the years a text names (about 1.5 ms a year).
const YEARS = new Map<number, Map<string, DateParts>>();

function civilDates(hebrewYear: number): Map<string, DateParts> {
  let days = YEARS.get(hebrewYear);
  if (days) return days;
  days = new Map();
  // The Hebrew year opens in September or October of civil year hebrewYear - 3761.
  const from = Date.UTC(hebrewYear - 3761, 7, 20);
  for (let k = 0; k < 400; k++) {
    const at = new Date(from + k * 86_400_000);
    const parts = FORMAT.formatToParts(at);
    if (Number(parts.find((p) => p.type === 'year')?.value) !== hebrewYear) continue;
    days.set(`${parts.find((p) => p.type === 'month')?.value}|${parts.find((p) => p.type === 'day')?.value}`,
      { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate() });
  }
  YEARS.set(hebrewYear, days);
  return days;
}

/** The civil readings of a Hebrew day and month: of the year given, or (none given) month and day in 5786 and 5787. */
function readingsOf(month: string, day: number, year: number | undefined): DateParts[] {
  if (day < 1 || day > 30) return [];
  if (year !== undefined) {
    if (year < 5600 || year > 5900) return [];
    const hit = civilDates(year).get(`${month}|${day}`) ?? (month === 'Adar' ? civilDates(year).get(`Adar II|${day}`) : undefined);
    return hit ? [hit] : [];
  }
  return [5786, 5787].flatMap((y) => {
    const hit = civilDates(y).get(`${month}|${day}`) ?? (month === 'Adar' ? civilDates(y).get(`Adar II|${day}`) : undefined);
    return hit ? [{ m: hit.m, d: hit.d }] : [];
  });
}

export interface HebrewDate { readonly start: number; readonly end: number; readonly readings: readonly DateParts[] }

/** Every Hebrew calendar date in the text, with the civil date(s) it reads as. */
export function findHebrewDates(text: string): HebrewDate[] {
  const out: HebrewDate[] = [];
  if (/[א-ת]/.test(text)) {
    for (const m of text.matchAll(HEBREW_DATE)) {
      const monthKey = m[2]!.replace(/[ \t]+/, ' ').replace(new RegExp(`[${MARKS}]`, 'g'), '');
      const month = HEBREW_MONTH_OF.get(monthKey);
      const day = hebrewNumber(m[1]!);
      const year = m[3] ? 5000 + hebrewNumber(m[3].replace(/^ה/, '')) : undefined;
      const readings = month ? readingsOf(month, day, year) : [];
      if (readings.length) out.push({ start: m.index, end: m.index + m[0].length, readings });
    }
  }
  if (/(?:Tish|heshvan|Kislev|Teve|Sh[ev]*at|Adar|Nis+an|Iy+ar|Sivan|Tam+uz|Elul|\bAv\b)/i.test(text)) {
    for (const m of text.matchAll(LATIN_DAY_MONTH)) {
      const readings = readingsOf(LATIN_MONTH_OF.get(m[2]!.replace(/[ \t]+/, ' ').toLowerCase()) ?? 'Av', Number(m[1]), m[3] ? Number(m[3]) : undefined);
      if (readings.length) out.push({ start: m.index, end: m.index + m[0].length, readings });
    }
    for (const m of text.matchAll(LATIN_MONTH_DAY)) {
      const month = LATIN_MONTH_OF.get(m[1]!.replace(/[ \t]+/, ' ').toLowerCase());
      const readings = month ? readingsOf(month, Number(m[2]), m[3] ? Number(m[3]) : undefined) : [];
      if (readings.length) out.push({ start: m.index, end: m.index + m[0].length, readings });
    }
  }
  return out;
}
