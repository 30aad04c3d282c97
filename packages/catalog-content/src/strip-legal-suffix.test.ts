import { describe, expect, it } from 'vitest';
import { prepareLegalSuffixes, stripLegalSuffix } from './strip-legal-suffix.ts';
import { CONTENT_LEGAL_SUFFIXES } from './testing/content-legal-suffixes.ts';

const suffixes = prepareLegalSuffixes(CONTENT_LEGAL_SUFFIXES);

describe(stripLegalSuffix.name, () => {
  it.each([
    ['Microsoft Corporation', 'Microsoft'],
    ['JetBrains s.r.o.', 'JetBrains'],
    ['Azul Systems, Inc.', 'Azul Systems'],
    ['Foo Co., Ltd.', 'Foo'],
    ['Foo GmbH & Co. KG', 'Foo'],
    ['"VPNetwork LLC"', 'VPNetwork'],
    ['广东一一五科技有限公司', '广东一一五科技'],
    ['Procter & Gamble Co.', 'Procter & Gamble'],
    ['Foo & Co.', 'Foo'],
    ['Google LLC.', 'Google'],
    ['Chef Software, Inc <maintainers@chef.io>', 'Chef Software'],
    ['Balena Inc. (https://balena.io/)', 'Balena'],
    ['AirVPN - https://airvpn.org', 'AirVPN'],
    ['Mozilla', 'Mozilla'],
    ['Example.', 'Example.'],
    // The entity's place in brackets before its legal form.
    ['Tracker Software Products (Canada) Ltd.', 'Tracker Software Products'],
    ['Blueberry Software (UK) Ltd.', 'Blueberry Software'],
    ['腾讯科技(广州)有限公司', '腾讯科技'],
    ['腾讯科技（深圳）有限公司', '腾讯科技'],
    ['Nelson numerical software (Allan CORNET)', 'Nelson numerical software (Allan CORNET)'],
  ])('%s → %s', (name, expected) => {
    expect(stripLegalSuffix(name, suffixes)).toBe(expected);
  });

  it('never cuts inside a word and never strips a name to nothing', () => {
    expect(stripLegalSuffix('Mag', suffixes)).toBe('Mag');
    expect(stripLegalSuffix('Inc.', suffixes)).toBe('Inc.');
    expect(stripLegalSuffix('Limited', suffixes)).toBe('Limited');
  });
});

describe(prepareLegalSuffixes.name, () => {
  it('lower-cases, deduplicates and sorts the longest first', () => {
    expect(prepareLegalSuffixes(['Ltd.', 'Co., Ltd.', 'ltd.', ' '])).toEqual(['co., ltd.', 'ltd.']);
  });
});
