import type { Locator, Page } from '@playwright/test';
import { openDaysFrom, weekdayOf } from '../../common/booking-dates';
import { clinicSessionsOn, consultingSessionsOn } from '../../common/clinic-week';
import { longDate } from '../../common/date-text';
import { doctorSchedules, type DoctorSchedule } from '../../common/forms/doctor-rule';
import type { OpeningHours } from '../../content/schema/site';
import { fieldMessages } from '../../content/forms/messages';
import { formWords } from '../../content/forms/words';
import { fill } from '../../content/ui';
import { expectNoViolations } from './axe';
import { openPage } from './helpers';
import { firstDateAhead } from './suite-clock';
import { expect, test } from './suite-test';

/** What the checks read of a clinic's content (content/site.ts): its opening hours and its doctors. */
export interface BookingClinic {
  openingHours: readonly OpeningHours[];
  doctors: Parameters<typeof doctorSchedules>[0];
}

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Appointment request' });

/**
 * Booking rules follow the chosen doctor on /appointment (issue 35), with JavaScript (the check before sending, nothing
 * posted) and without (the service's 422 page, the form drawn again): a service the doctor does not treat (with
 * JavaScript never offered: a service narrows the doctors and a doctor the services, issue 46; without, refused naming
 * the doctors who treat it), and a day the clinic opens but the doctor does not consult. Defined for the sample
 * (tests/e2e/booking-doctor.spec.ts), whose doctors consult every day it opens (the day test says so when skipped), and
 * for the fixture clinic, open on Saturdays with a doctor who consults Monday to Friday
 * (tests/e2e-fixture/languages-and-booking.spec.ts).
 */
