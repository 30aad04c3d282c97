import { describe, expect, it } from 'vitest';
import { CONTENT_CATEGORIES } from '../testing/create-test-draft.ts';
import { importEndoflife } from './endoflife.ts';

const productsJson = JSON.stringify({
  source: 'test',
  products: {
    'contoso-db': {
      title: 'Contoso DB',
      category: 'database',
      tags: 'contoso database',
      alternate_urls: ['/contosodb', '/contoso-database'],
      identifiers: [
        { repology: 'contoso-db' },
        { repology: 'php:contoso-plugin' },
        { repology: 'contoso%2B%2B' },
        // A registry's purl first: it names that packaging, not the product; the first other one is taken.
        { purl: 'pkg:docker/library/contoso-db' },
        { purl: 'pkg:generic/contoso-db@1.0?arch=x64' },
        { purl: 'pkg:deb/ubuntu/contoso-server' },
        { purl: 'pkg:rpm/redhat/contoso-db-server?repository_url=https://example.com' },
        { purl: 'pkg:apk/alpine/contoso-db' },
        { purl: 'pkg:npm/contoso-client' },
        { cpe: 'cpe:/a:contoso:contoso_db:1.0' },
        { cpe: 'cpe:2.3:a:contoso:db' },
      ],
      releases: [
        {
          releaseCycle: '2.0',
          releaseLabel: "2025 '__CODENAME__'",
          codename: 'Aster',
          releaseDate: '2025-01-10',
          eol: false,
          latest: '2.0.3',
          lts: '2025-06-01',
        },
        {
          releaseCycle: '1.5',
          releaseLabel: '__RELEASE_CYCLE__',
          releaseDate: '2024-01-10',
          eol: '2025-01-10',
          eoas: true,
          eoes: '2026-01-10',
        },
      ],
    },
    widget: {
      title: 'Widget',
      category: 'app',
      releases: [{ releaseCycle: 3, releaseLabel: "2020 '__CODENAME__'", releaseDate: '2020-01-01', eol: true }],
    },
  },
});
const releaseDataJson = JSON.stringify({
  products: {
    'contoso-db': { releases: {}, versions: { '1.5.2': '2024-05-01', '1.5.10': '2024-09-01', '1.50': 'x' } },
  },
});

describe(importEndoflife.name, () => {
  it('maps release cycles, CPE and purl prefixes, and fills a missing latest from release data', () => {
    const { lifecycles, counts } = importEndoflife(productsJson, releaseDataJson, CONTENT_CATEGORIES);
    expect(lifecycles[0]).toEqual({
      id: 'contoso-db',
      title: 'Contoso DB',
      source: 'endoflife.date',
      category: 'database',
      cpe: 'cpe:2.3:a:contoso:contoso_db',
      purl: 'pkg:generic/contoso-db',
      cycles: [
        { cycle: '2.0', releaseDate: '2025-01-10', eol: false, latest: '2.0.3', lts: true, label: "2025 'Aster'" },
        {
          cycle: '1.5',
          releaseDate: '2024-01-10',
          eol: '2025-01-10',
          eoas: true,
          eoes: '2026-01-10',
          latest: '1.5.10',
        },
      ],
    });
    // A label of the cycle's id only, or of an empty codename, leaves what names it.
    expect(lifecycles[0]!.cycles[1]!.label).toBeUndefined();
    expect(lifecycles[1]).toMatchObject({ id: 'widget', cycles: [{ cycle: '3', eol: true, label: '2020' }] });
    // endoflife.date's `app` says nothing of what the product is: no category rather than a vague one.
    expect(lifecycles[1]!.category).toBeUndefined();
    expect(counts).toEqual({
      lifecycles: 2,
      cycles: 3,
      latestFromReleaseData: 1,
      withCpe: 1,
      withPurl: 1,
      withPackageNames: 1,
    });
  });

  it("lists the names of a product's packages in Linux distributions, not a language's packages", () => {
    const { packageNamesById } = importEndoflife(productsJson, undefined);
    expect(packageNamesById.get('contoso-db')).toEqual([
      'contoso-db',
      'contoso++',
      'contoso-server',
      'contoso-db-server',
    ]);
    expect(packageNamesById.has('widget')).toBe(false);
  });

  it('names lifecycles by title and multi-word alternate URLs, and lists vendor words', () => {
    const { namesById, vendorWordsById } = importEndoflife(productsJson, undefined);
    expect(namesById.get('contoso-db')).toEqual(['Contoso DB', 'contoso database']);
    expect(vendorWordsById.get('contoso-db')).toEqual(['contoso', 'database']);
  });
});
