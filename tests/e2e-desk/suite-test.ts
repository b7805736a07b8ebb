import { testOnSuiteClock } from '../suite-test';
import { suiteNow } from './suite-clock';

/**
 * The desk suite's `test` (tests/suite-test.ts): its pages open on the suite's clock (tests/e2e-desk/suite-clock.ts),
 * the service's. The queue's stream retry (server/queue/client/queue-live.ts) fires in real time on it. Of the pages
 * only /appointment reads the browser's clock (its date range, app/components/forms/BookingDateInput.tsx, and its check
 * before sending, common/forms/check-form-element.ts); the desk's pages and the visit link's are drawn by the service,
 * so a spec that moves the service's clock need not move the browser's.
 */
export const { test, newPageOnSuiteClock } = testOnSuiteClock(suiteNow);

export { expect } from '@playwright/test';
