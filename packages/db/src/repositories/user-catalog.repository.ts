import { and, asc, eq, sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { userCatalogEntries, type CatalogEntrySnapshot } from '../catalog-schema.ts';
import { normalizedValuesOf, ruleColumnsOf, type RuleValues } from './user-rule-mappings.repository.ts';

export type UserCatalogEntry = typeof userCatalogEntries.$inferSelect;

/** A company's own catalog entries. Every method takes the company: no call reaches another company's entries. */
export function createUserCatalogRepository(db: CatalogDb) {
  const ofCompany = (companyId: number, id: number) =>
    and(eq(userCatalogEntries.companyId, companyId), eq(userCatalogEntries.id, id));
  return {
    async list(companyId: number): Promise<UserCatalogEntry[]> {
      return db
        .select()
        .from(userCatalogEntries)
        .where(eq(userCatalogEntries.companyId, companyId))
        .orderBy(asc(userCatalogEntries.id));
    },

    async find(companyId: number, id: number): Promise<UserCatalogEntry | undefined> {
      const [found] = await db.select().from(userCatalogEntries).where(ofCompany(companyId, id));
      return found;
    },

    /** The entry with exactly these publisher, name and version (any case), if the company has one. */
    async findByValues(
      companyId: number,
      values: { publisher: string; name: string; version: string },
    ): Promise<UserCatalogEntry | undefined> {
      const [found] = await db
        .select()
        .from(userCatalogEntries)
        .where(
          and(
            eq(userCatalogEntries.companyId, companyId),
            sql`lower(${userCatalogEntries.publisher}) = lower(${values.publisher})`,
            sql`lower(${userCatalogEntries.name}) = lower(${values.name})`,
            sql`lower(${userCatalogEntries.version}) = lower(${values.version})`,
          ),
        )
        .limit(1);
      return found;
    },

    async create(companyId: number, userId: number, values: RuleValues): Promise<UserCatalogEntry> {
      const [created] = await db
        .insert(userCatalogEntries)
        .values({ companyId, ...ruleColumnsOf(values), createdByUserId: userId, updatedByUserId: userId })
        .returning();
      return created!;
    },

    async update(
      companyId: number,
      userId: number,
      id: number,
      values: RuleValues,
    ): Promise<UserCatalogEntry | undefined> {
      const [updated] = await db
        .update(userCatalogEntries)
        .set({ ...ruleColumnsOf(values), updatedByUserId: userId, updatedAt: sql`now()` })
        .where(ofCompany(companyId, id))
        .returning();
      return updated;
    },

    async remove(companyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(userCatalogEntries)
        .where(ofCompany(companyId, id))
        .returning({ id: userCatalogEntries.id });
      return deleted.length > 0;
    },

    /** The entries as a job matches against them. */
    async snapshot(companyId: number): Promise<CatalogEntrySnapshot[]> {
      const entries = await this.list(companyId);
      return entries.map((entry) => ({
        id: entry.id,
        values: normalizedValuesOf(entry),
      }));
    },
  };
}

export type UserCatalogRepository = ReturnType<typeof createUserCatalogRepository>;
