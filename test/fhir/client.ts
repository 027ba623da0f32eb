import type { LightMyRequestResponse } from 'fastify';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { expect } from 'vitest';
import type { App } from '../../src/platform/http/app.js';
import type { Actor } from '../support/client.js';
import { expectValidFhir } from './validate.js';

/** A FHIR response: status, headers and, when there is a JSON body, the validated resource. */
export interface FhirResponse<T extends Resource = Resource> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: T;
  raw: LightMyRequestResponse;
}

/**
 * Calls /fhir as an outside system would (a bearer key, no cookies). Every JSON body the server answers (resources,
 * Bundles, OperationOutcomes, the CapabilityStatement) is validated before the test sees it.
 */
export class FhirHttp {
  constructor(readonly app: App, readonly key: string | null) {}

  async request<T extends Resource = Resource>(method: string, url: string, headers: Record<string, string> = {}, payload?: string): Promise<FhirResponse<T>> {
    const raw = await this.app.inject({
      method: method as 'GET', url,
      headers: { ...(this.key ? { authorization: `Bearer ${this.key}` } : {}), ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });
    let body = undefined as unknown as T;
    const type = String(raw.headers['content-type'] ?? '');
    if (type.startsWith('application/fhir+json') && raw.body) {
      expect(raw.headers['content-encoding'], 'inject does not decode gzip').toBeUndefined();
      body = expectValidFhir(JSON.parse(raw.body) as T);
    }
    return { status: raw.statusCode, headers: raw.headers, body, raw };
  }

  get<T extends Resource = Resource>(url: string, headers?: Record<string, string>) { return this.request<T>('GET', url, headers); }

  /** A search that must succeed: the Bundle. */
  async search(url: string): Promise<Bundle> {
    const res = await this.get<Bundle>(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resourceType).toBe('Bundle');
    return res.body;
  }

  /** Follows `next` links (absolute, under `origin`) from a search to the end: every page's match ids in order, and the pages' totals. */
  async allPages(url: string, origin: string): Promise<{ ids: string[]; totals: number[]; pages: number }> {
    const ids: string[] = [];
    const totals: number[] = [];
    let next: string | undefined = url;
    let pages = 0;
    while (next) {
      const bundle = await this.search(next);
      pages++;
      totals.push(bundle.total!);
      for (const e of bundle.entry ?? []) if (e.search?.mode === 'match') ids.push(e.resource!.id!);
      const link = bundle.link?.find((l) => l.relation === 'next')?.url;
      expect(link === undefined || link.startsWith(`${origin}/fhir/`), link).toBe(true);
      next = link ? link.slice(origin.length) : undefined;
      if (pages > 1000) throw new Error('paging does not end');
    }
    return { ids, totals, pages };
  }
}

/** Creates a key through the API as the given owner/admin and returns it. */
export async function createKey(actor: Actor, label = 'test key'): Promise<{ id: string; key: string }> {
  const res = await actor.post('/api/integrations/fhir-server/keys', { label });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string };
}
