import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { mergeCuratedProducts } from './merge-curated-products.ts';

describe(mergeCuratedProducts.name, () => {
  it('replaces imported products of the same publisher and name; curated fields win, lists are unioned, a channel build’s versions go', () => {
    const products = new Map<string, CatalogProduct>([
      [
        'winget:Contoso.Widget',
        {
          id: 'winget:Contoso.Widget',
          publisherId: 'contoso',
          name: 'Contoso  widget',
          aliases: ['Widget 2.0 (x64)'],
          templates: ['Contoso Widget*'],
          license: 'MIT',
          latestVersion: '2.0',
          versionMap: { '2.0.1': '2.0', '9.9': 'imported' },
        },
      ],
      [
        'chocolatey:widget',
        {
          id: 'chocolatey:widget',
          publisherId: 'contoso',
          name: 'Contoso Widget',
          aliases: [],
          templates: ['*widget*'],
          // In one product with the release, the versions that told the build apart tell nothing.
          channelVersions: ['2.1'],
        },
      ],
      ['winget:Other.Widget', { id: 'winget:Other.Widget', publisherId: 'other', name: 'Contoso Widget', aliases: [] }],
    ]);
    const curated: CatalogProduct = {
      id: 'curated:contoso-widget',
      publisherId: 'contoso',
      name: 'Contoso Widget',
      aliases: ['CW'],
      templates: ['Contoso Widget *'],
      license: 'Proprietary',
      versionMap: { '9.9': 'curated' },
    };
    const counts = mergeCuratedProducts(products, [curated]);
    expect([...products.keys()]).toEqual(['winget:Other.Widget', 'curated:contoso-widget']);
    expect(products.get('curated:contoso-widget')).toEqual({
      id: 'curated:contoso-widget',
      publisherId: 'contoso',
      name: 'Contoso Widget',
      aliases: ['CW', 'Widget 2.0 (x64)'],
      templates: ['Contoso Widget *', 'Contoso Widget*', '*widget*'],
      license: 'Proprietary',
      latestVersion: '2.0',
      versionMap: { '2.0.1': '2.0', '9.9': 'curated' },
    });
    expect(counts).toEqual({ curated: 1, added: 0, mergedImported: 2 });
    expect(curated.aliases).toEqual(['CW']);
  });

  it('also replaces an imported product named like one of its aliases, so one product answers every name of it', () => {
    const products = new Map<string, CatalogProduct>([
      [
        'winget:JetBrains.IntelliJIDEA.Ultimate',
        {
          id: 'winget:JetBrains.IntelliJIDEA.Ultimate',
          publisherId: 'jetbrains',
          name: 'IntelliJ IDEA Ultimate',
          aliases: ['IntelliJ IDEA 2022.2'],
        },
      ],
      [
        'winget:Other.Idea',
        { id: 'winget:Other.Idea', publisherId: 'other', name: 'IntelliJ IDEA Ultimate', aliases: [] },
      ],
    ]);
    const counts = mergeCuratedProducts(products, [
      {
        id: 'curated:intellij-idea-ultimate',
        publisherId: 'jetbrains',
        name: 'IntelliJ IDEA Ultimate Edition',
        aliases: ['IntelliJ IDEA Ultimate'],
      },
    ]);
    expect([...products.keys()]).toEqual(['winget:Other.Idea', 'curated:intellij-idea-ultimate']);
    expect(products.get('curated:intellij-idea-ultimate')?.aliases).toEqual([
      'IntelliJ IDEA Ultimate',
      'IntelliJ IDEA 2022.2',
    ]);
    expect(counts).toEqual({ curated: 1, added: 0, mergedImported: 1 });
  });

  it('absorbs the packages of each release line of a product named by its line, but no package fact they disagree on', () => {
    const runtime = (id: string, name: string, more: Partial<CatalogProduct> = {}): [string, CatalogProduct] => [
      id,
      { id, publisherId: 'microsoft', name, aliases: [], license: 'MIT', purl: `pkg:winget/${id}`, ...more },
    ];
    const products = new Map<string, CatalogProduct>([
      runtime('Runtime.6', 'Microsoft .NET Runtime 6.0', { aliases: ['Microsoft .NET Runtime - 6.0.24 (x64)'] }),
      runtime('Runtime.8', 'Microsoft .NET Runtime 8.0'),
      runtime('Runtime.Preview', 'Microsoft .NET Runtime 8.0 Preview'),
      runtime('Runtime.Major', 'Microsoft .NET Runtime 6'),
      ['Other', { id: 'Other', publisherId: 'other', name: 'Microsoft .NET Runtime 7.0', aliases: [] }],
      ['Full.17', { id: 'Full.17', publisherId: 'bellsoft', name: 'Liberica JDK 17 Full', aliases: [] }],
      ['Plain.17', { id: 'Plain.17', publisherId: 'bellsoft', name: 'Liberica JDK 17', aliases: [] }],
      ['Python.3.11', { id: 'Python.3.11', publisherId: 'python', name: 'Python 3.11', aliases: [] }],
      ['Python.Launcher', { id: 'Python.Launcher', publisherId: 'python', name: 'Python Launcher', aliases: [] }],
    ]);
    const counts = mergeCuratedProducts(products, [
      {
        id: 'curated:dotnet',
        publisherId: 'microsoft',
        name: 'Microsoft .NET Runtime',
        aliases: [],
        nameLine: { line: 'major.minor' },
      },
      {
        id: 'curated:liberica-full',
        publisherId: 'bellsoft',
        name: 'Liberica JDK Full',
        aliases: [],
        nameLine: { line: 'major', format: 'Liberica JDK {line} Full' },
      },
      // Named by its major line: a package of one minor line is one of its packages too.
      { id: 'curated:python', publisherId: 'python', name: 'Python', aliases: [], nameLine: { line: 'major' } },
    ]);
    expect([...products.keys()].sort()).toEqual(
      [
        'Other',
        'Plain.17',
        'Python.Launcher',
        'Runtime.Major',
        'Runtime.Preview',
        'curated:dotnet',
        'curated:liberica-full',
        'curated:python',
      ].sort(),
    );
    expect(products.get('curated:python')?.aliases).toEqual(['Python 3.11']);
    const dotnet = products.get('curated:dotnet')!;
    expect(dotnet.aliases).toEqual([
      'Microsoft .NET Runtime 6.0',
      'Microsoft .NET Runtime 8.0',
      'Microsoft .NET Runtime - 6.0.24 (x64)',
    ]);
    expect(dotnet.license).toBe('MIT');
    // One package's purl would name the wrong package for the other line's rows.
    expect(dotnet.purl).toBeUndefined();
    expect(counts).toEqual({ curated: 3, added: 0, mergedImported: 4 });
  });

  it('adds curated products that match nothing as they are', () => {
    const products = new Map<string, CatalogProduct>();
    mergeCuratedProducts(products, [{ id: 'curated:x', publisherId: 'p', name: 'X', aliases: [] }]);
    expect(products.get('curated:x')).toEqual({ id: 'curated:x', publisherId: 'p', name: 'X', aliases: [] });
  });
});
