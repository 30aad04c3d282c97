import { buildCatalogIndex, createNormalizer } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { contentPackFixture } from '../testing/content-pack-fixture.ts';
import { foldOfPackage, mergeScores, oneRowPerTitleShape, parseArpEntries, rowsOfFold } from './cross-check.ts';
import { scoreDevset } from './score-devset.ts';

const ARP_ENTRIES = `package_id,package_version,package_name,package_publisher,arp_display_name,arp_publisher,arp_display_version,architecture
Mozilla.Firefox,122.0,Mozilla Firefox,Mozilla,Mozilla Firefox (x64 en-US),,,x64
Mozilla.Firefox,122.0,Mozilla Firefox,Mozilla,Mozilla Firefox (x64 en-US),,,x64
7zip.7zip,23.01,7-Zip,Igor Pavlov,7-Zip 23.01 (x64),Igor Pavlov,23.01.00.0,x64
Acme.Widget,2.0,Acme Widget,Acme Inc.,,,,
Acme.Widget,2.0,Acme Widget,Acme Inc.,Acme Tool,"Acme, Inc.",1.0
`;

describe(parseArpEntries.name, () => {
  const rows = parseArpEntries(ARP_ENTRIES, 'arp_entries.csv');

  it('labels each distinct entry with its package, a raw field winget left empty inheriting the package value', () => {
    expect(rows).toEqual([
      {
        rawPublisher: 'Mozilla',
        rawTitle: 'Mozilla Firefox (x64 en-US)',
        rawVersion: '122.0',
        expectedPublisher: 'Mozilla',
        expectedProduct: 'Mozilla Firefox',
        expectedVersion: '122.0',
        source: 'winget-arp|Mozilla.Firefox|122.0|publisher-inherited|version-inherited',
      },
      {
        rawPublisher: 'Igor Pavlov',
        rawTitle: '7-Zip 23.01 (x64)',
        rawVersion: '23.01.00.0',
        expectedPublisher: 'Igor Pavlov',
        expectedProduct: '7-Zip',
        expectedVersion: '23.01',
        source: 'winget-arp|7zip.7zip|23.01',
      },
      expect.objectContaining({ rawPublisher: 'Acme, Inc.', source: 'winget-arp|Acme.Widget|2.0' }),
    ]);
  });

  it('says which column a file without the winget columns lacks', () => {
    expect(() => parseArpEntries('package_id,package_name\nA.B,B\n', 'x.csv')).toThrow(
      'x.csv has no "package_version" column.',
    );
  });
});

describe(oneRowPerTitleShape.name, () => {
  it("keeps one row of a family's releases that differ only in numbers, and every other title", () => {
    const releases = `package_id,package_version,package_name,package_publisher,arp_display_name,arp_publisher,arp_display_version
Google.AndroidStudio,2022.1.1.7,Android Studio,Google LLC,Android Studio,,
Google.AndroidStudio.Beta,2022.2.1.13,Android Studio Beta,Google LLC,Android Studio,,
GoLang.Go,1.19.3,Go Programming Language,https://golang.org,Go Programming Language amd64 go1.19.3,,
GoLang.Go,1.20.3,Go Programming Language,https://golang.org,Go Programming Language amd64 go1.20.3,,
GoLang.Go,1.20.3,Go Programming Language,https://golang.org,Go Programming Language 386 go1.20.3,,
Mozilla.Firefox,122.0,Mozilla Firefox,Mozilla,Mozilla Firefox (x64 en-US),,
`;
    const kept = oneRowPerTitleShape(parseArpEntries(releases, 'arp_entries.csv'));
    expect(kept.map((row) => `${row.rawTitle} @ ${row.expectedVersion}`)).toEqual([
      'Android Studio @ 2022.1.1.7',
      'Go Programming Language amd64 go1.19.3 @ 1.19.3',
      'Go Programming Language 386 go1.20.3 @ 1.20.3',
      'Mozilla Firefox (x64 en-US) @ 122.0',
    ]);
  });
});

describe(foldOfPackage.name, () => {
  it('puts the variants of one package family in one fold, the same on every run', () => {
    const fold = foldOfPackage('Python.Python.3.11', 5);
    expect(foldOfPackage('Python.Python.3.12', 5)).toBe(fold);
    expect(foldOfPackage('Python.Python', 5)).toBe(fold);
    expect(fold).toBeGreaterThanOrEqual(0);
    expect(fold).toBeLessThan(5);
  });

  it('spreads families over every fold', () => {
    const folds = new Set(Array.from({ length: 200 }, (_, i) => foldOfPackage(`Vendor${i}.Product`, 5)));
    expect([...folds].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe(mergeScores.name, () => {
  it('adds up the folds: each row scored once, in exactly one fold', () => {
    const rows = parseArpEntries(ARP_ENTRIES, 'arp_entries.csv');
    const normalizer = createNormalizer(buildCatalogIndex(contentPackFixture), { jobType: 'title' });
    const folds = 3;
    const perFold = Array.from({ length: folds }, (_, fold) => rowsOfFold(rows, fold, folds));
    expect(
      perFold
        .flat()
        .map((row) => row.rawTitle)
        .sort(),
    ).toEqual(rows.map((row) => row.rawTitle).sort());
    const merged = mergeScores(perFold.map((foldRows) => scoreDevset(foldRows, normalizer)));
    const whole = scoreDevset(rows, normalizer);
    expect(merged.rows).toBe(3);
    expect(merged.correct).toEqual(whole.correct);
    expect(merged.byStatus).toEqual(whole.byStatus);
    expect(merged.productLineCorrect).toBe(whole.productLineCorrect);
    expect(merged.stability).toEqual(whole.stability);
    expect(merged.mismatches.product.map((mismatch) => mismatch.expected)).toEqual(['Acme Widget']);
  });
});
