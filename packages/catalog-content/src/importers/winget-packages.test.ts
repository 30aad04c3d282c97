import { describe, expect, it } from 'vitest';
import { createTestDraft } from '../testing/create-test-draft.ts';
import { importWingetPackages, publisherSegment } from './winget-packages.ts';

const packagesJson = (packages: Record<string, object>) => JSON.stringify({ source: 'test', packages });

describe(importWingetPackages.name, () => {
  it('makes one product per package with publisher, licence, homepage, version, purl and moniker', () => {
    const draft = createTestDraft([{ id: 'contoso', name: 'Contoso', aliases: [] }]);
    const counts = importWingetPackages(
      packagesJson({
        'Contoso.Widget': {
          name: 'Contoso Widget (x64)',
          publisher: 'Contoso Corporation',
          moniker: 'Widget',
          publisher_url: 'https://contoso.example',
          tags: ['Web-Browser', 'foss'],
          license: 'MIT License',
          homepage: 'https://contoso.example/widget',
          latest_version: '2.1.0',
        },
      }),
      draft,
    );
    expect(draft.products.get('winget:Contoso.Widget')).toEqual({
      id: 'winget:Contoso.Widget',
      publisherId: 'contoso',
      name: 'Contoso Widget',
      aliases: ['Contoso Widget (x64)'],
      category: 'browser',
      license: 'MIT',
      isOpenSource: true,
      purl: 'pkg:winget/Contoso.Widget',
      homepage: 'https://contoso.example/widget',
      latestVersion: '2.1.0',
      packageIds: ['winget:widget'],
    });
    expect(draft.publishers.get('contoso')).toMatchObject({
      aliases: ['Contoso Corporation'],
      website: 'https://contoso.example',
    });
    expect(counts).toMatchObject({ packages: 1, products: 1, publishers: 1, licences: 1 });
  });

  it('creates publishers without legal suffix and keeps unknown licence text as written', () => {
    const draft = createTestDraft();
    importWingetPackages(
      packagesJson({ 'Fabrikam.Tool': { name: 'Tool', publisher: 'Fabrikam s.r.o.', license: 'Our Own EULA v7' } }),
      draft,
    );
    expect(draft.products.get('winget:Fabrikam.Tool')).toMatchObject({
      publisherId: 'fabrikam',
      license: 'Our Own EULA v7',
    });
    expect(draft.publishers.get('fabrikam')).toMatchObject({ name: 'Fabrikam', aliases: ['Fabrikam s.r.o.'] });
  });

  it('falls back to the first id segment when a package names no publisher', () => {
    const draft = createTestDraft();
    importWingetPackages(packagesJson({ 'Northwind.App': {} }), draft);
    expect(draft.products.get('winget:Northwind.App')).toMatchObject({
      publisherId: 'northwind',
      name: 'Northwind.App',
    });
  });
});

describe(publisherSegment.name, () => {
  it.each([
    ['Mozilla.Firefox', 'Mozilla'],
    ['Microsoft.VCRedist.2015+.x64', 'Microsoft'],
    // A reversed domain names its owner second.
    ['com.harelzadok.asmrun-installer', 'harelzadok'],
    // Two segments are a publisher and a product, whatever the first is called.
    ['Co.Tool', 'Co'],
    ['dev.tool', 'dev'],
  ])('%s → %s', (packageId, segment) => {
    expect(publisherSegment(packageId)).toBe(segment);
  });
});
