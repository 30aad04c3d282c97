import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, serverMessages, validationMessages } from '@rnorm/contracts';
import { parseExportCsv, uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';

describe.each(BACKENDS)('user catalog routes on %s', (backend) => {
  let t: TestContext;
  let userId: number;
  let key: string;
  let outsiderId: number;
  let outsiderKey: string;
  let entryId: number;

  beforeAll(async () => {
    t = await createTestContext(backend);
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
    const other = await t.createCompany();
    ({ apiKey: outsiderKey, userId: outsiderId } = await t.signIn((await t.createUser(other.id)).username));
    // Entries come from rules whose values the catalog does not know.
    await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw/user_mapping/add`,
      headers: bearer(key),
      payload: {
        Publisher: 'Fabrikam',
        Title: 'Fabrikam Ledger Setup',
        Version: '7.1',
        publisher_normalised: 'Fabrikam',
        name_normalised: 'Fabrikam Ledger',
        version_normalised: '7.1',
      },
    });
  });
  afterAll(() => t.close());

  const base = (owner = userId) => `/v2/${owner}/normalize/sw/user_catalog`;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as = key, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

  it('lists and shows the entries', async () => {
    const records = (await inject('GET', `${base()}/view`)).json().ReturnObject.usercatalog_records;
    expect(records).toEqual([
      expect.objectContaining({ publisher: 'Fabrikam', name: 'Fabrikam Ledger', version: '7.1', edition: null }),
    ]);
    entryId = records[0].u_cat_ref_id;
    const one = await inject('GET', `${base()}/view_by_cat_ref?u_cat_ref_id=${entryId}`);
    expect(one.json().ReturnObject.usercatalog_record).toMatchObject({
      u_cat_ref_id: entryId,
      name: 'Fabrikam Ledger',
    });
  });

  it('edits an entry, with the required fields checked', async () => {
    const edited = await inject('PUT', `${base()}/edit?u_cat_ref_id=${entryId}`, key, {
      publisher: 'Fabrikam',
      name: 'Fabrikam Ledger',
      version: '7.1',
      edition: 'Enterprise',
    });
    expect(edited.json()).toMatchObject({
      ReturnCode: 200,
      ReturnObject: { message: feedbackMessages.catalogUpdated },
    });
    for (const [field, message] of [
      ['publisher', validationMessages.publisherRequired],
      ['name', validationMessages.nameRequired],
      ['version', validationMessages.versionRequired],
    ] as const) {
      const missing = await inject('PUT', `${base()}/edit?u_cat_ref_id=${entryId}`, key, {
        publisher: 'Fabrikam',
        name: 'Fabrikam Ledger',
        version: '7.1',
        [field]: ' ',
      });
      expect(missing.json()).toMatchObject({ statusCode: 400, message, field });
    }
  });

  it('adds an entry, refuses the same one twice, and checks the required fields', async () => {
    const entry = { publisher: 'Northwind', name: 'Northwind Timesheets', version: '3.0', edition: 'Server' };
    const added = await inject('POST', `${base()}/add`, key, entry);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ ReturnCode: 200, ReturnObject: { message: feedbackMessages.catalogAdded } });
    const records = (await inject('GET', `${base()}/view`)).json().ReturnObject.usercatalog_records;
    expect(records).toContainEqual(expect.objectContaining({ ...entry, updated_by: expect.any(String) }));

    const again = await inject('POST', `${base()}/add`, key, { ...entry, name: 'NORTHWIND timesheets' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(serverMessages.userCatalogDuplicate);
    const missing = await inject('POST', `${base()}/add`, key, { ...entry, version: ' ' });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: validationMessages.versionRequired });
  });

  it('is matched by later jobs: another version of the product is recognized (matched_by user_catalog)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(key),
      payload: uploadForm('catalog.csv', 'Publisher,Title,Version\nFabrikam Inc.,Fabrikam Ledger 7.2 (x64),7.2.0\n'),
    });
    await t.jobProcessing.queue.idle();
    const rows = parseExportCsv(
      (await inject('GET', `/v2/${userId}/jobs/export?job_id=${response.json().JobID}`)).body,
    );
    expect(rows[0]).toMatchObject({
      matched_by: 'user_catalog',
      publisher: 'Fabrikam',
      name: 'Fabrikam Ledger',
      version: '7.2.0',
      architecture: 'x64',
      catalog_id: `user:${entryId}`,
    });
  });

  it("keeps another company's entries out of reach", async () => {
    expect(
      (await inject('GET', `${base(outsiderId)}/view`, outsiderKey)).json().ReturnObject.usercatalog_records,
    ).toEqual([]);
    const peek = await inject('GET', `${base(outsiderId)}/view_by_cat_ref?u_cat_ref_id=${entryId}`, outsiderKey);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(serverMessages.userCatalogNotFound);
    expect((await inject('DELETE', `${base(outsiderId)}/delete?u_cat_ref_id=${entryId}`, outsiderKey)).statusCode).toBe(
      404,
    );
    const edit = await inject('PUT', `${base(outsiderId)}/edit?u_cat_ref_id=${entryId}`, outsiderKey, {
      publisher: 'x',
      name: 'y',
      version: '1',
    });
    expect(edit.statusCode).toBe(404);
    expect((await inject('GET', `${base()}/view`, outsiderKey)).statusCode).toBe(403);
  });

  it('deletes an entry', async () => {
    const deleted = await inject('DELETE', `${base()}/delete?u_cat_ref_id=${entryId}`);
    expect(deleted.json()).toMatchObject({ ReturnObject: { message: feedbackMessages.catalogDeleted } });
    expect((await inject('GET', `${base()}/view_by_cat_ref?u_cat_ref_id=${entryId}`)).statusCode).toBe(404);
    expect((await inject('GET', `${base()}/view_by_cat_ref?u_cat_ref_id=abc`)).statusCode).toBe(400);
  });
});
