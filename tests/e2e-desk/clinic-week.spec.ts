import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, weekdayOf } from '../../common/booking-dates';
import { book, enrolStaff, expectAxeClean, signInIfAsked } from './desk-steps';
import { mailsTo, readMails } from './mail-files';
import { DESK_E2E } from './paths';
import { resetSuiteClock, setSuiteClock, suiteToday } from './suite-clock';
import { expect, newPageOnSuiteClock, test } from './suite-test';

/**
 * A clinic's week played through the real pages with the suite's clock moved forward (tests/e2e-desk/suite-clock.ts):
 * on Monday morning a receptionist offers a time and the patient takes it on her phone, a walk-in gets a token and is
 * called to the waiting room's screen; on Tuesday evening the reminder of Wednesday's visit goes; a festival closure
 * entered for Thursday tells its patient, and no reminder goes for it.
 * Screenshots of each step at 375 and 1440 px go to test-results/clinic-week/.
 */

test.describe.configure({ mode: 'serial' });

const RAO = 'Dr. Ananya Rao';
const shots = path.resolve('test-results/clinic-week');
/**
 * The Monday six weeks or more ahead on the suite's clock: the week played, past every date the suite's other journeys
 * use (their visits within days, their weekly leave within a month), as they share its database.
 */
const monday = (() => {
  let date = addDays(suiteToday(), 42);
  while (weekdayOf(date) !== 'monday') date = addDays(date, 1);
  return date;
})();
const [wednesday, thursday] = [addDays(monday, 2), addDays(monday, 3)];

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

async function giveTime(page: Page, form: 'Confirm a time' | 'Propose another time', date: string, time: string) {
  const card = page.locator('form', { has: page.getByRole('heading', { name: form }) });
  await card.getByLabel('Date').fill(date);
  await card.getByLabel('Time').fill(time);
  await card.getByLabel('Doctor').selectOption(RAO);
  await card.getByRole('button').click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
}

/** A receptionist invited and enrolled at `time` on `date` (the command line invites on the suite's clock too). */
async function staffAt(page: Page, name: string, email: string, date: string, time: string) {
  setSuiteClock(date, time);
  await enrolStaff(page, name, email);
}

async function openRequest(page: Page, name: string) {
  await page.goto('/desk');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

test.afterAll(resetSuiteClock);

test('Monday morning: an offered time taken on the patient’s phone, a walk-in called to the screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await staffAt(page, 'Lata Week', 'lata.week@clinic.example', monday, '09:05');
  await book(page, {
    name: 'Meena Iyer',
    email: 'meena.week@example.org',
    number: '098450 71111',
    booking_date: wednesday,
  });
  await openRequest(page, 'Meena Iyer');
  await giveTime(page, 'Propose another time', wednesday, '10:30');

  // Her phone: the offer's e-mail links her page; one button takes the time.
  const [offer] = await mailsTo('meena.week@example.org', 'A time for your appointment');
  const link = /http:\/\/\S+\/visit\/[\w-]{43}/.exec(offer!.text)![0];
  const phone = await newPageOnSuiteClock(browser, { viewport: { width: 375, height: 740 } });
  await phone.goto(link);
  await expect(phone.getByText('The clinic offers you this time.')).toBeVisible();
  await expectAxeClean(phone);
  await shoot(phone, 'offer');
  await phone.getByRole('button', { name: 'Yes, I will come at this time' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'is confirmed' })).toBeVisible();
  await shoot(phone, 'offer-taken');
  const [confirmed] = await mailsTo('meena.week@example.org', 'Your appointment is confirmed');
  expect(confirmed!.attachments['text/calendar']).toContain('METHOD:REQUEST');
  await openRequest(page, 'Meena Iyer');
  await expect(page.getByLabel('Change status')).toHaveValue('confirmed');

  // A walk-in at the counter: a token, the slip, and the doctor's Call next shown on the waiting room's screen.
  await page.goto('/desk/queue');
  await page.getByLabel('Name', { exact: true }).fill('Ravi Walkin');
  await page.getByLabel('Phone', { exact: true }).fill('98450 72222');
  await page.getByRole('button', { name: 'Give a token' }).click();
  await expect(page.getByRole('status')).toContainText('for Ravi Walkin');
  const token = /Token (\d+) for Ravi Walkin/.exec((await page.getByRole('status').textContent()) ?? '')![1]!;
  await expectAxeClean(page);
  await shoot(page, 'queue');
  const screen = await newPageOnSuiteClock(browser, { viewport: { width: 1920, height: 1080 } });
  await screen.goto(`${DESK_E2E.origin}/queue/screen`);
  await page.getByRole('button', { name: `Call next for ${RAO}` }).click();
  await expect(page.locator('.queue-now')).toContainText(`Token ${token}`);
  await expect(screen.locator('body')).toContainText(token);
  await screen.screenshot({ path: path.join(shots, 'screen-1920.png') });
  await Promise.all([phone.context().close(), screen.context().close()]);
});

test('Tuesday evening: Wednesday’s visit is reminded once, with her link', async ({ page }) => {
  setSuiteClock(addDays(monday, 1), '18:00');
  const [reminder] = await mailsTo('meena.week@example.org', 'Reminder: your appointment tomorrow at 10:30');
  expect(reminder!.text).toMatch(/To see, move or cancel your visit: http:\/\/\S+\/visit\/[\w-]{43}/);
  await page.waitForTimeout(1500); // several runs of the job (every 300 ms)
  expect(await mailsTo('meena.week@example.org', 'Reminder:')).toHaveLength(1);
});

test('a festival: Thursday’s closure tells its patient, and no reminder goes for it', async ({ page }) => {
  await staffAt(page, 'Lata Festival', 'lata.festival@clinic.example', addDays(monday, 1), '18:30');
  await book(page, {
    name: 'Kiran Rao',
    email: 'kiran.week@example.org',
    number: '098450 73333',
    booking_date: thursday,
  });
  await openRequest(page, 'Kiran Rao');
  await giveTime(page, 'Confirm a time', thursday, '11:00');
  await mailsTo('kiran.week@example.org', 'Your appointment is confirmed');

  await page.getByRole('link', { name: 'Leave and closures' }).click();
  const closure = page.locator('form', { has: page.getByRole('button', { name: 'Clinic closed' }) });
  await closure.getByLabel('From (date)').fill(thursday);
  await closure.getByLabel('To (date, included)').fill(thursday);
  await closure.getByLabel('Reason, as patients will read it').fill('Guru Nanak Jayanti');
  await closure.getByRole('button', { name: 'Clinic closed' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await shoot(page, 'closure');
  const [told] = await mailsTo('kiran.week@example.org', 'cannot take place');
  expect(told!.text).toContain('Guru Nanak Jayanti');
  expect(told!.text).toMatch(/http:\/\/\S+\/visit\/[\w-]{43}/);

  // Wednesday evening: the job runs, and sends Kiran nothing.
  setSuiteClock(wednesday, '18:00');
  await page.waitForTimeout(1500);
  expect(
    readMails().filter((mail) => mail.to.includes('kiran.week@example.org') && /Reminder/.test(mail.subject)),
  ).toEqual([]);

  // The closure removed again: the suite's database is shared.
  setSuiteClock(wednesday, '18:05');
  await page.goto('/desk/diary');
  await signInIfAsked(page);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Guru Nanak Jayanti' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
});
