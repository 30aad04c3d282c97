import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS, overLimitReason } from './input-limits.ts';

describe(overLimitReason.name, () => {
  it.each([
    ['a real row', { publisher: 'Igor Pavlov', title: '7-Zip 23.01 (x64)', version: '23.01' }, undefined],
    ['missing fields', { title: 'Notepad++' }, undefined],
    ['a title of exactly the limit', { title: 't'.repeat(INPUT_LIMITS.title) }, undefined],
    [
      'a title one character over',
      { title: 't'.repeat(INPUT_LIMITS.title + 1) },
      'The title is 1,025 characters long; at most 1,024 are read. The row was not normalized: check the export.',
    ],
    [
      'a pasted document as publisher',
      { publisher: 'p'.repeat(200_000), title: 'Contoso Tool' },
      'The publisher is 200,000 characters long; at most 1,024 are read. The row was not normalized: check the export.',
    ],
    [
      'a version over 256',
      { title: 'Contoso Tool', version: '1'.repeat(257) },
      'The version is 257 characters long; at most 256 are read. The row was not normalized: check the export.',
    ],
  ])('%s', (_, row, expected) => {
    expect(overLimitReason(row)).toBe(expected);
  });

  it('reads only the fields asked for: a publisher job ignores a long title', () => {
    expect(overLimitReason({ publisher: 'Mozilla', title: 'x'.repeat(5000) }, ['publisher'])).toBeUndefined();
  });
});
