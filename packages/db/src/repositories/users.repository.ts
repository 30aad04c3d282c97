import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { users } from '../catalog-schema.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: CatalogDb) {
  const touch = { updatedAt: sql`now()` };
  return {
    async findById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Usernames by id, for "changed by" columns; ids of other companies are not answered. */
    async usernamesOf(companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    async findByUsername(username: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findByResetTokenHash(resetTokenHash: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.resetTokenHash, resetTokenHash));
      return row;
    },

    async setEmail(id: number, email: string): Promise<void> {
      await db
        .update(users)
        .set({ email, ...touch })
        .where(eq(users.id, id));
    },

    async create(values: NewUser): Promise<User> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** Registrations awaiting approval, and active users whose password reset request awaits an administrator. */
    async listPending(companyId: number): Promise<User[]> {
      return db
        .select()
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            or(eq(users.status, 'pending'), and(eq(users.status, 'active'), isNotNull(users.passwordResetRequestedAt))),
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    /** The company's accounts that were approved: active and deactivated ones, by username. */
    async listMembers(companyId: number): Promise<User[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.status, ['active', 'deactivated'])))
        .orderBy(sql`lower(${users.username})`, asc(users.id));
    },

    async setInstallationAdmin(id: number): Promise<void> {
      await db
        .update(users)
        .set({ installationAdmin: true, ...touch })
        .where(eq(users.id, id));
    },

    async setStatus(id: number, status: User['status'], decidedByUserId: number): Promise<void> {
      await db
        .update(users)
        .set({ status, decidedByUserId, decidedAt: sql`now()`, ...touch })
        .where(eq(users.id, id));
    },

    /** Replaces the password and clears every reset state and lock that went with the old one. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash,
          mustResetPassword: false,
          resetTokenHash: null,
          resetTokenExpiresAt: null,
          passwordResetRequestedAt: null,
          passwordResetRequestedFrom: null,
          ...touch,
        })
        .where(eq(users.id, id));
    },

    /**
     * Records a password reset request, when and from which client address, for an administrator to act on. The
     * password the requester chose is never kept.
     */
    async requestPasswordReset(id: number, requestedFrom: string | null): Promise<void> {
      await db
        .update(users)
        .set({ passwordResetRequestedAt: sql`now()`, passwordResetRequestedFrom: requestedFrom, ...touch })
        .where(eq(users.id, id));
    },

    async withdrawPasswordResetRequest(id: number): Promise<void> {
      await db
        .update(users)
        .set({ passwordResetRequestedAt: null, passwordResetRequestedFrom: null, ...touch })
        .where(eq(users.id, id));
    },

    async setResetToken(id: number, resetTokenHash: string, resetTokenExpiresAt: Date): Promise<void> {
      await db
        .update(users)
        .set({ resetTokenHash, resetTokenExpiresAt, ...touch })
        .where(eq(users.id, id));
    },

    /**
     * Answers the request with a one-time reset code (its hash and expiry): the request leaves the administrator's
     * list, and the code lets its holder set a new password once.
     */
    async issueResetCode(id: number, resetTokenHash: string, resetTokenExpiresAt: Date): Promise<void> {
      await db
        .update(users)
        .set({
          resetTokenHash,
          resetTokenExpiresAt,
          passwordResetRequestedAt: null,
          passwordResetRequestedFrom: null,
          ...touch,
        })
        .where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
