import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkEndpointUrl, classifyAddress, closeOutboundFetch, createOutboundFetch, OutboundError, outboundStatusError,
  type OutboundFetch, type OutboundOptions, type OutboundResolver,
} from '../../../src/platform/outbound/index.js';
import { problemErrorHandler } from '../../../src/platform/http/problem.js';

/** One fake remote on 127.0.0.1 whose routes the tests script; it records what reached it. */
interface Seen { path: string; method: string; headers: http.IncomingHttpHeaders; body: string }
let server: http.Server;
let base: string;
let port: number;
const seen: Seen[] = [];
const closed: string[] = [];

const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void> = {
  '/ok': (_req, res) => res.end('hello'),
  '/echo': (req, res, body) => res.end(JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null })),
  '/fail': (_req, res) => { res.statusCode = 503; res.end('REMOTE-SECRET-BODY'); },
  '/r1': (_req, res) => redirect(res, 302, '/r2'),
  '/r2': (_req, res) => redirect(res, 307, '/r3'),
  '/r3': (_req, res) => redirect(res, 308, '/echo'),
  '/r4': (_req, res) => redirect(res, 301, '/r1'),
  '/see-other': (_req, res) => redirect(res, 303, '/echo'),
  '/to-metadata': (_req, res) => redirect(res, 302, 'http://169.254.169.254/latest/meta-data/'),
  '/to-mapped': (_req, res) => redirect(res, 302, 'http://[::ffff:169.254.169.254]/'),
  '/to-named-metadata': (_req, res) => redirect(res, 302, 'http://metadata.test/'),
  '/to-other-origin': (_req, res) => redirect(res, 307, `http://localhost.test:${port}/echo`),
  '/to-ftp': (_req, res) => redirect(res, 302, 'ftp://127.0.0.1/x'),
  '/stall': (_req, res) => { res.writeHead(200); res.write('first'); /* then nothing */ },
  '/dribble': (_req, res) => {
    res.writeHead(200);
    res.write('.');
    const t = setInterval(() => res.write('.'), 50);
    res.on('close', () => clearInterval(t));
  },
  '/big': (_req, res) => { res.writeHead(200, { 'content-length': '5000' }); res.end(Buffer.alloc(5000, 'x')); },
  '/big-chunked': (_req, res) => {
    res.writeHead(200);
    for (let i = 0; i < 10; i++) res.write(Buffer.alloc(500, 'y'));
    res.end();
  },
  '/hang': (_req, res) => { res.on('close', () => closed.push('/hang')); },
};

function redirect(res: http.ServerResponse, status: number, location: string) {
  res.writeHead(status, { location });
  res.end();
}

let tlsBlackHole: net.Server;
let blackHolePort: number;
const blackHoleSockets: net.Socket[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      seen.push({ path, method: req.method ?? '', headers: req.headers, body });
      const route = routes[path];
      if (route) route(req, res, body);
      else { res.statusCode = 404; res.end(); }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  // Accepts TCP and never speaks TLS: an https call to it can only end by the connect time limit.
  tlsBlackHole = net.createServer((socket) => { blackHoleSockets.push(socket); });
  await new Promise<void>((r) => tlsBlackHole.listen(0, '127.0.0.1', r));
  blackHolePort = (tlsBlackHole.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  for (const socket of blackHoleSockets) socket.destroy();
  await new Promise((r) => tlsBlackHole.close(r));
});

/** Planted names: the tests never use the real resolver. */
const planted: Record<string, string[]> = {
  'localhost.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'mapped.test': ['::ffff:169.254.169.254'],
  'mixed.test': ['127.0.0.1', '169.254.169.254'],
  'lan.test': ['10.1.2.3'],
};
const resolve: OutboundResolver = async (host) => {
  const addresses = planted[host];
  if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: net.isIP(address) }));
};

