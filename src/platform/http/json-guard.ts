/** Deeper than any body the API defines (a patient with labs is 4 levels); deeper input is refused, not recursed into. */
export const MAX_JSON_DEPTH = 32;

/** The reason refuseHostileJson gives for a NUL; the body parser then names the field that holds it. */
export const NUL_IN_BODY = 'The body contains a NUL character';

/**
 * Checks a JSON text before it is parsed: a NUL character (raw or `\u0000`; PostgreSQL text cannot store it) or
 * nesting deeper than MAX_JSON_DEPTH is refused with a reason. One linear pass that skips string contents.
 */

export function refuseHostileJson(text: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0) return NUL_IN_BODY;
    if (inString) {
      if (ch === 92 /* \ */) {
        if (text.startsWith('u0000', i + 1)) return NUL_IN_BODY;
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

/**
 * The path (`labs.0.value`, as the validation errors name fields) of the first string value holding a NUL character
 * in a parsed body, or `body` when only a key holds one. Called only for a body refuseHostileJson refused for NUL, so
 * the 400 names the field like every other validation failure; it does not descend deeper than MAX_JSON_DEPTH.
 */
export function pathOfNul(value: unknown): string {
  const walk = (node: unknown, path: string[]): string[] | null => {
    if (typeof node === 'string') return node.includes('\u0000') ? path : null;
    if (node === null || typeof node !== 'object' || path.length > MAX_JSON_DEPTH) return null;
    for (const [key, child] of Object.entries(node)) {
      const found = walk(child, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return walk(value, [])?.join('.') || 'body';
}

/** The path (`params.id`, `querystring.q`) of each decoded path or query parameter that holds a NUL character. */
export function parametersWithNul(params: unknown, query: unknown): string[] {
  const holding = (where: string, values: unknown) => Object.entries(values ?? {})
    .filter(([key, v]) => key.includes('\u0000') || [v].flat().some((x) => typeof x === 'string' && x.includes('\u0000')))
    .map(([key]) => `${where}.${key.replaceAll('\u0000', '')}`);
  return [...holding('params', params), ...holding('querystring', query)];
}
