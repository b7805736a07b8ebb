import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.search, path: '/search' });

export default function SearchPage() {
  return <PageBanner title={pages.search.title} lead={pages.search.description} />;
}
