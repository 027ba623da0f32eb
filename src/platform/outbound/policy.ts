import { isIP } from 'node:net';
import { addressAllowed, classifyAddress } from './addresses.js';

/**
 * Which private addresses a caller may reach. `true`: the user's local AI server (it runs on the clinic's network);
 * `'operator'`: a URL the operator configured (trusted, no private refusal); `false`: private addresses only for the
 * hosts in `allowHosts` (`host` or `host:port`, from OUTBOUND_ALLOW_HOSTS).
 */
export interface OutboundPolicy {
  allowPrivate: boolean | 'operator';
  allowHosts?: readonly string[];
}

export type UrlVerdict = { ok: true; url: URL } | { ok: false; message: string };

export function hostOf(url: URL): string {
  const h = url.hostname;
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/** Whether `allowHosts` lists this host (any port) or this host:port. */
export function hostListed(allowHosts: readonly string[] | undefined, hostname: string, port: string | number, protocol: string): boolean {
  if (!allowHosts || allowHosts.length === 0) return false;
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  const p = String(port || defaultPort(protocol));
  return allowHosts.some((entry) => {
    const e = entry.trim().toLowerCase();
    if (!e) return false;
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(e);
    if (bracketed) return bracketed[1] === host && (!bracketed[2] || bracketed[2] === p);
    const parts = e.split(':');
    if (parts.length === 2) return parts[0] === host && parts[1] === p;
    return e === host; // a bare name, or a bare IPv6 literal (several colons)
  });
}

/** Whether private addresses are allowed for this URL under the policy. */
export function privateAllowedFor(policy: OutboundPolicy, url: URL): boolean {
  return policy.allowPrivate !== false || hostListed(policy.allowHosts, hostOf(url), url.port, url.protocol);
}

/** Static checks: http(s), no userinfo, a host, and an IP literal host must be allowed. Names are checked on connect. */
export function checkUrlShape(raw: string | URL, policy: OutboundPolicy): UrlVerdict {
  let url: URL;
  try {
    url = new URL(String(raw));
  } catch {
    return { ok: false, message: 'must be an absolute http(s) URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: 'only http and https URLs are allowed' };
  if (url.username || url.password) return { ok: false, message: 'credentials in the URL are not allowed' };
  const host = hostOf(url);
  if (!host) return { ok: false, message: 'a host name is required' };
  if (isIP(host)) {
    const verdict = addressVerdict(host, privateAllowedFor(policy, url));
    if (verdict) return { ok: false, message: verdict };
  }
  return { ok: true, url };
}

/** null when the address may be connected to, else why not (no address echoed: it can be internal topology). */
export function addressVerdict(address: string, privateAllowed: boolean): string | null {
  if (addressAllowed(address, privateAllowed)) return null;
  return classifyAddress(address) === 'private'
    ? 'private and loopback addresses are not allowed for this endpoint'
    : 'link-local, metadata, multicast, broadcast and unspecified addresses are never allowed';
}
