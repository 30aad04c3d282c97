import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { addProductAliases, addProductTemplates, appendUnique, compareBySource } from './catalog-draft.ts';

const product = (): CatalogProduct => ({ id: 'test:p', publisherId: 'pub', name: 'Product', aliases: ['Old Name'] });

describe(appendUnique.name, () => {
  it('adds trimmed values once, case-insensitively, and skips the excepted value', () => {
    const list = ['A'];
    expect(appendUnique(list, ['a', ' B ', 'b', '', 'Name'], 'NAME')).toBe(1);
    expect(list).toEqual(['A', 'B']);
  });
});

describe(addProductAliases.name, () => {
  it('never adds the product name itself', () => {
    const sut = product();
    expect(addProductAliases(sut, ['product', 'Product (x64)', 'old name'])).toBe(1);
    expect(sut.aliases).toEqual(['Old Name', 'Product (x64)']);
  });
});

describe(addProductTemplates.name, () => {
  it('creates the list on first use and leaves no empty list behind', () => {
    const sut = product();
    expect(addProductTemplates(sut, [])).toBe(0);
    expect(sut.templates).toBeUndefined();
    expect(addProductTemplates(sut, ['Product*', 'product*'])).toBe(1);
    expect(sut.templates).toEqual(['Product*']);
  });
});

describe(compareBySource.name, () => {
  it('puts winget first, then Scoop, Chocolatey and other sources, each by id', () => {
    const ids = ['curated:a', 'chocolatey:a', 'winget:b', 'scoop:main/a', 'winget:a'];
    const sorted = ids.map((id) => ({ ...product(), id })).sort(compareBySource);
    expect(sorted.map((item) => item.id)).toEqual([
      'winget:a',
      'winget:b',
      'scoop:main/a',
      'chocolatey:a',
      'curated:a',
    ]);
  });
});
