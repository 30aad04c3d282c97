import { and, asc, eq, sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { RULE_FIELDS, userRuleMappings, type RuleField, type RuleSnapshot } from '../catalog-schema.ts';
import { rowsOf, substringConditions } from './list-filters.ts';
import { adjustMatchfixEntries, lockMatchfixEntries } from './matchfix-entries.ts';

export type UserRuleMapping = typeof userRuleMappings.$inferSelect;

/** The raw row a rule matches, as the user typed it or as a job read it. */
export interface RawEntry {
  publisher: string;
  name: string;
  version: string;
}

/**
 * What a rule matches and does, besides its values: every version of the raw row's family (`anyVersion`; its hash key
 * is then the family's), and whether it ignores the rows (`ignoreReason`, why).
 */
export interface RuleKind {
  anyVersion?: boolean;
  ignoreReason?: string | null;
}

/** Publisher, name and version are required; the other nine fields are optional. */
export type RuleValues = Record<'publisher' | 'name' | 'version', string> &
  Partial<Record<Exclude<RuleField, 'publisher' | 'name' | 'version'>, string | null>>;

/** The normalized fields of a stored rule or company catalog entry, as a job takes them. */
export function normalizedValuesOf(record: Record<RuleField, string | null>): Record<RuleField, string | null> {
  return Object.fromEntries(RULE_FIELDS.map((field) => [field, record[field]])) as Record<RuleField, string | null>;
}

/** Every optional field present, null when not given: an update replaces the whole normalized section. */
export function ruleColumnsOf(values: RuleValues): RuleValues & Record<RuleField, string | null> {
  return Object.fromEntries(RULE_FIELDS.map((field) => [field, values[field] ?? null])) as RuleValues &
    Record<RuleField, string | null>;
}

/** A company's rule mappings. Every method takes the company: no call reaches another company's rules. */
export function createUserRuleMappingsRepository(db: CatalogDb) {
  return {
    /**
     * Creates the rule for this raw row, or replaces the values of the one that exists (same hash key). A new rule
     * takes its raw row off the Matchfix list of every job of the company (see lockMatchfixEntries).
     */
    async upsert(
      companyId: number,
      userId: number,
      hashKey: string,
      raw: RawEntry,
      values: RuleValues,
      kind: RuleKind = {},
    ): Promise<UserRuleMapping> {
      const how = { anyVersion: kind.anyVersion ?? false, ignoreReason: kind.ignoreReason ?? null };
      const columns = ruleColumnsOf(values);
      return db.transaction(async (tx) => {
        await lockMatchfixEntries(tx, 'exclusive', { companyId });
        // Rules are made and deleted under the lock only: none can appear between this check and the insert.
        const [existing] = await tx
          .select({ hashKey: userRuleMappings.hashKey })
          .from(userRuleMappings)
          .where(and(eq(userRuleMappings.companyId, companyId), eq(userRuleMappings.hashKey, hashKey)));
        const [saved] = await tx
          .insert(userRuleMappings)
          .values({
            companyId,
            hashKey,
            rawPublisher: raw.publisher,
            rawName: raw.name,
            rawVersion: raw.version,
            ...how,
            ...columns,
            createdByUserId: userId,
            updatedByUserId: userId,
          })
          .onConflictDoUpdate({
            target: [userRuleMappings.companyId, userRuleMappings.hashKey],
            set: { ...how, ...columns, updatedByUserId: userId, updatedAt: sql`now()` },
          })
          .returning();
        if (!existing) await adjustMatchfixEntries(tx, companyId, hashKey, -1);
        return saved!;
      });
    },

    async find(companyId: number, hashKey: string): Promise<UserRuleMapping | undefined> {
      const [found] = await db
        .select()
        .from(userRuleMappings)
        .where(and(eq(userRuleMappings.companyId, companyId), eq(userRuleMappings.hashKey, hashKey)));
      return found;
    },

    /** Whether the company has rules for these raw rows. */
    async existing(companyId: number, hashKeys: readonly string[]): Promise<Set<string>> {
      if (hashKeys.length === 0) return new Set();
      const rows = rowsOf<{ hash_key: string }>(
        await db.execute(sql`
          select hash_key from user_rule_mappings
          where company_id = ${companyId} and hash_key = any(${sql.param([...hashKeys])}::uuid[])`),
      );
      return new Set(rows.map((row) => row.hash_key));
    },

    /** Replaces the normalized values; undefined when the company has no such rule. */
    async update(
      companyId: number,
      userId: number,
      hashKey: string,
      values: RuleValues,
    ): Promise<UserRuleMapping | undefined> {
      const [updated] = await db
        .update(userRuleMappings)
        .set({ ...ruleColumnsOf(values), updatedByUserId: userId, updatedAt: sql`now()` })
        .where(and(eq(userRuleMappings.companyId, companyId), eq(userRuleMappings.hashKey, hashKey)))
        .returning();
      return updated;
    },

    /** Deletes the rule; its raw row is a Matchfix entry again wherever a job of the company had it as one. */
    async remove(companyId: number, hashKey: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockMatchfixEntries(tx, 'exclusive', { companyId });
        const deleted = await tx
          .delete(userRuleMappings)
          .where(and(eq(userRuleMappings.companyId, companyId), eq(userRuleMappings.hashKey, hashKey)))
          .returning({ hashKey: userRuleMappings.hashKey });
        if (deleted.length > 0) await adjustMatchfixEntries(tx, companyId, hashKey, 1);
        return deleted.length > 0;
      });
    },

    /** The company's rules, filtered on the raw fields (case-insensitive substrings, AND), oldest first. */
    async list(
      companyId: number,
      filters: { publisher?: string | undefined; name?: string | undefined; version?: string | undefined } = {},
    ): Promise<UserRuleMapping[]> {
      const conditions = substringConditions(filters, {
        publisher: sql`${userRuleMappings.rawPublisher}`,
        name: sql`${userRuleMappings.rawName}`,
        version: sql`${userRuleMappings.rawVersion}`,
      });
      return db
        .select()
        .from(userRuleMappings)
        .where(and(eq(userRuleMappings.companyId, companyId), ...conditions))
        .orderBy(asc(userRuleMappings.createdAt), asc(userRuleMappings.hashKey));
    },

    /** The company's rules as a job applies them (see JobPersonalization). */
    async snapshot(companyId: number): Promise<RuleSnapshot[]> {
      const rules = await db
        .select()
        .from(userRuleMappings)
        .where(eq(userRuleMappings.companyId, companyId))
        .orderBy(asc(userRuleMappings.updatedAt));
      return rules.map((rule) => ({
        raw: { publisher: rule.rawPublisher, title: rule.rawName, version: rule.rawVersion },
        values: normalizedValuesOf(rule),
        anyVersion: rule.anyVersion,
        ignoreReason: rule.ignoreReason,
      }));
    },
  };
}

export type UserRuleMappingsRepository = ReturnType<typeof createUserRuleMappingsRepository>;
