// npm run bench:load [-- --duration N]: the product under load with 100 concurrent clients, measured with autocannon
// against a real API process. It seeds a company through the HTTP API (20 users, 300 rule mappings, and per user a
// few completed jobs, one of them 5,000 rows with about 1,000 Matchfix entries), then runs one scenario at a time for
// N seconds (default 20): the job list, the Matchfix list, the type-ahead, the three reads mixed, and sign-in. Target
// for the reads: p99 ≤ 100 ms and no errors. Sign-in is reported separately: Argon2id is deliberately slow, and it is
// not a read. Embedded mode (PGlite) always; when BENCH_DATABASE_URL and BENCH_REDIS_URL are set (or
// TEST_DATABASE_URL and TEST_REDIS_URL) also PostgreSQL + Redis, on a fresh database that is dropped afterwards.
// `--scenario NAME` and `--mode embedded|postgres` (each may be repeated) measure only those, e.g. while profiling.
// BENCH_NODE_ARGS passes flags to the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profile`. The exit code is 0
// when a target is missed (this is a measurement) and non-zero only when the setup fails.
// The clients send their next request as soon as the answer arrives (no think time), so the mean latency is about 100
// divided by the requests per second (Little's law): p99 ≤ 100 ms needs well over 1,000 answers a second. autocannon
// runs on the same machine as the API and takes CPU from it; the load column (the 1-minute load average after each
// scenario) shows how busy the machine was, and the last column the API process's CPU time per answered request
// (from /proc, Linux only).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { LIST_PAGE_SIZE } from '@rnorm/contracts';
import { formatInventoryLine, generateInventoryCsv } from '@rnorm/inventory-files/generate';

const TARGET_P99_MS = 100;
const CONNECTIONS = 100;
const USERS = 20;
/** Each user's jobs: one large inventory (most of the Matchfix entries) and a few small ones. */
const LARGE_ROWS = 5_000;
const LARGE_MATCHFIX_ROWS = 1_000;
const SMALL_ROWS = 400;
const SMALL_MATCHFIX_ROWS = 20;
const SMALL_JOBS = 3;
/** Rule mappings of the company, made before the jobs: each job carries them (and their catalog entries) along. */
const RULES = 300;
const ADMIN_PASSWORD = 'bench-admin-password-1';
const USER_PASSWORD = 'bench-user-password-1';
const DOMAIN = 'bench.example.com';
// The sign-in limiter counts per client address and per username per minute (defaults 30 and 10). Every client here
// is 127.0.0.1, so without raising them almost every sign-in of the load would be a 429 and the figures would
// measure the limiter, not sign-in.
const SIGN_IN_LIMIT = 1_000_000;
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    // While working on one read: `--scenario "Matchfix list" --mode postgres` skips the others (and their seeding).
    scenario: { type: 'string', multiple: true },
    mode: { type: 'string', multiple: true },
  },
});
const SECONDS = Number(options.duration);
if (!Number.isInteger(SECONDS) || SECONDS <= 0) {
  throw new Error(`--duration must be whole seconds, not ${options.duration}`);
}
const MODES = ['embedded', 'postgres'] as const;
for (const mode of options.mode ?? []) {
  if (!(MODES as readonly string[]).includes(mode)) throw new Error(`--mode must be one of ${MODES.join(', ')}`);
}
const measuresMode = (mode: (typeof MODES)[number]) => !options.mode || options.mode.includes(mode);

/** What people type, field by field (as bench-typeahead): publisher prefixes, then names, then versions. */
const SEARCH_QUERIES = [
  'publisher=m',
  'publisher=mi',
  'publisher=micro',
  'publisher=moz',
  'publisher=ado',
  'publisher=goo',
  'publisher=ora',
  'publisher=o',
  'publisher=soft',
  'publisher=Microsoft&name=',
  'publisher=Microsoft&name=of',
  'publisher=Microsoft&name=visual',
  'publisher=Microsoft&name=.net',
  'publisher=Mozilla&name=fi',
  'publisher=Google&name=ch',
  'publisher=Oracle&name=ja',
  'publisher=Adobe&name=acro',
  'publisher=Mozilla&name=Mozilla%20Firefox&version=1',
  'publisher=Microsoft&name=Microsoft%20Edge&version=',
  'publisher=Python%20Software%20Foundation&name=Python&version=3.1',
  'publisher=Microsoft&name=Microsoft%20Edge&version=120.0.1&major=',
  'publisher=Microsoft&name=x&version=1&major=1&minor=&patch=&build=&release=&edition=ent',
];

