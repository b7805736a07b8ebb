import { kolkataInstant } from '../../common/booking-dates';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { signedInStaff } from './desk-helpers';
import { freePort, NOW, startTestServer, type TestServer } from './helpers';

/**
 * /desk/diary in Debian's Chromium at 375 and 1440 px, signed in, with leave, a closure and a visit to move on it:
 * axe finds no WCAG A/AA violation, nothing scrolls sideways, and the keyboard reaches every field (Tab to
 * each labelled field). What the forms store is tests/server/diary-desk-ranges.test.ts. The page is the same on both
 * databases: SQLite here.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let server: TestServer;
let browser: Browser;
let origin: string;
let cookie: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startTestServer({ siteUrl: origin });
  await server.app.listen({ port, host: '127.0.0.1' });
  const signedIn = await signedInStaff(server, origin);
  cookie = signedIn.cookie;
  const diary = new DiaryStore(server.app.clinic.store.db);
  const rekha = { staffId: signedIn.staff.id, staffName: signedIn.staff.name };
  await diary.hold({
    doctor: diaryDoctor('physician')!,
    start: kolkataInstant('2026-11-26', '10:00'),
    status: 'confirmed',
    requestId: null,
    now: NOW,
  });
  await diary.addLeave(
    { doctor: 'physician', fromDate: '2026-11-25', toDate: '2026-11-27', fromTime: '11:00', untilTime: null },
    rekha,
    NOW,
  );
  await diary.addClosure({ fromDate: '2026-11-26', toDate: '2026-11-26', reason: 'Diwali' }, rekha, NOW);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

for (const width of [375, 1440]) {
  it(`is axe clean, fits and works by keyboard at ${width} px`, { timeout: 60_000 }, async () => {
    // The session cookie as a header: a __Host- cookie cannot be set on plain http from outside the page.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { cookie },
    });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/desk/diary`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Leave and closures');
      expect(await page.locator('.to-move li').count()).toBe(1);
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Every field and button is reached by Tab, in the page's order, and each field is named by its label.
      const reached: string[] = [];
      await page.locator('body').focus();
      for (let i = 0; i < 60 && !reached.includes('closure-reason'); i++) {
        await page.keyboard.press('Tab');
        const id = await page.evaluate(() => document.activeElement?.id ?? '');
        if (id && !reached.includes(id)) reached.push(id);
      }
      for (const id of ['leave-doctor', 'leave-from', 'leave-to', 'leave-from-time', 'leave-until-time'])
        expect(reached).toContain(id);
      expect(reached.at(-1)).toBe('closure-reason');
      for (const id of reached) expect(await page.locator(`label[for="${id}"]`).count(), id).toBe(1);
    } finally {
      await context.close();
    }
  });
}
