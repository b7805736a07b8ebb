import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.about, path: '/about' });

export default function AboutPage() {
  return <PageBanner title={pages.about.title} lead={pages.about.description} />;
}
