import { Redis } from 'ioredis';
import { ConnectionError } from '@rnorm/db';

const REDIS_CONNECT_TIMEOUT_MS = 5_000;

/** Connects to Redis and sends PING; a failure is a ConnectionError naming the server and the cause. */
export async function checkRedis(target: { host: string; port: number; password: string }): Promise<void> {
  const client = new Redis({
    host: target.host,
    port: target.port,
    password: target.password || undefined,
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // With retries off, connect() rejects with "Connection is closed"; the socket's own error says why.
  let socketError: unknown;
  client.on('error', (error) => {
    socketError ??= error;
  });
  try {
    await client.connect();
    const answer = await client.ping();
    if (answer !== 'PONG') throw new Error(`unexpected answer to PING: ${answer}`);
  } catch (error) {
    throw new ConnectionError('Redis', target, socketError ?? error);
  } finally {
    client.disconnect();
  }
}
