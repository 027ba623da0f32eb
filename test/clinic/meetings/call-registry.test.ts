import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalCallRegistry, RedisCallRegistry, type CallRegistry, type Peer } from '../../../src/clinic/meetings/call-registry.js';
import { connectRedis, type RedisConnections } from '../../../src/platform/realtime/redis.js';

const peer = (n: number): Peer => ({ socketId: `socket-${n}`, userId: `user-${n}`, userName: `User ${n}` });

/** The behaviour both registries share, run against one registry or against two that share a store. */
function sharedBehaviour(make: () => { first: CallRegistry; second: CallRegistry }) {
  it('lets exactly 4 of 5 simultaneous joins in, across both registries', async () => {
    const { first, second } = make();
    const key = `c:${randomUUID()}`;
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => (n % 2 ? first : second).join(key, peer(n))));
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'full' }]);
    expect(await first.count(key)).toBe(4);
    expect(await second.count(key)).toBe(4);
  });

  it('returns the others as peers, treats a repeated join as a no-op, and frees a place on leave', async () => {
    const { first, second } = make();
    const key = `c:${randomUUID()}`;
    expect(await first.join(key, peer(1))).toEqual({ ok: true, peers: [], count: 1, alreadyIn: false });
    expect(await second.join(key, peer(2))).toEqual({ ok: true, peers: [peer(1)], count: 2, alreadyIn: false });
    expect(await second.join(key, peer(2))).toEqual({ ok: true, peers: [peer(1)], count: 2, alreadyIn: true });
    await first.join(key, peer(3));
    await first.join(key, peer(4));
    expect((await second.join(key, peer(5))).ok).toBe(false);
    expect(await first.isMember(key, 'socket-4')).toBe(true);
    expect(await second.isMember(key, 'socket-4')).toBe(true);
    expect(await second.isMember(key, 'socket-5')).toBe(false);
    expect(await first.leave(key, 'socket-4')).toBe(3);
    expect(await second.isMember(key, 'socket-4')).toBe(false);
    expect((await second.join(key, peer(5))).ok).toBe(true);
    for (const n of [1, 2, 3, 5]) await first.leave(key, `socket-${n}`);
    expect(await second.count(key)).toBe(0);
    expect(await first.leave(key, 'socket-1')).toBe(0);
  });

  it('keeps calls apart by key', async () => {
    const { first } = make();
    const [k1, k2] = [`c:${randomUUID()}`, `c:${randomUUID()}`];
    for (const n of [1, 2, 3, 4]) await first.join(k1, peer(n));
    expect((await first.join(k2, peer(9))).ok).toBe(true);
    expect(await first.isMember(k2, 'socket-1')).toBe(false);
  });
}

describe('in-process call registry', () => {
  const registry = new LocalCallRegistry(4);
  sharedBehaviour(() => ({ first: registry, second: registry }));
});

describe.runIf(process.env.REDIS_URL)('Redis call registry (REDIS_URL)', () => {
  let redis: RedisConnections;
  let first: RedisCallRegistry;
  let second: RedisCallRegistry;
  const prefix = `test-call:${randomUUID()}`;
  beforeAll(async () => {
    redis = await connectRedis(process.env.REDIS_URL!);
    first = new RedisCallRegistry(redis.pub, { cap: 4, prefix });
    second = new RedisCallRegistry(redis.pub, { cap: 4, prefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.close();
  });

  sharedBehaviour(() => ({ first, second }));

  it('ignores entries a crashed instance left behind once they expire', async () => {
    const key = `c:${randomUUID()}`;
    const members = `${prefix}:{${key}}:members`;
    const peers = `${prefix}:{${key}}:peers`;
    const past = Date.now() - 1000;
    for (const n of [1, 2, 3, 4]) {
      await redis.pub.zAdd(members, { score: past, value: `socket-${n}` });
      await redis.pub.hSet(peers, `socket-${n}`, JSON.stringify(peer(n)));
    }
    expect(await first.count(key)).toBe(0);
    expect(await first.isMember(key, 'socket-1')).toBe(false);
    expect(await first.join(key, peer(9))).toEqual({ ok: true, peers: [], count: 1, alreadyIn: false });
    expect(await redis.pub.hLen(peers)).toBe(1);
    expect(await redis.pub.pTTL(members)).toBeGreaterThan(0);
  });

  it('refreshes its own entries and removes them when it closes', async () => {
    const key = `c:${randomUUID()}`;
    const members = `${prefix}:{${key}}:members`;
    const own = new RedisCallRegistry(redis.pub, { cap: 4, prefix });
    await own.join(key, peer(1));
    await own.join(key, peer(2));
    await second.join(key, peer(3));
    await redis.pub.zAdd(members, { score: Date.now() + 5, value: 'socket-1' }, { condition: 'XX' });
    await (own as unknown as { refresh(): Promise<void> }).refresh();
    expect(await redis.pub.zScore(members, 'socket-1')).toBeGreaterThan(Date.now() + 10_000);
    await own.close();
    expect(await second.count(key)).toBe(1);
    expect(await second.isMember(key, 'socket-3')).toBe(true);
    await second.leave(key, 'socket-3');
    expect(await redis.pub.exists(members)).toBe(0);
  });
});
