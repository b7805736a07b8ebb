import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tooling/chromium';
import { DESK_E2E } from './tests/e2e-desk/paths';

/**
 * The front desk's journey (docs/front-desk.md) on Debian's Chromium with its virtual authenticator, against its own
 * server on http://localhost (tests/e2e-desk/desk-server.ts), with its own database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), SMTP server and movable clock. One worker: the steps share one database.
 */
export default defineConfig({
  testDir: 'tests/e2e-desk',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: `reports/playwright-desk-${process.env.DESK_E2E_BACKEND ?? 'sqlite'}.json` }]]
    : [['list']],
  use: {
    baseURL: DESK_E2E.origin,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desk', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 } } }],
  webServer: {
    command: 'node_modules/.bin/tsx tests/e2e-desk/desk-server.ts',
    url: `${DESK_E2E.origin}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the server drop its PostgreSQL database (tests/e2e-desk/desk-server.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
