/**
 * The one module that calls outside systems (decisions.md §10): AI providers, the local model server, FHIR servers,
 * e-prescribing gateways and clearinghouses. It knows no resource: callers name their system and policy.
 */
export { classifyAddress, addressAllowed, embeddedIpv4, type AddressClass } from './addresses.js';
export {
  OUTBOUND_SYSTEMS, OutboundError, EndpointNotAllowedError, isOutboundError, outboundStatusError,
  type OutboundSystem, type OutboundFailure,
} from './errors.js';
export {
  createOutboundFetch, closeOutboundFetch, DEFAULT_OUTBOUND_LIMITS,
  type OutboundFetch, type OutboundOptions, type OutboundTimeouts, type OutboundResolver, type OutboundLogger,
} from './fetch.js';
export { checkEndpointUrl, type EndpointCheckOptions } from './endpoint.js';
export { checkUrlShape, hostListed, type OutboundPolicy } from './policy.js';
export { integrationPolicy } from './config.js';
