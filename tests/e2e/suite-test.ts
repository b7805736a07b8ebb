import { testOnSuiteClock } from '../suite-test';
import { suiteNow } from './suite-clock';

/**
 * The `test` of the site's and the fixture clinic's browser suites (tests/suite-test.ts): their pages open on the
 * suite's clock (tests/e2e/suite-clock.ts), the service's. The pages that read the browser's clock are those with a
 * date to choose (/appointment's range, app/components/forms/BookingDateInput.tsx, and every form's check before
 * sending, common/forms/check-form-element.ts); the footer's year is the build's (app/components/chrome/Footer.tsx).
 * A context a spec makes itself is made by newContextOnSuiteClock.
 */
export const { test, newContextOnSuiteClock } = testOnSuiteClock(suiteNow);

export { expect } from '@playwright/test';
