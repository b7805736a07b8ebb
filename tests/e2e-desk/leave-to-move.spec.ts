import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { book, enrolStaff, expectAxeClean, visitDate } from './desk-steps';
import { mailsTo } from './mail-files';
import { expect, test } from './suite-test';

/**
 * Leave at the front desk (issue 37), on the desk suite's backend: a receptionist confirms a visit with one tap on a
 * free time, enters the doctor's leave for that day, and the day's times disappear from what the website offers
 * (/api/availability); the visit shows as *to move*, one tap moves it (the patient's e-mail says it moved), and the
 * leave removed gives the times back. Axe clean at 375 and 1440 px; DESK_DAY_SHOTS names a folder for its screenshot.
 */

test.describe.configure({ mode: 'serial' });

const RAO = 'Dr. Ananya Rao';
/** A folder for the leave page's screenshot (docs/front-desk.md), as DESK_DAY_SHOTS is for the day's. */
const shots = process.env.DESK_DAY_SHOTS;

async function publicTimes(page: Page, date: string): Promise<string[]> {
  const answer = await page.request.get(`/api/availability?doctor=dr-ananya-rao&from=${date}&to=${date}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { times: Array<{ time: string }> }).times.map((slot) => slot.time);
}

test('a doctor’s leave empties the public times, its visit is listed to move and moved with one tap', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const date = visitDate();
  await enrolStaff(page, 'Latha Desk', 'latha.desk@clinic.example');
  await book(page, { name: 'Gopal Menon', email: 'gopal@example.org', number: '098450 33333' });
  await page.goto('/desk');
  await page.getByRole('link', { name: 'Gopal Menon' }).first().click();

  // One tap on the day's last free time with Dr. Rao confirms it.
  await page
    .locator('form.time-choices', { has: page.getByRole('heading', { name: RAO }) })
    .getByRole('button', { name: '12:45' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.locator('dl')).toContainText(`12:45, ${RAO}`);
  expect(await publicTimes(page, date)).not.toContain('12:45');
  expect((await publicTimes(page, date)).length).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Leave and closures' }).click();
  const leave = page.locator('form', { has: page.getByRole('button', { name: 'Doctor away' }) });
  await leave.getByLabel('Doctor').selectOption({ label: RAO });
  await leave.getByLabel('From (date)').fill(date);
  await leave.getByLabel('To (date, included)').fill(date);
  await leave.getByRole('button', { name: 'Doctor away' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  expect(await publicTimes(page, date)).toEqual([]);

  const toMove = page.getByRole('group', { name: `New time: ${date} 12:45, ${RAO}` });
  await expect(toMove).toBeVisible();
  await expectAxeClean(page);
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'leave.png'), fullPage: true });
  }
  const choice = toMove.getByRole('button').first();
  const newTime = (await choice.textContent())!;
  await choice.click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  // Moved: no longer listed (the journey's patient, on the same day, may still be).
  await expect(toMove).toHaveCount(0);
  const [moved] = await mailsTo('gopal@example.org', 'Your appointment has moved');
  const comma = newTime.lastIndexOf(', ');
  expect(moved!.text).toContain(`to ${newTime.slice(0, comma)} at ${newTime.slice(comma + 2)}`);

  await page.getByRole('button', { name: /^Remove: Dr\. Ananya Rao/ }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  expect(await publicTimes(page, date)).toContain('12:45');
});
