import { buildCatalogIndex, createNormalizer } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { contentPackFixture } from '../testing/content-pack-fixture.ts';
import { compareSnapshots, snapshotLines, snapshotRows } from './output-snapshot.ts';

describe(compareSnapshots.name, () => {
  const rows = snapshotRows([{ publisher: 'Mozilla', title: 'Mozilla Firefox (x64 en-US)', version: '122.0' }]);
  const normalizer = createNormalizer(buildCatalogIndex(contentPackFixture), { today: '2026-11-27' });

  it('covers each row with a blank publisher, a placeholder one and no version', () => {
    expect(rows.map((row) => [row.publisher, row.version])).toEqual([
      ['Mozilla', '122.0'],
      ['', '122.0'],
      ['Unknown', '122.0'],
      ['Mozilla', ''],
    ]);
  });

  it('finds nothing between two runs of one engine, and names the fields a change changes', () => {
    const before = snapshotLines(rows, normalizer);
    expect(compareSnapshots(before, snapshotLines(rows, normalizer))).toEqual([]);
    const after = [...before];
    after[2] = JSON.stringify({ ...JSON.parse(after[2]!), name: 'Firefox', confidence: 0.5 });
    const [difference] = compareSnapshots(before, after);
    expect(difference).toMatchObject({
      line: 3,
      after: { raw_publisher: 'Unknown', name: 'Firefox', confidence: 0.5 },
    });
    expect(Object.keys(difference!.before)).toEqual([
      'raw_publisher',
      'raw_title',
      'raw_version',
      'name',
      'confidence',
    ]);
    expect(() => compareSnapshots(before, after.slice(1))).toThrow(/of other rows/);
  });
});
