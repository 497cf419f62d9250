import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3999);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The console end to end, against the real server started as a newcomer would (`npm start`, which
 * builds the console if needed), on a fresh embedded database, or on PostgreSQL when DATABASE_URL is
 * set. The browser is Debian's chromium: no browser download is reachable here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '../test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    acceptDownloads: true,
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, chromium's own background connections are refused by this network, many at a time.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${BASE_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.DATABASE_URL ? '' : 'memory://',
      LOG_LEVEL: 'warn',
      // The walk signs in many times from one address.
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
