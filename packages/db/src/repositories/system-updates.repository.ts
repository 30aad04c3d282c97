import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { contentReleases, systemPackages, type OfferedPackage } from '../catalog-schema.ts';

export type SystemPackageRow = typeof systemPackages.$inferSelect;
export type ContentReleaseKind = 'content' | 'model';

/** An action that has run this long is taken to have died with its process, and may start again. */
const STALE_ACTIVITY_MINUTES = 15;

/** The update state of the packages, and the installed content and model releases. */
export function createSystemUpdatesRepository(db: CatalogDb) {
  const ensure = (name: string) => db.insert(systemPackages).values({ name }).onConflictDoNothing();

  return {
    async list(): Promise<SystemPackageRow[]> {
      return db.select().from(systemPackages);
    },

    /** Records what the update server offers now for the package (undefined: nothing newer). */
    async recordOffer(name: string, offered: OfferedPackage | undefined): Promise<void> {
      await db
        .insert(systemPackages)
        .values({ name, offered: offered ?? null, checkedAt: new Date() })
        .onConflictDoUpdate({
          target: systemPackages.name,
          set: { offered: offered ?? null, checkedAt: new Date(), updatedAt: new Date() },
        });
    },

    /**
     * Marks the package busy (`Downloading`, `Installing`); false when another action on it is running, so that two
     * administrators (or two API instances) never install at once.
     */
    async begin(name: string, activity: string): Promise<boolean> {
      await ensure(name);
      const started = await db
        .update(systemPackages)
        .set({ activity, busySince: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(systemPackages.name, name),
            or(
              isNull(systemPackages.activity),
              lt(systemPackages.busySince, sql`now() - make_interval(mins => ${STALE_ACTIVITY_MINUTES})`),
            ),
          ),
        )
        .returning({ name: systemPackages.name });
      return started.length === 1;
    },

    /** The action ended: a verified download is kept (its body too for content and model), a failure is told. */
    async end(
      name: string,
      outcome: { downloaded: OfferedPackage; body: Uint8Array | null } | { error: string },
    ): Promise<void> {
      await db
        .update(systemPackages)
        .set(
          'error' in outcome
            ? { activity: null, busySince: null, lastError: outcome.error, updatedAt: new Date() }
            : {
                activity: null,
                busySince: null,
                lastError: null,
                downloaded: outcome.downloaded,
                downloadedBody: outcome.body,
                updatedAt: new Date(),
              },
        )
        .where(eq(systemPackages.name, name));
    },

    /** The body of the package's verified download, if it has one. */
    async downloadedBody(name: string): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ body: systemPackages.downloadedBody })
        .from(systemPackages)
        .where(eq(systemPackages.name, name));
      return row?.body ?? undefined;
    },

    /**
     * Installs a content or model release: stores it (once per version), makes it the active one of its kind and
     * clears the package's download, in one transaction. Whatever fails leaves the active release as it was.
     */
    async install(
      name: string,
      release: { kind: ContentReleaseKind; version: string; sha256: string; body: Uint8Array },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(contentReleases)
          .set({ active: false })
          .where(and(eq(contentReleases.kind, release.kind), eq(contentReleases.active, true)));
        await tx
          .insert(contentReleases)
          .values({ ...release, active: true })
          .onConflictDoUpdate({
            target: [contentReleases.kind, contentReleases.version],
            set: { active: true, sha256: release.sha256, body: release.body, installedAt: new Date() },
          });
        await tx
          .update(systemPackages)
          .set({
            activity: null,
            busySince: null,
            lastError: null,
            downloaded: null,
            downloadedBody: null,
            updatedAt: new Date(),
          })
          .where(eq(systemPackages.name, name));
      });
    },

    /** The version of the active release of each kind (none: the product's own content is in use). */
    async activeVersions(): Promise<Partial<Record<ContentReleaseKind, string>>> {
      const rows = await db
        .select({ kind: contentReleases.kind, version: contentReleases.version })
        .from(contentReleases)
        .where(eq(contentReleases.active, true));
      return Object.fromEntries(rows.map((row) => [row.kind, row.version]));
    },

    async releaseBody(kind: ContentReleaseKind, version: string): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ body: contentReleases.body })
        .from(contentReleases)
        .where(and(eq(contentReleases.kind, kind), eq(contentReleases.version, version)));
      return row?.body;
    },
  };
}
export type SystemUpdatesRepository = ReturnType<typeof createSystemUpdatesRepository>;
