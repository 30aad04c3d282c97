// Lint rules, including the dependency direction of ARCHITECTURE.md:
// web → contracts; api and worker → contracts, db, engine, catalog-content, inventory-files; cli → contracts, engine,
// catalog-content, inventory-files; catalog-content and inventory-files → engine; contracts, db and engine → none.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const workspacePackages = (allowed) => ({
  group: ['@rnorm/*', ...allowed.map((name) => `!@rnorm/${name}`)],
  message: `This package may only import ${allowed.length ? allowed.map((n) => '@rnorm/' + n).join(', ') : 'no other workspace package'} (see ARCHITECTURE.md).`,
});
// Any depth: `../../db/src/…`, `../../../../packages/engine/…`, `../../../../../apps/api/…`.
const noCrossPackageRelative = {
  regex: String.raw`^(\.\./)+((packages|apps)/|[^./][^/]*/src(/|$))`,
  message: 'Import another workspace package by its name, not by a relative path.',
};

// Rules inside a package (the engine's stages, the web app's folders, the API's layers) use
// `@typescript-eslint/no-restricted-imports`, so that they add to the workspace rules above, which use the core
// `no-restricted-imports`: a later config block for the same rule replaces its options instead of adding to them.
// For the same reason the blocks of each rule below must not overlap, or must repeat the earlier block's patterns;
// tooling/import-rules.test.ts shows each rule failing.
const tests = ['**/*.test.ts', '**/*.test.tsx'];
const layerRule = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

// The engine's one-way direction: normalize/ → pipeline/ → the mechanism folders (and types.ts, testing/).
const engineMechanisms = ['clean', 'classify', 'publisher', 'title', 'version', 'match', 'enrich', 'search'];
const engineIndex = {
  regex: String.raw`^(\.\./)+index\.ts$`,
  message: "Inside the engine import the module itself, not the package's index.ts (which imports everything).",
};
const engineNotNormalize = {
  regex: String.raw`^(\.\./)+normalize(/|$)`,
  message:
    'Only normalize/ (the normalizer) and index.ts import normalize/: pipeline/ and the mechanism folders do not.',
};
const engineNotPipeline = {
  regex: String.raw`^(\.\./)+pipeline(/|$)`,
  message: 'The mechanism folders do not import pipeline/: the stages call the mechanisms, not the other way round.',
};

// Web: a feature imports another feature only through its declared public entry, `features/<name>/index.ts`.
const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeatureInternals = (feature) => ({
  regex: String.raw`^(\.\./)+(features/)?(${webFeatures.filter((name) => name !== feature).join('|')})(/(?!index\.ts$).*)?$`,
  message: 'A feature imports another only through its public entry, features/<name>/index.ts.',
});
const webNotApp = {
  regex: String.raw`^(\.\./)+app(/|$)`,
  message:
    'app/ composes the features and the shared folders; they do not import app/ (tests may, to render a screen).',
};
const webUiPrimitive = {
  regex: String.raw`^(\.\./)+(features|app|lib|hooks)(/|$)`,
  message: 'components/ui/ holds design primitives: no feature, app, API client (lib/) or hook code.',
};

// All SQL of the product lives in packages/db: the apps' code opens no database driver or query builder.
const noSqlOutsideDb = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-*', '@electric-sql/pglite', '@electric-sql/pglite/*'],
  message: 'All SQL lives in packages/db (repositories); call a repository instead.',
};
const noHttpInServices = {
  group: ['fastify', 'fastify-*', '@fastify/*'],
  message: 'A service holds the rules, not HTTP: requests, replies and status codes belong in <resource>.routes.ts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.*.tmp/**',
      '**/*.tsbuildinfo',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      eqeqeq: ['error', 'smart'],
      curly: ['error', 'multi-line'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // contracts also run in the browser, and the engine is pure: neither may touch Node built-ins.
    files: ['packages/contracts/**/*.ts', 'packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            workspacePackages([]),
            noCrossPackageRelative,
            { group: ['node:*'], message: 'contracts and engine are pure TypeScript: no I/O, no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspacePackages([]), noCrossPackageRelative] }] },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'process', 'require', 'Buffer', 'setTimeout', 'setInterval'].map((name) => ({
          name,
          message: 'The engine is pure: no I/O, no timers, no process state.',
        })),
      ],
    },
  },
  {
    files: ['packages/catalog-content/**/*.ts', 'packages/inventory-files/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [workspacePackages(['engine']), noCrossPackageRelative] }],
    },
  },
  {
    files: ['apps/api/**/*.ts', 'apps/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            workspacePackages(['contracts', 'db', 'engine', 'catalog-content', 'inventory-files']),
            noCrossPackageRelative,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            workspacePackages(['contracts', 'engine', 'catalog-content', 'inventory-files']),
            noCrossPackageRelative,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            workspacePackages(['contracts']),
            noCrossPackageRelative,
            { group: ['node:*'], message: 'The web app runs in the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/engine/src/pipeline/**/*.ts'],
    ignores: tests,
    rules: layerRule(engineIndex, engineNotNormalize),
  },
  {
    files: [...engineMechanisms, 'testing'].map((folder) => `packages/engine/src/${folder}/**/*.ts`),
    ignores: tests,
    rules: layerRule(engineIndex, engineNotNormalize, engineNotPipeline),
  },
  {
    files: ['packages/engine/src/normalize/**/*.ts'],
    ignores: tests,
    rules: layerRule(engineIndex),
  },
  {
    files: ['packages/engine/src/types.ts'],
    rules: layerRule(engineIndex, engineNotNormalize, engineNotPipeline, {
      regex: String.raw`^\./`,
      message: 'types.ts is the bottom of the engine: it imports none of its modules.',
    }),
  },
  ...webFeatures.flatMap((feature) => [
    {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: layerRule(otherFeatureInternals(feature)),
    },
    {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: tests,
      rules: layerRule(otherFeatureInternals(feature), webNotApp),
    },
  ]),
  {
    files: ['apps/web/src/{components,lib,config,hooks}/**/*.{ts,tsx}'],
    ignores: tests,
    rules: layerRule(webNotApp),
  },
  {
    files: ['apps/web/src/components/ui/**/*.{ts,tsx}'],
    ignores: tests,
    rules: layerRule(webUiPrimitive),
  },
  {
    // Benchmarks and tests create and drop throw-away databases of their own.
    files: ['apps/api/**/*.ts', 'apps/cli/**/*.ts'],
    ignores: [...tests, 'apps/*/src/testing/**', 'apps/*/src/bench-*.ts', 'apps/*/src/job-bench-*.ts'],
    rules: layerRule(noSqlOutsideDb),
  },
  {
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: layerRule(noSqlOutsideDb, noHttpInServices),
  },
);
