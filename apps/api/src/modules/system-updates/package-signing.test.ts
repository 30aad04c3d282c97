import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PackageManifest } from '@rnorm/contracts';
import { isNewerVersion, packageProblem, sha256Of, signManifest } from './package-signing.ts';

describe(isNewerVersion.name, () => {
  it('orders numerically and ignores build metadata after +', () => {
    expect(isNewerVersion('1.10.0', '1.9.0')).toBe(true);
    expect(isNewerVersion('9.9.9', '1.0.0+8ff24514')).toBe(true);
    expect(isNewerVersion('1.0.0+aaaa', '1.0.0+bbbb')).toBe(false);
    expect(isNewerVersion('1.0.0', '1.0.1')).toBe(false);
  });
});

describe(packageProblem.name, () => {
  const vendor = generateKeyPairSync('ed25519');
  const body = Buffer.from('package bytes');
  const unsigned = { kind: 'content' as const, version: '1.1.0', sha256: sha256Of(body), bytes: body.byteLength };
  const manifest: PackageManifest = {
    ...unsigned,
    releaseNotes: '',
    builtAt: '2026-11-22T00:00:00.000Z',
    file: 'content-1.1.0.json.gz',
    signature: signManifest(unsigned, vendor.privateKey),
  };

  it('accepts the signed bytes, and names what is wrong otherwise', () => {
    expect(packageProblem(manifest, body, [vendor.publicKey])).toBeUndefined();
    expect(packageProblem(manifest, Buffer.from('package bytez'), [vendor.publicKey])).toMatch(/^its sha256 is/);
    expect(packageProblem(manifest, Buffer.from('short'), [vendor.publicKey])).toMatch(/has 5 bytes/);
    const stranger = generateKeyPairSync('ed25519');
    expect(packageProblem(manifest, body, [stranger.publicKey])).toBe('its manifest is not signed by the vendor.');
    expect(packageProblem({ ...manifest, version: '9.0.0' }, body, [vendor.publicKey])).toBe(
      'its manifest is not signed by the vendor.',
    );
  });
});
