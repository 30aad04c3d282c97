import { randomBytes } from 'node:crypto';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from '../e2e-env.ts';

/** Talks to the running product's API directly, to set up what a browser test is not about. */
async function call<T>(
  path: string,
  init: { method?: string; key?: string; body?: unknown; base?: string } = {},
): Promise<T> {
  const method = init.method ?? (init.body ? 'POST' : 'GET');
  const send = () =>
    fetch(`${init.base ?? E2E_BASE_URL}${path}`, {
      method,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : null,
    });
  // While the first job of a fresh install builds the content pack, the server's event loop is busy for seconds and
  // a poll on a reused connection can be reset (issue 30: the build is to leave the main thread). A reading request
  // is sent again once; anything else fails as it is.
  const response = await send().catch((error: unknown) => {
    if (method !== 'GET') throw error;
    return send();
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function signInThroughApi(username: string, password: string): Promise<string> {
  const body = await call<{ api_key: string }>('/v2/signin', { body: { username, password, agree: true } });
  return body.api_key;
}

let adminKeyPromise: Promise<string> | undefined;
/** One key per test run: every extra sign-in counts against the per-user sign-in limit. */
export const adminKey = () => (adminKeyPromise ??= signInThroughApi('admin', E2E_ADMIN_PASSWORD));

/** A fresh e-mail domain registered for the default company, so registrations in a test don't collide. */
export async function registerFreshDomain(): Promise<{ domain: string; customerId: number }> {
  const key = await adminKey();
  const domain = `e2e-${randomBytes(4).toString('hex')}.example.com`;
  await call('/v2/api/register-domain', { key, body: { domain } });
  const company = await call<{ customer_id: number }>('/v2/get_comapnydetails', { key });
  return { domain, customerId: company.customer_id };
}

export interface Registrant {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  customerId: number;
}

export function newRegistrant(domain: string, customerId: number): Registrant {
  const tag = randomBytes(3).toString('hex');
  return {
    firstName: `Grace${tag}`,
    lastName: 'Hopper',
    email: `grace.${tag}@${domain}`,
    username: `grace_${tag}`,
    password: 'navy cobol 1906',
    customerId,
  };
}

/** Registers, and approves as admin: an active plain user. */
export async function createApprovedUser(): Promise<Registrant> {
  const { domain, customerId } = await registerFreshDomain();
  const user = newRegistrant(domain, customerId);
  await call('/v2/api/register-user', {
    body: {
      first_name: user.firstName,
      last_name: user.lastName,
      email_address: user.email,
      company_id: customerId,
      phone: '5550100',
      countryCode: '+1',
      username: user.username,
      password: user.password,
      agree: true,
    },
  });
  const key = await adminKey();
  const { pending_users } = await call<{ pending_users: { user_id: number; username: string }[] }>(
    '/v2/api/admin/pending-users',
    { key },
  );
  const pending = pending_users.find((p) => p.username === user.username);
  if (!pending) throw new Error(`registration of ${user.username} is not pending`);
  await call('/v2/api/admin/approve-user', { key, body: { user_id: pending.user_id } });
  return user;
}

/**
 * Submits a title job as the user and waits until it is completed; returns its CSV export as records. `base` is the
 * product's address when a spec starts its own.
 */
export async function runTitleJob(
  user: { username: string; password: string },
  csv: string,
  base = E2E_BASE_URL,
): Promise<Record<string, string>[]> {
  const { api_key: key, user_id: userId } = await call<{ api_key: string; user_id: number }>('/v2/signin', {
    body: { username: user.username, password: user.password, agree: true },
    base,
  });
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'personalization.csv');
  const upload = await fetch(`${base}/v2/${userId}/normalize/sw_job`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload → ${upload.status} ${await upload.text()}`);
  const { JobID } = (await upload.json()) as { JobID: number };
  for (let attempt = 0; attempt < 600; attempt++) {
    const { Jobs } = await call<{ Jobs: { job_id: number; 'Job Status': string; error: string | null }[] }>(
      `/v2/${userId}/jobs/list`,
      { key, base },
    );
    const job = Jobs.find((j) => j.job_id === JobID);
    if (job?.['Job Status'] === 'error') throw new Error(`job ${JobID} failed: ${job.error}`);
    if (job?.['Job Status'] === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exported = await fetch(`${base}/v2/${userId}/jobs/export?job_id=${JobID}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const [header, ...lines] = (await exported.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  const columns = csvCells(header!);
  // The rows of these tests hold no line breaks inside a cell, so each line is a row.
  return lines.map((line) => Object.fromEntries(csvCells(line).map((cell, i) => [columns[i], cell])));
}

/** The cells of one CSV line: quoted cells may hold commas and doubled quotes. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const [, quoted, plain] of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) {
    cells.push(quoted === undefined ? (plain ?? '') : quoted.replaceAll('""', '"'));
  }
  return cells;
}
