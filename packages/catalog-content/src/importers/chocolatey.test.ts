import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importChocolateyPackages } from './chocolatey.ts';

const HEADER =
  'id,version,title,authors,owners,projectUrl,licenseUrl,requireLicenseAcceptance,tags,summary,arp_name_patterns,status,packageSourceUrl';

describe(importChocolateyPackages.name, () => {
  it('attaches ARP patterns and the foss tag to the product of the same name', () => {
    const draft = createTestDraft();
    const contoso = draft.publishers.ensure('contoso', 'Contoso');
    draft.products.set('winget:Contoso.Widget', {
      id: 'winget:Contoso.Widget',
      publisherId: contoso,
      name: 'Widget',
      aliases: [],
    });
    const counts = importChocolateyPackages(
      csv(
        HEADER,
        'widget.install,1.0,Contoso Widget (Install),Contoso,,,,false,widget foss,,Contoso Widget* || *widget*,automatic,',
      ),
      draft,
    );
    expect(draft.products.get('winget:Contoso.Widget')).toMatchObject({
      aliases: ['Contoso Widget'],
      templates: ['Contoso Widget*', '*widget*'],
      isOpenSource: true,
      // Chocolatey lists what it installed as rows titled with the package id.
      packageIds: ['chocolatey:widget.install'],
    });
    expect(counts).toEqual({ packages: 1, matched: 1, productsAdded: 0, templates: 2, openSource: 1 });
  });

  it('reads a title without its channel, and a category from its tags', () => {
    const draft = createTestDraft();
    const mozilla = draft.publishers.ensure('mozilla', 'Mozilla');
    draft.products.set('curated:mozilla-thunderbird', {
      id: 'curated:mozilla-thunderbird',
      publisherId: mozilla,
      name: 'Mozilla Thunderbird',
      aliases: [],
    });
    importChocolateyPackages(
      csv(
        HEADER,
        'thunderbird,152.0.1,Thunderbird (Release),Mozilla,,,,false,mozilla thunderbird email,,Mozilla Thunderbird*,automatic,',
      ),
      draft,
    );
    expect(draft.products.has('chocolatey:thunderbird')).toBe(false);
    expect(draft.products.get('curated:mozilla-thunderbird')).toMatchObject({
      packageIds: ['chocolatey:thunderbird'],
      category: 'communication',
    });
  });

  it('adds unmatched packages with patterns as products published by their authors', () => {
    const draft = createTestDraft();
    const counts = importChocolateyPackages(
      csv(
        HEADER,
        'gizmo,4.2,Gizmo,"Fabrikam, Inc.",,https://gizmo.example,,false,gizmo,,Gizmo *,manual,',
        'nopattern,1.0,No Pattern,Someone,,,,false,,,,manual,',
        'urlauthor,1.0,Url Author,https://github.com/octo/url-author/graphs/contributors,,,,false,,,Url Author,manual,',
        'sprocket,2.0,Sprocket – The Open Source Sprocket Toolkit,Sprocket Team,,,,false,,,Sprocket*,manual,',
        'cogs,1.0,Cogs - The Portable Edition,Cogs Team,,,,false,,,Cogs*,manual,',
      ),
      draft,
    );
    expect(draft.products.get('chocolatey:gizmo')).toEqual({
      id: 'chocolatey:gizmo',
      publisherId: 'fabrikam',
      name: 'Gizmo',
      aliases: [],
      templates: ['Gizmo *'],
      homepage: 'https://gizmo.example',
      latestVersion: '4.2',
      packageIds: ['chocolatey:gizmo'],
    });
    expect(draft.products.has('chocolatey:nopattern')).toBe(false);
    expect(draft.products.get('chocolatey:urlauthor')?.publisherId).toBe('octo');
    // A tagline after a dash is not the product's name; a hyphen may join parts of one.
    expect(draft.products.get('chocolatey:sprocket')?.name).toBe('Sprocket');
    expect(draft.products.get('chocolatey:cogs')?.name).toBe('Cogs - The Portable Edition');
    expect(counts).toMatchObject({ matched: 0, productsAdded: 4, templates: 4 });
  });
});
