import type { AppConfig } from '../config.js';
import type { OutboundPolicy } from './policy.js';

/**
 * The policy for endpoints a clinic configures (FHIR servers, gateways, clearinghouses): private addresses only when
 * the operator allows them (OUTBOUND_ALLOW_PRIVATE=1) or lists the host (OUTBOUND_ALLOW_HOSTS).
 */
export function integrationPolicy(config: Pick<AppConfig, 'outbound'>): OutboundPolicy {
  return { allowPrivate: config.outbound.allowPrivate, allowHosts: config.outbound.allowHosts };
}