const fetches: OutboundFetch[] = [];
function outbound(overrides: Partial<OutboundOptions> = {}): OutboundFetch {
  const f = createOutboundFetch({ system: 'fhir_server', allowPrivate: true, resolve, ...overrides });
  fetches.push(f);
  return f;
}
afterAll(async () => { for (const f of fetches) await closeOutboundFetch(f); });

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundError);
    return err as OutboundError;
  }
  throw new Error('expected the call to fail');
}

describe('address classes', () => {
  it('always refuses link-local, metadata, unspecified, multicast, broadcast and their IPv4-mapped forms', () => {
    for (const a of ['169.254.169.254', '169.254.0.1', 'fe80::1', 'fd00:ec2::254', '0.0.0.0', '0.1.2.3', '224.0.0.1',
      '239.255.255.250', '255.255.255.255', 'ff02::1', '::', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '::ffff:0.0.0.0',
      '::ffff:224.0.0.1', '64:ff9b::169.254.169.254', '[fe80::1]']) {
      expect(classifyAddress(a), a).toBe('forbidden');
    }
  });
  it('marks loopback and private ranges as private, including mapped forms', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '::1', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1',
      '100.64.0.1', '100.127.255.255', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1']) {
      expect(classifyAddress(a), a).toBe('private');
    }
  });
  it('treats public addresses as public and a name as forbidden (names must be resolved first)', () => {
    for (const a of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(classifyAddress(a), a).toBe('public');
    expect(classifyAddress('example.com')).toBe('forbidden');
  });
});

