import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { weekdayOf } from '../../common/booking-dates';
import { fieldMessages } from '../../content/forms/messages';
import { openPage } from './helpers';
import { runCommandOnSuiteClock } from '../suite-clock';
import { firstDateAhead, suiteNow } from './suite-clock';
import { expect, newContextOnSuiteClock, test } from './suite-test';

// The e2e server stores into this folder (playwright.config.ts); the staff command reads it.
const DATA_DIR = 'test-results/e2e-data';

/** `npm run requests -- export`, on the suite's clock (it writes an audit entry): the rows it printed. */
function exported(type: 'appointments' | 'messages'): Array<Record<string, unknown>> {
  const out = runCommandOnSuiteClock(suiteNow(), 'server/cli.ts', ['export', '--format', 'json', '--type', type], {
    DATA_DIR,
  });
  return JSON.parse(out) as Array<Record<string, unknown>>;
}

/** The next day the clinic opens (Monday to Friday), at least two days ahead, as YYYY-MM-DD. */
const nextOpenDay = () => firstDateAhead((date) => !['saturday', 'sunday'].includes(weekdayOf(date)))!;
const nextSunday = () => firstDateAhead((date) => weekdayOf(date) === 'sunday')!;

const unique = (label: string) => `${label} ${test.info().project.name} ${randomUUID().slice(0, 8)}`;

