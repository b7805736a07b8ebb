import { expect, type Page, test } from '@playwright/test';
import { addDays, describeOpenDays, clinicOpenDays, todayInKolkata, weekdayOf } from '../../common/booking-dates';
import { doctorSchedules } from '../../common/forms/doctor-rule';
import { LIMITS } from '../../content/forms/kinds';
import { fieldMessages } from '../../content/forms/messages';
import { loadServices } from '../../server/content';
import { site } from '../../content/site';
import { fill } from '../../content/ui';
import { openPage } from './helpers';

/**
 * Booking rules follow the chosen doctor on /appointment (issue 35), with JavaScript (the check before sending, nothing
 * posted) and without (the service's 422 page): a service the doctor does not treat, a day the clinic opens but the
 * doctor does not consult. Read from the built clinic's content: the sample's doctors consult every day it opens, so
 * the day test runs on a clinic whose doctors' days differ (the fixture clinic), and says so when skipped.
 */
const schedules = doctorSchedules(site.doctors);
const services = loadServices().map((service) => service.label);

/** A doctor and a service the doctor does not treat. */
const untreated = schedules
  .map((doctor) => ({ doctor, service: services.find((service) => !doctor.services.includes(service)) }))
  .find((pair) => pair.service !== undefined);

/** A doctor, a service the doctor treats, and the first day from two days ahead the clinic opens, the doctor away. */
function awayDay() {
  const today = todayInKolkata();
  for (const doctor of schedules) {
    for (let ahead = 2; ahead < Math.min(LIMITS.bookingWindowDays, 16); ahead++) {
      const date = addDays(today, ahead);
      if (clinicOpenDays.has(weekdayOf(date)) && !doctor.days.has(weekdayOf(date)))
        return { doctor, service: doctor.services[0]!, date };
    }
  }
  return undefined;
}
const away = awayDay();

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Appointment request' });

/** A doctor's next consulting day the clinic opens, from two days ahead. */
function consultingDay(days: ReadonlySet<string>): string {
  let date = addDays(todayInKolkata(), 2);
  while (!days.has(weekdayOf(date)) || !clinicOpenDays.has(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

async function fillBooking(page: Page, choice: { service: string; doctor: string; date: string }) {
  const form = bookingForm(page);
  await form.getByLabel('Your name').fill('Asha');
  await form.getByLabel('E-mail').fill('asha@example.com');
  await form.getByLabel('Mobile number').fill('+91 98765 43210');
  await form.getByLabel('Service').selectOption(choice.service);
  await form.getByLabel('Doctor').selectOption(choice.doctor);
  await form.getByLabel('Preferred date').fill(choice.date);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the chosen doctor's rules ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    async function refusal(page: Page, choice: { service: string; doctor: string; date: string }, label: string) {
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posted.push(request.url());
      });
      if (javaScriptEnabled) await openPage(page, '/appointment');
      else await page.goto('/appointment');
      await fillBooking(page, choice);
      const form = bookingForm(page);
      if (javaScriptEnabled) {
        await expect(form.locator('[data-error-summary]')).toBeFocused();
        expect(posted).toEqual([]); // refused in the page: nothing sent
      } else expect(posted).toHaveLength(1); // the service's 422 page, the form drawn again
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[data-booking-confirmation]')).toHaveCount(0);
      return form;
    }

    test('a service the chosen doctor does not treat is refused at the doctor, naming both', async ({ page }) => {
      test.skip(!untreated, 'every doctor of this clinic treats every service');
      const { doctor, service } = untreated!;
      const form = await refusal(
        page,
        { service: service!, doctor: doctor.name, date: consultingDay(doctor.days) },
        'Doctor',
      );
      await expect(form).toContainText(fill(fieldMessages.doctorService, { doctor: doctor.name, service: service! }));
    });

    test('a day the clinic opens but the chosen doctor does not consult is refused, naming the doctor’s days', async ({
      page,
    }) => {
      test.skip(!away, 'this clinic’s doctors consult every day it opens');
      const { doctor, service, date } = away!;
      const form = await refusal(page, { service, doctor: doctor.name, date }, 'Preferred date');
      await expect(form).toContainText(
        fill(fieldMessages.dateDoctorAway, { doctor: doctor.name, days: describeOpenDays(doctor.days) }),
      );
    });
  });
}
