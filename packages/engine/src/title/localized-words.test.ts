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
    // An export that could not encode a letter wrote U+FFFD for it: the spelling is still told by its other letters.
    ['Microsoft-System-CLR-Typen f\uFFFDr SQL Server 2019', 'Microsoft-System-CLR-Types for SQL Server 2019'],
    ['Connexion Bureau \uFFFD Distance', 'Remote Desktop Connection'],
    // Not a spelling with every letter lost, nor a lost letter inside a longer word.
    ['Microsoft Edge WebView2 \uFFFD\uFFFD\uFFFD', 'Microsoft Edge WebView2 \uFFFD\uFFFD\uFFFD'],
    ['F\uFFFDrstenberg f\uFFFDrs', 'F\uFFFDrstenberg f\uFFFDrs'],
  ])('%j → %j', (title, expected) => {
    expect(inEnglish(title, localized)).toBe(expected);
  });

  it('leaves every title as it is when the content has no localized words', () => {
    expect(inEnglish('Microsoft Edge WebView2 런타임', compileLocalizedWords({}))).toBe(
      'Microsoft Edge WebView2 런타임',
    );
  });

  it('finds no lost spelling that two words share', () => {
    // "für" and "fér" are both "f\uFFFDr" once lost: which word it was, the letters left do not tell.
    const shared = compileLocalizedWords({ for: ['für'], iron: ['fér'] });
    expect(inEnglish('Tools f\uFFFDr Windows', shared)).toBe('Tools f\uFFFDr Windows');
    expect(inEnglish('Tools für Windows', shared)).toBe('Tools for Windows');
  });
});
