import { AFTER_PAINT_ATTRIBUTE } from '@common/build-contract';

/**
 * Hydration waits for the first paint (docs/decisions/0014-paint-before-hydration.md): the prerendered HTML is
 * complete, so a visitor reads it at once, and React DOM's work comes after, not in front of, the picture.
 */

/** Hydration starts at the latest this long after the browser entry runs, whatever the page is waiting on. */
export const MAX_WAIT_MS = 4000;

/**
 * Resolves once the browser has reported the page's largest paint where it can (a paint is reported once its frame
 * is on screen, which can come after the load event) and the next frame has been drawn; or after MAX_WAIT_MS (a tab
 * in the background reports no paint). The built page starts its JavaScript only on the load event
 * (scripts/html-pipeline/defer-hydration.ts), so the LCP image is in by then and the largest paint reported is its.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((go) => {
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        afterNextFrame(go);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    else afterNextFrame(go);
    setTimeout(go, MAX_WAIT_MS);
  });
}

/**
 * Calls `go` once the browser has drawn its next frame: a frame callback runs just before the frame is drawn, and a
 * task it queues runs after. A tab in the background draws no frames, so there `go` runs in the next task.
 */
export function afterNextFrame(go: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(go, 0);
  else requestAnimationFrame(() => setTimeout(go, 0));
}

/**
 * Enables the after-paint stylesheet, the rules the page did not need for its first paint: until now the page holds
 * only its own (scripts/html-pipeline/critical-css.ts writes the disabled links, this sheet's first). The headings'
 * faces follow a frame after it has applied, while the page hydrates (app/lib/heading-font.ts).
 */
export function enableFullStylesheet(): void {
  enableLink(document.querySelector(`link[${AFTER_PAINT_ATTRIBUTE}]`));
}

/** Applies a stylesheet the build wrote as not used yet (NOT_YET_USED_LINK, common/build-contract.ts). */
export function enableLink(link: Element | null): void {
  link?.removeAttribute('media');
  link?.removeAttribute('disabled');
}
