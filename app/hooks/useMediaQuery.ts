import { startTransition, useContext, useEffect, useState } from 'react';
import { HydratesLater } from '~/lib/hydrates-later';

const live = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the page has hydrated (app/root.tsx marks it): a component mounted since has no prerendered HTML. */
const pageHydrated = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * Whether a media query matches; false during prerender and hydration, then live. A component mounted after the page
 * hydrated (on a client navigation) reads the live value at once, unless it is in a section that hydrates later
 * (`HydratesLater`). During hydration the first live value is set in a transition: a useSyncExternalStore whose value
 * differs from the prerendered one re-renders synchronously inside the hydration's effects, one long task
 * (docs/decisions/0065-hydrate-in-two-passes.md).
 */
export function useMediaQuery(query: string): boolean {
  const hydratesLater = useContext(HydratesLater);
  const [matches, setMatches] = useState(() => !hydratesLater && pageHydrated() && live(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    startTransition(() => setMatches(list.matches));
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}
