import { describe, expect, it } from 'vitest';
import { createPublisherRegistry } from './publisher-registry.ts';

const createSut = () =>
  createPublisherRegistry({
    authored: [
      { id: 'microsoft', name: 'Microsoft', aliases: ['MSFT'], website: 'https://www.microsoft.com' },
      { id: 'mozilla', name: 'Mozilla', aliases: ['Mozilla Foundation'] },
    ],
    legalSuffixes: ['Corporation', 'Inc.', 'Inc', 's.r.o.'],
    placeholders: ['Unknown'],
  });

describe(createPublisherRegistry.name, () => {
  it('resolves spellings of authored publishers and records them as aliases', () => {
    const sut = createSut();
    expect(sut.resolve('Microsoft Corporation')).toBe('microsoft');
    expect(sut.resolve('MOZILLA FOUNDATION')).toBe('mozilla');
    expect(sut.resolve('msft')).toBe('microsoft');
    expect(sut.get('microsoft')?.aliases).toEqual(['MSFT', 'Microsoft Corporation']);
    expect(sut.get('mozilla')?.aliases).toEqual(['Mozilla Foundation']);
  });

  it('creates a publisher named without its legal suffix for an unknown spelling', () => {
    const sut = createSut();
    expect(sut.resolve('JetBrains s.r.o.')).toBe('jetbrains');
    expect(sut.resolve('JetBrains')).toBe('jetbrains');
    expect(sut.get('jetbrains')).toEqual({ id: 'jetbrains', name: 'JetBrains', aliases: ['JetBrains s.r.o.'] });
  });

  it('resolves nothing for empty and placeholder texts', () => {
    const sut = createSut();
    expect(sut.resolve('  ')).toBeUndefined();
    expect(sut.resolve('unknown')).toBeUndefined();
  });

  it('refuses an alias that already names another publisher', () => {
    const sut = createSut();
    sut.addAlias('mozilla', 'Microsoft Corporation');
    sut.addAlias('mozilla', 'Unknown');
    sut.addAlias('mozilla', 'Mozilla Corporation');
    expect(sut.get('mozilla')?.aliases).toEqual(['Mozilla Foundation', 'Mozilla Corporation']);
  });

  it('prefers, among the websites sources give, the one nearest a site root; an authored website stays', () => {
    const sut = createSut();
    sut.ensure('suse', 'SUSE');
    sut.setWebsite('suse', 'https://github.com/rancher-sandbox/rancher-desktop');
    sut.setWebsite('suse', 'not a url');
    expect(sut.get('suse')?.website).toBe('https://github.com/rancher-sandbox/rancher-desktop');
    sut.setWebsite('suse', 'https://www.suse.com/');
    sut.setWebsite('suse', 'https://www.suse.com/products/');
    expect(sut.get('suse')?.website).toBe('https://www.suse.com/');
    sut.setWebsite('microsoft', 'https://microsoft.example');
    expect(sut.get('microsoft')?.website).toBe('https://www.microsoft.com');
  });

  it('lists authored publishers first, then imported ones by key, and sets missing websites only', () => {
    const sut = createSut();
    sut.ensure('zeta', 'Zeta');
    sut.ensure('alpha', 'Alpha');
    sut.setWebsite('alpha', 'https://alpha.example');
    sut.setWebsite('microsoft', 'https://example.com');
    expect(sut.list().map((publisher) => publisher.id)).toEqual(['microsoft', 'mozilla', 'alpha', 'zeta']);
    expect(sut.get('alpha')?.website).toBe('https://alpha.example');
    expect(sut.get('microsoft')?.website).toBe('https://www.microsoft.com');
  });

  it('names a publisher known only by an identifier from its words, and keeps the identifier as an alias', () => {
    const sut = createSut();
    expect(sut.ensureFromIdentifier('UniversityOfEdinburgh')).toBe('universityofedinburgh');
    expect(sut.get('universityofedinburgh')).toEqual({
      id: 'universityofedinburgh',
      name: 'University of Edinburgh',
      aliases: ['UniversityOfEdinburgh'],
      nameFromIdentifier: true,
    });
    // The same identifier, or a spelling of it, finds that publisher again.
    expect(sut.ensureFromIdentifier('UniversityOfEdinburgh')).toBe('universityofedinburgh');
    expect(sut.find('University of Edinburgh')).toBe('universityofedinburgh');
  });

  it('finds the publisher a source already spelled for an identifier instead of making a second one', () => {
    const sut = createSut();
    expect(sut.resolve('Igor Pavlov')).toBe('igor-pavlov');
    expect(sut.ensureFromIdentifier('IgorPavlov')).toBe('igor-pavlov');
    expect(sut.resolve('Palo Alto Networks, Inc.')).toBe('palo-alto-networks');
    expect(sut.ensureFromIdentifier('PaloAltoNetworksInc')).toBe('palo-alto-networks');
    expect(sut.get('igor-pavlov')?.aliases).toContain('IgorPavlov');
  });

  it('takes the first spelled name a source gives a publisher named from an identifier', () => {
    const sut = createSut();
    const key = sut.ensureFromIdentifier('AnalogDevicesInc');
    expect(sut.get(key)?.name).toBe('AnalogDevices');
    // An identifier-like spelling teaches nothing; a written one replaces the guess.
    expect(sut.resolve('AnalogDevicesInc')).toBe(key);
    expect(sut.get(key)?.name).toBe('AnalogDevices');
    expect(sut.resolve('Analog Devices Inc.')).toBe(key);
    expect(sut.get(key)).toMatchObject({ name: 'Analog Devices', aliases: expect.arrayContaining(['AnalogDevices']) });
    expect(sut.get(key)?.nameFromIdentifier).toBeUndefined();
    expect(sut.resolve('ANALOG DEVICES')).toBe(key);
    expect(sut.get(key)?.name).toBe('Analog Devices');
  });
});
