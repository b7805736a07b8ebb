import { excerpt, highlight } from '../common/search/highlight';
import { Marked } from '../common/search/Marked';
import { SearchPageField } from '../common/search/SearchPageField';
import { resultCount } from '../common/search/result-count';
import type { SearchHit } from '../common/search/search-options';
import { blogPage } from '../content/blog-page';
import { pages } from '../content/pages';
import { searchPageText } from '../content/search-page';
import { fill, ui } from '../content/ui';
import { renderServicePage } from './html';
import type { PageShell } from './page-shell';

/**
 * The results page of /search?q=… as the form service writes it for a visitor without
 * JavaScript: in the site's chrome, the search form holding the query, the results as links
 * (kind, title and excerpt with the hits marked, as the browser shows them) or "No results" with
 * example searches and the browse links, drawn by React DOM (which escapes every value from the query).
 */

export interface SearchPageSettings {
  practiceName: string;
  stylesheet?: string;
  shell?: PageShell;
}

export type SearchPageInput =
  | { kind: 'results'; query: string; hits: SearchHit[] }
  /** A query that was not searched: too long (kept, cut to the limit, in the field) or unreadable. */
  | { kind: 'refused'; query: string; message: string };

const text = blogPage.search;

function SearchForm({ query, maxLength, errorId }: { query: string; maxLength: number; errorId?: string }) {
  return (
    <form method="get" action="/search" role="search" className="flex gap-2">
      <SearchPageField query={query} maxLength={maxLength} errorId={errorId} />
      <button type="submit" className="btn btn-primary shrink-0">
        {ui.search.submit}
      </button>
    </form>
  );
}

function ResultList({ hits }: { hits: SearchHit[] }) {
  // role="list" names the list for html-validate (aria-label on a bare <ul> is "not recommended"); screen readers read
  // it as before.
  return (
    <ul role="list" aria-label={text.resultsLabel} className="search-hits divide-y divide-line">
      {hits.map(({ doc, terms }) => (
        <li key={doc.id}>
          <a href={doc.url} className="block rounded-lg px-3 py-3 hover:bg-mist focus-visible:bg-mist">
            <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{text.kinds[doc.kind]}</span>
            <h3 className="font-display text-lg leading-snug text-brand-900">
              <Marked segments={highlight(doc.title, terms)} />
            </h3>
            <p className="mt-1 text-sm text-muted">
              <Marked segments={excerpt(doc.text, terms)} />
            </p>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Links({ items }: { items: Array<{ label: string; href: string }> }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} className="inline-flex min-h-10 items-center font-semibold">
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

const BrowseLinks = () => <Links items={text.browseLinks.map((link) => ({ label: link.label, href: link.path }))} />;

function NoResults({ query }: { query: string }) {
  const suggestions = searchPageText.suggestions.map((words) => ({
    label: words,
    href: `/search?q=${encodeURIComponent(words)}`,
  }));
  return (
    <div className="rounded-xl bg-mist p-4" data-testid="no-results">
      <p className="font-semibold text-ink">{fill(text.noResults, { query })}</p>
      <p className="text-sm text-muted">{searchPageText.suggestionsTitle}</p>
      <Links items={suggestions} />
      <div className="mt-4">
        <p className="text-sm text-muted">{text.noResultsHint}</p>
        <BrowseLinks />
      </div>
    </div>
  );
}

function SearchPage({ input, maxLength }: { input: SearchPageInput; maxLength: number }) {
  const { query } = input;
  return (
    <>
      {input.kind === 'refused' ? (
        <>
          <SearchForm query={query} maxLength={maxLength} errorId="search-page-error" />
          <p id="search-page-error" className="field-error mt-4">
            {input.message}
          </p>
        </>
      ) : (
        <>
          <SearchForm query={query} maxLength={maxLength} />
          <section aria-labelledby="search-results-title" className="mt-8">
            <h2 id="search-results-title" className="text-2xl text-brand-900">
              {fill(text.pageResultsTitle, { query })}
            </h2>
            <p className="mt-1 font-semibold text-muted" data-testid="search-status">
              {resultCount(input.hits.length)}
            </p>
            {input.hits.length > 0 ? <ResultList hits={input.hits} /> : <NoResults query={query} />}
          </section>
        </>
      )}
      <section aria-labelledby="search-browse-title" className="mt-12 border-t border-line pt-8">
        <h2 id="search-browse-title" className="text-xl text-brand-900">
          {text.browseTitle}
        </h2>
        <p className="mt-1 text-muted">{text.browseText}</p>
        <BrowseLinks />
      </section>
    </>
  );
}

export function renderSearchPage(input: SearchPageInput, settings: SearchPageSettings, maxLength: number): string {
  const title = input.kind === 'results' ? fill(text.pageResultsTitle, { query: input.query }) : pages.search.title;
  return renderServicePage(
    {
      title: `${title} | ${settings.practiceName}`,
      heading: pages.search.title,
      practiceName: settings.practiceName,
      stylesheet: settings.stylesheet,
      shell: settings.shell,
    },
    <SearchPage input={input} maxLength={maxLength} />,
  );
}
