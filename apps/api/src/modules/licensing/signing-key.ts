import { readFileSync } from 'node:fs';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { DEVELOPMENT_PRIVATE_KEY_PEM } from './development-keys.ts';

/**
 * The vendor's Ed25519 private key for signing licence keys and packages: the file given (`--key`), else the file
 * named by `RNORM_LICENSE_SIGNING_KEY_FILE`, else the development key (which only non-production installs trust).
 * Throws with the file's name when it cannot be read or holds no private key.
 */
export function resolveSigningKey(
  keyFile: string | undefined,
  env: NodeJS.ProcessEnv,
): { privateKey: KeyObject; file: string | undefined } {
  const file = keyFile ?? env.RNORM_LICENSE_SIGNING_KEY_FILE;
  if (!file) return { privateKey: createPrivateKey(DEVELOPMENT_PRIVATE_KEY_PEM), file: undefined };
  let pem;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the signing key ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return { privateKey: createPrivateKey(pem), file };
  } catch (error) {
    throw new Error(`Cannot sign with ${file}: ${(error as Error).message}`, { cause: error });
  }
}

export const DEVELOPMENT_KEY_NOTICE =
  'Signed with the development key: only installs that are not in production mode accept it.\n';
