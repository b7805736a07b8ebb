import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec, 'Business constants': scroll reveal fades up over 1000 ms, triggered 120 px inside the viewport. */
export const REVEAL_OFFSET = 120;

/**
 * Fades up elements marked `data-reveal` as they scroll into view. Only elements still below the
 * fold are ever hidden, and only from here (after hydration): without JavaScript, or for what is
 * already on screen, nothing is hidden and nothing jumps. Mounted only without reduced motion.
 */
export function ScrollReveal() {
  const { pathname } = useLocation();
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.replace('reveal-pending', 'reveal-done');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET}px 0px` },
    );
    // Every position is read before any class changes: reading after a change forces the browser to
    // lay the page out again, once per element (docs/decisions/0016-one-restyle-after-paint.md).
    const elements = [...document.querySelectorAll<HTMLElement>('[data-reveal]:not(.reveal-done)')];
    const belowTheFold = elements.filter((element) => element.getBoundingClientRect().top >= window.innerHeight);
    for (const element of belowTheFold) {
      element.classList.add('reveal-pending');
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
