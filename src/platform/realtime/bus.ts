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

export async function redisBus(pub: RedisClientType, sub: RedisClientType, instanceId: string): Promise<InvalidationBus> {
  const handlers: Array<(message: unknown) => void> = [];
  await sub.subscribe(CHANNEL, (raw) => {
    const { from, message } = JSON.parse(raw) as { from: string; message: unknown };
    if (from === instanceId) return;
    for (const h of handlers) h(message);
  });
  return {
    publish(message) { void pub.publish(CHANNEL, JSON.stringify({ from: instanceId, message })).catch(() => {}); },
    subscribe(handler) { handlers.push(handler); },
    async close() { await sub.unsubscribe(CHANNEL).catch(() => {}); },
  };
}
