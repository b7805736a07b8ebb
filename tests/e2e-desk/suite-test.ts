import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { suiteNow } from './suite-clock';

/**
 * The desk suite's `test`: its pages open on the suite's clock (tests/e2e-desk/suite-clock.ts), the service's.
 * Playwright's clock, once installed, flows and fires the page's timers in real time (the queue's stream retry,
 * server/queue/client/queue-live.ts); a passkey ceremony's timeout is the browser's, not a page's. Of the pages only
 * /appointment reads the browser's clock (its date range, app/components/forms/BookingDateInput.tsx, and its check
 * before sending, common/forms/check-form-element.ts); the desk's pages and the visit link's are drawn by the service,
 * so a spec that moves the service's clock need not move the browser's.
 */

async function installSuiteClock(context: BrowserContext): Promise<BrowserContext> {
  await context.clock.install({ time: suiteNow() });
  return context;
}

/** A page in a context of its own (another person's phone, the waiting room's screen), on the suite's clock. */
export async function newPageOnSuiteClock(browser: Browser, options: BrowserContextOptions) {
  return (await installSuiteClock(await browser.newContext(options))).newPage();
}

export const test = base.extend({
  // The fixture's callback is not named `use`: the React hooks rule would read it as a hook.
  context: async ({ context }, runTest) => {
    await runTest(await installSuiteClock(context));
  },
});

export { expect } from '@playwright/test';
