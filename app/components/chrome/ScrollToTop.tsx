import { ui } from '@content/ui';
import { ArrowUp } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { REDUCED_MOTION } from '~/hooks/useMediaQuery';
import { useResized, useWindowScroll } from '~/hooks/useWindowScroll';

/** Scroll depth (px) above which the control is active: spec, 'Business constants'. */
export const SCROLL_TOP_FROM = 50;
const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const page = () => document.documentElement;
/** How far the page scrolls: read after a layout (the observer below) or on a resize, never in a scroll event. */
const scrollRange = () => page().scrollHeight - window.innerHeight;

/**
 * A circle whose ring fills with the reading progress; smooth-scrolls to the top. React renders it as it is at the
 * top of a page (inactive, the ring empty); the scroll writes the rest (app/hooks/useWindowScroll.ts says why).
 */
export function ScrollToTop() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ringRef = useRef<SVGCircleElement>(null);
  // How far the page scrolls: measured after layout when the page's height changes, and on a resize of the window.
  const range = useRef(0);
  const follow = useCallback((scrollY: number, event?: Event) => {
    const button = buttonRef.current;
    const ring = ringRef.current;
    if (!button || !ring) return;
    if (event?.type === 'resize') range.current = scrollRange();
    const active = scrollY > SCROLL_TOP_FROM;
    const progress = (range.current > 0 ? Math.min(1, scrollY / range.current) : 0).toFixed(2);
    if (button.dataset.active !== String(active)) {
      button.dataset.active = String(active);
      button.tabIndex = active ? 0 : -1;
      button.setAttribute('aria-hidden', String(!active));
    }
    if (ring.dataset.progress !== progress) {
      ring.dataset.progress = progress;
      ring.setAttribute('stroke-dashoffset', String(CIRCUMFERENCE * (1 - Number(progress))));
    }
  }, []);
  useWindowScroll(follow);
  // The page's height changes with no scroll or resize (a question opened, a section drawn as it nears).
  const measure = useCallback(() => {
    range.current = scrollRange();
    follow(window.scrollY);
  }, [follow]);
  useResized(page, measure);

  return (
    <button
      ref={buttonRef}
      type="button"
      data-active="false"
      tabIndex={-1}
      aria-hidden="true"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: window.matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth' })
      }
      className="scroll-to-top fixed right-4 bottom-20 z-20 inline-flex size-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-[var(--shadow-raised)] transition-all duration-300 data-[active=false]:invisible data-[active=false]:translate-y-4 data-[active=false]:opacity-0 md:bottom-6"
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" className="absolute inset-0 size-12 -rotate-90">
        <circle cx="24" cy="24" r={RADIUS} fill="none" stroke="var(--color-brand-100)" strokeWidth="3" />
        <circle
          ref={ringRef}
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke="var(--color-brand-700)"
          strokeWidth="3"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE}
          data-progress="0.00"
        />
      </svg>
      <ArrowUp aria-hidden="true" className="relative size-5" />
      <span className="sr-only">{ui.scrollTop}</span>
    </button>
  );
}
