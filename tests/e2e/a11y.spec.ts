import type { Page } from '@playwright/test';
import { collectErrors, expectNoViolations } from './axe';
import { isWide, openPage } from './helpers';
import { prerenderedPaths } from './site-pages';
import { expect, test } from './suite-test';

/** React DOM marks each element it has hydrated with its fiber: no other runtime does. */
const hydratedByReactDom = (page: Page) =>
  page.evaluate(() =>
    ['main', 'header', 'footer'].map((tag) =>
      Object.keys(document.querySelector(tag) ?? {}).some((key) => key.startsWith('__reactFiber$')),
    ),
  );

test.describe('axe', () => {
  for (const path of ['/404', ...prerenderedPaths()]) {
    test(`${path}: hydrated by React DOM without an error, and no axe violations`, async ({ page }) => {
      const errors = collectErrors(page);
      await openPage(page, path);
      expect(await hydratedByReactDom(page)).toEqual([true, true, true]);
      await expectNoViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('no violations with each panel open', async ({ page }) => {
    await openPage(page, '/');
    const panels = isWide(page)
      ? [
          ['Open the services and contact panel', 'Services and contact'],
          ['Open search', 'Search Here'],
        ]
      : [
          ['Open menu', 'Menu'],
          ['Open search', 'Search Here'],
        ];
    for (const [button, dialog] of panels) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
    }
  });
});
