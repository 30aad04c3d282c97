import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import { createNormalizer } from './create-normalizer.ts';
import type { UserRuleValues } from '../types.ts';
import { createUserRuleLookup } from './user-rules.ts';

const index = buildCatalogIndex(contentFixture);
const today = '2026-11-21';

describe(createUserRuleLookup.name, () => {
  const rule = {
    raw: { publisher: 'Contoso', title: 'Payroll Client "Legacy" Edition', version: '4.2.1' },
    values: { publisher: 'Contoso Ltd', name: 'Contoso Payroll', version: '4.2.1', major: '4', edition: 'Legacy' },
  };

  it('overrides the catalog for the exact raw row, whatever its case, spacing or quote style', () => {
    const normalizer = createNormalizer(index, { today, userRules: createUserRuleLookup([rule]) });
    const row = normalizer.normalize({
      publisher: ' CONTOSO',
      title: 'Payroll  Client “Legacy” Edition',
      version: '4.2.1',
    });
    expect(row).toMatchObject({
      status: 'normalized',
      matched_by: 'user_rule',
      publisher: 'Contoso Ltd',
      name: 'Contoso Payroll',
      edition: 'Legacy',
      confidence: 1,
      sources: { publisher: 'user_rule', name: 'user_rule', version: 'user_rule', major: 'user_rule' },
    });
  });

  it("is exact: another version, title or publisher is not the rule's row", () => {
    const lookup = createUserRuleLookup([rule]);
    expect(
      lookup({ publisher: 'Contoso', title: 'Payroll Client "Legacy" Edition', version: '4.2.2' }),
    ).toBeUndefined();
    expect(lookup({ publisher: 'Contoso', title: 'Payroll Client Edition', version: '4.2.1' })).toBeUndefined();
    expect(
      lookup({ publisher: 'Fabrikam', title: 'Payroll Client "Legacy" Edition', version: '4.2.1' }),
    ).toBeUndefined();
  });

  it('takes precedence over a catalog match, and the later of two rules for one row wins', () => {
    const firefox = { publisher: 'Mozilla', title: 'Mozilla Firefox', version: '128.0' };
    const lookup = createUserRuleLookup([
      { raw: firefox, values: { publisher: 'Mozilla', name: 'Firefox (old rule)', version: '128.0' } },
      { raw: firefox, values: { publisher: 'Mozilla', name: 'Firefox ESR', version: '128.0' } },
    ]);
    expect(createNormalizer(index, { today, userRules: lookup }).normalize(firefox)).toMatchObject({
      name: 'Firefox ESR',
      matched_by: 'user_rule',
      catalog_id: null,
    });
  });
});

describe('a rule that names a catalog product', () => {
  const misspelt = { publisher: 'Mozilla', title: 'Mozila Firefux', version: '128.0' };
  const normalizerWith = (values: UserRuleValues) =>
    createNormalizer(index, { today, userRules: createUserRuleLookup([{ raw: misspelt, values }]) });

  it("gives the row that product's catalog data, as a catalog match would, and says so in the reason", () => {
    const row = normalizerWith({ publisher: 'Mozilla', name: 'Mozilla Firefox', version: '128.0' }).normalize(misspelt);
    const matched = createNormalizer(index, { today }).normalize({ ...misspelt, title: 'Mozilla Firefox' });
    expect(row).toMatchObject({
      status: 'normalized',
      matched_by: 'user_rule',
      confidence: 1,
      publisher: 'Mozilla',
      name: 'Mozilla Firefox',
      version: '128.0',
      major: '128',
      minor: '0',
      catalog_id: 'test:firefox',
      category: 'browser',
      license: 'MPL-2.0',
      is_open_source: true,
      end_of_support: '2025-09-16',
      lifecycle_status: matched.lifecycle_status,
      cpe: matched.cpe,
      // The known vulnerabilities of that product at that version too.
      vulnerability_status: 'affected',
      vulnerabilities: 2,
      known_exploited: 'CVE-2024-9680',
      fixed_version: '141',
      sources: { name: 'user_rule', major: 'version', catalog_id: 'catalog_exact', end_of_support: 'lifecycle' },
    });
    expect(row.cpe).toMatch(/^cpe:2\.3:a:mozilla:firefox:128\.0/);
    expect(row.reason).toBe(
      'Matched a rule of your company; it names the catalog product Mozilla Firefox (test:firefox), whose catalog data the row carries.',
    );
  });

  it("keeps the rule's own values where it sets them", () => {
    const row = normalizerWith({
      publisher: 'Mozilla Corporation',
      name: 'mozilla firefox',
      version: '128.0',
      major: '128',
      minor: null,
      architecture: 'x64',
    }).normalize(misspelt);
    expect(row).toMatchObject({
      publisher: 'Mozilla Corporation',
      name: 'mozilla firefox',
      minor: '0',
      architecture: 'x64',
      catalog_id: 'test:firefox',
      sources: { publisher: 'user_rule', architecture: 'user_rule', minor: 'version' },
    });
  });

  it.each([
    ['another name', { publisher: 'Mozilla', name: 'Firefox Helper', version: '128.0' }],
    ['a name only similar to it', { publisher: 'Mozilla', name: 'Mozila Firefox', version: '128.0' }],
    ['another maker', { publisher: 'Fabrikam', name: 'Mozilla Firefox', version: '128.0' }],
  ])('gives nothing of a product when it names %s', (_, values) => {
    const row = normalizerWith(values).normalize(misspelt);
    expect(row).toMatchObject({ matched_by: 'user_rule', name: values.name, catalog_id: null, cpe: null });
    expect(row.end_of_support).toBeNull();
    expect(row.known_exploited).toBeNull();
    expect(row.reason).toBe(
      'Matched a rule of your company; the product it names is not in the catalog under that name, publisher and version.',
    );
  });
});

describe('suggestions for unsure rows', () => {
  it('are made for rows named from their title only when asked for', () => {
    const row = { publisher: 'Mozilla', title: 'Mozila Firefux Helper', version: '1.0' };
    const plain = createNormalizer(index, { today }).normalize(row);
    const suggested = createNormalizer(index, { today, suggest: 'unsure' }).normalize(row);
    expect(plain.candidates).toEqual([]);
    expect(suggested.matched_by).toBe(plain.matched_by);
    expect(suggested.candidates[0]).toMatchObject({ catalogId: 'test:firefox', publisher: 'Mozilla' });
  });

  it('are not made at all with `none`, as jobs ask: the row is otherwise the same', () => {
    const row = { publisher: 'Unknown', title: 'Mozila Firefux', version: '1.0' };
    const withSuggestions = createNormalizer(index, { today }).normalize(row);
    const without = createNormalizer(index, { today, suggest: 'none' }).normalize(row);
    expect(withSuggestions.status).toBe('matchfix');
    expect(withSuggestions.candidates.length).toBeGreaterThan(0);
    expect(without).toEqual({ ...withSuggestions, candidates: [] });
  });
});
