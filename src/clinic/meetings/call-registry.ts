import type { RedisClientType } from 'redis';

/** One participant of a call: a socket, and the person behind it. */
export interface Peer { socketId: string; userId: string; userName: string }

export type JoinResult =
  | { ok: true; peers: Peer[]; count: number; alreadyIn: boolean }
  | { ok: false; reason: 'full' };

/**
 * Who is in which call right now. Never persisted: in memory for a single instance, in Redis (with expiry) when
 * instances share the cap. `key` names one call room (clinic and room id); the cap is checked and the participant
 * added in one atomic step, so N simultaneous joins let exactly `cap` in.
 */
export interface CallRegistry {
  /** Adds the socket unless the call is full; `peers` are the others already in it. Joining twice is a no-op. */
  join(key: string, peer: Peer): Promise<JoinResult>;
  /** Removes the socket and returns how many remain. */
  leave(key: string, socketId: string): Promise<number>;
  isMember(key: string, socketId: string): Promise<boolean>;
  count(key: string): Promise<number>;
  close(): Promise<void>;
}

export class LocalCallRegistry implements CallRegistry {
  private readonly calls = new Map<string, Map<string, Peer>>();

  constructor(private readonly cap: number) {}

  // No await between the check and the insert: the event loop makes the pair atomic.
  async join(key: string, peer: Peer): Promise<JoinResult> {
    let call = this.calls.get(key);
    if (!call) this.calls.set(key, call = new Map());
    const alreadyIn = call.has(peer.socketId);
    if (!alreadyIn && call.size >= this.cap) return { ok: false, reason: 'full' };
    call.set(peer.socketId, peer);
    const peers = [...call.values()].filter((p) => p.socketId !== peer.socketId);
    return { ok: true, peers, count: call.size, alreadyIn };
  }

  async leave(key: string, socketId: string): Promise<number> {
    const call = this.calls.get(key);
    if (!call) return 0;
    call.delete(socketId);
    if (call.size === 0) this.calls.delete(key);
    return call.size;
  }

  async isMember(key: string, socketId: string): Promise<boolean> {
    return this.calls.get(key)?.has(socketId) ?? false;
  }

  async count(key: string): Promise<number> {
    return this.calls.get(key)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.calls.clear();
  }
}

// Two keys per call, in one hash slot: a sorted set socketId → expiry (ms) and a hash socketId → peer JSON. An entry
// lives while its instance refreshes it; an instance that dies stops refreshing and its entries expire, so a crash
// never leaves a room counted full for ever. Scripts run atomically on the Redis server.
const JOIN_SCRIPT = `
local members, peers = KEYS[1], KEYS[2]
local now = tonumber(ARGV[3])
local stale = redis.call('ZRANGEBYSCORE', members, '-inf', now)
if #stale > 0 then
  redis.call('ZREMRANGEBYSCORE', members, '-inf', now)
  for _, id in ipairs(stale) do redis.call('HDEL', peers, id) end
end
local already = redis.call('ZSCORE', members, ARGV[1])
if not already and redis.call('ZCARD', members) >= tonumber(ARGV[5]) then
  return {0}
end
redis.call('ZADD', members, ARGV[4], ARGV[1])
redis.call('HSET', peers, ARGV[1], ARGV[2])
redis.call('PEXPIRE', members, ARGV[6])
redis.call('PEXPIRE', peers, ARGV[6])
if already then return {2, redis.call('HVALS', peers)} end
return {1, redis.call('HVALS', peers)}
`;

const LEAVE_SCRIPT = `
local members, peers = KEYS[1], KEYS[2]
redis.call('ZREM', members, ARGV[1])
redis.call('HDEL', peers, ARGV[1])
local left = redis.call('ZCOUNT', members, '(' .. ARGV[2], '+inf')
if left == 0 then redis.call('DEL', members, peers) end
return left
`;

export interface RedisRegistryOptions {
  cap: number;
  /** How long an entry lives without a refresh. */
  entryTtlMs?: number;
  /** How often this instance refreshes its own entries. */
  refreshMs?: number;
  prefix?: string;
  /** Told when a Redis command fails (the outage is logged there, once a minute). */
  onFailure?: (err: unknown) => void;
}

