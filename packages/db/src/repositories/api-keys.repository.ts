import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { apiKeys, users, type UserStatus } from '../catalog-schema.ts';

/** What an authenticated request knows about its caller. */
export interface KeyOwner {
  userId: number;
  username: string;
  companyId: number;
  role: 'admin' | 'user';
  status: UserStatus;
  /** Administers the installation (updates), not only a company. */
  installationAdmin: boolean;
}

export function createApiKeysRepository(db: CatalogDb) {
  return {
    async insert(userId: number, keyHash: string, expiresAt: Date): Promise<void> {
      await db.insert(apiKeys).values({ userId, keyHash, expiresAt });
    },

    /** The owner of an unexpired, unrevoked key. */
    async findOwner(keyHash: string): Promise<KeyOwner | undefined> {
      const [row] = await db
        .select({
          userId: users.id,
          username: users.username,
          companyId: users.companyId,
          role: users.role,
          status: users.status,
          installationAdmin: users.installationAdmin,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, sql`now()`)));
      return row;
    },

    async revoke(keyHash: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(eq(apiKeys.keyHash, keyHash));
    },

    async revokeAllForUser(userId: number): Promise<void> {
      await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
