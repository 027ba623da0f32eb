import { errors } from './errors.js';

/**
 * A fixed-window counter per key (a user id, say), in process memory: each instance limits on its own. `take` counts
 * one use or throws 429 with Retry-After once the window's uses are spent.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: number, private readonly windowMs: number) {}

  take(key: string): void {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 10_000) for (const [k, v] of this.windows) if (v.resetAt <= now) this.windows.delete(k);
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    if (w.count >= this.limit) throw errors.tooManyRequests(Math.max(1, Math.ceil((w.resetAt - now) / 1000)));
    w.count += 1;
  }
}
