import { openPage } from './helpers';
import { prerenderedPaths } from './site-pages';
import { expect, test } from './suite-test';

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

// Article text at a readable measure on a wide screen: about 70 characters a line, not 110.
test.describe('reading measure', () => {
  for (const path of ['/blog/living-well-with-type-2-diabetes', '/Diabetes']) {
    test(`${path}: article lines hold at most about 75 characters`, async ({ page }) => {
      await openPage(page, path);
      const paragraph = page.locator('main article p').first();
      const charactersPerLine = await paragraph.evaluate((p) => {
        // Width of the paragraph's own text on one line, divided by its length: the average character.
        const text = p.textContent ?? '';
        const probe = document.createElement('span');
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = text;
        p.append(probe);
        const perCharacter = probe.getBoundingClientRect().width / Math.max(text.length, 1);
        probe.remove();
        return p.getBoundingClientRect().width / perCharacter;
      });
      expect(charactersPerLine).toBeLessThanOrEqual(75);
      expect(charactersPerLine).toBeGreaterThan(30);
    });
  }
});
