import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { Socket } from 'node:net';
import type * as UndiciModule from 'undici';
import type { Agent, buildConnector as BuildConnector, fetch as UndiciFetch } from 'undici';
import { addressAllowed } from './addresses.js';
import { OutboundError, type OutboundFailure, type OutboundSystem } from './errors.js';
import { checkUrlShape, hostListed, type OutboundPolicy } from './policy.js';

/** decisions.md §10 limits; tests shorten them. */
export interface OutboundTimeouts {
  /** To establish the connection (TCP and TLS). Default 10 s. */
  connectMs?: number;
  /** The whole call, from the request to the last byte of the body, redirects included. Default 60 s. */
  totalMs?: number;
  /** Without a byte of the response body (a stalled stream). Default 30 s. */
  idleMs?: number;
  /** The response body is cut off past this many (decoded) bytes. Default 20 MB. */
  maxBytes?: number;
}

export const DEFAULT_OUTBOUND_LIMITS: Required<OutboundTimeouts> = {
  connectMs: 10_000, totalMs: 60_000, idleMs: 30_000, maxBytes: 20 * 1024 * 1024,
};

/** Resolves a host name to its addresses. The default is the system resolver; tests plant names with it. */
export type OutboundResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** Where a call is logged: host, status and duration, never a path, a query, a header or a body. */
export interface OutboundLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface OutboundOptions extends OutboundPolicy {
  system: OutboundSystem;
  timeouts?: OutboundTimeouts;
  /** Redirects followed (each checked like the first URL). Default 3. */
  maxRedirects?: number;
  /**
   * A redirect that would change the method (301/302 after a POST, 303) fails (`redirects`) instead of being followed
   * as a GET without the body: a document posted to a gateway or clearinghouse would not arrive, and the GET's answer
   * could read as its acknowledgement. 307 and 308 keep the method and body and are followed.
   */
  keepMethod?: boolean;
  resolve?: OutboundResolver;
  logger?: OutboundLogger;
}

export type OutboundFetch = typeof fetch;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
/** Headers that carry credentials: never sent on to another origin after a redirect. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'api-key', 'x-goog-api-key'];

const systemResolver: OutboundResolver = (hostname) => new Promise((resolve, reject) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
});

class BlockedAddress extends Error {
  readonly code = 'EADDRBLOCKED';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` net.connect uses: the addresses it returns are the ones connected to, so the check and the connection
 * see the same answer (no second resolution a rebinding name could change). A name with any refused address is
 * refused as a whole.
 */
function guardedLookup(resolve: OutboundResolver, privateAllowed: boolean) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname).then((found) => {
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family) || 0;
      const addresses = found.filter((a) => family === 0 || a.family === family);
      if (addresses.length === 0) {
        const none: NodeJS.ErrnoException = new Error(`no address for the host`);
        none.code = 'ENOTFOUND';
        return callback(none, '');
      }
      if (found.some((a) => !addressAllowed(a.address, privateAllowed))) return callback(new BlockedAddress('address not allowed'), '');
      if (options.all) return callback(null, addresses.map((a) => ({ address: a.address, family: a.family })));
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    }, (err: NodeJS.ErrnoException) => callback(err, ''));
  };
}

/**
 * One dispatcher per outbound fetch: a connector per privacy decision, each resolving through the guarded lookup,
 * and a last check on the socket's remote address (which also covers IP-literal hosts, where no lookup happens).
 */
function createDispatcher(undici: Undici, options: OutboundOptions, limits: Required<OutboundTimeouts>): Agent {
  const { Agent, buildConnector } = undici;
  const resolve = options.resolve ?? systemResolver;
  const strict = buildConnector({ timeout: limits.connectMs, lookup: guardedLookup(resolve, false) } as BuildConnector.BuildOptions);
  const open = buildConnector({ timeout: limits.connectMs, lookup: guardedLookup(resolve, true) } as BuildConnector.BuildOptions);
  return new Agent({
    connect: (opts, callback) => {
      const privateAllowed = options.allowPrivate !== false || hostListed(options.allowHosts, opts.hostname, opts.port, opts.protocol);
      const connector = privateAllowed ? open : strict;
      return connector(opts, (err, socket) => {
        if (err || !socket) return callback(err ?? new Error('no socket'), null);
        const remote = (socket as Socket).remoteAddress;
        if (!remote || !addressAllowed(remote, privateAllowed)) {
          socket.destroy();
          return callback(new BlockedAddress('address not allowed'), null);
        }
        return callback(null, socket);
      });
    },
    headersTimeout: limits.totalMs,
    bodyTimeout: limits.idleMs,
  });
}

