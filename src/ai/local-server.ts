import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import { errors } from '../platform/http/errors.js';
import { classifyAddress, closeOutboundFetch, createOutboundFetch, isOutboundError } from '../platform/outbound/index.js';

/**
 * The adapter for a user's local model server (Ollama, llama.cpp, vLLM, LM Studio: anything that lists its models at
 * Ollama's `GET /api/tags` or OpenAI's `GET /v1/models`).
 *
 * The base URL is user-supplied, so the service must not become a way to reach what only the server can reach:
 * only http(s), no credentials in the URL, never link-local, cloud-metadata or other always-refused addresses
 * (checked here on the literal and on every DNS answer before the request; the probe itself goes through the outbound
 * module, decisions.md §10, which checks the address actually connected to, so a rebinding name cannot slip through),
 * no redirects, a short deadline and a cap on the response size. Loopback and private LAN addresses are allowed:
 * that is where a local model server lives.
 */

const BLOCKED_NAMES = new Set([
  'metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal',
  'metadata.azure.internal', 'metadata.tencentyun.com', 'metadata.platformequinix.com',
]);

/**
 * True for the addresses the outbound module always refuses (decisions.md §10): link-local and cloud-metadata
 * addresses, "this network", multicast, broadcast and reserved ranges, in IPv4, IPv6 and IPv4-embedding IPv6 forms.
 */
export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  return classifyAddress(address) === 'forbidden';
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** The checks that need no network: scheme, credentials, literal addresses and well-known metadata names. */
export function checkLocalBaseUrl(raw: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: 'must be an absolute http(s) URL, e.g. http://localhost:11434' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: 'only http and https URLs are allowed' };
  if (url.username || url.password) return { ok: false, message: 'credentials in the URL are not allowed' };
  if (url.search || url.hash) return { ok: false, message: 'a query string or fragment is not allowed' };
  const host = hostOf(url);
  if (!host) return { ok: false, message: 'a host name is required' };
  if (isBlockedAddress(host)) return { ok: false, message: 'link-local and cloud metadata addresses are not allowed' };
  if (BLOCKED_NAMES.has(host.replace(/\.$/, '').toLowerCase())) return { ok: false, message: 'cloud metadata addresses are not allowed' };
  return { ok: true, url };
}

/** Throws 400 naming `field` when the URL is not allowed; returns the parsed URL otherwise. */
export function assertSafeLocalBaseUrl(raw: string, field = 'localBaseUrl'): URL {
  const check = checkLocalBaseUrl(raw);
  if (!check.ok) throw errors.invalidField(field, check.message);
  return check.url;
}

export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = (hostname) => new Promise((resolve, reject) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses.map((a) => a.address))));
});

/**
 * The full pre-flight check: the static checks, then every address the host name resolves to. A name that resolves to
 * a blocked address is a 400 like a blocked literal. A name that does not resolve is not a 400 (the probe reports it).
 */
export async function assertSafeLocalServer(raw: string, options: { field?: string; resolve?: Resolver } = {}): Promise<URL> {
  const url = assertSafeLocalBaseUrl(raw, options.field);
  const host = hostOf(url);
  if (isIP(host)) return url;
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? systemResolver)(host);
  } catch {
    return url;
  }
  if (addresses.some(isBlockedAddress)) {
    throw errors.invalidField(options.field ?? 'localBaseUrl', 'the host resolves to a link-local or cloud metadata address');
  }
  return url;
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** The whole probe's default deadline. */
export const PROBE_TIMEOUT_MS = 3000;

export interface ProbeOptions {
  /** The whole probe's deadline (both listings together). Default 3 s. */
  timeoutMs?: number;
  /** The largest model list read. Default 1 MiB. */
  maxBytes?: number;
}

export type LocalServerKind = 'ollama' | 'openai';
export type ProbeResult =
  | { reachable: true; kind: LocalServerKind; models: string[] }
  | { reachable: false; message: string };

const NO_MODEL_LIST = 'The server answered, but neither /api/tags nor /v1/models returned a model list';

class ProbeFailure extends Error {
  constructor(message: string, readonly fatal: boolean) { super(message); }
}

/**
 * Lists the models of the server at `baseUrl`: Ollama's `GET /api/tags` first, else `GET /v1/models`. Never throws
 * for an unreachable or misbehaving server: the result says why. The URL must have passed `assertSafeLocalServer`.
 */
