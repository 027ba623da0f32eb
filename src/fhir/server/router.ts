import { gzip } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendAttachment } from '../../clinic/attachments/download.js';
import { openAttachment } from '../../clinic/attachments/service.js';
import { AttachmentStore } from '../../clinic/attachments/storage.js';
import { getPatientsByIds } from '../../clinic/patients/service.js';
import type { ClinicContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { keyContext, recordAccess, type FhirAccess, type FhirKeyIdentity, type KeyResolver } from '../keys/service.js';
import { BINARY, capabilityStatement } from './capability.js';
import { httpDate } from './dates.js';
import { childId, jsonString, LabJsonParts, labObservationJson, patientJson, toPatient } from './mapping.js';
import { FHIR_JSON, negotiate } from './negotiate.js';
import { FhirError, fhirErrors, operationOutcome } from './outcome.js';
import { parseSearch, type ParsedSearch } from './query.js';
import { RESOURCE_BY_TYPE, type FhirEnv, type ResourceDef } from './registry.js';
import { matches } from './search.js';
import { countLabSearch, readPatient, runLabSearch, toLabObservations, type KeyedRead, type SqlSearchResult } from './sql-search.js';
import type { Bundle, BundleEntry, BundleLink, Resource } from './types.js';

const ID = /^[A-Za-z0-9\-.]{1,64}$/;
const GZIP_MIN_BYTES = 1024;
const FORM = 'application/x-www-form-urlencoded';
/** A POST search's form body: far more than any real search, far less than an upload. */
const SEARCH_BODY_LIMIT = 64 * 1024;
/** The path of POST [type]/_search (relative to the server, so under /fhir). */
const SEARCH_PATH = /^\/fhir\/[A-Za-z]+\/_search$/;
/**
 * CORS for OPTIONS under /fhir (route config read by @fastify/cors): a preflight gets its CORS headers and continues to
 * the onRequest hook, which answers it 204; an OPTIONS that is not a preflight continues too (not CORS's text/plain
 * 400) and is the FHIR 405.
 */
const PREFLIGHT_HERE = { strictPreflight: false, preflightContinue: true };

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

const unsupportedBody = () => new FhirError(415, 'not-supported',
  `A search by POST takes its parameters as ${FORM} (R4 http.html#search); other bodies are not read`);

interface KeyedRequest { identity: FhirKeyIdentity; ctx: ClinicContext; access?: Omit<FhirAccess, 'status'> }

declare module 'fastify' {
  interface FastifyRequest {
    /** The key a FHIR request was made with, once authenticated (null before): what its access-log row names. */
    fhirKeyed: KeyedRequest | null;
  }
}

/**
 * The read-only FHIR R4 server (decisions.md §9), registered under /fhir. Every resource route comes from the table in
 * registry.ts (the CapabilityStatement is generated from the same table); every answer is FHIR JSON, errors are
 * OperationOutcomes; every read made with a key is recorded in the clinic's FHIR access log before it is answered.
 */
export async function fhirServer(app: FastifyInstance, deps: AppDeps, resolver: KeyResolver) {
  const publicUrl = deps.config.publicUrl;
  const base = `${publicUrl}/fhir`;
  const store = new AttachmentStore(deps.config.uploadDir);
  // A request decoration rather than a WeakMap keyed by request (a WeakMap insert per request was ~0.3% of a read's CPU).
  app.decorateRequest('fhirKeyed', null);
  const capability = JSON.stringify(capabilityStatement(publicUrl, new Date().toISOString()));

  const send = (reply: FastifyReply, body: unknown, pretty = false) =>
    reply.header('content-type', FHIR_JSON).send(JSON.stringify(body, null, pretty ? 2 : undefined));

  function keyedBy(req: FastifyRequest, identity: FhirKeyIdentity): KeyedRequest {
    return req.fhirKeyed = { identity, ctx: keyContext(identity, req.id) };
  }

  /**
   * The key's clinic and read context when its key is cached (most requests), without a promise; else undefined and
   * `authenticate` looks the key up. 401 without an Authorization header.
   */
  function authenticatedNow(req: FastifyRequest): KeyedRequest | undefined {
    const header = req.headers.authorization;
    if (!header) throw fhirErrors.unauthorized('An API key is required: Authorization: Bearer <key>', false);
    const identity = resolver.cachedHeader(header);
    return identity ? keyedBy(req, identity) : undefined;
  }

  /** The key's clinic and read context; 401 without a valid key. */
  async function authenticate(req: FastifyRequest): Promise<KeyedRequest> {
    const state = authenticatedNow(req);
    if (state) return state;
    const identity = await resolver.resolveHeader(req.headers.authorization!);
    if (!identity) throw fhirErrors.unauthorized('The API key is not valid (unknown or revoked)', true);
    return keyedBy(req, identity);
  }

  /** Writes the access-log entry of a keyed request (success or failure) before its answer leaves. */
  async function audit(req: FastifyRequest, status: number) {
    const state = req.fhirKeyed;
    if (!state?.access) return;
    await recordAccess(deps, state.ctx, state.identity.keyId, { ...state.access, status });
    state.access = undefined;
  }

  const queryOf = (req: FastifyRequest) => {
    const q = req.url.indexOf('?');
    return new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
  };

  // Both hooks are synchronous (done callbacks): an async hook costs a promise and a turn of the microtask queue on
  // every request, as in the platform's own hooks (app.ts).
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'GET' || req.method === 'HEAD' || (req.method === 'POST' && SEARCH_PATH.test(pathOf(req.url)))) return done();
    // A CORS preflight (CORS added its headers and continued, see PREFLIGHT_HERE) is answered as CORS would; any other
    // OPTIONS is a method this server does not offer.
    if (req.method === 'OPTIONS' && req.headers.origin && req.headers['access-control-request-method']) {
      return void reply.code(204).header('content-length', '0').send();
    }
    done(fhirErrors.methodNotAllowed(req.method));
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || payload.length < GZIP_MIN_BYTES) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return done(null, payload);
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    gzip(payload, (err, zipped) => (err ? done(err) : done(null, zipped)));
  });

  const notFound = (req: FastifyRequest) => (req.method !== 'GET' && req.method !== 'HEAD'
    ? fhirErrors.methodNotAllowed(req.method)
    : fhirErrors.notFound(`No FHIR endpoint at ${req.url.split('?')[0]} (see /fhir/metadata)`));

  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    // An unknown path still passes the platform's session hook, which refuses it (no session): it is a 404/405 here.
    const fe = req.is404 ? notFound(req) : toFhirError(err);
    if (fe.status >= 500) req.log.error({ errName: err.name, errCode: err.code }, 'FHIR request failed');
    try {
      await audit(req, fe.status);
    } catch (auditErr) {
      req.log.error({ errName: (auditErr as Error).name }, 'FHIR access log write failed');
    }
    reply.code(fe.status).headers(fe.headers);
    return send(reply, operationOutcome(fe.issueCode, fe.diagnostics));
  });

  app.setNotFoundHandler(async (req, reply) => {
    const fe = notFound(req);
    reply.code(fe.status).headers(fe.headers);
    return send(reply, operationOutcome(fe.issueCode, fe.diagnostics));
  });

  const routeConfig = { config: { access: 'public' as const }, schema: { hide: true } };

  // Writes of any kind, and OPTIONS: 405 with Allow: GET (the onRequest hook answers before a body is read).
  for (const url of ['/', '/*']) {
    app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url, ...routeConfig, handler: async () => undefined });
    app.route({ method: 'OPTIONS', url, ...routeConfig, config: { ...routeConfig.config, cors: PREFLIGHT_HERE }, handler: async () => undefined });
  }

  // POST [type]/_search (R4 http.html#search): a search whose parameters come in a form body, beside the URL's.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: SEARCH_BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.get('/metadata', routeConfig, async (req, reply) => {
    negotiate(req.headers.accept, queryOf(req).get('_format'));
    return reply.header('content-type', FHIR_JSON).send(capability);
  });

  app.get(`/${BINARY}/:id`, routeConfig, async (req, reply) => {
    const state = await authenticate(req);
    const { id } = req.params as { id: string };
    state.access = { interaction: 'binary', resourceType: BINARY, resourceIds: [id], query: '' };
    if (!ID.test(id)) throw fhirErrors.notFound(`Binary/${id} is not known`);
    const opened = await openAttachment({ db: deps.db, activity: deps.activity, store }, state.ctx, id);
    try {
      await audit(req, 200);
    } catch (err) {
      await opened.file.close();
      throw err;
    }
    return sendAttachment(reply, req.headers as { range?: string; 'if-range'?: string }, opened);
  });

  app.get('/:type', routeConfig, async (req, reply) => searchType(req, reply, queryOf(req)));
  // GET [type]/_search?… is the same search (what clients that build POST searches send when they fall back to GET).
  app.get('/:type/_search', routeConfig, async (req, reply) => searchType(req, reply, queryOf(req)));
  app.post('/:type/_search', routeConfig, async (req, reply) => {
    const params = queryOf(req);
    if (req.body !== undefined && req.body !== null && req.body !== '') {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== FORM || typeof req.body !== 'string') throw unsupportedBody();
      for (const [name, value] of new URLSearchParams(req.body)) {
        // As the platform refuses it in a URL: PostgreSQL text cannot hold NUL (a lab code search binds the value).
        if (name.includes('\u0000') || value.includes('\u0000')) throw fhirErrors.invalid(`The parameter ${name.replaceAll('\u0000', '')} contains a NUL byte`);
        params.append(name, value);
      }
    }
    return searchType(req, reply, params);
  });

  /** search-type: the Bundle of a search, whichever way its parameters came (query string, or a form body too). */
  async function searchType(req: FastifyRequest, reply: FastifyReply, params: URLSearchParams) {
    const { type } = req.params as { type: string };
    negotiate(req.headers.accept, params.get('_format'));
    const state = authenticatedNow(req) ?? await authenticate(req);
    const def = resourceDef(type);
    state.access = { interaction: 'search-type', resourceType: def.type, resourceIds: [], query: params.toString() };
    const lenient = prefersLenient(req.headers.prefer);
    const search = parseSearch(def, params, base, lenient);
    if (lenient) reply.header('preference-applied', 'handling=lenient');
    const env: FhirEnv = { deps, ctx: state.ctx, publicUrl };
    const plan = def.planSql?.(search, base, publicUrl);
    if (plan) {
      // Filters, order, total and page in SQL (sql-search.ts).
      const read: KeyedRead = { env };
      const result = await runLabSearch(deps.db, read, plan, search);
      state.access.resourceIds = result.resourceIds;
      await audit(req, 200);
      const total = result.needsCount ? await countLabSearch(read, plan) : result.total;
      if (search.pretty || search.elements || search.summaryCount || search.ignored.length) {
        return send(reply, bundleOf(def, search, params, total, toLabObservations(read, result.page), result.included), search.pretty);
      }
      // As bytes: Fastify measures a string answer's byte length for Content-Length and Node encodes it again when
      // writing (joined to the head); a Buffer is encoded once and its length is known (the page is ~48 KB).
      return reply.header('content-type', FHIR_JSON).send(Buffer.from(labBundleJson(search, params, total, result)));
    }
    const bundle = await runSearch(env, def, search, params);
    state.access.resourceIds = (bundle.entry ?? []).map((e) => `${e.resource!.resourceType}/${e.resource!.id}`);
    await audit(req, 200);
    return send(reply, bundle, search.pretty);
  }

  app.get('/:type/:id', routeConfig, async (req, reply) => {
    const { type, id } = req.params as { type: string; id: string };
    const params = queryOf(req);
    negotiate(req.headers.accept, params.get('_format'));
    const state = authenticatedNow(req) ?? await authenticate(req);
    const def = resourceDef(type);
    state.access = { interaction: 'read', resourceType: def.type, resourceIds: [`${def.type}/${id}`], query: params.toString() };
    for (const name of params.keys()) {
      if (name !== '_format' && name !== '_pretty') throw fhirErrors.invalid(`The parameter ${name} is not supported on a read`);
    }
    if (!ID.test(id)) throw fhirErrors.notFound(`${def.type}/${id} is not known`);
    if (def.type === 'Patient') {
      // One statement (sql-search.ts); its row records 404, 304 or 200, and commits before any of them is answered.
      const read: KeyedRead = { env: { deps, ctx: state.ctx, publicUrl } };
      const tags = notModifiedTags(req.headers['if-none-match']);
      const { patient, status } = await readPatient(deps.db, read, id, tags);
      await audit(req, status);
      if (!patient) throw fhirErrors.notFound(`Patient/${id} is not known`);
      // The resource's meta.versionId and meta.lastUpdated (toPatient).
      reply.header('etag', `W/"${String(patient.version)}"`).header('last-modified', httpDate(patient.updatedAt));
      if (status === 304) return reply.code(304).send();
      if (params.get('_pretty') === 'true') return send(reply, toPatient(patient, publicUrl), true);
      return reply.header('content-type', FHIR_JSON).send(patientJson(patient, publicUrl));
    }
    const [resource] = (await def.load({ deps, ctx: state.ctx, publicUrl }, { ids: [id] })).filter((r) => r.id === id);
    if (!resource) throw fhirErrors.notFound(`${def.type}/${id} is not known`);
    const version = resource.meta!.versionId!;
    const etag = `W/"${version}"`;
    reply.header('etag', etag).header('last-modified', httpDate(resource.meta!.lastUpdated!));
    if (noneMatch(req.headers['if-none-match'], version)) {
      await audit(req, 304);
      return reply.code(304).send();
    }
    await audit(req, 200);
    return send(reply, resource, params.get('_pretty') === 'true');
  });

  async function runSearch(env: FhirEnv, def: ResourceDef, search: ParsedSearch, params: URLSearchParams): Promise<Bundle> {
    const loaded = await def.load(env, search.hint);
    const found = loaded.filter((r) => search.criteria.every((c) => matches(r, c, base)));
    found.sort(comparator(def, search));
    const total = found.length;
    if (search.summaryCount) return bundleOf(def, search, params, total, [], []);
    const page = found.slice(search.offset, search.offset + search.count);
    let included: Resource[] = [];
    if (search.includePatients && def.patientOf) {
      const ids = [...new Set(page.map((r) => def.patientOf!(r)).filter((ref): ref is string => !!ref?.startsWith('Patient/'))
        .map((ref) => ref.slice('Patient/'.length)))];
      included = (await getPatientsByIds(env.deps, env.ctx, ids, { demographicsOnly: true })).map((p) => toPatient(p, publicUrl));
    }
    return bundleOf(def, search, params, total, page, included);
  }

  /** The searchset Bundle: the page's matches (subsetted by `_elements`), then the included patients. */
  function bundleOf(def: ResourceDef, search: ParsedSearch, params: URLSearchParams, total: number, page: Resource[], included: Resource[]): Bundle {
    const links = pageLinks(def.type, params, search, total);
    const outcome: BundleEntry[] = search.ignored.length ? [{
      resource: operationOutcome('not-supported', `Ignored (Prefer: handling=lenient): ${search.ignored.join(', ')}. The self link shows the search that was run.`, 'warning'),
      search: { mode: 'outcome' },
    }] : [];
    if (search.summaryCount) return { resourceType: 'Bundle', type: 'searchset', total, link: links, ...(outcome.length ? { entry: outcome } : {}) };
    const entry: BundleEntry[] = page.map((r) => ({
      fullUrl: `${base}/${r.resourceType}/${r.id}`,
      resource: search.elements ? subset(r, search.elements, def.mandatory) : r,
      search: { mode: 'match' },
    }));
    for (const patient of included) entry.push({ fullUrl: `${base}/Patient/${patient.id}`, resource: patient, search: { mode: 'include' } });
    entry.push(...outcome);
    return { resourceType: 'Bundle', type: 'searchset', total, link: links, ...(entry.length ? { entry } : {}) };
  }

  /**
   * The Bundle of a planned lab search as JSON text: the text JSON.stringify(bundleOf(…)) gives (the same members in
   * the same order), with each Observation written directly (mapping.ts labObservationJson).
   */
  function labBundleJson(search: ParsedSearch, params: URLSearchParams, total: number, result: SqlSearchResult): string {
    const head = JSON.stringify({ resourceType: 'Bundle', type: 'searchset', total, link: pageLinks('Observation', params, search, total) });
    const parts = new LabJsonParts(publicUrl);
    const entries = result.page.map(({ entry, sameTest }) => `{"fullUrl":${jsonString(`${base}/Observation/${childId(entry.patientId, 'lab', entry.seq)}`)},`
      + `"resource":${labObservationJson(entry, sameTest ?? [entry], parts)},"search":{"mode":"match"}}`);
    for (const patient of result.included) entries.push(JSON.stringify({ fullUrl: `${base}/Patient/${patient.id}`, resource: patient, search: { mode: 'include' } }));
    return entries.length ? `${head.slice(0, -1)},"entry":[${entries.join(',')}]}` : head;
  }

  /** self, next and previous, each carrying every parameter of the request (paging by `_offset`). */
  function pageLinks(type: string, params: URLSearchParams, search: ParsedSearch, total: number): BundleLink[] {
    const url = (offset: number | null) => {
      const p = new URLSearchParams(params);
      for (const name of search.ignored) p.delete(name);
      if (offset !== null) {
        p.set('_offset', String(offset));
        p.set('_count', String(search.count));
      } else if (p.has('_count')) {
        // The count served (a _count above 500 is served as 500): the self link names the parameters used.
        p.set('_count', String(search.count));
      }
      const text = p.toString();
      return `${base}/${type}${text ? `?${text}` : ''}`;
    };
    const links: BundleLink[] = [{ relation: 'self', url: url(null) }];
    if (search.summaryCount || search.count === 0) return links;
    if (search.offset + search.count < total) links.push({ relation: 'next', url: url(search.offset + search.count) });
    // From a page past the end, previous is the last page that has matches (not another empty page before it).
    if (search.offset > 0) links.push({ relation: 'previous', url: url(Math.max(0, Math.min(search.offset, total) - search.count)) });
    return links;
  }
}

