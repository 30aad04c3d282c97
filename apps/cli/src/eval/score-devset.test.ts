import { buildCatalogIndex, createNormalizer } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { contentPackFixture } from '../testing/content-pack-fixture.ts';
import { parseDevset } from './read-devset.ts';
import { scoreDevset } from './score-devset.ts';

const DEVSET = `raw_publisher,raw_title,raw_version,expected_publisher,expected_product,expected_version,source
Mozilla,Mozilla Firefox (x64 en-US),122.0,Mozilla,Mozilla Firefox,122.0,winget-arp|Mozilla.Firefox|122.0
Igor Pavlov,7-Zip 23.01 (x64),23.01,Igor Pavlov,7-Zip,23.01,winget-arp|7zip.7zip|23.01|publisher-inherited
"Acme, Inc.",Acme Tool,1.0,Acme Inc.,Acme Widget,2.0,winget-arp|Acme.Widget|2.0
`;

describe(scoreDevset.name, () => {
  const rows = parseDevset(DEVSET, 'devset.csv');

  it('reads the devset columns', () => {
    expect(rows[2]).toEqual({
      rawPublisher: 'Acme, Inc.',
      rawTitle: 'Acme Tool',
      rawVersion: '1.0',
      expectedPublisher: 'Acme Inc.',
      expectedProduct: 'Acme Widget',
      expectedVersion: '2.0',
      source: 'winget-arp|Acme.Widget|2.0',
    });
  });

  it('counts right fields per field and keeps the wrong ones for --show-errors', () => {
    const score = scoreDevset(rows, createNormalizer(buildCatalogIndex(contentPackFixture), { jobType: 'title' }));
    expect(score.rows).toBe(3);
    expect(score.correct).toEqual({ publisher: 3, product: 2, version: 2 });
    expect(score.mismatches.product.map((mismatch) => mismatch.expected)).toEqual(['Acme Widget']);
    expect(score.mismatches.version[0]).toMatchObject({ expected: '2.0', row: { rawTitle: 'Acme Tool' } });
  });

  it('judges each row for calibration, with the evidence its confidence was rated by when asked', () => {
    const normalizer = createNormalizer(buildCatalogIndex(contentPackFixture), { jobType: 'title' });
    const plain = scoreDevset(rows, normalizer);
    expect(plain.judged.map((row) => [row.isRight, row.evidence])).toEqual([
      [true, undefined],
      [true, undefined],
      [false, undefined],
    ]);
    const evidenced = scoreDevset(rows, normalizer, normalizer);
    expect(evidenced.judged.map((row) => row.isRight)).toEqual([true, true, false]);
    expect(evidenced.judged[0]).toMatchObject({ way: 'alias', evidence: expect.stringMatching(/^alias publisher:/u) });
  });

  it('counts the normalized rows whose output, normalized again, comes back unchanged', () => {
    const normalizer = createNormalizer(buildCatalogIndex(contentPackFixture), { jobType: 'title' });
    const score = scoreDevset(rows, normalizer);
    expect(score.stability).toEqual({ normalized: score.byStatus.normalized, stable: score.byStatus.normalized });
    // A normalizer whose second answer differs from its first is caught.
    let calls = 0;
    const drifting = {
      normalize: (row: Parameters<typeof normalizer.normalize>[0]) => {
        const result = normalizer.normalize(row);
        return calls++ % 2 === 1 ? { ...result, name: `${result.name} (again)` } : result;
      },
    };
    const drifted = scoreDevset(rows, drifting);
    expect(drifted.stability.normalized).toBeGreaterThan(0);
    expect(drifted.stability.stable).toBe(0);
    expect(drifted.unstable[0]?.again[1]).toMatch(/\(again\)$/);
  });
});
