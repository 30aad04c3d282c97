import { describe, expect, it } from 'vitest';
import { compareVersions, isComparableVersion } from './compare-versions.ts';

const PRE_RELEASE = new Set(['alpha', 'beta', 'rc', 'preview']);
const sign = (a: string, b: string) => Math.sign(compareVersions(a, b, PRE_RELEASE));

describe(compareVersions.name, () => {
  it.each([
    // Numbers as numbers, not text.
    ['138.0.7204.96', '138.0.7204.100', -1],
    ['6.23', '7.00', -1],
    ['24.09', '24.9', 0],
    ['7', '7.0.0', 0],
    // OpenSSL's letter releases come after the numbered one, and in letter order.
    ['1.1.1', '1.1.1w', -1],
    ['1.1.1w', '1.1.1ze', -1],
    // A pre-release comes before its release.
    ['3.0.0-beta1', '3.0.0', -1],
    ['3.0.0-rc1', '3.0.0-beta2', 1],
    ['3.0.0rc1', '3.0.0', -1],
  ])('%s against %s: %i', (a, b, expected) => {
    expect(sign(a, b)).toBe(expected);
    expect(sign(b, a)).toBe(-expected || 0);
  });
});

describe(isComparableVersion.name, () => {
  it.each([
    ['3.0.2', true],
    ['1.1.1w', true],
    ['-', false],
    ['*', false],
    ['', false],
  ])('%j: %s', (version, expected) => {
    expect(isComparableVersion(version)).toBe(expected);
  });
});
