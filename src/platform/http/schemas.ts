import { z } from 'zod';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

export const Problem = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
}).meta({ id: 'Problem', description: 'RFC 9457 problem details (application/problem+json)' });

const DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed (errors[] names each field)',
  401: 'Not signed in',
  403: 'No active clinic, not a member, or missing permission',
  404: 'Absent in the active clinic or outside the caller\'s scope',
  405: 'Method not allowed',
  409: 'Conflict with existing data or the current state',
  412: 'If-Match names a version that is no longer current',
  413: 'Upload too large',
  415: 'Media type not allowed',
  429: 'Rate limited (Retry-After)',
  502: 'An outside system failed or timed out',
};

/** Error responses a route documents besides the defaults every route gets (400/401/403/500 where they apply). */
export function problems(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, Problem.describe(DESCRIPTIONS[s] ?? 'Error')]));
}

/**
 * A whole number in a query string, written in plain decimal digits: `0x10`, `1e3`, ` 5` and an empty value are
 * refused (400 naming the field) rather than read as 16, 1000, 5 and 0 as a numeric coercion would. A query string
 * value is always text, so numbers reach this only from code.
 */
export function queryWholeNumber(min: number, max: number) {
  // A number is let through as is: services re-validate queries they are given by other callers (agent tools).
  return z.union([z.number(), z.string().regex(/^\d{1,10}$/, 'must be a whole number in decimal digits').transform(Number)])
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

export const ListQuery = z.object({
  limit: queryWholeNumber(1, 500).optional(),
  offset: queryWholeNumber(0, 1_000_000_000).optional(),
});

export const Ok = z.object({ ok: z.literal(true) });

/**
 * Sends JSON text that is already the response (built by the database in the route's response shape). Fastify sends
 * a string with a JSON content type as is, skipping the schema's serializer: a route uses this only for text built by
 * its own service, whose shape the route's tests check against the response schema.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/**
 * Route option for routes whose service validates its own input (so agent tools, import and integrations meet the
 * rule where HTTP does): the route's `body` and `querystring` schemas still document the request in OpenAPI, but are
 * not run a second time; `params` and `headers` are still checked by the route. The service answers with the same
 * 400 and the same field paths.
 */
const passThrough: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) =>
  httpPart === 'body' || httpPart === 'querystring'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler({ schema: schema as never, httpPart, method, url });
export const validatedByService = { validatorCompiler: passThrough };
