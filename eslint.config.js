// Lint rules, including the dependency direction of ARCHITECTURE.md:
// web → contracts; api and worker → contracts, db, engine, catalog-content, inventory-files; cli → contracts, engine,
// catalog-content, inventory-files; catalog-content and inventory-files → engine; contracts, db and engine → none.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const workspacePackages = (allowed) => ({
  group: ['@rnorm/*', ...allowed.map((name) => `!@rnorm/${name}`)],
  message: `This package may only import ${allowed.length ? allowed.map((n) => '@rnorm/' + n).join(', ') : 'no other workspace package'} (see ARCHITECTURE.md).`,
});
const noCrossPackageRelative = {
  group: ['../../*/src/**', '../../../packages/**', '../../../apps/**'],
  message: 'Import another workspace package by its name, not by a relative path.',
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
);
