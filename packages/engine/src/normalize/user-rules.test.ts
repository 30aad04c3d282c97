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

describe('a rule for any version of a title', () => {
  const seen = { publisher: 'Mozilla', title: 'Mozila Firefux 128.0 (x64)', version: '128.0' };
  const values = { publisher: 'Mozilla', name: 'Mozilla Firefox' };
  const lookup = createUserRuleLookup([{ raw: seen, values, anyVersion: true }]);

  it("matches the family's other versions, written in any case, and nothing else", () => {
    expect(lookup({ publisher: 'MOZILLA', title: 'Mozila Firefux 131.0.2 (x64)', version: '131.0.2' })).toEqual({
      values,
      anyVersion: true,
      ignoreReason: null,
    });
    expect(lookup({ publisher: 'Mozilla', title: 'Mozila Firefux 131.0.2 (x86)', version: '131.0.2' })).toBeUndefined();
    expect(
      lookup({ publisher: 'Fabrikam', title: 'Mozila Firefux 131.0.2 (x64)', version: '131.0.2' }),
    ).toBeUndefined();
  });

  it("keeps the row's own version, parsed, and the catalog data of the product at that version", () => {
    const row = createNormalizer(index, { today, userRules: lookup }).normalize({
      publisher: 'Mozilla',
      title: 'Mozila Firefux 131.0.2 (x64)',
      version: '131.0.2',
    });
    expect(row).toMatchObject({
      status: 'normalized',
      matched_by: 'user_rule',
      confidence: 1,
      publisher: 'Mozilla',
      name: 'Mozilla Firefox',
      version: '131.0.2',
      major: '131',
      minor: '0',
      patch: '2',
      architecture: 'x64',
      catalog_id: 'test:firefox',
      // 131.0.2 is the version CVE-2024-9680 was fixed in.
      known_exploited: null,
      sources: { publisher: 'user_rule', name: 'user_rule', version: 'version', catalog_id: 'catalog_exact' },
    });
    expect(row.cpe).toMatch(/^cpe:2\.3:a:mozilla:firefox:131\.0\.2/);
    expect(row.reason).toBe(
      'Matched a rule of your company for any version of this title; it names the catalog product Mozilla Firefox (test:firefox), whose catalog data the row carries.',
    );
  });

  it('gives way to a rule for the exact raw row', () => {
    const exact = { ...seen, title: 'Mozila Firefux 130.0 (x64)', version: '130.0' };
    const both = createUserRuleLookup([
      { raw: exact, values: { publisher: 'Mozilla', name: 'Firefox Nightly', version: '130.0a1' } },
      { raw: seen, values, anyVersion: true },
    ]);
    expect(both(exact)?.values.name).toBe('Firefox Nightly');
    expect(both({ ...exact, title: 'Mozila Firefux 129.0 (x64)', version: '129.0' })?.values.name).toBe(
      'Mozilla Firefox',
    );
  });
});

describe('a rule that ignores rows', () => {
  it('ignores every version of the family with the reason the company gave', () => {
    const userRules = createUserRuleLookup([
      {
        raw: { publisher: 'Contoso', title: 'Contoso Kiosk Agent 2.1', version: '2.1' },
        values: { publisher: 'Contoso', name: 'Contoso Kiosk Agent' },
        anyVersion: true,
        ignoreReason: 'Part of the kiosk image, tracked by the vendor.',
      },
    ]);
    const row = createNormalizer(index, { today, userRules }).normalize({
      publisher: 'Contoso',
      title: 'Contoso Kiosk Agent 2.4',
      version: '2.4',
    });
    expect(row).toMatchObject({
      status: 'ignored',
      matched_by: 'user_rule',
      name: null,
      reason: 'Ignored by a rule of your company: Part of the kiosk image, tracked by the vendor.',
    });
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
