import { useCallback, useEffect, useState } from 'react';
import { loadSearchEngine, type SearchEngine } from './engine';

export type EngineState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed' };

/** The search engine's state; `load()` starts loading it (only the first call fetches). Loads at once when `eager`. */
export function useSearchEngine(eager = false) {
  const [state, setState] = useState<EngineState>({ status: 'idle' });
  const load = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadSearchEngine().then(
      (engine) => setState({ status: 'ready', engine }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  useEffect(() => {
    if (eager) load();
  }, [eager, load]);
  return { state, load };
}

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = 150): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
