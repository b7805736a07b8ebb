import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { formA, freePort, FORM_HEADERS, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The time step of a booking sent without JavaScript (/request-received, server/forms/time-step.tsx) in Debian's
 * Chromium with JavaScript off, at 375 and 1440 px: axe finds no WCAG A/AA violation, nothing scrolls sideways, each
 * time is a button the keyboard reaches, and pressing one holds it. What the step stores is
 * tests/server/booking-time-step.test.ts; the page is the same on both databases: SQLite here.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let server: TestServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startTestServer({ siteUrl: origin });
  await server.app.listen({ port, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

for (const width of [375, 1440]) {
  it(`is axe clean, fits and holds a time by keyboard at ${width} px`, { timeout: 60_000 }, async () => {
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: FORM_HEADERS,
      payload: urlencoded(formA({ booking_date: '2026-11-24', email: `w${width}@example.org` })),
    });
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}${sent.headers.location as string}`);
      const step = page.getByRole('region', { name: 'Pick a time now (optional)' });
      expect(await step.getByRole('button').count()).toBeGreaterThan(1);
      // axe runs in a page with scripts: the same page, drawn by the service either way.
      const audited = await browser.newContext({ viewport: { width, height: 900 } });
      const auditPage = await audited.newPage();
      await auditPage.goto(page.url());
      const results = await new AxeBuilder({ page: auditPage }).withTags(WCAG).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(await auditPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await audited.close();

      // Tab reaches the times; Enter on one holds it and the page then shows it.
      const time = width === 375 ? '09:15' : '12:30';
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if (
          await step
            .getByRole('button', { name: `Hold ${time}` })
            .evaluate((button) => button === document.activeElement)
        )
          break;
      }
      await expect(
        step.getByRole('button', { name: `Hold ${time}` }).evaluate((b) => b === document.activeElement),
      ).resolves.toBe(true);
      await Promise.all([page.waitForURL(/\/request-received\?ref=/), page.keyboard.press('Enter')]);
      expect(await page.locator('[data-booking-confirmation]').innerText()).toContain(time);
    } finally {
      await context.close();
    }
  });
}
