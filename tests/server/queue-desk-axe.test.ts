import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { signedInStaff } from './desk-helpers';
import { freePort, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The desk's queue page in Debian's Chromium at 375 px (the doctor's phone) and 1440 px (the desk's computer), on the
 * fixed clock (Monday 23 November 2026, 09:30 in Kolkata): axe finds no WCAG A/AA violation with a patient called, one
 * who did not answer and two waiting; nothing scrolls sideways; by keyboard alone a walk-in is given a token (Tab to
 * the labelled fields, Enter sends) and "Call next" calls the first in the line. QUEUE_SHOTS=<dir> keeps screenshots.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let server: TestServer;
let browser: Browser;
let origin: string;
let cookie: string;

const post = (url: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    payload: urlencoded(fields),
  });

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startTestServer({ siteUrl: origin });
  await server.app.listen({ port, host: '127.0.0.1' });
  ({ cookie } = await signedInStaff(server, origin));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

for (const width of [375, 1440]) {
  it(`is axe clean, fits, and works by keyboard at ${width} px`, { timeout: 60_000 }, async () => {
    await server.app.clinic.store.db.run('DELETE FROM queue_tokens');
    await server.app.clinic.store.db.run('DELETE FROM visits');
    for (const name of ['Arjun Rao', 'Bina Shah', 'Chetan Kumar', 'Divya Nair'])
      await post('/desk/queue/walk-in', { doctor: 'physician', name, phone: '98450 12345', reason: 'cough' });
    await post('/desk/queue/call-next', { doctor: 'physician' });
    const skipped = /action="\/desk\/queue\/tokens\/([^/]+)\/act"/.exec(
      (await server.app.inject({ url: '/desk/queue?doctor=physician', headers: { cookie } })).body,
    )![1]!;
    await post(`/desk/queue/tokens/${skipped}/act`, { action: 'skip' });
    await post('/desk/queue/call-next', { doctor: 'physician' });

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // In the browser's own jar (a cookie header of the context's would not follow the form's redirect).
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([
      { name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' },
    ]);
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/desk`);
      await page.getByRole('link', { name: 'Queue', exact: true }).click();
      await expect(page.locator('h1').textContent()).resolves.toBe('Waiting room: Dr. Ananya Rao');
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (process.env.QUEUE_SHOTS)
        await page.screenshot({ path: `${process.env.QUEUE_SHOTS}/desk-queue-${width}.png`, fullPage: true });

      // A walk-in by keyboard: the labelled fields in order, Enter sends.
      await page.getByLabel('Name', { exact: true }).focus();
      await page.keyboard.type('Esha Pillai');
      await page.keyboard.press('Tab');
      await page.keyboard.type('98450 77777');
      await page.keyboard.press('Tab');
      await page.keyboard.type('sore throat');
      await page.keyboard.press('Enter');
      await page.waitForURL(/joined=/);
      await expect(page.getByRole('status').textContent()).resolves.toBe('Token 5 for Esha Pillai. Print the slip');

      // The doctor's phone: Call next, by keyboard, ends Bina as seen and calls Chetan, the first waiting.
      await page.getByRole('button', { name: 'Call next for Dr. Ananya Rao' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/called=/);
      await expect(page.locator('.queue-now').textContent()).resolves.toContain('Token 3 Chetan Kumar');
    } finally {
      await context.close();
    }
  });
}
