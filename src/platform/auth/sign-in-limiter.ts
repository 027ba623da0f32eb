/**
 * Fixed-window counters for sign-in: failed attempts per username/email (a success resets it) and all attempts per
 * client address. Kept in process memory: each instance limits on its own.
 */
export class SignInLimiter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limits: { perIdentifier: number; perAddress: number; windowSeconds: number }) {}

  /** Returns seconds to wait when a limit is already reached, otherwise counts the attempt and returns 0. */
  check(identifier: string | undefined, address: string): number {
    const now = Date.now();
    const byAddress = this.bump(`addr:${address}`, now);
    const byId = identifier ? this.peek(`id:${identifier}`, now) : undefined;
    if (byAddress.count > this.limits.perAddress) return this.wait(byAddress, now);
    if (byId && byId.count >= this.limits.perIdentifier) return this.wait(byId, now);
    return 0;
  }

  recordFailure(identifier: string | undefined): void {
    if (identifier) this.bump(`id:${identifier}`, Date.now());
  }

  recordSuccess(identifier: string | undefined): void {
    if (identifier) this.counters.delete(`id:${identifier}`);
  }

  private peek(key: string, now: number) {
    const c = this.counters.get(key);
    return c && c.resetAt > now ? c : undefined;
  }

  private bump(key: string, now: number) {
    let c = this.peek(key, now);
    if (!c) {
      c = { count: 0, resetAt: now + this.limits.windowSeconds * 1000 };
      this.counters.set(key, c);
      if (this.counters.size > 50_000) this.sweep(now);
    }
    c.count += 1;
    return c;
  }

  private wait(c: { resetAt: number }, now: number): number {
    return Math.max(1, Math.ceil((c.resetAt - now) / 1000));
  }

  private sweep(now: number) {
    for (const [key, c] of this.counters) if (c.resetAt <= now) this.counters.delete(key);
  }
}
