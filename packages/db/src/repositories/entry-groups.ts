import { sql, type SQL } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import type { FuzzyScope } from './fuzzy-matches.repository.ts';
import { rowsOf } from './list-filters.ts';

/**
 * Lists of raw entries grouped by product (issue 30): Matchfix and Fuzzy Match, each grouped by raw publisher and
 * title family (the title without its version), so that one rule fixes every version of a product. The lists differ
 * only in which job outputs are their entries and how they count them; the grouping, paging and the newest entry of
 * a group are the same, and written once here.
 */

/** A group of entries: one raw publisher and title family, over its versions and the user's jobs. */
export interface EntryGroupRow {
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

export interface GroupFilters {
  publisher?: string | undefined;
  name?: string | undefined;
}

/** What makes a list: the condition on `job_outputs o join jobs j` that picks its entries, and how it counts them. */
export interface EntryList {
  entriesWhere: (scope: FuzzyScope, filters: GroupFilters) => SQL;
  /** An aggregate over a group's job outputs: how many entries of the list the group holds. */
  entryCount: SQL;
}

/** The group of a job output: its family, or its raw row for outputs stored before families were kept. */
export const GROUP_KEY = sql.raw('coalesce(o.family_key, o.raw_key)');

/** The order in which a group's newest entry comes first. */
const NEWEST_FIRST = sql.raw('o.job_id desc, o.raw_version desc, o.raw_key');

/** The entries of a list that belong to these groups. */
export function inGroups(list: EntryList, scope: FuzzyScope, groupKeys: readonly string[]): SQL {
  return sql`${list.entriesWhere(scope, {})} and ${GROUP_KEY} = any(${sql.param([...groupKeys])}::uuid[])`;
}

/** A list's entries grouped by product: pages of groups, most rows first, and each group's newest entry. */
export function createEntryGroupsRepository(db: CatalogDb, list: EntryList) {
  const groupsOf = (where: SQL, versionsShown: number) => sql`
    select ${GROUP_KEY} as "groupKey",
           (array_agg(o.raw_publisher order by ${NEWEST_FIRST}))[1] as publisher,
           (array_agg(o.raw_title order by ${NEWEST_FIRST}))[1] as title,
           (array_agg(o.raw_version order by ${NEWEST_FIRST}))[1] as version,
           (array_agg(distinct o.raw_version order by o.raw_version))[1:${versionsShown}::int] as versions,
           count(distinct o.raw_version)::int as "versionCount",
           ${list.entryCount}::int as entries,
           sum(coalesce(o.row_count, 1))::int as rows,
           count(distinct o.job_id)::int as jobs
    from job_outputs o join jobs j on j.id = o.job_id
    where ${where}
    group by ${GROUP_KEY}`;

  return {
    /** A page of groups, most rows first (the most a rule fixes), then by publisher and title. */
    async page(
      scope: FuzzyScope,
      filters: GroupFilters,
      page: { offset: number; limit: number },
      versionsShown: number,
    ): Promise<{ rows: EntryGroupRow[]; total: number }> {
      const groups = groupsOf(list.entriesWhere(scope, filters), versionsShown);
      const rows = rowsOf<EntryGroupRow & { total: number }>(
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
          where ${inGroups(list, scope, groupKeys)}
          order by ${GROUP_KEY}, ${NEWEST_FIRST}`),
      );
    },
  };
}

export type EntryGroupsRepository = ReturnType<typeof createEntryGroupsRepository>;