/** The Matchfix screen: mostly the first pages, some paging further, some with a filter typed. */
const MATCHFIX_QUERIES = [
  'page=1',
  'page=2',
  'page=1',
  'page=3',
  'page=10',
  'page=1&publisher=inc',
  'page=1&name=tool',
  'page=2&publisher=soft',
  'page=1&version=2.',
  'page=40',
].map((query) => `${query}&page_size=${LIST_PAGE_SIZE}`);

const PLACEHOLDER_PUBLISHERS = ['Unknown', 'Default Company Name', 'Your Company Name', 'N/A', 'Company Name'];
const IN_HOUSE_WORDS = [
  'Payroll',
  'Badge',
  'Timesheet',
  'Warehouse',
  'Invoice',
  'Fleet',
  'Kiosk',
  'Ledger',
  'Intranet',
];
const IN_HOUSE_KINDS = ['Export', 'Sync Agent', 'Client', 'Launcher', 'Helper', 'Report Viewer', 'Uploader'];

/**
 * Rows that real inventories carry and the engine sends to Matchfix, all distinct: in-house tools whose installer
 * left a placeholder publisher, and MSI product codes listed as titles. The generator's rows are (nearly) all
 * normalized or ignored, so without these the Matchfix list would be empty.
 */
function matchfixLines(count: number, seed: number): string {
  let text = '';
  for (let i = 0; i < count; i++) {
    const n = seed + i;
    if (i % 2 === 0) {
      text += formatInventoryLine({
        publisher: PLACEHOLDER_PUBLISHERS[n % PLACEHOLDER_PUBLISHERS.length] ?? 'Unknown',
        title: `${IN_HOUSE_WORDS[n % IN_HOUSE_WORDS.length]} ${IN_HOUSE_KINDS[i % IN_HOUSE_KINDS.length]} ${1 + (i % 5)}`,
        version: `${1 + (n % 4)}.${i % 10}.${i}`,
      });
    } else {
      const hex = createHash('md5').update(`${seed}:${i}`).digest('hex').toUpperCase();
      const productCode = `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}}`;
      text += formatInventoryLine({
        publisher: 'Northwind Traders',
        title: productCode,
        version: i % 3 ? '' : `1.0.${i}`,
      });
    }
  }
  return text;
}

interface BenchUser {
  username: string;
  userId: number;
  key: string;
}

interface Scenario {
  name: string;
  /** Reads are held to the target; sign-in is not. */
  read: boolean;
  /** The n-th request of the scenario (over all connections). */
  request: (n: number) => autocannon.Request;
}

interface Measured {
  scenario: Scenario;
  result: autocannon.Result;
  /** The machine's 1-minute load average when the scenario ended. */
  load: number;
  /** CPU time of the API process per answered request, in ms (Linux only: /proc). */
  apiCpuPerRequest: number | undefined;
}

/** The running API processes, so that an interrupted run does not leave one behind. */
const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(130);
  });
}

function startApi(env: Record<string, string>): ChildProcess {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The compiled server, as `npm start` runs it (`npm run bench:load` builds it first).
  const child = spawn(process.execPath, [...nodeArgs, join(repositoryRoot, 'apps/api/dist/server.js')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RNORM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      RNORM_SIGNIN_LIMIT_PER_USER: String(SIGN_IN_LIMIT),
      RNORM_SIGNIN_LIMIT_PER_ADDRESS: String(SIGN_IN_LIMIT),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const exited = await Promise.race([once(child, 'exit').then(() => true), sleep(10_000).then(() => false)]);
  if (!exited) child.kill('SIGKILL');
}

/** A port nobody listens on now (a random one collided with other processes on a shared machine). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function waitForHealth(base: string, api: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (api.exitCode !== null) throw new Error(`the API process exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the API at ${base} did not start`);
}

/** The JSON body of a call that must succeed during the setup; anything else stops the run. */
async function expectJson<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(base: string, username: string, password: string): Promise<BenchUser> {
  const response = await fetch(`${base}/v2/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, agree: true }),
  });
  const body = await expectJson<{ api_key: string; user_id: number }>(response, `sign-in of ${username}`);
  return { username, userId: body.user_id, key: body.api_key };
}

const bearer = (user: BenchUser) => ({ authorization: `Bearer ${user.key}` });
const usernameOf = (i: number) => `bench-user-${String(i + 1).padStart(2, '0')}`;

/** Registers USERS users in the admin's company (its e-mail domain first) and approves them, as the product's UI does. */
async function createUsers(base: string, admin: BenchUser): Promise<BenchUser[]> {
  const json = { ...bearer(admin), 'content-type': 'application/json' };
  const company = await expectJson<{ customer_id: number }>(
    await fetch(`${base}/v2/get_comapnydetails`, { headers: bearer(admin) }),
    'company details',
  );
  await expectJson(
    await fetch(`${base}/v2/api/register-domain`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ domain: DOMAIN }),
    }),
    'domain registration',
  );
  const usernames = Array.from({ length: USERS }, (_, i) => usernameOf(i));
  await Promise.all(
    usernames.map(async (username, i) =>
      expectJson(
        await fetch(`${base}/v2/api/register-user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            first_name: 'Bench',
            last_name: `User ${i + 1}`,
            email_address: `${username}@${DOMAIN}`,
            company_id: company.customer_id,
            phone: `555010${String(i).padStart(4, '0')}`,
            countryCode: '+1',
            username,
            password: USER_PASSWORD,
            agree: true,
          }),
        }),
        `registration of ${username}`,
      ),
    ),
  );
  const { pending_users: pending } = await expectJson<{
    pending_users: { user_id: number; username: string | null }[];
  }>(await fetch(`${base}/v2/api/admin/pending-users`, { headers: bearer(admin) }), 'pending users');
  for (const user of pending.filter((p) => p.username && usernames.includes(p.username))) {
    await expectJson(
      await fetch(`${base}/v2/api/admin/approve-user`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ user_id: user.user_id }),
      }),
      `approval of ${user.username}`,
    );
  }
  return Promise.all(usernames.map((username) => signIn(base, username, USER_PASSWORD)));
}

