import type { Locator, Page } from '@playwright/test';
import { clinicPages } from '../../content/clinic-pages';
import { site } from '../../content/site';
import { openPage } from './helpers';
import { expect, test } from './suite-test';

/** The clinic pages' forms: their fields, types, labels and required flags, and an empty form refused. */
/** Asserts a form field's name, type and required flag. */
async function expectField(
  form: Locator,
  name: string,
  tag: 'input' | 'select' | 'textarea',
  type: string | null,
  required: boolean,
) {
  const field = form.locator(`${tag}[name="${name}"]`);
  await expect(field).toHaveCount(1);
  if (type) await expect(field).toHaveAttribute('type', type);
  if (required) await expect(field).toHaveAttribute('required', '');
  else await expect(field).not.toHaveAttribute('required');
  // Every field has a label.
  expect(await field.evaluate((element) => (element as HTMLInputElement).labels?.length ?? 0)).toBeGreaterThan(0);
  await expect(field).toHaveAccessibleName(/\S/);
}

/**
 * An empty form is not sent: the error summary takes focus and the first required field is marked invalid
 * (tests/e2e/booking.spec.ts has the words).
 */
async function expectBlockedWhenEmpty(page: Page, form: Locator, firstInvalid: string) {
  await form.getByRole('button', { name: /Book Appointment|Make Appointment|Send Message/ }).click();
  await expect(form.locator('[data-error-summary]')).toBeFocused();
  await expect(form.locator(`[name="${firstInvalid}"]`)).toHaveAttribute('aria-invalid', 'true');
  expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
  expect(page.url()).not.toContain('/thank-you');
}

test.describe('forms: required fields and types', () => {
  test('/appointment: form A posts to /api/appointments with the spec fields', async ({ page }) => {
    await openPage(page, '/appointment');
    const form = page.getByRole('form', { name: 'Appointment request' });
    await expect(form).toHaveAttribute('action', '/api/appointments');
    await expect(form).toHaveAttribute('method', 'post');
    await expectField(form, 'name', 'input', 'text', true);
    await expectField(form, 'email', 'input', 'email', true);
    await expectField(form, 'serviceName', 'select', null, false);
    await expectField(form, 'select', 'select', null, false);
    await expectField(form, 'number', 'input', 'tel', true);
    await expectField(form, 'booking_date', 'input', 'date', true);
    await expect(form.getByPlaceholder('Enter Name*')).toBeVisible();
    await expect(form.getByPlaceholder('Enter E-Mail*')).toBeVisible();
    await expect(form.getByPlaceholder('Enter Mobile Number*')).toBeVisible();
    const services = await form.locator('select[name="serviceName"] option').allTextContents();
    expect(services[0]).toBe('Select Services');
    expect(services).toHaveLength(13);
    expect(await form.locator('select[name="select"] option').allTextContents()).toEqual([
      'Select Doctors',
      ...site.doctors.map((doctor) => doctor.name),
    ]);
    await expectBlockedWhenEmpty(page, form, 'name');
  });

  for (const path of ['/service', '/project_details']) {
    test(`${path}: form B posts to /api/appointments with the spec fields`, async ({ page }) => {
      await openPage(page, path);
      const form = page.getByRole('form', { name: 'Make an appointment' });
      await expect(form).toHaveAttribute('action', '/api/appointments');
      await expectField(form, 'countryname', 'select', null, false);
      await expectField(form, 'state', 'input', 'text', true);
      await expectField(form, 'number', 'input', 'text', true);
      await expectField(form, 'name', 'input', 'text', true);
      await expectField(form, 'email', 'input', 'email', true);
      await expectField(form, 'appoinment_date', 'input', 'date', true);
      expect(await form.locator('select[name="countryname"] option').allTextContents()).toEqual([
        'Country Origin',
        ...site.countries,
      ]);
      await expectBlockedWhenEmpty(page, form, 'state');
    });
  }

  test('/contact: the message form posts to /api/messages', async ({ page }) => {
    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toHaveAttribute('action', '/api/messages');
    await expectField(form, 'name', 'input', 'text', true);
    await expectField(form, 'email', 'input', 'email', true);
    await expectField(form, 'phone', 'input', 'tel', false);
    await expectField(form, 'message', 'textarea', null, true);
    await expectBlockedWhenEmpty(page, form, 'name');
  });

  test('/service: Pathology and Radiology cards with Read More to /service_details', async ({ page }) => {
    await openPage(page, '/service');
    for (const card of clinicPages.services.cards) {
      await expect(page.getByRole('heading', { name: card.title, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^Read More\\W+${card.title}$`) })).toHaveAttribute(
        'href',
        '/service_details',
      );
    }
  });
});
