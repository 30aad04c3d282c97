import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import { compareVersions } from '@rnorm/catalog-content';
import type { PackageManifest } from '@rnorm/contracts';

type SignedFields = Pick<PackageManifest, 'kind' | 'version' | 'sha256' | 'bytes'>;

/** The text a package's signature covers: what it is, which version, and the exact bytes (by hash and length). */
export function manifestSignedText(manifest: SignedFields): string {
  return ['rnorm-package:v1', manifest.kind, manifest.version, manifest.sha256, String(manifest.bytes)].join('\n');
}

export const sha256Of = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Signs a package manifest with the vendor's Ed25519 key (base64url). */
export function signManifest(manifest: SignedFields, privateKey: KeyObject): string {
  return sign(null, Buffer.from(manifestSignedText(manifest)), privateKey).toString('base64url');
}

export function isManifestSigned(manifest: PackageManifest, publicKeys: readonly KeyObject[]): boolean {
  const signature = Buffer.from(manifest.signature, 'base64url');
  const text = Buffer.from(manifestSignedText(manifest));
  return publicKeys.some((key) => {
    try {
      return verify(null, text, key, signature);
    } catch {
      return false;
    }
  });
}

/**
 * Why a downloaded package must not be used, or undefined when it is the package its manifest describes and the
 * vendor signed that manifest.
 */
export function packageProblem(
  manifest: PackageManifest,
  body: Uint8Array,
  publicKeys: readonly KeyObject[],
): string | undefined {
  if (body.byteLength !== manifest.bytes) {
    return `the package has ${body.byteLength} bytes where its manifest says ${manifest.bytes}.`;
  }
  const digest = sha256Of(body);
  if (digest !== manifest.sha256) return `its sha256 is ${digest} where the manifest says ${manifest.sha256}.`;
  if (!isManifestSigned(manifest, publicKeys)) return 'its manifest is not signed by the vendor.';
  return undefined;
}

/** Version order of packages: the catalog's natural order, where build metadata after `+` does not count. */
export function comparePackageVersions(a: string, b: string): number {
  const release = (version: string) => version.split('+')[0]!;
  return compareVersions(release(a), release(b));
}

export const isNewerVersion = (candidate: string, current: string) => comparePackageVersions(candidate, current) > 0;
