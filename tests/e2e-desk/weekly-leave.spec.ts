import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { addDays, weekdayOf } from '../../common/booking-dates';
import { enrolStaff, expectAxeClean } from './desk-steps';
import { suiteToday } from './suite-clock';
import { expect, test } from './suite-test';

/**
 * Leave every week at the front desk (docs/decisions/0080-leave-every-week.md), on the desk suite's backend, with
 * the keyboard only: a receptionist enters Dr. Rao away every Thursday from 11:00 for three weeks, the website stops
 * offering her Thursday times from 11:00 on those weeks only (/api/availability), the entry is listed and removed.
 * Axe clean at 375 and 1440 px; DESK_DAY_SHOTS names a folder for its screenshots.
 */

const shots = process.env.DESK_DAY_SHOTS;

async function publicTimes(page: Page, date: string): Promise<string[]> {
  const answer = await page.request.get(`/api/availability?doctor=dr-ananya-rao&from=${date}&to=${date}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { times: Array<{ time: string }> }).times.map((slot) => slot.time);
}

/**
 * The first Thursday a week or more from today on the suite's clock: clear of the minimum notice and of the other
 * specs' visits.
 */
function firstThursday(): string {
  let date = addDays(suiteToday(), 7);
  while (weekdayOf(date) !== 'thursday') date = addDays(date, 1);
  return date;
}

/** Presses Tab until the keyboard's focus is on `field` (at most 20 times). */
async function tabTo(page: Page, field: Locator) {
  for (let presses = 0; presses < 20; presses++) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field');
}

test('a doctor away every Thursday afternoon, entered once with the keyboard, empties those afternoons only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [first, third, fourth] = [firstThursday(), addDays(firstThursday(), 14), addDays(firstThursday(), 21)];
  await enrolStaff(page, 'Meena Desk', 'meena.desk@clinic.example');
  await page.goto('/desk/diary');
  expect(await publicTimes(page, first)).toContain('12:45');

  const form = page.getByRole('form', { name: 'Away every week' });
  const [doctor, weekday, from, until, away] = [
    form.getByLabel('Doctor'),
    form.getByLabel('Day of the week'),
    form.getByLabel('From (date)'),
    form.getByLabel('Until (date, included, optional)'),
    form.getByLabel('Away from (time each week, optional)'),
  ];
  // Typed as a keyboard types them: Chromium's date fields take month, day, year (en-US).
  const typedDate = (date: string) => `${date.slice(5, 7)}${date.slice(8)}${date.slice(0, 4)}`;
  await form.getByRole('heading', { name: 'Away every week' }).click();
  await tabTo(page, doctor);
  await tabTo(page, weekday);
  await page.keyboard.type('Thu');
  await tabTo(page, from);
  await page.keyboard.type(typedDate(first));
  await tabTo(page, until);
  await page.keyboard.type(typedDate(third));
  await tabTo(page, away);
  await page.keyboard.type('1100AM');
  await expect(doctor).toHaveValue('physician');
  await expect(weekday).toHaveValue('thursday');
  await expect(from).toHaveValue(first);
  await expect(until).toHaveValue(third);
  await expect(away).toHaveValue('11:00');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toHaveText('Saved.');
  const label = `Dr. Ananya Rao, every Thursday (11:00 – whole day), from ${first} until ${third}`;
  await expect(page.getByRole('listitem').filter({ hasText: label })).toBeVisible();
  for (const thursday of [first, third]) {
    const left = await publicTimes(page, thursday);
    expect(left, thursday).toContain('10:45');
    expect(
      left.filter((time) => time >= '11:00'),
      thursday,
    ).toEqual([]);
  }
  expect(await publicTimes(page, fourth)).toContain('12:45');
  await expectAxeClean(page);
  if (shots) {
    mkdirSync(shots, { recursive: true });
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(shots, `weekly-leave-${width}.png`), fullPage: true });
    }
  }

  const remove = page.getByRole('button', { name: `Remove: ${label}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Saved.');
  expect(await publicTimes(page, third)).toContain('12:45');
});
