import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchfixGroup, MatchfixGroupListResponse, RuleMappingListResponse } from '@rnorm/contracts';
import { runTitleJob } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';

// Against the engine's test catalog: a placeholder publisher ("Unknown") puts every row in Matchfix; the misspelt
// Firefox, at two versions, resembles Mozilla Firefox; the widget has no look-alike in the catalog.
const INVENTORY = [
  'Publisher,Title,Version',
  'Unknown,Mozila Firefux 128.0,128.0',
  'Unknown,Mozila Firefux 130.0,130.0',
  'Unknown,Mozila Firefux 130.0,130.0',
  'Unknown,Contoso Widget,1.0',
  'Unknown,Contoso Widget,1.1',
  'Unknown,Qwzx Vrrk,2.0',
  'Mozilla,Mozilla Firefox (x64 en-US),128.0.3',
].join('\n');

describe.each(BACKENDS)('matchfix group routes on %s', (backend) => {
  let t: TestContext;
  let userId: number;
  let key: string;
  let colleagueId: number;
  let colleagueKey: string;
  let outsiderKey: string;

  beforeAll(async () => {
    t = await createTestContext(backend);
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
    ({ apiKey: colleagueKey, userId: colleagueId } = await t.signIn((await t.createUser(company.id)).username));
    ({ apiKey: outsiderKey } = await t.signIn((await t.createUser((await t.createCompany()).id)).username));
  });
  afterAll(() => t.close());

  const get = (url: string, as = key) => t.app.inject({ url, headers: bearer(as) });
  const post = (url: string, payload: unknown, as = key) =>
    t.app.inject({ method: 'POST', url, headers: bearer(as), payload: payload as object });

  const submit = (csv: string) => runTitleJob(t, { userId, key }, csv);

  const groups = async (query = '', as = key, owner = userId) => {
    const response = await get(`/v2/${owner}/matchfix/groups${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MatchfixGroupListResponse>();
  };
  const groupOf = async (title: string): Promise<MatchfixGroup> =>
    (await groups()).Groups.find((group) => group.title.startsWith(title))!;

  it("groups a product's versions and jobs, most rows first, with the catalog's best suggestion", async () => {
    await submit(INVENTORY);
    await submit(INVENTORY.split('\n').slice(0, 2).join('\n'));
    const { Groups: list, total } = await groups();
    expect(total).toBe(3);
    expect(list.map((group) => group.title)).toEqual(['Mozila Firefux 128.0', 'Contoso Widget', 'Qwzx Vrrk']);
    expect(list[0]).toMatchObject({
      publisher: 'Unknown',
      versions: ['128.0', '130.0'],
      version_count: 2,
      // 128.0 in both jobs, 130.0 twice in the first.
      entries: 3,
      rows: 4,
      jobs: 2,
      suggestion: { catalog_id: 'test:firefox', publisher: 'Mozilla', name: 'Mozilla Firefox' },
    });
    expect(list[1]).toMatchObject({ versions: ['1.0', '1.1'], rows: 2, jobs: 1 });
    expect(list[2]!.suggestion).toBeNull();
    expect((await groups('?name=WIDGET&publisher=unk')).Groups.map((group) => group.title)).toEqual(['Contoso Widget']);
    expect(await groups('?page=2&page_size=2')).toMatchObject({ total: 3, Groups: [{ title: 'Qwzx Vrrk' }] });
    expect(await groups('?page=5&page_size=2')).toMatchObject({ total: 3, Groups: [] });
  });

  it("keeps other users and companies out: paths are refused, a colleague's list and actions hold their own", async () => {
    expect((await get(`/v2/${userId}/matchfix/groups`, outsiderKey)).statusCode).toBe(403);
    expect((await groups('', colleagueKey, colleagueId)).total).toBe(0);
    const widget = await groupOf('Contoso Widget');
    const foreign = await post(
      `/v2/${colleagueId}/matchfix/groups/ignore`,
      {
        group_keys: [widget.group_key],
        reason: 'Not ours',
      },
      colleagueKey,
    );
    expect(foreign.json()).toMatchObject({ ReturnObject: { rules_made: 0, skipped: 1 } });
    expect((await groups()).total).toBe(3);
  });

  it('refuses bulk actions without groups, or an ignore without a reason, saying why', async () => {
    const empty = await post(`/v2/${userId}/matchfix/groups/accept`, { group_keys: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ReturnObject.ErrorCode).toBe('Select at least one group.');
    const widget = await groupOf('Contoso Widget');
    const noReason = await post(`/v2/${userId}/matchfix/groups/ignore`, {
      group_keys: [widget.group_key],
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ReturnObject.ErrorCode).toBe('A reason is required.');
  });

  it("accepts a group's suggestion as a rule for every version: a later job's new version keeps the catalog data", async () => {
    const firefux = await groupOf('Mozila Firefux');
    const none = await groupOf('Qwzx Vrrk');
    const accepted = await post(`/v2/${userId}/matchfix/groups/accept`, {
      group_keys: [firefux.group_key, none.group_key],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      ReturnObject: {
        rules_made: 1,
        skipped: 1,
        message: '1 rule made; 1 group skipped: no suggestion, or no longer on the list.',
      },
    });
    expect((await groups()).Groups.map((group) => group.title)).toEqual(['Contoso Widget', 'Qwzx Vrrk']);
    // The spec's Matchfix list loses the group's entries too.
    const matchfix = (await get(`/v2/${userId}/matchfix/list?name=firefux`)).json<{ total: number }>();
    expect(matchfix.total).toBe(0);
    const rules = (await get(`/v2/${userId}/user_mapping/all`)).json<RuleMappingListResponse>();
    expect(rules.Records).toContainEqual(
      expect.objectContaining({
        publisher: 'Unknown',
        name: 'Mozila Firefux 128.0',
        target_name: 'Mozilla Firefox',
        target_in: 'catalog',
        any_version: true,
        ignore_reason: null,
      }),
    );

    const [row] = await submit('Publisher,Title,Version\nUnknown,Mozila Firefux 131.0.2,131.0.2');
    expect(row).toMatchObject({
      status: 'normalized',
      matched_by: 'user_rule',
      publisher: 'Mozilla',
      name: 'Mozilla Firefox',
      version: '131.0.2',
      major: '131',
      catalog_id: 'test:firefox',
    });
    expect(row!.cpe).toMatch(/^cpe:2\.3:a:mozilla:firefox:131\.0\.2/);
  });

  it('ignores a group with the reason given: its later rows are ignored and say why', async () => {
    const widget = await groupOf('Contoso Widget');
    const ignored = await post(`/v2/${userId}/matchfix/groups/ignore`, {
      group_keys: [widget.group_key],
      reason: 'Kiosk image component',
    });
    expect(ignored.json()).toMatchObject({ ReturnObject: { rules_made: 1, skipped: 0, message: '1 rule made.' } });
    expect((await groups()).Groups.map((group) => group.title)).toEqual(['Qwzx Vrrk']);
    const [row] = await submit('Publisher,Title,Version\nUnknown,Contoso Widget,2.0');
    expect(row).toMatchObject({
      status: 'ignored',
      matched_by: 'user_rule',
      reason: 'Ignored by a rule of your company: Kiosk image component',
    });
    // An ignore rule names no product: the company catalog gains no entry from it.
    const catalog = await get(`/v2/${userId}/normalize/sw/user_catalog/view`);
    expect(JSON.stringify(catalog.json())).not.toContain('Contoso Widget');
  });
});
