import { kolkataInstant } from '../../common/booking-dates';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diaryDoctor } from '../../server/diary/doctors';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { signedInStaff } from './desk-helpers';
import { formA, freePort, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The day view's names link to the request's record, and the week view (/desk/week), on the fixed clock (Monday
 * 23 November 2026, 09:30 in Kolkata): seven days, Monday to Sunday, of all doctors or one, read only, each day a
 * link to its day view and each booked name to its request; reached from the day view. In Debian's Chromium at 375
 * and 1440 px: axe finds no WCAG A/AA violation, nothing scrolls sideways, and Tab reaches the doctor's choice, its
 * button and every day's link. The same on both databases (the day view's own reading): SQLite here.
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
  server = await startTestServer({ siteUrl: origin });
  await server.app.listen({ port, host: '127.0.0.1' });
  const signedIn = await signedInStaff(server, origin);
  cookie = signedIn.cookie;
  // A patient's booking, confirmed at the desk for Wednesday 10:30 with Dr. Ananya Rao.
  const posted = await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, accept: 'application/json' },
    payload: urlencoded(formA({ name: 'Meera Iyer' })),
  });
  expect(posted.statusCode).toBe(201);
  ref = (await server.app.clinic.store.db.get<{ ref: string }>('SELECT ref FROM appointments'))!.ref;
  const confirmed = await server.app.inject({
    method: 'POST',
    url: `/desk/requests/${ref}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    payload: urlencoded({ date: '2026-11-25', time: '10:30', doctor: 'Dr. Ananya Rao' }),
  });
  expect(confirmed.statusCode).toBe(303);
  // A walk-in booked at the desk on Thursday with Dr. Vikram Menon: no request to link to.
  await new DiaryStore(server.app.clinic.store.db).hold({
    doctor: diaryDoctor('pharmacologist')!,
    start: kolkataInstant('2026-11-26', '09:20'),
    status: 'confirmed',
    requestId: null,
    now: NOW,
  });
  await server.app.clinic.store.db.run("UPDATE visits SET patient_name = 'Ravi Kumar' WHERE request_id IS NULL");
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const get = (url: string) => server.app.inject({ url, headers: { cookie } });

it("links a booked patient's name in the day view to their request, and the day view to its week", async () => {
  const page = await get('/desk/day?date=2026-11-25');
  expect(page.body).toContain(`<a class="name" href="/desk/requests/${ref}">Meera Iyer</a>`);
  expect(page.body).toContain('<a href="/desk/week?date=2026-11-25">Week</a>');
  // A walk-in has no record to open: the name stays text.
  expect((await get('/desk/day?date=2026-11-26')).body).toContain('<span class="name">Ravi Kumar</span>');
});

it('shows Monday to Sunday of all doctors, each day linking to its day and each name to its request', async () => {
  const page = await get('/desk/week?date=2026-11-25');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Monday, 23 November 2026 to Sunday, 29 November 2026');
  for (let day = 23; day <= 29; day++) expect(page.body).toContain(`href="/desk/day?date=2026-11-${day}"`);
  expect(page.body).toContain(`<a href="/desk/requests/${ref}">Meera Iyer</a>`);
  expect(page.body).toMatch(
    /10:30<\/span> <a href="\/desk\/requests\/\w+">Meera Iyer<\/a> <span class="badge visit-confirmed">Confirmed/,
  );
  expect(page.body).toContain('<span>Ravi Kumar</span>');
  expect(page.body).toContain('Dr. Vikram Menon');
  // Read only: no form that changes anything.
  expect(page.body).not.toMatch(/method="post"[^>]*action="\/desk\/(day|requests)/);
  // Wednesday: Dr. Ananya Rao has 16 slots of 15 minutes, one booked.
  expect(page.body).toContain('15 of 16 free');
});

it('shows one doctor when asked, keeps the choice across weeks, and answers 400 to a date that is not one', async () => {
  const page = await get('/desk/week?date=2026-11-25&doctor=pharmacologist');
  expect(page.body).toContain('Ravi Kumar');
  expect(page.body).not.toContain('Meera Iyer');
  expect(page.body).toContain('href="/desk/week?date=2026-11-30&amp;doctor=pharmacologist"');
  expect(page.body).toContain('<option value="pharmacologist" selected="">Dr. Vikram Menon</option>');
  expect((await get('/desk/week?date=2026-02-30')).statusCode).toBe(400);
});

for (const width of [375, 1440]) {
  it(`is axe clean, fits and works by keyboard at ${width} px`, { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { cookie } });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/desk/day?date=2026-11-25`);
      await page.getByRole('link', { name: 'Week', exact: true }).click();
      await expect(page.locator('h1').textContent()).resolves.toBe('The week');
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Tab reaches the doctor's choice and its button, then every day's link in order.
      const reached: string[] = [];
      await page.locator('body').focus();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active) return '';
          if (active.id) return `#${active.id}`;
          return active.getAttribute('href') ?? active.textContent ?? '';
        });
        if (label && !reached.includes(label)) reached.push(label);
      }
      expect(reached).toContain('#week-doctor');
      const days = reached.filter((label) => label.startsWith('/desk/day?date='));
      expect(days).toEqual(Array.from({ length: 7 }, (_, i) => `/desk/day?date=2026-11-${23 + i}`));
      // Enter on a day's link opens that day.
      await page.locator('a[href="/desk/day?date=2026-11-26"]').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.day-heading').textContent()).resolves.toContain('Thursday, 26 November 2026');
    } finally {
      await context.close();
    }
  });
}
