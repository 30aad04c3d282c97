import { Redis } from 'ioredis';

/** A lazily connected Redis client used only to answer the health check until the job queue arrives. */
export function createRedisProbe(url: string) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Connection errors surface through ping(); an unhandled 'error' event would crash the process.
  client.on('error', () => undefined);
  return {
    async ping(): Promise<boolean> {
      try {
        if (client.status === 'wait' || client.status === 'end') await client.connect();
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close(): Promise<void> {
      client.disconnect();
    },
  };
}
export type RedisProbe = ReturnType<typeof createRedisProbe>;
