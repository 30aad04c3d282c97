import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each API test file opens its own PGlite (about 1 s and several hundred MB); two at a time fits two cores.
    maxWorkers: 2,
  },
});
