import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, serverMessages, validationMessages } from '@rnorm/contracts';
import { parseExportCsv, uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';

const CREATE = {
  Publisher: 'Contoso',
  Title: 'Payroll Client "Legacy" Edition',
  Version: '4.2.1',
  publisher_normalised: 'Contoso',
  name_normalised: 'Contoso Payroll',
  version_normalised: '4.2.1',
  major_normalised: '4',
  minor_normalised: '2',
  patch_normalised: '1',
  edition_normalised: '',
  release_normalised: null,
};

describe.each(BACKENDS)('rule mapping routes on %s', (backend) => {
  let t: TestContext;
  let userId: number;
  let key: string;
  let username: string;
  let colleagueId: number;
  let colleagueKey: string;
  let outsiderId: number;
  let outsiderKey: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    const company = await t.createCompany();
    username = (await t.createUser(company.id)).username;
    ({ apiKey: key, userId } = await t.signIn(username));
    ({ apiKey: colleagueKey, userId: colleagueId } = await t.signIn((await t.createUser(company.id)).username));
    const other = await t.createCompany();
    ({ apiKey: outsiderKey, userId: outsiderId } = await t.signIn((await t.createUser(other.id)).username));
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, as = key, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
  const list = async (as = key, owner = userId) =>
    (await inject('GET', `/v2/${owner}/user_mapping/all`, as)).json<{ Records: Record<string, unknown>[] }>().Records;

  let hashKey: string;

  it('creates a rule, lists it for the whole company with who changed it, and shows its two sections', async () => {
    const created = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/add`, key, CREATE);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ ReturnCode: 200, ReturnObject: { message: feedbackMessages.mappingAdded } });
    hashKey = created.json().ReturnObject.hash_key;
    const records = await list(colleagueKey, colleagueId);
    expect(records).toEqual([
      {
        hash_key: hashKey,
        publisher: 'Contoso',
        name: 'Payroll Client "Legacy" Edition',
        version: '4.2.1',
        // Raw → target: an in-house product, which the rule put into the company catalog.
        target_publisher: 'Contoso',
        target_name: 'Contoso Payroll',
        target_version: '4.2.1',
        target_in: 'company_catalog',
        any_version: false,
        ignore_reason: null,
        updated_at: expect.stringMatching(/^\d{4}-/),
        updated_by: username,
      },
    ]);
    const detail = await inject('GET', `/v2/usermapping/get_normalised?hash_key=${hashKey}`, colleagueKey);
    expect(detail.json()).toEqual({
      ReturnCode: 200,
      hash_key: hashKey,
      raw_section: { raw_publisher: 'Contoso', raw_name: 'Payroll Client "Legacy" Edition', raw_version: '4.2.1' },
      normalized_section: {
        publisher: 'Contoso',
        name: 'Contoso Payroll',
        version: '4.2.1',
        major: '4',
        minor: '2',
        patch: '1',
        build: null,
        release: null,
        edition: null,
        servicepack: null,
        architecture: null,
        language: null,
      },
      any_version: false,
      ignore_reason: null,
    });
  });

  it('puts values the catalog does not know into the company catalog, and refuses a second rule for the row', async () => {
    const catalog = await inject('GET', `/v2/${userId}/normalize/sw/user_catalog/view`);
    expect(catalog.json().ReturnObject.usercatalog_records).toEqual([
      expect.objectContaining({ publisher: 'Contoso', name: 'Contoso Payroll', version: '4.2.1', major: '4' }),
    ]);
    const again = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/add`, key, CREATE);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: serverMessages.ruleExists,
      ReturnObject: { ErrorCode: serverMessages.ruleExists },
    });
  });

  it('makes a rule for every version of the title without a normalized version, once per title', async () => {
    const body = {
      Publisher: 'Contoso',
      Title: 'Contoso Timesheet 7.1',
      Version: '7.1',
      any_version: true,
      publisher_normalised: 'Contoso',
      name_normalised: 'Contoso Timesheet',
    };
    const created = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/add`, key, body);
    expect(created.statusCode, created.body).toBe(200);
    expect((await list()).find((rule) => rule.name === 'Contoso Timesheet 7.1')).toMatchObject({
      any_version: true,
      target_version: '',
    });
    // The company catalog learns the product at the version the raw row has.
    const catalog = await inject('GET', `/v2/${userId}/normalize/sw/user_catalog/view`);
    expect(catalog.json().ReturnObject.usercatalog_records).toContainEqual(
      expect.objectContaining({ publisher: 'Contoso', name: 'Contoso Timesheet', version: '7.1' }),
    );
    // Another version of the same title is the same rule.
    const again = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/add`, key, {
      ...body,
      Title: 'Contoso Timesheet 7.4',
      Version: '7.4',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: serverMessages.anyVersionRuleExists });
    // A rule for one row still needs its version.
    const exact = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/add`, key, {
      ...body,
      any_version: false,
    });
    expect(exact.statusCode).toBe(400);
    expect(exact.json()).toMatchObject({ message: validationMessages.versionRequired, field: 'version_normalised' });
    // Its edit screen learns what it is, and saves it without a version: rows keep their own.
    const createdKey = created.json().ReturnObject.hash_key as string;
    const detail = await inject('GET', `/v2/usermapping/get_normalised?hash_key=${createdKey}`);
    expect(detail.json()).toMatchObject({
      any_version: true,
      ignore_reason: null,
      normalized_section: { version: '' },
    });
    const updated = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/update?hash_key=${createdKey}`, key, {
      publisher: 'Contoso',
      name: 'Contoso Timesheets',
      version: '',
    });
    expect(updated.json()).toMatchObject({ ReturnObject: { message: feedbackMessages.mappingUpdated } });
    const removed = await inject('DELETE', '/v2/user_mapping/delete', key, {
      hash_key: created.json().ReturnObject.hash_key,
    });
    expect(removed.statusCode).toBe(200);
  });

  it.each([
    ['Publisher', validationMessages.publisherRequired],
    ['Title', validationMessages.nameRequired],
    ['Version', validationMessages.versionRequired],
    ['publisher_normalised', validationMessages.publisherRequired],
    ['name_normalised', validationMessages.nameRequired],
    ['version_normalised', validationMessages.versionRequired],
  ])('refuses a rule without %s: %s', async (field, message) => {
    const response = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/add`, key, {
      ...CREATE,
      [field]: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('normalizes the raw row by the rule in jobs submitted afterwards (matched_by user_rule)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/${colleagueId}/normalize/sw_job`,
      headers: bearer(colleagueKey),
      payload: uploadForm(
        'rules.csv',
        'Publisher,Title,Version\nCONTOSO,"Payroll Client ""Legacy"" Edition",4.2.1\nMozilla,Mozilla Firefox,128.0',
      ),
    });
    await t.jobProcessing.queue.idle();
    const jobId = response.json().JobID;
    const rows = parseExportCsv(
      (await inject('GET', `/v2/${colleagueId}/jobs/export?job_id=${jobId}`, colleagueKey)).body,
    );
    expect(rows[0]).toMatchObject({
      matched_by: 'user_rule',
      name: 'Contoso Payroll',
      major: '4',
      status: 'normalized',
    });
    expect(rows[1]).toMatchObject({ matched_by: 'exact', name: 'Mozilla Firefox' });
  });

  it("gives a row that a rule maps to a catalog product that product's catalog data in later jobs", async () => {
    const misspelt = 'Publisher,Title,Version\nMozilla,Mozila Firefux,128.0';
    const exportOfJob = async (csv: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v2/${userId}/normalize/sw_job`,
        headers: bearer(key),
        payload: uploadForm('misspelt.csv', csv),
      });
      await t.jobProcessing.queue.idle();
      return parseExportCsv(
        (await inject('GET', `/v2/${userId}/jobs/export?job_id=${response.json().JobID}`)).body,
      )[0]!;
    };
    const before = await exportOfJob(misspelt);
    expect(before).toMatchObject({ catalog_id: '', cpe: '', end_of_support: '' });
    const created = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/add`, key, {
      Publisher: 'Mozilla',
      Title: 'Mozila Firefux',
      Version: '128.0',
      publisher_normalised: 'Mozilla',
      name_normalised: 'Mozilla Firefox',
      version_normalised: '128.0',
    });
    expect(created.statusCode, created.body).toBe(200);
    const after = await exportOfJob(misspelt);
    expect(after).toMatchObject({
      status: 'normalized',
      matched_by: 'user_rule',
      publisher: 'Mozilla',
      name: 'Mozilla Firefox',
      version: '128.0',
      major: '128',
      catalog_id: 'test:firefox',
      category: 'browser',
      license: 'MPL-2.0',
      end_of_support: '2025-09-16',
    });
    expect(after.cpe).toMatch(/^cpe:2\.3:a:mozilla:firefox:128\.0/);
    // The catalog knows the product, so the rule adds nothing to the company catalog.
    const catalog = await inject('GET', `/v2/${userId}/normalize/sw/user_catalog/view`);
    expect(catalog.json().ReturnObject.usercatalog_records).not.toContainEqual(
      expect.objectContaining({ name: 'Mozilla Firefox' }),
    );
    const { hash_key: ruleKey } = created.json().ReturnObject;
    // The rule list says the rule leads to a catalog product.
    expect((await list()).find((record) => record.hash_key === ruleKey)).toMatchObject({
      target_name: 'Mozilla Firefox',
      target_in: 'catalog',
    });
    expect((await inject('DELETE', '/v2/user_mapping/delete', key, { hash_key: ruleKey })).statusCode).toBe(200);
  });

  let firstJobId: number;

  it('re-runs a finished job as a new job with the current rules; the original keeps its results', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(key),
      payload: uploadForm('again.csv', 'Publisher,Title,Version\nContoso,Payroll Client "Legacy" Edition,4.2.1'),
    });
    await t.jobProcessing.queue.idle();
    firstJobId = submitted.json().JobID;
    const exportOf = async (jobId: number) =>
      parseExportCsv((await inject('GET', `/v2/${userId}/jobs/export?job_id=${jobId}`)).body)[0];
    expect(await exportOf(firstJobId)).toMatchObject({ name: 'Contoso Payroll' });
    await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/update?hash_key=${hashKey}`, key, {
      publisher: 'Contoso',
      name: 'Contoso Payroll Renamed',
      version: '4.2.1',
    });
    const rerun = await inject('POST', `/v2/${userId}/jobs/rerun?job_id=${firstJobId}`);
    expect(rerun.json()).toMatchObject({ message: serverMessages.jobRerun });
    await t.jobProcessing.queue.idle();
    const secondJobId = rerun.json().JobID;
    expect(secondJobId).not.toBe(firstJobId);
    expect(await exportOf(secondJobId)).toMatchObject({ name: 'Contoso Payroll Renamed', matched_by: 'user_rule' });
    expect(await exportOf(firstJobId)).toMatchObject({ name: 'Contoso Payroll' });
    // Another company's job answers as absent (ARCHITECTURE.md, Tenancy).
    expect((await inject('POST', `/v2/${outsiderId}/jobs/rerun?job_id=${firstJobId}`, outsiderKey)).statusCode).toBe(
      404,
    );
  });

  it('updates the normalized values; the change reaches later jobs only', async () => {
    const response = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/update?hash_key=${hashKey}`, key, {
      publisher: 'Contoso',
      name: 'Contoso Payroll Classic',
      version: '4.2.1',
      architecture: 'x64',
    });
    expect(response.json()).toMatchObject({ ReturnObject: { message: feedbackMessages.mappingUpdated } });
    const detail = await inject('GET', `/v2/usermapping/get_normalised?hash_key=${hashKey}`);
    expect(detail.json().normalized_section).toMatchObject({
      name: 'Contoso Payroll Classic',
      architecture: 'x64',
      major: null,
    });
    // The changed target is remembered in the company catalog, as a new rule's is.
    expect((await list())[0]).toMatchObject({ target_name: 'Contoso Payroll Classic', target_in: 'company_catalog' });
    const catalog = await inject('GET', `/v2/${userId}/normalize/sw/user_catalog/view`);
    expect(catalog.json().ReturnObject.usercatalog_records).toContainEqual(
      expect.objectContaining({ name: 'Contoso Payroll Classic', architecture: 'x64' }),
    );
    for (const [field, message] of [
      ['publisher', validationMessages.publisherRequired],
      ['name', validationMessages.nameRequired],
      ['version', validationMessages.versionRequired],
    ] as const) {
      const invalid = await inject('POST', `/v2/${userId}/normalize/sw/user_mapping/update?hash_key=${hashKey}`, key, {
        publisher: 'Contoso',
        name: 'Contoso Payroll',
        version: '1',
        [field]: '',
      });
      expect(invalid.json()).toMatchObject({ statusCode: 400, message, field });
    }
  });

  it("keeps another company out: its lists are empty and this company's rules answer 404 to it", async () => {
    expect(await list(outsiderKey, outsiderId)).toEqual([]);
    expect((await inject('GET', `/v2/${userId}/user_mapping/all`, outsiderKey)).statusCode).toBe(403);
    const peek = await inject('GET', `/v2/usermapping/get_normalised?hash_key=${hashKey}`, outsiderKey);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(serverMessages.ruleNotFound);
    const update = await inject(
      'POST',
      `/v2/${outsiderId}/normalize/sw/user_mapping/update?hash_key=${hashKey}`,
      outsiderKey,
      { publisher: 'x', name: 'y', version: '1' },
    );
    expect(update.statusCode).toBe(404);
    expect((await inject('DELETE', '/v2/user_mapping/delete', outsiderKey, { hash_key: hashKey })).statusCode).toBe(
      404,
    );
    expect(await list()).toHaveLength(1);
    expect((await inject('GET', `/v2/${userId}/user_mapping/all`, 'not-a-key')).statusCode).toBe(401);
  });

  it('deletes a rule (body hash_key), and then answers 404 for it', async () => {
    // The rule's target in the company catalog, then not: where the target is known follows the entries.
    const [rule] = await list();
    const target = { publisher: rule!.target_publisher, name: rule!.target_name, version: rule!.target_version };
    await inject('POST', `/v2/${userId}/normalize/sw/user_catalog/add`, key, target);
    expect((await list())[0]).toMatchObject({ ...rule, target_in: 'company_catalog' });
    const entries = (await inject('GET', `/v2/${userId}/normalize/sw/user_catalog/view`)).json().ReturnObject
      .usercatalog_records as { u_cat_ref_id: number; name: string; version: string }[];
    for (const entry of entries.filter((one) => one.name === target.name && one.version === target.version)) {
      await inject('DELETE', `/v2/${userId}/normalize/sw/user_catalog/delete?u_cat_ref_id=${entry.u_cat_ref_id}`);
    }
    expect((await list())[0]).toMatchObject({ target_in: 'none' });

    const bad = await inject('DELETE', '/v2/user_mapping/delete', key, { hash_key: 'nope' });
    expect(bad.statusCode).toBe(400);
    const deleted = await inject('DELETE', '/v2/user_mapping/delete', key, { hash_key: hashKey });
    expect(deleted.json()).toMatchObject({ ReturnCode: 200, ReturnObject: { message: serverMessages.ruleDeleted } });
    expect(await list()).toEqual([]);
    expect((await inject('DELETE', '/v2/user_mapping/delete', key, { hash_key: hashKey })).statusCode).toBe(404);
    expect((await inject('GET', `/v2/usermapping/get_normalised?hash_key=${hashKey}`)).statusCode).toBe(404);
  });
});
