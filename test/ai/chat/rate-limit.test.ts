import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryChatRateLimiter, RedisChatRateLimiter } from '../../../src/ai/chat/refusals.js';
import { Actor } from '../../support/client.js';
import { seedClinic } from '../../support/seed.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../support/test-app.js';
import { userMessage } from './helpers.js';

/**
 * AI_CHAT_PER_MINUTE is per user across every instance when Redis is configured (REDIS_URL), per instance without it.
 * The two-instance block runs on the PostgreSQL + Redis leg (PGlite cannot be opened by two instances).
 */
const twoInstances = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

describe.runIf(twoInstances)('two instances on one Redis', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { AI_CHAT_PER_MINUTE: '3' };
    first = await startTestApp({ database, env });
    second = await startTestApp({ database, env });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  it('share each user\'s limit: the fourth request in the minute is refused on whichever instance it reaches', async () => {
    const c = await seedClinic(first.app, ['owner', 'doctor']);
    const onFirst = c.as('owner');
    const onSecond = new Actor(second.app);
    for (const [k, v] of onFirst.cookies) onSecond.cookies.set(k, v);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<Actor['post']>> | undefined;
    for (const actor of [onFirst, onSecond, onFirst, onSecond]) {
      // No AI settings: a counted request is then refused after the limiter (400), not streamed.
      const res = await actor.post('/api/chat', { messages: [userMessage('hi')] });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res;
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(refused!.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    const retryAfter = Number(refused!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Per user: another user of the clinic still has the whole minute.
    expect((await c.as('doctor').post('/api/chat', { messages: [userMessage('hi')] })).statusCode).toBe(400);
  });
});

describe('the Redis limiter without Redis', () => {
  it('falls back to the in-memory window while Redis is unreachable, and when a command fails', async () => {
    let now = 1_000_000;
    const fallback = new MemoryChatRateLimiter(2, () => now);
    const failures: unknown[] = [];
    const down = { ready: false, pub: {} as never, failed: (err: unknown) => failures.push(err) };
    const limiter = new RedisChatRateLimiter(down, 2, fallback);
    await limiter.take('u1');
    await limiter.take('u1');
    await expect(limiter.take('u1')).rejects.toMatchObject({ status: 429 });
    now += 60_000;
    await limiter.take('u1');

    const failing = { ready: true, pub: { eval: async () => { throw new Error('connection lost'); } } as never, failed: (err: unknown) => failures.push(err) };
    const other = new RedisChatRateLimiter(failing, 1, new MemoryChatRateLimiter(1, () => now));
    await other.take('u2');
    await expect(other.take('u2')).rejects.toMatchObject({ status: 429 });
    expect(failures).toHaveLength(2);
  });
});
