import type { Locator, Page } from '@playwright/test';
import { bookingHref } from '../../common/booking-link';
import { doctorsOf } from '../../content/facts';
import { fieldMessages } from '../../content/forms/messages';
import { openPage } from './helpers';
import { suiteNow, suiteToday } from './suite-clock';
import { expect, test } from './suite-test';

/**
 * The booking journeys of issue 18 at 375 and 1440 px (the two projects), with and without
 * JavaScript: errors in the service's own words at the fields and in a summary that takes focus,
 * dates in Indian order, controls clear of the fixed chrome, a confirmation that repeats the
 * request, and book buttons that carry the choice.
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Today in India on the suite's clock, as the service counts it: its date is read in UTC. */
const kolkataToday = () => new Date(`${suiteToday()}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const indianOrder = (date: Date) => `${iso(date).slice(8, 10)}/${iso(date).slice(5, 7)}/${iso(date).slice(0, 4)}`;

/** The next day the clinic opens (Monday to Friday), at least two days ahead. */
function nextOpenDay(): Date {
  const day = new Date(kolkataToday().getTime() + 2 * DAY_MS);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}
const longDate = (date: Date) => `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** A doctor who treats Diabetes (content/site.ts): a book button pairs a service with a doctor who treats it. */
const diabetesDoctor = doctorsOf('Diabetes')[0]!.name;

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Appointment request' });

/** The message a control's aria-describedby points at, besides its hint. */
async function describedError(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((node) => node && node.id.endsWith('error'))
      .map((node) => node!.textContent)
      .join(' '),
  );
}

