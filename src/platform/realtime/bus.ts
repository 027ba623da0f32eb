import type { RedisClientType } from 'redis';

/** Cache invalidations that must reach every instance. Without Redis there is only this instance. */
export interface InvalidationBus {
  publish(message: unknown): void;
  subscribe(handler: (message: unknown) => void): void;
  close(): Promise<void>;
}

export function localBus(): InvalidationBus {
  return { publish() {}, subscribe() {}, async close() {} };
}

const CHANNEL = 'clinic-service:invalidate';

/**
 * With Redis down, invalidations do not reach other instances: their caches then drop entries on their own expiry
 * (SESSION_CACHE_SECONDS). The subscription is not awaited: a subscriber waiting for Redis must not hold up start-up,
 * and it is restored on reconnect.
 */
export async function redisBus(
  pub: RedisClientType, sub: RedisClientType, instanceId: string, onFailure: (err: unknown) => void = () => {},
): Promise<InvalidationBus> {
  const handlers: Array<(message: unknown) => void> = [];
  const subscribed = sub.subscribe(CHANNEL, (raw) => {
    const { from, message } = JSON.parse(raw) as { from: string; message: unknown };
    if (from === instanceId) return;
    for (const h of handlers) h(message);
  }).catch(onFailure);
  // Connected: wait for the subscription, so an invalidation published right after start-up is heard.
  if (sub.isReady) await subscribed;
  return {
    publish(message) { void pub.publish(CHANNEL, JSON.stringify({ from: instanceId, message })).catch(onFailure); },
    subscribe(handler) { handlers.push(handler); },
    // Unsubscribing from a subscriber that is not connected would wait for Redis; closing the connection ends it.
    async close() { if (sub.isReady) await sub.unsubscribe(CHANNEL).catch(() => {}); },
  };
}
