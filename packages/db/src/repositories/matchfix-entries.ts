import { sql, type SQL } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';

/** A database or a transaction on it. */
type Executor = Pick<CatalogDb, 'execute'>;

/** The first key of the company's Matchfix lock (`pg_advisory_xact_lock(int, int)`; the second is the company). */
const MATCHFIX_LOCK = 0x6d666978; // "mfix"

/**
 * Takes the company's Matchfix lock until the transaction ends. `jobs.matchfix_entries` counts a job's outputs with
 * status `matchfix` that no rule of the company covers, and two kinds of writes change that count: storing a job's
 * outputs (it counts its new entries against the rules it sees) and making or deleting a rule (it counts the entries
 * it covers in the jobs it sees). Without the lock, a chunk and a rule for the same raw row committed at the same time
 * would not see each other, and the entry would stay counted under a rule that hides it. Writes of outputs take it
 * `shared` (workers never wait for each other), writes of rules `exclusive`, and each counts in a statement after
 * taking it, so that it sees everything the other kind committed before.
 *
 * `company` names the company, or a job of it.
 */
export async function lockMatchfixEntries(
  db: Executor,
  mode: 'shared' | 'exclusive',
  company: { companyId: number } | { jobId: number },
): Promise<void> {
  const lock = mode === 'shared' ? sql.raw('pg_advisory_xact_lock_shared') : sql.raw('pg_advisory_xact_lock');
  const statement: SQL =
    'companyId' in company
      ? sql`select ${lock}(${MATCHFIX_LOCK}::int, ${company.companyId}::int)`
      : sql`select ${lock}(${MATCHFIX_LOCK}::int, company_id) from jobs where id = ${company.jobId}`;
  await db.execute(statement);
}

/**
 * A rule with `hashKey` was made (-1) or deleted (+1): every job of the company counts the Matchfix entries the rule
 * covers (the raw row whose key it is, or every row of the family whose key it is, see `job_outputs.family_key`) one
 * less or one more each, except entries another rule covers, which were not counted before and are not after. Call it
 * under the exclusive lock, after the rule's write.
 */
export async function adjustMatchfixEntries(
  db: Executor,
  companyId: number,
  hashKey: string,
  delta: -1 | 1,
): Promise<void> {
  await db.execute(sql`
    update jobs j set matchfix_entries = j.matchfix_entries + ${delta}::int * c.entries
    from jobs cj cross join lateral (
      select count(*)::int as entries from job_outputs o
      where o.job_id = cj.id and o.status = 'matchfix' and (o.raw_key = ${hashKey} or o.family_key = ${hashKey})
        and not exists (select 1 from user_rule_mappings m
                        where m.company_id = ${companyId} and m.hash_key <> ${hashKey}
                          and m.hash_key in (o.raw_key, o.family_key))) c
    where cj.company_id = ${companyId} and j.id = cj.id and c.entries > 0`);
}
