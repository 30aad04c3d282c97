import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importScoopManifests } from './scoop.ts';

const HEADER = 'bucket,name,version,description,homepage,license,license_url';

const draftWithProducts = () => {
  const draft = createTestDraft();
  const contoso = draft.publishers.ensure('contoso', 'Contoso');
  const stably = draft.publishers.ensure('stably', 'Stably');
  draft.products.set('winget:Contoso.Widget', {
    id: 'winget:Contoso.Widget',
    publisherId: contoso,
    name: 'Widget',
    aliases: [],
    homepage: 'https://www.widget.example/',
  });
  draft.products.set('winget:Contoso.Gadget', {
    id: 'winget:Contoso.Gadget',
    publisherId: contoso,
    name: 'Gadget',
    aliases: [],
    license: 'GPL',
  });
  draft.products.set('winget:Stably.Orca', {
    id: 'winget:Stably.Orca',
    publisherId: stably,
    name: 'Orca',
    aliases: [],
  });
  return draft;
};

describe(importScoopManifests.name, () => {
  it('gives licences to products matched by homepage or by a confirmed name', () => {
    const draft = draftWithProducts();
    const counts = importScoopManifests(
      csv(
        HEADER,
        'main,widget-tool,1.0,,https://widget.example,Apache-2.0|MIT,',
        'extras,gadget,2.0,,https://contoso.example/gadget,GPL-3.0-only,',
        'extras,orca,1.0,,https://tools.example/msi/orca-exe,Freeware,',
      ),
      draft,
    );
    expect(draft.products.get('winget:Contoso.Widget')?.license).toBe('Apache-2.0 OR MIT');
    expect(draft.products.get('winget:Contoso.Gadget')?.license).toBe('GPL-3.0-only');
    expect(draft.products.get('winget:Stably.Orca')?.license).toBeUndefined();
    expect(counts).toMatchObject({ matchedByHomepage: 1, matchedByName: 1, licences: 2, productsAdded: 0 });
    // A manifest's name is a package id of the product it installs: other managers mostly name it the same.
    expect(draft.products.get('winget:Contoso.Widget')?.packageIds).toEqual(['scoop:widget-tool']);
    expect(draft.products.get('winget:Contoso.Gadget')?.packageIds).toEqual(['scoop:gadget']);
  });

  it('tells same-named products apart by the homepage', () => {
    const draft = draftWithProducts();
    const other = draft.publishers.ensure('other', 'Other');
    draft.products.set('winget:Other.Orca', { id: 'winget:Other.Orca', publisherId: other, name: 'Orca', aliases: [] });
    importScoopManifests(csv(HEADER, 'main,orca,1.0,,https://github.com/stably/orca,MIT,'), draft);
    expect(draft.products.get('winget:Stably.Orca')?.license).toBe('MIT');
    expect(draft.products.get('winget:Other.Orca')?.license).toBeUndefined();
  });

  it('never replaces an SPDX licence or a closed one', () => {
    const draft = draftWithProducts();
    draft.products.get('winget:Contoso.Widget')!.license = 'Proprietary';
    importScoopManifests(csv(HEADER, 'main,widget,1.0,,https://widget.example,MIT,'), draft);
    expect(draft.products.get('winget:Contoso.Widget')?.license).toBe('Proprietary');
  });

  it('adds unmatched GitHub projects once, published by the repository owner', () => {
    const draft = draftWithProducts();
    const counts = importScoopManifests(
      csv(
        HEADER,
        'main,total-registry,0.9,,https://github.com/zodiacon/TotalRegistry,MIT,',
        'extras,total-registry,0.9,,https://github.com/zodiacon/TotalRegistry,MIT,',
        'main,closed-tool,1.0,,https://closed.example,Proprietary,',
      ),
      draft,
    );
    expect(draft.products.get('scoop:main/total-registry')).toEqual({
      id: 'scoop:main/total-registry',
      publisherId: 'zodiacon',
      name: 'TotalRegistry',
      aliases: [],
      license: 'MIT',
      homepage: 'https://github.com/zodiacon/TotalRegistry',
      latestVersion: '0.9',
      packageIds: ['scoop:total-registry'],
    });
    expect(draft.products.has('scoop:extras/total-registry')).toBe(false);
    expect(counts).toMatchObject({ matchedByHomepage: 1, productsAdded: 1 });
  });

  it('keeps a repository name as an alias only when no other product has that name', () => {
    const draft = draftWithProducts();
    importScoopManifests(
      csv(
        HEADER,
        'extras,orca-pdf,1.0,,https://github.com/someone/orca,MIT,',
        'extras,sprocket-tool,2.0,,https://github.com/someone/sprocket,MIT,',
      ),
      draft,
    );
    // "Orca" is Stably's product: a row of it must not become orca-pdf.
    expect(draft.products.get('scoop:extras/orca-pdf')?.aliases).toEqual([]);
    expect(draft.products.get('scoop:extras/sprocket-tool')?.aliases).toEqual(['sprocket']);
  });

  it('keeps no repository name as an alias when the manifest adds its owner to it', () => {
    const draft = draftWithProducts();
    importScoopManifests(
      csv(
        HEADER,
        'main,microsoft-coreutils-lean,2026.6.16,,https://github.com/microsoft/coreutils,MIT,',
        'extras,snapmaker-orcaslicer,2.2.0,,https://github.com/Snapmaker/OrcaSlicer,AGPL-3.0-only,',
      ),
      draft,
    );
    // "coreutils" is GNU's on every Linux machine, "OrcaSlicer" the upstream project: not these builds.
    expect(draft.products.get('scoop:main/microsoft-coreutils-lean')?.aliases).toEqual([]);
    expect(draft.products.get('scoop:extras/snapmaker-orcaslicer')?.aliases).toEqual([]);
  });
});
