import { expect, type Locator, type Page } from '@playwright/test';
import { OVERLAY_SEEN_KEY } from '../../common/build-contract';

/**
 * Open a page as a visitor who has already seen the loading overlay this visit. The path goes as a link gives it: the
 * browser encodes what needs it, and an encoded one (`?doctor=Dr.%20…`) is not encoded twice.
 */
export async function openPage(page: Page, path: string) {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), OVERLAY_SEEN_KEY);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * The copyright year the build wrote into a page (app/components/chrome/Footer.tsx), read from the HTML the service
 * serves for `path`: the year the build ran, not the suite's clock nor today's date.
 */
export async function builtYear(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return html.match(/© (\d{4}) /)![1]!;
}

export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

/** Scrolls to the end of the page as it is laid out now. */
export async function scrollToEnd(page: Page) {
  await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight));
}

export function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

/** Scrolls a carousel into view and waits until Swiper has taken it over (it loads near the viewport). */
export async function showCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
}

/**
 * How far the arrow inside `control` (a question's summary, a menu's button) is turned: the `rotate` of the arrow or
 * of a box around it inside the control ('none' when nothing is turned).
 */
export function arrowRotation(control: Locator): Promise<string> {
  return control.locator('svg').evaluate((svg) => {
    for (let box: Element | null = svg; box && !['SUMMARY', 'BUTTON'].includes(box.tagName); box = box.parentElement) {
      const rotate = getComputedStyle(box).rotate;
      if (rotate !== 'none') return rotate;
    }
    return 'none';
  });
}
