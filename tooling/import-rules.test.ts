// The import rules of eslint.config.js, each shown to fail: a one-line module is linted as if it stood at a given
// path, and the test expects the rule's error (or none). The rules are the ones ARCHITECTURE.md and the READMEs state.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORT_RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages of the import rules for `import { x } from '<source>'` in a file at `file` (from the repository root). */
async function importErrors(file: string, source: string): Promise<string[]> {
  const code = `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => IMPORT_RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

type Case = [file: string, source: string, expected: RegExp | 'allowed'];

function check(cases: Case[]) {
  it.each(cases)('%s importing %s: %s', async (file, source, expected) => {
    const errors = await importErrors(file, source);
    if (expected === 'allowed') expect(errors).toEqual([]);
    else expect(errors).toEqual([expect.stringMatching(expected)]);
  });
}

describe('workspace packages', () => {
  check([
    ['packages/engine/src/match/x.ts', '@rnorm/db', /may only import no other workspace package/],
    ['packages/inventory-files/src/input/x.ts', '@rnorm/engine', 'allowed'],
    ['apps/web/src/features/insights/x.ts', '@rnorm/db', /may only import @rnorm\/contracts/],
    ['packages/engine/src/match/x.ts', '../../../db/src/index.ts', /not by a relative path/],
    ['packages/engine/src/x.ts', '../../db/src/index.ts', /not by a relative path/],
    ['apps/web/src/features/insights/api/x.ts', '../../../../../../packages/contracts/src/x.ts', /relative path/],
    ['apps/cli/src/eval/x.ts', '../../../api/src/app.ts', /not by a relative path/],
    ['packages/engine/src/match/x.ts', 'node:fs', /no Node built-ins/],
  ]);
});

describe('engine: normalize/ → pipeline/ → mechanism folders', () => {
  check([
    ['packages/engine/src/normalize/x.ts', '../pipeline/normalize-title-row.ts', 'allowed'],
    ['packages/engine/src/pipeline/x.ts', '../match/similarity.ts', 'allowed'],
    ['packages/engine/src/pipeline/x.ts', '../normalize/create-normalizer.ts', /Only normalize\//],
    ['packages/engine/src/match/x.ts', '../pipeline/trace.ts', /do not import pipeline\//],
    ['packages/engine/src/clean/x.ts', '../normalize/user-rules.ts', /Only normalize\//],
    ['packages/engine/src/match/x.ts', '../clean/clean-text.ts', 'allowed'],
    ['packages/engine/src/testing/x.ts', '../pipeline/trace.ts', /do not import pipeline\//],
    ['packages/engine/src/title/x.ts', '../index.ts', /not the package's index.ts/],
    ['packages/engine/src/types.ts', './match/similarity.ts', /bottom of the engine/],
    // Tests are leaves: a stage's test may run a row through the normalizer.
    ['packages/engine/src/pipeline/x.test.ts', '../normalize/create-normalizer.ts', 'allowed'],
  ]);
});

describe('web: features, app, components/ui', () => {
  check([
    ['apps/web/src/features/insights/components/x.tsx', '../../job-results/index.ts', 'allowed'],
    ['apps/web/src/features/insights/components/x.tsx', '../../job-results/result-labels.ts', /public entry/],
    ['apps/web/src/features/system-updates/x.ts', '../session/session-context.ts', /public entry/],
    ['apps/web/src/features/system-updates/x.test.ts', '../../features/session/api/sign-out.ts', /public entry/],
    ['apps/web/src/features/insights/components/x.tsx', '../api/get-metric.ts', 'allowed'],
    ['apps/web/src/features/insights/components/x.tsx', '../../../lib/api-client.ts', 'allowed'],
    ['apps/web/src/features/insights/components/x.tsx', '../../../app/routes/insights.tsx', /do not import app\//],
    ['apps/web/src/features/insights/components/x.test.tsx', '../../../app/routes/insights.tsx', 'allowed'],
    ['apps/web/src/lib/x.ts', '../app/theme.ts', /do not import app\//],
    ['apps/web/src/app/routes/x.tsx', '../../features/insights/components/insights-dashboard.tsx', 'allowed'],
    ['apps/web/src/components/ui/x.tsx', '../../features/session/index.ts', /design primitives/],
    ['apps/web/src/components/ui/x.tsx', '../../lib/api-client.ts', /design primitives/],
    ['apps/web/src/components/ui/x.tsx', '@rnorm/contracts', 'allowed'],
    ['apps/web/src/components/ui/x.tsx', '../../config/ui-texts.ts', 'allowed'],
  ]);
});

describe('api: SQL in packages/db, HTTP in routes', () => {
  check([
    ['apps/api/src/modules/jobs/x.service.ts', 'fastify', /not HTTP/],
    ['apps/api/src/modules/jobs/x.service.ts', 'drizzle-orm', /All SQL lives in packages\/db/],
    ['apps/api/src/modules/jobs/x.routes.ts', 'fastify', 'allowed'],
    ['apps/api/src/modules/jobs/x.routes.ts', 'pg', /All SQL lives in packages\/db/],
    ['apps/cli/src/eval/x.ts', 'drizzle-orm', /All SQL lives in packages\/db/],
    ['apps/api/src/modules/jobs/x.test.ts', 'drizzle-orm', 'allowed'],
    ['apps/api/src/bench-x.ts', 'pg', 'allowed'],
    ['apps/api/src/modules/jobs/x.service.ts', '@rnorm/db', 'allowed'],
  ]);
});
