import { describe, expect, it } from 'vitest';
import { parseTitle } from '../title/parse-title.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import type { CatalogProduct } from '../types.ts';
import { buildCatalogIndex, firstTwoWholeWords } from './build-catalog-index.ts';
import { matchCatalog, matchPackageId, matchWrittenAlias, suggestCandidates } from './match-catalog.ts';
import { matchWithoutReleaseNumber } from './by-near-name.ts';

const sharedAlias = 'Azul Zulu JDK 17.32.13 (17.0.2), 64-bit';
const zulu = (id: string, name: string): CatalogProduct => ({ id, publisherId: 'azul', name, aliases: [sharedAlias] });
const pack = {
  ...contentFixture,
  catalog: {
    ...contentFixture.catalog,
    publishers: [...contentFixture.catalog.publishers, { id: 'azul', name: 'Azul Systems', aliases: [] }],
  },
};
const query = { title: sharedAlias, name: 'Azul Zulu JDK', publisherId: 'azul', major: '17' };

describe(matchCatalog.name, () => {
  it.each([
    [
      'base product first',
      [zulu('a', 'Azul Zulu JDK 17'), zulu('b', 'Azul ZuluFX JDK 17'), zulu('c', 'Azul Zulu JDK')],
    ],
    ['variant first', [zulu('b', 'Azul ZuluFX JDK 17'), zulu('c', 'Azul Zulu JDK'), zulu('a', 'Azul Zulu JDK 17')]],
  ])('breaks a shared alias by the major, then by the closest name, whatever the order (%s)', (_, products) => {
    const index = buildCatalogIndex(pack, { extraProducts: products });
    const match = matchCatalog(index, query);
    expect(match).toMatchObject({ kind: 'alias', score: 1 });
    expect(index.products[match!.product]!.product.id).toBe('a');
  });

  it.each([
    // Spaces and punctuation aside, the name is the catalog's.
    ['7zip', 'igor-pavlov', 'test:7zip', 'exact', 'name equals a catalog name written with other spaces'],
    // One letter slipped, within the row's publisher.
    ['Mozilla Firefxo', 'mozilla', 'test:firefox', 'fuzzy', 'name is a catalog name with a typing slip'],
  ])('finds %j by a name written differently', (name, publisherId, id, kind, reason) => {
    const index = buildCatalogIndex(pack);
    const match = matchCatalog(index, { title: name, name, publisherId, major: null });
    expect(
      match && { id: index.products[match.product]!.product.id, kind: match.kind, reasons: match.reasons },
    ).toEqual(id === undefined ? undefined : { id, kind, reasons: [reason] });
  });

  it('finds a product named with its edition by the name and the edition a title states apart', () => {
    const editions: CatalogProduct[] = [
      { id: 'klcp:basic', publisherId: 'klcp', name: 'K-Lite Codec Pack Basic', aliases: [] },
      { id: 'klcp:standard', publisherId: 'klcp', name: 'K-Lite Codec Pack Standard', aliases: [] },
    ];
    const index = buildCatalogIndex(pack, { extraProducts: editions });
    const title = 'K-Lite Codec Pack 7.1.0 (Standard)';
    const { name, edition } = parseTitle(title, index.dictionaries);
    const match = matchCatalog(index, { title, name, publisherId: undefined, major: '7', edition });
    expect(match && { id: index.products[match.product]!.product.id, reasons: match.reasons }).toEqual({
      id: 'klcp:standard',
      reasons: ['name and edition equal a catalog name'],
    });
    // No edition stated: no product of one edition is the row's.
    expect(
      matchCatalog(index, {
        title: 'K-Lite Codec Pack',
        name: 'K-Lite Codec Pack',
        publisherId: undefined,
        major: null,
      }),
    ).toBeUndefined();
  });

  it('takes no product for a slip that two of the publisher’s names are away from', () => {
    const index = buildCatalogIndex(pack, {
      extraProducts: [
        { id: 'x:reader', publisherId: 'azul', name: 'Azul Data Reader', aliases: [] },
        { id: 'x:header', publisherId: 'azul', name: 'Azul Data Header', aliases: [] },
      ],
    });
    expect(
      matchCatalog(index, { title: 'Azul Data Xeader', name: 'Azul Data Xeader', publisherId: 'azul', major: null }),
    ).toBeUndefined();
  });

  it('counts a product named by its release line as named by the row’s major', () => {
    const lines: CatalogProduct = { ...zulu('lines', 'Azul Zulu JDK'), nameLine: { line: 'major' } };
    const index = buildCatalogIndex(pack, { extraProducts: [zulu('fx', 'Azul ZuluFX JDK 17'), lines] });
    expect(index.products[matchCatalog(index, query)!.product]!.product.id).toBe('lines');
  });

  it.each([
    // The engine reports a row of a product named by its line with the line: its report normalized again finds it.
    ['Azul Zulu JDK 21', '21.30.15', 'major', true],
    ['Azul Zulu JDK 21.30', '21.30.15', 'major.minor', true],
    // A number that is not the version's line is another name (left to the similarity stage).
    ['Azul Zulu JDK 17', '21.30.15', 'major', false],
    ['Azul Zulu JDK 21.29', '21.30.15', 'major.minor', false],
    // Nor is the major of a product named by its major.minor lines.
    ['Azul Zulu JDK 21', '21.30.15', 'major.minor', false],
  ] as const)('reads %j at %s as the product named by its %s line: %s', (name, version, line, isLine) => {
    const lines: CatalogProduct = {
      id: 'lines',
      publisherId: 'azul',
      name: 'Azul Zulu JDK',
      aliases: [],
      nameLine: { line },
    };
    const index = buildCatalogIndex(pack, { extraProducts: [lines] });
    const major = version.split('.')[0]!;
    const match = matchCatalog(index, { title: name, name, publisherId: 'azul', major, version });
    const byLine = match?.kind === 'exact' ? index.products[match.product]!.product.id : undefined;
    expect(byLine).toBe(isLine ? 'lines' : undefined);
    if (isLine) expect(match!.reasons).toEqual(['name is a catalog name followed by the release line of the version']);
  });

  it.each([
    // The engine reports the beta package by its catalog name; normalized again, that name is the same package.
    [{}, 'beta'],
    // Unless only the product without the channel has what a vulnerability scanner needs.
    [{ cpe: 'cpe:2.3:a:voidtools:everything', lifecycleId: 'everything' }, 'base'],
  ] as const)('reads a title written as a channel build’s name as that build (base %j)', (baseFacts, id) => {
    const product = (productId: string, name: string, facts = {}): CatalogProduct => ({
      id: productId,
      publisherId: 'azul',
      name,
      aliases: [],
      ...facts,
    });
    const index = buildCatalogIndex(pack, {
      extraProducts: [product('base', 'Everything', baseFacts), product('beta', 'Everything (Beta)')],
    });
    const title = 'Everything (Beta)';
    const match = matchCatalog(index, { title, name: 'Everything', publisherId: 'azul', major: '1', version: '1.5' });
    expect(match && index.products[match.product]!.product.id).toBe(id);
  });

  it.each([
    // Only the canary was published at 2023.1.1.2 (winget lists it zero-padded); the beta at 2022.3.1.17.
    ['2023.1.1.2', 'canary'],
    ['2022.3.1.17', 'beta'],
    // A version no channel build lists is the released product's, named by the title.
    ['2022.3.1.20', 'stable'],
    [undefined, 'stable'],
  ])('tells channel builds that write the released title apart by their versions (%s)', (version, id) => {
    const build = (productId: string, name: string, channelVersions?: string[]): CatalogProduct => ({
      id: productId,
      publisherId: 'azul',
      name,
      aliases: productId === 'stable' ? [] : ['Android Studio'],
      ...(channelVersions && { channelVersions }),
    });
    const index = buildCatalogIndex(pack, {
      extraProducts: [
        build('stable', 'Android Studio'),
        build('beta', 'Android Studio Beta', ['2022.3.1.17']),
        build('canary', 'Android Studio Canary', ['2023.1.1.2']),
      ],
    });
    const match = matchCatalog(index, {
      title: 'Android Studio',
      name: 'Android Studio',
      publisherId: 'azul',
      major: version?.split('.')[0] ?? null,
      version: version === '2023.1.1.2' ? '2023.1.1.02' : version,
    });
    expect(match && index.products[match.product]!.product.id).toBe(id);
  });

  it('takes the product named by the row’s line over the same name without one, which is another line', () => {
    // Semeru's winget packages name every line but the newest: "… (JDK) 17" beside "… (JDK)" for 21.
    const semeru = (id: string, name: string): CatalogProduct => ({ id, publisherId: 'azul', name, aliases: [] });
    const index = buildCatalogIndex(pack, {
      extraProducts: [semeru('newest', 'Semeru Runtime (JDK)'), semeru('17', 'Semeru Runtime (JDK) 17')],
    });
    const title = 'Semeru Runtime 17.0.8.1 (x64)';
    const found = (major: string) =>
      index.products[matchCatalog(index, { title, name: 'Semeru Runtime', publisherId: 'azul', major })!.product]!
        .product.id;
    expect(found('17')).toBe('17');
    expect(found('21')).toBe('newest');
  });

  it.each([
    ['Microsoft MPI', 'test:mpi-sdk', 'Microsoft MPI SDK'],
    ['4K Video Downloader+', 'test:4kvd', '4K Video Downloader'],
  ])('does not take %j for its neighbour %s by similarity', (title, id, name) => {
    const neighbour: CatalogProduct = { id, publisherId: 'microsoft', name, aliases: [] };
    const index = buildCatalogIndex(pack, { extraProducts: [neighbour] });
    expect(matchCatalog(index, { title, name: title, publisherId: 'microsoft', major: null })).toBeUndefined();
    // Misspelt, the same name is still found.
    expect(
      matchCatalog(index, { title: `${name}x`, name: `${name}x`, publisherId: 'microsoft', major: null }),
    ).toMatchObject({ kind: 'fuzzy' });
  });

  it('passes over a product named after another release line, by name or by similarity, but not by alias', () => {
    const line = (id: string, name: string, aliases: string[] = []): CatalogProduct => ({
      id,
      publisherId: 'microsoft',
      name,
      aliases,
    });
    const index = buildCatalogIndex(pack, {
      extraProducts: [line('php-8.1', 'PHP 8.1'), line('php-8.2', 'PHP 8.2', ['PHP 7.4.33 (a mislabelled alias)'])],
    });
    const row = (title: string, version: string) =>
      matchCatalog(index, {
        title,
        name: 'PHP',
        publisherId: 'microsoft',
        major: version.split('.')[0]!,
        version,
      });
    expect(index.products[row('PHP 8.2.10', '8.2.10')!.product]!.product.id).toBe('php-8.2');
    expect(index.products[row('PHP 8.1.2', '8.1.2')!.product]!.product.id).toBe('php-8.1');
    expect(row('PHP 7.4.33', '7.4.33')).toBeUndefined();
    expect(row('PHP 7.4.33 (a mislabelled alias)', '7.4.33')).toMatchObject({ kind: 'alias' });
  });

  it.each([
    ['Arduino IDE', 'stable'],
    ['Arduino IDE Beta', 'beta'],
  ])('takes %j for the product of that name, not for a channel build listing it as alias', (title, id) => {
    const arduino = (productId: string, name: string, aliases: string[]): CatalogProduct => ({
      id: productId,
      publisherId: 'microsoft',
      name,
      aliases,
    });
    const index = buildCatalogIndex(pack, {
      extraProducts: [arduino('beta', 'Arduino IDE Beta', ['Arduino IDE']), arduino('stable', 'Arduino IDE', [])],
    });
    const match = matchCatalog(index, { title, name: title, publisherId: 'microsoft', major: '2' });
    expect(index.products[match!.product]!.product.id).toBe(id);
  });

  it('finds a product the catalog names without the release year the title adds, within the row’s publisher', () => {
    const camtasia: CatalogProduct = { id: 'test:camtasia', publisherId: 'microsoft', name: 'Camtasia', aliases: [] };
    const yearly: CatalogProduct = { ...camtasia, id: 'test:camtasia-2019', name: 'Camtasia 2019' };
    const index = buildCatalogIndex(pack, { extraProducts: [camtasia, yearly] });
    const row = (name: string, publisherId: string | undefined) =>
      matchCatalog(index, { title: name, name, publisherId, major: '23' });
    const match = row('Camtasia 2023', 'microsoft');
    expect(match).toMatchObject({ kind: 'exact', reasons: ['name without its release year equals a catalog name'] });
    expect(index.products[match!.product]!.product.id).toBe('test:camtasia');
    // A product named with the year is that year's.
    expect(index.products[row('Camtasia 2019', 'microsoft')!.product]!.product.id).toBe('test:camtasia-2019');
    // Without the year the name says less: another publisher's or an unknown publisher's row is not taken.
    expect(row('Camtasia 2023', 'mozilla')).toBeUndefined();
    expect(row('Camtasia 2023', undefined)).toBeUndefined();
    // A year inside the name is not a release year written after it.
    expect(row('Camtasia 2023 Runtime', 'microsoft')).toBeUndefined();
    // MathWorks' year and half is a release year too ("MATLAB Runtime R2022b"); a year with a letter alone is not.
    expect(index.products[row('Camtasia R2022b', 'microsoft')!.product]!.product.id).toBe('test:camtasia');
    expect(row('Camtasia R2022', 'microsoft')).toBeUndefined();
    expect(row('Camtasia 2022b', 'microsoft')).toBeUndefined();
  });

  it.each([
    // The major the name ends in is the version's: the publisher's product named without it.
    ['Camtasia 8', '8', 'microsoft', 'test:camtasia'],
    // Another number is another name; so is the major of an unknown or another publisher's row.
    ['Camtasia 7', '8', 'microsoft', undefined],
    ['Camtasia 8', '8', undefined, undefined],
    ['Camtasia 8', '8', 'mozilla', undefined],
    ['Camtasia 8 Runtime', '8', 'microsoft', undefined],
  ])('reads %j at major %s (publisher %s) as %s, without the major it ends in', (name, major, publisherId, id) => {
    const camtasia: CatalogProduct = { id: 'test:camtasia', publisherId: 'microsoft', name: 'Camtasia', aliases: [] };
    const index = buildCatalogIndex(pack, { extraProducts: [camtasia] });
    const match = matchWithoutReleaseNumber(
      index,
      { title: name, name, publisherId, major, version: `${major}.8.4` },
      name.toLowerCase(),
    );
    expect(match && index.products[match.product]!.product.id).toBe(id);
    if (id) expect(match!.reasons).toEqual(["name without its version's major equals a catalog name"]);
  });

  it.each([
    ['4169', null, undefined],
    ['4.0.4169', '4', 'test:text-4'],
  ])('takes a name without its line for a numbered line only at that major (version %s)', (version, major, id) => {
    const line = (productId: string, name: string): CatalogProduct => ({
      id: productId,
      publisherId: 'microsoft',
      name,
      aliases: [],
    });
    const index = buildCatalogIndex(pack, {
      extraProducts: [line('test:text-3', 'Sublime Text 3'), line('test:text-4', 'Sublime Text 4')],
    });
    const match = matchCatalog(index, {
      title: 'Sublime Text',
      name: 'Sublime Text',
      publisherId: 'microsoft',
      major,
      version,
    });
    expect(match && index.products[match.product]!.product.id).toBe(id);
  });

  it('does not accept a fuzzy match from another publisher', () => {
    const index = buildCatalogIndex(pack);
    expect(
      matchCatalog(index, { title: 'Mozila Firefox', name: 'Mozila Firefox', publisherId: 'microsoft', major: null }),
    ).toBeUndefined();
    expect(
      suggestCandidates(index, {
        title: 'Mozila Firefox',
        name: 'Mozila Firefox',
        publisherId: undefined,
        major: null,
      })[0],
    ).toMatchObject({
      catalogId: 'test:firefox',
    });
  });

  it("takes a title from a publisher that the product's installer is known to write as agreeing", () => {
    const nvs = (registeredBy?: string[]): CatalogProduct => ({
      id: 'test:nvs',
      publisherId: 'igor-pavlov',
      name: 'nvs',
      aliases: ['NVS'],
      registeredByPublisherIds: registeredBy,
    });
    const row = { title: 'NVS', name: 'NVS', publisherId: 'microsoft', major: '1' };
    // Without the record, a known title under another publisher is most likely another product.
    expect(matchCatalog(buildCatalogIndex(pack, { extraProducts: [nvs()] }), row)).toBeUndefined();
    const match = matchCatalog(buildCatalogIndex(pack, { extraProducts: [nvs(['microsoft'])] }), row);
    expect(match).toMatchObject({ kind: 'alias', score: 1, reasons: ['title is a known alias'] });
  });

  it('suggests the same products, best first, however often it is asked', () => {
    const index = buildCatalogIndex(pack);
    const misspelt = { title: 'Mozila Firefx', name: 'Mozila Firefx', publisherId: undefined, major: null };
    const first = suggestCandidates(index, misspelt);
    // Counts left over from earlier rows must not lift other products into a later row's shortlist.
    suggestCandidates(index, { title: 'SQL Server', name: 'SQL Server', publisherId: undefined, major: null });
    expect(suggestCandidates(index, misspelt)).toEqual(first);
    expect(first[0]).toMatchObject({ catalogId: 'test:firefox' });
    const scores = first.map((candidate) => candidate.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe(matchPackageId.name, () => {
  const index = buildCatalogIndex(pack, {
    extraProducts: [
      { id: 'winget:Clipchamp.Clipchamp', publisherId: 'microsoft', name: 'Microsoft Clipchamp', aliases: [] },
    ],
  });

  it('finds the package a title names by its winget id, and nothing for a name', () => {
    const found = matchPackageId(index, 'Clipchamp.Clipchamp');
    expect(found && index.products[found.product]?.product.id).toBe('winget:Clipchamp.Clipchamp');
    expect(found?.kind).toBe('alias');
    expect(matchPackageId(index, 'Clipchamp')).toBeUndefined();
    expect(matchPackageId(index, 'Contoso.Unknown')).toBeUndefined();
    expect(matchPackageId(index, 'Microsoft Clipchamp')).toBeUndefined();
  });
});

describe(firstTwoWholeWords.name, () => {
  it.each([
    ['Microsoft Visual C++ 2015*', 'microsoft visual'],
    ['7-Zip *', '7 zip'],
    ['Adobe Acrobat Reader', 'adobe acrobat'],
    // A wildcard that cuts the second word, or comes before it: one word to go by.
    ['Microsoft Visio*', undefined],
    ['Microsoft *', undefined],
    ['* Runtime', undefined],
  ])('%s → %s', (glob, expected) => {
    expect(firstTwoWholeWords(glob)).toBe(expected);
  });

  it('finds a product by a template of two whole words and by one cut short alike', () => {
    const index = buildCatalogIndex(pack, {
      extraProducts: [
        {
          id: 'test:visual',
          publisherId: 'microsoft',
          name: 'Visual Thing',
          aliases: [],
          templates: ['Microsoft Visual Thing *'],
        },
        {
          id: 'test:visio',
          publisherId: 'microsoft',
          name: 'Visio Thing',
          aliases: [],
          templates: ['Microsoft Visio*'],
        },
      ],
    });
    const idOf = (title: string) => {
      const found = matchCatalog(index, { title, name: title, publisherId: 'microsoft', major: null });
      return found && index.products[found.product]?.product.id;
    };
    expect(idOf('Microsoft Visual Thing 2022 (x64)')).toBe('test:visual');
    expect(idOf('Microsoft VisioPro Stuff')).toBe('test:visio');
  });
});

describe('a template of one name and a glued wildcard', () => {
  const index = buildCatalogIndex(pack, {
    extraProducts: [
      { id: 'test:fiddler', publisherId: 'microsoft', name: 'Fiddler', aliases: [], templates: ['fiddler*'] },
    ],
  });
  const idOf = (title: string) => {
    const name = parseTitle(title, index.dictionaries).name;
    const found = matchCatalog(index, { title, name, publisherId: 'microsoft', major: null });
    return found && index.products[found.product]?.product.id;
  };

  it.each(['Fiddler 5.0.20253.3311', 'Fiddler (x64)', 'Fiddler Pro 2', 'Fiddler Beta'])(
    'finds the product for %j: a version, an architecture or an edition after its name',
    (title) => {
      expect(idOf(title)).toBe('test:fiddler');
    },
  );

  it.each(['Fiddler Everywhere 5.9.0', 'Fiddler PDFView Inspector'])(
    'finds none for %j: more words of a name are another product',
    (title) => {
      expect(idOf(title)).toBeUndefined();
    },
  );
});

describe(matchWrittenAlias.name, () => {
  const index = buildCatalogIndex(pack, {
    extraProducts: [{ id: 'zoom', publisherId: 'mozilla', name: 'Zoom', aliases: ['us.zoom.xos'] }],
  });

  it('finds the product a bundle identifier is an alias of, as written', () => {
    const match = matchWrittenAlias(index, 'us.zoom.xos', {
      title: 'xos',
      name: 'xos',
      publisherId: undefined,
      major: null,
    });
    expect(match).toMatchObject({ kind: 'alias', reasons: ['title is a known alias'] });
    expect(index.products[match!.product]!.product.id).toBe('zoom');
  });

  it('finds nothing for a title no alias is', () => {
    expect(
      matchWrittenAlias(index, 'us.zoom.other', { title: 'other', name: 'other', publisherId: undefined, major: null }),
    ).toBeUndefined();
  });
});
