import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importWinutilCategories } from './winutil.ts';

const HEADER = 'winget_id,choco_id,name,category,foss,link,key';

describe(importWinutilCategories.name, () => {
  it('puts winutil’s category, in the taxonomy, on the product of its winget or Chocolatey id', () => {
    const draft = createTestDraft();
    draft.products.set('winget:Discord.Discord', {
      id: 'winget:Discord.Discord',
      publisherId: 'discord',
      name: 'Discord',
      aliases: [],
      category: 'media', // from a tag; winutil's people sorted it by hand
    });
    draft.products.set('chocolatey:keepass', {
      id: 'chocolatey:keepass',
      publisherId: 'dominik-reichl',
      name: 'KeePass',
      aliases: [],
      packageIds: ['chocolatey:keepass'],
    });
    draft.products.set('winget:Insecure.Nmap', {
      id: 'winget:Insecure.Nmap',
      publisherId: 'nmap',
      name: 'Nmap',
      aliases: [],
    });
    const counts = importWinutilCategories(
      csv(
        HEADER,
        'Discord.Discord,discord,Discord,Communications,false,https://discord.com/,discord',
        'Absent.Package,keepass,KeePass,Utilities,true,https://keepass.info/,keepass',
        'Insecure.Nmap,nmap,Nmap,Pro Tools,true,https://nmap.org/,nmap',
        'Nowhere.App,,Nowhere,Games,false,https://example.com/,nowhere',
      ),
      draft,
    );
    expect(draft.products.get('winget:Discord.Discord')?.category).toBe('communication');
    expect(draft.products.get('chocolatey:keepass')?.category).toBe('utility');
    // "Pro Tools" mixes network scanners, VPNs and hardware monitors: it says nothing of one product.
    expect(draft.products.get('winget:Insecure.Nmap')?.category).toBeUndefined();
    expect(counts).toEqual({ applications: 4, categorized: 2, notInCatalog: 1 });
  });
});
