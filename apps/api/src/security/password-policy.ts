import { createRequire } from 'node:module';
import { serverMessages } from '@rnorm/contracts';

/**
 * The most common passwords, as the maintained zxcvbn-ts project lists them (49,233 from breach corpora, in lower
 * case): ASVS 2.1.7 asks that passwords attackers try first be refused. Read from the package rather than copied:
 * it is kept up to date there. Loaded at first use (about 2 MB) and kept.
 */
let commonPasswords: ReadonlySet<string> | undefined;
function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    commonPasswords = new Set(dictionary['passwords-common'] ?? []);
    if (commonPasswords.size < 10_000) throw new Error('the common password list did not load');
  }
  return commonPasswords.has(password.toLowerCase());
}

/** A username this short is too often part of a word to be refused inside a password. */
const USERNAME_MIN_LENGTH_CHECKED = 3;
/** `aaaaaaaa`, `12121212`: too few different characters to be guessed any later than the common passwords. */
const MIN_DISTINCT_CHARACTERS = 4;

/**
 * Why a new password is refused beyond the contract's length and slash rules (ASVS 2.1), or `undefined`: only
 * white space, too few different characters, one of the most common passwords, or the username in it. Passphrases
 * and any Unicode are welcome. `username` is given only where the account is known: telling a requester that the
 * password contains the username of an account they only claim would say that the account exists.
 */
export function passwordProblem(password: string, username?: string | null): string | undefined {
  if (password.trim() === '') return serverMessages.passwordBlank;
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) return serverMessages.passwordTooSimple;
  if (isCommonPassword(password)) return serverMessages.passwordTooCommon;
  const name = username?.trim().toLowerCase() ?? '';
  if (name.length >= USERNAME_MIN_LENGTH_CHECKED && password.toLowerCase().includes(name)) {
    return serverMessages.passwordHasUsername;
  }
  return undefined;
}
