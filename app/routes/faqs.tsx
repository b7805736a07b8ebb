import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.faqs, path: '/faqs' });

export default function FaqsPage() {
  return <PageBanner title={pages.faqs.title} lead={pages.faqs.description} />;
}
