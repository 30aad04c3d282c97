import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit secret, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Keys and tokens are stored only as this digest. SHA-256 suffices: the input is 256 random bits, not a password. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Printable password for the first admin when none is configured. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

// Crockford's base32: no I, L, O or U, so a code read over the phone cannot be mistyped as another letter.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A one-time password reset code an administrator hands to a user out of band: 15 characters of base32 (75
 * random bits), in groups of five ("7KQ2M-X9D4T-R8B3W"). Online guessing is hopeless: the code also needs the
 * account's e-mail and company, expires, and works once.
 */
export function generateResetCode(): string {
  const bytes = randomBytes(15);
  const characters = [...bytes].map((byte) => CODE_ALPHABET[byte % 32]);
  return [0, 5, 10].map((start) => characters.slice(start, start + 5).join('')).join('-');
}

/** A reset code as typed, the way it is stored: upper case, without spaces or dashes; O read as 0, I and L as 1. */
export function normalizeResetCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
