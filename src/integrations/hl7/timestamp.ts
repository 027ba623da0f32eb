/**
 * An HL7 v2 date/time (DT, TS, DTM: `YYYY[MM[DD[HH[MM[SS[.S+]]]]]][+/-ZZZZ]`) as ISO 8601 text at the precision the
 * sender gave: `20200309` → `2020-03-09`, `201410231322-0600` → `2014-10-23T13:22:00-06:00`, `202001` → `2020-01`.
 * A time without a zone is the sender's local time and stays without one. Text that is not a date comes back as it
 * was (the record's takenAt is display text; nothing is lost by keeping it), as does an impossible one (`20249999`,
 * 30 February, 25:60): written as ISO 8601 it would pass for a real time.
 */
export function hl7TimestampToIso(raw: string): string {
  const text = raw.trim();
  const m = /^(\d{4})(\d{2})?(\d{2})?(?:(\d{2})(\d{2})?(\d{2})?(\.\d{1,4})?)?([+-]\d{4})?$/.exec(text);
  if (!m) return text;
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  if (!isRealTime(year!, month, day, hour, minute, second, zone)) return text;
  if (!month) return year!;
  if (!day) return `${year}-${month}`;
  const date = `${year}-${month}-${day}`;
  if (!hour) return date;
  const offset = zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : '';
  return `${date}T${hour}:${minute ?? '00'}:${second ?? '00'}${fraction ?? ''}${offset}`;
}

/** Whether the parts name a time that exists: month 1–12, a day of that month, hour < 24, minute < 60, second ≤ 60. */
function isRealTime(year: string, month?: string, day?: string, hour?: string, minute?: string, second?: string, zone?: string): boolean {
  const n = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number(v));
  const m = n(month, 1);
  const d = n(day, 1);
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(Number(year), m, 0)).getUTCDate()) return false;
  if (n(hour, 0) > 23 || n(minute, 0) > 59 || n(second, 0) > 60) return false;
  return !zone || (Number(zone.slice(1, 3)) <= 14 && Number(zone.slice(3)) <= 59);
}