export async function probeLocalServer(baseUrl: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const deadline = Date.now() + timeoutMs;
  const { root, v1 } = serverBases(baseUrl);
  try {
    const tags = await getJson(`${root}/api/tags`, deadline, maxBytes, timeoutMs);
    const models = ollamaModels(tags);
    if (models) return { reachable: true, kind: 'ollama', models };
  } catch (err) {
    if (!(err instanceof ProbeFailure)) throw err;
    if (err.fatal) return { reachable: false, message: err.message };
  }
  try {
    const list = await getJson(`${v1}/models`, deadline, maxBytes, timeoutMs);
    const models = openAiModels(list);
    if (models) return { reachable: true, kind: 'openai', models };
    return { reachable: false, message: NO_MODEL_LIST };
  } catch (err) {
    if (!(err instanceof ProbeFailure)) throw err;
    return { reachable: false, message: err.fatal ? err.message : NO_MODEL_LIST };
  }
}

/** Whether `wanted` is among `models`; Ollama's implicit `:latest` tag is accepted either way. */
export function hasModel(models: readonly string[], wanted: string): boolean {
  const norm = (m: string) => (m.includes(':') ? m : `${m}:latest`).toLowerCase();
  const target = norm(wanted.trim());
  return models.some((m) => m === wanted || norm(m) === target);
}

/**
 * The OpenAI-compatible API base of the server (what an OpenAI-compatible client is pointed at): `<root>/v1`. Both
 * `http://host:11434` and `http://host:1234/v1` are accepted as the user's base URL.
 */
export function openAiCompatibleBaseUrl(baseUrl: string): string {
  return serverBases(baseUrl).v1;
}

function serverBases(baseUrl: string): { root: string; v1: string } {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  const rootPath = path.endsWith('/v1') ? path.slice(0, -3) : path;
  const root = `${url.origin}${rootPath}`;
  return { root, v1: `${root}/v1` };
}

function ollamaModels(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { models?: unknown }).models)) return null;
  return ((body as { models: unknown[] }).models)
    .map((m) => (m && typeof m === 'object' ? (m as { name?: unknown; model?: unknown }).name ?? (m as { model?: unknown }).model : null))
    .filter((n): n is string => typeof n === 'string');
}

function openAiModels(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { data?: unknown }).data)) return null;
  return ((body as { data: unknown[] }).data)
    .map((m) => (m && typeof m === 'object' ? (m as { id?: unknown }).id : null))
    .filter((n): n is string => typeof n === 'string');
}

/**
 * One GET through the outbound module (private addresses allowed, no redirects, the probe's size cap, the rest of the
 * shared deadline). 404/405/non-JSON are non-fatal (the other listing may exist); the rest are fatal.
 */
async function getJson(target: string, deadline: number, maxBytes: number, timeoutMs: number): Promise<unknown> {
  const remaining = deadline - Date.now();
  const late = () => new ProbeFailure(`The local model server did not answer within ${seconds(timeoutMs)}`, true);
  if (remaining <= 0) throw late();
  const probeFetch = createOutboundFetch({
    system: 'ai_provider', allowPrivate: true, maxRedirects: 0,
    timeouts: { connectMs: Math.min(remaining, 10_000), totalMs: remaining, idleMs: remaining, maxBytes },
  });
  const signal = AbortSignal.timeout(remaining);
  try {
    const res = await probeFetch(target, { method: 'GET', headers: { accept: 'application/json' }, signal });
    const status = res.status;
    const fail = (message: string, fatal: boolean) => {
      void res.body?.cancel().catch(() => {});
      return new ProbeFailure(message, fatal);
    };
    if (status >= 300 && status < 400) throw fail(`The local model server answered with a redirect (HTTP ${status}), which is not followed`, true);
    if (status === 404 || status === 405) throw fail(`HTTP ${status}`, false);
    if (status === 401 || status === 403) throw fail(`The local model server refused the request (HTTP ${status})`, true);
    if (status < 200 || status >= 300) throw fail(`The local model server answered HTTP ${status}`, true);
    const text = await res.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProbeFailure('not JSON', false);
    }
  } catch (err) {
    if (err instanceof ProbeFailure) throw err;
    if (signal.aborted || Date.now() >= deadline) throw late();
    throw new ProbeFailure(failureMessage(err, maxBytes, timeoutMs), true);
  } finally {
    await closeOutboundFetch(probeFetch);
  }
}

function failureMessage(err: unknown, maxBytes: number, timeoutMs: number): string {
  if (!isOutboundError(err)) return 'Could not reach the local model server';
  switch (err.failure) {
    case 'too_large': return `The local model server's answer is larger than ${maxBytes} bytes`;
    case 'timeout': case 'connect_timeout': case 'idle': return `The local model server did not answer within ${seconds(timeoutMs)}`;
    case 'redirects': return 'The local model server answered with a redirect, which is not followed';
    case 'blocked': return 'The local model server\'s host resolves to an address that is not allowed';
    case 'broken': return 'The local model server closed the connection';
    default: return 'Could not reach the local model server';
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
