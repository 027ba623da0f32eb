import { isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';
import { EndpointNotAllowedError } from './errors.js';
import type { OutboundResolver } from './fetch.js';
import { addressVerdict, checkUrlShape, hostOf, privateAllowedFor, type OutboundPolicy } from './policy.js';

export interface EndpointCheckOptions extends OutboundPolicy {
  /** The request field named in the 400 (`endpoint`, `localBaseUrl`). */
  field?: string;
  resolve?: OutboundResolver;
}

const systemResolver: OutboundResolver = (hostname) => new Promise((resolve, reject) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
});

/**
 * The check for saving a configured URL (an integration endpoint, a local server): the same rules the outbound fetch
 * applies on every call, here to give the user a 400 `endpoint_not_allowed` naming the field at once. A name that
 * does not resolve now is accepted (the server may be down); the call-time check still applies to whatever it
 * resolves to then. Returns the parsed URL.
 */
export async function checkEndpointUrl(raw: string, policy: EndpointCheckOptions): Promise<URL> {
  const field = policy.field ?? 'endpoint';
  const verdict = checkUrlShape(raw.trim(), policy);
  if (!verdict.ok) throw new EndpointNotAllowedError(field, verdict.message);
  const host = hostOf(verdict.url);
  if (isIP(host)) return verdict.url;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await (policy.resolve ?? systemResolver)(host);
  } catch {
    return verdict.url;
  }
  const privateAllowed = privateAllowedFor(policy, verdict.url);
  for (const { address } of addresses) {
    const why = addressVerdict(address, privateAllowed);
    if (why) throw new EndpointNotAllowedError(field, `the host resolves to an address that is not allowed (${why})`);
  }
  return verdict.url;
}
