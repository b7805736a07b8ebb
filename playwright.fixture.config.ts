import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FIXTURE_BUILD, FIXTURE_CLINIC } from './tests/fixture-clinic/build';

/**
 * The browser checks of the fixture clinic (tests/fixture-clinic/): every page of its build, kept by its Vitest test
 * (tests/site-checks/fixture-clinic.test.ts, which runs before in `npm test`), at the two widths of
 * playwright.config.ts, served by the form service of the copy that test keeps, so a form posted without JavaScript is
 * answered by the fixture's own rules (its doctors, its open days). The service, run in the copy by
 * tests/e2e/site-server.ts, and the pages read the site suite's clock (tests/e2e/suite-clock.ts).
 */
if (!existsSync(path.join(FIXTURE_CLINIC, 'server')))
  throw new Error(`No fixture clinic in ${FIXTURE_CLINIC}: run tests/site-checks/fixture-clinic.test.ts first`);

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-fixture',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright-fixture.json' }]] : [['list']],
  webServer: {
    ...base.webServer!,
    cwd: FIXTURE_CLINIC,
    env: { ...(base.webServer as { env: Record<string, string> }).env, BUILD_DIR: FIXTURE_BUILD },
  },
});
