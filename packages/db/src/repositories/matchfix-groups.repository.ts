import { sql, type SQL } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import type { FuzzyScope } from './fuzzy-matches.repository.ts';
import { rowsOf, substringConditions } from './list-filters.ts';

/** A group of Matchfix entries: one raw publisher and title family, over its versions and the user's jobs. */
export interface MatchfixGroupRow {
  /** The family key of the entries, or the raw key of an entry stored before family keys were kept. */
  groupKey: string;
  /** The newest entry: raw publisher, title and version (newest job first, then the highest version text). */
  publisher: string;
  title: string;
  version: string;
  /** Distinct raw versions, sorted, at most `versionsShown`. */
  versions: string[];
  versionCount: number;
  entries: number;
  /** Input rows the entries stand for (an entry without a count, stored before rows were counted, as 1). */
  rows: number;
  jobs: number;
}

/** The newest entry of a group, as a rule for the group is written from it. */
export interface GroupRepresentative {
  groupKey: string;
  publisher: string;
  title: string;
  version: string;
}

const GROUP_KEY = sql.raw('coalesce(o.family_key, o.raw_key)');

/**
 * The user's Matchfix entries of title jobs that no rule of the company covers (the exact raw row's rule, or the
 * family's rule for any version), as the Matchfix list counts them; written as the partial index
 * `job_outputs_matchfix_idx` is (`status = 'matchfix'`).
 */
function entriesWhere({ userId, companyId }: FuzzyScope, filters: { publisher?: string; name?: string }): SQL {
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

/** The order in which a group's newest entry comes first. */
const NEWEST_FIRST = sql.raw('o.job_id desc, o.raw_version desc, o.raw_key');

/** Matchfix by product: a user's Matchfix entries grouped by raw publisher and title family. */
export function createMatchfixGroupsRepository(db: CatalogDb) {
  const groupsOf = (where: SQL, versionsShown: number) => sql`
    select ${GROUP_KEY} as "groupKey",
           (array_agg(o.raw_publisher order by ${NEWEST_FIRST}))[1] as publisher,
           (array_agg(o.raw_title order by ${NEWEST_FIRST}))[1] as title,
           (array_agg(o.raw_version order by ${NEWEST_FIRST}))[1] as version,
           (array_agg(distinct o.raw_version order by o.raw_version))[1:${versionsShown}::int] as versions,
           count(distinct o.raw_version)::int as "versionCount",
           count(*)::int as entries,
           sum(coalesce(o.row_count, 1))::int as rows,
           count(distinct o.job_id)::int as jobs
    from job_outputs o join jobs j on j.id = o.job_id
    where ${where}
    group by ${GROUP_KEY}`;

  return {
    /** A page of groups, most rows first (the most a rule fixes), then by publisher and title. */
    async page(
      scope: FuzzyScope,
      filters: { publisher?: string; name?: string },
      page: { offset: number; limit: number },
      versionsShown: number,
    ): Promise<{ rows: MatchfixGroupRow[]; total: number }> {
      const groups = groupsOf(entriesWhere(scope, filters), versionsShown);
      const rows = rowsOf<MatchfixGroupRow & { total: number }>(
        await db.execute(sql`
          select g.*, count(*) over ()::int as total from (${groups}) g
          order by g.rows desc, g.entries desc, g.publisher, g.title, g."groupKey"
          offset ${page.offset} limit ${page.limit}`),
      );
      if (rows.length === 0 && page.offset > 0) {
        // Past the last page: the total still tells the client where the list ends.
        const [count] = rowsOf<{ total: number }>(
          await db.execute(sql`select count(*)::int as total from (${groups}) g`),
        );
        return { rows: [], total: count?.total ?? 0 };
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    /** The newest entry of each of these groups that is still on the user's list; groups no longer there are left out. */
    async representatives(scope: FuzzyScope, groupKeys: readonly string[]): Promise<GroupRepresentative[]> {
      if (groupKeys.length === 0) return [];
      return rowsOf<GroupRepresentative>(
        await db.execute(sql`
          select distinct on (${GROUP_KEY}) ${GROUP_KEY} as "groupKey", o.raw_publisher as publisher,
                 o.raw_title as title, o.raw_version as version
          from job_outputs o join jobs j on j.id = o.job_id
          where ${entriesWhere(scope, {})} and ${GROUP_KEY} = any(${sql.param([...groupKeys])}::uuid[])
          order by ${GROUP_KEY}, ${NEWEST_FIRST}`),
      );
    },
  };
}

export type MatchfixGroupsRepository = ReturnType<typeof createMatchfixGroupsRepository>;
