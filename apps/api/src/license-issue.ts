// npm run license:issue -- --customer <id> --days <n> [--key <private-key.pem>]: prints a signed licence key.
import { runLicenseIssue } from './modules/licensing/license-issue-command.ts';

process.exitCode = runLicenseIssue(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
