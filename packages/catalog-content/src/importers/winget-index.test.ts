import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importWingetIndex } from './winget-index.ts';
import { importWingetPackages } from './winget-packages.ts';

const HEADER = 'package_id,name,version,tags,last_update';

describe(importWingetIndex.name, () => {
  it('updates latest versions and adds new packages with the publisher of their id prefix', () => {
    const draft = createTestDraft([{ id: 'northwind', name: 'Northwind Traders', aliases: [] }]);
    importWingetPackages(
      JSON.stringify({
        packages: { 'Contoso.Widget': { name: 'Widget', publisher: 'Contoso Ltd.', latest_version: '1.0' } },
      }),
      draft,
    );
    const counts = importWingetIndex(
      csv(
        HEADER,
        'Contoso.Widget,Widget,2.0,,2026-01-01',
        'Contoso.Gadget,Gadget (64-bit),3.1,browser;foss,2026-01-01',
        'Northwind.Traders.App,App,1.2,,2026-01-01',
        'fab-rikam.Tool,Tool,0.9,,2026-01-01',
      ),
      draft,
    );
    expect(draft.products.get('winget:Contoso.Widget')?.latestVersion).toBe('2.0');
    expect(draft.products.get('winget:Contoso.Gadget')).toEqual({
      id: 'winget:Contoso.Gadget',
      publisherId: 'contoso',
      name: 'Gadget',
      aliases: ['Gadget (64-bit)'],
      category: 'browser',
      isOpenSource: true,
      purl: 'pkg:winget/Contoso.Gadget',
      latestVersion: '3.1',
    });
    expect(draft.products.get('winget:Northwind.Traders.App')?.publisherId).toBe('northwind');
    expect(draft.products.get('winget:fab-rikam.Tool')?.publisherId).toBe('fab-rikam');
    expect(draft.publishers.get('fab-rikam')).toEqual({ id: 'fab-rikam', name: 'fab-rikam', aliases: [] });
    expect(counts).toEqual({ packages: 4, productsAdded: 3, versionsUpdated: 1 });
  });
});
