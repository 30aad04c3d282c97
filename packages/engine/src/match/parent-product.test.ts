import { describe, expect, it } from 'vitest';
import { contentFixture } from '../testing/content-fixture.ts';
import { buildCatalogIndex } from './build-catalog-index.ts';
import { parentProductLookup } from './parent-product.ts';

const parentOf = parentProductLookup(buildCatalogIndex(contentFixture));

describe(parentProductLookup.name, () => {
  it.each([
    ['Mozilla Firefox', 'Mozilla Firefox (Mozilla)'],
    ['7-Zip 23.01', '7-Zip (Igor Pavlov)'],
    ['AutoCAD 2024', 'AutoCAD (Autodesk)'],
  ])('names the product %j is, with its publisher', (text, expected) => {
    expect(parentOf(text)).toBe(expected);
  });

  it.each(['Mozila Firefx', 'Contoso Widget', ''])('names none for %j: a similar name is not enough', (text) => {
    expect(parentOf(text)).toBeUndefined();
  });
});
