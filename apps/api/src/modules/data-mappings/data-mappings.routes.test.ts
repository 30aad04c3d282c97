import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, serverMessages, validationMessages } from '@rnorm/contracts';
import { parseExportCsv, uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';

describe.each(BACKENDS)('user data mapping routes on %s', (backend) => {
  let t: TestContext;
  let userId: number;
  let key: string;
  let outsiderId: number;
  let outsiderKey: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
    const other = await t.createCompany();
    ({ apiKey: outsiderKey, userId: outsiderId } = await t.signIn((await t.createUser(other.id)).username));
  });
  afterAll(() => t.close());

  const base = (owner = userId) => `/v2/${owner}/normalize/sw/user_data_mapping`;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as = key, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

  it('adds a mapping, refuses it twice, and lists and shows it', async () => {
    const body = { FieldName: 'publisher', NormalizedValue: 'Mozilla', CustomValue: 'Mozilla Foundation (licensed)' };
    const created = await inject('POST', `${base()}/add`, key, body);
    expect(created.json()).toMatchObject({
      ReturnCode: 200,
      ReturnObject: { message: feedbackMessages.dataMappingAdded },
    });
    expect((await inject('POST', `${base()}/add`, key, body)).json()).toMatchObject({
      statusCode: 409,
      message: serverMessages.dataMappingExists,
    });
    const records = (await inject('GET', `${base()}/view`)).json().ReturnObject.user_data_mappings;
    expect(records).toEqual([
      expect.objectContaining({
        field_name: 'publisher',
        normalized_value: 'Mozilla',
        custom_value: 'Mozilla Foundation (licensed)',
      }),
    ]);
    const one = await inject('GET', `${base()}/view_by_value?NormalizedValue=Mozilla`);
    expect(one.json().ReturnObject.user_data_mapping.custom_value).toBe('Mozilla Foundation (licensed)');
  });

  it.each([
    [{ NormalizedValue: 'x', CustomValue: 'y' }, validationMessages.fieldNameRequired],
    [{ FieldName: 'publisher', NormalizedValue: '', CustomValue: 'y' }, validationMessages.normalizedValueRequired],
    [{ FieldName: 'publisher', NormalizedValue: 'x', CustomValue: ' ' }, validationMessages.customizedValueRequired],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await inject('POST', `${base()}/add`, key, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('rewrites the exported values of later jobs (the source says data_mapping)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(key),
      payload: uploadForm('mapped.csv', 'Publisher,Title,Version\nMozilla,Mozilla Firefox (x64 en-US),128.0.3\n'),
    });
    await t.jobProcessing.queue.idle();
    const rows = parseExportCsv(
      (await inject('GET', `/v2/${userId}/jobs/export?job_id=${response.json().JobID}`)).body,
    );
    expect(rows[0]).toMatchObject({ publisher: 'Mozilla Foundation (licensed)', name: 'Mozilla Firefox' });
  });

  it('updates the customized value, and tells apart a value mapped for two fields', async () => {
    await inject('POST', `${base()}/add`, key, { FieldName: 'name', NormalizedValue: 'Mozilla', CustomValue: 'Moz' });
    const ambiguous = await inject('PUT', `${base()}/update?NormalizedValue=Mozilla`, key, { CustomValue: 'z' });
    expect(ambiguous.json()).toMatchObject({ statusCode: 400, message: serverMessages.dataMappingAmbiguous });
    const updated = await inject('PUT', `${base()}/update?NormalizedValue=Mozilla&FieldName=publisher`, key, {
      CustomValue: 'Mozilla Corp',
    });
    expect(updated.json()).toMatchObject({ ReturnObject: { message: feedbackMessages.dataMappingUpdated } });
    const required = await inject('PUT', `${base()}/update?NormalizedValue=Mozilla&FieldName=publisher`, key, {
      CustomValue: '',
    });
    expect(required.json().message).toBe(validationMessages.customizedValueRequired);
  });

  it("keeps another company's mappings out of reach, and deletes", async () => {
    expect(
      (await inject('GET', `${base(outsiderId)}/view`, outsiderKey)).json().ReturnObject.user_data_mappings,
    ).toEqual([]);
    const peek = await inject(
      'GET',
      `${base(outsiderId)}/view_by_value?NormalizedValue=Mozilla&FieldName=name`,
      outsiderKey,
    );
    expect(peek.statusCode).toBe(404);
    expect(peek.json().ReturnObject.ErrorCode).toBe(serverMessages.dataMappingNotFound);
    expect((await inject('GET', `${base()}/view`, outsiderKey)).statusCode).toBe(403);
    const deleted = await inject('DELETE', `${base()}/delete?NormalizedValue=Mozilla&FieldName=name`);
    expect(deleted.json()).toMatchObject({ ReturnObject: { message: serverMessages.dataMappingDeleted } });
    expect((await inject('DELETE', `${base()}/delete?NormalizedValue=Mozilla&FieldName=name`)).statusCode).toBe(404);
    expect((await inject('GET', `${base()}/view`)).json().ReturnObject.user_data_mappings).toHaveLength(1);
  });
});
