import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInKolkata } from '../../common/booking-dates';
import { bookingHref } from '../../common/booking-link';
import { expectNoViolations } from './axe';
import { openPage } from './helpers';

/**
 * A patient picking a real free time on /appointment (decision 0048), as the browser tests of the site
 * (tests/e2e/booking-time.spec.ts, SQLite, 375 and 1440 px) and of the desk's server
 * (tests/e2e-desk/booking-time.spec.ts, SQLite or PostgreSQL) both walk it. The service keeps its data between
 * steps, so each books a day that still has free times; `fromEnd` takes times from the end of the day, so two runs at
 * once never race for one time. `now` is the service's clock, its suite's: the site's (tests/e2e/suite-clock.ts) or the
 * desk's (tests/e2e-desk/suite-clock.ts).
 */

const DOCTOR = { name: 'Dr. Ananya Rao', slug: 'dr-ananya-rao' };
type FreeTime = { date: string; time: string };

/** The first day from two days ahead of `now` with at least six free times of the doctor, and those times. */
async function freeDay(request: APIRequestContext, now: Date): Promise<{ date: string; times: string[] }> {
  const [from, to] = [addDays(todayInKolkata(now), 2), addDays(todayInKolkata(now), 32)];
  const answer = await request.get(`/api/availability?doctor=${DOCTOR.slug}&from=${from}&to=${to}`);
  const times = ((await answer.json()) as { times: FreeTime[] }).times;
  const dates = [...new Set(times.map((each) => each.date))];
  const date = dates.find((day) => times.filter((each) => each.date === day).length >= 6)!;
  return { date, times: times.filter((each) => each.date === date).map((each) => each.time) };
}

async function fillRequest(page: Page, date: string, who: string) {
  const form = page.getByRole('form', { name: 'Appointment request' });
  await form.getByLabel('Your name').fill(who);
  await form.getByLabel('E-mail').fill('asha@example.com');
  await form.getByLabel('Mobile number').fill('+91 98765 43210');
  await form.getByLabel('Preferred date').fill(date);
  return form;
}

/**
 * With JavaScript: the date brings the doctor's free times (axe clean), one is picked by keyboard (the first, right of
 * "No particular time", or the last, left of it round the group), and the answer shows it held.
 */
export async function pickWithJavaScript(
  page: Page,
  request: APIRequestContext,
  who: string,
  fromEnd: boolean,
  now: Date,
) {
  const day = await freeDay(request, now);
  await openPage(page, bookingHref({ service: 'Diabetes', doctor: DOCTOR.name }));
  const form = await fillRequest(page, day.date, who);
  const picker = form.getByRole('group', { name: `Free times with ${DOCTOR.name} that day (optional)` });
  await expect(picker).toBeVisible();
  const none = picker.getByRole('radio', { name: 'No particular time' });
  await expect(none).toBeChecked();
  await expect(picker.getByRole('radio', { name: day.times.at(-1)!, exact: true })).toBeVisible();
  await expectNoViolations(page);

  await none.focus();
  await page.keyboard.press(fromEnd ? 'ArrowLeft' : 'ArrowRight');
  const chosen = picker.locator('input:checked');
  await expect(chosen).toBeFocused();
  const wanted = await chosen.inputValue();
  expect(day.times).toContain(wanted);
  expect(await chosen.evaluate((radio) => getComputedStyle(radio).outlineStyle)).not.toBe('none');

  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  const confirmation = page.locator('[data-booking-confirmation]');
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(`Time${wanted}`, { useInnerText: false });
  await expect(confirmation).toContainText('Your time is held for you. The clinic confirms it by e-mail');

  // The time is no longer offered.
  const after = await request.get(`/api/availability?doctor=${DOCTOR.slug}&from=${day.date}&to=${day.date}`);
  expect(((await after.json()) as { times: FreeTime[] }).times.map((each) => each.time)).not.toContain(wanted);
}

/**
 * Without JavaScript (the page's context has it off): the request is sent for the day, its page lists the free times,
 * and one button (the second time of the day, or the second from its end) holds a time the page then shows.
 */
export async function pickWithoutJavaScript(
  page: Page,
  request: APIRequestContext,
  who: string,
  fromEnd: boolean,
  now: Date,
) {
  const day = await freeDay(request, now);
  await page.goto(bookingHref({ service: 'Diabetes', doctor: DOCTOR.name }));
  const form = await fillRequest(page, day.date, who);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(page).toHaveURL(/\/request-received\?ref=[\w-]{16}$/);
  const step = page.getByRole('region', { name: 'Pick a time now (optional)' });
  await expect(step).toBeVisible();

  const wanted = fromEnd ? day.times.at(-2)! : day.times[1]!;
  await step.getByRole('button', { name: `Hold ${wanted}` }).click();
  await expect(page).toHaveURL(/\/request-received\?ref=[\w-]{16}$/);
  const confirmation = page.locator('[data-booking-confirmation]');
  await expect(confirmation).toContainText(`Time${wanted}`, { useInnerText: false });
  await expect(confirmation).toContainText('Your time is held for you.');
  await expect(page.getByRole('region', { name: 'Pick a time now (optional)' })).toHaveCount(0);
}
