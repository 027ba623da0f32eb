import { AppError, errors } from '../../platform/http/errors.js';
import type { AiRefusal } from '../resolve.js';

/** Chat's refusals before the stream (decisions.md §11), each a problem+json with its own code. */
export function chatRefusal(refusal: AiRefusal): AppError {
  const extra = { reason: refusal.reason };
  switch (refusal.reason) {
    case 'ai_disabled':
    case 'ai_disabled_for_employees':
      return new AppError(403, 'ai_disabled', 'AI disabled', refusal.message, extra);
    case 'mode_off':
      return new AppError(403, 'ai_mode_off', 'AI switched off', refusal.message, extra);
    case 'unknown_model':
      return new AppError(400, 'unknown_model', 'Unknown model', refusal.message, extra);
    case 'no_key':
    case 'key_unreadable':
    case 'no_ai_configured':
    case 'no_speech_key':
      return new AppError(400, 'ai_key_missing', 'AI key missing', refusal.message, extra);
    case 'no_local_server':
    case 'no_local_model':
    case 'local_url_not_allowed':
      return new AppError(400, 'local_not_configured', 'Local model server not set up', refusal.message, extra);
    case 'cloud_model_in_local_mode':
      return new AppError(400, 'model_not_allowed', 'Model not allowed in local mode', refusal.message, extra);
  }
}

/** AI_CHAT_PER_MINUTE per user: a sliding window of one minute, per instance. */
export class ChatRateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Counts the request, or throws 429 with Retry-After (seconds until the oldest counted request leaves the window). */
  take(userId: string): void {
    const now = this.now();
    const recent = (this.hits.get(userId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= this.perMinute) {
      this.hits.set(userId, recent);
      throw errors.tooManyRequests(Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000)));
    }
    recent.push(now);
    this.hits.set(userId, recent);
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.every((t) => now - t >= 60_000)) this.hits.delete(k);
  }
}
