import { describe, expect, it } from 'vitest';
import { packageFamily, packageIdOfSource } from './package-family.ts';

describe(packageFamily.name, () => {
  it.each([
    ['7S2P.Effie.CN', '7S2P.Effie'],
    ['7S2P.Effie', '7S2P.Effie'],
    ['Microsoft.VCRedist.2015+.x64', 'Microsoft.VCRedist'],
    ['Single', 'Single'],
  ])('%s → %s', (id, family) => {
    expect(packageFamily(id)).toBe(family);
  });
});

describe(packageIdOfSource.name, () => {
  it('reads the package id of a winget-arp source, nothing else', () => {
    expect(packageIdOfSource('winget-arp|7S2P.Effie.CN|2.2.17|publisher-inherited')).toBe('7S2P.Effie.CN');
    expect(packageIdOfSource('curated|x|1')).toBeUndefined();
    expect(packageIdOfSource('')).toBeUndefined();
  });
});
