import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION } from '~/hooks/useMediaQuery';

/** Spec, 'Business constants': the count-up starts 500 ms after the bar is seen, one step per 1000/percent ms. */
export const PROGRESS_START_DELAY_MS = 500;

export type ProgressBand = 'poor' | 'fair' | 'good' | 'excellent';

/** Percentage clamped to 0..100 (spec). */
export function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/** Spec, 'States': under 25 poor, under 50 fair, under 70 good, otherwise excellent. */
export function progressBand(percent: number): ProgressBand {
  if (percent < 25) return 'poor';
  if (percent < 50) return 'fair';
  if (percent < 70) return 'good';
  return 'excellent';
}

const bandColour: Record<ProgressBand, string> = {
  poor: 'bg-danger',
  fair: 'bg-accent',
  good: 'bg-brand-500',
  excellent: 'bg-brand-700',
};

/**
 * A labelled bar that counts up from 0 to its value when first seen, and again when the value
 * changes. Prerendered HTML, screen readers and reduced-motion visitors get the final value.
 */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const target = clampPercent(percent);
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (
      !element ||
      target === 0 ||
      window.matchMedia(REDUCED_MOTION).matches ||
      typeof IntersectionObserver === 'undefined'
    ) {
      setValue(target);
      return;
    }
    let delay: ReturnType<typeof setTimeout> | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    setValue(0);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      delay = setTimeout(() => {
        let current = 0;
        ticker = setInterval(() => {
          current = Math.min(target, current + 1);
          setValue(current);
          if (current >= target) clearInterval(ticker);
        }, 1000 / target);
      }, PROGRESS_START_DELAY_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(delay);
      clearInterval(ticker);
    };
  }, [target]);

  const band = progressBand(value);
  return (
    <div ref={ref} data-band={band} data-value={value}>
      <p className="flex justify-between font-semibold text-brand-900">
        <span>{label}</span>
        <span aria-hidden="true" className="tabular-nums">
          {value}%
        </span>
        <span className="sr-only">{target}%</span>
      </p>
      <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-brand-100">
        <div className={`h-full rounded-full ${bandColour[band]}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
