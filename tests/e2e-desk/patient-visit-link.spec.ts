import type { Page } from '@playwright/test';
import { addDays } from '../../common/booking-dates';
import { longDate } from '../../server/mail/compose';
import { book, expectAxeClean } from './desk-steps';
import { mailsTo } from './mail-files';
import { resetSuiteClock, setSuiteClock, SUITE_START } from './suite-clock';
import { expect, test } from './suite-test';

/**
 * The patient's own link (docs/decisions/0050-the-visit-link.md), as a patient uses it: at the suite's start (Monday
 * 23 November 2026, 09:30 in India, tests/e2e-desk/suite-clock.ts) they book, open the link from the e-mail the
 * real SMTP server received, pick a free time, move it, then cancel; each change frees or takes the slot in the public
 * free times at once and e-mails them, and the link ends with the cancelled visit. The page is axe clean at 375 and
 * 1440 px; VISIT_LINK_SHOTS names a folder for its screenshots.
 */

test.describe.configure({ mode: 'serial' });

const WEDNESDAY = addDays(SUITE_START.date, 2);
const THURSDAY = addDays(SUITE_START.date, 3);
const EMAIL = 'lakshmi.iyer@example.org';
const shots = process.env.VISIT_LINK_SHOTS;

/** The page's own content (in the site's chrome, the footer has a status line of its own). */
const main = (page: Page) => page.getByRole('main');

async function freeTimes(page: Page, date: string): Promise<string[]> {
  const answer = await page.request.get(`/api/availability?doctor=dr-ananya-rao&from=${date}&to=${date}`);
  return ((await answer.json()) as { times: Array<{ time: string }> }).times.map((time) => time.time);
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await main(page).screenshot({ path: `${shots}/visit-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

async function chooseTime(page: Page, date: string, time: string, button: string) {
  await page.getByLabel('Day').fill(date);
  await page.getByRole('button', { name: 'Show free times' }).click();
  await page.getByRole('radio', { name: time }).check();
  await page.getByRole('button', { name: button }).click();
}

test.afterAll(resetSuiteClock);

test('the patient picks, moves and cancels their visit from the e-mailed link; the slot is free again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  setSuiteClock(SUITE_START.date, SUITE_START.time);
  await book(page, { name: 'Lakshmi Iyer', email: EMAIL, number: '+91 98450 11111', booking_date: WEDNESDAY });
  const [acknowledgment] = await mailsTo(EMAIL, 'We received your appointment request');
  const link = /http:\/\/localhost:\d+\/visit\/[A-Za-z0-9_-]{43}/.exec(acknowledgment!.text)![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your visit', level: 1 })).toBeVisible();
  await expect(page.getByText(longDate(WEDNESDAY))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'request');

  await chooseTime(page, THURSDAY, '11:00', 'Take this time');
  await expect(main(page).getByRole('status')).toHaveText(
    `Your visit with Dr. Ananya Rao is now on ${longDate(THURSDAY)} at 11:00.`,
  );
  expect(await freeTimes(page, THURSDAY)).not.toContain('11:00');
  await mailsTo(EMAIL, `Your visit is moved to ${longDate(THURSDAY)}, 11:00`);

  await page.goto(link);
  await page.getByLabel('Day').fill(THURSDAY);
  await page.getByRole('button', { name: 'Show free times' }).click();
  await expect(page.getByRole('group', { name: `Free times on ${longDate(THURSDAY)}` })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'times');
  await page.getByRole('radio', { name: '11:30' }).check();
  await page.getByRole('button', { name: 'Move my visit to this time' }).click();
  await expect(main(page).getByRole('status')).toContainText(`${longDate(THURSDAY)} at 11:30`);
  const free = await freeTimes(page, THURSDAY);
  expect(free).toContain('11:00');
  expect(free).not.toContain('11:30');
  await mailsTo(EMAIL, `Your visit is moved to ${longDate(THURSDAY)}, 11:30`);

  await page.goto(link);
  await page.getByRole('link', { name: 'Cancel this visit' }).click();
  await expect(page.getByText(`Cancel your visit on ${longDate(THURSDAY)}, 11:30?`)).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Yes, cancel my visit' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'Your visit is cancelled, and its time is free for another patient.',
  );
  expect(await freeTimes(page, THURSDAY)).toContain('11:30');
  await mailsTo(EMAIL, 'Your visit is cancelled');

  const ended = await page.goto(link);
  expect(ended!.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});
