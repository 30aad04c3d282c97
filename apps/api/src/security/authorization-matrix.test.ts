import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, type FuzzyMatchListResponse } from '@rnorm/contracts';
import { uploadForm } from '../testing/job-uploads.ts';
import {
  BACKENDS,
  bearer,
  createTestContext,
  nextAddress,
  queryRows,
  TEST_PASSWORD,
  uniqueName,
  type TestContext,
} from '../testing/test-app.ts';
import { documentedRoutes, listRoutes, routeKey } from './route-table.ts';
import { digestToken } from './tokens.ts';

/**
 * Every route of the built app, called by every kind of caller that must be refused: nobody, an expired key, a
 * signed-out key, another user (on `{userId}` paths), a plain user (on admin routes), and another company's admin
 * (on a company's records, which must look absent). A route added to the app fails the first test until it is
 * classified below.
 */

type Access = 'public' | 'signed-in' | 'own-user' | 'admin' | 'installation-admin';
/** A company's record that a route reads or changes; another company's admin must get 404 for it. */
type RecordKind = 'job' | 'rule' | 'catalog' | 'dataMapping' | 'fuzzy' | 'pendingUser' | 'member';

interface Records {
  jobId: number;
  ruleHash: string;
  catalogId: number;
  dataValue: string;
  fuzzyHash: string;
  fuzzyRaw: { Publisher: string; Title: string; Version: string };
  pendingUserId: number;
  /** An active and a deactivated account of the company. */
  memberUserId: number;
  deactivatedUserId: number;
}

/** Ids no record has: the calls that must be let through then answer 404 and change nothing. */
const ABSENT: Records = {
  jobId: 999_999,
  ruleHash: '00000000-0000-4000-8000-000000000000',
  catalogId: 999_999,
  dataValue: 'No Such Value',
  fuzzyHash: '00000000-0000-4000-8000-000000000000',
  fuzzyRaw: { Publisher: 'Nobody', Title: 'Nothing', Version: '0' },
  pendingUserId: 999_999,
  memberUserId: 999_999,
  deactivatedUserId: 999_999,
};

interface CallContext {
  /** The user id in the path (`{userId}`) or query (`user_id`). */
  owner: number;
  records: Records;
  company: { id: number; domain: string };
  /** An active user nobody else signs in as (public sign-in). */
  signInUsername: string;
}

interface Call {
  url: string;
  payload?: object | FormData;
}

interface RouteCase {
  access: Access;
  record?: RecordKind;
  /** What an anonymous call answers (public routes). */
  publicStatus?: number[];
  /** The call revokes the key it is made with (sign-out): the allowed call gets a key of its own. */
  spendsKey?: boolean;
  call(ctx: CallContext): Call;
}

const SETUP_BODY = {
  user_info: { license_jwt: 'not-a-licence', admin_password: 'Owner-pass-2026' },
  server_info: { update_server: 'http://127.0.0.1:8090' },
  db_info: { host: '127.0.0.1', port: '5432', user: 'rnorm', password: 'secret-db', db: 'CatalogDB' },
  metrics_db_info: { host: '127.0.0.1', port: '5432', user: 'rnorm', password: 'secret-db', db: 'MetricsDB' },
  redis_cache_info: { host: '127.0.0.1', port: '6379', password: '' },
};

const RULE_VALUES = { publisher: 'Contoso', name: 'Contoso Payroll', version: '4.2' };
const matchBody = (raw: Records['fuzzyRaw']) => ({
  ...raw,
  publisher_normalised: 'Mozilla',
  name_normalised: 'Firefox Helper',
  version_normalised: '1.0',
});
const titleUpload = () => uploadForm('inventory.csv', 'Publisher,Title,Version\nMozilla,Mozilla Firefox,128.0');
const q = encodeURIComponent;

