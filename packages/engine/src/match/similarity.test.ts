import { describe, expect, it } from 'vitest';
import { extraLineNumbers, isOtherProductForm, nameFeatures, nameSimilarity } from './similarity.ts';

describe(isOtherProductForm.name, () => {
  it.each([
    // A component word more or less: a separate install of the same family.
    ['microsoft mpi', 'microsoft mpi sdk', true],
    ['microsoft mpi sdk', 'microsoft mpi', true],
    ['zoom', 'zoom outlook plugin', true],
    ['microsoft visual c++ 2013', 'microsoft visual c++ 2013 redistributable', true],
    ['nvidia graphics', 'nvidia graphics driver', true],
    ['forticlient vpn', 'forticlient', true],
    ['microsoft support and recovery assistant', 'microsoft support and recovery assistant command line', true],
    // Another `+` or `#`.
    ['4k video downloader+', '4k video downloader', true],
    ['notepad', 'notepad++', true],
    // Spelling variants and other extra words are for the similarity score to judge.
    ['foxit reader', 'foxit pdf reader', false],
    ['mozila firefox', 'mozilla firefox', false],
    ['adobe acrobat reader dc', 'adobe acrobat reader', false],
    ['microsoft mpi', 'microsoft mpi', false],
  ])('%j / %j → %s', (a, b, expected) => {
    expect(isOtherProductForm(a, b)).toBe(expected);
  });
});

describe(nameSimilarity.name, () => {
  it('halves the score of names with different numbers', () => {
    const same = nameSimilarity(nameFeatures('visual c++ 2013'), nameFeatures('visual c++ 2013'));
    const other = nameSimilarity(nameFeatures('visual c++ 2013'), nameFeatures('visual c++ 2015'));
    expect(same).toBe(1);
    expect(other).toBeLessThan(0.5);
  });
});

describe(extraLineNumbers.name, () => {
  it.each([
    ['sublime text', 'sublime text 3', ['3']],
    ['sublime text 4', 'sublime text 3', ['3']],
    // The row's own number is no extra one.
    ['bluebeam revu 21', 'bluebeam revu 21', undefined],
    ['bluebeam revu 21', 'bluebeam revu', []],
    // Other words differ: not a question of lines.
    ['sublime text', 'sublime merge 2', undefined],
  ])('%j / %j → %j', (row, candidate, expected) => {
    expect(extraLineNumbers(row, candidate)).toEqual(expected);
  });
});
