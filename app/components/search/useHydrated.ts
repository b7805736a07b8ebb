import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true afterwards (so the first client render matches the HTML). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
