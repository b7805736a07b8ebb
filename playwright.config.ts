import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tooling/chromium';
import { freeLoopbackPort } from './tooling/free-port';
import { testFontsEnvironment } from './tooling/test-fonts';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built site served by our own server
 * (started as server/main.ts starts it, by tests/e2e/site-server.ts) on 127.0.0.1, as visitors get it, with only the
 * fonts in node_modules (tooling/test-fonts.ts), so the machine's own fonts change no layout, and on the suite's clock
 * (tests/e2e/suite-clock.ts), the service's and the pages', so today's date changes no day a spec books.
 */
// A port free now, chosen once by the runner and inherited by its workers through the environment,
// so two runs on one machine never meet; E2E_PORT pins one.
process.env.E2E_PORT ??= String(freeLoopbackPort());
const PORT = Number(process.env.E2E_PORT);
// Likewise the real instant the suite's clock reads its start (tests/e2e/suite-clock.ts), so the server and the
// workers read one clock.
process.env.E2E_STARTED_AT ??= String(Date.now());

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      env: { ...process.env, ...testFontsEnvironment() },
    },
  },
  projects: [
    {
      name: 'mobile-375',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: false },
    },
    { name: 'desktop-1440', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // The project's Node (node_modules/.bin/node, Node 24), whatever Node started the runner; the harness is named from
    // here, as the fixture clinic's server runs it in its own copy (playwright.fixture.config.ts).
    command: `node_modules/.bin/node --import tsx ${path.resolve(import.meta.dirname, 'tests/e2e/site-server.ts')}`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // BUILD_DIR serves another build, e.g. the 300-post fixture (tests/site-checks/many-posts.test.ts).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      RATE_LIMIT: '0',
      AVAILABILITY_RATE_LIMIT: '0',
      DATA_DIR: 'test-results/e2e-data',
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
