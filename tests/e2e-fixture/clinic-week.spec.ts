import path from 'node:path';
import type { Page } from '@playwright/test';
import { weekdayOf } from '../../common/booking-dates';
import { runsOn } from '../../common/clinic-week';
import { longDate } from '../../common/date-text';
import type { SiteConfig } from '../../content/schema/site';
import { openPage } from '../e2e/helpers';
import { FIXTURE_CONTENT } from '../fixture-clinic/build';
import { firstDateAhead } from '../e2e/suite-clock';
import { expect, test } from '../e2e/suite-test';

/**
 * The fixture clinic's week (issue 46), served by its own form service: its resident doctor's morning and evening
 * sessions, its visiting consultant on the first and third Saturdays of the month in 30-minute visits. The picker
 * offers those times and nothing between, and tells the reason for a Saturday she does not consult before anything is
 * sent; without JavaScript the service refuses that Saturday in the same words. Dates are found from today on the
 * suite's clock (tests/e2e/suite-clock.ts), two days ahead at least (the clinic's notice is two hours).
 */
const { site } = (await import(path.join(FIXTURE_CONTENT, 'site.ts'))) as { site: SiteConfig };
const [resident, consultant] = site.doctors;
const consultantWeeks = consultant!.consultingHours[0]!.weeks;

/** The first date from two days ahead on the suite's clock that passes `wanted` (each is within a year). */
const firstDate = (wanted: (date: string) => boolean) => firstDateAhead(wanted)!;
const consultantDay = firstDate((date) => weekdayOf(date) === 'saturday' && runsOn(consultantWeeks, date));
const otherSaturday = firstDate((date) => weekdayOf(date) === 'saturday' && !runsOn(consultantWeeks, date));
const residentDay = firstDate((date) => !['saturday', 'sunday'].includes(weekdayOf(date)));

async function chooseOnForm(page: Page, doctor: string, service: string, date: string) {
  const form = page.getByRole('form', { name: 'Appointment request' });
  await form.getByLabel('Your name').fill('Asha');
  await form.getByLabel('E-mail').fill('asha@example.com');
  await form.getByLabel('Mobile number').fill('+91 98765 43210');
  await form.getByLabel('Service').selectOption(service);
  await form.getByLabel('Doctor').selectOption(doctor);
  await form.getByLabel('Preferred date').fill(date);
  return form;
}

const picker = (page: Page, doctor: string) =>
  page.getByRole('group', { name: `Free times with ${doctor} that day (optional)` });

test('the resident doctor is offered the morning and the evening sessions, and nothing between', async ({ page }) => {
  await openPage(page, '/appointment');
  await chooseOnForm(page, resident!.name, resident!.services[0]!, residentDay);
  const times = picker(page, resident!.name).getByRole('radio');
  await expect(times.first()).toBeVisible();
  const offered = await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  // Today's bookings by other tests may have taken a time: every time offered is in a session, both sessions offer.
  const inSession = (time: string) => (time >= '10:00' && time <= '12:45') || (time >= '17:00' && time <= '19:45');
  expect(offered.filter(Boolean).every(inSession), offered.join(' ')).toBe(true);
  expect(offered.some((time) => time >= '10:00' && time < '13:00')).toBe(true);
  expect(offered.some((time) => time >= '17:00' && time < '20:00')).toBe(true);
  expect(offered.filter((time) => time >= '10:00' && time < '11:00').length).toBeLessThanOrEqual(4); // 15 minutes
});

test('the consultant is offered her Saturdays in 30-minute steps, and told why on another Saturday', async ({
  page,
}) => {
  await openPage(page, '/appointment');
  const form = await chooseOnForm(page, consultant!.name, consultant!.services[0]!, consultantDay);
  const times = picker(page, consultant!.name).getByRole('radio');
  await expect(times.first()).toBeVisible();
  const offered = await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  expect(
    offered.filter(Boolean).every((time) => ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'].includes(time)),
  ).toBe(true);

  await form.getByLabel('Preferred date').fill(otherSaturday);
  const nextSaturday = firstDate(
    (date) => date > otherSaturday && weekdayOf(date) === 'saturday' && runsOn(consultantWeeks, date),
  );
  await expect(picker(page, consultant!.name).getByRole('status')).toContainText(
    `${consultant!.name} does not consult on ${longDate(otherSaturday)}. Next consulting days: ${longDate(nextSaturday)}`,
  );
  await expect(picker(page, consultant!.name).getByRole('radio')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the service refuses a request without a time for a Saturday the consultant does not consult', async ({
    page,
  }) => {
    await page.goto('/appointment');
    const form = await chooseOnForm(page, consultant!.name, consultant!.services[0]!, otherSaturday);
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const again = page.getByRole('form', { name: 'Appointment request' });
    await expect(again.getByLabel('Preferred date')).toHaveAttribute('aria-invalid', 'true');
    await expect(again).toContainText(`${consultant!.name} does not consult on ${longDate(otherSaturday)}.`);
    await expect(page.locator('[data-booking-confirmation]')).toHaveCount(0);
  });
});
