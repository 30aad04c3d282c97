import { describe, expect, it } from 'vitest';
import type { CatalogPublisher, CategoryContent } from '../types.ts';
import { categoryFromTerms, compileCategoryRules, inferCategory } from './categorize.ts';

const content: CategoryContent = {
  categories: ['database', 'driver', 'runtime', 'game', 'communication', 'media', 'utility'].map((id) => ({
    id,
    name: id,
    description: id,
  })),
  sourceTerms: {
    packageTags: { chat: 'communication', music: 'media', game: 'game' },
    winutil: { Utilities: 'utility' },
  },
  nameRules: [
    { id: 'database-driver', pattern: '\\b(?:ODBC|OLE DB)\\b', category: 'database' },
    { id: 'driver', pattern: '\\bdrivers?\\b', category: 'driver' },
    { id: 'runtime', pattern: '\\b(?:runtime|redistributable)\\b', category: 'runtime' },
    { id: 'launcher', pattern: '\\blauncher\\b', publisher: '\\b(?:games|interactive)\\b', category: 'game' },
  ],
  publisherCategory: { minProducts: 3, minShare: 0.6 },
};

const rules = compileCategoryRules(content);
const nvidia: CatalogPublisher = { id: 'nvidia', name: 'NVIDIA', aliases: [], category: 'driver' };

describe(inferCategory.name, () => {
  it.each([
    ['Microsoft OLE DB Driver for SQL Server', 'Microsoft', 'database', 'category_rule'],
    ['Devart ODBC Driver for SQLite', 'Devart', 'database', 'category_rule'],
    ['NVIDIA USBC Driver', 'NVIDIA', 'driver', 'category_rule'],
    ['Microsoft Windows Desktop Runtime', 'Microsoft', 'runtime', 'category_rule'],
    ['Paradox Launcher', 'Paradox Interactive', 'game', 'category_rule'],
  ])('%s (%s) is %s, by a rule over the name', (name, publisher, category, source) => {
    expect(inferCategory(rules, name, { name: publisher })).toMatchObject({ category, source });
  });

  it('holds a rule that names publishers only for them', () => {
    expect(inferCategory(rules, 'Ubiquiti Launcher', { name: 'Ubiquiti' })).toBeUndefined();
  });

  it('keeps the rules’ order, whichever of their tests are remembered or taken together', () => {
    const ordered = compileCategoryRules({
      ...content,
      nameRules: [
        { id: 'studio', pattern: '.', publisher: '^Contoso Games$', category: 'game' },
        { id: 'driver', pattern: '\\bdrivers?\\b', category: 'driver' },
        { id: 'vendor', pattern: '.', publisher: '^Contoso', category: 'utility' },
      ],
    });
    const categoryOf = (name: string, publisher: string) => inferCategory(ordered, name, { name: publisher })?.category;
    expect(categoryOf('Contoso Driver', 'Contoso Games')).toBe('game');
    expect(categoryOf('Contoso Driver', 'Contoso Ltd')).toBe('driver');
    // The same publisher again, for another name: its remembered answer serves.
    expect(categoryOf('Contoso Tool', 'Contoso Ltd')).toBe('utility');
    expect(categoryOf('Contoso Tool', 'Contoso Games')).toBe('game');
    expect(categoryOf('Fabrikam Tool', 'Fabrikam')).toBeUndefined();
  });

  it('falls back on the publisher’s main category, and says so', () => {
    expect(inferCategory(rules, 'NVIDIA App', { name: 'NVIDIA', publisher: nvidia })).toEqual({
      category: 'driver',
      source: 'publisher_category',
      because: "the publisher's (NVIDIA) main category",
    });
  });

  it('gives nothing when neither the name nor the publisher says', () => {
    expect(inferCategory(rules, "Baldur's Gate 3", { name: 'Larian Studios' })).toBeUndefined();
    expect(inferCategory(compileCategoryRules(undefined), 'NVIDIA USBC Driver', { name: 'NVIDIA' })).toBeUndefined();
  });
});

describe(categoryFromTerms.name, () => {
  it('takes the term the content lists first, whatever the order of the source’s terms', () => {
    expect(categoryFromTerms(content, 'packageTags', ['electron', 'Music', 'chat'])).toBe('communication');
    expect(categoryFromTerms(content, 'packageTags', ['music', ' GAME '])).toBe('media');
  });

  it('says nothing for unmapped terms, sources the content does not map, or no content', () => {
    expect(categoryFromTerms(content, 'packageTags', ['python', 'tool'])).toBeUndefined();
    expect(categoryFromTerms(content, 'endoflife', ['database'])).toBeUndefined();
    expect(categoryFromTerms(undefined, 'packageTags', ['chat'])).toBeUndefined();
  });
});
