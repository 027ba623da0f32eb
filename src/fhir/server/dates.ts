// FHIR date, dateTime and instant values as ranges of time (search "date" semantics), and the service's own date texts
// as FHIR values. A value without a time zone is read in the server's time zone, on both sides of a comparison.

/** [start, end) in epoch milliseconds: a date value covers its whole precision (a day, a month, a year). */
export interface TimeRange { start: number; end: number }

const FHIR_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/** Local midnight of a day, in epoch milliseconds (a function of its own: a closure per call costs on every date read). */
function localDay(year: number, month: number, day: number): number {
  return new Date(year, month, day).getTime();
}

/** The range a FHIR date/dateTime/instant text (or a search value) covers; null when it is not one. */
export function rangeOf(text: string): TimeRange | null {
  const m = FHIR_DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  if (!mo) return { start: localDay(year, 0, 1), end: localDay(year, 12, 1) };
  const month = Number(mo) - 1;
  if (month < 0 || month > 11) return null;
  if (!d) return { start: localDay(year, month, 1), end: localDay(year, month + 1, 1) };
  const day = Number(d);
  if (day < 1 || new Date(year, month, day).getMonth() !== month) return null;
  if (!h) return { start: localDay(year, month, day), end: localDay(year, month, day + 1) };
  const hour = Number(h);
  const minute = Number(mi);
  const second = s ? Number(s) : 0;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0;
  let start: number;
  if (zone) {
    const offset = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
    start = Date.UTC(year, month, day, hour, minute, second, ms) - offset * 60_000;
  } else {
    start = new Date(year, month, day, hour, minute, second, ms).getTime();
  }
  const width = !s ? 60_000 : !frac ? 1_000 : 1;
  return { start, end: start + width };
}

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, '0');
}

/** A moment as a FHIR dateTime in the server's time zone, with its offset (FHIR requires a zone with a time). */
export function localDateTime(moment: Date): string {
  const offset = -moment.getTimezoneOffset();
  const zone = offset === 0 ? 'Z' : `${offset > 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:`
    + `${pad(moment.getMinutes())}:${pad(moment.getSeconds())}${zone}`;
}

const DATE_ONLY = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a date-only text (YYYY, YYYY-MM or YYYY-MM-DD) names a real date: the checks rangeOf makes (a month of the
 * year, a day of the month), by arithmetic. Like the Date constructor rangeOf uses, years 0–99 are read as 1900–1999.
 */
function realDate(t: string): boolean {
  if (t.length === 4) return true;
  const month = Number(t.slice(5, 7)) - 1;
  if (month < 0 || month > 11) return false;
  if (t.length === 7) return true;
  const day = Number(t.slice(8, 10));
  let year = Number(t.slice(0, 4));
  if (year < 100) year += 1900;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day >= 1 && day <= (month === 1 && leap ? 29 : MONTH_DAYS[month]!);
}

/**
 * A date text of the service (lab `takenAt`, vitals `takenAt`, problem `since` are display texts, not necessarily ISO)
 * as a FHIR date or dateTime, or null when it names no recognisable moment. ISO forms keep their precision; a time
 * without a zone is read in the server's zone; other texts (e.g. "Mar 3, 2026") are read by Date.parse.
 */
export function toFhirDateTime(text: string | null | undefined): string | null {
  const t = text?.trim();
  if (!t) return null;
  if (DATE_ONLY.test(t)) return realDate(t) ? t : null;
  const local = LOCAL_DATE_TIME.exec(t);
  if (local) {
    const moment = new Date(`${local[1]}T${local[2]}`);
    return Number.isNaN(moment.getTime()) ? null : localDateTime(moment);
  }
  const range = rangeOf(t);
  if (range && /T\d{2}:\d{2}:\d{2}/.test(t) && /(Z|[+-]\d{2}:\d{2})$/.test(t)) return t; // already a FHIR dateTime
  if (range) return localDateTime(new Date(range.start));
  if (!/\d/.test(t)) return null;
  const parsed = Date.parse(t);
  if (Number.isNaN(parsed)) return null;
  const moment = new Date(parsed);
  if (moment.getFullYear() < 1800 || moment.getFullYear() > 2200) return null;
  const midnight = moment.getHours() === 0 && moment.getMinutes() === 0 && moment.getSeconds() === 0;
  return midnight ? `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` : localDateTime(moment);
}

/** An HTTP date (Last-Modified). */
export function httpDate(iso: string): string {
  return new Date(iso).toUTCString();
}
