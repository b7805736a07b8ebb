import { openPage } from './helpers';
import { expect, test } from './suite-test';

// A keyboard walk-through: the skip link comes first, focus is always visible, and the tab
// order follows the page (header, then main, then footer).
test.describe('keyboard', () => {
  test('the first Tab shows the skip link, which moves focus to the main content', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

  test('every focused control shows a visible focus ring; Tab goes header, then main, then footer', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    const order = ['header', 'main', 'footer'];
    let region = 0;
    for (let i = 0; i < 80 && order[region] !== 'footer'; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const area = el.closest('header')
          ? 'header'
          : el.closest('main')
            ? 'main'
            : el.closest('footer')
              ? 'footer'
              : 'other';
        return {
          ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          area,
          name: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`,
        };
      });
      expect(state.ring, `focus ring on ${state.name}`).toBe(true);
      if (state.area === 'other') continue; // the skip link, the mobile bar
      const at = order.indexOf(state.area);
      expect(at, `${state.name} comes after the ${order[region]}`).toBeGreaterThanOrEqual(region);
      region = at;
    }
    expect(order[region]).toBe('footer');
  });
});