async function fillFormA(page: Page, name: string, date: string) {
  const form = page.getByRole('form', { name: 'Appointment request' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill('patient@example.com');
  await form.getByLabel('Service').selectOption('Diabetes');
  await form.getByLabel('Doctor').selectOption({ index: 1 });
  await form.getByLabel('Mobile number').fill('+91 98765 43210');
  await form.getByLabel('Preferred date').fill(date);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  return form;
}

test.describe('booking form A on /appointment', () => {
  test('with JavaScript: sends in place, the confirmation replaces the form, and is stored', async ({ page }) => {
    const name = unique('Asha JS');
    await openPage(page, '/appointment');
    const form = await fillFormA(page, name, nextOpenDay());
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.locator('[data-booking-confirmation]')).toBeFocused();
    await expect(page.locator('[data-booking-confirmation]')).toContainText('reached the clinic');
    await expect(form).toHaveCount(0);
    const row = exported('appointments').find((r) => r.name === name);
    expect(row).toMatchObject({ email: 'patient@example.com', service: 'Diabetes' });
  });

  test('without JavaScript: a valid post lands on its confirmation page and is stored', async ({ browser }) => {
    const context = await newContextOnSuiteClock(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const name = unique('Asha noJS');
    await page.goto('/appointment');
    const form = await fillFormA(page, name, nextOpenDay());
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/request-received\?ref=[\w-]{16}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointment request has reached the clinic');
    expect(exported('appointments').some((r) => r.name === name)).toBe(true);
    await context.close();
  });

  test('without JavaScript: a closed day comes back with the message and the values kept', async ({ browser }) => {
    const context = await newContextOnSuiteClock(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const name = unique('Asha Sunday');
    await page.goto('/appointment');
    const form = await fillFormA(page, name, nextSunday());
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByText(/closed on Sundays/).first()).toBeVisible();
    await expect(page.locator('input[name="name"]')).toHaveValue(name);
    expect(exported('appointments').some((r) => r.name === name)).toBe(false);
    await context.close();
  });
});

test.describe('booking for someone else on form A', () => {
  test('with JavaScript: a refused name of the person booked for is named at its field; corrected, it is stored', async ({
    page,
  }) => {
    const name = unique('Asha for Ravi');
    await openPage(page, '/appointment');
    const form = await fillFormA(page, name, nextOpenDay());
    const booked = form.getByLabel('Booking for someone else? Their name (optional)');
    await booked.fill('Ravi\u200bKulkarni');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(form.locator('[data-error-summary]')).toBeFocused();
    await expect(booked).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(fieldMessages.patientNameCharacters).first()).toBeVisible();
    await booked.fill('Ravi Kulkarni');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.locator('[data-booking-confirmation]')).toBeFocused();
    expect(exported('appointments').find((r) => r.name === name)).toMatchObject({ patient_name: 'Ravi Kulkarni' });
  });

  test('without JavaScript: the service’s page names the refusal at the field and keeps what was typed', async ({
    browser,
  }) => {
    const context = await newContextOnSuiteClock(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const name = unique('Asha for Ravi noJS');
    await page.goto('/appointment');
    const form = await fillFormA(page, name, nextOpenDay());
    await form.getByLabel('Booking for someone else? Their name (optional)').fill('Ra\u200bvi');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const refused = page.getByRole('form', { name: 'Appointment request' });
    const booked = refused.getByLabel('Booking for someone else? Their name (optional)');
    await expect(booked).toHaveAttribute('aria-invalid', 'true');
    await expect(booked).toHaveValue('Ra\u200bvi');
    // at the field and in the summary
    await expect(refused.getByText(fieldMessages.patientNameCharacters)).toHaveCount(2);
    await expect(refused.getByLabel('Your name')).toHaveValue(name);
    expect(exported('appointments').some((r) => r.name === name)).toBe(false);
    await context.close();
  });
});

async function fillFormB(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Make an appointment' });
  for (const field of ['countryname', 'state', 'number', 'name', 'email', 'appoinment_date'])
    await expect(form.locator(`[name="${field}"]`)).toHaveCount(1);
  await form.getByLabel('Country').selectOption('India');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('Mobile number').fill('98765 43210');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill('ravi@example.com');
  await form.getByLabel('Preferred date').fill(nextOpenDay());
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Make Appointment' }).click();
  return form;
}

test.describe('booking form B on /service', () => {
  test('letters in the number are refused in the page and by the service, in the words of every phone field', async ({
    page,
  }) => {
    await openPage(page, '/service');
    const form = page.getByRole('form', { name: 'Make an appointment' });
    const number = form.getByLabel('Mobile number');
    await number.fill('call me');
    await form.getByRole('button', { name: 'Make Appointment' }).click();
    await expect(form.getByRole('status')).toHaveText('');
    expect(await number.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(fieldMessages.phoneInvalid).first()).toBeVisible();
    const answer = await page.request.post('/api/appointments', {
      headers: { accept: 'application/json' },
      form: {
        form: 'appointment-b',
        countryname: 'India',
        state: 'Kerala',
        number: 'call me',
        name: 'Ravi',
        email: 'ravi@example.com',
        appoinment_date: nextOpenDay(),
        consent: 'yes',
      },
    });
    expect(answer.status()).toBe(422);
    expect((await answer.json()).errors).toEqual({ number: fieldMessages.phoneInvalid });
  });

  test('without JavaScript: stored and thanked', async ({ browser }) => {
    const context = await newContextOnSuiteClock(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const name = unique('Ravi noJS');
    await page.goto('/service');
    await fillFormB(page, name);
    await expect(page).toHaveURL(/\/request-received\?ref=[\w-]{16}$/);
    expect(exported('appointments').find((r) => r.name === name)).toMatchObject({ kind: 'B', country: 'India' });
    await context.close();
  });

  test('with JavaScript: the spec field names, sent and stored', async ({ page }) => {
    const name = unique('Ravi B');
    await openPage(page, '/service');
    await fillFormB(page, name);
    await expect(page.locator('[data-booking-confirmation]')).toContainText('Doctor');
    expect(exported('appointments').find((r) => r.name === name)).toMatchObject({
      country: 'India',
      state: 'Karnataka',
    });
  });
});

test.describe('contact form on /contact', () => {
  test('with JavaScript: the page refuses a bad phone and an address the service would refuse, in the service’s words; corrected, it is stored', async ({
    page,
  }) => {
    const name = unique('Meena contact');
    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('E-mail').fill('meena@clinic');
    await form.getByLabel('Phone (optional)').fill('12');
    await form.getByLabel('Subject (optional)').fill('Saturday visits');
    await form.getByLabel('Message').fill('Do you see patients on Saturday mornings?');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The phone pattern (content/forms/kinds.ts) stops the post in the page: the summary takes focus.
    await expect(form.locator('[data-error-summary]')).toBeFocused();
    await expect(form.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(fieldMessages.phoneInvalid).first()).toBeVisible();
    expect(
      await form.getByLabel('Phone (optional)').evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
    ).toBe(true);
    await expect(form.getByRole('status')).toHaveText('');
    // An address a browser's type=email lets through (no dot in the domain): the page runs the service's rule, and says
    // what the service says.
    await form.getByLabel('Phone (optional)').fill('+91 98765 43210');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.locator('[data-error-summary]')).toBeFocused();
    await expect(form.getByRole('status')).toHaveText('');
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(fieldMessages.emailInvalid).first()).toBeVisible(); // at the field and in the summary
    const answer = await page.request.post('/api/messages', {
      headers: { accept: 'application/json' },
      form: { form: 'contact', name, email: 'meena@clinic', message: 'Hello', consent: 'yes' },
    });
    expect((await answer.json()).errors).toEqual({ email: fieldMessages.emailInvalid });
    await form.getByLabel('E-mail').fill('meena@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(/reached the clinic/);
    expect(exported('messages').find((r) => r.name === name)).toMatchObject({
      email: 'meena@example.com',
      phone: '+91 98765 43210',
      subject: 'Saturday visits',
    });
  });

  test('without JavaScript: stored and thanked', async ({ browser }) => {
    const context = await newContextOnSuiteClock(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const name = unique('Meena noJS');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('E-mail').fill('meena@example.com');
    await form.getByLabel('Message').fill('Please call me back about my father’s reports.');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you\?form=contact$/);
    expect(exported('messages').some((r) => r.name === name)).toBe(true);
    await context.close();
  });
});

test('every form asks for consent with an unticked box and links the privacy notice', async ({ page }) => {
  for (const path of ['/appointment', '/service', '/contact']) {
    await openPage(page, path);
    const consent = page
      .getByRole('main')
      .getByRole('checkbox', { name: /I agree/ })
      .first();
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAttribute('required', '');
    await expect(page.getByRole('main').getByRole('link', { name: 'Read the privacy notice' }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
  }
});
