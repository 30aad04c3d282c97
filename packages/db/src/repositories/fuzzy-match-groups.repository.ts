import { sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { createEntryGroupsRepository, GROUP_KEY, inGroups, type EntryList } from './entry-groups.ts';
import { fuzzyEntriesWhere, type FuzzyScope } from './fuzzy-matches.repository.ts';
import { rowsOf } from './list-filters.ts';

/** The Fuzzy Match list's entries: as the list shows them, one per raw row whichever jobs hold it. */
const FUZZY_ENTRIES: EntryList = { entriesWhere: fuzzyEntriesWhere, entryCount: sql`count(distinct o.raw_key)` };

/** Fuzzy Match by product: a user's Fuzzy Match entries grouped by raw publisher and title family. */
export function createFuzzyMatchGroupsRepository(db: CatalogDb) {
  return {
    ...createEntryGroupsRepository(db, FUZZY_ENTRIES),

    /**
     * Takes every entry of these groups off the company's list, as `delete_fuzzy_match` does for one entry (a
     * dismissal per raw row; the jobs' results stay as they are). Says how many of the groups were on the user's list
     * and how many entries left it; a group's later versions, in jobs to come, are new entries.
     */
    async dismiss(scope: FuzzyScope, groupKeys: readonly string[]): Promise<{ groups: number; entries: number }> {
      if (groupKeys.length === 0) return { groups: 0, entries: 0 };
      const [counts] = rowsOf<{ groups: number; entries: number }>(
        await db.execute(sql`
          with listed as (
            select distinct ${GROUP_KEY} as group_key, o.raw_key
            from job_outputs o join jobs j on j.id = o.job_id
            where ${inGroups(FUZZY_ENTRIES, scope, groupKeys)}
          ), dismissed as (
            insert into fuzzy_match_dismissals (company_id, raw_key, user_id)
            select distinct ${scope.companyId}::int, raw_key, ${scope.userId}::int from listed
            on conflict (company_id, raw_key) do nothing
            returning raw_key
          )
          select (select count(distinct group_key) from listed)::int as groups,
                 (select count(*) from dismissed)::int as entries`),
      );
      return counts ?? { groups: 0, entries: 0 };
    },
  };
}

export type FuzzyMatchGroupsRepository = ReturnType<typeof createFuzzyMatchGroupsRepository>;
