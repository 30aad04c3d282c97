import { sql, type SQL } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import type { TextFilters } from './jobs.repository.ts';
import { rowsOf, substringConditions } from './list-filters.ts';

/** A raw entry of the Fuzzy Match list, with what its newest job made of it. */
export interface FuzzyEntryRow {
  jobId: number;
  rawKey: string;
  status: string;
  rawPublisher: string;
  rawTitle: string;
  rawVersion: string;
  matchedBy: string | null;
  output: Record<string, string | number | boolean | null>;
}

export interface FuzzyScope {
  userId: number;
  companyId: number;
}

/**
 * The rows a person should look at: not normalized, or normalized only from the title or by a similar name. Written
 * as the partial index `job_outputs_review_idx` is, so that PostgreSQL uses it.
 */
export const NEEDS_REVIEW = sql.raw(`(o.status = 'matchfix' or o.matched_by in ('fuzzy', 'title_parse'))`);

/** The Fuzzy Match list's entries among `job_outputs o join jobs j`: also what Fuzzy Match by product groups. */
export function fuzzyEntriesWhere({ userId, companyId }: FuzzyScope, filters: TextFilters, rawKey?: string): SQL {
  const conditions: SQL[] = [
    sql`j.user_id = ${userId}`,
    sql`j.type = 1`,
    NEEDS_REVIEW,
    // Matched (a rule exists) or removed entries leave the list, for everyone in the company.
    sql`not exists (select 1 from user_rule_mappings m where m.company_id = ${companyId} and m.hash_key in (o.raw_key, o.family_key))`,
    sql`not exists (select 1 from fuzzy_match_dismissals d where d.company_id = ${companyId} and d.raw_key = o.raw_key)`,
    ...substringConditions(filters, {
      publisher: sql`o.raw_publisher`,
      name: sql`o.raw_title`,
      version: sql`o.raw_version`,
      jobId: sql`o.job_id::text`,
    }),
  ];
  if (rawKey !== undefined) conditions.push(sql`o.raw_key = ${rawKey}`);
  return sql.join(conditions, sql` and `);
}

/** One entry per raw row, from the newest of the user's jobs that holds it. */
const entriesOf = (where: SQL) => sql`
  select distinct on (o.raw_key) o.job_id as "jobId", o.raw_key as "rawKey", o.status,
         o.raw_publisher as "rawPublisher", o.raw_title as "rawTitle", o.raw_version as "rawVersion",
         o.matched_by as "matchedBy", o.output
  from job_outputs o join jobs j on j.id = o.job_id
  where ${where}
  order by o.raw_key, o.job_id desc`;

/** The Fuzzy Match list: raw entries of a user's title jobs that the engine was not sure of. */
export function createFuzzyMatchesRepository(db: CatalogDb) {
  return {
    /** A page of entries, newest job first, then by raw publisher, title and version. */
    async page(
      scope: FuzzyScope,
      filters: TextFilters,
      page: { offset: number; limit: number },
    ): Promise<{ rows: FuzzyEntryRow[]; total: number }> {
      const rows = rowsOf<FuzzyEntryRow & { total: number }>(
        await db.execute(sql`
          select e.*, count(*) over ()::int as total from (${entriesOf(fuzzyEntriesWhere(scope, filters))}) e
          order by e."jobId" desc, e."rawPublisher", e."rawTitle", e."rawVersion", e."rawKey"
          offset ${page.offset} limit ${page.limit}`),
      );
      if (rows.length === 0 && page.offset > 0) {
        // Past the last page: the total still tells the client where the list ends.
        const [count] = rowsOf<{ total: number }>(
          await db.execute(sql`select count(*)::int as total from (${entriesOf(fuzzyEntriesWhere(scope, filters))}) e`),
        );
        return { rows: [], total: count?.total ?? 0 };
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    /** Every entry, for the export, in batches. */
    async *stream(scope: FuzzyScope, batchSize = 2_000): AsyncGenerator<FuzzyEntryRow[]> {
      for (let offset = 0; ; offset += batchSize) {
        const { rows } = await this.page(scope, {}, { offset, limit: batchSize });
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batchSize) return;
      }
    },

    /** The entry with this raw key, if it is on the user's list. */
    async find(scope: FuzzyScope, rawKey: string): Promise<FuzzyEntryRow | undefined> {
      const [row] = rowsOf<FuzzyEntryRow>(await db.execute(entriesOf(fuzzyEntriesWhere(scope, {}, rawKey))));
      return row;
    },

    /** Takes the entry off the company's list (it stays in the jobs' results). */
    async dismiss(scope: FuzzyScope, rawKey: string): Promise<void> {
      await db.execute(sql`
        insert into fuzzy_match_dismissals (company_id, raw_key, user_id)
        values (${scope.companyId}, ${rawKey}, ${scope.userId})
        on conflict (company_id, raw_key) do nothing`);
    },
  };
}

export type FuzzyMatchesRepository = ReturnType<typeof createFuzzyMatchesRepository>;
