import { describe, expect, it } from 'vitest';
import { generateResetCode, normalizeResetCode } from './tokens.ts';

describe(generateResetCode.name, () => {
  it('writes 15 characters of base32 without I, L, O or U, in groups of five', () => {
    const codes = Array.from({ length: 200 }, generateResetCode);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe(normalizeResetCode.name, () => {
  it.each([
    ['7KQ2M-X9D4T-R8B3W', '7KQ2MX9D4TR8B3W'],
    ['7kq2m x9d4t r8b3w', '7KQ2MX9D4TR8B3W'],
    [' 7KQ2M - X9D4T - R8B3W ', '7KQ2MX9D4TR8B3W'],
    // Letters read for the digits they look like.
    ['OIL00', '01100'],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeResetCode(typed)).toBe(stored);
  });
});
