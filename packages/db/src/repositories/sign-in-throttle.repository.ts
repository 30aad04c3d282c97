import { sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { signInThrottle } from '../catalog-schema.ts';

export function createSignInThrottleRepository(db: CatalogDb) {
  return {
    /**
     * Counts one attempt in `bucket`'s fixed window of `windowSeconds` and returns the attempts in the window so far,
     * this one included. One upsert, so concurrent API instances never lose a count.
     */
    async hit(bucket: string, windowSeconds: number): Promise<number> {
      const expired = sql`${signInThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(signInThrottle)
        .values({ bucket, windowStartedAt: sql`now()`, attempts: 1 })
        .onConflictDoUpdate({
          target: signInThrottle.bucket,
          set: {
            attempts: sql`case when ${expired} then 1 else ${signInThrottle.attempts} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${signInThrottle.windowStartedAt} end`,
          },
        })
        .returning({ attempts: signInThrottle.attempts });
      return row?.attempts ?? 1;
    },
  };
}
export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;
