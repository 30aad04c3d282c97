import { and, asc, eq } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { companies, companyDomains } from '../catalog-schema.ts';

export type Company = typeof companies.$inferSelect;

export function createCompaniesRepository(db: CatalogDb) {
  return {
    async findById(id: number): Promise<Company | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row;
    },

    async findOldest(): Promise<Company | undefined> {
      const [row] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
      return row;
    },

    async create(name: string): Promise<Company> {
      const [row] = await db.insert(companies).values({ name }).returning();
      if (!row) throw new Error('insert into companies returned no row');
      return row;
    },

    async listDomains(companyId: number): Promise<string[]> {
      const rows = await db
        .select({ domain: companyDomains.domain })
        .from(companyDomains)
        .where(eq(companyDomains.companyId, companyId))
        .orderBy(asc(companyDomains.id));
      return rows.map((r) => r.domain);
    },

    /** The company that registered `domain` (already lower-cased host), if any. */
    async findDomainOwner(domain: string): Promise<number | undefined> {
      const [row] = await db
        .select({ companyId: companyDomains.companyId })
        .from(companyDomains)
        .where(eq(companyDomains.domain, domain));
      return row?.companyId;
    },

    /** How many days the company keeps finished jobs; null keeps them until they are deleted. */
    async setJobRetentionDays(companyId: number, days: number | null): Promise<void> {
      await db.update(companies).set({ jobRetentionDays: days }).where(eq(companies.id, companyId));
    },

    /** Adds the domain; does nothing when this company already has it. */
    async addDomain(companyId: number, domain: string, createdByUserId: number): Promise<void> {
      await db
        .insert(companyDomains)
        .values({ companyId, domain, createdByUserId })
        .onConflictDoNothing({ target: companyDomains.domain });
    },

    /** Removes the company's domain; false when the company has no such domain (another company's stays). */
    async removeDomain(companyId: number, domain: string): Promise<boolean> {
      const removed = await db
        .delete(companyDomains)
        .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.domain, domain)))
        .returning({ id: companyDomains.id });
      return removed.length > 0;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
