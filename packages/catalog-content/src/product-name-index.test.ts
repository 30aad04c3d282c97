import { describe, expect, it } from 'vitest';
import { compactName, normalizeName } from './normalize-name.ts';
import { indexProductsByName } from './product-name-index.ts';
import { createTestDraft } from './testing/create-test-draft.ts';

describe(indexProductsByName.name, () => {
  const draft = createTestDraft([
    { id: 'mozilla', name: 'Mozilla', aliases: [] },
    { id: 'google', name: 'Google', aliases: [] },
  ]);
  const products = [
    { id: 'p:firefox', publisherId: 'mozilla', name: 'Mozilla Firefox', aliases: [] },
    { id: 'p:chrome', publisherId: 'google', name: 'Chrome', aliases: [] },
  ];

  it('finds products by name, with the publisher taken off or put in front', () => {
    const sut = indexProductsByName(products, draft.publishers, (name) => name);
    expect(sut.get(normalizeName('Mozilla Firefox'))).toEqual(['p:firefox']);
    expect(sut.get('firefox')).toEqual(['p:firefox']);
    expect(sut.get('google chrome')).toEqual(['p:chrome']);
  });

  it('compares as loosely as the key function says', () => {
    const sut = indexProductsByName(products, draft.publishers, compactName);
    expect(sut.get('googlechrome')).toEqual(['p:chrome']);
  });
});
