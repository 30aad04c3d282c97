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
