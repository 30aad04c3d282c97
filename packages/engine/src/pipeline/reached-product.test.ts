import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import { createNormalizer } from '../normalize/create-normalizer.ts';
import { reachedCatalogProduct, withCompanyValues } from './reached-product.ts';

const normalizer = createNormalizer(buildCatalogIndex(contentFixture), { today: '2026-11-21' });

describe(reachedCatalogProduct.name, () => {
  it.each([
    ['Mozilla', 'Mozilla Firefox', '128.0', 'test:firefox'],
    ['Mozilla Corporation', 'MOZILLA FIREFOX', '128.0', 'test:firefox'],
    ['Igor Pavlov', '7-Zip', '19.00', 'test:7zip'],
    // The catalog found it under another name than the one written: by template, by alias, by similarity.
    ['Mozilla', 'Mozilla Firefox Nightly Helper', '128.0', undefined],
    ['Mozilla', 'Mozilla Firefox (x64 en-US)', '128.0', undefined],
    ['Mozilla', 'Mozila Firefox', '128.0', undefined],
    // Another maker wrote it: the catalog put the product's own maker in its place.
    ['Fabrikam', 'Mozilla Firefox', '128.0', undefined],
    // A version the engine read otherwise than written.
    ['Mozilla', 'Mozilla Firefox', 'v128.0 (x64)', undefined],
    ['Contoso', 'Contoso Payroll', '4.2', undefined],
  ])('%s · %s · %s → %s', (publisher, title, version, catalogId) => {
    const reached = normalizer.normalize({ publisher, title, version });
    expect(reachedCatalogProduct(reached)?.catalog_id).toBe(catalogId);
  });
});

describe(withCompanyValues.name, () => {
  const row = normalizer.normalize({ publisher: 'Mozilla', title: 'Mozila Firefux', version: '128.0' });
  const reached = normalizer.normalize({ publisher: 'Mozilla', title: 'Mozilla Firefox', version: '128.0' });

  it("sets the values, takes the product's catalog data and version parts, and changes neither input", () => {
    const before: unknown = JSON.parse(JSON.stringify(row));
    const result = withCompanyValues(
      row,
      { publisher: 'Mozilla', name: 'Mozilla Firefox', version: '128.0', major: null },
      'user_rule',
      reached,
    );
    expect(result).toMatchObject({
      name: 'Mozilla Firefox',
      major: '128',
      catalog_id: 'test:firefox',
      license: 'MPL-2.0',
    });
    expect(result.sources).toMatchObject({ name: 'user_rule', major: 'version', license: 'license' });
    expect(row).toEqual(before);
    expect(result).not.toBe(row);
  });

  it('takes no version parts from a reading that changed the version', () => {
    const unversioned = normalizer.normalize({ publisher: 'Contoso', title: 'Payroll', version: '' });
    const other = normalizer.normalize({ publisher: 'Contoso', title: 'Contoso Payroll', version: 'v4.2 (x64)' });
    expect(other.major).toBe('4');
    const result = withCompanyValues(unversioned, { version: 'v4.2 (x64)' }, 'user_catalog', other);
    expect(result).toMatchObject({ version: 'v4.2 (x64)', major: null, catalog_id: null });
  });
});