async function uploadJob(
  base: string,
  user: BenchUser,
  job: { rows: number; matchfixRows: number; seed: number; name: string },
): Promise<number> {
  const { rows, matchfixRows, seed, name } = job;
  const csv = [...generateInventoryCsv(rows - matchfixRows, seed), matchfixLines(matchfixRows, seed)];
  const form = new FormData();
  form.append('file', new Blob(csv, { type: 'text/csv' }), name);
  const response = await fetch(`${base}/v2/${user.userId}/normalize/sw_job`, {
    method: 'POST',
    headers: bearer(user),
    body: form,
  });
  return (await expectJson<{ JobID: number }>(response, `upload of ${name} by ${user.username}`)).JobID;
}

/**
 * The company's rule mappings, as people make them from Matchfix: in-house tools named and versioned. Made by the
 * users in turn before the jobs are uploaded, so that every job's copy of the rules and the type-ahead's company
 * records are as large as they would be after some months of use.
 */
async function seedRules(base: string, users: BenchUser[]): Promise<void> {
  for (let i = 0; i < RULES; i++) {
    const user = users[i % users.length] as BenchUser;
    const product = `${IN_HOUSE_WORDS[i % IN_HOUSE_WORDS.length]} ${IN_HOUSE_KINDS[i % IN_HOUSE_KINDS.length]}`;
    const response = await fetch(`${base}/v2/${user.userId}/normalize/sw/user_mapping/add`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({
        Publisher: PLACEHOLDER_PUBLISHERS[i % PLACEHOLDER_PUBLISHERS.length],
        Title: `${product} Legacy ${i}`,
        Version: `2.${i}`,
        publisher_normalised: 'Northwind Traders',
        name_normalised: `Northwind ${product}`,
        version_normalised: `2.${i}`,
        major_normalised: '2',
        minor_normalised: String(i),
      }),
    });
    await expectJson(response, `rule mapping ${i + 1}`);
  }
}

type JobList = { Jobs: { job_id: number; 'Job Status': string; rows_done: number; error: string | null }[] };

/** Uploads every user's jobs and waits until all of them are completed; returns the rows stored. */
async function seedJobs(base: string, users: BenchUser[]): Promise<{ jobs: number; rows: number }> {
  for (const [i, user] of users.entries()) {
    // Small jobs first, so that the large one is the newest and its Matchfix entries lead the list.
    for (let j = 0; j < SMALL_JOBS; j++) {
      const name = `inventory-branch-${j + 1}.csv`;
      await uploadJob(base, user, {
        rows: SMALL_ROWS,
        matchfixRows: SMALL_MATCHFIX_ROWS,
        seed: 1_000 + i * 10 + j,
        name,
      });
    }
    const name = `inventory-${user.username}.csv`;
    await uploadJob(base, user, { rows: LARGE_ROWS, matchfixRows: LARGE_MATCHFIX_ROWS, seed: 100 + i, name });
  }
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const lists = await Promise.all(
      users.map(async (user) =>
        expectJson<JobList>(await fetch(`${base}/v2/${user.userId}/jobs/list`, { headers: bearer(user) }), 'job list'),
      ),
    );
    const jobs = lists.flatMap((list) => list.Jobs);
    const failed = jobs.find((job) => job['Job Status'] === 'error');
    if (failed) throw new Error(`job ${failed.job_id} failed: ${failed.error}`);
    if (jobs.every((job) => job['Job Status'] === 'completed')) {
      return { jobs: jobs.length, rows: jobs.reduce((sum, job) => sum + job.rows_done, 0) };
    }
    if (Date.now() > deadline) throw new Error('the seeded jobs did not complete within 15 minutes');
    await sleep(500);
  }
}

