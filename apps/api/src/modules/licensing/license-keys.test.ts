import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PRIVATE_KEY_PEM, DEVELOPMENT_PUBLIC_KEY_PEM } from './development-keys.ts';
import { issueLicense, verifyLicense } from './license-keys.ts';

const now = new Date('2026-11-22T10:00:00Z');
const publicKeys = [DEVELOPMENT_PUBLIC_KEY_PEM];
const issue = (days = 30, customerId = 'C-1001') =>
  issueLicense({ customerId, days, privateKey: DEVELOPMENT_PRIVATE_KEY_PEM, now });

describe(verifyLicense.name, () => {
  it('accepts a key it signed, for its customer, until it expires', () => {
    const key = issue(30);
    expect(key.split('.')).toHaveLength(3);
    expect(verifyLicense(key, { publicKeys, now, customerId: 'C-1001' })).toEqual({
      valid: true,
      claims: { iss: 'rnorm', sub: 'C-1001', iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 30 * 86_400 },
    });
    const lastSecond = new Date(now.getTime() + 30 * 86_400_000 - 1_000);
    expect(verifyLicense(key, { publicKeys, now: lastSecond }).valid).toBe(true);
  });

  it('refuses an expired key, another customer, a changed payload and another signer, saying why', () => {
    const key = issue(1);
    const later = new Date(now.getTime() + 86_400_000);
    expect(verifyLicense(key, { publicKeys, now: later })).toEqual({
      valid: false,
      reason: 'The licence key expired on 2026-11-23.',
    });
    expect(verifyLicense(key, { publicKeys, now, customerId: 'C-2002' })).toEqual({
      valid: false,
      reason: 'The licence key was issued to another customer.',
    });
    const [header, , signature] = key.split('.');
    const forged = Buffer.from(JSON.stringify({ iss: 'rnorm', sub: 'C-1001', iat: 0, exp: 4_102_444_800 })).toString(
      'base64url',
    );
    expect(verifyLicense(`${header}.${forged}.${signature}`, { publicKeys, now })).toEqual({
      valid: false,
      reason: 'The licence key is not signed by the vendor.',
    });
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const foreign = issueLicense({ customerId: 'C-1001', days: 30, privateKey: stranger, now });
    expect(verifyLicense(foreign, { publicKeys, now }).valid).toBe(false);
  });

  it.each(['', 'abc', 'a.b.c', `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`])(
    'refuses %j as not a licence key',
    (token) => {
      expect(verifyLicense(token, { publicKeys, now })).toEqual({
        valid: false,
        reason: 'This is not a licence key: it has the wrong form.',
      });
    },
  );

  it('will not issue a key without a customer or for less than a day', () => {
    expect(() => issue(0)).toThrow('1 or more');
    expect(() => issue(30, ' ')).toThrow('customer id');
  });
});
