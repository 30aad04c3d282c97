import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { homebrewLicense, importHomebrewFormulae } from './homebrew-formulae.ts';

const HEADER = 'name,desc,homepage,license';

const draftWithProducts = () => {
  const draft = createTestDraft();
  const add = (id: string, publisher: string, name: string, homepage?: string, license?: string) => {
    const publisherId = draft.publishers.ensure(publisher.toLowerCase(), publisher);
    draft.products.set(id, { id, publisherId, name, aliases: [], homepage, license });
  };
  add('winget:Exiv2.Exiv2', 'Exiv2', 'Exiv2');
  add('winget:sigoden.Dufs', 'sigoden', 'Dufs');
  add('winget:Blitz.Blitz', 'Blitz', 'Blitz', 'https://blitz.gg');
  add('winget:the-sz.Bear', 'the-sz', 'Bear', undefined);
  add('winget:Widget.Widget', 'Widget', 'Widget', 'https://widget.example/', 'Proprietary');
  return draft;
};

describe(homebrewLicense.name, () => {
  it.each([
    ['MIT', 'MIT'],
    ['Apache-2.0 or MIT', 'Apache-2.0 OR MIT'],
    ['GPL-3.0-only with Classpath-exception-2.0', 'GPL-3.0-only WITH Classpath-exception-2.0'],
    ['Public Domain', undefined],
    ['Cannot Represent', undefined],
    ['', undefined],
  ])('reads %j as %j', (text, expected) => {
    expect(homebrewLicense(text, createTestDraft())).toBe(expected);
  });
});

describe(importHomebrewFormulae.name, () => {
  it("gives a formula's licence to the product of its homepage or of a name its homepage's maker confirms", () => {
    const draft = draftWithProducts();
    const counts = importHomebrewFormulae(
      csv(
        HEADER,
        // The maker is named by the homepage: exiv2.org for Exiv2, github.com/sigoden for sigoden's Dufs.
        'exiv2,EXIF and IPTC metadata manipulation library and tools,https://exiv2.org/,MIT',
        'dufs,Static file server,https://github.com/sigoden/dufs,Apache-2.0 or MIT',
        // Blitz has a site of its own: blitzpp/blitz is another project of that name.
        'blitz,Multi-dimensional array library for C++,https://github.com/blitzpp/blitz/wiki,MIT',
        // The URL names the product, not its maker (the-sz): another Bear.
        'bear,Generate compilation database for clang tooling,https://github.com/rizsotto/Bear,GPL-3.0-or-later',
        // A closed licence is never replaced.
        'widget,Widget CLI,https://widget.example/,MIT',
      ),
      draft,
    );
    expect(counts).toEqual({ formulae: 5, matched: 3, licences: 2 });
    expect(draft.products.get('winget:Exiv2.Exiv2')!.license).toBe('MIT');
    expect(draft.products.get('winget:sigoden.Dufs')!.license).toBe('Apache-2.0 OR MIT');
    expect(draft.products.get('winget:Blitz.Blitz')!.license).toBeUndefined();
    expect(draft.products.get('winget:the-sz.Bear')!.license).toBeUndefined();
    expect(draft.products.get('winget:Widget.Widget')!.license).toBe('Proprietary');
  });
});
