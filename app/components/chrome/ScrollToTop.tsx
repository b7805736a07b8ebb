import { ui } from '@content/ui';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { REDUCED_MOTION } from '~/hooks/useMediaQuery';

/** Scroll depth (px) above which the control is active: spec, 'Business constants'. */
export const SCROLL_TOP_FROM = 50;
const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circle whose ring fills with the reading progress; smooth-scrolls to the top. */
export function ScrollToTop() {
  const [progress, setProgress] = useState(0);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setActive(window.scrollY > SCROLL_TOP_FROM);
      setProgress(max > 0 ? Math.min(1, window.scrollY / max) : 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <button
      type="button"
      data-active={active}
      tabIndex={active ? 0 : -1}
      aria-hidden={!active}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: window.matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth' })
      }
      className={`scroll-to-top fixed right-4 bottom-20 z-20 inline-flex size-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-[var(--shadow-raised)] transition-all duration-300 md:bottom-6 ${
        active ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-4 opacity-0'
      }`}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" className="absolute inset-0 size-12 -rotate-90">
        <circle cx="24" cy="24" r={RADIUS} fill="none" stroke="var(--color-brand-100)" strokeWidth="3" />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke="var(--color-brand-700)"
          strokeWidth="3"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          data-progress={progress.toFixed(2)}
        />
      </svg>
      <ArrowUp aria-hidden="true" className="relative size-5" />
      <span className="sr-only">{ui.scrollTop}</span>
    </button>
  );
}
