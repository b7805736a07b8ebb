import { blogPage } from '@content/blog-page';
import { ui } from '@content/ui';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form } from 'react-router';
import { NoResults } from '~/components/search/NoResults';
import { resultCount } from '@common/search/result-count';
import { SearchResultList } from '~/components/search/SearchResultList';
import { answered, useDebounced, useSearchEngine } from '~/components/search/useSearchEngine';
import { Dialog } from '~/components/ui/Dialog';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Search Here': a required field with results as you type (the index loads the first time the
 * popup opens). Down arrow moves into the results, Enter opens one; submitting opens the results
 * page (/search?q=...), which also works without JavaScript.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const id = useId();
  const { state, load } = useSearchEngine();
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), 150);
  const field = useRef<HTMLInputElement>(null);
  const firstResult = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (open && state.status === 'idle') load();
  }, [open, state.status, load]);

  const hits = useMemo(
    () => (state.status === 'ready' && settled ? state.engine.search(settled, { limit: 8 }) : []),
    [state, settled],
  );
  const showResults = answered(state, hits.length) && settled !== '';
  const loading = state.status === 'loading';
  // Ready, but "nothing found" waits for the posts' whole texts.
  const waiting = loading || (state.status === 'ready' && settled !== '' && !showResults);
  const status = waiting
    ? ui.search.loading
    : state.status === 'failed'
      ? blogPage.search.failed
      : showResults
        ? resultCount(hits.length)
        : '';

  return (
    <Dialog open={open} onClose={onClose} label={ui.search.title} placement="center">
      <h2 className="mb-4 pr-12 text-2xl">{ui.search.title}</h2>
      <Form method="get" action="/search" role="search" onSubmit={onClose} className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {ui.search.fieldLabel}
        </label>
        <input
          ref={field}
          id={`${id}-q`}
          name="q"
          type="search"
          required
          data-autofocus
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && firstResult.current) {
              event.preventDefault();
              firstResult.current.focus();
            }
          }}
          aria-describedby={`${id}-hint`}
          placeholder={ui.search.placeholder}
          className="field min-w-0 flex-1"
        />
        <button
          type="submit"
          disabled={loading}
          className="btn btn-primary shrink-0 disabled:cursor-wait disabled:opacity-70"
        >
          <Search aria-hidden="true" className="size-4" />
          {loading ? ui.search.loading : ui.search.submit}
        </button>
      </Form>
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
        {blogPage.search.keyboardHint}
      </p>
      <p role="status" className="mt-3 min-h-5 text-sm font-semibold text-ink" data-testid="search-status">
        {status}
      </p>
      {showResults &&
        (hits.length > 0 ? (
          <div className="mt-2 -mx-3">
            <SearchResultList
              hits={hits}
              label={blogPage.search.resultsLabel}
              firstRef={firstResult}
              onExitTop={() => field.current?.focus()}
            />
          </div>
        ) : (
          <div className="mt-3">
            <NoResults query={settled} />
          </div>
        ))}
    </Dialog>
  );
}
