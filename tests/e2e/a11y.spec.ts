import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { isWide, openPage } from './helpers';
import { prerenderedPaths } from './site-pages';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

test.describe('axe', () => {
  for (const path of ['/404', ...prerenderedPaths()]) {
    test(`${path} has no violations`, async ({ page }) => {
      await openPage(page, path);
      await expectNoViolations(page);
    });
  }

  test('no violations with each panel open', async ({ page }) => {
    await openPage(page, '/');
    const panels = isWide(page)
      ? [['Open the services and contact panel', 'Services and contact'], ['Open search', 'Search Here']]
      : [['Open menu', 'Menu'], ['Open search', 'Search Here']];
    for (const [button, dialog] of panels) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
    }
  });
});
