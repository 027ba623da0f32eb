import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { freePort } from './infra.js';

export const ORIGIN = 'http://localhost:4000';
export const FAULT_PASSWORD = 'fault-password-123456';

export interface Reply { status: number; headers: IncomingHttpHeaders; body: string; json<T = Record<string, unknown>>(): T }

/** One HTTP request over loopback; a connection failure resolves with status 0 (the caller decides if that is fine). */
export function call(base: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request({
      host: url.hostname, port: url.port, path: url.pathname + url.search, method,
      headers: { origin: ORIGIN, ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
    }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) }));
      res.on('error', () => resolve({ status: 0, headers: {}, body: '', json: () => ({}) as never }));
    });
    req.setTimeout(60_000, () => req.destroy(new Error('client timeout')));
    req.on('error', (err) => resolve({ status: 0, headers: {}, body: String(err), json: () => ({}) as never }));
    req.end(payload);
  });
}

/** A signed-in user with the session cookie, speaking HTTP to the service process. */
export class HttpUser {
  cookie = '';
  username = '';
  constructor(readonly base: string) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await call(this.base, method, path, { body, headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers } });
    const set = res.headers['set-cookie'];
    if (set) {
      const jar = new Map(this.cookie.split('; ').filter(Boolean).map((kv) => kv.split('=', 2) as [string, string]));
      for (const line of set) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      this.cookie = [...jar].filter(([, v]) => v).map(([k, v]) => `${k}=${v}`).join('; ');
    }
    return res;
  }

  /** Signs up and creates a clinic (which becomes the active one). */
  static async owner(base: string, tag: string): Promise<HttpUser> {
    const u = new HttpUser(base);
    u.username = `owner_${tag}`;
    const signed = await u.send('POST', '/api/auth/sign-up/email', { name: `Owner ${tag}`, email: `owner_${tag}@example.test`, password: FAULT_PASSWORD, username: `owner_${tag}` });
    if (signed.status !== 200) throw new Error(`sign-up failed: ${signed.status} ${signed.body}`);
    const clinic = await u.send('POST', '/api/auth/organization/create', { name: `Clinic ${tag}`, slug: `c-${tag}` });
    if (clinic.status !== 200) throw new Error(`clinic creation failed: ${clinic.status} ${clinic.body}`);
    return u;
  }
}

/** The service as a real child process (`src/main.ts serve` under tsx): whether it crashes is the question. */
export class ServiceProcess {
  readonly output: string[] = [];
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  private readonly exited: Promise<void>;

  private constructor(readonly child: ChildProcess, readonly base: string) {
    const keep = (c: Buffer) => { this.output.push(...c.toString().split('\n').filter(Boolean)); };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => { this.exit = { code, signal }; resolve(); }));
  }

  static async start(env: Record<string, string>): Promise<ServiceProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: ORIGIN, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const service = new ServiceProcess(child, `http://127.0.0.1:${port}`);
    await service.waitReady();
    return service;
  }

  get alive() { return this.exit === undefined; }

  /** Polls /ready (bounded): the service answers and its database does. */
  async waitReady(attempts = 240): Promise<void> {
    for (let i = 0; i < attempts; i++) {
      if (!this.alive) throw new Error(`the service exited: ${JSON.stringify(this.exit)}\n${this.output.slice(-20).join('\n')}`);
      const res = await call(this.base, 'GET', '/ready');
      if (res.status === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the service did not become ready\n${this.output.slice(-20).join('\n')}`);
  }

  /** Log lines (pino JSON) whose message contains `text`. */
  logged(text: string): string[] { return this.output.filter((line) => line.includes(text)); }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.alive) this.child.kill(signal);
    await this.exited;
  }

  waitExit(): Promise<void> { return this.exited; }
}

/** What a stream of writes saw: acknowledged ids, clean 503s, and anything else (which a test treats as a failure). */
export interface Outcomes { acked: string[]; unavailable: number; unexpected: string[] }

export function newOutcomes(): Outcomes { return { acked: [], unavailable: 0, unexpected: [] }; }

/** Sorts one write's reply: 201 acknowledged, a clean 503 (problem+json with Retry-After), or unexpected. */
export function record(outcomes: Outcomes, res: Reply, options: { connectionFailureOk?: boolean } = {}) {
  if (res.status === 201) outcomes.acked.push(res.json().id as string);
  else if (res.status === 503 && res.headers['retry-after'] && String(res.headers['content-type']).includes('application/problem+json')) outcomes.unavailable++;
  else if (res.status === 0 && options.connectionFailureOk) outcomes.unavailable++;
  else outcomes.unexpected.push(`${res.status} ${res.headers['retry-after'] ?? '-'} ${res.body.slice(0, 200)}`);
}

/** `workers` concurrent loops of at most `perWorker` writes each, stopping early once `stop()` says so. */
export async function writeLoad(user: HttpUser, outcomes: Outcomes, options: { workers: number; perWorker: number; stop?: () => boolean; label: string; connectionFailureOk?: boolean }) {
  await Promise.all(Array.from({ length: options.workers }, async (_, w) => {
    for (let i = 0; i < options.perWorker && !options.stop?.(); i++) {
      const res = await user.send('POST', '/api/inventory', { name: `${options.label} ${w}-${i}`, stockQuantity: 1 });
      record(outcomes, res, options);
    }
  }));
}
