import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '@rnorm/inventory-files';
import { parseCommandLine, parseCount } from './parse-command-line.ts';

describe(parseCommandLine.name, () => {
  const options = { in: { type: 'string' }, quiet: { type: 'boolean' } } as const;

  it('reads known options', () => {
    expect(parseCommandLine(['--in', 'a.csv', '--quiet'], options, 'usage')).toEqual({ in: 'a.csv', quiet: true });
  });

  it('turns an unknown option into an InvalidInputError with the usage', () => {
    expect(() => parseCommandLine(['--inn', 'a.csv'], options, 'USAGE TEXT')).toThrow(InvalidInputError);
    expect(() => parseCommandLine(['--inn', 'a.csv'], options, 'USAGE TEXT')).toThrow(/--inn[\s\S]*USAGE TEXT/);
  });
});

describe(parseCount.name, () => {
  it.each([
    [undefined, 5],
    ['1000000', 1_000_000],
    ['1_000_000', 1_000_000],
  ])('%j → %d', (value, count) => {
    expect(parseCount(value, '--rows', 5)).toBe(count);
  });

  it.each(['0', '-3', '1.5', 'many', ''])('rejects %j', (value) => {
    expect(() => parseCount(value, '--rows', 5)).toThrow(/--rows must be a whole number of at least 1/);
  });
});
