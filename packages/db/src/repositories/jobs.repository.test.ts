import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogDatabase, type CatalogDb, type OpenDatabase } from '../client.ts';
import { createCompaniesRepository } from './companies.repository.ts';
import {
  createJobsRepository,
  type JobsRepository,
  type MatchfixOwner,
  type MatchfixRow,
  type RawTriple,
  type StoredOutput,
  type TextFilters,
} from './jobs.repository.ts';
import { rowsOf, substringConditions } from './list-filters.ts';
import { createUserRuleMappingsRepository, type UserRuleMappingsRepository } from './user-rule-mappings.repository.ts';
import { createUsersRepository } from './users.repository.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const BACKENDS = adminUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** The raw key as jobs store it: MD5 of publisher, title and version, as a UUID. */
function rawKeyOf([publisher, title, version]: RawTriple): string {
  const hex = createHash('md5').update(`${publisher}\u0000${title}\u0000${version}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A family key as these tests make it: the publisher and the title up to its first number, without case (the engine's
 * `familyKeyText` is finer; the bookkeeping only needs rows to share a key).
 */
function familyKeyOf([publisher, title]: RawTriple): string {
  return rawKeyOf(['family', publisher.toLowerCase(), title.replace(/\s*\d.*$/, '').toLowerCase()]);
}

function outputOf(triple: RawTriple, status: string): StoredOutput {
  const [rawPublisher, rawTitle, rawVersion] = triple;
  return {
    rawKey: rawKeyOf(triple),
    familyKey: familyKeyOf(triple),
    status,
    rawPublisher,
    rawTitle,
    rawVersion,
    publisher: null,
    name: null,
    lifecycleStatus: null,
    matchedBy: null,
    output: {},
  };
}

/**
 * The Matchfix list as it was read before jobs kept their entry counts (sorting and counting all of the user's
 * entries): the new paging must give exactly its rows, order and totals.
 */
async function referencePage(
  db: CatalogDb,
  { userId, companyId }: MatchfixOwner,
  filters: TextFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: MatchfixRow[]; total: number }> {
  const where = sql.join(
    [
      sql`j.user_id = ${userId}`,
      sql`j.company_id = ${companyId}`,
      sql`r.status = 'matchfix'`,
      sql`not exists (select 1 from user_rule_mappings m where m.company_id = ${companyId} and m.hash_key in (r.raw_key, r.family_key))`,
      ...substringConditions(filters, {
        publisher: sql`r.raw_publisher`,
        name: sql`r.raw_title`,
        version: sql`r.raw_version`,
        jobId: sql`r.job_id::text`,
      }),
    ],
    sql` and `,
  );
  const rows = rowsOf<MatchfixRow>(
    await db.execute(sql`
      select r.raw_publisher as publisher, r.raw_title as title, r.raw_version as version, r.job_id as "jobId"
      from job_outputs r join jobs j on j.id = r.job_id where ${where}
      order by "jobId" desc, publisher, title, version offset ${page.offset} limit ${page.limit}`),
  );
  const [count] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from job_outputs r join jobs j on j.id = r.job_id where ${where}`,
    ),
  );
  return { rows, total: count?.total ?? 0 };
}

/** Jobs whose kept count differs from their entries counted now: none, whatever happened before. */
async function miscounted(db: CatalogDb): Promise<{ id: number; kept: number; counted: number }[]> {
  return rowsOf(
    await db.execute(sql`
      select j.id, j.matchfix_entries as kept, count(o.raw_key)::int as counted
      from jobs j left join job_outputs o on o.job_id = j.id and o.status = 'matchfix'
        and not exists (select 1 from user_rule_mappings m where m.company_id = j.company_id and m.hash_key in (o.raw_key, o.family_key))
      group by j.id having j.matchfix_entries <> count(o.raw_key)
      order by j.id`),
  );
}

// Filters as the spec has them: case-insensitive substrings combined with AND; a one-character filter starting with a
// space is ignored; pattern characters are literal.
const FILTERS: TextFilters[] = [
  {},
  { publisher: 'acme' },
  { publisher: 'ACME', name: 'tool' },
  { name: 'o' },
  { version: '2.' },
  { version: '%' },
  { name: '_' },
  { name: ' ' },
  { publisher: 'nobody' },
];
const PAGE_SIZES = [1, 2, 6, 7, 500];

