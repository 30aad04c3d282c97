import { describe, expect, it } from 'vitest';
import { prepareLegalSuffixes, stripLegalPrefix, stripLegalSuffixes } from './legal-suffixes.ts';

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

const withPrefixes = prepareLegalSuffixes(['Ltd.', 'Inc.', 'Ab'], ['ООО', 'АО', 'JSC', 'LLC', 'PT.', 'Oy']);

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

describe('legal forms written before the name', () => {
  it.each([
    ['ООО "Яндекс"', 'Яндекс'],
    ['ООО «1С-Софт»', '1С-Софт'],
    ['АО "Лаборатория Касперского"', 'Лаборатория Касперского'],
    ['JSC Kaspersky Lab', 'Kaspersky Lab'],
    ['LLC "Acme" Inc.', 'Acme'],
    ['PT Telkom Indonesia', 'Telkom Indonesia'],
    ['Oy Example Ab', 'Example'],
    // Never the whole name, and never a word that only starts with a form's letters.
    ['ООО', 'ООО'],
    ['Ptolemy Software Ltd.', 'Ptolemy Software'],
    ['"Acme" Ltd.', '"Acme"'],
  ])('%j → %j', (input, expected) => {
    expect(stripLegalSuffixes(input, withPrefixes)).toBe(expected);
  });

  it('are kept without a list of them', () => {
    expect(stripLegalSuffixes('JSC Kaspersky Lab', matcher)).toBe('JSC Kaspersky Lab');
  });

  it('go from a name stripped elsewhere', () => {
    expect(stripLegalPrefix('ООО "Цифровые технологии"', withPrefixes)).toBe('Цифровые технологии');
    expect(stripLegalPrefix('Цифровые технологии', withPrefixes)).toBe('Цифровые технологии');
  });
});
