import type * as Medplum from '@medplum/core';
import type { MedplumClient } from '@medplum/core';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { AppConfig } from '../../platform/config.js';
import {
  closeOutboundFetch, createOutboundFetch, integrationPolicy, isOutboundError, OutboundError, outboundStatusError,
  type OutboundFetch, type OutboundLogger, type OutboundTimeouts,
} from '../../platform/outbound/index.js';

/** The outbound limits of FHIR calls: §10's defaults; tests shorten them to see a timeout without waiting a minute. */
export const fhirClientTuning: { timeouts?: OutboundTimeouts } = {};

/**
 * A FHIR R4 client for one configured server: Medplum's `MedplumClient` (HTTP, bearer auth, FHIR JSON, search) over
 * the outbound fetch of decisions.md §10 (address checks, limits, 502 `fhir_server_failed`). Medplum's own habits are
 * switched off where they would surprise a plain FHIR server: no cache, no retries (the caller retries), no Medplum
 * base path. Every failure leaves as an OutboundError: the remote status when it answered with one, never its body.
 */
export class FhirServer {
  private readonly fetch: OutboundFetch;
  private readonly client: MedplumClient;
  private lastStatus = 0;
  readonly origin: string;

  constructor(medplum: typeof Medplum, config: Pick<AppConfig, 'outbound'>, endpoint: string, token: string | undefined, log?: OutboundLogger) {
    this.fetch = createOutboundFetch({ system: 'fhir_server', ...integrationPolicy(config), timeouts: fhirClientTuning.timeouts, logger: log });
    const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
    this.origin = new URL(base).origin;
    this.client = new medplum.MedplumClient({
      baseUrl: base,
      fhirUrlPath: '',
      cacheTime: 0,
      fetch: async (url: string | URL | Request, init?: RequestInit) => {
        const res = await this.fetch(url, init);
        this.lastStatus = res.status;
        return res;
      },
    });
    if (token) this.client.setAccessToken(token);
  }

  /** GET a path relative to the endpoint (`metadata`) or an absolute URL on the same server (a paging link). */
  async read<T extends Resource>(pathOrUrl: string): Promise<T> {
    const url = /^https?:/i.test(pathOrUrl) ? pathOrUrl : this.client.fhirUrl(pathOrUrl).toString();
    return this.call(() => this.client.get<T>(url, { maxRetries: 0 }));
  }

  /** A search (first page) as the server's Bundle. */
  async search(resourceType: 'Patient' | 'Observation', params: Record<string, string>): Promise<Bundle> {
    return this.call(() => this.client.search(resourceType, params, { maxRetries: 0 }) as Promise<Bundle>);
  }

  async close(): Promise<void> {
    await closeOutboundFetch(this.fetch);
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    this.lastStatus = 0;
    try {
      return await work();
    } catch (err) {
      if (isOutboundError(err)) throw err;
      if (this.lastStatus >= 400) throw outboundStatusError('fhir_server', this.lastStatus);
      throw new OutboundError('fhir_server', 'broken', 'answered with something that is not FHIR JSON', this.lastStatus || undefined);
    }
  }
}

/** Opens a client for the call in `work` and closes its connections afterwards. */
export async function withFhirServer<T>(
  deps: { config: Pick<AppConfig, 'outbound'>; log?: OutboundLogger }, endpoint: string, token: string | undefined,
  work: (server: FhirServer) => Promise<T>,
): Promise<T> {
  // Medplum is loaded on the first call to a FHIR server, not at start-up.
  const server = new FhirServer(await import('@medplum/core'), deps.config, endpoint, token, deps.log);
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}
