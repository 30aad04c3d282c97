import type { ApiKeysRepository, KeyOwner } from '@rnorm/db';

/** How long a key's owner is trusted without asking the database again. */
export const KEY_OWNER_TTL_MS = 5_000;
const MAX_CACHED_KEYS = 10_000;

/**
 * The API keys repository with a short memory of who owns a key. Every request authenticates, and the lookup was most
 * of a type-ahead request's time; a few seconds of memory take it off the path. Revoking through this process
 * (sign-out, password change) forgets at once; a revocation made by another API instance is seen within the TTL.
 */
export function withKeyOwnerCache(
  apiKeys: ApiKeysRepository,
  { ttlMs = KEY_OWNER_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): ApiKeysRepository {
  const owners = new Map<string, { owner: KeyOwner; until: number }>();
  const forgetUser = (userId: number) => {
    for (const [keyHash, cached] of owners) if (cached.owner.userId === userId) owners.delete(keyHash);
  };
  return {
    ...apiKeys,
    async findOwner(keyHash) {
      const cached = owners.get(keyHash);
      if (cached && cached.until > now()) return cached.owner;
      const owner = await apiKeys.findOwner(keyHash);
      // Only keys that work are remembered: a refused key is asked about again.
      if (!owner) owners.delete(keyHash);
      else {
        if (owners.size >= MAX_CACHED_KEYS) owners.clear();
        owners.set(keyHash, { owner, until: now() + ttlMs });
      }
      return owner;
    },
    async revoke(keyHash) {
      owners.delete(keyHash);
      await apiKeys.revoke(keyHash);
    },
    async revokeAllForUser(userId) {
      forgetUser(userId);
      await apiKeys.revokeAllForUser(userId);
    },
  };
}
