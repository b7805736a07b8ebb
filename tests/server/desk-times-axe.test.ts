import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { signedInStaff } from './desk-helpers';
import { fixedClock, formA, freePort, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The owner's numbers and a request's page with its free times, in Debian's Chromium at 375 and 1440 px: axe finds no
 * WCAG A/AA violation and nothing scrolls sideways; on a phone each week of the numbers is a card with every figure
 * named. SQLite: the pages are the same on both databases.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let server: TestServer;
let browser: Browser;
let origin: string;
let cookie: string;
let ref: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startTestServer({ siteUrl: origin }, { now: fixedClock });
  await server.app.listen({ port, host: '127.0.0.1' });
  ({ cookie } = await signedInStaff(server, origin, {
    person: { name: 'Asha Owner', email: 'owner@clinic.example', role: 'owner' },
  }));
  await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: urlencoded(formA({ booking_date: '2026-11-25', booking_time: '10:00' })),
  });
  ref = (await server.app.clinic.store.db.get<{ ref: string }>('SELECT ref FROM appointments'))!.ref;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

for (const width of [375, 1440]) {
  it(`the numbers and a request's free times are axe clean and fit at ${width} px`, { timeout: 60_000 }, async () => {
    // The session cookie as a header: a __Host- cookie cannot be set on plain http from outside the page.
    const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { cookie } });
    const page = await context.newPage();
    try {
      for (const path of ['/desk/numbers', `/desk/requests/${ref}`]) {
        await page.goto(`${origin}${path}`);
        const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(results.violations.map((violation) => `${path} ${violation.id}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
      await page.goto(`${origin}/desk/numbers`);
      // The latest week, with this test's one request.
      const week = page.locator('tbody tr').last();
      await expect(week.locator('td').first().textContent()).resolves.toBe('1');
      const label = await week
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label).toBe(width < 768 ? '"Requests"' : 'none');
    } finally {
      await context.close();
    }
  });
}
