import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FIXTURE_BUILD } from './tests/fixture-clinic/build';

/**
 * The browser checks of the fixture clinic (tests/fixture-clinic/): every page of its build, kept by its Vitest test
 * (tests/site-checks/fixture-clinic.test.ts, which runs before in `npm test`), at the two widths of
 * playwright.config.ts, served by the form service as the sample's pages are.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-fixture',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright-fixture.json' }]] : [['list']],
  webServer: {
    ...base.webServer!,
    env: { ...(base.webServer as { env: Record<string, string> }).env, BUILD_DIR: FIXTURE_BUILD },
  },
});
