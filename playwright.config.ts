import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real server (e2e/start-server.mjs): a fresh embedded database per run, on
 * E2E_PORT (default 3210). Debian's chromium is used; Playwright never downloads a browser.
 *
 * The data folder and port are chosen once, in the runner process, and reach the server and the test
 * workers through the environment (workers inherit it), so the tests' CLI calls hit the same database.
 */
process.env.E2E_PORT ??= '3210';
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'zaga-e2e-'));
  // mkdtemp makes it 0700; as root the embedded PostgreSQL runs as `postgres` and must reach inside.
  chmodSync(dir, 0o755);
  process.env.E2E_DATA_DIR = dir;
}
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${baseURL}/signin`,
    // A build takes about a minute on two cores; starting the server a few seconds.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 25_000 },
  },
});
