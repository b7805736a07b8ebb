import { expect, test } from '@playwright/test';
import { book, enrolStaff } from './desk-steps';

/**
 * "Saved." shows once (server/desk/saved-notice.ts, docs/decisions/0109-saved-shows-once.md), on the desk suite's
 * backend: a receptionist adds a note to a request and sees "Saved."; a reload of the page, or a return to it through
 * history, does not show it again, and the note is still there.
 */

test('"Saved." after a note, not after a reload or a return through history', async ({ page }) => {
  await enrolStaff(page, 'Kavya Desk', 'kavya.desk@clinic.example');
  await book(page, { name: 'Farida Khan', email: 'farida@example.org', number: '098450 44444' });
  await page.goto('/desk');
  await page.getByRole('link', { name: 'Farida Khan' }).first().click();
  const requestUrl = page.url();

  await page.getByLabel('New note').fill('Asked for a morning time.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByText('Asked for a morning time.')).toBeVisible();
  // Nothing in the address to bring it back.
  expect(page.url()).toBe(requestUrl);

  await page.reload();
  await expect(page.getByText('Asked for a morning time.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);

  await page.getByRole('link', { name: 'Inbox' }).first().click();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Asked for a morning time.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});
