/**
 * An HL7 v2 date/time (DT, TS, DTM: `YYYY[MM[DD[HH[MM[SS[.S+]]]]]][+/-ZZZZ]`) as ISO 8601 text at the precision the
 * sender gave: `20200309` → `2020-03-09`, `201410231322-0600` → `2014-10-23T13:22:00-06:00`, `202001` → `2020-01`.
 * A time without a zone is the sender's local time and stays without one. Text that is not a date comes back as it
 * was (the record's takenAt is display text; nothing is lost by keeping it).
 */
export function hl7TimestampToIso(raw: string): string {
  const text = raw.trim();
  const m = /^(\d{4})(\d{2})?(\d{2})?(?:(\d{2})(\d{2})?(\d{2})?(\.\d{1,4})?)?([+-]\d{4})?$/.exec(text);
  if (!m) return text;
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  if (!month) return year!;
  if (!day) return `${year}-${month}`;
  const date = `${year}-${month}-${day}`;
  if (!hour) return date;
  const offset = zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : '';
  return `${date}T${hour}:${minute ?? '00'}:${second ?? '00'}${fraction ?? ''}${offset}`;
}
