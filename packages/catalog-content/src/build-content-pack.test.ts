import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCatalogIndex, createNormalizer } from '@rnorm/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContentPack } from './build-content-pack.ts';
import { writeFiles, writeTestInputs } from './testing/write-test-inputs.ts';

// Adobe's Flash Player as content/ writes it: its lifecycle is Adobe's own statement, which no public source has.
const flashLifecycle = {
  id: 'adobe-flash-player',
  title: 'Adobe Flash Player',
  source: "Adobe's Flash Player end-of-life announcement (https://www.adobe.com/products/flashplayer/end-of-life.html)",
  cycles: [
    { cycle: '32', eol: '2020-12-31' },
    { cycle: '11', eol: true },
  ],
};
const adobe = { id: 'adobe', name: 'Adobe', aliases: ['Adobe Systems Incorporated'] };
const flashPlayer = {
  id: 'curated:adobe-flash-player',
  publisherId: 'adobe',
  name: 'Adobe Flash Player',
  aliases: ['Adobe Flash Player 32 NPAPI'],
  templates: ['Adobe Flash Player *'],
  lifecycleId: 'adobe-flash-player',
};
const contoso = { id: 'contoso', name: 'Contoso', aliases: ['Contoso Corp'] };
const widget = { id: 'curated:contoso-widget', publisherId: 'contoso', name: 'Contoso Widget', aliases: [] };

