import type { Page } from '@playwright/test';
import { readCalendar } from '../read-calendar';
import { book, enrolStaff, expectAxeClean, visitDate } from './desk-steps';
import { mailsTo } from './mail-files';
import { expect, test } from './suite-test';

/**
 * A receptionist's day at 375 px (issue 36): she moves a confirmed visit and cancels another after the patient phones;
 * each patient's mailbox (a real SMTP server) gets the clinic's words and a calendar part that ical.js reads as an
 * update, then a cancellation, of the one event the confirmation added.
 */

test.describe.configure({ mode: 'serial' });

/** Opens a request from the inbox by the name on its line. */
async function openRequest(page: Page, name: string) {
  await page.goto('/desk');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

async function giveTime(page: Page, form: 'Confirm a time' | 'Propose another time', time: string) {
  const card = page.locator('form', { has: page.getByRole('heading', { name: form }) });
  await card.getByLabel('Date').fill(visitDate());
  await card.getByLabel('Time').fill(time);
  await card.getByLabel('Doctor').selectOption('Dr. Ananya Rao');
  await card.getByRole('button').click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
}

test('moves a confirmed visit and cancels another; the patients’ calendars follow', async ({ page }) => {
  await enrolStaff(page, 'Rekha Desk', 'rekha.desk@clinic.example');
  await book(page, {
    name: 'Suresh Pillai',
    patient_name: 'Kamala Devi',
    email: 'suresh@example.org',
    number: '098450 22222',
  });

  await openRequest(page, 'Suresh Pillai for Kamala Devi');
  await giveTime(page, 'Confirm a time', '09:15');
  await expect(page.getByLabel('Change status')).toHaveValue('confirmed');
  const [confirmation] = await mailsTo('suresh@example.org', 'Your appointment is confirmed');
  expect(confirmation!.text).toContain('Your appointment for Kamala Devi is confirmed');
  const added = readCalendar(confirmation!.attachments['text/calendar']!);
  expect(added).toMatchObject({ method: 'REQUEST', attendee: 'Kamala Devi' });

  // The patient phones: 10:15 suits better (the journey's patient holds 10:30).
  await giveTime(page, 'Confirm a time', '10:15');
  await expect(page.locator('dl')).toContainText('10:15, Dr. Ananya Rao');
  await expectAxeClean(page);
  const [moved] = await mailsTo('suresh@example.org', 'Your appointment has moved');
  expect(moved!.text).toMatch(/has moved from .+ at 09:15 to .+ at 10:15/);
  const update = readCalendar(moved!.attachments['text/calendar']!);
  expect(update).toMatchObject({ method: 'REQUEST', uid: added.uid });
  expect(update.sequence).toBeGreaterThan(added.sequence);
  expect(Date.parse(update.start) - Date.parse(added.start)).toBe(60 * 60_000);

  // Then she cannot come at all.
  await page.getByLabel('Change status').selectOption('cancelled');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByLabel('Change status')).toHaveValue('cancelled');
  const [cancelled] = await mailsTo('suresh@example.org', 'is cancelled');
  expect(cancelled!.text).toContain('Your appointment for Kamala Devi on');
  const cancel = readCalendar(cancelled!.attachments['text/calendar']!);
  expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: added.uid, start: update.start });
  expect(cancel.sequence).toBeGreaterThan(update.sequence);
});

test('offers another time for a confirmed visit; the offer stays on the page until the patient answers', async ({
  page,
}) => {
  await enrolStaff(page, 'Devi Desk', 'devi.desk@clinic.example');
  await book(page, { name: 'Farah Khan', email: 'farah@example.org', number: '+91 98450 33333' });
  await openRequest(page, 'Farah Khan');
  await giveTime(page, 'Confirm a time', '10:00');
  await giveTime(page, 'Propose another time', '12:00');
  await expect(page.locator('dl')).toContainText('Time offered, not yet answered');
  await expect(page.locator('dl')).toContainText('12:00, Dr. Ananya Rao');
  await expect(page.locator('dl')).not.toContainText('10:00');
  await expectAxeClean(page);
  const [offer] = await mailsTo('farah@example.org', 'A time for your appointment');
  expect(offer!.text).toMatch(/we have to move your appointment of .+ at 10:00/);
  expect(offer!.text).not.toContain('asked for');
  expect(readCalendar(offer!.attachments['text/calendar']!).method).toBe('CANCEL');
});

test('finds a request by its reference as read out, by the caller’s number and by the booked-for name', async ({
  page,
}) => {
  await enrolStaff(page, 'Lata Desk', 'lata.desk@clinic.example');
  await book(page, {
    name: 'Mahesh Rao',
    patient_name: 'Sarojini Rao',
    email: 'mahesh@example.org',
    number: '+91 98450 44444',
  });
  await book(page, { name: 'Anil Kapoor', email: 'anil@example.org', number: '98450 55555' });
  const [acknowledgment] = await mailsTo('mahesh@example.org', 'We received your appointment request');
  const ref = /Reference: ([A-Z2-9]{6})/.exec(acknowledgment!.text)![1]!;

  const search = async (words: string) => {
    await page.goto('/desk');
    await page.getByLabel('Find a request').fill(words);
    await page.getByRole('button', { name: 'Search' }).click();
    return page.locator('ul.requests > li');
  };
  for (const words of [`${ref.slice(0, 3).toLowerCase()} ${ref.slice(3).toLowerCase()}`, '09845044444', 'sarojini']) {
    const lines = await search(words);
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Mahesh Rao for Sarojini Rao');
    await expect(lines.first()).toContainText('Dr. Ananya Rao');
  }
  await expectAxeClean(page);

  // The filters narrow the inbox; the page names what it shows.
  await page.goto('/desk');
  await page.getByLabel('Status').selectOption('new');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.locator('ul.requests > li').filter({ hasText: 'Anil Kapoor' })).toHaveCount(1);
  await expect(page.locator('ul.requests > li .badge').filter({ hasNotText: 'New' })).toHaveCount(0);
});

test('corrects a mistyped e-mail: the confirmation reaches the right address; notes are kept', async ({ page }) => {
  await enrolStaff(page, 'Usha Desk', 'usha.desk@clinic.example');
  await book(page, { name: 'Kavya Menon', email: 'kavya.menon@gmial.com', number: '+91 98450 66666' });
  await openRequest(page, 'Kavya Menon');

  const correct = page.locator('form', { has: page.getByRole('heading', { name: 'Correct the patient’s details' }) });
  await correct.getByLabel('E-mail address').fill('kavya.menon@gmail.com');
  await correct.getByRole('button', { name: 'Save the corrections' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(correct.getByLabel('E-mail address')).toHaveValue('kavya.menon@gmail.com');

  await giveTime(page, 'Confirm a time', '11:00');
  const [confirmation] = await mailsTo('kavya.menon@gmail.com', 'Your appointment is confirmed');
  expect(confirmation!.text).toContain('Hello, Kavya Menon,');

  for (const note of ['Asked for a female doctor next time.', 'Will bring last year’s reports.']) {
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add the note' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
  }
  const notes = page.locator('ol.notes > li');
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText('Asked for a female doctor next time.');
  await expect(notes.nth(0)).toContainText('Usha Desk');
  await expect(notes.nth(1)).toContainText('Will bring last year’s reports.');
  await expectAxeClean(page);
});
