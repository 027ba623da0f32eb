import { APICallError, RetryError } from 'ai';
import { isOutboundError, OutboundError, outboundStatusError } from '../platform/outbound/index.js';

/**
 * The outside-system failure inside an AI SDK error, if it is one (never the remote body): what the chat agent and
 * the scribe answer as 502 `ai_provider_failed` (decisions.md §3, §10).
 */
export function providerFailureOf(err: unknown): OutboundError | null {
  if (isOutboundError(err)) return err;
  if (err instanceof RetryError) return providerFailureOf(err.lastError);
  if (APICallError.isInstance(err)) return err.statusCode ? outboundStatusError('ai_provider', err.statusCode) : new OutboundError('ai_provider', 'connect', 'could not be reached');
  const cause = (err as { cause?: unknown } | null)?.cause;
  return cause && cause !== err ? providerFailureOf(cause) : null;
}
