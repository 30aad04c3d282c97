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
    // A place or branch in brackets before the legal form names one of the company's entities.
    ['Tracker Software Products (Canada) Ltd.', 'Tracker Software Products'],
    ['Sage (UK) Limited', 'Sage'],
    ['Contoso (Hong Kong) Limited', 'Contoso'],
    ['Micro Focus (IP) Ltd', 'Micro Focus'],
    ['Fortinet Technologies (Canada) Inc.', 'Fortinet Technologies'],
    // Not before a legal form, or not a name: kept.
    ['Qoppa Software (USA)', 'Qoppa Software (USA)'],
    ['Nelson numerical software (Allan CORNET)', 'Nelson numerical software (Allan CORNET)'],
    ['Acme (2019) Ltd', 'Acme (2019)'],
    ['(Canada) Ltd', '(Canada)'],
  ])('%j → %j', (input, expected) => {
    expect(stripLegalSuffixes(input, matcher)).toBe(expected);
  });
});