describe(buildContentPack.name, () => {
  let inputs: Awaited<ReturnType<typeof writeTestInputs>>;
  beforeEach(async () => {
    inputs = await writeTestInputs();
  });
  afterEach(async () => {
    await rm(inputs.root, { recursive: true, force: true });
  });

  it('merges authored content and imported sources into one pack', async () => {
    const pack = await buildContentPack(inputs);
    expect(pack.model).toMatchObject({
      legalSuffixes: ['Inc.', 'Corporation'],
      publisherPlaceholders: ['Unknown'],
      architectures: { x64: ['x64', '64-bit'] },
      languages: {},
      ignoreRules: [{ id: 'kb' }],
    });
    expect(pack.catalog.publishers).toEqual([
      { id: 'contoso', name: 'Contoso', aliases: ['Contoso Corp', 'Contoso Corporation'] },
      { id: 'fabrikam', name: 'Fabrikam', aliases: ['Fabrikam, Inc.'] },
    ]);
    expect(pack.catalog.products).toEqual([
      {
        id: 'curated:contoso-widget',
        publisherId: 'contoso',
        name: 'Contoso Widget',
        aliases: [],
        category: 'tool',
        license: 'MIT',
        isOpenSource: true,
        purl: 'pkg:winget/Contoso.Widget',
      },
      {
        id: 'winget:Fabrikam.Browser',
        publisherId: 'fabrikam',
        name: 'Fabrikam Browser',
        aliases: ['Fabrikam Browser (x64)', 'Fabrikam Browser 5.0 (x64)'],
        license: 'Proprietary',
        isOpenSource: false,
        purl: 'pkg:winget/Fabrikam.Browser',
        versionMap: { '5.0.100': '5.0' },
        lifecycleId: 'fabrikam-browser',
        cpe: 'cpe:2.3:a:fabrikam:browser',
      },
    ]);
    expect(pack.catalog.lifecycles.map((lifecycle) => lifecycle.id)).toEqual(['fabrikam-browser']);
    expect(Object.keys(pack.catalog.licenses)).toEqual(['CC-BY-4.0', 'MIT']);
    expect(pack.model.version).toMatch(/^1\.0\.0\+[0-9a-f]{8}$/);
    expect(pack.catalog.version).toMatch(/^2026\.1\.0\+[0-9a-f]{8}$/);
    expect(pack.catalog.builtAt).toBe(pack.model.builtAt);
  });

  it('leaves excluded winget packages out of every import, so that no curated product takes their facts', async () => {
    const pack = await buildContentPack({
      ...inputs,
      isExcludedPackage: (packageId) => packageId === 'Contoso.Widget' || packageId === 'Fabrikam.Browser',
    });
    // The licence and purl the full build takes from the Contoso.Widget package are gone with it.
    expect(pack.catalog.products).toEqual([
      { id: 'curated:contoso-widget', publisherId: 'contoso', name: 'Contoso Widget', aliases: [], category: 'tool' },
    ]);
  });

  it("writes names without trademark signs, a copyright notice or a partner's name, and reads back names misread in another encoding", async () => {
    await writeFile(
      path.join(inputs.sourcesDir, 'winget-pkgs/packages.json'),
      JSON.stringify({
        packages: {
          'Northwind.Suite': { name: 'Northwind® Suite™', publisher: 'Northwind SystÃ¨mes', license: 'Proprietary' },
          'Tailspin.Typing': { name: 'Typing', publisher: '(c) 2006-2011, Tailspin Toys', license: 'Proprietary' },
          // The legal form a partner's name stood after goes too, as the engine reports an unknown publisher.
          'Woodgrove.Pdf': { name: 'Woodgrove PDF', publisher: 'Woodgrove S.a.s. di Mario Rossi' },
        },
      }),
    );
    // The legal forms are the content's alone (model/legal-suffixes.json): no list in code adds to them.
    await writeFile(
      path.join(inputs.contentDir, 'model/legal-suffixes.json'),
      JSON.stringify({ legalSuffixes: ['Inc.', 'Corporation', 'S.A.S.'] }),
    );
    const pack = await buildContentPack(inputs);
    const suite = pack.catalog.products.find((product) => product.id === 'winget:Northwind.Suite');
    expect(suite?.name).toBe('Northwind Suite');
    expect(pack.catalog.publishers.find((publisher) => publisher.id === suite?.publisherId)?.name).toBe(
      'Northwind Systèmes',
    );
    const typing = pack.catalog.products.find((product) => product.id === 'winget:Tailspin.Typing');
    expect(pack.catalog.publishers.find((publisher) => publisher.id === typing?.publisherId)?.name).toBe(
      'Tailspin Toys',
    );
    const pdf = pack.catalog.products.find((product) => product.id === 'winget:Woodgrove.Pdf');
    expect(pack.catalog.publishers.find((publisher) => publisher.id === pdf?.publisherId)?.name).toBe('Woodgrove');
  });

  it('tells a channel build that writes the released title apart by the versions only it was published at', async () => {
    await writeFile(
      path.join(inputs.sourcesDir, 'winget-pkgs/packages.json'),
      JSON.stringify({
        packages: {
          'Fabrikam.Studio': { name: 'Fabrikam Studio', publisher: 'Fabrikam, Inc.', versions: ['2022.3.1.18'] },
          'Fabrikam.Studio.Canary': {
            name: 'Fabrikam Studio Canary',
            publisher: 'Fabrikam, Inc.',
            versions: ['2022.3.1.18', '2023.1.1.2'],
          },
        },
      }),
    );
    await writeFile(
      path.join(inputs.contentDir, 'catalog/products.json'),
      JSON.stringify({
        products: [
          {
            id: 'curated:fabrikam-studio',
            publisherId: 'fabrikam',
            name: 'Fabrikam Studio',
            aliases: [],
            cpe: 'cpe:2.3:a:fabrikam:studio',
          },
        ],
      }),
    );
    await writeFile(path.join(inputs.contentDir, 'model/channels.json'), JSON.stringify({ Canary: ['canary'] }));
    const pack = await buildContentPack(inputs);
    const canary = pack.catalog.products.find((product) => product.id === 'winget:Fabrikam.Studio.Canary');
    // Its own version only; the CPE of the software it is a build of.
    expect(canary).toMatchObject({ channelVersions: ['2023.1.1.2'], cpe: 'cpe:2.3:a:fabrikam:studio' });
    // The title its installer writes to Add/Remove Programs, as winget's entries would give it.
    canary!.aliases.push('Fabrikam Studio');
    const normalizer = createNormalizer(buildCatalogIndex(pack));
    const row = (version: string) => normalizer.normalize({ publisher: 'Fabrikam', title: 'Fabrikam Studio', version });
    expect(row('2023.1.1.2')).toMatchObject({ name: 'Fabrikam Studio Canary', cpe: expect.stringContaining('studio') });
    expect(row('2022.3.1.18')).toMatchObject({ name: 'Fabrikam Studio', catalog_id: 'curated:fabrikam-studio' });
  });

  it.each([
    ['with the public sources', true],
    ['from the authored content alone', false],
  ])(
    'links a curated product to an authored lifecycle, whose source the row’s reason names, %s',
    async (_case, withSources) => {
      await writeFiles(inputs.contentDir, {
        'catalog/publishers.json': JSON.stringify({ publishers: [contoso, adobe] }),
        'catalog/products.json': JSON.stringify({ products: [widget, flashPlayer] }),
        'catalog/lifecycles.json': JSON.stringify({ lifecycles: [flashLifecycle] }),
      });
      const pack = await buildContentPack({ ...inputs, sourcesDir: withSources ? inputs.sourcesDir : undefined });
      expect(pack.catalog.lifecycles.find((lifecycle) => lifecycle.id === 'adobe-flash-player')).toEqual(
        flashLifecycle,
      );
      const normalizer = createNormalizer(buildCatalogIndex(pack));
      const row = (title: string, version: string) =>
        normalizer.normalize({ publisher: 'Adobe Systems Incorporated', title, version });
      expect(row('Adobe Flash Player 32 NPAPI', '32.0.0.465')).toMatchObject({
        catalog_id: 'curated:adobe-flash-player',
        end_of_support: '2020-12-31',
        lifecycle_status: 'end_of_life',
        reason: expect.stringContaining(
          "lifecycle of Adobe Flash Player 32 from Adobe's Flash Player end-of-life announcement (https://www.adobe.com/products/flashplayer/end-of-life.html)",
        ),
      });
      // Ended on a day Adobe does not state.
      expect(row('Adobe Flash Player 11 Plugin', '11.1.102.62')).toMatchObject({
        end_of_support: null,
        lifecycle_status: 'end_of_life',
      });
    },
  );

  it.each([
    ['endoflife.date', 'fabrikam-browser', {}, {}],
    [
      'MDN browser-compat-data',
      'mdn-firefox',
      { browserReleases: { browser: 'firefox' } },
      {
        'lifecycle/browsers/mdn_browser_releases.csv':
          'browser,browser_name,version,release_date,status,engine,engine_version\nfirefox,Firefox,78,2020-06-30,retired,Gecko,78\n',
      },
    ],
    [
      'Microsoft lifecycle data',
      'microsoft-contoso-widget',
      { microsoftLifecycle: { 'contoso-widget': 'releases' } },
      { 'lifecycle/microsoft/products.json': JSON.stringify({ products: {} }) },
    ],
  ])(
    'stops the build when an authored lifecycle takes the id of one of %s',
    async (source, id, widgetFacts, sourceFiles) => {
      await writeFiles(inputs.sourcesDir, sourceFiles);
      await writeFiles(inputs.contentDir, {
        'catalog/products.json': JSON.stringify({ products: [{ ...widget, ...widgetFacts }] }),
        'catalog/lifecycles.json': JSON.stringify({ lifecycles: [{ ...flashLifecycle, id }] }),
      });
      await expect(buildContentPack(inputs)).rejects.toThrow(
        `content/catalog/lifecycles.json: entry 0 ("${id}") field "id": "${id}" is the id of a lifecycle of ${source}: an authored lifecycle may not shadow a source's`,
      );
    },
  );

  it('changes the catalog version when any input changes, and the model version only with the model', async () => {
    const before = await buildContentPack(inputs);
    await writeFile(path.join(inputs.sourcesDir, 'spdx/licenses.json'), '{}');
    const afterSource = await buildContentPack(inputs);
    expect(afterSource.catalog.version).not.toBe(before.catalog.version);
    expect(afterSource.model.version).toBe(before.model.version);
    await writeFile(
      path.join(inputs.contentDir, 'catalog/lifecycles.json'),
      JSON.stringify({ lifecycles: [flashLifecycle] }),
    );
    const afterLifecycles = await buildContentPack(inputs);
    expect(afterLifecycles.catalog.version).not.toBe(afterSource.catalog.version);
    expect(afterLifecycles.model.version).toBe(before.model.version);
    await writeFile(path.join(inputs.contentDir, 'model/legal-suffixes.json'), '{"legalSuffixes":["Inc."]}');
    const afterModel = await buildContentPack(inputs);
    expect(afterModel.model.version).not.toBe(before.model.version);
  });

  it('builds from the authored content alone without sources', async () => {
    const pack = await buildContentPack({ contentDir: inputs.contentDir, sourcesDir: undefined });
    expect(pack.catalog.products.map((product) => product.id)).toEqual(['curated:contoso-widget']);
    expect(pack.catalog.publishers.map((publisher) => publisher.id)).toEqual(['contoso']);
    expect(pack.catalog.lifecycles).toEqual([]);
    expect(pack.catalog.licenses).toEqual({});
  });

  it('builds an empty pack from an empty content directory', async () => {
    const pack = await buildContentPack({ contentDir: path.join(inputs.root, 'nothing') });
    expect(pack.model.version).toMatch(/^0\.0\.0\+/);
    expect(pack.catalog.products).toEqual([]);
  });
});
