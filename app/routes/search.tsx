import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { SearchResultsPage } from '~/components/search/SearchResultsPage';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.search, path: '/search' });

/**
 * /search?q=...: prerendered once; the results are listed in the browser from ?q (without JavaScript, the form service
 * writes them).
 */
export default function SearchPage() {
  return (
    <>
      <PageBanner title={pages.search.title} lead={pages.search.description} />
      <SearchResultsPage />
    </>
  );
}
