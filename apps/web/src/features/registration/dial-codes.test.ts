import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_ISO, dialCountries, findDialCountry, searchDialCountries } from './dial-codes.ts';

describe('dial countries', () => {
  it('defaults to the United States, +1', () => {
    expect(findDialCountry(DEFAULT_COUNTRY_ISO)).toEqual({ iso: 'us', name: 'United States', dialCode: '+1' });
  });

  it('has unique ISO codes and well-formed dial codes', () => {
    expect(new Set(dialCountries.map((country) => country.iso)).size).toBe(dialCountries.length);
    for (const country of dialCountries) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
  });
});

describe(searchDialCountries.name, () => {
  it('finds countries by name, ignoring case', () => {
    expect(searchDialCountries('GERM').map((country) => country.iso)).toEqual(['de']);
  });

  it('finds countries by ISO code and by dial code', () => {
    expect(searchDialCountries('in').map((country) => country.iso)).toContain('in');
    expect(searchDialCountries('+44').map((country) => country.iso)).toEqual(['gb']);
    expect(searchDialCountries('91').map((country) => country.iso)).toContain('in');
  });

  it('lists every country for an empty search', () => {
    expect(searchDialCountries('  ')).toHaveLength(dialCountries.length);
  });
});
