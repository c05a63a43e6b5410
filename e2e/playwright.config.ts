import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// An uncommon port, never reused on CI: a stray process on a common port must not answer our tests.
const port = Number(process.env.E2E_PORT ?? 3310);
// E2E_BASE_URL points the suite at a server you started yourself (no webServer then).
const externalServer = process.env.E2E_BASE_URL;
export const baseURL = externalServer ?? `http://localhost:${port}`;
// Each run starts from an empty data folder (fresh embedded database and outbox).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'interim-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    locale: 'nl-NL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: [/\.mobile\.spec\.ts$/, /independent-deployment/, /remote-releases/] },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /\.mobile\.spec\.ts$/ },
    // Switches the release of a remote every page uses (pnpm remote:deploy, ADR 0009): runs after everything else has finished.
    {
      name: 'redeploy',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /(independent-deployment|remote-releases)\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: externalServer
    ? undefined
    : {
    command: 'pnpm --filter @interim/api start',
    cwd: resolve(__dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // The example corporate site of e2e/corporate-site on another origin: 127.0.0.1 is another site than
      // localhost, localhost:<port> the same site (both cases are tested). The port is configurable for parallel runs.
      CORS_ORIGINS: `http://127.0.0.1:${process.env.CORPORATE_SITE_PORT ?? 4100},http://localhost:${process.env.CORPORATE_SITE_PORT ?? 4100}`,
      LOG_LEVEL: 'warn',
      // Every browser of the suite comes from 127.0.0.1: the per-IP and
      // per-address limits of production would stop the suite's logins.
      // The limits themselves are covered by the API's jest tests.
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_EMAIL: '1000',
      RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
      RATE_LIMIT_CLIENT_REQUESTS_PER_HOUR: '100000',
      // Server renders per address and at once (issue 29 item 2, covered by the API's
      // static-site-render-limits test): the suite's renders all come from 127.0.0.1,
      // and under CI's load a render may wait longer than production's 1 s for a turn.
      RATE_LIMIT_RENDERS_PER_MINUTE: '100000',
      SERVER_RENDER_QUEUE: '200',
      SERVER_RENDER_QUEUE_WAIT_MS: '20000',
      // Two workers, a browser and the builds of other runs share this
      // machine: the production budget (300 ms) for a remote's server code
      // expires under that load and the page falls back to the browser,
      // which the server-render specs would read as a failure. The fallback
      // itself is tested with a deliberately slow remote
      // (specs/platform/independent-deployment.spec.ts).
      SERVER_RENDER_BUDGET_MS: '5000',
    },
  },
});
