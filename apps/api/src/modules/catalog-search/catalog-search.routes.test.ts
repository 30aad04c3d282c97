import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_MAPPING_FIELDS } from '@rnorm/contracts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';

describe.each(BACKENDS)('catalog search routes on %s', (backend) => {
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
    const created = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw/user_mapping/add`,
      headers: bearer(key),
      payload: {
        Publisher: 'Contoso',
        Title: 'Payroll',
        Version: '4.2.1',
        publisher_normalised: 'Contoso',
        name_normalised: 'Contoso Payroll',
        version_normalised: '4.2.1',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
  });
  afterAll(() => t.close());

  const values = async (url: string, as = key) => {
    const response = await t.app.inject({ url, headers: bearer(as) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ values: string[] }>().values;
  };

  it('suggests the last field given, knowing the ones before it (cumulative parameters)', async () => {
    expect(await values(`/v2/${userId}/search?publisher=moz`)).toEqual(['Mozilla']);
    expect(await values(`/v2/${userId}/search?publisher=Mozilla&name=`)).toEqual(['Mozilla Firefox']);
    expect(await values(`/v2/${userId}/search?publisher=Mozilla&name=Mozilla%20Firefox&version=9.9.9`)).toEqual([
      '9.9.9',
    ]);
    expect(await values(`/v2/${userId}/search?publisher=Mozilla&name=x&version=1.2.3&major=`)).toEqual(['1']);
    expect(await values(`/v2/${userId}/search`)).toEqual([]);
  });

  it("includes the company's own records, and only its own", async () => {
    expect(await values(`/v2/${userId}/search?publisher=cont`)).toEqual(['Contoso']);
    expect(await values(`/v2/${userId}/search?publisher=Contoso&name=pay`)).toEqual(['Contoso Payroll']);
    expect(await values(`/v2/${outsiderId}/search?publisher=cont`, outsiderKey)).toEqual([]);
    expect(
      (await t.app.inject({ url: `/v2/${userId}/search?publisher=cont`, headers: bearer(outsiderKey) })).statusCode,
    ).toBe(403);
  });

  it('gives the distinct values of a field for data mappings, and the field names', async () => {
    expect(await values(`/v2/${userId}/ritcatalog/distinct_values?field_name=publisher&filter=soft`)).toEqual(
      expect.arrayContaining(['Microsoft', 'Python Software Foundation']),
    );
    expect(await values(`/v2/${userId}/ritcatalog/distinct_values?field_name=name&filter=payroll`)).toEqual([
      'Contoso Payroll',
    ]);
    expect(await values(`/v2/${userId}/ritcatalog/distinct_values?field_name=edition&filter=Gold`)).toEqual([]);
    const bad = await t.app.inject({
      url: `/v2/${userId}/ritcatalog/distinct_values?field_name=nope`,
      headers: bearer(key),
    });
    expect(bad.statusCode).toBe(400);
    const names = await t.app.inject({ url: '/v2/ritcatalog/field_names', headers: bearer(key) });
    expect(names.json()).toEqual({ ReturnCode: 200, ReturnObject: { field_names: [...DATA_MAPPING_FIELDS] } });
    expect((await t.app.inject({ url: '/v2/ritcatalog/field_names' })).statusCode).toBe(401);
  });

  it('checks whether a normalized record exists in the catalog or the company catalog', async () => {
    const exists = async (query: string, as = key) =>
      (await t.app.inject({ url: `/v2/check-record?${query}`, headers: bearer(as) })).json<{ exists: boolean }>()
        .exists;
    expect(await exists('publisher=Mozilla&name=Mozilla%20Firefox&version=128.0')).toBe(true);
    expect(await exists('publisher=Contoso&name=Contoso%20Payroll&version=4.2.1')).toBe(true);
    expect(await exists('publisher=Contoso&name=Contoso%20Payroll&version=4.2.1', outsiderKey)).toBe(false);
    expect(await exists('publisher=Contoso&name=Contoso%20Payroll&version=5.0')).toBe(false);
    expect(await exists('publisher=Mozilla')).toBe(false);
  });

  it('answers a repeated query from the records as they are now: a new rule shows at the next keystroke', async () => {
    const query = `/v2/${userId}/search?publisher=Fabrikam&name=`;
    expect(await values(query)).toEqual([]);
    expect(await values(query)).toEqual([]);
    const addRule = async (title: string, name: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/v2/${userId}/normalize/sw/user_mapping/add`,
        headers: bearer(key),
        payload: {
          Publisher: 'Fabrikam',
          Title: title,
          Version: '1.0',
          publisher_normalised: 'Fabrikam',
          name_normalised: name,
          version_normalised: '1.0',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
    };
    await addRule('Timesheet', 'Fabrikam Timesheet');
    expect(await values(query)).toEqual(['Fabrikam Timesheet']);
    await addRule('Ledger', 'Fabrikam Ledger');
    expect(await values(query)).toEqual(['Fabrikam Timesheet', 'Fabrikam Ledger']);
    expect(await values(`/v2/${userId}/ritcatalog/distinct_values?field_name=name&filter=fabrikam`)).toEqual([
      'Fabrikam Timesheet',
      'Fabrikam Ledger',
    ]);
    // The same query from another company is answered from that company's records, not from this one's answer.
    expect(await values(`/v2/${outsiderId}/search?publisher=Fabrikam&name=`, outsiderKey)).toEqual([]);
  });
});
