import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays } from '../../common/booking-dates';
import { longDate } from '../../server/mail/compose';
import { addAuthenticator, expectAxeClean, invite, signInIfAsked } from './desk-steps';
import { resetSuiteClock, setSuiteClock, SUITE_START } from './suite-clock';
import { expect, test } from './suite-test';

/**
 * The day at the front desk, after the journey (the owner exists): at the suite's start (Monday 23 November 2026, 09:30
 * in India, tests/e2e-desk/suite-clock.ts), a receptionist books a walk-in for each doctor on Tuesday, a
 * second tab that still showed the time as free hears "just taken" with the nearest times, she marks an arrival,
 * moves between days by keyboard, and the page is axe clean at 375 and 1440 px with no sideways scroll on a phone.
 * DESK_DAY_SHOTS names a folder for screenshots (375, 1440 and printed) for docs/front-desk.md.
 */

test.describe.configure({ mode: 'serial' });

const MONDAY = SUITE_START.date;
const TUESDAY = addDays(MONDAY, 1);
const shots = process.env.DESK_DAY_SHOTS;

const column = (page: Page, doctor: string) => page.getByRole('region', { name: doctor });
const slot = (page: Page, doctor: string, time: string) =>
  column(page, doctor)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${time}`) });

async function book(page: Page, doctor: string, time: string, name: string, phone: string) {
  const row = slot(page, doctor, time);
  await row.locator('summary').click();
  await row.getByLabel('Patient name').fill(name);
  await row.getByLabel('Phone').fill(phone);
  await row.getByRole('button', { name: `Book ${time} with ${doctor}` }).click();
}

test.afterAll(resetSuiteClock);

test('the day: walk-ins for both doctors, a clash answered with the nearest times, an arrival, axe clean', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // many steps, two tabs and axe at two widths on a shared machine
  await addAuthenticator(page);
  await page.goto(invite('Devi Reception', 'devi@clinic.example'));
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  setSuiteClock(MONDAY, SUITE_START.time);

  await page.getByRole('link', { name: 'Day', exact: true }).click();
  await expect(page.getByRole('heading', { name: longDate(MONDAY), exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Next day/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: longDate(TUESDAY), exact: true })).toBeVisible();
  expect(page.url()).toContain(`date=${TUESDAY}`);

  // A second tab opened on the same day, before the first books.
  const other = await context.newPage();
  await other.goto(`/desk/day?date=${TUESDAY}`);

  await book(page, 'Dr. Ananya Rao', '10:00', 'Ravi Kumar', '98860 44321');
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const ravi = slot(page, 'Dr. Ananya Rao', '10:00');
  await expect(ravi).toContainText('Ravi Kumar');
  await expect(ravi).toContainText('Confirmed');
  await expect(ravi.getByRole('link', { name: '98860 44321' })).toHaveAttribute('href', 'tel:9886044321');
  await book(page, 'Dr. Vikram Menon', '09:20', 'Sita Devi', '+91 99000 11223');
  await expect(slot(page, 'Dr. Vikram Menon', '09:20')).toContainText('Sita Devi');

  await book(other, 'Dr. Ananya Rao', '10:00', 'Arun Shah', '98450 67890');
  await expect(other.getByRole('alert')).toHaveText(
    'That time was just taken by another patient. Please choose another time.',
  );
  await expect(slot(other, 'Dr. Ananya Rao', '10:00')).toContainText('Ravi Kumar');
  await other.getByRole('button', { name: '10:15', exact: true }).click();
  await expect(other.getByRole('status')).toHaveText('Saved.');
  await expect(slot(other, 'Dr. Ananya Rao', '10:15')).toContainText('Arun Shah');
  await other.close();

  await page.reload();
  await ravi.getByRole('button', { name: /^Arrived/ }).click();
  await expect(ravi).toContainText('Arrived');
  await expect(ravi.getByRole('button', { name: /^Arrived/ })).toHaveAttribute('aria-pressed', 'true');
  // A mark is taken back on the day it was made; the next morning the day view no longer offers it.
  await expect(ravi.getByRole('button', { name: /^Undo/ })).toBeVisible();
  setSuiteClock(TUESDAY, SUITE_START.time);
  await page.reload();
  await signInIfAsked(page);
  await expect(ravi).toContainText('Arrived');
  await expect(ravi.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  setSuiteClock(MONDAY, SUITE_START.time);
  await page.reload();
  await signInIfAsked(page);
  await expect(ravi.getByRole('button', { name: /^Undo/ })).toBeVisible();

  await expectAxeClean(page);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);

  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'day.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: path.join(shots, 'day-desktop.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: path.join(shots, 'day-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }
});
