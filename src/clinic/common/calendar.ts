/** Calendar helpers shared by the resources: dates are `YYYY-MM-DD` text, "today" is the server's local day. */

/** True when `value` is written `YYYY-MM-DD` and names a day that exists (no Feb 30, no 2026-3-10). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The server's calendar day as `YYYY-MM-DD` (the server date of decisions.md §6; local time of the process). */
export function todayIso(now: Date = new Date()): string {
  return localIso(now);
}

export function localIso(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
