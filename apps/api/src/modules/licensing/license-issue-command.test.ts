import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PUBLIC_KEY_PEM } from './development-keys.ts';
import { runLicenseIssue } from './license-issue-command.ts';
import { verifyLicense } from './license-keys.ts';

function run(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const code = runLicenseIssue(argv, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe(runLicenseIssue.name, () => {
  it('prints a key for the customer that the development public key accepts, and says which key signed it', () => {
    const { code, out, err } = run(['--customer', 'C-7', '--days', '90']);
    expect(code).toBe(0);
    expect(err).toContain('development key');
    const check = verifyLicense(out.trim(), { publicKeys: [DEVELOPMENT_PUBLIC_KEY_PEM], customerId: 'C-7' });
    expect(check.valid && check.claims.exp - check.claims.iat).toBe(90 * 86_400);
  });

  it('signs with the key file given, by option or environment', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const file = join(mkdtempSync(join(tmpdir(), 'rnorm-licence-')), 'vendor.pem');
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    for (const [argv, env] of [
      [['--customer', 'C-8', '--days', '1', '--key', file], {}],
      [['--customer', 'C-8', '--days', '1'], { RNORM_LICENSE_SIGNING_KEY_FILE: file }],
    ] as const) {
      const { code, out, err } = run([...argv], env);
      expect(code).toBe(0);
      expect(err).toBe('');
      expect(verifyLicense(out.trim(), { publicKeys: [publicKey] }).valid).toBe(true);
      expect(verifyLicense(out.trim(), { publicKeys: [DEVELOPMENT_PUBLIC_KEY_PEM] }).valid).toBe(false);
    }
  });

  it('refuses missing or bad arguments and an unreadable key, printing nothing on stdout', () => {
    for (const argv of [[], ['--customer', 'C-9'], ['--customer', 'C-9', '--days', '1.5'], ['--bogus']]) {
      const { code, out, err } = run(argv);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toContain('Usage: npm run license:issue');
    }
    const missing = run(['--customer', 'C-9', '--days', '3', '--key', '/nonexistent/key.pem']);
    expect(missing).toMatchObject({ code: 2, out: '' });
    expect(missing.err).toContain('Cannot read the signing key /nonexistent/key.pem');
  });
});
