import { describe, expect, it } from 'vitest';
import { compileLocalizedWords, inEnglish } from './localized-words.ts';

const localized = compileLocalizedWords({
  Runtime: ['런타임', 'Laufzeit', 'Laufzeitumgebung'],
  Types: ['Typen'],
  for: ['für'],
  'Remote Desktop Connection': ['Connexion Bureau à Distance'],
});

describe(inEnglish.name, () => {
  it.each([
    ['Microsoft Edge WebView2 런타임', 'Microsoft Edge WebView2 Runtime'],
    ['Microsoft-System-CLR-Typen für SQL Server 2019', 'Microsoft-System-CLR-Types for SQL Server 2019'],
    ['Java Laufzeitumgebung 8', 'Java Runtime 8'],
    ['connexion bureau à  distance', 'Remote Desktop Connection'],
    // Only whole words: a word that holds a spelling is another word.
    ['Fürstenberg Tools', 'Fürstenberg Tools'],
    ['Mozilla Firefox', 'Mozilla Firefox'],
  ])('%j → %j', (title, expected) => {
    expect(inEnglish(title, localized)).toBe(expected);
  });

  it('leaves every title as it is when the content has no localized words', () => {
    expect(inEnglish('Microsoft Edge WebView2 런타임', compileLocalizedWords({}))).toBe(
      'Microsoft Edge WebView2 런타임',
    );
  });
});
