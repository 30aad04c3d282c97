import { existsSync, readFileSync } from 'node:fs';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { DEVELOPMENT_PUBLIC_KEY_PEM } from './development-keys.ts';

/**
 * The public keys a licence key may be signed with. The vendor's comes from `RNORM_LICENSE_PUBLIC_KEY` (the PEM
 * itself, or the path of a file holding it); outside production mode the development key is trusted too, so that
 * keys from `npm run license:issue` work in development and tests. Production without a vendor key is refused.
 */
export function trustedLicenseKeys(env: NodeJS.ProcessEnv): KeyObject[] {
  const configured = env.RNORM_LICENSE_PUBLIC_KEY?.trim();
  const vendor = configured
    ? createPublicKey(configured.includes('BEGIN PUBLIC KEY') ? configured : readKeyFile(configured))
    : undefined;
  if (env.RNORM_MODE === 'production') {
    if (!vendor) throw new Error('RNORM_MODE=production needs RNORM_LICENSE_PUBLIC_KEY (the vendor public key).');
    return [vendor];
  }
  return [...(vendor ? [vendor] : []), createPublicKey(DEVELOPMENT_PUBLIC_KEY_PEM)];
}

function readKeyFile(path: string): string {
  if (!existsSync(path)) throw new Error(`RNORM_LICENSE_PUBLIC_KEY names no file and holds no PEM key: ${path}`);
  return readFileSync(path, 'utf8');
}
