import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import { createNormalizer } from './create-normalizer.ts';
import { createUserCatalogLookup } from './user-catalog.ts';
import { createUserRuleLookup } from './user-rules.ts';

const index = buildCatalogIndex(contentFixture);
const today = '2026-11-21';
const payroll = {
  id: 7,
  values: { publisher: 'Contoso', name: 'Contoso Payroll', version: '4.2.1', major: '4', edition: 'Legacy' },
};

describe(createUserCatalogLookup.name, () => {
  const normalizer = createNormalizer(index, { today, userCatalog: createUserCatalogLookup([payroll]) });

  it('recognizes a product of the company catalog by its name, with all the values of its exact version', () => {
    expect(normalizer.normalize({ publisher: 'Contoso', title: 'Contoso Payroll', version: '4.2.1' })).toMatchObject({
      status: 'normalized',
      matched_by: 'user_catalog',
      catalog_id: 'user:7',
      publisher: 'Contoso',
      name: 'Contoso Payroll',
      version: '4.2.1',
      edition: 'Legacy',
      sources: { name: 'user_catalog', edition: 'user_catalog', catalog_id: 'user_catalog' },
    });
  });

  it('keeps the row its own version (and parse) when the entry is another version of the product', () => {
    const row = normalizer.normalize({ publisher: '', title: 'Contoso Payroll 5.0 (x64)', version: '5.0.3' });
    expect(row).toMatchObject({ matched_by: 'user_catalog', name: 'Contoso Payroll', version: '5.0.3', major: '5' });
    expect(row.architecture).toBe('x64');
    expect(row.edition).toBeNull();
  });

  it('does not take a product of another publisher, and a user rule still comes first', () => {
    expect(normalizer.normalize({ publisher: 'Fabrikam', title: 'Contoso Payroll', version: '1' }).matched_by).not.toBe(
      'user_catalog',
    );
    const withRule = createNormalizer(index, {
      today,
      userCatalog: createUserCatalogLookup([payroll]),
      userRules: createUserRuleLookup([
        {
          raw: { publisher: 'Contoso', title: 'Contoso Payroll', version: '4.2.1' },
          values: { name: 'Payroll (rule)' },
        },
      ]),
    });
    expect(withRule.normalize({ publisher: 'Contoso', title: 'Contoso Payroll', version: '4.2.1' })).toMatchObject({
      matched_by: 'user_rule',
      name: 'Payroll (rule)',
    });
  });

  it("is the catalog product its entry is named as, with its catalog data, at the row's version", () => {
    const firefox = { id: 9, values: { publisher: 'Mozilla', name: 'Mozilla Firefox', version: '115.0' } };
    const row = createNormalizer(index, { today, userCatalog: createUserCatalogLookup([firefox]) }).normalize({
      publisher: 'Mozilla',
      title: 'Mozilla Firefox',
      version: '128.0',
    });
    expect(row).toMatchObject({
      matched_by: 'user_catalog',
      version: '128.0',
      catalog_id: 'test:firefox',
      license: 'MPL-2.0',
      end_of_support: '2025-09-16',
      sources: { name: 'user_catalog', catalog_id: 'catalog_exact' },
    });
    expect(row.reason).toBe(
      'Matched a product of your company catalog; it names the catalog product Mozilla Firefox (test:firefox), whose catalog data the row carries.',
    );
  });
});
