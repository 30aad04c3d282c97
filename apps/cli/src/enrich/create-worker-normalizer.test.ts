import { afterEach, describe, expect, it } from 'vitest';
import { contentPackFixture } from '../testing/content-pack-fixture.ts';
import { createWorkerNormalizer, type WorkerNormalizer } from './create-worker-normalizer.ts';

let normalizer: WorkerNormalizer | undefined;
afterEach(async () => {
  await normalizer?.close();
});

describe(createWorkerNormalizer.name, () => {
  it('normalizes batches in a worker thread, each answer to its own request', async () => {
    normalizer = createWorkerNormalizer(
      { jobType: 'title', format: 'json', pack: contentPackFixture },
      () => undefined,
    );
    const [first, second] = await Promise.all([
      normalizer.normalizeBatch([{ publisher: 'Mozilla', title: 'Mozilla Firefox (x64 en-US)', version: '122.0' }]),
      normalizer.normalizeBatch([
        { publisher: 'Microsoft Corporation', title: 'Update for Microsoft Office 2016 (KB5002251)', version: '' },
        { publisher: '', title: '', version: '' },
      ]),
    ]);
    expect(first?.statuses).toEqual(['normalized']);
    expect(JSON.parse(first?.lines[0] ?? '')).toMatchObject({ name: 'Mozilla Firefox', version: '122.0' });
    expect(second?.statuses).toEqual(['ignored', 'error']);
    expect(await normalizer.ready).toEqual({ contentSeconds: expect.any(Number) as number });
  });

  it('fails every request when the worker fails', async () => {
    const brokenPack = { ...contentPackFixture, catalog: null } as unknown as typeof contentPackFixture;
    normalizer = createWorkerNormalizer({ jobType: 'title', format: 'csv', pack: brokenPack }, () => undefined);
    await expect(normalizer.normalizeBatch([{ publisher: 'A', title: 'B', version: '1' }])).rejects.toThrow();
    await expect(normalizer.ready).rejects.toThrow();
  });
});
