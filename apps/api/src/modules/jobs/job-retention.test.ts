import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompaniesRepository, createJobsRepository, type JobsRepository } from '@rnorm/db';
import { BACKENDS, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { startJobRetention } from './job-retention.ts';

const DAY_MS = 86_400_000;

describe.each(BACKENDS)('job retention on %s', (backend) => {
  let t: TestContext;
  let jobs: JobsRepository;
  beforeAll(async () => {
    t = await createTestContext(backend);
    jobs = createJobsRepository(t.catalog.db);
  });
  afterAll(() => t.close());

  /** A job of the company, in `status`, finished `daysAgo` days before now (null: not finished). */
  async function jobOf(companyId: number, userId: number, status: string, daysAgo: number | null) {
    const job = await jobs.createWithFile(
      { companyId, userId, name: 'inventory.csv', type: 1, options: {}, fileBytes: 24 },
      (async function* () {
        yield new TextEncoder().encode('Publisher,Title,Version\n');
      })(),
    );
    const finishedAt = daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    await t.catalog.db.execute(
      sql`update jobs set status = ${status}, finished_at = ${finishedAt}::timestamptz where id = ${job.id}`,
    );
    return job.id;
  }

  it('deletes an upload whose file was never stored whole once it is an hour old, and leaves a fresh one', async () => {
    const company = await t.createCompany('Uploads');
    const user = (await t.createUser(company.id)).id;
    const upload = (name: string) =>
      jobs
        .createWithFile(
          { companyId: company.id, userId: user, name, type: 1, options: {}, fileBytes: 24 },
          (async function* () {
            yield new TextEncoder().encode('Publisher,Title,Version\n');
            throw new Error('the process stopped');
          })(),
        )
        .catch(() => undefined);
    // A failed upload deletes its job at once; one its process left behind is found by the sweep.
    await upload('failed.csv');
    const left = async (name: string, minutesAgo: number) => {
      const [row] = (
        (await t.catalog.db.execute(sql`
          insert into jobs (company_id, user_id, name, type, file_bytes, file_stored, created_at)
          values (${company.id}, ${user}, ${name}, 1, 24, false, now() - make_interval(mins => ${minutesAgo}))
          returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      return row!.id;
    };
    const stale = await left('stale.csv', 61);
    const fresh = await left('fresh.csv', 5);
    const listed = await jobs.listForUser(user);
    expect(listed.map((job) => job.name)).toEqual([]);
    expect(await jobs.listUnfinished()).not.toContainEqual(expect.objectContaining({ id: fresh }));

    const logged: unknown[] = [];
    const retention = startJobRetention({ jobs, log: (message, details) => logged.push({ message, details }) });
    try {
      await retention.sweep();
    } finally {
      await retention.close();
    }
    expect(logged).toContainEqual({
      message: 'deleted uploads whose file was never stored whole',
      details: { jobs: [stale] },
    });
    expect(await jobs.findById(stale)).toBeUndefined();
    expect(await jobs.findById(fresh)).toBeDefined();
  });

  it("deletes finished jobs older than their company's retention, and nothing else", async () => {
    const companies = createCompaniesRepository(t.catalog.db);
    const keeping = await t.createCompany('Keeps 30 days');
    const forever = await t.createCompany('Keeps everything');
    await companies.setJobRetentionDays(keeping.id, 30);
    const user = (await t.createUser(keeping.id)).id;
    const otherUser = (await t.createUser(forever.id)).id;

    const oldCompleted = await jobOf(keeping.id, user, 'completed', 31);
    const oldFailed = await jobOf(keeping.id, user, 'error', 400);
    const recent = await jobOf(keeping.id, user, 'completed', 29);
    const running = await jobOf(keeping.id, user, 'processing', null);
    const otherCompany = await jobOf(forever.id, otherUser, 'completed', 400);

    const logged: unknown[] = [];
    const retention = startJobRetention({ jobs, log: (message, details) => logged.push({ message, details }) });
    try {
      expect(await retention.sweep()).toBe(2);
    } finally {
      await retention.close();
    }
    for (const id of [oldCompleted, oldFailed]) expect(await jobs.findById(id)).toBeUndefined();
    for (const id of [recent, running, otherCompany]) expect(await jobs.findById(id)).toBeDefined();
    expect(logged).toEqual([
      {
        message: "deleted finished jobs past their company's retention",
        details: { jobs: [oldCompleted, oldFailed] },
      },
    ]);

    // A retention lifted keeps everything from then on.
    await companies.setJobRetentionDays(keeping.id, null);
    await jobOf(keeping.id, user, 'completed', 45);
    const lifted = startJobRetention({ jobs, log: () => {} });
    expect(await lifted.sweep()).toBe(0);
    await lifted.close();
  });

  it('goes through the jobs in batches until none is left', async () => {
    const companies = createCompaniesRepository(t.catalog.db);
    const company = await t.createCompany('Keeps a day');
    await companies.setJobRetentionDays(company.id, 1);
    const user = (await t.createUser(company.id)).id;
    for (let i = 0; i < 53; i++) await jobOf(company.id, user, 'completed', 2);
    const retention = startJobRetention({ jobs, log: () => {} });
    expect(await retention.sweep()).toBe(53);
    await retention.close();
  });
});
