import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 6 ms per hash on the project machine.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown username cannot be told apart by the answer's delay. */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password, never valid');
  await verifyPassword(await decoyHash, password);
}
