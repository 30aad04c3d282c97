import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createTrigramVocabulary,
  diceCoefficient,
  extraLineNumbers,
  frozenVocabulary,
  gramDice,
  markGrams,
  isOtherProductForm,
  nameFeatures,
  nameSimilarity,
  sharedGramCount,
  sharedMarkedCount,
  trigrams,
} from './similarity.ts';

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
    const words = createTrigramVocabulary();
    const same = nameSimilarity(nameFeatures('visual c++ 2013', words), nameFeatures('visual c++ 2013', words));
    const other = nameSimilarity(nameFeatures('visual c++ 2013', words), nameFeatures('visual c++ 2015', words));
    expect(same).toBe(1);
    expect(other).toBeLessThan(0.5);
  });
});

describe(gramDice.name, () => {
  it('is the Dice coefficient of the two names’ trigram sets', () => {
    const name = fc.stringMatching(/^[a-z0-9+ ]{0,24}$/);
    fc.assert(
      fc.property(name, name, (a, b) => {
        const words = createTrigramVocabulary();
        expect(gramDice(nameFeatures(a, words), nameFeatures(b, words))).toBeCloseTo(
          diceCoefficient(trigrams(a), trigrams(b)),
          12,
        );
      }),
    );
  });

  it('counts shared trigrams alike by merging ids and by marks, and leaves the marks clear', () => {
    const name = fc.stringMatching(/^[a-z0-9+ ]{0,24}$/);
    const words = createTrigramVocabulary();
    const marks = new Uint8Array(38 ** 3); // every trigram of the alphabet
    fc.assert(
      fc.property(name, name, (a, b) => {
        const [first, second] = [nameFeatures(a, words), nameFeatures(b, words)];
        markGrams(marks, first, 1);
        const marked = sharedMarkedCount(marks, second);
        markGrams(marks, first, 0);
        expect(marked).toBe(sharedGramCount(first, second));
        expect(marks.every((mark) => mark === 0)).toBe(true);
      }),
    );
  });

  it('counts a query’s trigrams that no catalog name has in its size, and shares none of them', () => {
    const words = createTrigramVocabulary();
    const catalogName = nameFeatures('notepad', words);
    const query = nameFeatures('notepad plus', frozenVocabulary(words));
    expect(query.gramCount).toBe(trigrams('notepad plus').size);
    expect(query.gramIds.length).toBeLessThan(query.gramCount);
    expect(gramDice(query, catalogName)).toBeCloseTo(
      diceCoefficient(trigrams('notepad plus'), trigrams('notepad')),
      12,
    );
    // The frozen vocabulary learnt nothing from the query.
    expect(words.ids.size).toBe(trigrams('notepad').size);
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
