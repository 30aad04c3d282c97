import {
  GROUP_VERSIONS_SHOWN,
  type MatchfixGroup,
  type MatchfixGroupActionResponse,
  type MatchfixGroupListResponse,
} from '@rnorm/contracts';
import type { EntryGroupsRepository, GroupRepresentative, KeyOwner, RuleKind, RuleValues } from '@rnorm/db';
import type { Normalizer } from '@rnorm/engine';
import type { EngineProvider } from '../jobs/engine-provider.ts';
import { familyKeyOf } from '../jobs/job-runner.ts';
import { suggestingNormalizer } from '../fuzzy-matches/fuzzy-matches.service.ts';
import type { RuleMappingsService } from '../rule-mappings/rule-mappings.service.ts';

type Suggestion = NonNullable<MatchfixGroup['suggestion']>;

/** The current catalog's best suggestion for a group's newest entry, if it has one. */
function suggestionFor(entry: { publisher: string; title: string; version: string }, normalizer: Normalizer) {
  const [best] = normalizer.normalize({
    publisher: entry.publisher,
    title: entry.title,
    version: entry.version,
  }).candidates;
  return best
    ? { catalog_id: best.catalogId, publisher: best.publisher, name: best.name, score: best.score }
    : undefined;
}

/** "1 group", "2 groups": a count and the noun it counts. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 rules made." / "1 rule made; 1 group skipped: …" */
function actionMessage(made: number, skipped: number, why: string): string {
  const rules = `${countOf(made, 'rule', 'rules')} made`;
  if (skipped === 0) return `${rules}.`;
  return `${rules}; ${countOf(skipped, 'group', 'groups')} skipped: ${why}.`;
}

/**
 * Matchfix by product (issue 30): a user's Matchfix entries grouped by raw publisher and title family, and rules made
 * for whole groups at once, each for every version of the group's title (keyed by its family, written from its
 * newest entry). Fuzzy Match by product is the same over the Fuzzy Match list (`groups` says which list).
 */
export function createMatchfixGroupsService(deps: {
  groups: EntryGroupsRepository;
  storeRule: RuleMappingsService['store'];
  engine: EngineProvider;
}) {
  const { groups, storeRule, engine } = deps;
  const scopeOf = (caller: KeyOwner) => ({ userId: caller.userId, companyId: caller.companyId });

  /** Makes one rule per group still on the list, from its newest entry, for every version of its title. */
  async function ruleForEach(
    caller: KeyOwner,
    groupKeys: readonly string[],
    ruleOf: (entry: GroupRepresentative) => { values: RuleValues; kind: RuleKind } | undefined,
  ): Promise<{ made: number; skipped: number }> {
    const entries = await groups.representatives(scopeOf(caller), [...new Set(groupKeys)]);
    let made = 0;
    for (const entry of entries) {
      const rule = ruleOf(entry);
      if (!rule) continue;
      const raw = { publisher: entry.publisher, name: entry.title, version: entry.version };
      const hashKey = familyKeyOf([entry.publisher, entry.title, entry.version]);
      await storeRule(caller, hashKey, raw, rule.values, { ...rule.kind, anyVersion: true });
      made++;
    }
    return { made, skipped: new Set(groupKeys).size - made };
  }

  return {
    async list(
      caller: KeyOwner,
      query: { page: number; page_size: number; publisher?: string | undefined; name?: string | undefined },
    ): Promise<MatchfixGroupListResponse> {
      const { page, page_size: pageSize, publisher, name } = query;
      const { rows, total } = await groups.page(
        scopeOf(caller),
        { ...(publisher === undefined ? {} : { publisher }), ...(name === undefined ? {} : { name }) },
        { offset: (page - 1) * pageSize, limit: pageSize },
        GROUP_VERSIONS_SHOWN,
      );
      const normalizer = rows.length > 0 ? await suggestingNormalizer(engine) : undefined;
      return {
        Groups: rows.map((row) => ({
          group_key: row.groupKey,
          publisher: row.publisher,
          title: row.title,
          version: row.version,
          versions: row.versions,
          version_count: row.versionCount,
          entries: row.entries,
          rows: row.rows,
          jobs: row.jobs,
          suggestion: (normalizer && suggestionFor(row, normalizer)) ?? null,
        })),
        total,
      };
    },

    /** Each group's top suggestion becomes a rule for every version of its title; groups without one are skipped. */
    async accept(caller: KeyOwner, groupKeys: readonly string[]): Promise<MatchfixGroupActionResponse> {
      const normalizer = await suggestingNormalizer(engine);
      const { made, skipped } = await ruleForEach(caller, groupKeys, (entry) => {
        const best: Suggestion | undefined = suggestionFor(entry, normalizer);
        // The version is each row's own: a rule for every version names none.
        return best && { values: { publisher: best.publisher, name: best.name, version: '' }, kind: {} };
      });
      const message = actionMessage(made, skipped, 'no suggestion, or no longer on the list');
      return { ReturnCode: 200, ReturnObject: { message, rules_made: made, skipped } };
    },

    /** Each group becomes a rule that ignores every version of its title, for the reason given. */
    async ignore(caller: KeyOwner, groupKeys: readonly string[], reason: string): Promise<MatchfixGroupActionResponse> {
      const { made, skipped } = await ruleForEach(caller, groupKeys, (entry) => ({
        values: { publisher: entry.publisher, name: entry.title, version: '' },
        kind: { ignoreReason: reason },
      }));
      const message = actionMessage(made, skipped, 'no longer on the list');
      return { ReturnCode: 200, ReturnObject: { message, rules_made: made, skipped } };
    },
  };
}

export type MatchfixGroupsService = ReturnType<typeof createMatchfixGroupsService>;