type Undici = typeof UndiciModule;
let undiciLoading: Promise<Undici> | undefined;
/** undici is loaded on the first outbound call, not at start-up: most requests never leave the service. */
function loadUndici(): Promise<Undici> {
  undiciLoading ??= import('undici');
  return undiciLoading;
}

interface PreparedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | Uint8Array | ReadableStream<Uint8Array> | null;
  signal: AbortSignal | null;
}

/** Normalises fetch's input forms; bodies become bytes or strings so a 307/308 can send them again. */
async function prepare(input: string | URL | Request, init: RequestInit | undefined): Promise<PreparedRequest> {
  const fromRequest = typeof input === 'object' && 'method' in input && !(input instanceof URL) ? input : null;
  const url = fromRequest ? fromRequest.url : String(input);
  const method = (init?.method ?? fromRequest?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers ?? fromRequest?.headers);
  let body: PreparedRequest['body'] = null;
  const given = init?.body !== undefined ? init.body : fromRequest?.body ?? null;
  if (given === null || given === undefined) body = null;
  else if (typeof given === 'string' || given instanceof Uint8Array) body = given;
  else if (given instanceof ArrayBuffer) body = new Uint8Array(given);
  else if (ArrayBuffer.isView(given)) body = new Uint8Array(given.buffer, given.byteOffset, given.byteLength);
  else if (given instanceof ReadableStream) body = given as ReadableStream<Uint8Array>;
  else {
    // FormData, URLSearchParams, Blob: let the platform encode them (and name the multipart boundary).
    const encoded = new Response(given as BodyInit);
    body = new Uint8Array(await encoded.arrayBuffer());
    const type = encoded.headers.get('content-type');
    if (type && !headers.has('content-type')) headers.set('content-type', type);
  }
  return { url, method, headers, body, signal: init?.signal ?? fromRequest?.signal ?? null };
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function causeCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

/**
 * A fetch-compatible function for one outside system (pass it as `fetch` to the AI SDK providers or a FHIR client):
 * http(s) only, no userinfo, addresses checked after resolution on the address connected to, redirects followed by
 * hand (at most 3, each checked; credentials dropped across origins), the time and size limits of §10. Remote error
 * statuses are returned as responses (the client library reads them); everything else that goes wrong throws an
 * OutboundError (502 `<system>_failed`). An abort by the caller's signal stays an AbortError.
 */
export function createOutboundFetch(options: OutboundOptions): OutboundFetch {
  const limits = { ...DEFAULT_OUTBOUND_LIMITS, ...options.timeouts };
  const maxRedirects = options.maxRedirects ?? 3;
  let dispatcher: Agent | null = null;
  const log = options.logger;

  const outboundFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = await prepare(input, init);
    const callerSignal = request.signal;
    if (callerSignal?.aborted) throw abortError(callerSignal);
    const undici = await loadUndici();
    const undiciFetch = undici.fetch;
    dispatcher ??= createDispatcher(undici, options, limits);

    const started = performance.now();
    const deadline = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; deadline.abort(); }, limits.totalMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline.signal]) : deadline.signal;
    let host = '';
    let finished = false;
    const finish = () => { if (!finished) { finished = true; clearTimeout(timer); } };

    const fail = (failure: OutboundFailure, detail: string, remoteStatus?: number): OutboundError => {
      finish();
      log?.warn({ system: options.system, host, failure, status: remoteStatus, durationMs: Math.round(performance.now() - started) }, 'outbound call failed');
      return new OutboundError(options.system, failure, detail, remoteStatus);
    };
    const mapError = (err: unknown): unknown => {
      if (err instanceof OutboundError) return err;
      if (callerSignal?.aborted) { finish(); return abortError(callerSignal); }
      if (timedOut) return fail('timeout', `did not finish within ${seconds(limits.totalMs)}`);
      const code = causeCode(err);
      switch (code) {
        case 'EADDRBLOCKED': return fail('blocked', 'is at an address that is not allowed');
        case 'UND_ERR_CONNECT_TIMEOUT': return fail('connect_timeout', `could not be connected to within ${seconds(limits.connectMs)}`);
        case 'UND_ERR_HEADERS_TIMEOUT': return fail('timeout', `did not answer within ${seconds(limits.totalMs)}`);
        case 'UND_ERR_BODY_TIMEOUT': return fail('idle', `sent nothing for ${seconds(limits.idleMs)}`);
        case 'ECONNRESET': case 'UND_ERR_SOCKET': case 'EPIPE': case 'UND_ERR_ABORTED':
          return fail('broken', 'closed the connection');
        default: return fail('connect', 'could not be reached');
      }
    };

    let url = request.url;
    let { method, body } = request;
    const headers = request.headers;
    try {
      for (let hop = 0; ; hop++) {
        const verdict = checkUrlShape(url, options);
        if (!verdict.ok) throw fail(hop === 0 ? 'blocked' : 'redirects', hop === 0 ? `URL is not allowed: ${verdict.message}` : `redirected to a URL that is not allowed: ${verdict.message}`);
        host = verdict.url.host;
        const response = await undiciFetch(verdict.url, {
          method, headers: [...headers], body, signal, redirect: 'manual', dispatcher,
          ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
        } as Parameters<typeof UndiciFetch>[1]);
        log?.info({ system: options.system, host, status: response.status, durationMs: Math.round(performance.now() - started) }, 'outbound call');
        const location = response.headers.get('location');
        if (REDIRECTS.has(response.status) && location) {
          await response.body?.cancel().catch(() => {});
          if (hop >= maxRedirects) throw fail('redirects', `redirected more than ${maxRedirects} times`);
          let next: URL;
          try {
            next = new URL(location, verdict.url);
          } catch {
            throw fail('redirects', 'redirected to an invalid URL');
          }
          if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
            if (options.keepMethod && method !== 'GET' && method !== 'HEAD') {
              throw fail('redirects', `redirected the ${method} with ${response.status}, which would send it again as a GET without its body`, response.status);
            }
            if (method !== 'HEAD') method = 'GET';
            body = null;
            for (const h of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location']) headers.delete(h);
          } else if (body instanceof ReadableStream) {
            throw fail('redirects', 'redirected a streamed request, which cannot be sent again');
          }
          if (next.origin !== verdict.url.origin) for (const h of CREDENTIAL_HEADERS) headers.delete(h);
          url = next.href;
          continue;
        }
        return wrapResponse(response);
      }
    } catch (err) {
      throw mapError(err);
    }

    function wrapResponse(response: Awaited<ReturnType<typeof UndiciFetch>>): Response {
      const init = { status: response.status, statusText: response.statusText, headers: [...response.headers] as [string, string][] };
      if (!response.body || NULL_BODY.has(response.status)) {
        finish();
        return new Response(null, init);
      }
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > limits.maxBytes && !response.headers.get('content-encoding')) {
        void response.body.cancel().catch(() => {});
        throw fail('too_large', `sent a response larger than ${limits.maxBytes} bytes`, response.status);
      }
      const reader = response.body.getReader();
      let received = 0;
      // A caller that cancels the body (a connection test reads only the status) ends the read in flight: not a failure.
      let cancelled = false;
      const guarded = new ReadableStream<Uint8Array>({
        async pull(controller) {
          let idleTimer: NodeJS.Timeout | undefined;
          const idle = new Promise<never>((_, reject) => {
            idleTimer = setTimeout(() => reject(fail('idle', `sent nothing for ${seconds(limits.idleMs)}`)), limits.idleMs);
          });
          try {
            const chunk = await Promise.race([reader.read(), idle]);
            if (chunk.done) {
              finish();
              controller.close();
              return;
            }
            received += chunk.value.byteLength;
            if (received > limits.maxBytes) throw fail('too_large', `sent a response larger than ${limits.maxBytes} bytes`, response.status);
            controller.enqueue(chunk.value);
          } catch (err) {
            if (cancelled) return;
            void reader.cancel().catch(() => {});
            controller.error(mapError(err));
          } finally {
            clearTimeout(idleTimer);
          }
        },
        cancel(reason) {
          cancelled = true;
          finish();
          return reader.cancel(reason).catch(() => {});
        },
      });
      return new Response(guarded, init);
    }
  };
  return Object.assign(outboundFetch, { close: () => dispatcher?.close() }) as unknown as OutboundFetch;
}

/** Closes the connections an outbound fetch keeps open (tests, shutdown). */
export async function closeOutboundFetch(f: OutboundFetch): Promise<void> {
  const close = (f as unknown as { close?: () => Promise<void> | undefined }).close;
  await close?.();
}
