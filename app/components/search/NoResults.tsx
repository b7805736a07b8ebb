import { blogPage } from '@content/blog-page';
import { fill } from '@content/ui';
import { Link } from 'react-router';

/** 'No results for “…”' and links that always lead somewhere useful (services, blog, contact). */
export function NoResults({ query }: { query: string }) {
  return (
    <div className="rounded-xl bg-mist p-4" data-testid="no-results">
      <p className="font-semibold text-ink">{fill(blogPage.search.noResults, { query })}</p>
      <p className="mt-1 text-sm text-muted">{blogPage.search.noResultsHint}</p>
      <BrowseLinks />
    </div>
  );
}

export function BrowseLinks() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
      {blogPage.search.browseLinks.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className="inline-flex min-h-10 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
