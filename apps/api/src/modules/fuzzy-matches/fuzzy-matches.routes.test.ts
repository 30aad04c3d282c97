import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, serverMessages, validationMessages, type FuzzyMatchListResponse } from '@rnorm/contracts';
import { parseExportCsv, uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';

// Against the engine's test catalog: a misspelt Firefox is named from its title and resembles Mozilla Firefox; a
// placeholder publisher puts the widget in Matchfix; Firefox itself is an exact match and not on the list.
const INVENTORY = [
  'Publisher,Title,Version',
  'Mozilla,Mozila Firefux Helper,1.0',
  'Unknown,Contoso Widget,1.0',
  'Mozilla,Mozilla Firefox (x64 en-US),128.0.3',
  'Mozilla,Mozila Firefux Helper,1.0',
  'Evil Corp,=HYPERLINK("http://x"),2.0',
].join('\n');

describe.each(BACKENDS)('fuzzy match routes on %s', (backend) => {
  let t: TestContext;
  let userId: number;
  let key: string;
  let colleagueId: number;
  let colleagueKey: string;
  let outsiderId: number;
  let outsiderKey: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
    ({ apiKey: colleagueKey, userId: colleagueId } = await t.signIn((await t.createUser(company.id)).username));
    const other = await t.createCompany();
    ({ apiKey: outsiderKey, userId: outsiderId } = await t.signIn((await t.createUser(other.id)).username));
  });
  afterAll(() => t.close());

  const base = (owner = userId) => `/v2/${owner}/normalize/sw`;
  const get = (url: string, as = key) => t.app.inject({ url, headers: bearer(as) });

  async function submit(csv: string, as = key, owner = userId): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/${owner}/normalize/sw_job`,
      headers: bearer(as),
      payload: uploadForm('inventory.csv', csv),
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.jobProcessing.queue.idle();
    return response.json<{ JobID: number }>().JobID;
  }

  const list = async (query = '', as = key, owner = userId) => {
    const response = await get(`${base(owner)}/get_fuzzy_matches${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FuzzyMatchListResponse>();
  };

  function matchBody(entry: FuzzyMatchListResponse['FuzzyMatches'][number]) {
    return {
      Publisher: entry.publisher,
      Title: entry.name,
      Version: entry.version,
      publisher_normalised: 'Mozilla',
      name_normalised: 'Firefox Helper',
      version_normalised: '1.0',
      major_normalised: '1',
      minor_normalised: '0',
      edition_normalised: '',
      release_normalised: null,
    };
  }

  let firstJob: number;
  let secondJob: number;

  it('lists each unsure raw entry once, from the newest job, with catalog suggestions', async () => {
    firstJob = await submit(INVENTORY);
    secondJob = await submit(INVENTORY.split('\n').slice(0, 2).join('\n'));
    const { FuzzyMatches: entries, total } = await list();
    expect(total).toBe(3);
    const helper = entries.find((entry) => entry.name === 'Mozila Firefux Helper')!;
    expect(helper).toMatchObject({
      job_id: secondJob,
      publisher: 'Mozilla',
      version: '1.0',
      status: 'normalized',
      engine: { publisher: 'Mozilla', name: 'Mozila Firefux Helper', version: '1.0', major: '1' },
    });
    expect(helper.hash_key).toMatch(/^[0-9a-f]{8}-/);
    const [best] = Object.values(helper.fuzzy_matches);
    expect(best).toMatchObject({ hash_key: 'test:firefox', publisher: 'Mozilla', name: 'Mozilla Firefox' });
    expect(best!.score).toBeGreaterThan(0.4);
    expect(entries.find((entry) => entry.name === 'Contoso Widget')).toMatchObject({
      job_id: firstJob,
      status: 'matchfix',
    });
    expect(entries.some((entry) => entry.name.startsWith('Mozilla Firefox'))).toBe(false);
  });

  it('filters on the server (substring, any case, AND) and pages with the total', async () => {
    expect((await list('?name=FIRFUX')).total).toBe(0);
    expect((await list('?name=firefux&publisher=moz')).FuzzyMatches.map((e) => e.name)).toEqual([
      'Mozila Firefux Helper',
    ]);
    // A job filter looks for the entries of that job (the entry then names it).
    expect((await list(`?job_id=${secondJob}`)).FuzzyMatches.map((e) => e.name)).toEqual(['Mozila Firefux Helper']);
    const ofFirst = await list(`?job_id=${firstJob}`);
    expect(ofFirst.total).toBe(3);
    expect(new Set(ofFirst.FuzzyMatches.map((e) => e.job_id))).toEqual(new Set([firstJob]));
    const firstPage = await list('?page=1&page_size=2');
    const secondPage = await list('?page=2&page_size=2');
    expect(firstPage.FuzzyMatches).toHaveLength(2);
    expect(secondPage).toMatchObject({ total: 3 });
    expect(secondPage.FuzzyMatches).toHaveLength(1);
    expect((await list('?page=9&page_size=2')).total).toBe(3);
  });

  it('keeps other users and companies out: their paths are refused and their lists hold their own jobs', async () => {
    expect((await get(`${base()}/get_fuzzy_matches`, outsiderKey)).statusCode).toBe(403);
    expect((await list('', outsiderKey, outsiderId)).total).toBe(0);
    expect((await list('', colleagueKey, colleagueId)).total).toBe(0);
    const helper = (await list('?name=firefux')).FuzzyMatches[0]!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${base(outsiderId)}/usermapping_and_delete?hash_key=${helper.hash_key}`,
      headers: bearer(outsiderKey),
      payload: matchBody(helper),
    });
    expect(foreign.statusCode).toBe(404);
    // Errors carry the spec's envelope as well as the message.
    expect(foreign.json()).toMatchObject({
      message: serverMessages.fuzzyEntryNotFound,
      ReturnCode: 404,
      ReturnObject: { ErrorCode: serverMessages.fuzzyEntryNotFound },
    });
  });

  it('returns catalog entries by reference, and ReturnCode 400 with an empty list for unknown ones', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: `${base()}/get_catalog_entry_bulk`,
      headers: bearer(key),
      payload: { catref_list: ['test:firefox', 'nope:nothing'] },
    });
    expect(found.json()).toEqual({
      ReturnCode: 200,
      ReturnObject: {
        catalog_entries: [
          expect.objectContaining({ cat_ref_id: 'test:firefox', name: 'Mozilla Firefox', license: 'MPL-2.0' }),
        ],
      },
    });
    const none = await t.app.inject({
      method: 'POST',
      url: `${base()}/get_catalog_entry_bulk`,
      headers: bearer(key),
      payload: { catref_list: ['nope:nothing'] },
    });
    expect(none.json()).toMatchObject({ ReturnCode: 400, ReturnObject: { catalog_entries: [] } });
    const invalid = await t.app.inject({
      method: 'POST',
      url: `${base()}/get_catalog_entry_bulk`,
      headers: bearer(key),
      payload: { catref_list: [] },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("refuses a match without the required values, or for another raw entry, with the spec's messages", async () => {
    const helper = (await list('?name=firefux')).FuzzyMatches[0]!;
    const post = (payload: object, hashKey = helper.hash_key) =>
      t.app.inject({
        method: 'POST',
        url: `${base()}/usermapping_and_delete?hash_key=${hashKey}`,
        headers: bearer(key),
        payload,
      });
    for (const [field, message] of [
      ['publisher_normalised', validationMessages.publisherRequired],
      ['name_normalised', validationMessages.nameRequired],
      ['version_normalised', validationMessages.versionRequired],
    ] as const) {
      const response = await post({ ...matchBody(helper), [field]: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, field, ReturnCode: 400, ReturnObject: { ErrorCode: message } });
    }
    const mismatch = await post({ ...matchBody(helper), Version: '9.9' });
    expect(mismatch.json()).toMatchObject({ statusCode: 400, message: serverMessages.matchRawMismatch });
    expect((await post(matchBody(helper), 'not-a-key')).statusCode).toBe(400);
    expect((await post(matchBody(helper), '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await list()).total).toBe(3);
  });

  it('accepting a match stores a rule: the entry leaves the list and the next job normalizes the row by it', async () => {
    const helper = (await list('?name=firefux')).FuzzyMatches[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: `${base()}/usermapping_and_delete?hash_key=${helper.hash_key}`,
      headers: bearer(key),
      payload: matchBody(helper),
    });
    expect(response.json()).toEqual({
      ReturnCode: 200,
      ReturnObject: { message: feedbackMessages.matched, hash_key: helper.hash_key },
    });
    expect((await list()).FuzzyMatches.map((entry) => entry.name)).not.toContain('Mozila Firefux Helper');
    // Values the catalog does not know join the company catalog, as with any rule.
    const catalog = await get(`/v2/${userId}/normalize/sw/user_catalog/view`);
    expect(catalog.json().ReturnObject.usercatalog_records).toContainEqual(
      expect.objectContaining({ publisher: 'Mozilla', name: 'Firefox Helper', version: '1.0' }),
    );

    const jobId = await submit(INVENTORY);
    const rows = parseExportCsv((await get(`/v2/${userId}/jobs/export?job_id=${jobId}`)).body);
    expect(rows[0]).toMatchObject({
      status: 'normalized',
      matched_by: 'user_rule',
      publisher: 'Mozilla',
      name: 'Firefox Helper',
      version: '1.0',
      major: '1',
      edition: '',
      confidence: '1.00',
    });
    expect(rows[3]).toMatchObject({ matched_by: 'user_rule', name: 'Firefox Helper' });
    // The company's rule applies to a colleague's jobs too.
    const colleagueJob = await submit(INVENTORY, colleagueKey, colleagueId);
    const colleagueRows = parseExportCsv(
      (await get(`/v2/${colleagueId}/jobs/export?job_id=${colleagueJob}`, colleagueKey)).body,
    );
    expect(colleagueRows[0]).toMatchObject({ matched_by: 'user_rule', name: 'Firefox Helper' });
  });

  it('removes an entry on delete_fuzzy_match, for the whole company, and says so when it is gone', async () => {
    const widget = (await list('?name=widget')).FuzzyMatches[0]!;
    const remove = (as = key, owner = userId) =>
      t.app.inject({
        method: 'DELETE',
        url: `${base(owner)}/delete_fuzzy_match?hash_key=${widget.hash_key}`,
        headers: bearer(as),
      });
    expect((await remove(outsiderKey, outsiderId)).statusCode).toBe(404);
    expect((await remove()).json()).toMatchObject({ ReturnCode: 200 });
    expect((await list('?name=widget')).total).toBe(0);
    expect((await list('?name=widget', colleagueKey, colleagueId)).total).toBe(0);
    expect((await remove()).statusCode).toBe(404);
  });

  it('a Matchfix entry that is matched leaves the Matchfix list too', async () => {
    await submit('Publisher,Title,Version\nN/A,Label Printer Utility,3.1');
    const matchfix = async () =>
      (await get(`/v2/${userId}/matchfix/list?name=label printer`)).json<{ total: number }>().total;
    expect(await matchfix()).toBe(1);
    const entry = (await list('?name=label printer')).FuzzyMatches[0]!;
    expect(entry.status).toBe('matchfix');
    const response = await t.app.inject({
      method: 'POST',
      url: `${base()}/usermapping_and_delete?hash_key=${entry.hash_key}`,
      headers: bearer(key),
      payload: { ...matchBody(entry), publisher_normalised: 'Contoso', name_normalised: 'Label Printer Utility' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await matchfix()).toBe(0);
  });

  it('exports the list as CSV, one line per suggestion, formulas neutralized', async () => {
    const response = await get(`${base()}/export_fuzzy_matches`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="FuzzyMatches_${userId}.csv"`);
    const rows = parseExportCsv(response.body);
    const evil = rows.filter((row) => row.Publisher === 'Evil Corp');
    expect(evil.length).toBeGreaterThan(0);
    expect(evil[0]!.Title).toBe(`'=HYPERLINK("http://x")`);
    expect(new Set(rows.map((row) => row.Title))).toEqual(new Set([`'=HYPERLINK("http://x")`]));
    expect((await get(`${base()}/export_fuzzy_matches`, outsiderKey)).statusCode).toBe(403);
  });
});
