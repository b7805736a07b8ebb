import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/**
 * A browser suite's `test`, whose pages open on the suite's clock (tests/suite-clock.ts), its service's. Playwright's
 * clock, once installed, flows and fires the page's timers in real time; a passkey ceremony's timeout is the browser's,
 * not a page's. The desk's suite makes one (tests/e2e-desk/suite-test.ts), the site's and the fixture clinic's another
 * (tests/e2e/suite-test.ts).
 */
export function testOnSuiteClock(suiteNow: () => Date) {
  async function installSuiteClock(context: BrowserContext): Promise<BrowserContext> {
    await context.clock.install({ time: suiteNow() });
    return context;
  }

  /** A context of its own (JavaScript off, another person's phone, the waiting room's screen), on the suite's clock. */
  const newContextOnSuiteClock = async (browser: Browser, options: BrowserContextOptions = {}) =>
    installSuiteClock(await browser.newContext(options));

  return {
    newContextOnSuiteClock,
    /** A page in a context of its own, on the suite's clock. */
    newPageOnSuiteClock: async (browser: Browser, options: BrowserContextOptions = {}) =>
      (await newContextOnSuiteClock(browser, options)).newPage(),
    test: base.extend({
      // The fixture's callback is not named `use`: the React hooks rule would read it as a hook.
      context: async ({ context }, runTest) => {
        await runTest(await installSuiteClock(context));
      },
    }),
  };
}
