import { pickWithJavaScript, pickWithoutJavaScript } from '../e2e/booking-time-steps';
import { suiteNow } from './suite-clock';
import { test } from './suite-test';

/**
 * A patient picks a real free time on /appointment, with and without JavaScript, against the desk journey's server:
 * its own database, PostgreSQL when TEST_DATABASE_URL is set (playwright.desk.config.ts), on http://localhost with
 * SITE_URL, so the step's post passes the cross-site refusal as a deployed site's does. The steps are the site's
 * (tests/e2e/booking-time-steps.ts); the day is chosen on the suite's clock, which the page reads too
 * (tests/e2e-desk/suite-test.ts).
 */

test('with JavaScript: a time picked by keyboard is held and the answer shows it', async ({ page, request }) => {
  await pickWithJavaScript(page, request, 'Asha desk picker', false, suiteNow());
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the step on the request’s page holds a time', async ({ page, request }) => {
    await pickWithoutJavaScript(page, request, 'Asha desk step', false, suiteNow());
  });
});
