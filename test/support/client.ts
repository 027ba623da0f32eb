import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/platform/http/app.js';
import { TEST_ORIGIN } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A client with a cookie jar that talks to the app as a browser would (cookies plus a trusted Origin). */
export class Actor {
  readonly cookies = new Map<string, string>();
  userId = '';
  name = '';
  username = '';

  constructor(readonly app: App) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method, url,
      headers: { origin: TEST_ORIGIN, ...(this.cookies.size ? { cookie: this.cookieHeader } : {}), ...headers },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    const res = await this.app.inject(options);
    this.keepCookies(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) { return this.request('GET', url, undefined, headers); }
  post(url: string, body?: unknown, headers?: Record<string, string>) { return this.request('POST', url, body, headers); }
  put(url: string, body?: unknown, headers?: Record<string, string>) { return this.request('PUT', url, body, headers); }
  patch(url: string, body?: unknown, headers?: Record<string, string>) { return this.request('PATCH', url, body, headers); }
  delete(url: string, headers?: Record<string, string>) { return this.request('DELETE', url, undefined, headers); }

  private keepCookies(res: LightMyRequestResponse) {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

/** An anonymous client (no cookies). */
export function anonymous(app: App): Actor { return new Actor(app); }
