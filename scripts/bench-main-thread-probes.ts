/**
 * What scripts/bench-main-thread.ts measures in one tab at 4x CPU: the long tasks after the load event, and the delay
 * of one interaction (its INP: the longest `event` entry of the interaction, from input to the next paint).
 */
import type { Browser, ElementHandle, Locator, Page } from '@playwright/test';
import { ui } from '../content/ui';

/** The phone's CPU against this machine's, as Lighthouse's mobile profile has it. */
export const CPU_SLOWDOWN = 4;

/**
 * A fresh tab as Lighthouse's phone (412 px, touch, so a coarse pointer: no smooth scrolling) at 4x CPU slowdown; a new
 * context, so no cache and no session storage.
 */
export async function slowTab(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/** Long tasks are counted from the load event to this long after it. */
export const LONG_TASK_WINDOW_MS = 5000;

/** How long a page may take to load, hydrate or answer at 4x CPU on a busy machine. */
const PATIENCE_MS = 60_000;

/** The total duration of the long tasks that started in the first LONG_TASK_WINDOW_MS after the load event. */
export async function longTasksAfterLoad(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const tasks: Array<{ startTime: number; duration: number }> = [];
    Object.assign(window, { benchLongTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: PATIENCE_MS });
  const loadEnd = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
  await page.waitForFunction(
    (window) => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      return load > 0 && performance.now() > load + window;
    },
    LONG_TASK_WINDOW_MS,
    { timeout: PATIENCE_MS, polling: 250 },
  );
  const start = await page.evaluate(loadEnd);
  const tasks = await page.evaluate(
    () => (window as unknown as { benchLongTasks: Array<{ startTime: number; duration: number }> }).benchLongTasks,
  );
  return tasks
    .filter((task) => task.startTime >= start && task.startTime < start + LONG_TASK_WINDOW_MS)
    .reduce((total, task) => total + task.duration, 0);
}

export interface Interaction {
  name: string;
  label: string;
  path: string;
  /** What the patient taps. */
  target: (page: Page) => Locator;
}

/** Five taps a patient makes early: each on a fresh tab, as soon as the page says it has hydrated. */
export const INTERACTIONS: Interaction[] = [
  {
    name: 'faq',
    label: 'FAQ toggle (/faqs)',
    path: '/faqs',
    target: (page) => page.locator('main details summary').nth(1),
  },
  {
    name: 'menu',
    label: 'open the menu (/)',
    path: '/',
    target: (page) => page.getByRole('button', { name: ui.header.menuButton }),
  },
  {
    name: 'search',
    label: 'open the search (/)',
    path: '/',
    target: (page) => page.getByRole('button', { name: ui.header.searchButton }),
  },
  {
    name: 'navigation',
    label: "client navigation: the hero's Book Appointment to /appointment (/)",
    path: '/',
    // The first link to /appointment a phone shows: the hero's button (the bottom bar's comes later in the page).
    target: (page) => page.locator('a[href="/appointment"]:visible').first(),
  },
  {
    name: 'language',
    label: 'client navigation: another language (/privacy)',
    path: '/privacy',
    target: (page) => page.locator('main nav a[hreflang]').first(),
  },
];

/** The floor server's page of two `<details>` (scripts/bench-pages.ts). */
export const FLOOR_DETAILS_PATH = '/details';

/** The floor of a tap, on the floor server: a bare `<details>` toggled on a page with no script. */
export const FLOOR_INTERACTION: Interaction = {
  name: 'floor',
  label: 'floor: a bare `<details>` toggle, no script (the floor server)',
  path: FLOOR_DETAILS_PATH,
  target: (page) => page.locator('details summary').nth(1),
};

/** A short tap: how long a finger rests on the glass, and the pointer on a target before it (ms). */
export const TAP_HOLD_MS = 80;
/**
 * After a scroll brought the target into view, or the loading overlay uncovered it: the least a person takes to see
 * it and reach for it (ms).
 */
export const SEE_TARGET_MS = 500;

/**
 * How a tap is made (docs/decisions/0097-the-bench-taps-as-a-person-does.md). `patient`: the target scrolled into
 * view as the patient's swipe brings it, or uncovered by the loading overlay's fade, a pause to see it (0110), the
 * pointer onto it, a press held TAP_HOLD_MS, the release:
 * the press and the release reach the page in frames of their own. `driver`: Playwright's `click()`, as the bench made
 * taps before: it scrolls, moves, presses and releases in one go, so the page answers all of them in one frame, and
 * its own hit-target listener runs in the page's events.
 */
export type TapDriver = 'patient' | 'driver';

async function tap(page: Page, target: Locator, driver: TapDriver): Promise<void> {
  if (driver === 'driver') return target.click();
  const scrollY = () => page.evaluate(() => window.scrollY);
  const before = await scrollY();
  await target.scrollIntoViewIfNeeded();
  if ((await scrollY()) !== before) await page.waitForTimeout(SEE_TARGET_MS);
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target.toString()}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // A person taps what they can see: while the loading overlay (spec: fading from 1000 ms) still covers the target,
  // a tap would land on the overlay. Wait for a tap at (x, y) to reach the target, then as long as after a scroll.
  const at: [ElementHandle, number, number] = [await target.elementHandle(), x, y];
  const reaches = ([element, x, y]: [Node, number, number]) => element.contains(document.elementFromPoint(x, y));
  if (!(await page.evaluate(reaches, at))) {
    await page.waitForFunction(reaches, at, { timeout: PATIENCE_MS, polling: 50 });
    await page.waitForTimeout(SEE_TARGET_MS);
  }
  await page.mouse.move(x, y);
  await page.waitForTimeout(TAP_HOLD_MS);
  await page.mouse.down();
  await page.waitForTimeout(TAP_HOLD_MS);
  await page.mouse.up();
}

/** One interaction's INP (its longest event entry) and where that entry's time went, ms. */
export interface InteractionTiming {
  duration: number;
  /** From the input to its handlers: the main thread was busy. */
  inputDelay: number;
  /** The handlers themselves. */
  processing: number;
  /** From the handlers' end to the next paint: rendering, and any task before it. */
  presentation: number;
}

/** The INP of one interaction, and its parts (all 0 when every entry was under 16 ms). */
export async function interactionDelay(
  page: Page,
  origin: string,
  interaction: Interaction,
  driver: TapDriver = 'patient',
): Promise<InteractionTiming> {
  await page.addInitScript(() => {
    const events: InteractionTiming[] = [];
    Object.assign(window, { benchEvents: events });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId)
          events.push({
            duration: entry.duration,
            inputDelay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
            presentation: entry.startTime + entry.duration - entry.processingEnd,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(origin + interaction.path, { waitUntil: 'load', timeout: PATIENCE_MS });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: PATIENCE_MS,
  });
  await tap(page, interaction.target(page), driver);
  // The entry is reported once the next paint is shown; two frames and a second more let it arrive under load.
  await page.waitForTimeout(1000);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const events = await page.evaluate(() => (window as unknown as { benchEvents: InteractionTiming[] }).benchEvents);
  return events.reduce((longest, event) => (event.duration > longest.duration ? event : longest), {
    duration: 0,
    inputDelay: 0,
    processing: 0,
    presentation: 0,
  });
}
