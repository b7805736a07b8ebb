import { openPage, scrollToY } from './helpers';
import { expect, test } from './suite-test';

// docs/decisions/0090-every-page-s-code-evaluated-in-three-tasks.md: the code every page runs is evaluated in stages.
test.describe("the page's JavaScript in stages", () => {
  test.skip(({ viewport }) => viewport?.width !== 375, 'the scripts do not depend on the viewport');

  test('runs React DOM, then React Router, then the held script, each asked for at once', async ({ page }) => {
    await openPage(page, '/about');
    const stages = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
        script.src ? new URL(script.src).pathname.replace(/-[\w-]{8}\.js$/, '') : 'held',
      ),
    );
    expect(stages.filter((stage) => stage !== '/assets/rolldown-runtime')).toEqual([
      '/assets/react-dom',
      '/assets/react-router',
      'held',
    ]);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname.replace(/-[\w-]{8}\.js$/, '')),
      );
    expect(preloaded).toEqual(
      expect.arrayContaining(['/assets/react-dom', '/assets/react-router', '/assets/root', '/assets/about']),
    );
  });

  test('gives errors their stacks back once React DOM has loaded', async ({ page }) => {
    const before = await page.evaluate(() => Error.stackTraceLimit);
    await openPage(page, '/about');
    const after = await page.evaluate(() => {
      const made = (function madeHere() {
        return new Error('a stack');
      })();
      return { limit: Error.stackTraceLimit, stack: made.stack ?? '' };
    });
    expect(after.limit).toBe(before);
    expect(after.stack).toContain('madeHere');
  });

  // docs/decisions/0098-the-history-entry-s-key-before-the-first-paint.md
  test('keys a first visit’s history entry before the paint; a reload returns to where the patient was', async ({
    page,
  }) => {
    // The key is given by the first script of <head>, before anything of the page is drawn.
    const html = await (await page.request.get('/faqs')).text();
    expect(html).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><script>[^<]*history\.replaceState\(/,
    );
    await openPage(page, '/faqs');
    const key = await page.evaluate(() => (history.state as { key?: string } | null)?.key);
    expect(key).toMatch(/^[0-9a-v]{6,}$/);
    // With the index React Router's history gives an entry, so the router found both when it started (0107).
    expect(await page.evaluate(() => history.state)).toEqual({ key, idx: 0 });
    await scrollToY(page, 900);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => (history.state as { key?: string }).key)).toBe(key);
    // Not to the pixel: the page lands about a header bar's height (73 px) further down, with React Router's own
    // script as with this one.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(900);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(1000);
  });
});
