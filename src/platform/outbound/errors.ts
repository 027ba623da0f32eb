import { AppError } from '../http/errors.js';

/** The outside systems of decisions.md §10; each failure answers 502 with `code: <system>_failed`. */
export const OUTBOUND_SYSTEMS = ['ai_provider', 'fhir_server', 'gateway', 'clearinghouse'] as const;
export type OutboundSystem = (typeof OUTBOUND_SYSTEMS)[number];

const LABELS: Record<OutboundSystem, string> = {
  ai_provider: 'The AI provider',
  fhir_server: 'The FHIR server',
  gateway: 'The e-prescribing gateway',
  clearinghouse: 'The clearinghouse',
};

export type OutboundFailure =
  | 'status' // the remote answered with an error status
  | 'blocked' // the URL or an address it resolved to is not allowed
  | 'connect' // could not connect (refused, unreachable, DNS, TLS)
  | 'connect_timeout'
  | 'timeout' // the whole call took longer than its limit
  | 'idle' // a streamed body stalled
  | 'too_large' // the response passed the size cap
  | 'redirects' // too many redirects, or one that cannot be followed
  | 'broken'; // the connection broke off mid-response

/**
 * A failed call to an outside system. It is an AppError, so the HTTP error handler answers 502 problem+json with
 * `code: <system>_failed`; the detail names the remote status or the kind of failure, never the remote body.
 */
export class OutboundError extends AppError {
  constructor(readonly system: OutboundSystem, readonly failure: OutboundFailure, detail: string, readonly remoteStatus?: number) {
    super(502, `${system}_failed`, 'Outside system failed', `${LABELS[system]} ${detail}`, remoteStatus === undefined ? { system } : { system, remoteStatus });
    this.name = 'OutboundError';
  }
}

/** The error for a remote that answered with a failing status; callers that read the status themselves use it. */
export function outboundStatusError(system: OutboundSystem, status: number): OutboundError {
  return new OutboundError(system, 'status', `answered HTTP ${status}`, status);
}

export function isOutboundError(err: unknown): err is OutboundError {
  return err instanceof OutboundError;
}

/** 400 `endpoint_not_allowed` for a configured URL that fails the outbound policy (saving an integration). */
export class EndpointNotAllowedError extends AppError {
  constructor(field: string, message: string) {
    super(400, 'endpoint_not_allowed', 'Endpoint not allowed', `${field}: ${message}`, { errors: [{ path: field, message }] });
    this.name = 'EndpointNotAllowedError';
  }
}
