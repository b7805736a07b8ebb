import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec, 'Business constants': scroll reveal fades up over 1000 ms, triggered 120 px inside the viewport. */
export const REVEAL_OFFSET = 120;

/**
 * A box the browser has not laid out: inside a `content-visibility: auto` section it skips because it
 * is far from the screen (the home's lower sections). Off screen, so hiding it shows no jump.
 */
const notLaidOut = (rect: DOMRectReadOnly) => rect.width === 0 && rect.height === 0;

/**
 * Fades up elements marked `data-reveal` as they scroll into view. Only elements still below the
 * fold are ever hidden, and only from here (after hydration): without JavaScript, or for what is
 * already on screen, nothing is hidden and nothing jumps. Mounted only without reduced motion.
 *
 * Where each element is comes from the observer's first report, which the browser computes in its
 * own next frame. Asking with getBoundingClientRect forced a layout on the spot, and on the home,
 * whose lower sections are not laid out until they near the screen, one layout per section: a 30 ms
 * task after hydration on a fast machine (docs/decisions/0017-less-work-while-hydrating.md).
 */
export function ScrollReveal() {
  const { pathname } = useLocation();
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        // Read once: after a class is set below, reading it again may lay the page out on the spot.
        const fold = window.innerHeight;
        for (const { target, isIntersecting, boundingClientRect } of entries) {
          if (isIntersecting) {
            target.classList.replace('reveal-pending', 'reveal-done');
            observer.unobserve(target);
          } else if (!target.classList.contains('reveal-pending')) {
            // A first report: after it an element is either pending or no longer observed.
            if (boundingClientRect.top >= fold || notLaidOut(boundingClientRect))
              target.classList.add('reveal-pending');
            // On screen already (in the bottom strip the trigger leaves out) or scrolled past: left as it is.
            else observer.unobserve(target);
          }
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET}px 0px` },
    );
    for (const element of document.querySelectorAll('[data-reveal]:not(.reveal-done)')) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
