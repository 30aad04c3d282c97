import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importWingetArpEntries } from './winget-arp-entries.ts';
import { importWingetPackages } from './winget-packages.ts';

const HEADER =
  'package_id,package_version,package_name,package_publisher,arp_display_name,arp_publisher,arp_display_version,architecture,installer_locale,scope,installer_type';

const draftWithWidget = () => {
  const draft = createTestDraft();
  importWingetPackages(
    JSON.stringify({ packages: { 'Contoso.Widget': { name: 'Contoso Widget', publisher: 'Contoso Inc.' } } }),
    draft,
  );
  return draft;
};

describe(importWingetArpEntries.name, () => {
  it('adds raw display names, raw publishers and differing display versions, inheriting empty cells', () => {
    const draft = draftWithWidget();
    const counts = importWingetArpEntries(
      csv(
        HEADER,
        'Contoso.Widget,2.1,Contoso Widget,Contoso Inc.,Contoso Widget 2.1 (x64),"Contoso, Inc.",2.1.500.0,x64,,machine,msi',
        'Contoso.Widget,2.0,Contoso Widget,Contoso Inc.,,,,x86,,,exe',
      ),
      draft,
    );
    const product = draft.products.get('winget:Contoso.Widget');
    expect(product?.aliases).toEqual(['Contoso Widget 2.1 (x64)']);
    expect(product?.versionMap).toEqual({ '2.1.500.0': '2.1' });
    expect(draft.publishers.get('contoso')?.aliases).toEqual(['Contoso Inc.', 'Contoso, Inc.']);
    expect(counts).toMatchObject({ rows: 2, products: 1, productsAdded: 0, aliases: 1, versionPairs: 1 });
  });

  it('drops a display version that maps to two package versions', () => {
    const draft = draftWithWidget();
    const counts = importWingetArpEntries(
      csv(
        HEADER,
        'Contoso.Widget,2.1,Contoso Widget,Contoso Inc.,,,9.9,x64,,,msi',
        'Contoso.Widget,2.2,Contoso Widget,Contoso Inc.,,,9.9,x64,,,msi',
      ),
      draft,
    );
    expect(draft.products.get('winget:Contoso.Widget')?.versionMap).toBeUndefined();
    expect(counts).toMatchObject({ versionPairs: 0, ambiguousVersions: 1 });
  });

  it('creates the product of a package that packages.json lacks', () => {
    const draft = createTestDraft();
    importWingetArpEntries(csv(HEADER, 'Fabrikam.Tool,1.0,Fabrikam Tool (x64),Fabrikam LLC,,,,x64,,,exe'), draft);
    expect(draft.products.get('winget:Fabrikam.Tool')).toMatchObject({
      publisherId: 'fabrikam',
      name: 'Fabrikam Tool',
      aliases: ['Fabrikam Tool (x64)'],
    });
  });

  it('records a raw publisher that names another publisher on the product, not as an alias', () => {
    const draft = draftWithWidget();
    importWingetPackages(
      JSON.stringify({ packages: { 'Fabrikam.Suite': { name: 'Fabrikam Suite', publisher: 'Fabrikam LLC' } } }),
      draft,
    );
    importWingetArpEntries(
      csv(
        HEADER,
        'Contoso.Widget,2.1,Contoso Widget,Contoso Inc.,,Fabrikam LLC,,x64,,machine,msi',
        'Contoso.Widget,2.2,Contoso Widget,Contoso Inc.,,Fabrikam,,x64,,machine,msi',
        // An older version published by someone else: its rows name that publisher, not a registration quirk.
        'Contoso.Widget,1.0,Contoso Widget,Northwind Traders,,,,x64,,machine,msi',
      ),
      draft,
    );
    expect(draft.products.get('winget:Contoso.Widget')?.registeredByPublisherIds).toEqual(['fabrikam']);
    expect(draft.publishers.get('contoso')?.aliases).toEqual(['Contoso Inc.', 'Northwind Traders']);
  });
});
