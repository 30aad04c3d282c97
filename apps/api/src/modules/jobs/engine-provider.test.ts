import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemUpdatesRepository, openCatalogDatabase, type CatalogDb, type OpenDatabase } from '@rnorm/db';
import type { ContentPack } from '@rnorm/engine';
import { contentFixture } from '@rnorm/engine/testing';
import { sha256Of } from '../system-updates/package-signing.ts';
import { encodeContentPackage } from '../system-updates/content-package.ts';
import { contentVersionLabel, createEngineProvider } from './engine-provider.ts';

const builtPack: ContentPack = {
  model: { ...contentFixture.model, version: '1.0.0' },
  catalog: { ...contentFixture.catalog, version: '1.0.0' },
};

describe(createEngineProvider.name, () => {
  let catalog: OpenDatabase<CatalogDb>;
  beforeAll(async () => {
    catalog = await openCatalogDatabase({ kind: 'pglite', dataDir: 'memory' });
  });
  afterAll(() => catalog.close());

  it('serves the installed release to new work, and the content a job started on to that job', async () => {
    const releases = createSystemUpdatesRepository(catalog.db);
    const engine = createEngineProvider(
      () => undefined,
      () => releases,
      async () => builtPack,
    );
    const started = await engine();
    expect(started.contentVersion).toBe(contentVersionLabel('1.0.0', '1.0.0'));

    const body = encodeContentPackage({ kind: 'content', catalog: { ...builtPack.catalog, version: '1.1.0' } });
    await releases.install('Content', { kind: 'content', version: '1.1.0', sha256: sha256Of(body), body });
    engine.invalidate();

    expect(await engine.versions()).toEqual({ catalog: '1.1.0', model: '1.0.0' });
    const current = await engine();
    expect(current.catalogVersion).toBe('1.1.0');
    expect(current.modelVersion).toBe('1.0.0');
    // A job recorded the version it started with: it keeps that engine.
    expect(await engine(started.contentVersion)).toBe(started);
    // A version that is no longer available falls back to the active content rather than failing the job.
    expect((await engine(contentVersionLabel('0.9.0', '1.0.0'))).catalogVersion).toBe('1.1.0');
  });
});
