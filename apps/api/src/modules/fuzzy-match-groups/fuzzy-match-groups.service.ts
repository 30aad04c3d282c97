import type { FuzzyMatchGroupRemoveResponse } from '@rnorm/contracts';
import type { FuzzyMatchGroupsRepository, KeyOwner } from '@rnorm/db';
import type { EngineProvider } from '../jobs/engine-provider.ts';
import { countOf, createMatchfixGroupsService } from '../matchfix-groups/matchfix-groups.service.ts';
import type { RuleMappingsService } from '../rule-mappings/rule-mappings.service.ts';

/** "2 products removed (5 entries)." / "1 product removed (1 entry); 1 group skipped: no longer on the list." */
function removeMessage(removed: number, entries: number, skipped: number): string {
  const done = `${countOf(removed, 'product', 'products')} removed (${countOf(entries, 'entry', 'entries')})`;
  if (skipped === 0) return `${done}.`;
  return `${done}; ${countOf(skipped, 'group', 'groups')} skipped: no longer on the list.`;
}

/**
 * Fuzzy Match by product (issue 30): the user's Fuzzy Match entries grouped by raw publisher and title family. Listing,
 * accepting the top suggestions and ignoring are Matchfix by product's, over this list; removal takes whole groups off
 * the list as `delete_fuzzy_match` takes one entry.
 */
export function createFuzzyMatchGroupsService(deps: {
  groups: FuzzyMatchGroupsRepository;
  storeRule: RuleMappingsService['store'];
  engine: EngineProvider;
}) {
  const { groups } = deps;
  return {
    ...createMatchfixGroupsService(deps),

    async remove(caller: KeyOwner, groupKeys: readonly string[]): Promise<FuzzyMatchGroupRemoveResponse> {
      const asked = new Set(groupKeys).size;
      const scope = { userId: caller.userId, companyId: caller.companyId };
      const { groups: removed, entries } = await groups.dismiss(scope, [...new Set(groupKeys)]);
      const skipped = asked - removed;
      return {
        ReturnCode: 200,
        ReturnObject: { message: removeMessage(removed, entries, skipped), removed, entries_removed: entries, skipped },
      };
    },
  };
}

export type FuzzyMatchGroupsService = ReturnType<typeof createFuzzyMatchGroupsService>;
