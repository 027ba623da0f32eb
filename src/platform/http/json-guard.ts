/** Deeper than any body the API defines (a patient with labs is 4 levels); deeper input is refused, not recursed into. */
export const MAX_JSON_DEPTH = 32;

/**
 * Checks a JSON text before it is parsed: a NUL character (raw or `\u0000`; PostgreSQL text cannot store it) or
 * nesting deeper than MAX_JSON_DEPTH is refused with a reason. One linear pass that skips string contents.
 */
export function refuseHostileJson(text: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0) return 'The body contains a NUL character';
    if (inString) {
      if (ch === 92 /* \ */) {
        if (text.startsWith('u0000', i + 1)) return 'The body contains a NUL character';
        i++;
      } else if (ch === 34 /* " */) inString = false;
      continue;
    }
    if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91 /* { [ */) {
      if (++depth > MAX_JSON_DEPTH) return `The body is nested deeper than ${MAX_JSON_DEPTH} levels`;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return null;
}
