import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPackFixture } from '../testing/content-pack-fixture.ts';
import { createWorkerNormalizer } from './create-worker-normalizer.ts';
import { bundleNormalizeWorker } from './normalize-worker-bundle.ts';

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'rnorm-worker-bundle-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe(bundleNormalizeWorker.name, () => {
  it('builds a worker that runs without tsx, and reuses it while its sources stay the same', async () => {
    const first = await bundleNormalizeWorker(directory);
    expect(first).toEqual({ file: path.join(directory, 'normalize-worker.mjs'), isRebuilt: true });
    const { inputs } = JSON.parse(await readFile(path.join(directory, 'normalize-worker.stamp.json'), 'utf8'));
    expect(inputs).toContain(path.resolve(import.meta.dirname, 'normalize-worker.ts'));
    expect(inputs).toContain(path.resolve(import.meta.dirname, '../../../../packages/engine/src/index.ts'));
    expect(await bundleNormalizeWorker(directory)).toEqual({ ...first, isRebuilt: false });

    const normalizer = createWorkerNormalizer(
      { jobType: 'title', format: 'json', pack: contentPackFixture },
      () => undefined,
      first.file,
    );
    try {
      const batch = await normalizer.normalizeBatch([
        { publisher: 'Mozilla', title: 'Mozilla Firefox (x64 en-US)', version: '122.0' },
      ]);
      expect(batch.statuses).toEqual(['normalized']);
      expect(JSON.parse(batch.lines[0] ?? '')).toMatchObject({ name: 'Mozilla Firefox', architecture: 'x64' });
    } finally {
      await normalizer.close();
    }
  });

  it('builds again when its stamp no longer matches or the bundle is gone', async () => {
    await bundleNormalizeWorker(directory);
    const stampPath = path.join(directory, 'normalize-worker.stamp.json');
    const stored = JSON.parse(await readFile(stampPath, 'utf8'));
    await writeFile(stampPath, JSON.stringify({ ...stored, stamp: '0'.repeat(64) }));
    expect((await bundleNormalizeWorker(directory)).isRebuilt).toBe(true);
    await rm(path.join(directory, 'normalize-worker.mjs'));
    expect((await bundleNormalizeWorker(directory)).isRebuilt).toBe(true);
    expect((await bundleNormalizeWorker(directory)).isRebuilt).toBe(false);
  });
});
