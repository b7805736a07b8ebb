import { excerpt, highlight, type Segment } from '../common/search/highlight';
import { resultCount } from '../common/search/result-count';
import type { SearchHit } from '../common/search/search-options';
import { blogPage } from '../content/blog-page';
import { pages } from '../content/pages';
import { searchPageText } from '../content/search-page';
import { fill, ui } from '../content/ui';
import { escapeHtml, renderPage } from './html';
import type { PageShell } from './page-shell';

/**
 * The results page of /search?q=… as the form service writes it for a visitor without
 * JavaScript: in the site's chrome, the search form holding the query, the results as links
 * (kind, title and excerpt with the hits marked, as the browser shows them) or "No results" with
 * example searches and the browse links. Every value from the query is escaped.
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

const marked = (segments: Segment[]) =>
  segments
    .map((segment) =>
      segment.mark
        ? `<mark class="rounded-sm bg-accent/30 px-0.5 text-inherit">${escapeHtml(segment.text)}</mark>`
        : escapeHtml(segment.text),
    )
    .join('');

function searchForm(query: string, maxLength: number, errorId?: string): string {
  const invalid = errorId ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<form method="get" action="/search" role="search" class="flex gap-2">
<label for="search-page-q" class="sr-only">${escapeHtml(ui.search.fieldLabel)}</label>
<input id="search-page-q" name="q" type="search" required maxlength="${maxLength}" value="${escapeHtml(query)}" placeholder="${escapeHtml(ui.search.placeholder)}" class="field min-w-0 flex-1"${invalid}>
<button type="submit" class="btn btn-primary shrink-0">${escapeHtml(ui.search.submit)}</button>
</form>`;
}

function resultList(hits: SearchHit[]): string {
  const items = hits.map(
    ({
      doc,
      terms,
    }) => `<li><a href="${escapeHtml(doc.url)}" class="block rounded-lg px-3 py-3 hover:bg-mist focus-visible:bg-mist">
<span class="text-xs font-semibold tracking-wide text-brand-700 uppercase">${escapeHtml(text.kinds[doc.kind])}</span>
<h3 class="font-display text-lg leading-snug text-brand-900">${marked(highlight(doc.title, terms))}</h3>
<p class="mt-1 text-sm text-muted">${marked(excerpt(doc.text, terms))}</p></a></li>`,
  );
  // role="list" names the list for html-validate (aria-label on a bare <ul> is "not recommended"); screen readers read
  // it as before.
  return `<ul role="list" aria-label="${escapeHtml(text.resultsLabel)}" class="search-hits divide-y divide-line">\n${items.join('\n')}\n</ul>`;
}

const links = (items: Array<{ label: string; href: string }>) =>
  `<ul class="mt-2 flex flex-wrap gap-x-5 gap-y-1">${items
    .map(
      (item) =>
        `<li><a href="${escapeHtml(item.href)}" class="inline-flex min-h-10 items-center font-semibold">${escapeHtml(item.label)}</a></li>`,
    )
    .join('')}</ul>`;

const browseLinks = () => links(text.browseLinks.map((link) => ({ label: link.label, href: link.path })));

function noResults(query: string): string {
  const suggestions = searchPageText.suggestions.map((words) => ({
    label: words,
    href: `/search?q=${encodeURIComponent(words)}`,
  }));
  return `<div class="rounded-xl bg-mist p-4" data-testid="no-results">
<p class="font-semibold text-ink">${escapeHtml(fill(text.noResults, { query }))}</p>
<p class="text-sm text-muted">${escapeHtml(searchPageText.suggestionsTitle)}</p>
${links(suggestions)}
<div class="mt-4"><p class="text-sm text-muted">${escapeHtml(text.noResultsHint)}</p>
${browseLinks()}</div>
</div>`;
}

export function renderSearchPage(input: SearchPageInput, settings: SearchPageSettings, maxLength: number): string {
  const { query } = input;
  const title = fill(text.pageResultsTitle, { query });
  let main: string;
  if (input.kind === 'refused') {
    main = `${searchForm(query, maxLength, 'search-page-error')}
<p id="search-page-error" class="field-error mt-4">${escapeHtml(input.message)}</p>`;
  } else {
    const { hits } = input;
    main = `${searchForm(query, maxLength)}
<section aria-labelledby="search-results-title" class="mt-8">
<h2 id="search-results-title" class="text-2xl text-brand-900">${escapeHtml(title)}</h2>
<p class="mt-1 font-semibold text-muted" data-testid="search-status">${escapeHtml(resultCount(hits.length))}</p>
${hits.length > 0 ? resultList(hits) : noResults(query)}
</section>`;
  }
  const body = `${main}
<section aria-labelledby="search-browse-title" class="mt-12 border-t border-line pt-8">
<h2 id="search-browse-title" class="text-xl text-brand-900">${escapeHtml(text.browseTitle)}</h2>
<p class="mt-1 text-muted">${escapeHtml(text.browseText)}</p>
${browseLinks()}
</section>`;
  return renderPage({
    title: `${input.kind === 'results' ? title : pages.search.title} | ${settings.practiceName}`,
    heading: pages.search.title,
    practiceName: settings.practiceName,
    stylesheet: settings.stylesheet,
    shell: settings.shell,
    body,
  });
}
