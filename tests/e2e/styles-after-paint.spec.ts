import type { Page } from '@playwright/test';
import { openPage } from './helpers';
import { expect, test } from './suite-test';

// docs/decisions/0100-the-after-paint-sheet-restyles-what-it-names.md: a page paints from its own CSS (the site-wide
// sheet's rules that reach every element, and the page's share of the rest), then enables the rest. Together they
// must style every element as the whole sheet does, on the page first loaded and on the pages reached from it
// without a load.

const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'color',
  'background-color',
  'text-transform',
  'list-style-type',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'justify-content',
  'opacity',
  'visibility',
  'content-visibility',
  'box-shadow',
  'border-radius',
] as const;

/**
 * The properties of every element of <body> that change when the page's CSS is swapped for the whole site-wide sheet,
 * in the same place in <head>, as a page without script has it: "tag.class property: before → after". Margins are
 * read top and bottom only: a left or right `auto` margin reads as 0 in a box the browser has not laid out yet.
 */
const changedByWholeSheet = (page: Page) =>
  page.evaluate(async (properties) => {
    // Both readings see the end values: a transition or an animation would show a changed property as unchanged.
    const still = document.createElement('style');
    still.textContent = '*,::before,::after{transition:none!important;animation:none!important}';
    document.head.append(still);
    const critical = document.querySelector<HTMLStyleElement>('style[data-critical]')!;
    const whole = document.createElement('link');
    whole.rel = 'stylesheet';
    whole.media = 'print'; // loaded, not applied, until the swap
    whole.href = critical.dataset.critical!;
    await new Promise((loaded) => {
      whole.addEventListener('load', loaded, { once: true });
      critical.before(whole);
    });
    // From here on nothing yields: no script of the page runs between the two readings.
    const elements = [...document.body.querySelectorAll('*')];
    const read = () =>
      elements.map((element) => properties.map((name) => getComputedStyle(element).getPropertyValue(name)));
    const before = read();
    whole.media = 'all';
    critical.remove();
    document.querySelectorAll('link[data-after-paint], link[data-whole-sheet]').forEach((link) => link.remove());
    const after = read();
    const changes: string[] = [];
    elements.forEach((element, index) =>
      properties.forEach((name, property) => {
        const [was, is] = [before[index]![property], after[index]![property]];
        if (was !== is)
          changes.push(`${element.tagName}.${element.getAttribute('class') ?? ''} ${name}: ${was} → ${is}`);
      }),
    );
    return { elements: elements.length, changes };
  }, PROPERTIES);

const afterPaintSheetLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')].every((link) => link.sheet !== null),
  );

async function expectWholeSheetStyles(page: Page) {
  await afterPaintSheetLoaded(page);
  const { elements, changes } = await changedByWholeSheet(page);
  expect(elements).toBeGreaterThan(100);
  expect(changes).toEqual([]);
}

test.describe('the CSS a page paints with and the sheet it enables after the paint', () => {
  for (const path of ['/', '/about', '/appointment', '/faqs', '/Diabetes', '/privacy/hi']) {
    test(`style ${path} as the whole sheet does`, async ({ page }) => {
      await openPage(page, path);
      await expectWholeSheetStyles(page);
    });
  }

  test('style a page reached without a load as the whole sheet does', async ({ page }) => {
    await openPage(page, '/about');
    await afterPaintSheetLoaded(page);
    await page.locator('a[href="/appointment"]:visible').first().click();
    await page.waitForURL('**/appointment');
    await expect(page.locator('main h1')).toBeVisible();
    await expectWholeSheetStyles(page);
  });

  for (const path of ['/about', '/', '/appointment'])
    test(`leave the whole sheet unloaded on ${path} once React has hydrated it and its lazy sections`, async ({
      page,
    }) => {
      await openPage(page, path);
      await afterPaintSheetLoaded(page);
      // Sections that load on approach (the carousels) bring their code and their CSS: scroll through the page.
      await page.evaluate(async () => {
        for (let top = 0; top < document.body.scrollHeight; top += 300) {
          window.scrollTo(0, top);
          await new Promise((next) => setTimeout(next, 50));
        }
      });
      if (path !== '/about') await expect(page.locator('link[rel="stylesheet"][href*="SwiperTrack-"]')).toHaveCount(1);
      const enabled = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .filter((link) => !link.disabled)
          .map((link) => new URL(link.href).pathname),
      );
      expect(enabled.slice(0, 2)).toEqual([
        expect.stringMatching(/^\/assets\/entry-[\w-]{8}-after-paint-[\w-]{8}\.css$/),
        expect.stringMatching(/^\/assets\/entry-[\w-]{8}-heading-font-[\w-]{8}\.css$/),
      ]);
      // The whole sheet, by the name the lazy chunks' loader gives it.
      expect(enabled.filter((href) => /^\/assets\/entry-[\w-]{8}\.css$/.test(href))).toEqual([]);
    });

  test('bring the headings’ web font only after the paint, in a sheet of its own', async ({ page }) => {
    await page.goto('/about');
    const critical = await page.locator('style[data-critical]').evaluate((style) => style.textContent ?? '');
    expect(critical).toContain('@font-face'); // the headings' fallback faces
    expect(critical).not.toMatch(/@font-face\{[^}]*Fraunces Variable/);
    const sheetText = async (selector: string) =>
      (await page.request.get((await page.locator(selector).getAttribute('href'))!)).text();
    expect(await sheetText('link[data-after-paint]:not([data-heading-font])')).not.toContain('@font-face');
    expect(await sheetText('link[data-heading-font]')).toMatch(/^(@font-face\{[^}]*Fraunces Variable[^}]*\})+$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.includes('Fraunces Variable') && face.status === 'loaded'),
        ),
      )
      .toBe(true);
  });
});
