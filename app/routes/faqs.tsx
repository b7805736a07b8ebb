import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { FaqGroups } from '~/components/faq/FaqGroups';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.faqs, path: '/faqs' });

export default function FaqsPage() {
  return (
    <>
      <PageBanner title={pages.faqs.title} />
      <FaqGroups />
    </>
  );
}
