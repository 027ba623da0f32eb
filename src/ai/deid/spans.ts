import type { IdentifierClass } from './types.js';

/** A candidate found by one detector, before overlaps are settled. */
export interface Detection {
  readonly start: number;
  readonly end: number;
  readonly cls: IdentifierClass;
  readonly known: boolean;
  /** Token identity: detections with the same key share a token. */
  readonly key: string;
  /** What restore gives back. */
  readonly value: string;
  /** Higher wins an overlap; see PRIORITY. */
  readonly priority: number;
  /** Literal replacement instead of a token (ages over 89 become "90+"). */
  readonly replacement?: string;
  /** Restore keeps the longest value seen for this key (people seen under several variants). */
  readonly keepLongest?: boolean;
}

// Known identifiers beat patterns; among patterns the more specific beat the looser ones (a labelled member id
// beats the phone-shaped digits inside it, an address beats the name of the street).
export const PRIORITY = {
  // An email or URL is one identifier even when a known name is spelled inside it.
  email: 96,
  url: 95,
  // "123 Hope Street" is an address even when Hope is the patient's surname.
  address: 92,
  knownPerson: 90,
  // A street's name without its number ("not at Going St") is often a surname too: the person reading wins.
  streetName: 88,
  knownId: 85,
  labelledId: 70,
  date: 60,
  ip: 58,
  ssn: 56,
  phone: 55,
  zip: 50,
  age: 45,
  bareId: 40,
  unknownPerson: 30,
  // A town found by the gazetteer gives way to a person read over the same words ("Tyler Brooks", "Wife Brooklyn").
  place: 25,
  propagatedPerson: 20,
} as const;

/**
 * Settles overlaps: the highest priority wins, then the longest, then the earliest. The survivors never overlap
 * and come back sorted by position.
 */
export function resolveOverlaps(found: readonly Detection[]): Detection[] {
  const ranked = [...found].sort((a, b) =>
    b.priority - a.priority || (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const kept: Detection[] = [];
  for (const d of ranked) {
    if (d.end <= d.start) continue;
    if (kept.some((k) => d.start < k.end && k.start < d.end)) continue;
    kept.push(d);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Is [start, end) free of every kept detection? */
export function isFree(kept: readonly Detection[], start: number, end: number): boolean {
  return !kept.some((k) => start < k.end && k.start < end);
}
