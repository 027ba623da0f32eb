import type { z } from 'zod';
import { errors } from '../../platform/http/errors.js';

export { deriveInitials } from '../common/initials.js';


/**
 * `If-Match` (RFC 9110 §13.1.1): `*`, or a list of strong entity tags. Weak tags never match (strong comparison).
 * Returns null when the header is absent or empty (last write wins).
 */
export function parseIfMatch(header: string | undefined): '*' | number[] | null {
  if (header === undefined || header.trim() === '') return null;
  if (header.trim() === '*') return '*';
  const versions: number[] = [];
  for (const part of header.split(',')) {
    const tag = part.trim();
    const m = /^"?(\d{1,9})"?$/.exec(tag);
    if (m) versions.push(Number(m[1]));
  }
  return versions;
}

export function ifMatchAllows(condition: '*' | number[] | null, version: number): boolean {
  return condition === null || condition === '*' || condition.includes(version);
}

/**
 * Validates a value against a schema inside the service, so non-HTTP callers (agent tools, import, integrations) meet
 * the same rules as the routes and get the same 400 with one entry per field.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.flatMap((issue) => {
    // An unknown key of a strict object (address, insurance) is reported at the key itself, so the 400 names it.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    return keys.map((key) => {
      const path = [prefix, ...issue.path.map(String), key].filter((p) => p !== undefined && p !== '').join('.');
      return { path: path || 'body', message: key === undefined ? issue.message : 'is not a known field' };
    });
  });
  throw errors.fields(fieldErrors);
}