describe('createOutboundFetch', () => {
  it('fetches from a private address when the policy allows it', async () => {
    const res = await outbound()(`${base}/ok`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello');
  });

  it('refuses loopback when private addresses are not allowed, for literals and for names resolving to them', async () => {
    const f = outbound({ allowPrivate: false });
    const before = seen.length;
    const literal = await failure(f(`${base}/ok`));
    expect(literal.failure).toBe('blocked');
    expect(literal.code).toBe('fhir_server_failed');
    const named = await failure(f(`http://localhost.test:${port}/ok`));
    expect(named.failure).toBe('blocked');
    expect(seen.length).toBe(before);
  });

  it('allows a host listed in allowHosts (host:port and bare host), and only that one', async () => {
    const byPort = outbound({ allowPrivate: false, allowHosts: [`localhost.test:${port}`] });
    expect((await byPort(`http://localhost.test:${port}/ok`)).status).toBe(200);
    expect((await failure(byPort(`${base}/ok`))).failure).toBe('blocked');
    const otherPort = outbound({ allowPrivate: false, allowHosts: ['localhost.test:1'] });
    expect((await failure(otherPort(`http://localhost.test:${port}/ok`))).failure).toBe('blocked');
    const bare = outbound({ allowPrivate: false, allowHosts: ['127.0.0.1'] });
    expect((await bare(`${base}/ok`)).status).toBe(200);
  });

  it('never connects to a name resolving to a metadata address, even with private allowed or the host listed', async () => {
    for (const host of ['metadata.test', 'mapped.test', 'mixed.test']) {
      const f = outbound({ allowPrivate: 'operator', allowHosts: [host] });
      expect((await failure(f(`http://${host}:${port}/ok`))).failure, host).toBe('blocked');
    }
  });

  it('refuses URLs that are not http(s), carry userinfo, or name forbidden literals', async () => {
    const f = outbound({ allowPrivate: 'operator' });
    for (const url of ['ftp://127.0.0.1/x', 'file:///etc/passwd', `http://user:pw@127.0.0.1:${port}/ok`, 'http://169.254.169.254/',
      'http://[fd00:ec2::254]/', 'http://[::ffff:169.254.169.254]/', 'http://0.0.0.0/', 'http://[fe80::1]/', 'http://224.0.0.1/',
      'http://255.255.255.255/', 'not a url']) {
      expect((await failure(f(url))).failure, url).toBe('blocked');
    }
  });

  it('follows up to three redirects, re-sending the body on 307/308', async () => {
    const res = await outbound()(`${base}/r1`, { method: 'POST', body: 'payload', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
    // 302 on a POST becomes a GET without a body (as browsers do), 307 and 308 keep the method.
    expect(await res.json()).toMatchObject({ method: 'GET', body: '' });
    const kept = await outbound()(`${base}/r2`, { method: 'POST', body: 'payload' });
    expect(await kept.json()).toMatchObject({ method: 'POST', body: 'payload' });
  });

  it('stops after the third redirect', async () => {
    const err = await failure(outbound()(`${base}/r4`));
    expect(err.failure).toBe('redirects');
  });

  it('turns a 303 into a GET', async () => {
    const res = await outbound()(`${base}/see-other`, { method: 'POST', body: 'x' });
    expect(await res.json()).toMatchObject({ method: 'GET', body: '' });
  });

  it('checks every redirect target: metadata literals, mapped forms, names resolving to metadata, other schemes', async () => {
    const f = outbound({ allowPrivate: 'operator' });
    expect((await failure(f(`${base}/to-metadata`))).failure).toBe('redirects');
    expect((await failure(f(`${base}/to-mapped`))).failure).toBe('redirects');
    expect((await failure(f(`${base}/to-named-metadata`))).failure).toBe('blocked');
    expect((await failure(f(`${base}/to-ftp`))).failure).toBe('redirects');
  });

  it('drops credentials when a redirect leaves the origin', async () => {
    const res = await outbound()(`${base}/to-other-origin`, { method: 'POST', body: 'x', headers: { authorization: 'Bearer secret' } });
    expect(await res.json()).toMatchObject({ method: 'POST', auth: null });
    const same = await outbound()(`${base}/r3`, { method: 'POST', body: 'x', headers: { authorization: 'Bearer secret' } });
    expect(await same.json()).toMatchObject({ auth: 'Bearer secret' });
  });

  it('returns a remote error status as a response (the client library reads it)', async () => {
    const res = await outbound()(`${base}/fail`);
    expect(res.status).toBe(503);
  });

  it('cuts off a stalled body', async () => {
    const res = await outbound({ timeouts: { idleMs: 200 } })(`${base}/stall`);
    expect(res.status).toBe(200);
    const err = await failure(res.text());
    expect(err.failure).toBe('idle');
  });

  it('ends a call that runs past its whole-call limit, even while bytes keep coming', async () => {
    const res = await outbound({ timeouts: { totalMs: 400, idleMs: 1000 } })(`${base}/dribble`);
    const err = await failure(res.text());
    expect(err.failure).toBe('timeout');
  });

  it('ends a call whose headers never come', async () => {
    const err = await failure(outbound({ timeouts: { totalMs: 300 } })(`${base}/hang`));
    expect(err.failure).toBe('timeout');
  });

  it('ends a connection that never completes within the connect limit', async () => {
    const err = await failure(outbound({ timeouts: { connectMs: 300 } })(`https://127.0.0.1:${blackHolePort}/`));
    expect(err.failure).toBe('connect_timeout');
  });

  it('cuts off a response over the size limit, declared or streamed', async () => {
    const f = outbound({ timeouts: { maxBytes: 1000 } });
    expect((await failure(f(`${base}/big`))).failure).toBe('too_large');
    const chunked = await f(`${base}/big-chunked`);
    expect((await failure(chunked.text())).failure).toBe('too_large');
  });

  it('reports an unreachable server as a failure of its system', async () => {
    const closedPort = await new Promise<number>((r) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as AddressInfo).port; s.close(() => r(p)); });
    });
    const err = await failure(createOutboundFetch({ system: 'gateway', allowPrivate: true })(`http://127.0.0.1:${closedPort}/`));
    expect(err.code).toBe('gateway_failed');
    expect(err.failure).toBe('connect');
  });

  it('aborts with the caller\'s signal as an AbortError, and the remote sees the connection close', async () => {
    const controller = new AbortController();
    const hangsBefore = seen.filter((s) => s.path === '/hang').length;
    const closedBefore = closed.length;
    const call = outbound()(`${base}/hang`, { signal: controller.signal });
    await waitFor(() => seen.filter((s) => s.path === '/hang').length > hangsBefore);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await waitFor(() => closed.length > closedBefore);
  });

  it('logs host, status and duration, never the path, query or body', async () => {
    const lines: object[] = [];
    const logger = { info: (o: object) => lines.push(o), warn: (o: object) => lines.push(o) };
    await (await outbound({ logger })(`${base}/echo?q=SECRET-QUERY`, { method: 'POST', body: 'SECRET-BODY' })).text();
    await outbound({ logger })(`${base}/fail`);
    expect(lines).toEqual([
      { system: 'fhir_server', host: `127.0.0.1:${port}`, status: 200, durationMs: expect.any(Number) },
      { system: 'fhir_server', host: `127.0.0.1:${port}`, status: 503, durationMs: expect.any(Number) },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/SECRET|echo|fail/);
  });

  it('sends FormData bodies with their multipart boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    const res = await outbound()(`${base}/echo`, { method: 'POST', body: form });
    expect((await res.json()).body).toContain('abc');
    expect(seen.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('the HTTP error handler', () => {
  it('answers an OutboundError with 502 problem+json naming the system and the remote status, never the body', async () => {
    const app = Fastify();
    app.setErrorHandler(problemErrorHandler);
    app.get('/status', async () => {
      const res = await outbound({ system: 'ai_provider' })(`${base}/fail`);
      await res.text();
      throw outboundStatusError('ai_provider', res.status);
    });
    app.get('/blocked', async () => { await outbound({ system: 'clearinghouse', allowPrivate: false })(`${base}/ok`); });
    const res = await app.inject({ method: 'GET', url: '/status' });
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 502, code: 'ai_provider_failed', remoteStatus: 503 });
    expect(res.json().detail).toContain('503');
    expect(res.body).not.toContain('REMOTE-SECRET-BODY');
    const blocked = await app.inject({ method: 'GET', url: '/blocked' });
    expect(blocked.statusCode).toBe(502);
    expect(blocked.json().code).toBe('clearinghouse_failed');
    await app.close();
  });
});

describe('checkEndpointUrl (saving a configured endpoint)', () => {
  const policy = { allowPrivate: false as const, resolve };
  async function refusal(promise: Promise<unknown>) {
    const err = await promise.then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: 'endpoint_not_allowed' });
    return err as { extra: { errors: Array<{ path: string }> } };
  }
  it('refuses private, loopback and metadata endpoints, literal or by name, naming the field', async () => {
    const err = await refusal(checkEndpointUrl('http://10.0.0.5/fhir', { ...policy, field: 'endpoint' }));
    expect(err.extra.errors[0]!.path).toBe('endpoint');
    await refusal(checkEndpointUrl('http://lan.test/fhir', policy));
    await refusal(checkEndpointUrl('http://metadata.test/', { ...policy, allowPrivate: true }));
    await refusal(checkEndpointUrl('http://169.254.169.254/', { ...policy, allowPrivate: 'operator' }));
    await refusal(checkEndpointUrl('gopher://example.org/', policy));
    await refusal(checkEndpointUrl('https://u:p@example.org/', policy));
  });
  it('accepts what the operator allows: OUTBOUND_ALLOW_PRIVATE, OUTBOUND_ALLOW_HOSTS', async () => {
    expect((await checkEndpointUrl('http://lan.test/fhir', { ...policy, allowPrivate: true })).hostname).toBe('lan.test');
    expect((await checkEndpointUrl('http://lan.test:8080/fhir', { ...policy, allowHosts: ['lan.test:8080'] })).port).toBe('8080');
    await refusal(checkEndpointUrl('http://lan.test:9090/fhir', { ...policy, allowHosts: ['lan.test:8080'] }));
  });
  it('accepts a name that does not resolve now (the call-time check still applies)', async () => {
    expect((await checkEndpointUrl('https://fhir.unknown.test/r4', policy)).hostname).toBe('fhir.unknown.test');
  });
});

async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
