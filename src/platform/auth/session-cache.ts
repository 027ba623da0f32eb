/** A short-lived in-process cache; entries can be dropped by key or by owner (all sessions of one user). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; owner?: string; expires: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 10_000) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, owner?: string): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, owner, expires: Date.now() + this.ttlMs });
  }

  delete(key: string): void { this.entries.delete(key); }

  deleteOwner(owner: string): void {
    for (const [key, entry] of this.entries) if (entry.owner === owner) this.entries.delete(key);
  }

  clear(): void { this.entries.clear(); }
}
