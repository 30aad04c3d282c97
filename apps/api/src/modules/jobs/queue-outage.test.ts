import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@rnorm/contracts';
import { createJobsRepository } from '@rnorm/db';
import { uploadForm } from '../../testing/job-uploads.ts';
import { bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { freePort as closedPort } from '../../testing/private-services.ts';

describe('an upload while Redis is down', () => {
  let t: TestContext;
  let key: string;
  let userId: number;
  beforeAll(async () => {
    const redisUrl = `redis://127.0.0.1:${await closedPort()}`;
    // An API instance without a worker, on a Redis that does not answer (BullMQ holds its commands meanwhile).
    t = await createTestContext('pglite', {}, { redisUrl, jobs: { redisUrl, runWorker: false } });
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
  });
  afterAll(() => t.close());

  it('is answered within 2 s: the job is stored, to start when Redis is back, and the answer says so', async () => {
    const startedAt = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(key),
      payload: uploadForm('inventory.csv', 'Publisher,Title,Version\nMozilla,Mozilla Firefox,128.0\n'),
    });
    expect(performance.now() - startedAt).toBeLessThan(2_000);
    expect(response.statusCode, response.body).toBe(200);
    const { JobID, message } = response.json<{ JobID: number; message: string }>();
    expect(message).toBe(serverMessages.jobQueuedLater);
    const job = await createJobsRepository(t.catalog.db).findById(JobID);
    expect(job).toMatchObject({ status: 'created', userId });
  });
});
