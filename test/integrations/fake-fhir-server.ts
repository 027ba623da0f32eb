import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A FHIR R4 server on 127.0.0.1 speaking real FHIR JSON, for the sync and connection tests: a CapabilityStatement at
 * /fhir/metadata, Patient search by identifier (`value` or `system|value`), and Observation search by patient and
 * category as paged searchset Bundles whose `next` links carry every parameter. A bearer token is required when
 * `token` is set (401 OperationOutcome otherwise). Failures on demand: `failWith` (an HTTP status with an
 * OperationOutcome), `notFhir` (an HTML page), `hang` (never answers), `foreignNextLink`, `loopingNextLink`.
 */
export interface FakeFhirOptions {
  token?: string;
  fhirVersion?: string;
  failWith?: number;
  notFhir?: boolean;
  hang?: boolean;
  foreignNextLink?: boolean;
  loopingNextLink?: boolean;
  /** The most Observations one page holds, whatever `_count` asks (to make paging visible with few resources). */
  pageSize?: number;
}

interface StoredPatient { resource: Record<string, unknown>; identifiers: Array<{ system?: string; value: string }> }

export interface FakeFhirServer {
  baseUrl: string;
  options: FakeFhirOptions;
  requests: Array<{ method: string; url: string; authorization?: string }>;
  addPatient(id: string, identifiers: Array<{ system?: string; value: string }>): void;
  addObservations(patientId: string, observations: Array<Record<string, unknown>>): void;
  close(): Promise<void>;
}

const FHIR_JSON = 'application/fhir+json; charset=utf-8';

function outcome(code: string, diagnostics: string) {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics }] };
}

export async function startFakeFhirServer(options: FakeFhirOptions = {}): Promise<FakeFhirServer> {
  const patients = new Map<string, StoredPatient>();
  const observations = new Map<string, Array<Record<string, unknown>>>();
  const requests: FakeFhirServer['requests'] = [];
  const hanging = new Set<http.ServerResponse>();
  let baseUrl = '';

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': FHIR_JSON });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    if (options.hang) { hanging.add(res); return; }
    if (options.notFhir) { res.writeHead(200, { 'content-type': 'text/html' }); res.end('<html>Maintenance</html>'); return; }
    if (options.failWith) { send(res, options.failWith, outcome('exception', 'failure on demand')); return; }
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'GET') { send(res, 405, outcome('not-supported', 'read only')); return; }
    if (url.pathname === '/fhir/metadata') {
      send(res, 200, { resourceType: 'CapabilityStatement', status: 'active', kind: 'instance', date: '2026-01-01', fhirVersion: options.fhirVersion ?? '4.0.1', format: ['json'] });
      return;
    }
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { 'content-type': FHIR_JSON, 'www-authenticate': 'Bearer' });
      res.end(JSON.stringify(outcome('login', 'bearer token required')));
      return;
    }
    if (url.pathname === '/fhir/Patient') {
      const wanted = url.searchParams.get('identifier') ?? '';
      const [system, value] = wanted.includes('|') ? wanted.split('|') as [string, string] : [undefined, wanted];
      const matches = [...patients.values()].filter((p) => p.identifiers.some((i) => i.value === value && (system === undefined || i.system === system)));
      send(res, 200, { resourceType: 'Bundle', type: 'searchset', total: matches.length,
        link: [{ relation: 'self', url: `${baseUrl}${url.pathname}${url.search}` }],
        entry: matches.map((p) => ({ fullUrl: `${baseUrl}/fhir/Patient/${String(p.resource.id)}`, resource: p.resource, search: { mode: 'match' } })) });
      return;
    }
    if (url.pathname === '/fhir/Observation') {
      const patient = (url.searchParams.get('patient') ?? '').replace(/^Patient\//, '');
      const category = url.searchParams.get('category');
      const count = Math.min(Number(url.searchParams.get('_count') ?? 50), options.pageSize ?? 500);
      const offset = Number(url.searchParams.get('_offset') ?? 0);
      const all = (observations.get(patient) ?? []).filter((o) => !category || JSON.stringify(o.category ?? []).includes(`"${category}"`));
      const page = all.slice(offset, offset + count);
      const params = (nextOffset: number) => {
        const p = new URLSearchParams(url.searchParams);
        p.set('_offset', String(nextOffset));
        return p.toString();
      };
      const link = [{ relation: 'self', url: `${baseUrl}/fhir/Observation?${params(offset)}` }];
      if (offset + count < all.length) {
        const nextBase = options.foreignNextLink ? 'http://127.0.0.2:9' : baseUrl;
        link.push({ relation: 'next', url: `${nextBase}/fhir/Observation?${params(options.loopingNextLink ? offset : offset + count)}` });
      }
      send(res, 200, { resourceType: 'Bundle', type: 'searchset', total: all.length, link,
        entry: page.map((o) => ({ fullUrl: `${baseUrl}/fhir/Observation/${String(o.id)}`, resource: o, search: { mode: 'match' } })) });
      return;
    }
    send(res, 404, outcome('not-found', 'no such resource type'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get baseUrl() { return `${baseUrl}/fhir`; },
    options,
    requests,
    addPatient(id, identifiers) {
      patients.set(id, { identifiers, resource: { resourceType: 'Patient', id, identifier: identifiers } });
    },
    addObservations(patientId, list) {
      observations.set(patientId, [...(observations.get(patientId) ?? []), ...list]);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
