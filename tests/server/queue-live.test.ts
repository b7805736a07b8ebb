import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { freePort, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * A queue morning, in Debian's Chromium, on both backends, on the fixed clock (Monday 23 November 2026, 09:30 in
 * Kolkata; Dr. Rao consults 09:00-13:00): three walk-ins and two booked patients join (the booked ones checked in from
 * the day's visits, in the line at their times); calls, a skip and a recall go through the desk's forms; the
 * television's screen at 1920x1080 (each doctor's token and room, never a name, at least 120 px tall, axe clean, no
 * flash under reduced motion) and two patients' pages at 375 px (axe clean) show each change by server-sent events,
 * without a reload. Then the service stops and starts again on the same database: the screen and the pages are back by
 * themselves within 10 s and show the next call. QUEUE_SHOTS=<dir> keeps screenshots.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);
afterAll(async () => browser?.close());

forEachBackend('a queue morning', (backend) => {
  let server: TestServer;
  let settings: { dataDir: string; databaseUrl?: string };
  let origin: string;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    settings = (await freshDatabase(backend)).settings;
    port = await freePort();
    origin = `http://localhost:${port}`;
    server = await startTestServer({ siteUrl: origin, ...settings });
    await server.app.listen({ port, host: '127.0.0.1' });
    ({ cookie } = await signedInStaff(server, origin));
  }, 60_000);
  afterAll(async () => server?.close());

  const post = async (url: string, fields: Record<string, string>) => {
    const answer = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
      payload: urlencoded(fields),
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(303);
  };
  const walkIn = (name: string) => post('/desk/queue/walk-in', { doctor: 'physician', name, phone: '98450 12345' });
  const book = (time: string, name: string) =>
    post('/desk/day/book', {
      doctor: 'physician',
      start: new Date(`2026-11-23T${time}:00+05:30`).toISOString(),
      date: '2026-11-23',
      name,
      phone: '98450 33333',
    });
  const tokenOf = async (name: string) =>
    (await server.app.clinic.store.db.get<{ id: string; page_key: string }>(
      `SELECT q.id, q.page_key FROM queue_tokens q JOIN visits v ON v.id = q.visit_id WHERE v.patient_name = ?`,
      [name],
    ))!;
  const shot = async (page: Page, name: string) => {
    if (process.env.QUEUE_SHOTS) await page.screenshot({ path: `${process.env.QUEUE_SHOTS}/${name}.png` });
  };

  it(
    'shows each join, call, skip and recall on the screen and two phones, and comes back after a restart',
    { timeout: 120_000 },
    async () => {
      await walkIn('Arjun Rao');
      await walkIn('Bina Shah');
      await book('10:00', 'Kamala Devi');
      await book('10:15', 'Ravi Kumar');
      for (const name of ['Kamala Devi', 'Ravi Kumar']) {
        const visit = (await server.app.clinic.store.db.get<{ id: string }>(
          'SELECT id FROM visits WHERE patient_name = ?',
          [name],
        ))!;
        await post('/desk/queue/check-in', { visit: visit.id });
      }
      await walkIn('Chetan Kumar');

      const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });
      const screen = await tv.newPage();
      await screen.goto(`${origin}/queue/screen`);
      const rao = screen.locator('[data-doctor="physician"] [data-token]');
      const phones = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const kamala = await phones.newPage();
      await kamala.goto(`${origin}/queue/${(await tokenOf('Kamala Devi')).page_key}`);
      const chetan = await phones.newPage();
      await chetan.goto(`${origin}/queue/${(await tokenOf('Chetan Kumar')).page_key}`);
      const headline = (page: Page) => page.locator('[data-headline]').textContent();
      const sees = async (token: string, forChetan: string, forKamala: string, timeout = 5_000) => {
        await expect.poll(() => rao.textContent(), { timeout }).toBe(token);
        await expect.poll(() => headline(chetan), { timeout }).toBe(forChetan);
        await expect.poll(() => headline(kamala), { timeout }).toBe(forKamala);
      };

      // The line: Arjun 1, Bina 2 and Chetan 5 came at 09:30; Kamala 3 is booked at 10:00, Ravi 4 at 10:15.
      await sees('–', '2 patients before you', '3 patients before you');
      await expect(chetan.locator('[data-wait]').textContent()).resolves.toBe('About 30 minutes');
      await post('/desk/queue/call-next', { doctor: 'physician' });
      await sees('1', '1 patient before you', '2 patients before you');
      await post(`/desk/queue/tokens/${(await tokenOf('Arjun Rao')).id}/act`, { action: 'skip' });
      await sees('–', '1 patient before you', '2 patients before you');
      await post('/desk/queue/call-next', { doctor: 'physician' });
      await sees('2', 'You are next', '1 patient before you');
      await post(`/desk/queue/tokens/${(await tokenOf('Arjun Rao')).id}/act`, { action: 'recall' });
      await sees('1', 'You are next', '1 patient before you');
      await post('/desk/queue/call-next', { doctor: 'physician' });
      await sees('5', 'Please go in now: Room 1', 'You are next');
      expect(await screen.locator('body').innerText()).not.toMatch(/Arjun|Bina|Chetan|Kamala|Ravi/);
      expect(
        await screen.locator('[data-doctor="physician"]').evaluate((card) => getComputedStyle(card).animationName),
      ).toBe('none');

      // Legible across the room: the token's digits at least 120 px tall at 1920x1080.
      const digits = await rao.evaluate((token) => {
        const style = getComputedStyle(token);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const measured = context.measureText(token.textContent ?? '');
        return measured.actualBoundingBoxAscent + measured.actualBoundingBoxDescent;
      });
      expect(digits).toBeGreaterThanOrEqual(120);
      for (const page of [screen, kamala]) {
        const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      }
      await shot(screen, `screen-1920-${backend}`);
      await shot(kamala, `live-375-${backend}`);

      // The service stops and starts again on the same database and port: the screen and pages reconnect by themselves.
      await server.close();
      server = await startTestServer({ siteUrl: origin, ...settings });
      await server.app.listen({ port, host: '127.0.0.1' });
      const restarted = Date.now();
      await post('/desk/queue/call-next', { doctor: 'physician' });
      await sees('3', 'You have been seen. Thank you.', 'Please go in now: Room 1', 10_000);
      expect(Date.now() - restarted).toBeLessThan(10_000);
      await tv.close();
      await phones.close();
    },
  );
});
