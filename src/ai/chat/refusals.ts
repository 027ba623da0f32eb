import { randomUUID } from 'node:crypto';
import { AppError, errors } from '../../platform/http/errors.js';
import type { RedisConnections } from '../../platform/realtime/redis.js';
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

const WINDOW_MS = 60_000;

/** AI_CHAT_PER_MINUTE per user (decisions.md §11): counts one request or throws 429 with Retry-After. */
export interface ChatRateLimiter {
  take(userId: string): Promise<void>;
}

/** A sliding window of one minute in process memory: without Redis, each instance limits on its own. */
export class MemoryChatRateLimiter implements ChatRateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Counts the request, or throws 429 with Retry-After (seconds until the oldest counted request leaves the window). */
  async take(userId: string): Promise<void> {
    const now = this.now();
    const recent = (this.hits.get(userId) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= this.perMinute) {
      this.hits.set(userId, recent);
      throw errors.tooManyRequests(Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000)));
    }
    recent.push(now);
    this.hits.set(userId, recent);
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.every((t) => now - t >= WINDOW_MS)) this.hits.delete(k);
  }
}

/**
 * The same sliding window kept in Redis (a sorted set per user, trimmed, counted and added to in one script on Redis's
 * own clock), so every instance of the service shares the user's limit. Returns 0 when the request is counted, else
 * the seconds until the oldest counted request leaves the window.
 */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, math.ceil((tonumber(oldest[2]) + window - now) / 1000))
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

/**
 * With REDIS_URL: the limit is shared by every instance. While Redis is unreachable each instance falls back to its own
 * in-memory window (a chat request is not refused because Redis is down; the limit is then per instance again).
 */
export class RedisChatRateLimiter implements ChatRateLimiter {
  constructor(
    private readonly redis: Pick<RedisConnections, 'pub' | 'ready' | 'failed'>,
    private readonly perMinute: number,
    private readonly fallback: MemoryChatRateLimiter = new MemoryChatRateLimiter(perMinute),
    private readonly prefix = 'clinic-service:chat-rate',
  ) {}

  async take(userId: string): Promise<void> {
    if (!this.redis.ready) return this.fallback.take(userId);
    let wait: number;
    try {
      wait = Number(await this.redis.pub.eval(TAKE_SCRIPT, {
        keys: [`${this.prefix}:${userId}`], arguments: [String(WINDOW_MS), String(this.perMinute), randomUUID()],
      }));
    } catch (err) {
      this.redis.failed(err);
      return this.fallback.take(userId);
    }
    if (wait > 0) throw errors.tooManyRequests(wait);
  }
}
