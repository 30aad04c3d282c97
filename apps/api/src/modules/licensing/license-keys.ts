import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** What a licence key says: the customer it was issued to, and when it was issued and expires (seconds since 1970). */
export interface LicenseClaims {
  iss: 'rnorm';
  sub: string;
  iat: number;
  exp: number;
}

export type LicenseCheck = { valid: true; claims: LicenseClaims } | { valid: false; reason: string };

const HEADER = { alg: 'EdDSA', typ: 'JWT' } as const;
const DAY_SECONDS = 86_400;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function toKey(key: KeyObject | string, kind: 'private' | 'public'): KeyObject {
  if (typeof key !== 'string') return key;
  return kind === 'private' ? createPrivateKey(key) : createPublicKey(key);
}

/**
 * Signs a licence key: a JWT (EdDSA, Ed25519) for `customerId`, valid for `days` from `now`.
 *
 * @example
 * issueLicense({ customerId: '42', days: 365, privateKey: pem }); // 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.…'
 */
export function issueLicense(options: {
  customerId: string;
  days: number;
  privateKey: KeyObject | string;
  now?: Date;
}): string {
  if (!options.customerId.trim()) throw new Error('a licence needs a customer id');
  if (!Number.isInteger(options.days) || options.days < 1) {
    throw new Error('a licence lasts a whole number of days, 1 or more');
  }
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const claims: LicenseClaims = { iss: 'rnorm', sub: options.customerId, iat, exp: iat + options.days * DAY_SECONDS };
  const signingInput = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign(null, Buffer.from(signingInput), toKey(options.privateKey, 'private'));
  return `${signingInput}.${base64url(signature)}`;
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isClaims(value: unknown): value is LicenseClaims {
  const claims = value as Partial<LicenseClaims> | undefined;
  return (
    claims?.iss === 'rnorm' &&
    typeof claims.sub === 'string' &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  );
}

/**
 * Checks a licence key: its form, its signature by one of `publicKeys`, its expiry at `now`, and, when given, the
 * customer it was issued to. The reason of a refusal is written for the administrator who pasted the key.
 */
export function verifyLicense(
  token: string,
  options: { publicKeys: readonly (KeyObject | string)[]; now?: Date; customerId?: string },
): LicenseCheck {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return { valid: false, reason: 'This is not a licence key: it has the wrong form.' };
  const [header, payload, signature] = parts as [string, string, string];
  const parsedHeader = parseJson(header) as { alg?: unknown } | undefined;
  const claims = parseJson(payload);
  if (parsedHeader?.alg !== HEADER.alg || !isClaims(claims)) {
    return { valid: false, reason: 'This is not a licence key: it has the wrong form.' };
  }
  const data = Buffer.from(`${header}.${payload}`);
  const signed = options.publicKeys.some((key) =>
    verify(null, data, toKey(key, 'public'), Buffer.from(signature, 'base64url')),
  );
  if (!signed) return { valid: false, reason: 'The licence key is not signed by the vendor.' };
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (claims.exp <= now) {
    return {
      valid: false,
      reason: `The licence key expired on ${new Date(claims.exp * 1000).toISOString().slice(0, 10)}.`,
    };
  }
  if (options.customerId !== undefined && claims.sub !== options.customerId) {
    return { valid: false, reason: 'The licence key was issued to another customer.' };
  }
  return { valid: true, claims };
}
