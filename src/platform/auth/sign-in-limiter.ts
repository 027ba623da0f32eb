/**
 * Fixed-window sign-in counters, kept in process memory (each instance limits on its own):
 * - per client address: every attempt;
 * - per account and address pair: every attempt, counted BEFORE the password hash is checked (so a concurrent burst
 *   gets no more tries than the limit), cleared by a success. The account is the user id whichever identifier named
 *   it (username, email, a staff placeholder email); an identifier that names no account is counted under itself.
 *   Keying on the pair means an attacker elsewhere can exhaust only their own address's tries, never lock the
 *   clinician out at theirs.
 */
export class SignInLimiter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limits: { perIdentifier: number; perAddress: number; windowSeconds: number }) {}

  /**
   * Counts this attempt and returns 0, or returns the seconds to wait when a limit is already reached (then nothing is
   * counted against the account). Synchronous: concurrent attempts are counted one by one.
   */
  begin(account: string | undefined, address: string): number {
    const now = Date.now();
    const byAddress = this.bump(`addr:${address}`, now);
    if (byAddress.count > this.limits.perAddress) return this.wait(byAddress, now);
    if (!account) return 0;
    const key = pairKey(account, address);
    const pair = this.peek(key, now);
    if (pair && pair.count >= this.limits.perIdentifier) return this.wait(pair, now);
    this.bump(key, now);
    return 0;
  }

  succeeded(account: string | undefined, address: string): void {
    if (account) this.counters.delete(pairKey(account, address));
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

function pairKey(account: string, address: string): string {
  return `acct:${account}\u0000${address}`;
}
