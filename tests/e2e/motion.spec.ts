import type { Browser } from '@playwright/test';
import { openPage } from './helpers';
import { expect, newContextOnSuiteClock, test } from './suite-test';

/** A phone's touch screen: no pointer hovers there ((hover: none)), and a tap sets :hover. */
const touchPhone = (browser: Browser) =>
  newContextOnSuiteClock(browser, { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test.describe('loading overlay', () => {
  test('covers the first load, fades at 1000 ms, is removed by 1300 ms, and is not shown again in the visit', async ({
    page,
  }) => {
    await page.goto('/about');
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeAttached();
    // The content is already in the page under it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(overlay).toBeHidden({ timeout: 3000 });
    await expect(overlay).not.toBeAttached({ timeout: 3000 });
    await page.goto('/contact');
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
  });

  test('goes away without JavaScript too', async ({ browser }) => {
    const context = await newContextOnSuiteClock(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeHidden({ timeout: 3000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Faded, it stays in the page without JavaScript, but out of the rendering: its logo's pulse no longer runs.
    await expect(overlay).toHaveCSS('display', 'none');
    const running = await overlay.evaluate(
      (element) =>
        element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length,
    );
    expect(running).toBe(0);
    await context.close();
  });
});

test.describe('motion effects', () => {
  test('a fine pointer gets the cursor follower, which grows over links', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, 'desktop pointer');
    await openPage(page, '/about');
    const follower = page.getByTestId('cursor-follower');
    await expect(follower).toBeAttached();
    await page.getByRole('link', { name: 'get Appointment' }).hover();
    await expect(follower).toHaveAttribute('data-enlarged', 'true');
    await page.mouse.move(700, 700);
    await page.locator('main').hover({ position: { x: 5, y: 5 } });
    await expect(follower).toHaveAttribute('data-enlarged', 'false');
    await expect(page.locator('html')).toHaveClass(/lenis/);
  });

  test('a touch screen gets no cursor follower', async ({ browser }) => {
    const context = await touchPhone(browser);
    const page = await context.newPage();
    await openPage(page, '/about');
    await expect(page.getByTestId('cursor-follower')).not.toBeAttached();
    await context.close();
  });

  test('a button darkens under a hovering mouse; on a touch screen, where a tap sets :hover, its colour stays', async ({
    page,
    browser,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, 'checked once');
    // docs/decisions/0104-a-tap-is-not-a-hover.md: a tap sets :hover, so the hover colour is kept for a real pointer.
    const book = (p: typeof page) => p.locator('main a.btn-primary[href="/appointment"]').first();
    const background = (p: typeof page) => book(p).evaluate((el) => getComputedStyle(el).backgroundColor);
    await openPage(page, '/');
    const resting = await background(page);
    await book(page).hover();
    await expect.poll(() => background(page)).not.toBe(resting);

    const context = await touchPhone(browser);
    const phone = await context.newPage();
    await openPage(phone, '/');
    expect(await background(phone)).toBe(resting);
    await book(phone).hover();
    expect(await book(phone).evaluate((el) => el.matches(':hover'))).toBe(true);
    // Longer than the button's 0.2 s colour fade.
    await phone.waitForTimeout(400);
    expect(await background(phone)).toBe(resting);
    await context.close();
  });

  test('reduced motion: no cursor follower, no smooth scroll, no reveal, no overlay fade', async ({ browser }) => {
    const context = await newContextOnSuiteClock(browser, {
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/blog_grid');
    const animation = await page
      .getByTestId('loading-overlay')
      .evaluate((el) => getComputedStyle(el).animationDuration);
    expect(animation).toBe('0s');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByTestId('cursor-follower')).not.toBeAttached();
    await expect(page.locator('html')).not.toHaveClass(/lenis/);
    await expect(page.locator('.reveal-pending')).toHaveCount(0);
    await context.close();
  });

  test('scroll reveal hides only what is below the fold, then shows it when scrolled to', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, 'checked once');
    // A page of sections, and the home, whose lower sections are not laid out until they near the screen.
    for (const path of ['/about', '/']) {
      await openPage(page, path);
      const pending = page.locator('[data-reveal].reveal-pending');
      await expect(pending.first()).toBeAttached();
      // What was on screen when the page opened stays visible: a pending element starts below the fold
      // (its 40 px offset taken off).
      const pendingOnScreen = await page.evaluate(
        () =>
          [...document.querySelectorAll('.reveal-pending')].filter(
            (element) => element.getBoundingClientRect().top - 40 < window.innerHeight,
          ).length,
      );
      expect(pendingOnScreen, path).toBe(0);
      // Located by its place among the marked elements: its class is about to change.
      const index = await page.evaluate(() =>
        [...document.querySelectorAll('[data-reveal]')].findIndex((element) =>
          element.classList.contains('reveal-pending'),
        ),
      );
      const first = page.locator('[data-reveal]').nth(index);
      await first.scrollIntoViewIfNeeded();
      await expect(first).toHaveClass(/reveal-done/);
      await expect(first).toHaveCSS('opacity', '1');
    }
  });
});
