import { expect, test } from '@playwright/test';
import { openPage } from './helpers';
import { prerenderedPaths } from './site-pages';

// WCAG 1.4.10 Reflow: no horizontal scrolling at 320 CSS px (which is also 1280 px at 400% zoom),
// nor at 200% zoom of the wide window (1440 px at 200% lays out 720 CSS px), nor at this
// project's own widths.
test.describe('no horizontal scroll', () => {
  for (const path of prerenderedPaths()) {
    test(`${path} fits the width`, async ({ page }) => {
      await openPage(page, path);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits()).toBe(true);
      const width = page.viewportSize()?.width ?? 0;
      await page.setViewportSize(width < 1024 ? { width: 320, height: 640 } : { width: width / 2, height: 450 });
      await expect.poll(fits).toBe(true);
    });
  }
});
