import { blogPage } from '@content/blog-page';
import { fill, ui } from '@content/ui';
import { Search } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Form, useSearchParams } from 'react-router';
import { BrowseLinks, NoResults } from './NoResults';
import { resultCount } from '@common/search/result-count';
import { SearchPageField } from '@common/search/SearchPageField';
import { SearchResultList } from './SearchResultList';
import { useHydrated } from './useHydrated';
import { answered, useSearchEngine } from './useSearchEngine';

/**
 * The results of /search?q=...: the page is prerendered once without a query; after hydration it
 * reads ?q and lists the results. Without JavaScript, its form reaches the form service, which
 * writes /search?q=... itself from the same index and engine (server/search-route.ts).
 */
export function SearchResultsPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  const { state, load } = useSearchEngine();

  useEffect(() => {
    if (query && state.status === 'idle') load();
  }, [query, state.status, load]);

  const hits = useMemo(
    () => (state.status === 'ready' && query ? state.engine.search(query, { limit: 30 }) : []),
    [state, query],
  );
  const status = !query
    ? ''
    : answered(state, hits.length)
      ? resultCount(hits.length)
      : state.status === 'failed'
        ? blogPage.search.failed
        : ui.search.loading;

  return (
    <div className="container-page max-w-3xl py-12">
      <Form key={query} method="get" action="/search" role="search" className="flex gap-2">
        <SearchPageField query={query} />
        <button type="submit" className="btn btn-primary shrink-0">
          <Search aria-hidden="true" className="size-4" />
          {ui.search.submit}
        </button>
      </Form>
      {/* Also in the prerendered page, so nothing moves when the page hydrates without a query. */}
      {!query && <p className="mt-4 text-muted">{blogPage.search.pageEmpty}</p>}
      <section aria-labelledby="search-results-title" className="mt-8" hidden={!query}>
        <h2 id="search-results-title" className="text-2xl text-brand-900">
          {fill(blogPage.search.pageResultsTitle, { query })}
        </h2>
        <p role="status" className="mt-1 min-h-6 font-semibold text-muted" data-testid="search-status">
          {status}
        </p>
        {answered(state, hits.length) &&
          query &&
          (hits.length > 0 ? (
            <SearchResultList hits={hits} label={blogPage.search.resultsLabel} />
          ) : (
            <NoResults query={query} />
          ))}
      </section>
      <section aria-labelledby="search-browse-title" className="mt-12 border-t border-line pt-8">
        <h2 id="search-browse-title" className="text-xl text-brand-900">
          {blogPage.search.browseTitle}
        </h2>
        <p className="mt-1 text-muted">{blogPage.search.browseText}</p>
        <BrowseLinks />
      </section>
    </div>
  );
}
