import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededTemplateDir } from './support/own-server';

const PORT = Number(process.env.E2E_PORT ?? 3900);
// One fresh embedded database per run; workers inherit the variable from the main process.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `chairside-e2e-${PORT}-${Date.now()}`);
const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
// Migrated and seeded once, before the shared server starts on a copy; journeys' own servers start on copies too.
const SEEDED_DIR = seededTemplateDir();

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  fullyParallel: true,
  // Three at once on two cores: a journey mostly waits on the browser or the server (ADR 95).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // Recording a trace snapshots the page at every step, which slows each journey: only a retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      // Chromium's headless shell (the same engine without the browser's windowing layers): the
      // journeys take about a third less time than in the full browser (ADR 95).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: `node --import tsx e2e/support/seeded-data-dir.ts ${JSON.stringify(SEEDED_DIR)} ${JSON.stringify(E2E_DATA_DIR)} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api9/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Short-lived access tokens, so journeys exercise the silent refresh.
      ACCESS_TOKEN_TTL_SECONDS: '6',
      // Every journey's browser and requests come from 127.0.0.1: per-address limits (ADR 22) raised.
      ADDRESS_LIMITS_FACTOR: '1000',
      // Journeys change things and open their pages at once: every page is rendered anew
      // (the reuse itself is tested in apps/server/src/web-host.test.ts).
      PAGE_CACHE_SECONDS: '0',
      // The webhooks journey's receiver listens on this machine (ADR 111): loopback endpoints allowed here only.
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
    },
  },
});
