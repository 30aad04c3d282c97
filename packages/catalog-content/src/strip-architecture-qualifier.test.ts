import { describe, expect, it } from 'vitest';
import { stripArchitectureQualifier } from './strip-architecture-qualifier.ts';

describe(stripArchitectureQualifier.name, () => {
  it.each([
    ['Microsoft Visual C++ 2015-2022 Redistributable (x64)', 'Microsoft Visual C++ 2015-2022 Redistributable'],
    ['SyncBackPro x64', 'SyncBackPro'],
    ['Tool (64-bit)', 'Tool'],
    ['Tool 64-bit', 'Tool'],
    ['Tool 32 bit', 'Tool'],
    ['Tool - ARM64', 'Tool'],
    ['Tool (Win64)', 'Tool'],
  ])('%s → %s', (name, expected) => {
    expect(stripArchitectureQualifier(name)).toBe(expected);
  });

  it('keeps names without a trailing qualifier, or made only of one', () => {
    expect(stripArchitectureQualifier('Win64 OpenSSL')).toBe('Win64 OpenSSL');
    expect(stripArchitectureQualifier('Tool Win64')).toBe('Tool Win64');
    expect(stripArchitectureQualifier('Mozilla Firefox (x64 en-US)')).toBe('Mozilla Firefox (x64 en-US)');
    expect(stripArchitectureQualifier('x64')).toBe('x64');
    expect(stripArchitectureQualifier('Hex64bit')).toBe('Hex64bit');
  });
});
