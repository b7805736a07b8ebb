import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { signedInStaff } from './desk-helpers';
import { freePort, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The waiting room live, in Debian's Chromium, on the fixed clock (Monday 23 November 2026, 09:30 in Kolkata): the
 * television's screen at 1920x1080 (each doctor's token and room, never a name, at least 120 px tall, axe clean, no
 * flash under reduced motion) and two patients' live pages at 375 px (axe clean) follow each call by server-sent
 * events, without a reload; after the service is stopped and started again on the same database, the screen is back
 * on its own within 10 s and shows the next call. QUEUE_SHOTS=<dir> keeps screenshots.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let server: TestServer;
let browser: Browser;
let origin: string;
let port: number;
let cookie: string;

const post = (url: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    payload: urlencoded(fields),
  });
const callNext = () => post('/desk/queue/call-next', { doctor: 'physician' });
const shot = async (page: Page, name: string) => {
  if (process.env.QUEUE_SHOTS) await page.screenshot({ path: `${process.env.QUEUE_SHOTS}/${name}.png` });
};

beforeAll(async () => {
  port = await freePort();
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

it(
  'follows each call on the screen and two phones, and comes back by itself after a restart',
  { timeout: 90_000 },
  async () => {
    for (const name of ['Arjun Rao', 'Bina Shah', 'Chetan Kumar'])
      await post('/desk/queue/walk-in', { doctor: 'physician', name, phone: '98450 12345' });
    const keys = (
      await server.app.clinic.store.db.all<{ page_key: string }>('SELECT page_key FROM queue_tokens ORDER BY token')
    ).map((row) => row.page_key);

    const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });
    const screen = await tv.newPage();
    await screen.goto(`${origin}/queue/screen`);
    const rao = screen.locator('[data-doctor="physician"]');
    await expect(rao.locator('[data-token]').textContent()).resolves.toBe('–');
    const phones = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const bina = await phones.newPage();
    await bina.goto(`${origin}/queue/${keys[1]}`);
    const chetan = await phones.newPage();
    await chetan.goto(`${origin}/queue/${keys[2]}`);
    await expect(bina.locator('[data-headline]').textContent()).resolves.toBe('1 patient before you');
    await expect(chetan.locator('[data-headline]').textContent()).resolves.toBe('2 patients before you');
    await expect(chetan.locator('[data-wait]').textContent()).resolves.toBe('About 30 minutes');

    await callNext();
    await expect.poll(() => rao.locator('[data-token]').textContent(), { timeout: 5_000 }).toBe('1');
    await expect.poll(() => bina.locator('[data-headline]').textContent(), { timeout: 5_000 }).toBe('You are next');
    await expect.poll(() => chetan.locator('[data-headline]').textContent()).toBe('1 patient before you');
    expect(await screen.locator('body').innerText()).not.toMatch(/Arjun|Bina|Chetan/);
    // Under reduced motion the card does not flash.
    expect(await rao.evaluate((card) => getComputedStyle(card).animationName)).toBe('none');

    // Legible across the room: the token's digits at least 120 px tall at 1920x1080.
    const digits = await rao.locator('[data-token]').evaluate((token) => {
      const style = getComputedStyle(token);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const measured = context.measureText(token.textContent ?? '');
      return measured.actualBoundingBoxAscent + measured.actualBoundingBoxDescent;
    });
    expect(digits).toBeGreaterThanOrEqual(120);
    for (const page of [screen, bina]) {
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
    await shot(screen, 'screen-1920');
    await shot(bina, 'live-375');

    // The service stops and starts again on the same database and port: the screen reconnects by itself.
    const { dataDir } = server.config;
    await server.close();
    server = await startTestServer({ siteUrl: origin, dataDir });
    await server.app.listen({ port, host: '127.0.0.1' });
    const restarted = Date.now();
    await expect
      .poll(() => chetan.locator('[data-headline]').textContent(), { timeout: 10_000 })
      .toBe('1 patient before you');
    await callNext();
    await expect.poll(() => rao.locator('[data-token]').textContent(), { timeout: 10_000 }).toBe('2');
    expect(Date.now() - restarted).toBeLessThan(10_000);
    await expect.poll(() => chetan.locator('[data-headline]').textContent()).toBe('You are next');
    await tv.close();
    await phones.close();
  },
);
