// Prints the one plain closing line CI reads, "N passed, N failed", from Vitest's and Playwright's JSON reports.
// A failed static check counts as one failure; a missing report counts as one failure, and so does each error
// Playwright reports outside any test (a web server that cannot start); no test at all fails the run.
import { existsSync, readFileSync } from 'node:fs';

const [vitestJson, playwrightJson, checkExitCode = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(checkExitCode) === 0 ? 0 : 1;

if (vitestJson && existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
} else {
  console.error('no Vitest report');
  failed += 1;
}
if (playwrightJson && existsSync(playwrightJson)) {
  const { stats, errors = [] } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + stats.skipped + errors.length;
  for (const error of errors) console.error(`Playwright: ${String(error.message ?? error).split('\n')[0]}`);
} else {
  console.error('no Playwright report');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
