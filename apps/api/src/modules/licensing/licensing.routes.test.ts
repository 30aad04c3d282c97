import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validationMessages } from '@rnorm/contracts';
import { buildUpdateServer } from '../../update-server-app.ts';
import { DEVELOPMENT_PRIVATE_KEY_PEM } from './development-keys.ts';
import { issueLicense } from './license-keys.ts';
import { trustedLicenseKeys } from './trusted-keys.ts';

const vendor = generateKeyPairSync('ed25519');
const vendorPublicPem = vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('POST /v2/rnorm_validate_license', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildUpdateServer({
      publicKeys: trustedLicenseKeys({ RNORM_MODE: 'production', RNORM_LICENSE_PUBLIC_KEY: vendorPublicPem }),
      logLevel: 'silent',
    });
  });
  afterAll(() => app.close());

  const validate = (license_jwt: unknown) =>
    app.inject({ method: 'POST', url: '/v2/rnorm_validate_license', payload: { license_jwt } });

  it('answers success with the customer and the expiry for a key the vendor signed', async () => {
    const now = new Date();
    const key = issueLicense({ customerId: 'C-42', days: 365, privateKey: vendor.privateKey, now });
    const response = await validate(key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'The licence key is valid.',
      customer_id: 'C-42',
      expires_at: new Date(Math.floor(now.getTime() / 1000) * 1000 + 365 * 86_400_000).toISOString(),
    });
  });

  it('answers 403 with the reason for an expired key, and for a development key in production', async () => {
    const expired = issueLicense({
      customerId: 'C-42',
      days: 1,
      privateKey: vendor.privateKey,
      now: new Date('2020-01-01T00:00:00Z'),
    });
    const refused = await validate(expired);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: 'The licence key expired on 2020-01-02.' });
    const development = issueLicense({ customerId: 'C-42', days: 30, privateKey: DEVELOPMENT_PRIVATE_KEY_PEM });
    expect((await validate(development)).statusCode).toBe(403);
    expect((await validate(development)).json()).toEqual({
      status: 'error',
      message: 'The licence key is not signed by the vendor.',
    });
  });

  it('lets the setup wizard call it from another origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v2/rnorm_validate_license',
      headers: { origin: 'http://rnorm.example:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('content-type');
    const key = issueLicense({ customerId: 'C-42', days: 30, privateKey: vendor.privateKey });
    const response = await app.inject({
      method: 'POST',
      url: '/v2/rnorm_validate_license',
      headers: { origin: 'http://rnorm.example:8080' },
      payload: { license_jwt: key },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it("refuses a request without a key with the spec's message", async () => {
    for (const body of [undefined, '', '   ']) {
      const response = await validate(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(validationMessages.licenseKeyRequired);
    }
  });
});

describe(trustedLicenseKeys.name, () => {
  it('trusts the development key outside production, and the vendor key from a PEM or a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rnorm-vendor-')), 'vendor.pub.pem');
    writeFileSync(file, vendorPublicPem);
    expect(trustedLicenseKeys({})).toHaveLength(1);
    expect(trustedLicenseKeys({ RNORM_LICENSE_PUBLIC_KEY: file })).toHaveLength(2);
    expect(trustedLicenseKeys({ RNORM_MODE: 'production', RNORM_LICENSE_PUBLIC_KEY: file })).toHaveLength(1);
  });

  it('refuses production without a vendor key, and a key setting that is neither a PEM nor a file', () => {
    expect(() => trustedLicenseKeys({ RNORM_MODE: 'production' })).toThrow('needs RNORM_LICENSE_PUBLIC_KEY');
    expect(() => trustedLicenseKeys({ RNORM_LICENSE_PUBLIC_KEY: '/nope/vendor.pem' })).toThrow('names no file');
  });
});