function scenarios(users: BenchUser[]): Scenario[] {
  const userOf = (n: number) => users[n % users.length] as BenchUser;
  const get = (user: BenchUser, path: string): autocannon.Request => ({
    method: 'GET',
    path: `/v2/${user.userId}${path}`,
    headers: bearer(user),
  });
  const jobList = (n: number) => get(userOf(n), '/jobs/list');
  // The query advances once per round of users, so that each user sees every page and filter in turn.
  const matchfix = (n: number) =>
    get(userOf(n), `/matchfix/list?${MATCHFIX_QUERIES[Math.floor(n / users.length) % MATCHFIX_QUERIES.length]}`);
  const typeAhead = (n: number) => get(userOf(n), `/search?${SEARCH_QUERIES[n % SEARCH_QUERIES.length]}`);
  const reads = [jobList, matchfix, typeAhead];
  return [
    { name: 'job list', read: true, request: jobList },
    { name: 'Matchfix list', read: true, request: matchfix },
    { name: 'type-ahead', read: true, request: typeAhead },
    // The three reads in equal shares, each user in turn.
    { name: 'mixed reads', read: true, request: (n) => (reads[n % 3] as typeof jobList)(Math.floor(n / 3)) },
    // Last: when its clients stop, the API still has seconds of queued sign-ins (Argon2id) to work off.
    {
      name: 'sign-in',
      read: false,
      // The seeded users in turn, not one user: a morning's sign-ins come from many people, and one user would put
      // every request's updates on the same users row and throttle counter. All come from one address (127.0.0.1),
      // as an office behind one NAT address would.
      request: (n) => ({
        method: 'POST',
        path: '/v2/signin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: userOf(n).username, password: USER_PASSWORD, agree: true }),
      }),
    },
  ];
}

/**
 * Waits until the API answers a health check within 50 ms (at most 30 s): requests still queued when the clients of a
 * scenario stop are worked off before the next scenario starts.
 */
async function settle(base: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const startedAt = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    if (performance.now() - startedAt < 50) return;
    await sleep(500);
  }
}

/** CPU seconds (user + system) the process has used so far, from /proc (Linux); undefined elsewhere. */
async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis: utime and stime are
    // the 14th and 15th fields, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function measureScenario(base: string, scenario: Scenario, apiPid: number | undefined): Promise<Measured> {
  const cpuBefore = await cpuSeconds(apiPid);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request(next++) }) }],
  });
  const cpuAfter = await cpuSeconds(apiPid);
  const answered = result.requests.total;
  const apiCpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || answered === 0
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / answered;
  return { scenario, result, load: loadavg()[0] ?? 0, apiCpuPerRequest };
}

function report(mode: string, measured: Measured[]): string {
  // autocannon counts timeouts (no answer within 10 s) among the errors too.
  const columns = [
    'requests',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'errors (timeouts)',
    'load',
    'API CPU ms/req',
  ];
  const widths = [9, 7, 7, 7, 7, 7, 8, 18, 6, 15];
  const line = (name: string, cells: string[]) =>
    `  ${name.padEnd(14)}${cells.map((cell, i) => cell.padStart(widths[i] ?? 8)).join('')}\n`;
  let text = line(`${mode}`, columns);
  for (const { scenario, result, load, apiCpuPerRequest } of measured) {
    const { latency } = result;
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
      .join(' ');
    text += line(scenario.name, [
      result.requests.total.toLocaleString('en-US'),
      Math.round(result.requests.average).toLocaleString('en-US'),
      String(latency.p50),
      String(latency.p90),
      String(latency.p99),
      String(latency.max),
      result.non2xx.toLocaleString('en-US'),
      `${result.errors} (${result.timeouts})`,
      load.toFixed(1),
      apiCpuPerRequest === undefined ? '–' : apiCpuPerRequest.toFixed(2),
    ]);
    if (codes) text += `  ${''.padEnd(14)}non-2xx status codes: ${codes}\n`;
  }
  for (const { scenario, result } of measured) {
    const clean = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
    const p99 = result.latency.p99;
    text += scenario.read
      ? `  ${scenario.name}: p99 ${p99} ms, ${clean ? 'no errors' : 'errors'}; target p99 ≤ ${TARGET_P99_MS} ms and no ` +
        `errors: ${p99 <= TARGET_P99_MS && clean ? 'met' : 'MISSED'}\n`
      : `  ${scenario.name}: p99 ${p99} ms, ${clean ? 'no errors' : 'errors'}; not a read, no latency target ` +
        `(Argon2id, 19 MiB, 2 passes, is deliberately slow)\n`;
  }
  return text;
}

