import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BULK_GROUPS,
  type FuzzyMatchGroup,
  type FuzzyMatchGroupListResponse,
  type FuzzyMatchListResponse,
  type RuleMappingListResponse,
} from '@rnorm/contracts';
import { runTitleJob } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';

// Against the engine's test catalog: a placeholder publisher ("Unknown") puts a row in Matchfix, and a misspelt title
// of a known publisher is normalized from its title alone: both are Fuzzy Match entries. The misspelt Firefox, at two
// versions, resembles Mozilla Firefox; the widget and "Qwzx Vrrk" have no look-alike; Firefox itself is an exact match.
const INVENTORY = [
  'Publisher,Title,Version',
  'Unknown,Mozila Firefux 128.0,128.0',
  'Unknown,Mozila Firefux 130.0,130.0',
  'Unknown,Mozila Firefux 130.0,130.0',
  'Unknown,Contoso Widget,1.0',
  'Unknown,Contoso Widget,1.1',
  'Unknown,Qwzx Vrrk,2.0',
  'Mozilla,Mozila Firefux Helper,1.0',
  'Mozilla,Mozilla Firefox (x64 en-US),128.0.3',
].join('\n');

const NO_GROUP = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('fuzzy match group routes on %s', (backend) => {
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
    ({ apiKey: outsiderKey, userId: outsiderId } = await t.signIn(
      (await t.createUser((await t.createCompany()).id)).username,
    ));
  });
  afterAll(() => t.close());

  const get = (url: string, as = key) => t.app.inject({ url, headers: bearer(as) });
  const post = (url: string, payload: unknown, as = key) =>
    t.app.inject({ method: 'POST', url, headers: bearer(as), payload: payload as object });

  const submit = (csv: string) => runTitleJob(t, { userId, key }, csv);

  const groups = async (query = '', as = key, owner = userId) => {
    const response = await get(`/v2/${owner}/fuzzy-match/groups${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FuzzyMatchGroupListResponse>();
  };
  const titles = async () => (await groups()).Groups.map((group) => group.title);
  const groupOf = async (title: string): Promise<FuzzyMatchGroup> => {
    const group = (await groups()).Groups.find((candidate) => candidate.title.startsWith(title));
    expect(group, `group ${title}`).toBeDefined();
    return group!;
  };
  /** The spec's per-row Fuzzy Match list (`get_fuzzy_matches`), whose entries the groups are. */
  const entries = async (query = '') =>
    (await get(`/v2/${userId}/normalize/sw/get_fuzzy_matches?page_size=100${query}`)).json<FuzzyMatchListResponse>();

  it('groups the Fuzzy Match entries by product over versions and jobs, most rows first, with the best suggestion', async () => {
    await submit(INVENTORY);
    await submit(INVENTORY.split('\n').slice(0, 2).join('\n'));
    const { Groups: list, total } = await groups();
    expect(total).toBe(4);
    // Rows 4, 2, then 1 and 1 (by publisher: "Mozilla" before "Unknown"); the exact Firefox is not an entry.
    expect(list.map((group) => group.title)).toEqual([
      'Mozila Firefux 128.0',
      'Contoso Widget',
      'Mozila Firefux Helper',
      'Qwzx Vrrk',
    ]);
    expect(list[0]).toMatchObject({
      publisher: 'Unknown',
      version: '128.0',
      versions: ['128.0', '130.0'],
      version_count: 2,
      // Entries as the per-row list has them (one per raw row); rows of every job (130.0 twice, 128.0 in both jobs).
      entries: 2,
      rows: 4,
      jobs: 2,
      suggestion: { catalog_id: 'test:firefox', publisher: 'Mozilla', name: 'Mozilla Firefox' },
    });
    expect(list[1]).toMatchObject({ versions: ['1.0', '1.1'], entries: 2, rows: 2, jobs: 1 });
    expect(list[2]).toMatchObject({ publisher: 'Mozilla', rows: 1, suggestion: { catalog_id: 'test:firefox' } });
    expect(list[3]!.suggestion).toBeNull();
    // Every entry of the per-row list is in exactly one group.
    const sum = list.reduce((count, group) => count + group.entries, 0);
    expect(sum).toBe((await entries()).total);

    expect((await groups('?name=WIDGET&publisher=unk')).Groups.map((group) => group.title)).toEqual(['Contoso Widget']);
    expect(await groups('?page=2&page_size=3')).toMatchObject({ total: 4, Groups: [{ title: 'Qwzx Vrrk' }] });
    expect(await groups('?page=5&page_size=3')).toMatchObject({ total: 4, Groups: [] });
  });

  it('keeps other companies and users out: paths are refused, their lists are their own, their actions change nothing', async () => {
    const widget = await groupOf('Contoso Widget');
    for (const path of ['', '/accept', '/ignore', '/remove']) {
      const call = path
        ? post(`/v2/${userId}/fuzzy-match/groups${path}`, { group_keys: [widget.group_key], reason: 'x' }, outsiderKey)
        : get(`/v2/${userId}/fuzzy-match/groups`, outsiderKey);
      expect((await call).statusCode, path).toBe(403);
    }
    expect((await groups('', outsiderKey, outsiderId)).total).toBe(0);
    expect((await groups('', colleagueKey, colleagueId)).total).toBe(0);
    // Another company's user, on its own path, with our group's key: nothing of ours is found, so nothing changes.
    const removed = await post(
      `/v2/${outsiderId}/fuzzy-match/groups/remove`,
      { group_keys: [widget.group_key] },
      outsiderKey,
    );
    expect(removed.json()).toMatchObject({ ReturnObject: { removed: 0, entries_removed: 0, skipped: 1 } });
    const accepted = await post(
      `/v2/${outsiderId}/fuzzy-match/groups/accept`,
      { group_keys: [widget.group_key] },
      outsiderKey,
    );
    expect(accepted.json()).toMatchObject({ ReturnObject: { rules_made: 0, skipped: 1 } });
    const ignored = await post(
      `/v2/${colleagueId}/fuzzy-match/groups/ignore`,
      { group_keys: [widget.group_key], reason: 'Not ours' },
      colleagueKey,
    );
    expect(ignored.json()).toMatchObject({ ReturnObject: { rules_made: 0, skipped: 1 } });
    expect((await groups()).total).toBe(4);
  });

  it('refuses bulk actions without groups, with too many, with keys that are not groups, or an ignore without a reason', async () => {
    const empty = await post(`/v2/${userId}/fuzzy-match/groups/remove`, { group_keys: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ReturnObject.ErrorCode).toBe('Select at least one group.');
    const tooMany = await post(`/v2/${userId}/fuzzy-match/groups/accept`, {
      group_keys: Array.from({ length: MAX_BULK_GROUPS + 1 }, () => NO_GROUP),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().ReturnObject.ErrorCode).toBe(`Select at most ${MAX_BULK_GROUPS} groups at a time.`);
    const notKey = await post(`/v2/${userId}/fuzzy-match/groups/remove`, { group_keys: ["x' or 1=1 --"] });
    expect(notKey.statusCode).toBe(400);
    const widget = await groupOf('Contoso Widget');
    const noReason = await post(`/v2/${userId}/fuzzy-match/groups/ignore`, {
      group_keys: [widget.group_key],
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ReturnObject.ErrorCode).toBe('A reason is required.');
    const longReason = await post(`/v2/${userId}/fuzzy-match/groups/ignore`, {
      group_keys: [widget.group_key],
      reason: 'x'.repeat(501),
    });
    expect(longReason.statusCode).toBe(400);
    expect((await groups()).total).toBe(4);
  });

  it("accepts a group's suggestion as one rule for every version: the group leaves both lists", async () => {
    const firefux = await groupOf('Mozila Firefux 128');
    const none = await groupOf('Qwzx Vrrk');
    const accepted = await post(`/v2/${userId}/fuzzy-match/groups/accept`, {
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
    expect(await titles()).toEqual(['Contoso Widget', 'Mozila Firefux Helper', 'Qwzx Vrrk']);
    expect((await entries('&publisher=unknown&name=firefux')).total).toBe(0);
    // One rule for the family, written from the newest entry (the rule itself is Matchfix by product's, tested there).
    const rules = (await get(`/v2/${userId}/user_mapping/all`)).json<RuleMappingListResponse>().Records;
    expect(rules.filter((rule) => rule.name.startsWith('Mozila Firefux 1'))).toEqual([
      expect.objectContaining({ version: '128.0', target_name: 'Mozilla Firefox', any_version: true }),
    ]);
  });

  it('ignores a group with the reason given, as a rule for every version', async () => {
    const widget = await groupOf('Contoso Widget');
    const ignored = await post(`/v2/${userId}/fuzzy-match/groups/ignore`, {
      group_keys: [widget.group_key],
      reason: 'Kiosk image component',
    });
    expect(ignored.json()).toMatchObject({ ReturnObject: { rules_made: 1, skipped: 0, message: '1 rule made.' } });
    expect(await titles()).toEqual(['Mozila Firefux Helper', 'Qwzx Vrrk']);
    const rules = (await get(`/v2/${userId}/user_mapping/all`)).json<RuleMappingListResponse>();
    expect(rules.Records).toContainEqual(
      expect.objectContaining({ name: 'Contoso Widget', any_version: true, ignore_reason: 'Kiosk image component' }),
    );
  });

  it('removes every entry of the groups from the list, as delete_fuzzy_match does, making no rule', async () => {
    await submit('Publisher,Title,Version\nMozilla,Mozila Firefux Helper,2.0');
    const helper = await groupOf('Mozila Firefux Helper');
    expect(helper).toMatchObject({ versions: ['1.0', '2.0'], entries: 2 });
    const rulesBefore = (await get(`/v2/${userId}/user_mapping/all`)).json<RuleMappingListResponse>().Records.length;

    const removed = await post(`/v2/${userId}/fuzzy-match/groups/remove`, {
      group_keys: [helper.group_key, helper.group_key, NO_GROUP],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      ReturnCode: 200,
      ReturnObject: {
        message: '1 product removed (2 entries); 1 group skipped: no longer on the list.',
        removed: 1,
        entries_removed: 2,
        skipped: 1,
      },
    });
    expect(await titles()).toEqual(['Qwzx Vrrk']);
    expect((await entries('&name=helper')).total).toBe(0);
    // Removed, not matched: no rule, so the next job still normalizes the row from its title alone.
    const rulesAfter = (await get(`/v2/${userId}/user_mapping/all`)).json<RuleMappingListResponse>().Records.length;
    expect(rulesAfter).toBe(rulesBefore);
    // Off the list: removing the group again finds nothing to remove.
    const again = await post(`/v2/${userId}/fuzzy-match/groups/remove`, { group_keys: [helper.group_key] });
    expect(again.json()).toMatchObject({ ReturnObject: { removed: 0, entries_removed: 0, skipped: 1 } });
  });
});