export function bookingDoctorTests(clinic: BookingClinic): void {
  const openDays = openDaysFrom(clinic.openingHours);
  const schedules = doctorSchedules(clinic.doctors);
  const everyService = [...new Set(schedules.flatMap((doctor) => doctor.services))];

  /** The first date within four weeks on the suite's clock that passes `wanted`. */
  const firstDay = (wanted: (date: string) => boolean) => firstDateAhead(wanted, 30);
  // The sessions that run that date, the clinic's around the doctor's (common/clinic-week.ts).
  const open = (date: string) => clinicSessionsOn(date, clinic.openingHours).length > 0;
  const consults = (doctor: DoctorSchedule, date: string) =>
    open(date) && consultingSessionsOn(doctor, date, clinic.openingHours).length > 0;

  const untreated = schedules
    .map((doctor) => ({ doctor, service: everyService.find((service) => !doctor.services.includes(service)) }))
    .find((pair) => pair.service !== undefined);
  const away = schedules
    .map((doctor) => ({
      doctor,
      date: firstDay((date) => openDays.has(weekdayOf(date)) && open(date) && !consults(doctor, date)),
    }))
    .find((pair) => pair.date !== undefined);

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`the chosen doctor's rules ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      async function refused(page: Page, choice: { service: string; doctor: string; date: string }, label: string) {
        const posted: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST') posted.push(request.url());
        });
        if (javaScriptEnabled) await openPage(page, '/appointment');
        else await page.goto('/appointment');
        const form = bookingForm(page);
        await form.getByLabel('Your name').fill('Asha');
        await form.getByLabel('E-mail').fill('asha@example.com');
        await form.getByLabel('Mobile number').fill('+91 98765 43210');
        await form.getByLabel('Service').selectOption(choice.service);
        await form.getByLabel('Doctor').selectOption(choice.doctor);
        await form.getByLabel('Preferred date').fill(choice.date);
        await form.getByRole('checkbox', { name: /I agree/ }).check();
        await form.getByRole('button', { name: 'Book Appointment' }).click();
        if (javaScriptEnabled) {
          await expect(form.locator('[data-error-summary]')).toBeFocused();
          expect(posted).toEqual([]); // refused in the page: nothing sent
        } else {
          await expect(bookingForm(page).getByLabel(label)).toBeVisible();
          expect(posted).toHaveLength(1); // the service's 422 page
        }
        await expect(bookingForm(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('[data-booking-confirmation]')).toHaveCount(0);
        return bookingForm(page);
      }

      test('without JavaScript, a service the chosen doctor does not treat is refused at the doctor, naming who treats it', async ({
        page,
      }) => {
        test.skip(javaScriptEnabled, 'with JavaScript the doctor is not offered for that service (the next test)');
        test.skip(!untreated, 'every doctor of this clinic treats every service');
        const { doctor, service } = untreated!;
        const date = firstDay((day) => consults(doctor, day))!;
        const form = await refused(page, { service: service!, doctor: doctor.name, date }, 'Doctor');
        const others = schedules.filter((each) => each.services.includes(service!)).map((each) => each.name);
        const slots = { doctor: doctor.name, service: service!, doctors: others.join(' or ') };
        await expect(form).toContainText(
          fill(others.length ? fieldMessages.doctorServiceOthers : fieldMessages.doctorService, slots),
        );
      });

      test('with JavaScript, a service narrows the doctors and a doctor the services, by keyboard, keeping what was typed', async ({
        page,
      }) => {
        test.skip(!javaScriptEnabled, 'without JavaScript every doctor and service is offered and the service refuses');
        test.skip(!untreated, 'every doctor of this clinic treats every service');
        const { doctor, service } = untreated!;
        await openPage(page, '/appointment');
        const form = bookingForm(page);
        const [serviceSelect, doctorSelect] = [form.getByLabel('Service'), form.getByLabel('Doctor')];
        const offered = async (select: Locator) => (await select.locator('option').allTextContents()).slice(1);
        const [everyListedService, everyDoctor] = [await offered(serviceSelect), await offered(doctorSelect)];
        await form.getByLabel('Your name').fill('Asha');
        await form.getByLabel('E-mail').fill('asha@example.com');

        // A service: only the doctors who treat it are offered.
        await serviceSelect.focus();
        await page.keyboard.type(service!);
        await expect(serviceSelect).toHaveValue(service!);
        const treating = schedules.filter((each) => each.services.includes(service!)).map((each) => each.name);
        await expect.poll(() => offered(doctorSelect)).toEqual(everyDoctor.filter((name) => treating.includes(name)));
        expect(await offered(doctorSelect)).not.toContain(doctor.name);
        await expect(doctorSelect).toHaveAccessibleDescription(fill(formWords.narrowed.doctors, { service: service! }));

        // No preference again: every doctor is back; then a doctor: only the doctor's services are offered.
        await page.keyboard.press('Home');
        await expect.poll(() => offered(doctorSelect)).toEqual(everyDoctor);
        await page.keyboard.press('Tab');
        await expect(doctorSelect).toBeFocused();
        await page.keyboard.type(doctor.name);
        await expect(doctorSelect).toHaveValue(doctor.name);
        await expect
          .poll(() => offered(serviceSelect))
          .toEqual(everyListedService.filter((each) => doctor.services.includes(each)));
        expect(await offered(serviceSelect)).not.toContain(service);
        await expect(serviceSelect).toHaveAccessibleDescription(
          fill(formWords.narrowed.services, { doctor: doctor.name }),
        );
        await expect(doctorSelect).not.toHaveAccessibleDescription(/Only the/);

        await expect(form.getByLabel('Your name')).toHaveValue('Asha');
        await expect(form.getByLabel('E-mail')).toHaveValue('asha@example.com');
        await expectNoViolations(page);

        // A book button's link chooses the service: the doctors are narrowed as soon as the page is live.
        await openPage(page, `/appointment?service=${encodeURIComponent(service!)}`);
        await expect(serviceSelect).toHaveValue(service!);
        await expect.poll(() => offered(doctorSelect)).toEqual(everyDoctor.filter((name) => treating.includes(name)));
      });

      test('a day the clinic opens but the chosen doctor does not consult is refused, naming the next days', async ({
        page,
      }) => {
        test.skip(!away, 'this clinic’s doctors consult every day it opens');
        const { doctor, date } = away!;
        const form = await refused(
          page,
          { service: doctor.services[0]!, doctor: doctor.name, date: date! },
          'Preferred date',
        );
        // The next days are the doctor's next consulting dates from the date chosen (the day checked right after).
        const next = firstDay((day) => day > date! && consults(doctor, day));
        await expect(form).toContainText(
          `${doctor.name} does not consult on ${longDate(date!)}. Next consulting days:`,
        );
        if (next) await expect(form).toContainText(longDate(next));
      });
    });
  }
}
