import { describe, expect, it } from 'vitest';
import { contentFixture } from '../testing/content-fixture.ts';
import type { CatalogProduct } from '../types.ts';
import { buildCatalogIndex } from './build-catalog-index.ts';
import { matchCatalog, suggestCandidates } from './match-catalog.ts';

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
});
