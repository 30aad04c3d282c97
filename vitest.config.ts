import { configDefaults, defineConfig } from 'vitest/config';

// The fault tests start, kill and restart a PostgreSQL and a Redis of their own: they need the server binaries,
// which `.ci/run` installs along with the shared servers it announces in TEST_DATABASE_URL.
const faultTests = ['apps/api/src/modules/jobs/job-faults.test.ts'];

// Tests run on the TypeScript source: a workspace package resolves to its `src/` through the `rnorm-source`
// condition of its exports (plain `node` gets `dist/`, see tooling/build-node.mjs). Vite's own defaults follow it.
// Vitest passes the server conditions on to its worker processes as `--conditions`, so Node's own resolution in them
// (worker threads, packages Vitest leaves to Node) takes the source as well.
const SOURCE_CONDITION = 'rnorm-source';

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
  test: {
    include: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tooling/**/*.test.ts',
    ],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : faultTests)],
    setupFiles: ['tooling/vitest/property-test-seed.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each API test file opens its own PGlite (about 1 s and several hundred MB); two at a time fits two cores.
    maxWorkers: 2,
  },
});
