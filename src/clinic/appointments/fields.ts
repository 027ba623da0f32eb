import { z } from 'zod';
import { FileNumber } from '../common/file-number.js';
import { isRealDate } from '../common/calendar.js';

export { isRealDate, localIso, todayIso } from '../common/calendar.js';
export { deriveInitials } from '../common/initials.js';

/**
 * Field rules shared by the operations resources (appointments, invoices): real calendar dates, `HH:mm` times,
 * initials derived per decisions.md §4, the `source` enum, and the server's calendar.
 */

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;


/** Days in a month; `month0` counts from 0 (January). */
export function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

export const IsoDate = z.string()
  .regex(DATE_SHAPE, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'is not a real calendar date')
  .meta({ format: 'date', example: '2026-03-14' });

export const HhMm = z.string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm (00:00–23:59)')
  .meta({ example: '09:30' });

export const SOURCES = ['manual', 'ai'] as const;
export type Source = (typeof SOURCES)[number];
export const SourceField = z.enum(SOURCES).nullish().transform((v) => v ?? 'manual');

export const PersonName = z.string().trim().min(1, 'is required').max(200);

/** A patient file number as stored on operations records: digits only, or empty for ad-hoc bookings. */
export const OptionalFileNumber = FileNumber
  .nullish().transform((v) => v ?? '');

/** 1–4 characters when given; empty or omitted means "derive from the name". */
export const OptionalInitials = z.string().trim().max(4, 'must be 1–4 characters').nullish()
  .transform((v) => (v ? v : undefined));

/** A text field with a default used when it is omitted, null or blank. */
export function textWithDefault(fallback: string, max = 120) {
  return z.string().trim().max(max).nullish().transform((v) => (v ? v : fallback));
}





/** `YYYY-MM-DD` plus whole days (negative allowed), on the plain calendar. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}`;
}

/** `YYYY-MM-DD` plus whole months, clamped to the target month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonthsClamped(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm0 = index - ty * 12;
  const day = Math.min(d, daysInMonth(ty, tm0));
  return `${String(ty).padStart(4, '0')}-${pad2(tm0 + 1)}-${pad2(day)}`;
}

/** Monday and Sunday of the ISO week that holds `iso`. */
export function isoWeekRange(iso: string): { monday: string; sunday: string } {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  const monday = addDays(iso, -sinceMonday);
  return { monday, sunday: addDays(monday, 6) };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
