import { describe, expect, it } from 'vitest';
import { classifyTitle, compileIgnoreRules, ignoreReason } from './classify-title.ts';

const rules = compileIgnoreRules([
  { id: 'kb-article', pattern: '\\bKB\\d{6,7}\\b', reason: 'Windows update identified by a KB article.' },
  { id: 'hotfix', pattern: '^hotfix for\\b', reason: 'Hotfix.' },
  { id: 'broken', pattern: '(', reason: 'never compiles' },
]);

describe(classifyTitle.name, () => {
  it.each([
    ['Security Update for Microsoft Excel 2013 (KB4484119) 32-Bit Edition', 'kb-article'],
    ['2024-01 Cumulative Update for Windows 11 Version 23H2 for x64-based Systems (KB5034123)', 'kb-article'],
    ['Hotfix for Microsoft Visual Studio 2007 Tools for Applications - ENU', 'hotfix'],
  ])('ignores %j', (title, id) => {
    expect(classifyTitle(title, rules)?.rule.id).toBe(id);
  });

  it.each(['Java 8 Update 381', 'Microsoft Update Health Tools', 'KeePass Password Safe 2.55', 'Google Update Helper'])(
    'keeps %j',
    (title) => {
      expect(classifyTitle(title, rules)).toBeUndefined();
    },
  );

  it('skips a rule that does not compile', () => {
    expect(rules.map((r) => r.id)).toEqual(['kb-article', 'hotfix']);
  });

  it.each([
    ['CUBLAS Development', 'NVIDIA Corporation', 'cuda-toolkit-component'],
    ['CUBLAS Development', 'Contoso Labs', undefined],
    ['Terminal', '', 'macos-built-in'],
    ['Terminal', 'Apple Inc.', 'macos-built-in'],
    ['Terminal', 'Contoso Labs', undefined],
  ])('ignores %j from %j only when the rule is for that publisher', (title, publisher, id) => {
    const scoped = compileIgnoreRules([
      { id: 'cuda-toolkit-component', pattern: '^CU[A-Z]{2,} Development$', publisher: '^NVIDIA\\b', reason: 'CUDA.' },
      { id: 'macos-built-in', pattern: '^Terminal$', publisher: '^(?:Apple(?: Inc\\.?)?)?$', reason: 'macOS.' },
    ]);
    expect(classifyTitle(title, scoped, publisher)?.rule.id).toBe(id);
  });

  describe('a rule naming the product the row is a part of', () => {
    const parts = compileIgnoreRules([
      {
        id: 'fonts-package',
        pattern: '^(?<parent>.+?)[ -]fonts?(?: [\\d.]+)?$',
        reason: 'A fonts package of {parent}, listed beside it.',
      },
    ]);
    // The catalog's products, as parentProductLookup (match/parent-product.ts) answers for a real catalog.
    const known: Record<string, string> = {
      Xming: 'Xming (Colin Harrison)',
      'GPL Ghostscript': 'Ghostscript (Artifex)',
    };
    const parentOf = (text: string) => known[text];

    it.each([
      ['Xming-fonts 7.5.0.25', 'A fonts package of Xming (Colin Harrison), listed beside it.'],
      ['GPL Ghostscript Fonts', 'A fonts package of Ghostscript (Artifex), listed beside it.'],
    ])('ignores %j, naming its product', (title, reason) => {
      const ignored = classifyTitle(title, parts, '', parentOf);
      expect(ignored && ignoreReason(ignored)).toBe(reason);
    });

    it.each(['Noto Sans Fonts', 'Comfortaa Fonts', 'Connect Fonts'])(
      'keeps %j: a product of its own, or of none known',
      (title) => {
        expect(classifyTitle(title, parts, '', parentOf)).toBeUndefined();
      },
    );
  });
});
