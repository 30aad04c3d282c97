import { sql, type SQL } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { createEntryGroupsRepository, type EntryGroupRow, type GroupFilters } from './entry-groups.ts';
import type { FuzzyScope } from './fuzzy-matches.repository.ts';
import { substringConditions } from './list-filters.ts';

/** A group of Matchfix entries: one raw publisher and title family, over its versions and the user's jobs. */
export type MatchfixGroupRow = EntryGroupRow;

/**
 * The user's Matchfix entries of title jobs that no rule of the company covers (the exact raw row's rule, or the
 * family's rule for any version), as the Matchfix list counts them; written as the partial index
 * `job_outputs_matchfix_idx` is (`status = 'matchfix'`).
 */
function entriesWhere({ userId, companyId }: FuzzyScope, filters: GroupFilters): SQL {
  const conditions: SQL[] = [
    sql`j.user_id = ${userId}`,
    sql`j.company_id = ${companyId}`,
    sql`j.type = 1`,
    sql`o.status = 'matchfix'`,
    sql`not exists (select 1 from user_rule_mappings m
                    where m.company_id = ${companyId} and m.hash_key in (o.raw_key, o.family_key))`,
    ...substringConditions(filters, { publisher: sql`o.raw_publisher`, name: sql`o.raw_title` }),
  ];
  return sql.join(conditions, sql` and `);
}

/** Matchfix by product: a user's Matchfix entries grouped by raw publisher and title family. */
export function createMatchfixGroupsRepository(db: CatalogDb) {
  // As the Matchfix list: each job's raw row is an entry.
  return createEntryGroupsRepository(db, { entriesWhere, entryCount: sql`count(*)` });
}

export type MatchfixGroupsRepository = ReturnType<typeof createMatchfixGroupsRepository>;
