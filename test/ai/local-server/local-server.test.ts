import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertSafeLocalServer, checkLocalBaseUrl, hasModel, isBlockedAddress, openAiCompatibleBaseUrl, probeLocalServer,
} from '../../../src/ai/local-server.js';
import { json, ollamaTags, startFakeServer, type FakeServer } from '../config/fake-model-server.js';

const open: Array<FakeServer | Server> = [];
afterEach(async () => {
  for (const s of open.splice(0)) {
    if ('baseUrl' in s) await s.close();
    else await new Promise<void>((r) => { s.closeAllConnections(); s.close(() => r()); });
  }
});

describe('address and URL checks', () => {
  it('blocks link-local and metadata addresses, allows loopback and private LAN', () => {
    for (const ip of ['169.254.169.254', '169.254.0.1', '169.254.255.255', '100.100.100.200', '192.0.0.192', 'fe80::1',
      'FE80::abcd', 'febf::1', 'fd00:ec2::254', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe']) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
    for (const ip of ['127.0.0.1', '::1', '10.0.0.5', '192.168.1.20', '172.16.0.9', 'fd00::1', 'fec0::1', '100.100.100.201', '8.8.8.8']) {
      expect(isBlockedAddress(ip), ip).toBe(false);
    }
  });

  it('checks scheme, credentials, query, literal and named metadata hosts', () => {
    expect(checkLocalBaseUrl('http://localhost:11434').ok).toBe(true);
    expect(checkLocalBaseUrl('https://[::1]:8443/v1').ok).toBe(true);
    for (const bad of ['ftp://localhost', 'ws://localhost:11434', 'http://a:b@localhost', 'http://localhost:11434/?x=1',
      'http://169.254.169.254', 'http://[fe80::1]/', 'http://metadata.google.internal', 'http://metadata/', 'http://instance-data/', '']) {
      expect(checkLocalBaseUrl(bad).ok, bad).toBe(false);
    }
  });

  it('refuses a host name that resolves to a blocked address (400), and lets an unresolvable one through to the probe', async () => {
    await expect(assertSafeLocalServer('http://evil.example:11434', { resolve: async () => ['127.0.0.1', '169.254.169.254'] }))
      .rejects.toMatchObject({ status: 400, extra: { errors: [{ path: 'localBaseUrl' }] } });
    await expect(assertSafeLocalServer('http://gpu.lan:11434', { resolve: async () => ['192.168.1.9'] })).resolves.toBeInstanceOf(URL);
    await expect(assertSafeLocalServer('http://nowhere.invalid', { resolve: async () => { throw new Error('ENOTFOUND'); } })).resolves.toBeInstanceOf(URL);
  });
});

describe('probeLocalServer', () => {
  it('gives up at the deadline on a server that never answers', async () => {
    const silent = createServer(() => { /* never answers */ });
    open.push(silent);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const started = Date.now();
    const result = await probeLocalServer(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, { timeoutMs: 300 });
    expect(result).toEqual({ reachable: false, message: expect.stringMatching(/did not answer within 300 ms/) });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('shares one deadline between the two listings', async () => {
    const slow = await startFakeServer({
      '/api/tags': (_req, res) => setTimeout(() => res.writeHead(404).end(), 200),
      '/v1/models': (_req, res) => setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}'), 200),
    });
    open.push(slow);
    const result = await probeLocalServer(slow.baseUrl, { timeoutMs: 300 });
    expect(result.reachable).toBe(false);
  });

  it('resolves localhost through the guarded lookup', async () => {
    const ollama = await startFakeServer({ '/api/tags': json(200, ollamaTags(['llama3'])) });
    open.push(ollama);
    expect(await probeLocalServer(`http://localhost:${ollama.port}`)).toEqual({ reachable: true, kind: 'ollama', models: ['llama3'] });
  });

  it('goes through the outbound module: an address it always refuses is not connected to, even on a listening server', async () => {
    const ollama = await startFakeServer({ '/api/tags': json(200, ollamaTags(['llama3'])) });
    open.push(ollama);
    // 0.0.0.0 reaches this host on Linux; decisions.md §10 refuses it for every outbound call.
    expect(isBlockedAddress('0.0.0.0')).toBe(true);
    expect(await probeLocalServer(`http://0.0.0.0:${ollama.port}`)).toEqual({ reachable: false, message: expect.stringMatching(/not allowed/) });
    expect(ollama.seen).toEqual([]);
  });

  it('honours a smaller size cap', async () => {
    const ollama = await startFakeServer({ '/api/tags': json(200, ollamaTags(['a', 'b', 'c'])) });
    open.push(ollama);
    expect(await probeLocalServer(ollama.baseUrl, { maxBytes: 50 })).toMatchObject({ reachable: false, message: expect.stringMatching(/larger than 50 bytes/) });
  });
});

describe('helpers', () => {
  it('matches Ollama names with and without :latest', () => {
    expect(hasModel(['llama3:latest'], 'llama3')).toBe(true);
    expect(hasModel(['llama3'], 'llama3:latest')).toBe(true);
    expect(hasModel(['llama3:8b'], 'llama3')).toBe(false);
    expect(hasModel(['qwen2.5-7b-instruct'], 'qwen2.5-7b-instruct')).toBe(true);
  });

  it('derives the OpenAI-compatible base', () => {
    expect(openAiCompatibleBaseUrl('http://localhost:11434')).toBe('http://localhost:11434/v1');
    expect(openAiCompatibleBaseUrl('http://localhost:11434/')).toBe('http://localhost:11434/v1');
    expect(openAiCompatibleBaseUrl('http://localhost:1234/v1')).toBe('http://localhost:1234/v1');
    expect(openAiCompatibleBaseUrl('http://box.lan/ollama/')).toBe('http://box.lan/ollama/v1');
  });
});
