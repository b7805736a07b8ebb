import { ui } from '../../content/ui';

/**
 * The search page's field and its label: on the page the browser searches from
 * (app/components/search/SearchResultsPage.tsx) and on the results page the service writes without JavaScript
 * (server/search-page.tsx), which also caps the length and points at its message when it refused the query.
 */
export function SearchPageField({
  query,
  maxLength,
  errorId,
}: {
  query: string;
  maxLength?: number;
  errorId?: string;
}) {
  return (
    <>
      <label htmlFor="search-page-q" className="sr-only">
        {ui.search.fieldLabel}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        required
        maxLength={maxLength}
        defaultValue={query}
        placeholder={ui.search.placeholder}
        className="field min-w-0 flex-1"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </>
  );
}
