import { existsSync } from 'node:fs';
import { listPages } from '../../scripts/built-pages';
import { FIXTURE_BUILD } from '../fixture-clinic/build';
import { collectErrors, expectNoViolations } from '../e2e/axe';
import { openPage } from '../e2e/helpers';
import { expect, test } from '../e2e/suite-test';

/**
 * The fixture clinic's pages as a visitor gets them (its build: tests/fixture-clinic/build.ts), at 375 and 1440 px:
 * hydrated without an error, no axe violation, nothing wider than the window. Its links and HTML are checked in
 * tests/site-checks/fixture-clinic.test.ts, which builds it.
 */
if (!existsSync(FIXTURE_BUILD))
  throw new Error(`No fixture clinic build in ${FIXTURE_BUILD}: run tests/site-checks/fixture-clinic.test.ts first`);

test.describe('the fixture clinic', () => {
  for (const path of listPages(FIXTURE_BUILD).filter((page) => page !== '/404')) {
    test(`${path}: no axe violation, no horizontal scroll, no error`, async ({ page }) => {
      const errors = collectErrors(page);
      await openPage(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
