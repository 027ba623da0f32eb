import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets with these options, computed once. helmet's headers depend on its options only,
 * never on the request, but @fastify/helmet built the middleware again for every request (its options parsed, a
 * closure per header) and set each header on the raw response: a measurable share of a single-record read's CPU
 * (issue 17). The service sets this object on every reply instead, in one call, before the route runs (so a route
 * can still override a header, and error replies keep them, as before).
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) { headers[name.toLowerCase()] = String(value); },
    removeHeader(name: string) { delete headers[name.toLowerCase()]; },
  };
  helmet(options)({} as never, response as never, () => {});
  return Object.freeze(headers);
}
