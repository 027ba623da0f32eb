import type { CapabilityStatement } from '@medplum/fhirtypes';
import { requireElevated, type ClinicContext } from '../platform/auth/context.js';
import type { AppDeps } from '../platform/http/route-module.js';
import {
  closeOutboundFetch, createOutboundFetch, integrationPolicy, isOutboundError, type OutboundSystem,
} from '../platform/outbound/index.js';
import { loadIntegration } from './config/service.js';
import type { ConnectionTestResult, IntegrationType } from './config/schema.js';
import { withFhirServer } from './fhir/client.js';
import type { IntegrationCallDeps } from './post-document.js';

type Deps = Pick<AppDeps, 'db' | 'encryptor' | 'config'> & IntegrationCallDeps;

const SYSTEM: Record<Exclude<IntegrationType, 'fhir'>, OutboundSystem> = { eprescribe: 'gateway', claims: 'clearinghouse' };

/**
 * Tests the saved configuration of one type (owner/admin), enabled or not (decisions.md §13): `fhir` reads
 * `/metadata` and wants a CapabilityStatement of FHIR 4.0.x; `eprescribe` and `claims` send a GET with the bearer
 * token to the endpoint and want a 2xx. A failing or unreachable remote is `{ ok: false, message, status? }`, never
 * an error; the message names the remote status or the kind of failure, never the remote body.
 */
export async function testIntegration(deps: Deps, ctx: ClinicContext, type: IntegrationType): Promise<ConnectionTestResult> {
  requireElevated(ctx);
  const integration = await loadIntegration(deps, ctx, type);
  if (!integration?.endpoint) return { ok: false, message: 'No endpoint is configured' };
  try {
    if (type === 'fhir') {
      const token = (integration.credentials as { token?: string } | null)?.token;
      return await withFhirServer(deps, integration.endpoint, token, async (server) => {
        const statement = await server.read<CapabilityStatement>('metadata');
        if (statement?.resourceType !== 'CapabilityStatement') {
          return { ok: false, message: 'The server answered /metadata with something that is not a CapabilityStatement', status: 200 };
        }
        // Only a version number is repeated: the field is remote text, and the message never carries the remote body.
        const version = typeof statement.fhirVersion === 'string' && /^\d{1,3}(\.\d{1,3}){1,2}(-[\w.]{1,20})?$/.test(statement.fhirVersion)
          ? statement.fhirVersion : null;
        if (!version) return { ok: false, message: 'The server states no FHIR version number; R4 (4.0.x) is required', status: 200 };
        if (!/^4\.0\.\d+$/.test(version)) {
          return { ok: false, message: `The server speaks FHIR ${version}; R4 (4.0.x) is required`, status: 200 };
        }
        return { ok: true, message: `Connected: a FHIR ${version} server`, status: 200 };
      });
    }
    return await authenticatedGet(deps, integration.endpoint, integration.credentials?.token, SYSTEM[type]);
  } catch (err) {
    if (!isOutboundError(err)) throw err;
    return { ok: false, message: err.message, ...(err.remoteStatus ? { status: err.remoteStatus } : {}) };
  }
}

async function authenticatedGet(deps: Deps, endpoint: string, token: string | undefined, system: OutboundSystem): Promise<ConnectionTestResult> {
  const fetch = createOutboundFetch({ system, ...integrationPolicy(deps.config), logger: deps.log });
  try {
    const res = await fetch(endpoint, { method: 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} });
    await res.body?.cancel();
    return res.ok
      ? { ok: true, message: `Connected: the endpoint answered HTTP ${res.status}`, status: res.status }
      : { ok: false, message: `The endpoint answered HTTP ${res.status}`, status: res.status };
  } finally {
    await closeOutboundFetch(fetch);
  }
}
