import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../support/seed.js';
import { anonymous, type Method } from '../support/client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Every operation the OpenAPI document lists, driven with what a clumsy or hostile client sends: odd path values,
// bodies of the wrong shape, every field of the wrong type, odd query values. Nothing a client can send may be
// answered with a 5xx (decisions §3: bad input is a 400 naming the field, never a 500). Deterministic inputs, so a
// failure names the exact request.

let t: TestApp;
let clinic: SeededClinic;
let operations: Array<{ method: Method; path: string; op: OpenApiOperation }> = [];

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; schema?: { type?: string } }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] }

// Auth's own endpoints that end the caller's session or account would end the run; they are Better Auth's.
const SKIPPED = [/^\/api\/auth\/(sign-out|delete-user|revoke|organization\/(leave|delete))/];

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app, ['owner', 'doctor', 'reception']);
  const doc = (await anonymous(t.app).get('/openapi.json')).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const m = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) continue;
      if (SKIPPED.some((re) => re.test(path))) continue;
      operations.push({ method: m as Method, path, op });
    }
  }
  operations = operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
});
afterAll(() => t?.close());

const ODD_PATH_VALUES = ['0', '-1', '1e309', '9'.repeat(40), 'x'.repeat(300), '%F0%9F%98%80', 'a%20b', '..%2F..%2Fetc', '%27%3B--', 'null'];
const ODD_QUERIES = ['sortBy=nope', 'sortBy=password', 'sortDirection=sideways', 'filterField=nope&filterValue=1', 'filterField=role&filterOperator=bogus&filterValue=x', 'organizationId=nope', 'organizationSlug=%00'.replace('%00', '-'), 'limit=-1', 'limit=abc', 'limit=1e9', 'offset=-5', 'limit=1&limit=2', 'q=%25', 'from=2026-13-45', 'date=yesterday', 'status=%00x'.replace('%00', ''), 'page=%FF'];
const ODD_HEADERS: Array<Record<string, string>> = [
  { 'content-type': 'application/json', 'if-match': 'W/"not-a-version' },
  { 'content-type': 'application/json; charset=utf-16', 'if-none-match': '*, , "x"' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'multipart/form-data; boundary=' },
];
const WRONG_BODIES: unknown[] = [[], 'text', 42, true, { '': 1 }, { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }];

/** A body whose every declared field is of the wrong kind (a string where a number is, an object where a string is, …). */
function wrongFields(schema: JsonSchema | undefined, variant: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    const choices: unknown[] = type === 'string'
      ? [{ nested: 'object' }, 12345, ['list'], 'x'.repeat(100_000), '\u202e\ud83d\ude00\u0007']
      : type === 'number' || type === 'integer'
        ? ['not a number', 1e308, -1e308, 1.5, Number.MAX_SAFE_INTEGER + 2]
        : type === 'array'
          ? ['not a list', { 0: 'a' }, [null, null], Array.from({ length: 2_000 }, () => ({})), [[[[[]]]]]]
          : type === 'boolean'
            ? ['yes', 0, null, [], {}]
            : ['string', 1, [], null, { deep: { deeper: { deepest: [1, 2, 3] } } }];
    out[name] = choices[variant % choices.length];
  }
  return out;
}

function concretePath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

describe('hostile and clumsy input to every operation: never a 5xx', () => {
  // The owner reaches every route; a doctor (panel-scoped) and reception (no clinical data) take other paths through
  // the same services.
  it.each(['owner', 'doctor', 'reception'] as const)('as %s: odd path values, odd queries, bodies of the wrong shape, fields of the wrong type, odd headers', async (role) => {
    const actor = clinic.as(role);
    const failures: string[] = [];
    expect(operations.length).toBeGreaterThan(50);
    const send = async (method: Method, url: string, body?: unknown) => {
      const res = await actor.request(method, url, body === undefined ? undefined : JSON.stringify(body),
        body === undefined ? {} : { 'content-type': 'application/json' });
      if (res.statusCode >= 500) failures.push(`${method} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const { method, path, op } of operations) {
      const hasParams = /\{[^}]+\}/.test(path);
      const paths = hasParams ? ODD_PATH_VALUES.map((v) => concretePath(path, v)) : [path];
      const takesBody = method !== 'GET' && method !== 'DELETE';
      const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      for (const p of paths) {
        if (!takesBody) await send(method, p);
        else for (const body of WRONG_BODIES) await send(method, p, body);
      }
      const first = paths[0]!;
      for (const q of ODD_QUERIES) await send(method, `${first}?${q}`, takesBody ? {} : undefined);
      if (takesBody) {
        for (let variant = 0; variant < 5; variant++) await send(method, first, wrongFields(schema, variant));
      }
      for (const headers of ODD_HEADERS) {
        const res = await actor.request(method, first, takesBody ? '{"name":' : undefined, headers);
        if (res.statusCode >= 500) failures.push(`${method} ${first} ${JSON.stringify(headers)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe("Better Auth's list-members query (it passed these to the database as they came)", () => {
  it('answers whole-number limits and offsets and the member columns, and refuses anything else with a 400 naming the parameter', async () => {
    const owner = clinic.as('owner');
    const ok = await owner.get('/api/auth/organization/list-members?limit=10&offset=0&sortBy=createdAt&sortDirection=desc');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().members.length).toBeGreaterThan(0);
    const filtered = await owner.get('/api/auth/organization/list-members?filterField=role&filterValue=owner');
    expect(filtered.statusCode, filtered.body).toBe(200);
    for (const [query, name] of [['limit=-1', 'limit'], ['offset=-5', 'offset'], ['limit=1.5', 'limit'], ['limit=1&limit=2', 'limit'],
      ['sortBy=password', 'sortBy'], ['sortBy=nope', 'sortBy'], ['filterField=email&filterValue=x', 'filterField']] as const) {
      const res = await owner.get(`/api/auth/organization/list-members?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('INVALID_QUERY');
      expect(res.json().message).toContain(name);
    }
  });
});
