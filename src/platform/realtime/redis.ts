import { createClient, type RedisClientType } from 'redis';

/** Redis connections for cross-instance realtime: one publisher plus subscriber connections made from it. */
export interface RedisConnections {
  pub: RedisClientType;
  subscriber(): Promise<RedisClientType>;
  close(): Promise<void>;
}

export async function connectRedis(url: string): Promise<RedisConnections> {
  const clients: RedisClientType[] = [];
  const pub = createClient({ url, socket: { connectTimeout: 5000 } }) as RedisClientType;
  pub.on('error', () => {});
  await pub.connect();
  clients.push(pub);
  return {
    pub,
    async subscriber() {
      const sub = pub.duplicate() as RedisClientType;
      sub.on('error', () => {});
      await sub.connect();
      clients.push(sub);
      return sub;
    },
    async close() {
      await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect().catch(() => {}))));
    },
  };
}
