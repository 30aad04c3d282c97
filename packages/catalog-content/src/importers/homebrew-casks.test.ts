import { describe, expect, it } from 'vitest';
import { createTestDraft } from '../testing/create-test-draft.ts';
import { importHomebrewCasks } from './homebrew-casks.ts';

// Casks as macos/homebrew_casks.json writes them (real casks' fields, trimmed to what the importer reads).
const casksFile = (casks: Record<string, object>) => JSON.stringify({ source: 'test', commit: 'test', casks });

const draftWithProducts = () => {
  const draft = createTestDraft();
  const iterm = draft.publishers.ensure('george-nachman', 'George Nachman');
  const zoom = draft.publishers.ensure('zoom', 'Zoom Video Communications');
  const microsoft = draft.publishers.ensure('microsoft', 'Microsoft');
  draft.products.set('curated:iterm2', {
    id: 'curated:iterm2',
    publisherId: iterm,
    name: 'iTerm2',
    aliases: [],
    homepage: 'https://iterm2.com/',
  });
  draft.products.set('winget:Zoom.Zoom', { id: 'winget:Zoom.Zoom', publisherId: zoom, name: 'Zoom', aliases: [] });
  const axure = draft.publishers.ensure('axure', 'Axure Software Solutions');
  draft.products.set('winget:Axure.AxureRP.10', {
    id: 'winget:Axure.AxureRP.10',
    publisherId: axure,
    name: 'Axure RP 10',
    aliases: [],
    homepage: 'https://www.axure.com/',
  });
  const felix = draft.publishers.ensure('felixrieseberg', 'Felix Rieseberg');
  draft.products.set('scoop:extras/windows95', {
    id: 'scoop:extras/windows95',
    publisherId: felix,
    name: 'windows95',
    aliases: [],
    homepage: 'https://github.com/felixrieseberg/windows95',
  });
  const concourse = draft.publishers.ensure('concourse', 'Concourse');
  draft.products.set('scoop:main/fly', {
    id: 'scoop:main/fly',
    publisherId: concourse,
    name: 'Concourse Fly',
    aliases: [],
    homepage: 'https://concourse-ci.org/',
  });
  draft.products.set('winget:Microsoft.RemoteDesktopClient', {
    id: 'winget:Microsoft.RemoteDesktopClient',
    publisherId: microsoft,
    name: 'Remote Desktop',
    aliases: [],
    homepage: 'https://learn.microsoft.com/windows-server/remote/remote-desktop-services/clients/remote-desktop-mac',
  });
  return draft;
};

describe(importHomebrewCasks.name, () => {
  it("gives a product its macOS applications' names when they spell its name", () => {
    const draft = draftWithProducts();
    const counts = importHomebrewCasks(
      casksFile({
        iterm2: { name: ['iTerm2'], homepage: 'https://iterm2.com/', versions: ['3.5.14'], apps: ['iTerm.app'] },
        // Found by its name, which the homepage confirms (zoom.us names the product).
        zoom: { name: ['Zoom'], homepage: 'https://www.zoom.us/', apps: ['zoom.us.app', 'Zoom Clone.app'] },
        // "fly" spells Concourse Fly without its maker, but a short word alone would take any row of that word.
        fly: { name: ['fly'], homepage: 'https://concourse-ci.org/', apps: ['fly.app'] },
        // "Axure RP" names every release, not the 10 of this product; "Windows 95" is the product's own name spaced
        // otherwise (the compact name match finds it), and Microsoft's operating system too.
        'axure-rp': { name: ['Axure RP 10'], homepage: 'https://www.axure.com/', apps: ['Axure RP.app'] },
        windows95: { name: ['Windows 95'], homepage: 'https://github.com/felixrieseberg/windows95' },
        // The same homepage, but "Windows App" is another name, not a spelling of "Remote Desktop".
        'windows-app': {
          name: ['Windows App'],
          homepage:
            'https://learn.microsoft.com/windows-server/remote/remote-desktop-services/clients/remote-desktop-mac',
          apps: ['Windows App.app'],
        },
      }),
      draft,
    );
    expect(counts).toMatchObject({ matchedByHomepage: 5, matchedByName: 1, appNames: 2 });
    expect(draft.products.get('curated:iterm2')!.aliases).toEqual(['iTerm']);
    expect(draft.products.get('winget:Zoom.Zoom')!.aliases).toEqual(['zoom.us']);
    expect(draft.products.get('winget:Microsoft.RemoteDesktopClient')!.aliases).toEqual([]);
    expect(draft.products.get('scoop:main/fly')!.aliases).toEqual([]);
    expect(draft.products.get('winget:Axure.AxureRP.10')!.aliases).toEqual([]);
    expect(draft.products.get('scoop:extras/windows95')!.aliases).toEqual([]);
  });

  it('adds no product for a cask that matches none, nor for another channel of one', () => {
    const draft = draftWithProducts();
    const counts = importHomebrewCasks(
      casksFile({
        rectangle: { name: ['Rectangle'], homepage: 'https://github.com/rxhanson/Rectangle', apps: ['Rectangle.app'] },
        // "Zoom" is a product's name, but this homepage does not confirm it.
        'zoom-clone': { name: ['Zoom'], homepage: 'https://github.com/someone/clone', apps: ['Zoom Clone.app'] },
        'iterm2@beta': { name: ['iTerm2 Beta'], homepage: 'https://iterm2.com/', apps: ['iTerm Beta.app'] },
        templated: { name: ['#{version} Tool'], homepage: 'https://iterm2.com/' },
      }),
      draft,
    );
    expect(counts).toMatchObject({ casks: 3, matchedByHomepage: 0, matchedByName: 0, appNames: 0 });
    expect(draft.products.size).toBe(6);
    expect(draft.products.get('winget:Zoom.Zoom')!.aliases).toEqual([]);
    expect(draft.products.get('curated:iterm2')!.aliases).toEqual([]);
  });
});
