import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  baseUrl: string;
  port: number;
  /** Paths requested so far. */
  seen: string[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A model server on 127.0.0.1 speaking the real wire format; `routes` maps a path to its handler, anything else 404. */
export async function startFakeServer(routes: Record<string, Handler>): Promise<FakeServer> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const handler = routes[(req.url ?? '').split('?')[0]!];
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`, port, seen,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export const json = (status: number, body: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/** Ollama's `GET /api/tags` answer. */
export function ollamaTags(names: string[]) {
  return {
    models: names.map((name) => ({
      name, model: name, modified_at: '2025-01-01T00:00:00Z', size: 4_661_224_676, digest: 'a'.repeat(64),
      details: { format: 'gguf', family: 'llama', parameter_size: '8.0B', quantization_level: 'Q4_0' },
    })),
  };
}

/** OpenAI's `GET /v1/models` answer. */
export function openAiModels(ids: string[]) {
  return { object: 'list', data: ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'organization_owner' })) };
}

/** A port on 127.0.0.1 that nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
