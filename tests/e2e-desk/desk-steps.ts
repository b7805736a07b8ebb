import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addDays, weekdayOf } from '../../common/booking-dates';
import { runCommandOnSuiteClock } from '../suite-clock';
import { deskDatabaseEnv } from './desk-database';
import { DESK_E2E } from './paths';
import { suiteNow, suiteToday } from './suite-clock';

/** Steps the desk's browser journeys share: a virtual authenticator, axe at both widths, an invite, a visit's day. */

export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

export async function expectAxeClean(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${width}px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

/** `npm run staff -- invite`, on the suite's clock: its enrolment link. */
export function invite(name: string, email: string, ...flags: string[]): string {
  const output = runCommandOnSuiteClock(suiteNow(), 'server/staff-cli.ts', ['invite', name, email, ...flags], {
    SITE_URL: DESK_E2E.origin,
    ...deskDatabaseEnv(),
    SMTP_URL: '',
  });
  const link = /http:\/\/localhost:\d+\/desk\/enrol\?token=[\w-]+/.exec(output)?.[0];
  expect(link, output).toBeTruthy();
  return link!;
}

/**
 * The next Monday to Thursday at least two days ahead on the suite's clock: a day Dr. Ananya Rao consults
 * (content/site.ts); the Wednesday of the suite's first week.
 */
export function visitDate(): string {
  let date = addDays(suiteToday(), 2);
  while (!['monday', 'tuesday', 'wednesday', 'thursday'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** A new member of staff, invited and enrolled on this page's virtual authenticator: the page shows the inbox. */
export async function enrolStaff(page: Page, name: string, email: string): Promise<void> {
  await addAuthenticator(page);
  await page.goto(invite(name, email));
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
}

/** A patient's booking through the public form A, as a browser without JavaScript posts it. */
export async function book(page: Page, fields: Record<string, string>): Promise<void> {
  const answer = await page.request.post('/api/appointments', {
    headers: { origin: DESK_E2E.origin, accept: 'text/html' },
    form: {
      form: 'appointment-a',
      serviceName: 'Diabetes',
      select: 'Dr. Ananya Rao',
      booking_date: visitDate(),
      consent: 'yes',
      website: '',
      ...fields,
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

/** Signs in with the page's passkey when the clock moved past the session: sign-in returns to the page asked for. */
export async function signInIfAsked(page: Page) {
  if (/sign-in/.test(page.url())) await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
}
