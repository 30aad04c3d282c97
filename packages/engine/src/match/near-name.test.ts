import { describe, expect, it } from 'vitest';
import { compactKey, isOneSlipApart } from './near-name.ts';

describe(compactKey.name, () => {
  it.each([
    ['notepad ++', 'notepad++'],
    ['7 zip', '7zip'],
    ['google chrome', 'googlechrome'],
  ])('%j → %j', (key, compact) => {
    expect(compactKey(key)).toBe(compact);
  });
});

describe(isOneSlipApart.name, () => {
  it.each([
    ['googel chrome', 'google chrome'],
    ['adobe acrobat reder dc', 'adobe acrobat reader dc'],
    ['mozilla firefoxx', 'mozilla firefox'],
    ['microsoft tems', 'microsoft teams'],
    ['microsoft teaks', 'microsoft teams'],
  ])('%j and %j are one slip apart', (a, b) => {
    expect(isOneSlipApart(a, b)).toBe(true);
    expect(isOneSlipApart(b, a)).toBe(true);
  });

  it.each([
    // Another release, not a slip.
    ['visual c 2012 redistributable', 'visual c 2013 redistributable'],
    ['jdk 17 runtime', 'jdk 11 runtime'],
    ['4k video downloader+', '4k video downloader'],
    // Two slips, or short names.
    ['gogel chrome', 'google chrome'],
    ['xbox', 'xbax'],
    ['google chrome', 'google chrome'],
    ['google chrome beta', 'google chrome'],
  ])('%j and %j are not', (a, b) => {
    expect(isOneSlipApart(a, b)).toBe(false);
  });
});
