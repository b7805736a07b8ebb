import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.service, path: '/service' });

export default function ServicesPage() {
  return <PageBanner title={pages.service.title} lead={pages.service.description} />;
}
