import type { RedisClientType } from 'redis';

/** Where Redis outages are reported: pino's shape (Fastify's logger), so the app passes `app.log`. */
export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Redis connections for cross-instance realtime: one publisher plus subscriber connections made from it. */
export interface RedisConnections {
  pub: RedisClientType;
  /** A subscriber connection; it connects (and re-subscribes after an outage) in the background. */
  subscriber(): Promise<RedisClientType>;
  /** Whether the publisher is connected now. */
  readonly ready: boolean;
  /** Reports a failed Redis command (logged at most once a minute, with the outage). */
  failed(err: unknown): void;
  close(): Promise<void>;
}

/** How long start-up waits for Redis before going on without it (it keeps reconnecting in the background). */
const STARTUP_WAIT_MS = 2000;
/** An outage is logged once when it starts, then at most once per this interval while it lasts. */
export const REDIS_WARN_INTERVAL_MS = 60_000;

/**
 * Connects to Redis without ever blocking or crashing the service on it. With Redis down (at start-up or later) the
 * API keeps working, events reach this instance's sockets, call joins are refused with reason `unavailable`, and
 * commands fail at once instead of queueing (the publisher has no offline queue: an outage under write traffic would
 * otherwise grow memory and replay a flood later). Subscribers keep their subscriptions and restore them on reconnect.
 */
export async function connectRedis(url: string, log?: RedisLog): Promise<RedisConnections> {
  const clients: RedisClientType[] = [];
  let down = false;
  let lastWarned = 0;
  let suppressed = 0;
  let closing = false;
  let starting = true;
  const failed = (err: unknown) => {
    if (closing) return;
    down = true;
    // At start-up one line says Redis is not there (below), not one per connection attempt.
    if (starting) return;
    const now = Date.now();
    if (now - lastWarned < REDIS_WARN_INTERVAL_MS) {
      suppressed++;
      return;
    }
    lastWarned = now;
    log?.warn({ errName: (err as Error)?.name, errCode: (err as { code?: string })?.code, suppressed },
      'Redis unavailable: realtime events reach only this instance\'s sockets and call joins are refused until it returns');
    suppressed = 0;
  };
  const recovered = () => {
    if (!down || closing) return;
    down = false;
    lastWarned = 0;
    log?.info({}, 'Redis is back: realtime events reach every instance again');
  };
  const watch = (client: RedisClientType) => {
    client.on('error', failed);
    client.on('ready', recovered);
    clients.push(client);
    return client;
  };
  /** Starts connecting; waits a little for it, never for long, and never lets a failure go unhandled. */
  const start = async (client: RedisClientType) => {
    const connecting = client.connect().catch((err: unknown) => failed(err));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([connecting, new Promise<void>((resolve) => { timer = setTimeout(resolve, STARTUP_WAIT_MS); })]);
    clearTimeout(timer);
  };

  // Loaded only when REDIS_URL is set: a single instance never needs the client.
  const { createClient } = await import('redis');
  const pub = watch(createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000 } }) as RedisClientType);
  await start(pub);
  if (!pub.isReady) {
    log?.warn({}, 'Redis is not reachable at start-up: starting without it (events reach only this instance\'s sockets, call joins are refused) and reconnecting in the background');
    lastWarned = Date.now();
    down = true;
  }
  starting = false;
  return {
    pub,
    async subscriber() {
      const sub = watch(pub.duplicate({ disableOfflineQueue: false }) as RedisClientType);
      await start(sub);
      return sub;
    },
    get ready() { return pub.isReady; },
    failed,
    async close() {
      closing = true;
      // A connected client quits politely; one still trying to connect is dropped (quitting would wait for Redis).
      await Promise.all(clients.map(async (c) => {
        if (c.isReady) await c.quit().catch(() => {});
        try { c.destroy(); } catch { /* already closed */ }
      }));
    },
  };
}

/**
 * The client the Socket.IO Redis adapter is given: the same connection, with every publish and subscribe failure
 * caught and reported (the adapter calls them without handling their rejections, which crashed the process when
 * Redis went away under write traffic). The adapter delivers to this instance's sockets either way.
 */
export function guardedForAdapter(client: RedisClientType, onFailure: (err: unknown) => void): RedisClientType {
  const guarded = new Set(['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe', 'sendCommand']);
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof prop !== 'string' || !guarded.has(prop)) return bound;
      return (...args: unknown[]) => {
        const result = bound(...args);
        if (result instanceof Promise) {
          // sendCommand's result matters to its caller (server counts); the others are fire-and-forget.
          if (prop === 'sendCommand') return result.catch((err: unknown) => { onFailure(err); throw err; });
          return result.catch((err: unknown) => { onFailure(err); });
        }
        return result;
      };
    },
  });
}