function resourceDef(type: string): ResourceDef {
  const def = RESOURCE_BY_TYPE.get(type);
  if (!def) throw fhirErrors.notFound(`The resource type ${type} is not served here (see /fhir/metadata)`);
  return def;
}

function comparator(def: ResourceDef, search: ParsedSearch) {
  const keys = search.sort;
  if (keys.length === 0) return def.defaultSort;
  const valueOf = (r: Resource, key: string): number | string | undefined => {
    if (key === '_id') return r.id;
    if (key === '_lastUpdated') return r.meta?.lastUpdated ? new Date(r.meta.lastUpdated).getTime() : undefined;
    return def.sorts[key]!(r);
  };
  return (a: Resource, b: Resource) => {
    for (const { key, descending } of keys) {
      const x = valueOf(a, key);
      const y = valueOf(b, key);
      if (x === y) continue;
      // Resources without the value come last in either direction.
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      const order = x < y ? -1 : 1;
      return descending ? -order : order;
    }
    return def.defaultSort(a, b);
  };
}

/** `_elements`: the named top-level elements plus id, meta and the mandatory ones, tagged SUBSETTED. */
function subset(resource: Resource, elements: string[], mandatory: readonly string[]): Resource {
  const keep = new Set(['resourceType', 'id', 'meta', ...mandatory]);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(resource)) {
    // A choice element is named without its type (value → valueQuantity).
    const named = elements.some((e) => key === e || (key.startsWith(e) && /^[A-Z]/.test(key.slice(e.length))));
    if (keep.has(key) || named) out[key] = value;
  }
  const meta = { ...resource.meta, tag: [...(resource.meta?.tag ?? []), { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue', code: 'SUBSETTED', display: 'subsetted' }] };
  return { ...out, meta } as Resource;
}

/** The versions an If-None-Match header names (`*`: any). */
function notModifiedTags(header: string | undefined): string[] | '*' {
  if (!header) return [];
  const tags = header.split(',').map((s) => s.trim());
  if (tags.includes('*')) return '*';
  return tags.map((tag) => tag.replace(/^W\//, '')).filter((tag) => /^"[^"]*"$/.test(tag)).map((tag) => tag.slice(1, -1));
}

function noneMatch(header: string | undefined, version: string): boolean {
  if (!header) return false;
  return header.split(',').map((s) => s.trim()).some((tag) => tag === '*' || tag.replace(/^W\//, '') === `"${version}"`);
}

/** `Prefer: handling=lenient` (RFC 7240; R4 search.html#errors), among other preferences or alone. */
function prefersLenient(header: string | string[] | undefined): boolean {
  if (!header) return false;
  return String(header).split(',').some((p) => p.split(';')[0]!.trim().toLowerCase().replace(/\s*=\s*/, '=') === 'handling=lenient');
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && !(q && Number(q.slice(2)) === 0);
  });
}

function toFhirError(err: FastifyError | Error): FhirError {
  if (err instanceof FhirError) return err;
  if (err instanceof AppError) {
    if (err.status === 404) return new FhirError(404, 'not-found', err.message);
    if (err.status === 403) return new FhirError(403, 'forbidden', err.message);
    if (err.status === 416) return new FhirError(416, 'invalid', err.message, err.headers);
    if (err.status < 500) return new FhirError(err.status, 'invalid', err.message, err.headers);
  }
  const status = (err as FastifyError).statusCode;
  if (status === 415) return unsupportedBody();
  if (status === 413) return new FhirError(413, 'too-costly', `The body is over the limit (a search's form body: ${SEARCH_BODY_LIMIT / 1024} KB)`);
  if (status && status >= 400 && status < 500) return new FhirError(status, 'invalid', 'The request is not valid');
  return new FhirError(500, 'exception', 'The server could not answer this request');
}