describe.each(BACKENDS)('the Matchfix list on %s', (backend) => {
  let opened: OpenDatabase<CatalogDb>;
  let db: CatalogDb;
  let jobs: JobsRepository;
  let rules: UserRuleMappingsRepository;
  let databaseUrl = '';
  let drop = async () => undefined as void;
  let owner: MatchfixOwner;
  let colleague: MatchfixOwner;
  let outsider: MatchfixOwner;
  const jobIds: number[] = [];

  beforeAll(async () => {
    if (backend === 'postgres') {
      const name = `rnorm_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      opened = await openCatalogDatabase({ kind: 'postgres', url: databaseUrl });
      drop = async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    } else {
      opened = await openCatalogDatabase({ kind: 'pglite', dataDir: 'memory' });
    }
    db = opened.db;
    jobs = createJobsRepository(db);
    rules = createUserRuleMappingsRepository(db);
    const companies = createCompaniesRepository(db);
    const users = createUsersRepository(db);
    const makeUser = async (companyId: number, username: string): Promise<MatchfixOwner> => {
      const user = await users.create({ companyId, username, passwordHash: 'x', status: 'active' });
      return { userId: user.id, companyId };
    };
    const company = await companies.create('Matchfix Co');
    owner = await makeUser(company.id, 'matchfix-owner');
    colleague = await makeUser(company.id, 'matchfix-colleague');
    outsider = await makeUser((await companies.create('Elsewhere')).id, 'matchfix-outsider');
  });
  afterAll(async () => {
    await opened.close();
    await drop();
  });

  async function newJob(who: MatchfixOwner): Promise<number> {
    const job = await jobs.createWithFile(
      { companyId: who.companyId, userId: who.userId, name: 'inventory.csv', type: 1, options: {}, fileBytes: 0 },
      (async function* () {})(),
    );
    return job.id;
  }

  /** Reads the job's rows (again) into chunks of `chunkRows` rows, as the split task does; stores none of them. */
  async function split(jobId: number, rows: RawTriple[], chunkRows: number) {
    expect(await jobs.resetSplit(jobId, 'test')).toBe(true);
    const chunks: RawTriple[][] = [];
    for (let first = 0; first < rows.length; first += chunkRows) chunks.push(rows.slice(first, first + chunkRows));
    for (const [index, chunk] of chunks.entries()) {
      await jobs.addChunk(jobId, index, { firstRow: index * chunkRows + 1, rawRows: chunk });
    }
    const { splitGeneration } = (await jobs.findById(jobId))!;
    return { id: jobId, generation: splitGeneration, chunks };
  }

  /** Stores a chunk as a worker does: the keys of its rows, and an output for each distinct raw row of it. */
  async function storeChunk(
    job: { id: number; generation: number; chunks: RawTriple[][] },
    index: number,
    statusOf: (triple: RawTriple) => string,
  ) {
    const rows = job.chunks[index]!;
    const outputs = new Map(rows.map((triple) => [rawKeyOf(triple), outputOf(triple, statusOf(triple))]));
    return jobs.completeChunk(job.id, index, job.generation, rows.map(rawKeyOf), [...outputs.values()]);
  }

  async function storeJob(who: MatchfixOwner, rows: RawTriple[], statusOf: (triple: RawTriple) => string) {
    const job = await split(await newJob(who), rows, 4);
    for (let index = 0; index < job.chunks.length; index++) await storeChunk(job, index, statusOf);
    await jobs.sealSplit(job.id, rows.length, job.chunks.length);
    expect(await jobs.finish(job.id)).toBe('completed');
    jobIds.push(job.id);
    return job.id;
  }

  const totalOf = async (who: MatchfixOwner, filters: TextFilters = {}) =>
    (await jobs.pageMatchfix(who, filters, { offset: 0, limit: 6 })).total;

  /** Every page of every filter, in every page size, equal to the reference; and every kept count right. */
  async function expectListsRight(): Promise<number> {
    expect(await miscounted(db)).toEqual([]);
    let pages = 0;
    const filters = [...FILTERS, ...jobIds.map((id) => ({ jobId: String(id) })), { jobId: '1', name: 'a' }];
    for (const who of [owner, colleague, outsider]) {
      for (const filter of filters) {
        // The reference's pages are slices of its whole list, in its order.
        const all = await referencePage(db, who, filter, { offset: 0, limit: 10_000 });
        for (const limit of PAGE_SIZES) {
          // Every page, and the first one past the end (no rows, the total still given).
          for (let offset = 0; offset <= all.total; offset += limit) {
            const page = { offset, limit };
            expect(await jobs.pageMatchfix(who, filter, page), JSON.stringify({ who, filter, page })).toEqual({
              rows: all.rows.slice(offset, offset + limit),
              total: all.total,
            });
            pages++;
          }
        }
      }
    }
    return pages;
  }

  const MIXED: RawTriple[] = [
    ['Acme Tools', 'Tool Box', '2.0'],
    ['acme tools', 'tool box', '2.0'],
    ['ACME', 'Widget_Pro', '10.2'],
    ['Contoso', 'Payroll 100%', '1.0'],
    ['Contoso', 'Payroll', '2.1'],
    ['Mozilla', 'Mozilla Firefox', '128.0'],
    ['', 'Orphan', ''],
    ['Acme Tools', 'Tool Box', '2.0'], // a repeated row is one entry
    ['Zeta', 'Zoo Tool', '2.2'],
    ['Northwind', 'Ledger', '3'],
  ];
  const mozillaNormalized = (triple: RawTriple) => (triple[0] === 'Mozilla' ? 'normalized' : 'matchfix');

  it('pages, filters and counts the entries of several jobs exactly as sorting and counting them all did', async () => {
    // A rule made before the jobs: its raw row is no entry of theirs.
    const ledger = { publisher: 'Northwind', name: 'Ledger', version: '3' };
    await rules.upsert(owner.companyId, owner.userId, rawKeyOf(['Northwind', 'Ledger', '3']), ledger, {
      ...ledger,
      name: 'Northwind Ledger',
    });
    await storeJob(owner, MIXED, mozillaNormalized);
    await storeJob(owner, [['Solo', 'Only One', '1']], () => 'matchfix');
    await storeJob(owner, [['Quiet', 'Normalized', '1']], () => 'normalized');
    const many = Array.from({ length: 23 }, (_, i): RawTriple => [
      i % 2 ? 'Acme Tools' : 'Globex',
      `Tool ${i}`,
      `${i}.0`,
    ]);
    await storeJob(owner, many, () => 'matchfix');
    await storeJob(owner, MIXED.slice(0, 5), mozillaNormalized);
    await storeJob(colleague, MIXED, mozillaNormalized);
    await storeJob(outsider, MIXED, mozillaNormalized);
    expect(await totalOf(owner)).toBe(7 + 1 + 23 + 5);
    expect(await expectListsRight()).toBeGreaterThan(500);
  });

  it('keeps the totals right when rules are made and deleted, and when a job is read again', async () => {
    const raw = { publisher: 'Acme Tools', name: 'Tool Box', version: '2.0' };
    const toolBox = rawKeyOf([raw.publisher, raw.name, raw.version]);
    const before = await totalOf(owner);
    // A rule for an entry of two of the owner's jobs and of the colleague's job: it leaves every list of the company.
    await rules.upsert(owner.companyId, colleague.userId, toolBox, raw, { ...raw, name: 'Acme Toolbox' });
    expect(await totalOf(owner)).toBe(before - 2);
    // Changing the rule's values changes nothing on the list; the other company's list never changed.
    await rules.upsert(owner.companyId, owner.userId, toolBox, raw, { ...raw, name: 'Acme Tool Box' });
    expect(await totalOf(owner)).toBe(before - 2);
    expect(await totalOf(outsider, { name: 'tool box' })).toBe(2);
    await expectListsRight();

    expect(await rules.remove(owner.companyId, toolBox)).toBe(true);
    expect(await rules.remove(owner.companyId, toolBox)).toBe(false);
    expect(await totalOf(owner)).toBe(before);
    await expectListsRight();

    // Reading a job's file again drops its entries until its chunks are stored again.
    const rows: RawTriple[] = [
      ['Reread', 'First', '1'],
      ['Reread', 'Second', '1'],
      ['Reread', 'First', '1'],
    ];
    const jobId = await newJob(owner);
    await storeChunk(await split(jobId, rows, 2), 0, () => 'matchfix');
    expect(await totalOf(owner, { jobId: String(jobId) })).toBe(2);
    const again = await split(jobId, rows, 2);
    expect(await miscounted(db)).toEqual([]);
    expect(await totalOf(owner, { jobId: String(jobId) })).toBe(0);
    // A chunk stored twice (a worker died before acknowledging it) and a raw row that another chunk stored already
    // count once.
    await storeChunk(again, 0, () => 'matchfix');
    expect(await storeChunk(again, 0, () => 'matchfix')).toBe(1);
    await storeChunk(again, 1, () => 'matchfix');
    expect(await totalOf(owner, { jobId: String(jobId) })).toBe(2);
    jobIds.push(jobId);
    await expectListsRight();
  });

  it('counts a rule for any version of a title off every entry of its family, and an exact rule beside it once', async () => {
    const before = await totalOf(owner);
    // Less the "Tool Box" rows, of both spellings, in two jobs.
    const acmeTools = (await totalOf(owner, { publisher: 'acme tools', name: 'tool ' })) - 4;
    expect(acmeTools).toBe(11);
    const exact = { publisher: 'Acme Tools', name: 'Tool 3', version: '3.0' };
    await rules.upsert(owner.companyId, owner.userId, rawKeyOf(['Acme Tools', 'Tool 3', '3.0']), exact, exact);
    expect(await totalOf(owner)).toBe(before - 1);
    // "Tool 1" … "Tool 21" of Acme Tools are one family: its rule takes the 10 entries the exact rule left.
    const family = familyKeyOf(['Acme Tools', 'Tool 1', '1.0']);
    const raw = { publisher: 'Acme Tools', name: 'Tool 1', version: '1.0' };
    await rules.upsert(owner.companyId, owner.userId, family, raw, { ...raw, version: '' }, { anyVersion: true });
    expect(await totalOf(owner)).toBe(before - 11);
    await expectListsRight();
    // Without the exact rule the entry stays covered by the family's; without both, every entry is back.
    await rules.remove(owner.companyId, rawKeyOf(['Acme Tools', 'Tool 3', '3.0']));
    expect(await totalOf(owner)).toBe(before - 11);
    await rules.remove(owner.companyId, family);
    expect(await totalOf(owner)).toBe(before);
    // A job stored under the family's rule counts none of the family's entries.
    await rules.upsert(owner.companyId, owner.userId, family, raw, { ...raw, version: '' }, { anyVersion: true });
    const jobId = await storeJob(
      owner,
      [
        ['Acme Tools', 'Tool 99', '99.0'],
        ['Acme Tools', 'Other', '1'],
      ],
      () => 'matchfix',
    );
    expect(await totalOf(owner, { jobId: String(jobId) })).toBe(1);
    jobIds.push(jobId);
    await expectListsRight();
    await rules.remove(owner.companyId, family);
    await expectListsRight();
  });

  it('lists a job being read with the rows read so far, and with its total once the whole file is read', async () => {
    const rows: RawTriple[] = Array.from({ length: 7 }, (_, i): RawTriple => ['Progress', `Row ${i}`, '1']);
    const jobId = await newJob(owner);
    const listed = async () => (await jobs.listForUser(owner.userId)).find((job) => job.id === jobId)!;
    expect(await listed()).toMatchObject({ rowsRead: 0, totalRows: null });
    const job = await split(jobId, rows, 3);
    expect(await listed()).toMatchObject({ rowsRead: 7, totalRows: null });
    await jobs.sealSplit(jobId, rows.length, job.chunks.length);
    expect(await listed()).toMatchObject({ rowsRead: 7, totalRows: 7 });
    // Out of the other tests' way.
    await jobs.fail(jobId, 'not needed');
    expect(await jobs.deleteFinished(jobId)).toBe(true);
  });

  it('weighs outputs by the row counts kept as chunks are stored, exactly as counting every row did', async () => {
    // Repeated rows across chunks, chunks stored out of order and one stored twice (a worker died before acking).
    const rows: RawTriple[] = [
      ['Weigh', 'Catalog', '1'],
      ['Weigh', 'Title only', '1'],
      ['Weigh', 'Catalog', '1'],
      ['Weigh', 'Fix me', '1'],
      ['Weigh', 'Catalog', '1'],
      ['Weigh', 'Fix me', '1'],
      ['Weigh', 'Dropped', '1'],
    ];
    const statusOf = ([, title]: RawTriple) =>
      title === 'Fix me' ? 'matchfix' : title === 'Dropped' ? 'ignored' : 'normalized';
    const job = await split(await newJob(owner), rows, 3);
    const store = (index: number) => {
      const chunk = job.chunks[index]!;
      const outputs = new Map(
        chunk.map((triple) => {
          const output = outputOf(triple, statusOf(triple));
          output.publisher = 'Weigh';
          if (triple[1] === 'Catalog') output.output = { catalog_id: 'curated:weigh', category: 'utility' };
          return [output.rawKey, output];
        }),
      );
      return jobs.completeChunk(job.id, index, job.generation, chunk.map(rawKeyOf), [...outputs.values()]);
    };
    await store(2);
    await store(0);
    await store(0);
    await store(1);
    await jobs.sealSplit(job.id, rows.length, job.chunks.length);
    const counts = rowsOf<{ raw_title: string; row_count: number }>(
      await db.execute(sql`select raw_title, row_count from job_outputs where job_id = ${job.id} order by raw_title`),
    );
    expect(counts).toEqual([
      { raw_title: 'Catalog', row_count: 3 },
      { raw_title: 'Dropped', row_count: 1 },
      { raw_title: 'Fix me', row_count: 2 },
      { raw_title: 'Title only', row_count: 1 },
    ]);
    expect(await jobs.finish(job.id)).toBe('completed');
    expect((await jobs.findById(job.id))!.catalogMatchedRows).toBe(3);
    const weighed = { summary: await jobs.summarize(job.id), metrics: await jobs.metricsFigures(job.id) };
    expect(weighed.summary.byStatus).toEqual([
      { label: 'normalized', count: 4 },
      { label: 'matchfix', count: 2 },
      { label: 'ignored', count: 1 },
    ]);
    // The same job as one stored before row counts were kept: its rows counted one by one give the same figures.
    await db.execute(sql`update jobs set row_counts = false, summary = null where id = ${job.id}`);
    expect({ summary: await jobs.summarize(job.id), metrics: await jobs.metricsFigures(job.id) }).toEqual(weighed);
    await jobs.fail(job.id, 'not needed');
    expect(await jobs.deleteFinished(job.id)).toBe(true);
  });

  if (backend === 'postgres') {
    it('does not count an entry stored while a rule for it is being made (the two wait for each other)', async () => {
      const triple: RawTriple = ['Race', 'Condition', '1'];
      const colleagueJob = await storeJob(colleague, [triple], () => 'matchfix');
      const job = await split(await newJob(owner), [triple], 1);
      // Holds the colleague's job row, so that making the rule stops after inserting it, before it commits.
      const blocker = new pg.Client({ connectionString: databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('select id from jobs where id = $1 for update', [colleagueJob]);
        const raw = { publisher: 'Race', name: 'Condition', version: '1' };
        const making = rules.upsert(owner.companyId, owner.userId, rawKeyOf(triple), raw, {
          ...raw,
          name: 'Race Condition',
        });
        await waitForLockWaits(db, 1);
        // The owner's chunk is stored meanwhile: it waits for the rule instead of counting the entry past it.
        const storing = storeChunk(job, 0, () => 'matchfix');
        await waitForLockWaits(db, 2);
        await blocker.query('commit');
        await Promise.all([making, storing]);
      } finally {
        await blocker.end();
      }
      expect(await miscounted(db)).toEqual([]);
      expect(await totalOf(owner, { jobId: String(job.id) })).toBe(0);
      expect(await totalOf(colleague, { jobId: String(colleagueJob) })).toBe(0);
    });

    it("refreshes the planner's statistics and tries again when a job's figures run past their timeout", async () => {
      const rows: RawTriple[] = [
        ['Figures', 'Kept', '1'],
        ['Figures', 'Unknown', '1'],
        ['Figures', 'Kept', '1'],
      ];
      const jobId = await storeJob(owner, rows, ([, title]) => (title === 'Kept' ? 'normalized' : 'matchfix'));
      // Holding the table makes the first try wait past its timeout, as a slow plan would run past it.
      const blocker = new pg.Client({ connectionString: databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table job_outputs in access exclusive mode');
        const figures = jobs.metricsFigures(jobId, 20, 200);
        await waitForStatement(db, 'analyze job_chunks, job_outputs');
        await blocker.query('commit');
        expect(await figures).toMatchObject({ byStatus: { normalized: 2, matchfix: 1 } });
      } finally {
        await blocker.end();
      }
    });
  }
});

/** Waits until `count` backends of this database wait for a lock (the test's own steps, not a timing). */
async function waitForLockWaits(db: CatalogDb, count: number): Promise<void> {
  const waiting: SQL = sql`
    select count(*)::int as waiting from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where not l.granted and a.datname = current_database()`;
  for (let attempt = 0; attempt < 500; attempt++) {
    const [row] = rowsOf<{ waiting: number }>(await db.execute(waiting));
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} backends waited for a lock`);
}

/** Waits until another backend of this database runs `statement` (and waits, here, for a lock). */
async function waitForStatement(db: CatalogDb, statement: string): Promise<void> {
  const running: SQL = sql`
    select count(*)::int as running from pg_stat_activity
    where datname = current_database() and query = ${statement} and state = 'active'`;
  for (let attempt = 0; attempt < 500; attempt++) {
    const [row] = rowsOf<{ running: number }>(await db.execute(running));
    if ((row?.running ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no backend ran ${statement}`);
}
