import { describe, expect, it } from 'vitest';
import { prepareLegalSuffixes, stripLegalSuffixes } from './legal-suffixes.ts';

const matcher = prepareLegalSuffixes([
  'Inc.',
  'Corporation',
  'Co., Ltd.',
  'Ltd.',
  'GmbH',
  's.r.o.',
  'LLC',
  'Limited',
  'AG',
]);

describe(stripLegalSuffixes.name, () => {
  it.each([
    ['Microsoft Corporation', 'Microsoft'],
    ['JetBrains s.r.o.', 'JetBrains'],
    ['Tableau Software, LLC', 'Tableau Software'],
    ['Shenzhen Foo Co., Ltd.', 'Shenzhen Foo'],
    ['Shenzhen Foo Co.,Ltd', 'Shenzhen Foo'],
    ['Azul Systems, Inc.', 'Azul Systems'],
    ['Acme GmbH AG', 'Acme'],
    ['Limited', 'Limited'],
    ['Mozilla', 'Mozilla'],
    ['Bitvise Limited', 'Bitvise'],
  ])('%j → %j', (input, expected) => {
    expect(stripLegalSuffixes(input, matcher)).toBe(expected);
  });
});
