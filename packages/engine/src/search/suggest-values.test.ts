import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import { createValueSuggester } from './suggest-values.ts';

const suggester = createValueSuggester(buildCatalogIndex(contentFixture));

describe(createValueSuggester.name, () => {
  it('suggests publishers by prefix first, then by any substring, any case', () => {
    expect(suggester.suggest({ field: 'publisher', text: 'mo' })).toEqual(['Mozilla']);
    const withO = suggester.suggest({ field: 'publisher', text: 'SOFT' });
    expect(withO).toContain('Microsoft');
    expect(withO).toContain('Python Software Foundation');
  });

  it("suggests a publisher's own product names only, and that product's known versions", () => {
    expect(suggester.suggest({ field: 'name', publisher: 'Mozilla', text: '' })).toEqual(['Mozilla Firefox']);
    expect(suggester.suggest({ field: 'name', publisher: 'Mozilla', text: 'python' })).toEqual([]);
    const versions = suggester.suggest({
      field: 'version',
      publisher: 'Python Software Foundation',
      name: 'Python',
      text: '3.12',
    });
    expect(versions).toContain('3.12.0');
  });

  it('derives version parts from the chosen version, and offers dictionary values', () => {
    expect(suggester.suggest({ field: 'minor', version: '4.2.1', text: '' })).toEqual(['2']);
    expect(suggester.suggest({ field: 'architecture', text: 'x' })).toEqual(['x64', 'x86']);
    expect(suggester.suggest({ field: 'edition', text: 'ent' })).toEqual(['Enterprise', 'ent']);
    expect(suggester.suggest({ field: 'language', text: 'xx-yy' })).toEqual([]);
  });

  it('adds a well-formed typed value the catalog cannot know, never an ill-formed one or a new publisher', () => {
    const args = { publisher: 'Contoso', name: 'Payroll' };
    expect(suggester.suggest({ field: 'version', ...args, text: '4.2.1' })).toEqual(['4.2.1']);
    expect(suggester.suggest({ field: 'version', ...args, text: 'four' })).toEqual([]);
    expect(suggester.suggest({ field: 'major', ...args, text: 'x1' })).toEqual([]);
    expect(suggester.suggest({ field: 'publisher', text: 'Contoso' })).toEqual([]);
  });

  it("includes the company's own records for the same product", () => {
    const known = [{ publisher: 'Contoso', name: 'Contoso Payroll', version: '4.2.1' }];
    expect(suggester.suggest({ field: 'publisher', text: 'cont', known })).toEqual(['Contoso']);
    expect(suggester.suggest({ field: 'name', publisher: 'contoso', text: '', known })).toEqual(['Contoso Payroll']);
    expect(
      suggester.suggest({ field: 'version', publisher: 'Contoso', name: 'Contoso Payroll', text: '', known }),
    ).toEqual(['4.2.1']);
    expect(suggester.hasProduct('mozilla', 'MOZILLA FIREFOX')).toBe(true);
    expect(suggester.hasProduct('Contoso', 'Contoso Payroll')).toBe(false);
  });
});

describe('values for data mappings', () => {
  it('are every product name when no publisher is given, and never a typed value', () => {
    expect(suggester.suggest({ field: 'name', text: 'fire', allowTyped: false })).toEqual(['Mozilla Firefox']);
    expect(suggester.suggest({ field: 'edition', text: 'Gold', allowTyped: false })).toEqual([]);
  });
});