/** A join while the shared registry is down: the cap cannot be checked across instances, so the join is refused. */
export class CallRegistryUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The call registry (Redis) is unavailable', { cause });
    this.name = 'CallRegistryUnavailableError';
  }
}

export class RedisCallRegistry implements CallRegistry {
  private readonly entryTtlMs: number;
  private readonly prefix: string;
  /** This instance's entries (socketId → call key), refreshed on a timer. */
  private readonly mine = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly client: RedisClientType, private readonly options: RedisRegistryOptions) {
    this.entryTtlMs = options.entryTtlMs ?? 45_000;
    this.prefix = options.prefix ?? 'clinic-service:call';
    this.timer = setInterval(() => { void this.refresh(); }, options.refreshMs ?? 15_000);
    this.timer.unref();
  }

  private keys(key: string): [string, string] {
    // The braces put both keys in one cluster hash slot, as a script touching both requires.
    return [`${this.prefix}:{${key}}:members`, `${this.prefix}:{${key}}:peers`];
  }

  /**
   * With Redis down the join is refused (CallRegistryUnavailableError, acked as `unavailable`): a local count would let
   * each instance fill the room on its own. Reads fall back to "nobody" and leaves to the entries' expiry.
   */
  async join(key: string, peer: Peer): Promise<JoinResult> {
    const now = Date.now();
    let reply: [number, string[]?];
    try {
      reply = await this.client.eval(JOIN_SCRIPT, {
        keys: this.keys(key),
        arguments: [peer.socketId, JSON.stringify(peer), String(now), String(now + this.entryTtlMs), String(this.options.cap), String(this.entryTtlMs * 2)],
      }) as [number, string[]?];
    } catch (err) {
      this.options.onFailure?.(err);
      throw new CallRegistryUnavailableError(err);
    }
    if (reply[0] === 0) return { ok: false, reason: 'full' };
    this.mine.set(peer.socketId, key);
    const all = (reply[1] ?? []).map((json) => JSON.parse(json) as Peer);
    return { ok: true, peers: all.filter((p) => p.socketId !== peer.socketId), count: all.length, alreadyIn: reply[0] === 2 };
  }

  async leave(key: string, socketId: string): Promise<number> {
    this.mine.delete(socketId);
    try {
      const left = await this.client.eval(LEAVE_SCRIPT, { keys: this.keys(key), arguments: [socketId, String(Date.now())] });
      return Number(left);
    } catch (err) {
      // Not refreshed any more, the entry expires on its own.
      this.options.onFailure?.(err);
      return 0;
    }
  }

  async isMember(key: string, socketId: string): Promise<boolean> {
    try {
      const expiry = await this.client.zScore(this.keys(key)[0], socketId);
      return expiry !== null && expiry > Date.now();
    } catch (err) {
      this.options.onFailure?.(err);
      return false;
    }
  }

  async count(key: string): Promise<number> {
    try {
      return await this.client.zCount(this.keys(key)[0], `(${Date.now()}`, '+inf');
    } catch (err) {
      this.options.onFailure?.(err);
      return 0;
    }
  }

  /** Pushes the expiry of this instance's entries forward (only entries still present: XX never re-adds). */
  private async refresh(): Promise<void> {
    if (this.mine.size === 0) return;
    const expiry = Date.now() + this.entryTtlMs;
    const multi = this.client.multi();
    for (const [socketId, key] of this.mine) {
      const [members, peers] = this.keys(key);
      multi.zAdd(members, { score: expiry, value: socketId }, { condition: 'XX' });
      multi.pExpire(members, this.entryTtlMs * 2);
      multi.pExpire(peers, this.entryTtlMs * 2);
    }
    await multi.exec().catch((err: unknown) => this.options.onFailure?.(err));
  }

  /** Stops refreshing and removes this instance's remaining entries (best effort: expiry covers a failure). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const entries = [...this.mine];
    await Promise.all(entries.map(([socketId, key]) => this.leave(key, socketId).catch(() => 0)));
  }
}
