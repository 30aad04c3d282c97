import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL, E2E_PORT } from './e2e/e2e-env.ts';

// A fresh data directory per run: the product starts exactly as the README says (`npm start`), on first-start state.
const dataDir = mkdtempSync(join(tmpdir(), 'rnorm-e2e-'));

export default defineConfig({
  testDir: './e2e/specs',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      RNORM_DATA_DIR: dataDir,
      RNORM_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // The suite signs `admin` in through the UI more often than a person would; the limits themselves are covered
      // by the API tests.
      RNORM_SIGNIN_LIMIT_PER_USER: '100',
      RNORM_SIGNIN_LIMIT_PER_ADDRESS: '300',
    },
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
