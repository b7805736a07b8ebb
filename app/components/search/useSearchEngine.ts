import { useCallback, useEffect, useState } from 'react';
import { loadSearchEngine, type SearchEngine } from './engine';

/**
 * `ready` once the index file is in; a new `ready` state, `whole: true`, once the posts' whole
 * texts are in too, so that results are searched again. A shard that fails to load leaves the
 * engine searching titles and descriptions of those posts.
 */
export type EngineState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; engine: SearchEngine; whole: boolean }
  | { status: 'failed' };

/**
 * Whether a search's results may be shown: some were found, or the posts' whole texts are in (no "nothing found"
 * before).
 */
export const answered = (state: EngineState, hitCount: number): state is Extract<EngineState, { status: 'ready' }> =>
  state.status === 'ready' && (state.whole || hitCount > 0);

/** The search engine's state; `load()` starts loading it (only the first call fetches). Loads at once when `eager`. */
export function useSearchEngine(eager = false) {
  const [state, setState] = useState<EngineState>({ status: 'idle' });
  const load = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadSearchEngine().then(
      ({ engine, whole }) => {
        setState((current) =>
          current.status === 'ready' && current.whole ? current : { status: 'ready', engine, whole: false },
        );
        const settle = () => setState({ status: 'ready', engine, whole: true });
        whole.then(settle, settle);
      },
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