const ROUTES: Record<string, RouteCase> = {
  // Public: health, setup, sign-in, registration, password reset, the API documentation.
  'GET /api/health': { access: 'public', publicStatus: [200], call: () => ({ url: '/api/health' }) },
  'GET /api/env': { access: 'public', publicStatus: [200], call: () => ({ url: '/api/env' }) },
  // Public before setup; a set-up product refuses to change it.
  'POST /api/update-env': {
    access: 'public',
    publicStatus: [403],
    call: () => ({ url: '/api/update-env', payload: { REACT_APP_API_URL: 'http://evil.example' } }),
  },
  'GET /v2/rnorm_initialized': {
    access: 'public',
    publicStatus: [200],
    call: () => ({ url: '/v2/rnorm_initialized' }),
  },
  'POST /v2/rnorm_initialize': {
    access: 'public',
    publicStatus: [200],
    call: () => ({ url: '/v2/rnorm_initialize', payload: SETUP_BODY }),
  },
  'POST /v2/signin': {
    access: 'public',
    publicStatus: [200],
    call: (c) => ({ url: '/v2/signin', payload: { username: c.signInUsername, password: TEST_PASSWORD, agree: true } }),
  },
  'POST /v2/api/register-user': {
    access: 'public',
    publicStatus: [201],
    call: (c) => {
      const username = uniqueName('applicant');
      return {
        url: '/v2/api/register-user',
        payload: {
          first_name: 'Ann',
          last_name: 'Applicant',
          email_address: `${username}@${c.company.domain}`,
          company_id: c.company.id,
          phone: '5550100',
          username,
          password: 'Applicant-pass-1',
          agree: true,
        },
      };
    },
  },
  'POST /v2/reset_password': {
    access: 'public',
    publicStatus: [200],
    call: (c) => ({
      url: '/v2/reset_password',
      payload: { customer_id: c.company.id, email: `nobody@${c.company.domain}`, password: 'Another-pass-1' },
    }),
  },
  'GET /api/docs': { access: 'public', publicStatus: [200], call: () => ({ url: '/api/docs' }) },
  'GET /api/docs/': { access: 'public', publicStatus: [200], call: () => ({ url: '/api/docs/' }) },
  'GET /api/docs/json': { access: 'public', publicStatus: [200], call: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { access: 'public', publicStatus: [200], call: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/index.html': {
    access: 'public',
    publicStatus: [302],
    call: () => ({ url: '/api/docs/static/index.html' }),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    publicStatus: [200],
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  // The Developer API page's accessibility fixes (apps/api/src/api-docs), served by Swagger UI's theme option.
  'GET /api/docs/static/theme/accessible-theme.css': {
    access: 'public',
    publicStatus: [200],
    call: () => ({ url: '/api/docs/static/theme/accessible-theme.css' }),
  },
  'GET /api/docs/static/theme/accessible-names.js': {
    access: 'public',
    publicStatus: [200],
    call: () => ({ url: '/api/docs/static/theme/accessible-names.js' }),
  },
  'GET /api/docs/*': {
    access: 'public',
    publicStatus: [200],
    call: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },

  // Any signed-in user; records are the caller's company's.
  'GET /v2/access-control': { access: 'signed-in', call: () => ({ url: '/v2/access-control' }) },
  'POST /v2/signout': { access: 'signed-in', spendsKey: true, call: () => ({ url: '/v2/signout' }) },
  'POST /v2/signout-everywhere': {
    access: 'signed-in',
    spendsKey: true,
    call: () => ({ url: '/v2/signout-everywhere' }),
  },
  'GET /v2/get_comapnydetails': { access: 'signed-in', call: () => ({ url: '/v2/get_comapnydetails' }) },
  'GET /v2/ritcatalog/field_names': { access: 'signed-in', call: () => ({ url: '/v2/ritcatalog/field_names' }) },
  'GET /v2/check-record': {
    access: 'signed-in',
    call: () => ({ url: '/v2/check-record?publisher=Mozilla&name=Firefox&version=1' }),
  },
  'GET /v2/config/get': { access: 'signed-in', call: () => ({ url: '/v2/config/get' }) },
  'GET /v2/config/get_display_config': { access: 'signed-in', call: () => ({ url: '/v2/config/get_display_config' }) },
  'GET /v2/rnorm_system/update_state': { access: 'signed-in', call: () => ({ url: '/v2/rnorm_system/update_state' }) },
  'GET /v2/api/metrics/:name': { access: 'signed-in', call: () => ({ url: '/v2/api/metrics/jobs_per_day?days=7' }) },
  'GET /v2/usermapping/get_normalised': {
    access: 'signed-in',
    record: 'rule',
    call: (c) => ({ url: `/v2/usermapping/get_normalised?hash_key=${c.records.ruleHash}` }),
  },
  'DELETE /v2/user_mapping/delete': {
    access: 'signed-in',
    record: 'rule',
    call: (c) => ({ url: '/v2/user_mapping/delete', payload: { hash_key: c.records.ruleHash } }),
  },

  // The caller's own user id in the path (or `user_id` in the query).
  'GET /v2/api/check-token': { access: 'own-user', call: (c) => ({ url: `/v2/api/check-token?user_id=${c.owner}` }) },
  'POST /v2/:userId/normalize/sw_job': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw_job`, payload: titleUpload() }),
  },
  'POST /v2/:userId/normalize/pub_job': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/pub_job`,
      payload: uploadForm('publishers.csv', 'Publisher\nMozilla Corporation'),
    }),
  },
  'GET /v2/:userId/jobs/list': { access: 'own-user', call: (c) => ({ url: `/v2/${c.owner}/jobs/list` }) },
  'GET /v2/:userId/jobs/stats': {
    access: 'own-user',
    record: 'job',
    call: (c) => ({ url: `/v2/${c.owner}/jobs/stats?job_id=${c.records.jobId}` }),
  },
  'GET /v2/:userId/jobs/summary': {
    access: 'own-user',
    record: 'job',
    call: (c) => ({ url: `/v2/${c.owner}/jobs/summary?job_id=${c.records.jobId}` }),
  },
  'GET /v2/:userId/jobs/export': {
    access: 'own-user',
    record: 'job',
    call: (c) => ({ url: `/v2/${c.owner}/jobs/export?job_id=${c.records.jobId}` }),
  },
  'POST /v2/:userId/jobs/rerun': {
    access: 'own-user',
    record: 'job',
    call: (c) => ({ url: `/v2/${c.owner}/jobs/rerun?job_id=${c.records.jobId}` }),
  },
  'POST /v2/:userId/jobs/delete': {
    access: 'own-user',
    record: 'job',
    call: (c) => ({ url: `/v2/${c.owner}/jobs/delete?job_id=${c.records.jobId}` }),
  },
  'GET /v2/:userId/jobs/results': {
    access: 'own-user',
    record: 'job',
    call: (c) => ({ url: `/v2/${c.owner}/jobs/results?job_id=${c.records.jobId}` }),
  },
  'GET /v2/:userId/matchfix/list': { access: 'own-user', call: (c) => ({ url: `/v2/${c.owner}/matchfix/list` }) },
  'GET /v2/:userId/matchfix/groups': { access: 'own-user', call: (c) => ({ url: `/v2/${c.owner}/matchfix/groups` }) },
  'POST /v2/:userId/matchfix/groups/accept': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/matchfix/groups/accept`,
      payload: { group_keys: ['00000000-0000-0000-0000-000000000000'] },
    }),
  },
  'POST /v2/:userId/matchfix/groups/ignore': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/matchfix/groups/ignore`,
      payload: { group_keys: ['00000000-0000-0000-0000-000000000000'], reason: 'Not ours' },
    }),
  },
  'GET /v2/:userId/fuzzy-match/groups': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/fuzzy-match/groups` }),
  },
  'POST /v2/:userId/fuzzy-match/groups/accept': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/fuzzy-match/groups/accept`,
      payload: { group_keys: ['00000000-0000-0000-0000-000000000000'] },
    }),
  },
  'POST /v2/:userId/fuzzy-match/groups/ignore': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/fuzzy-match/groups/ignore`,
      payload: { group_keys: ['00000000-0000-0000-0000-000000000000'], reason: 'Not ours' },
    }),
  },
  'POST /v2/:userId/fuzzy-match/groups/remove': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/fuzzy-match/groups/remove`,
      payload: { group_keys: ['00000000-0000-0000-0000-000000000000'] },
    }),
  },
  'GET /v2/:userId/normalize/sw/export_matchfix': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw/export_matchfix` }),
  },
  'GET /v2/:userId/normalize/sw/export_fuzzy_matches': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw/export_fuzzy_matches` }),
  },
  'GET /v2/:userId/normalize/sw/get_fuzzy_matches': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw/get_fuzzy_matches` }),
  },
  'POST /v2/:userId/normalize/sw/get_catalog_entry_bulk': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/get_catalog_entry_bulk`,
      payload: { catref_list: ['test:firefox'] },
    }),
  },
  'DELETE /v2/:userId/normalize/sw/delete_fuzzy_match': {
    access: 'own-user',
    record: 'fuzzy',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw/delete_fuzzy_match?hash_key=${c.records.fuzzyHash}` }),
  },
  'POST /v2/:userId/normalize/sw/usermapping_and_delete': {
    access: 'own-user',
    record: 'fuzzy',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/usermapping_and_delete?hash_key=${c.records.fuzzyHash}`,
      payload: matchBody(c.records.fuzzyRaw),
    }),
  },
  'POST /v2/:userId/normalize/sw/user_mapping/add': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_mapping/add`,
      payload: {
        Publisher: 'Matrix Corp',
        Title: uniqueName('Matrix Tool '),
        Version: '1.0',
        publisher_normalised: 'Matrix Corp',
        name_normalised: 'Matrix Tool',
        version_normalised: '1.0',
      },
    }),
  },
  'POST /v2/:userId/normalize/sw/user_mapping/update': {
    access: 'own-user',
    record: 'rule',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_mapping/update?hash_key=${c.records.ruleHash}`,
      payload: { publisher: 'Changed', name: 'Changed', version: '9' },
    }),
  },
  'GET /v2/:userId/normalize/sw/user_catalog/view': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw/user_catalog/view` }),
  },
  'GET /v2/:userId/normalize/sw/user_catalog/view_by_cat_ref': {
    access: 'own-user',
    record: 'catalog',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_catalog/view_by_cat_ref?u_cat_ref_id=${c.records.catalogId}`,
    }),
  },
  'POST /v2/:userId/normalize/sw/user_catalog/add': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_catalog/add`,
      payload: { publisher: 'Matrix', name: `Matrix Tool ${uniqueName('entry')}`, version: '1' },
    }),
  },
  'PUT /v2/:userId/normalize/sw/user_catalog/edit': {
    access: 'own-user',
    record: 'catalog',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_catalog/edit?u_cat_ref_id=${c.records.catalogId}`,
      payload: { publisher: 'Changed', name: 'Changed', version: '9' },
    }),
  },
  'DELETE /v2/:userId/normalize/sw/user_catalog/delete': {
    access: 'own-user',
    record: 'catalog',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw/user_catalog/delete?u_cat_ref_id=${c.records.catalogId}` }),
  },
  'GET /v2/:userId/normalize/sw/user_data_mapping/view': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/normalize/sw/user_data_mapping/view` }),
  },
  'GET /v2/:userId/normalize/sw/user_data_mapping/view_by_value': {
    access: 'own-user',
    record: 'dataMapping',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_data_mapping/view_by_value?NormalizedValue=${q(c.records.dataValue)}&FieldName=publisher`,
    }),
  },
  'POST /v2/:userId/normalize/sw/user_data_mapping/add': {
    access: 'own-user',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_data_mapping/add`,
      payload: { FieldName: 'name', NormalizedValue: uniqueName('Value '), CustomValue: 'Ours' },
    }),
  },
  'PUT /v2/:userId/normalize/sw/user_data_mapping/update': {
    access: 'own-user',
    record: 'dataMapping',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_data_mapping/update?NormalizedValue=${q(c.records.dataValue)}&FieldName=publisher`,
      payload: { CustomValue: 'Changed' },
    }),
  },
  'DELETE /v2/:userId/normalize/sw/user_data_mapping/delete': {
    access: 'own-user',
    record: 'dataMapping',
    call: (c) => ({
      url: `/v2/${c.owner}/normalize/sw/user_data_mapping/delete?NormalizedValue=${q(c.records.dataValue)}&FieldName=publisher`,
    }),
  },
  'GET /v2/:userId/search': { access: 'own-user', call: (c) => ({ url: `/v2/${c.owner}/search?publisher=Moz` }) },
  'GET /v2/:userId/ritcatalog/distinct_values': {
    access: 'own-user',
    call: (c) => ({ url: `/v2/${c.owner}/ritcatalog/distinct_values?field_name=publisher&filter=Moz` }),
  },
  'GET /v2/:userId/user_mapping/all': { access: 'own-user', call: (c) => ({ url: `/v2/${c.owner}/user_mapping/all` }) },

  // Administrators of the company.
  'GET /v2/api/admin/pending-users': { access: 'admin', call: () => ({ url: '/v2/api/admin/pending-users' }) },
  'POST /v2/api/admin/approve-user': {
    access: 'admin',
    record: 'pendingUser',
    call: (c) => ({ url: '/v2/api/admin/approve-user', payload: { user_id: c.records.pendingUserId } }),
  },
  'POST /v2/api/admin/deny-user': {
    access: 'admin',
    record: 'pendingUser',
    call: (c) => ({ url: '/v2/api/admin/deny-user', payload: { user_id: c.records.pendingUserId } }),
  },
  'GET /v2/api/admin/users': { access: 'admin', call: () => ({ url: '/v2/api/admin/users' }) },
  'POST /v2/api/admin/deactivate-user': {
    access: 'admin',
    record: 'member',
    call: (c) => ({ url: '/v2/api/admin/deactivate-user', payload: { user_id: c.records.memberUserId } }),
  },
  'POST /v2/api/admin/reactivate-user': {
    access: 'admin',
    record: 'member',
    call: (c) => ({ url: '/v2/api/admin/reactivate-user', payload: { user_id: c.records.deactivatedUserId } }),
  },
  'POST /v2/api/register-domain': {
    access: 'admin',
    call: () => ({ url: '/v2/api/register-domain', payload: { domain: `${uniqueName('matrix')}.example.net` } }),
  },
  'POST /v2/api/remove-domain': {
    access: 'admin',
    // A domain no company has: removing another company's is tested in company.routes.test.ts (404, and it stays).
    call: () => ({ url: '/v2/api/remove-domain', payload: { domain: `${uniqueName('matrix')}.example.net` } }),
  },
  'POST /v2/api/job-retention': {
    access: 'admin',
    call: () => ({ url: '/v2/api/job-retention', payload: { job_retention_days: null } }),
  },
  'POST /v2/rnorm_system/message': {
    access: 'installation-admin',
    call: () => ({ url: '/v2/rnorm_system/message', payload: { message: ['no-such-action'] } }),
  },
};

const entries = Object.entries(ROUTES).map(([key, route]) => ({ key, route, method: key.split(' ')[0]! }));
const PROTECTED = entries.filter((e) => e.route.access !== 'public');
const PUBLIC = entries.filter((e) => e.route.access === 'public');
const OWN_USER = entries.filter((e) => e.route.access === 'own-user');
const ADMIN = entries.filter((e) => e.route.access === 'admin');
const INSTALLATION_ADMIN = entries.filter((e) => e.route.access === 'installation-admin');
const SIGNED_IN = entries.filter((e) => e.route.access === 'signed-in');
const COMPANY_RECORDS = entries.filter((e) => e.route.record !== undefined);

describe.each(BACKENDS)('authorization matrix on %s', (backend) => {
  let t: TestContext;
  let companyA: { id: number; domain: string };
  let records: Records;
  const keys = {} as Record<
    'owner' | 'colleague' | 'adminA' | 'adminB' | 'userB' | 'installer' | 'expired' | 'revoked' | 'inactive',
    string
  >;
  const ids = {} as Record<'owner' | 'colleague' | 'adminA' | 'adminB' | 'userB' | 'installer', number>;
  let signInUsername: string;
  let signOutUsername: string;
  let snapshotBefore: unknown;

  const send = (method: string, call: Call, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url: call.url,
      headers,
      remoteAddress: nextAddress(),
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    });
  const ctx = (owner: number, recordSet: Records = records): CallContext => ({
    owner,
    records: recordSet,
    company: companyA,
    signInUsername,
  });

  /** What company A's records look like to their owner and admin; a refused call must leave it as it is. */
  async function snapshotOfCompanyA() {
    const get = async (url: string, key = keys.owner) => {
      const response = await t.app.inject({ url, headers: bearer(key) });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const fuzzy = (await get(`/v2/${ids.owner}/normalize/sw/get_fuzzy_matches?page_size=100`))
      .body as FuzzyMatchListResponse;
    const pending = (await get('/v2/api/admin/pending-users', keys.adminA)).body as {
      pending_users: { user_id: number; request: string }[];
    };
    const members = (await get('/v2/api/admin/users', keys.adminA)).body as {
      users: { user_id: number; status: string }[];
    };
    return {
      job: await get(`/v2/${ids.owner}/jobs/stats?job_id=${records.jobId}`),
      rule: await get(`/v2/usermapping/get_normalised?hash_key=${records.ruleHash}`),
      catalog: await get(
        `/v2/${ids.owner}/normalize/sw/user_catalog/view_by_cat_ref?u_cat_ref_id=${records.catalogId}`,
      ),
      dataMapping: await get(
        `/v2/${ids.owner}/normalize/sw/user_data_mapping/view_by_value?NormalizedValue=${q(records.dataValue)}&FieldName=publisher`,
      ),
      fuzzy: fuzzy.FuzzyMatches.some((entry) => entry.hash_key === records.fuzzyHash),
      pending: pending.pending_users.find((user) => user.user_id === records.pendingUserId),
      members: members.users
        .filter((user) => [records.memberUserId, records.deactivatedUserId].includes(user.user_id))
        .map((user) => `${user.user_id} ${user.status}`),
    };
  }

  beforeAll(async () => {
    t = await createTestContext(backend);
    companyA = await t.createCompany();
    const companyB = await t.createCompany();
    const owner = await t.createUser(companyA.id);
    const colleague = await t.createUser(companyA.id);
    const adminA = await t.createUser(companyA.id, { role: 'admin' });
    const adminB = await t.createUser(companyB.id, { role: 'admin' });
    const userB = await t.createUser(companyB.id);
    const installer = await t.createUser(companyA.id, { role: 'admin', installationAdmin: true });
    signInUsername = (await t.createUser(companyA.id)).username;
    signOutUsername = (await t.createUser(companyA.id)).username;
    for (const [name, user] of Object.entries({ owner, colleague, adminA, adminB, userB, installer })) {
      const signedIn = await t.signIn(user.username);
      keys[name as keyof typeof ids] = signedIn.apiKey;
      ids[name as keyof typeof ids] = signedIn.userId;
    }

    // An admin's key that expired (never used, so no process remembers it) and one that was signed out after use.
    keys.expired = (await t.signIn(adminA.username)).apiKey;
    await t.catalog.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 minute' where key_hash = ${digestToken(keys.expired)}`,
    );
    const [expired] = await queryRows(
      t.catalog.db,
      sql`select expires_at < now() as expired, revoked_at is null as unrevoked from api_keys
          where key_hash = ${digestToken(keys.expired)}`,
    );
    expect(expired).toEqual({ expired: true, unrevoked: true });
    keys.revoked = (await t.signIn(adminA.username)).apiKey;
    expect((await t.app.inject({ url: '/v2/access-control', headers: bearer(keys.revoked) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v2/signout', headers: bearer(keys.revoked) })).statusCode).toBe(
      200,
    );
    // A valid, unexpired key of a user who is no longer active (denied after signing in).
    const leaver = await t.createUser(companyA.id);
    keys.inactive = (await t.signIn(leaver.username)).apiKey;
    await t.catalog.db.execute(sql`update users set status = 'denied' where id = ${leaver.id}`);

    // Company A's records, all of the owner's making.
    const as = (key: string) => bearer(key);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/v2/${ids.owner}/normalize/sw_job`,
      headers: as(keys.owner),
      payload: uploadForm(
        'inventory.csv',
        'Publisher,Title,Version\nMozilla,Mozila Firefux Helper,1.0\nUnknown,Contoso Widget,1.0\nMozilla,Mozilla Firefox,128.0',
      ),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await t.jobProcessing.queue.idle();
    const jobId = upload.json<{ JobID: number }>().JobID;

    const fuzzy = await t.app.inject({
      url: `/v2/${ids.owner}/normalize/sw/get_fuzzy_matches?name=Firefux`,
      headers: as(keys.owner),
    });
    const [entry] = fuzzy.json<FuzzyMatchListResponse>().FuzzyMatches;
    expect(entry, fuzzy.body).toBeDefined();

    const rule = await t.app.inject({
      method: 'POST',
      url: `/v2/${ids.owner}/normalize/sw/user_mapping/add`,
      headers: as(keys.owner),
      payload: {
        Publisher: 'Contoso',
        Title: 'Payroll Client',
        Version: '4.2',
        publisher_normalised: RULE_VALUES.publisher,
        name_normalised: RULE_VALUES.name,
        version_normalised: RULE_VALUES.version,
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    // The rule's values are not in the catalog, so they became an entry of the company catalog.
    const catalog = await t.app.inject({
      url: `/v2/${ids.owner}/normalize/sw/user_catalog/view`,
      headers: as(keys.owner),
    });
    const catalogEntry = catalog
      .json<{ ReturnObject: { usercatalog_records: { u_cat_ref_id: number; name: string }[] } }>()
      .ReturnObject.usercatalog_records.find((record) => record.name === RULE_VALUES.name);
    expect(catalogEntry, catalog.body).toBeDefined();

    const mapping = await t.app.inject({
      method: 'POST',
      url: `/v2/${ids.owner}/normalize/sw/user_data_mapping/add`,
      headers: as(keys.owner),
      payload: { FieldName: 'publisher', NormalizedValue: 'Mozilla', CustomValue: 'Mozilla Corp' },
    });
    expect(mapping.statusCode, mapping.body).toBe(200);

    const registered = ROUTES['POST /v2/api/register-user']!.call(ctx(0, ABSENT));
    expect((await send('POST', registered)).statusCode).toBe(201);
    const applicant = (registered.payload as { username: string }).username;
    const pending = await t.app.inject({ url: '/v2/api/admin/pending-users', headers: as(keys.adminA) });
    const pendingUser = pending
      .json<{ pending_users: { user_id: number; username: string }[] }>()
      .pending_users.find((user) => user.username === applicant);
    expect(pendingUser, pending.body).toBeDefined();

    records = {
      jobId,
      ruleHash: rule.json<{ ReturnObject: { hash_key: string } }>().ReturnObject.hash_key,
      catalogId: catalogEntry!.u_cat_ref_id,
      dataValue: 'Mozilla',
      fuzzyHash: entry!.hash_key,
      fuzzyRaw: { Publisher: entry!.publisher, Title: entry!.name, Version: entry!.version },
      pendingUserId: pendingUser!.user_id,
      memberUserId: (await t.createUser(companyA.id)).id,
      deactivatedUserId: (await t.createUser(companyA.id, { status: 'deactivated' })).id,
    };
    snapshotBefore = await snapshotOfCompanyA();
  });
  afterAll(() => t.close());

  it('classifies every route of the app (a new route fails here until it is added to ROUTES)', async () => {
    await t.app.ready();
    const routes = listRoutes(t.app).map(routeKey);
    const unclassified = routes.filter((key) => !(key in ROUTES));
    expect(unclassified, 'routes without a classification in ROUTES').toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !routes.includes(key)),
      'classified routes the app does not have',
    ).toEqual([]);
    // The route tree and the OpenAPI document agree, so the list above is complete.
    const documented = documentedRoutes(t.app).map(routeKey);
    expect(documented.length).toBeGreaterThan(40);
    expect(documented.filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('documents a bearer key exactly for the routes that need one', async () => {
    await t.app.ready();
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> }).paths;
    const mismatched: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const needsKey = ROUTES[key] === undefined ? undefined : ROUTES[key].access !== 'public';
        if (needsKey !== (operation.security?.length ?? 0) > 0) mismatched.push(key);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it.each(PUBLIC)('$key answers without a key', async ({ method, route }) => {
    const response = await send(method, route.call(ctx(0, ABSENT)));
    expect(route.publicStatus, response.body).toContain(response.statusCode);
  });

  it('keeps a set-up product set up: public setup calls change nothing', async () => {
    const initialize = await send('POST', ROUTES['POST /v2/rnorm_initialize']!.call(ctx(0)));
    expect(initialize.json()).toEqual({ status: 'error', messages: ['rnorm is set up already.'] });
    expect((await t.app.inject({ url: '/api/env' })).json()).toEqual({ REACT_APP_API_URL: '' });
    expect((await t.app.inject({ url: '/v2/rnorm_initialized' })).json()).toMatchObject({ status: 'success' });
  });

  it.each(PROTECTED)(
    '$key refuses no key, a malformed key, an expired key, a signed-out key and an inactive user with 401',
    async ({ method, route }) => {
      const callers: [string, Record<string, string>][] = [
        ['no key', {}],
        ['not a bearer key', { authorization: `Basic ${Buffer.from('admin:secret').toString('base64')}` }],
        ['unknown key', bearer('x'.repeat(43))],
        ['expired key', bearer(keys.expired)],
        ['signed-out key', bearer(keys.revoked)],
        ['key in a cookie only', { cookie: `api_key=${keys.adminA}` }],
        ['inactive user', bearer(keys.inactive)],
      ];
      for (const [caller, headers] of callers) {
        const response = await send(method, route.call(ctx(ids.adminA)), headers);
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: serverMessages.unauthenticated });
      }
      if (method === 'GET') expect((await send('HEAD', route.call(ctx(ids.adminA)))).statusCode).toBe(401);
      // Authentication comes before validation: an anonymous caller learns nothing from the route's schema.
      const { url } = route.call(ctx(ids.adminA));
      const invalid: Call =
        method === 'GET'
          ? { url: `${url}${url.includes('?') ? '&' : '?'}job_id=x&page_size=-1&user_id=x` }
          : { url, payload: { not_a_field: '\u0000'.repeat(3), page_size: 'x' } };
      const anonymous = await send(method, invalid);
      expect(anonymous.statusCode, `invalid request without a key: ${anonymous.body}`).toBe(401);
    },
  );

  it.each(OWN_USER)(
    "$key refuses another user's id with 403: a colleague, the company's admin, another company's admin",
    async ({ method, route }) => {
      for (const caller of ['colleague', 'adminA', 'adminB', 'userB'] as const) {
        const response = await send(method, route.call(ctx(ids.owner)), bearer(keys[caller]));
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: serverMessages.forbiddenOtherUser });
      }
    },
  );

  it.each(ADMIN)('$key refuses a plain user with 403', async ({ method, route }) => {
    for (const caller of ['owner', 'userB'] as const) {
      const response = await send(method, route.call(ctx(ids[caller])), bearer(keys[caller]));
      expect(response.statusCode, `${caller}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: serverMessages.forbiddenRole });
    }
  });

  it.each(INSTALLATION_ADMIN)(
    "$key refuses users and every company's admins with 403: it changes the whole installation",
    async ({ method, route }) => {
      for (const caller of ['owner', 'userB', 'adminA', 'adminB'] as const) {
        const response = await send(method, route.call(ctx(ids[caller])), bearer(keys[caller]));
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: serverMessages.forbiddenInstallation });
      }
    },
  );

  it.each([...SIGNED_IN, ...OWN_USER, ...ADMIN, ...INSTALLATION_ADMIN])(
    '$key lets the right caller through (ids of no record, so nothing changes)',
    async ({ method, route }) => {
      const caller =
        route.access === 'admin' ? 'adminA' : route.access === 'installation-admin' ? 'installer' : 'owner';
      let key = keys[caller];
      if (route.spendsKey) key = (await t.signIn(signOutUsername)).apiKey;
      const response = await send(method, route.call(ctx(ids[caller], ABSENT)), bearer(key));
      expect([401, 403], response.body).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
    },
  );

  it.each(COMPANY_RECORDS)(
    "$key answers 404 for another company's record, even to its admin",
    async ({ method, route }) => {
      for (const caller of ['adminB', 'userB'] as const) {
        const response = await send(method, route.call(ctx(ids[caller])), bearer(keys[caller]));
        const expected = caller === 'userB' && route.access === 'admin' ? 403 : 404;
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected);
      }
    },
  );

  it("shows another company none of company A's records in its lists", async () => {
    const get = async (url: string) => (await t.app.inject({ url, headers: bearer(keys.adminB) })).body;
    const lists = [
      await get(`/v2/${ids.adminB}/jobs/list`),
      await get(`/v2/${ids.adminB}/user_mapping/all`),
      await get(`/v2/${ids.adminB}/normalize/sw/user_catalog/view`),
      await get(`/v2/${ids.adminB}/normalize/sw/user_data_mapping/view`),
      await get(`/v2/${ids.adminB}/normalize/sw/get_fuzzy_matches`),
      await get(`/v2/${ids.adminB}/matchfix/list`),
      await get(`/v2/${ids.adminB}/normalize/sw/export_matchfix`),
      await get(`/v2/${ids.adminB}/normalize/sw/export_fuzzy_matches`),
      await get('/v2/api/admin/pending-users'),
      await get(`/v2/${ids.adminB}/ritcatalog/distinct_values?field_name=name&filter=Contoso`),
      await get(`/v2/${ids.adminB}/search?publisher=Contoso&name=Contoso`),
    ];
    for (const text of lists) {
      for (const marker of [
        records.ruleHash,
        records.fuzzyHash,
        'Contoso',
        'Mozilla Corp',
        'Firefux',
        'applicant',
        `"job_id":${records.jobId}`,
      ]) {
        expect(text, marker).not.toContain(marker);
      }
    }
    const check = await t.app.inject({
      url: `/v2/check-record?publisher=${q(RULE_VALUES.publisher)}&name=${q(RULE_VALUES.name)}&version=${RULE_VALUES.version}`,
      headers: bearer(keys.adminB),
    });
    expect(check.json()).toEqual({ exists: false });
  });

  it('leaves every record of company A as it was after all the refused calls', async () => {
    expect(await snapshotOfCompanyA()).toEqual(snapshotBefore);
    expect(snapshotBefore).toMatchObject({
      job: { status: 200 },
      rule: { status: 200, body: { normalized_section: { name: RULE_VALUES.name } } },
      catalog: { status: 200 },
      dataMapping: { status: 200, body: { ReturnObject: { user_data_mapping: { custom_value: 'Mozilla Corp' } } } },
      fuzzy: true,
      pending: { request: 'registration' },
      members: [`${records.memberUserId} active`, `${records.deactivatedUserId} deactivated`],
    });
    // The update-env call of an anonymous caller stored nothing.
    expect((await t.app.inject({ url: '/api/env' })).json()).toEqual({ REACT_APP_API_URL: '' });
  });
});
