import { pickWithJavaScript, pickWithoutJavaScript } from './booking-time-steps';
import { suiteNow } from './suite-clock';
import { test } from './suite-test';

/**
 * A patient picks a real free time on /appointment (decision 0048) at 375 and 1440 px, with and without JavaScript,
 * and gets the answer with the time, held for the desk to confirm (the clinic's `review` setting, content/diary.ts).
 * The steps: tests/e2e/booking-time-steps.ts; on PostgreSQL: tests/e2e-desk/booking-time.spec.ts. The step's page is
 * audited by axe in tests/server/booking-time-axe.test.ts. One project takes times from the start of the day, the
 * other from its end, so the two never race for one time.
 */

const fromEnd = () => test.info().project.name !== 'mobile-375';

test.describe('with JavaScript', () => {
  test('the date brings the doctor’s free times; a time picked by keyboard is held and the answer shows it', async ({
    page,
    request,
  }) => {
    await pickWithJavaScript(page, request, `Asha ${test.info().project.name} picker`, fromEnd(), suiteNow());
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the request is sent for the day; its page lists the free times, and one button holds a time', async ({
    page,
    request,
  }) => {
    await pickWithoutJavaScript(page, request, `Asha ${test.info().project.name} step`, fromEnd(), suiteNow());
  });
});
