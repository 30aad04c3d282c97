import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { signInPairs, signInThrottle } from '../catalog-schema.ts';

/** A typed username and a client address: how sign-ins from there went (see `signInPairs`). */
export interface SignInPair {
  /** Wrong passwords in a row; counted from 0 again a day after the last one. */
  failures: number;
  lastFailedAt: Date | null;
  lastSucceededAt: Date | null;
}

/** Failures this old are forgotten; a pair unused this long is deleted by `prune`. */
const FAILURES_KEPT = sql`interval '1 day'`;
const SUCCESS_KEPT = sql`interval '90 days'`;

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

    async pairOf(usernameKey: string, address: string): Promise<SignInPair | undefined> {
      const [row] = await db
        .select({
          failures: sql<number>`case when ${signInPairs.lastFailedAt} < now() - ${FAILURES_KEPT} then 0
            else ${signInPairs.failures} end`.mapWith(Number),
          lastFailedAt: signInPairs.lastFailedAt,
          lastSucceededAt: signInPairs.lastSucceededAt,
        })
        .from(signInPairs)
        .where(and(eq(signInPairs.usernameKey, usernameKey), eq(signInPairs.address, address)));
      return row;
    },

    /** Counts a wrong password for the pair, in one upsert, and returns the failures in a row so far. */
    async recordFailure(usernameKey: string, address: string): Promise<number> {
      const [row] = await db
        .insert(signInPairs)
        .values({ usernameKey, address, failures: 1, lastFailedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [signInPairs.usernameKey, signInPairs.address],
          set: {
            failures: sql`case when ${signInPairs.lastFailedAt} < now() - ${FAILURES_KEPT} then 1
              else ${signInPairs.failures} + 1 end`,
            lastFailedAt: sql`now()`,
          },
        })
        .returning({ failures: signInPairs.failures });
      return row?.failures ?? 1;
    },

    /** A right password: the pair's failures are forgiven and the address becomes one the user signs in from. */
    async recordSuccess(usernameKey: string, address: string): Promise<void> {
      await db
        .insert(signInPairs)
        .values({ usernameKey, address, failures: 0, lastSucceededAt: sql`now()` })
        .onConflictDoUpdate({
          target: [signInPairs.usernameKey, signInPairs.address],
          set: { failures: 0, lastFailedAt: null, lastSucceededAt: sql`now()` },
        });
    },

    /** Deletes what no longer counts: pairs and windows with nothing recent, so guessing names cannot fill tables. */
    async prune(): Promise<void> {
      await db
        .delete(signInPairs)
        .where(
          and(
            or(isNull(signInPairs.lastFailedAt), lt(signInPairs.lastFailedAt, sql`now() - ${FAILURES_KEPT}`)),
            or(isNull(signInPairs.lastSucceededAt), lt(signInPairs.lastSucceededAt, sql`now() - ${SUCCESS_KEPT}`)),
          ),
        );
      await db.delete(signInThrottle).where(lt(signInThrottle.windowStartedAt, sql`now() - ${FAILURES_KEPT}`));
    },
  };
}
export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;
