import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, type TestContext } from '../../testing/test-app.ts';

describe.each(BACKENDS)('health on %s', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    // An unreachable Redis: the health check must say the queue is down, not hang or crash.
    t = await createTestContext(backend, {}, { redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('reports the databases up and an unreachable queue as down, with 503', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: 'ok',
      metrics_database: 'ok',
      queue: 'down',
      queue_backend: 'redis',
      database_backend: backend,
    });
  });
});

describe.each(BACKENDS)('health with a reachable queue on %s', (backend) => {
  let t: TestContext;
  const redisUrl = process.env.TEST_REDIS_URL;
  beforeAll(async () => {
    t = await createTestContext(backend, {}, redisUrl ? { redisUrl } : {});
  });
  afterAll(() => t.close());

  it('reports ok', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      queue: 'ok',
      queue_backend: redisUrl ? 'redis' : 'in-process',
    });
  });
});
