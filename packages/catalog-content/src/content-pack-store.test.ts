import { mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentPackPath, loadContentPack, rebuildContentPack, resolveContentPaths } from './content-pack-store.ts';
import { stampInputs } from './input-files.ts';
import { writeTestInputs } from './testing/write-test-inputs.ts';

describe(loadContentPack.name, () => {
  let inputs: Awaited<ReturnType<typeof writeTestInputs>>;
  let dataDir: string;
  beforeEach(async () => {
    inputs = await writeTestInputs();
    dataDir = path.join(inputs.root, 'data');
  });
  afterEach(async () => {
    await rm(inputs.root, { recursive: true, force: true });
  });

  it('builds and stores the pack, then reuses it while the inputs stay the same', async () => {
    const log: string[] = [];
    const first = await loadContentPack({ ...inputs, dataDir, log: (line) => log.push(line) });
    const stored = JSON.parse(await readFile(contentPackPath(dataDir), 'utf8'));
    expect(Object.keys(stored)[0]).toBe('inputFingerprint');
    expect(stored.catalog.version).toBe(first.catalog.version);

    const second = await loadContentPack({ ...inputs, dataDir, log: (line) => log.push(line) });
    expect(second).toEqual(first);
    expect(second).not.toHaveProperty('inputFingerprint');
    expect(log[0]).toMatch(/rebuilding/);
    expect(log.at(-1)).toMatch(/is current/);
    expect(await readdir(path.dirname(contentPackPath(dataDir)))).toEqual(['content-pack.json']);
  });

  it('rebuilds when an input changes', async () => {
    const first = await loadContentPack({ ...inputs, dataDir });
    await writeFile(
      path.join(inputs.contentDir, 'catalog/publishers.json'),
      JSON.stringify({ publishers: [{ id: 'contoso', name: 'Contoso' }] }),
    );
    const second = await loadContentPack({ ...inputs, dataDir });
    expect(second.catalog.version).not.toBe(first.catalog.version);
    expect(second.catalog.publishers.map((publisher) => publisher.id)).toEqual(['contoso', 'fabrikam']);
    expect(second.catalog.publishers[0]?.name).toBe('Contoso');
  });

  it('stores the stamp of the inputs it was built from, and renews it when a file is saved with the same bytes', async () => {
    const storedStamp = async () => JSON.parse(await readFile(contentPackPath(dataDir), 'utf8')).inputStamp;
    const first = await loadContentPack({ ...inputs, dataDir });
    expect(await storedStamp()).toBe(await stampInputs(inputs));

    const publishers = path.join(inputs.contentDir, 'catalog/publishers.json');
    await utimes(publishers, new Date('2030-01-01'), new Date('2030-01-01'));
    const newStamp = await stampInputs(inputs);
    expect(newStamp).not.toBe(await storedStamp());
    const log: string[] = [];
    const second = await loadContentPack({ ...inputs, dataDir, log: (line) => log.push(line) });
    expect(log).toEqual([expect.stringMatching(/is current/)]);
    expect(second).toEqual(first);
    expect(await storedStamp()).toBe(newStamp);
  });

  it('rebuilds when an input changes to text of the same length', async () => {
    const publishers = path.join(inputs.contentDir, 'catalog/publishers.json');
    const text = await readFile(publishers, 'utf8');
    const first = await loadContentPack({ ...inputs, dataDir });
    await writeFile(publishers, text.replace('Contoso', 'Kontoso'));
    const second = await loadContentPack({ ...inputs, dataDir });
    expect(second.catalog.version).not.toBe(first.catalog.version);
    expect(second.catalog.publishers.map((publisher) => publisher.name)).toContain('Kontoso');
  });

  it('rebuilds over a stored file it cannot use', async () => {
    await mkdir(path.dirname(contentPackPath(dataDir)), { recursive: true });
    await writeFile(contentPackPath(dataDir), 'not json');
    const pack = await loadContentPack({ ...inputs, dataDir });
    expect(pack.catalog.products.length).toBe(2);
  });
});

describe(rebuildContentPack.name, () => {
  it('builds even when the stored pack is current and reports the file it wrote', async () => {
    const inputs = await writeTestInputs();
    const dataDir = path.join(inputs.root, 'data');
    try {
      const first = await rebuildContentPack({ ...inputs, dataDir });
      const second = await rebuildContentPack({ ...inputs, dataDir });
      expect(second.filePath).toBe(contentPackPath(dataDir));
      expect(second.bytes).toBeGreaterThan(0);
      expect(second.inputFingerprint).toBe(first.inputFingerprint);
      expect(second.steps.find((step) => step.name === 'scoop/manifests.csv')?.isPresent).toBe(false);
    } finally {
      await rm(inputs.root, { recursive: true, force: true });
    }
  });
});

describe(resolveContentPaths.name, () => {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');

  it('takes directories from the environment', () => {
    expect(resolveContentPaths({ RNORM_CONTENT_SOURCES: '/srv/sources', RNORM_DATA_DIR: '/srv/data' })).toEqual({
      sourcesDir: '/srv/sources',
      contentDir: path.join(repoRoot, 'content'),
      dataDir: '/srv/data',
    });
  });

  it('defaults to the shared sources beside the repository when they exist, and to <repo>/data', () => {
    const paths = resolveContentPaths({});
    expect(paths.dataDir).toBe(path.join(repoRoot, 'data'));
    expect([undefined, path.resolve(repoRoot, '../shared/catalog-sources')]).toContain(paths.sourcesDir);
  });
});
