import { AFTER_PAINT_ATTRIBUTE } from '@common/build-contract';

/**
 * Hydration waits for the first paint (docs/decisions/0014-paint-before-hydration.md): the prerendered HTML is
 * complete, so a visitor reads it at once, and React DOM's work comes after, not in front of, the picture.
 */

/** Hydration starts at the latest this long after the browser entry runs, whatever the page is waiting on. */
export const MAX_WAIT_MS = 4000;

/**
 * Resolves once the window has loaded (the LCP image is in; lazy images and the map do not hold it), the browser has
 * reported the page's largest paint where it can (a paint is reported once its frame is on screen, which can come
 * after the load event), and the next frame has been drawn; or after MAX_WAIT_MS (a stalled image, a tab in the
 * background, which reports no paint).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((go) => {
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(go, 0));
    const loaded =
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise((done) => addEventListener('load', done, { once: true }));
    const painted = () =>
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
        ? new Promise<void>((done) =>
            new PerformanceObserver((_, observer) => {
              observer.disconnect();
              done();
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          )
        : undefined;
    void loaded.then(painted).then(afterNextFrame);
    setTimeout(go, MAX_WAIT_MS);
  });
}

/**
 * Enables the full stylesheet, whose rules the page did not need for its first paint: until now the page holds only
 * its own (scripts/html-pipeline/critical-css.ts writes the disabled link).
 */
export function enableFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`))
    link.disabled = false;
}
