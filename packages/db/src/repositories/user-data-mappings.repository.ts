import { and, asc, eq, sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { userDataMappings } from '../catalog-schema.ts';

export type UserDataMapping = typeof userDataMappings.$inferSelect;

/** A company's data mappings. Every method takes the company: no call reaches another company's mappings. */
export function createUserDataMappingsRepository(db: CatalogDb) {
  /** By normalized value, and by field when given (a value may be mapped for two fields). */
  const byValue = (companyId: number, normalizedValue: string, fieldName?: string) =>
    and(
      eq(userDataMappings.companyId, companyId),
      eq(userDataMappings.normalizedValue, normalizedValue),
      ...(fieldName ? [eq(userDataMappings.fieldName, fieldName)] : []),
    );
  return {
    async list(companyId: number): Promise<UserDataMapping[]> {
      return db
        .select()
        .from(userDataMappings)
        .where(eq(userDataMappings.companyId, companyId))
        .orderBy(asc(userDataMappings.fieldName), asc(userDataMappings.normalizedValue));
    },

    /** The mappings of this value (one, or one per field it is mapped for). */
    async findByValue(companyId: number, normalizedValue: string, fieldName?: string): Promise<UserDataMapping[]> {
      return db
        .select()
        .from(userDataMappings)
        .where(byValue(companyId, normalizedValue, fieldName));
    },

    /** Undefined when the value of that field is mapped already. */
    async create(
      companyId: number,
      userId: number,
      mapping: { fieldName: string; normalizedValue: string; customValue: string },
    ): Promise<UserDataMapping | undefined> {
      const [created] = await db
        .insert(userDataMappings)
        .values({ companyId, ...mapping, createdByUserId: userId, updatedByUserId: userId })
        .onConflictDoNothing()
        .returning();
      return created;
    },

    async update(
      companyId: number,
      userId: number,
      key: { fieldName: string; normalizedValue: string },
      customValue: string,
    ): Promise<UserDataMapping | undefined> {
      const [updated] = await db
        .update(userDataMappings)
        .set({ customValue, updatedByUserId: userId, updatedAt: sql`now()` })
        .where(byValue(companyId, key.normalizedValue, key.fieldName))
        .returning();
      return updated;
    },

    async remove(companyId: number, key: { fieldName: string; normalizedValue: string }): Promise<boolean> {
      const deleted = await db
        .delete(userDataMappings)
        .where(byValue(companyId, key.normalizedValue, key.fieldName))
        .returning({ hashKey: userDataMappings.hashKey });
      return deleted.length > 0;
    },

    /** The mappings as a job applies them. */
    async snapshot(companyId: number): Promise<{ field: string; normalizedValue: string; customValue: string }[]> {
      const mappings = await this.list(companyId);
      return mappings.map((m) => ({
        field: m.fieldName,
        normalizedValue: m.normalizedValue,
        customValue: m.customValue,
      }));
    },
  };
}

export type UserDataMappingsRepository = ReturnType<typeof createUserDataMappingsRepository>;
