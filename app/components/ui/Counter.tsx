import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION } from '~/hooks/useMediaQuery';

/** Spec, 'Business constants': counters run for 2 s, once. */
export const COUNTER_DURATION_MS = 2000;

interface CounterProps {
  from: number;
  to: number;
  suffix?: string;
  className?: string;
}

/**
 * A number that counts from `from` to `to` once, when it first scrolls into view. The prerendered
 * HTML, screen readers and reduced-motion visitors get the final value.
 */
export function Counter({ from, to, suffix = '', className = '' }: CounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(to);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(REDUCED_MOTION).matches || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    setValue(from);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
        setValue(Math.round(from + (to - from) * progress));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [from, to]);

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true" data-counter-value={value} className="tabular-nums">
        {value}
        {suffix}
      </span>
      <span className="sr-only">
        {to}
        {suffix}
      </span>
    </span>
  );
}
