import { site } from '../../content/site';
import { collectErrors } from './axe';
import { builtYear, openPage } from './helpers';
import { expect, test } from './suite-test';

/**
 * The footer's copyright year is the build's (app/components/chrome/Footer.tsx): a visitor whose clock reads another
 * year (after New Year, before the next build; or a clock set wrong) gets the page as prerendered, hydrated without a
 * mismatch, which would make React throw it away and draw it again.
 */
test('a clock in another year than the build’s: the build’s year, and no hydration error', async ({ page }) => {
  const year = await builtYear(page, '/about');
  await page.clock.setSystemTime(new Date(`${Number(year) + 1}-06-15T04:00:00Z`));
  const errors = collectErrors(page);
  await openPage(page, '/about');
  // eslint-disable-next-line no-restricted-syntax -- the page's clock, set just above, not today's date
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(Number(year) + 1);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${site.practiceName}`);
  expect(errors).toEqual([]);
});
