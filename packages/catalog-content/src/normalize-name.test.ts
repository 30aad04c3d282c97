import { describe, expect, it } from 'vitest';
import { compactName, normalizeName, toKey } from './normalize-name.ts';

describe(normalizeName.name, () => {
  it('folds case, accents and punctuation', () => {
    expect(normalizeName('  Node.js ')).toBe('node js');
    expect(normalizeName('Café—Bär  (Pro)')).toBe('cafe bar pro');
  });

  it('keeps + and #, which tell products apart', () => {
    expect(normalizeName('Notepad++')).toBe('notepad++');
    expect(normalizeName('Notepad--')).toBe('notepad');
  });

  it('keeps letters of other scripts', () => {
    expect(normalizeName('115浏览器')).toBe('115浏览器');
  });
});

describe(compactName.name, () => {
  it('drops the spaces', () => {
    expect(compactName('Google Chrome')).toBe('googlechrome');
  });
});

describe(toKey.name, () => {
  it('joins the words with hyphens', () => {
    expect(toKey('Python Software Foundation')).toBe('python-software-foundation');
    expect(toKey('JetBrains')).toBe('jetbrains');
  });
});
