import { parseArgs } from 'node:util';
import { issueLicense } from './license-keys.ts';
import { DEVELOPMENT_KEY_NOTICE, resolveSigningKey } from './signing-key.ts';

export const LICENSE_ISSUE_USAGE = `Usage: npm run license:issue -- --customer <id> --days <n> [--key <private-key.pem>]

Signs a licence key (a JWT, EdDSA/Ed25519) for the customer, valid for n days, and prints it.
  --key <file>  The vendor's Ed25519 private key (PKCS#8 PEM). Default: the file named by
                RNORM_LICENSE_SIGNING_KEY_FILE, else the development key, which only non-production installs trust.
`;

export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** `npm run license:issue`: returns the exit code (0 issued, 2 bad arguments or key). */
export function runLicenseIssue(argv: string[], env: NodeJS.ProcessEnv, output: CommandOutput): number {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        customer: { type: 'string' },
        days: { type: 'string' },
        key: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${LICENSE_ISSUE_USAGE}`);
    return 2;
  }
  if (values.help) {
    output.out(LICENSE_ISSUE_USAGE);
    return 0;
  }
  const days = Number(values.days);
  if (!values.customer?.trim() || !Number.isInteger(days) || days < 1) {
    output.err(`Give --customer and a whole number of --days (1 or more).\n\n${LICENSE_ISSUE_USAGE}`);
    return 2;
  }
  let signingKey;
  try {
    signingKey = resolveSigningKey(values.key, env);
  } catch (error) {
    output.err(`${(error as Error).message}\n`);
    return 2;
  }
  if (!signingKey.file) output.err(DEVELOPMENT_KEY_NOTICE);
  output.out(`${issueLicense({ customerId: values.customer.trim(), days, privateKey: signingKey.privateKey })}\n`);
  return 0;
}