/** The service's own page for a native post with these fields: its message for a field. */
async function serverMessage(page: Page, fields: Record<string, string>, field: string): Promise<string> {
  const answer = await page.request.post('/api/appointments', {
    headers: { accept: 'text/html' },
    form: { form: 'appointment-a', ...fields },
  });
  expect(answer.status()).toBe(422);
  const html = await answer.text();
  return html.match(new RegExp(`id="field-${field}-error"[^>]*>([^<]*)<`))![1]!.replace(/&#x27;|&#39;/g, "'");
}

test.describe('booking errors with JavaScript', () => {
  test('written at each field in the service’s words, with aria-invalid and aria-describedby, in a summary that takes focus; dates in Indian order', async ({
    page,
  }) => {
    await openPage(page, '/appointment');
    const form = bookingForm(page);
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByLabel('Mobile number').fill('call me');
    const yesterday = new Date(kolkataToday().getTime() - DAY_MS);
    await form.getByLabel('Preferred date').fill(iso(yesterday));
    await form.getByRole('button', { name: 'Book Appointment' }).click();

    const summary = form.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Not sent yet. 5 fields need your attention:');
    const datePast = `Please choose today (${indianOrder(kolkataToday())}) or a later date.`;
    const expected: Array<[string, string]> = [
      ['Your name', fieldMessages.nameRequired],
      ['E-mail', fieldMessages.emailRequired],
      ['Mobile number', fieldMessages.phoneInvalid],
      ['Preferred date', datePast],
    ];
    for (const [label, message] of expected) {
      const control = form.getByLabel(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(await describedError(control)).toBe(message);
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    const consent = form.getByRole('checkbox', { name: /I agree/ });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(await describedError(consent)).toBe(fieldMessages.consent);
    // Not the browser's words: no bubble, no US-order date.
    expect(
      await form.getByLabel('Mobile number').evaluate((input: HTMLInputElement) => input.validationMessage),
    ).not.toBe(fieldMessages.phoneInvalid);
    await expect(form).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4} or later/);

    // The same words as the service's page for a form posted without JavaScript.
    const bad = { name: '', email: '', number: 'call me', booking_date: iso(yesterday) };
    expect(await serverMessage(page, bad, 'number')).toBe(fieldMessages.phoneInvalid);
    expect(await serverMessage(page, bad, 'booking_date')).toBe(datePast);

    // A summary link brings its field into view, clear of the sticky header, and focuses it.
    await summary.getByRole('link', { name: fieldMessages.phoneInvalid }).click();
    const number = form.getByLabel('Mobile number');
    await expect(number).toBeFocused();
    const atCentre = await number.evaluate((input) => {
      const box = input.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input;
    });
    expect(atCentre).toBe(true);
  });

  test('a refusal from the service (422) is shown the same way at the field', async ({ page }) => {
    // The visitor's clock is a week behind the suite's: a date the page's check takes is already past for the service.
    const slowToday = new Date(kolkataToday().getTime() - 7 * DAY_MS);
    await page.clock.setFixedTime(new Date(suiteNow().getTime() - 7 * DAY_MS));
    await openPage(page, '/appointment');
    const form = bookingForm(page);
    let date = new Date(slowToday.getTime() + DAY_MS);
    while ([0, 6].includes(date.getUTCDay())) date = new Date(date.getTime() + DAY_MS);
    await form.getByLabel('Your name').fill('Asha');
    await form.getByLabel('E-mail').fill('asha@example.com');
    await form.getByLabel('Mobile number').fill('+91 98765 43210');
    await form.getByLabel('Preferred date').fill(iso(date));
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(form.getByRole('status')).toHaveText(/Not sent/);
    const summary = form.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    const datePast = `Please choose today (${indianOrder(kolkataToday())}) or a later date.`;
    await expect(summary.getByRole('link', { name: datePast })).toBeVisible();
    await expect(form.getByLabel('Preferred date')).toHaveAttribute('aria-invalid', 'true');
    expect(await describedError(form.getByLabel('Preferred date'))).toBe(datePast);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('the submit button and the consent box are not covered by the header, the bottom bar or the scroll-to-top button', async ({
      page,
    }) => {
      if (javaScriptEnabled) await openPage(page, '/appointment');
      else await page.goto('/appointment');
      await expect(page.locator('.loading-overlay')).toBeHidden();
      // The scroll-to-top button shows once the page is scrolled.
      await page.mouse.wheel(0, 600);
      const form = bookingForm(page);
      for (const control of [
        form.getByRole('button', { name: 'Book Appointment' }),
        form.getByRole('checkbox', { name: /I agree/ }),
      ]) {
        for (const block of ['end', 'start'] as const) {
          const uncovered = await control.evaluate((element, where) => {
            element.scrollIntoView({ block: where, behavior: 'instant' });
            const box = element.getBoundingClientRect();
            const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            // Whatever stays put on the screen (sticky header, bottom bar, scroll-to-top button) and is shown.
            const overlaps = [...document.querySelectorAll('body *')].filter((fixed) => {
              const style = getComputedStyle(fixed);
              if (!['fixed', 'sticky'].includes(style.position) || fixed.contains(element)) return false;
              const other = fixed.getBoundingClientRect();
              const shown =
                style.visibility !== 'hidden' && Number(style.opacity) > 0 && other.width > 2 && other.height > 2;
              return (
                shown &&
                other.left < box.right &&
                other.right > box.left &&
                other.top < box.bottom &&
                other.bottom > box.top
              );
            });
            return { centre: atCentre === element || element.contains(atCentre), overlaps: overlaps.length };
          }, block);
          expect(uncovered, `${block}`).toEqual({ centre: true, overlaps: 0 });
        }
      }
    });

    test('a book button’s choice (/appointment?service=Diabetes&doctor=…) is preselected, the select valid, nothing logged', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const url = bookingHref({ service: 'Diabetes', doctor: diabetesDoctor });
      if (javaScriptEnabled) await openPage(page, url);
      else await page.goto(url);
      const form = bookingForm(page);
      await expect(form.getByLabel('Service')).toHaveValue('Diabetes');
      await expect(form.getByLabel('Doctor')).toHaveValue(diabetesDoctor);
      expect(await form.getByLabel('Service').evaluate((select: HTMLSelectElement) => select.checkValidity())).toBe(
        true,
      );
      expect(errors).toEqual([]);
    });

    test('a doctor alone in a link written by hand, percent-encoded (/appointment?doctor=Dr.%20…), is preselected', async ({
      page,
    }) => {
      const url = `/appointment?doctor=${encodeURIComponent(diabetesDoctor)}`;
      if (javaScriptEnabled) await openPage(page, url);
      else await page.goto(url);
      await expect(bookingForm(page).getByLabel('Doctor')).toHaveValue(diabetesDoctor);
    });

    test('after a request: the date, doctor and service as sent, "not yet confirmed" and when the clinic calls', async ({
      page,
    }) => {
      const url = bookingHref({ service: 'diabetes', doctor: diabetesDoctor });
      if (javaScriptEnabled) await openPage(page, url);
      else await page.goto(url);
      const form = bookingForm(page);
      const date = nextOpenDay();
      await form.getByLabel('Your name').fill(`Asha ${test.info().project.name} ${javaScriptEnabled}`);
      await form.getByLabel('E-mail').fill('asha@example.com');
      await form.getByLabel('Mobile number').fill('+91 98765 43210');
      await form.getByLabel('Preferred date').fill(iso(date));
      await form.getByRole('checkbox', { name: /I agree/ }).check();
      await form.getByRole('button', { name: 'Book Appointment' }).click();
      const confirmation = page.locator('[data-booking-confirmation]');
      if (javaScriptEnabled) await expect(confirmation).toBeFocused();
      // Without JavaScript: a random reference, no service name or personal data in the URL.
      else await expect(page).toHaveURL(/\/request-received\?ref=[\w-]{16}$/);
      await expect(confirmation).toContainText(`Preferred date${longDate(date)}`, { useInnerText: false });
      await expect(confirmation).toContainText(diabetesDoctor);
      await expect(confirmation).toContainText('Diabetes');
      await expect(confirmation).toContainText('This is a request, not yet a confirmed appointment.');
      await expect(confirmation).toContainText(
        'We will call you on +91 98765 43210 to agree the time, between 9:00 and 16:00, Monday to Friday.',
      );
    });
  });
}