async function measure(mode: 'embedded' | 'postgres', env: Record<string, string>): Promise<string> {
  const port = String(await freePort());
  const base = `http://127.0.0.1:${port}`;
  const api = startApi({ ...env, PORT: port });
  try {
    await waitForHealth(base, api);
    const admin = await signIn(base, 'admin', ADMIN_PASSWORD);
    const users = await createUsers(base, admin);
    await seedRules(base, users);
    process.stderr.write(`${mode}: ${users.length} users and ${RULES} rule mappings created; uploading jobs\n`);
    const seeded = await seedJobs(base, users);
    // The first search loads the content pack and builds the value index, and the first Matchfix read of each user
    // warms the database's caches; the clock starts after them. The Matchfix totals show what the list pages over.
    await expectJson(
      await fetch(`${base}/v2/${admin.userId}/search?publisher=moz`, { headers: bearer(admin) }),
      'search',
    );
    const totals = await Promise.all(
      users.map(
        async (user) =>
          (
            await expectJson<{ total: number }>(
              await fetch(`${base}/v2/${user.userId}/matchfix/list?page=1&page_size=${LIST_PAGE_SIZE}`, {
                headers: bearer(user),
              }),
              'Matchfix list',
            )
          ).total,
      ),
    );
    if (Math.min(...totals) === 0) throw new Error('a seeded user has no Matchfix entries; the list would be empty');
    process.stderr.write(
      `${mode}: ${seeded.jobs} jobs completed (${seeded.rows.toLocaleString('en-US')} rows); measuring\n`,
    );
    const measured: Measured[] = [];
    const chosen = scenarios(users).filter((scenario) => !options.scenario || options.scenario.includes(scenario.name));
    if (chosen.length === 0) throw new Error(`no scenario is named ${options.scenario?.join(', ')}`);
    for (const scenario of chosen) {
      await settle(base);
      measured.push(await measureScenario(base, scenario, api.pid));
      process.stderr.write(`${mode}: ${scenario.name} done\n`);
    }
    return (
      `${mode}: ${users.length} users + admin in one company with ${RULES} rule mappings, ${seeded.jobs} completed jobs ` +
      `(${seeded.rows.toLocaleString('en-US')} rows; per user ${SMALL_JOBS} × ${SMALL_ROWS} + ` +
      `${LARGE_ROWS.toLocaleString('en-US')}), ` +
      `Matchfix entries per user ${Math.min(...totals).toLocaleString('en-US')}–` +
      `${Math.max(...totals).toLocaleString('en-US')}\n` +
      report(mode, measured)
    );
  } finally {
    await stopApi(api);
  }
}

async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rnorm_bench_load_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name}`) };
}

const folder = await mkdtemp(join(tmpdir(), 'rnorm-bench-load-'));
try {
  process.stdout.write(
    `bench:load: ${CONNECTIONS} connections, ${SECONDS} s per scenario, one scenario at a time; the API's sign-in ` +
      `limits are raised to ${SIGN_IN_LIMIT.toLocaleString('en-US')} per minute (RNORM_SIGNIN_LIMIT_PER_USER, ` +
      `RNORM_SIGNIN_LIMIT_PER_ADDRESS) so that the limiter does not turn the load into 429s. autocannon runs on the ` +
      `same machine as the API (${availableParallelism()} CPUs).\n`,
  );
  // Both modes share the data directory, so the content pack is built once.
  const dataDir = join(folder, 'data');
  if (measuresMode('embedded')) process.stdout.write(await measure('embedded', { RNORM_DATA_DIR: dataDir }));

  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (measuresMode('postgres') && databaseUrl && redisUrl) {
    const database = await freshDatabase(databaseUrl);
    try {
      const env = {
        RNORM_DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        RNORM_QUEUE_NAME: `rnorm-bench-load-${Date.now()}`,
      };
      process.stdout.write(await measure('postgres', env));
    } finally {
      await database.drop();
    }
  } else if (measuresMode('postgres')) {
    process.stdout.write(
      'postgres: skipped; set BENCH_DATABASE_URL and BENCH_REDIS_URL to measure PostgreSQL + Redis\n',
    );
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
