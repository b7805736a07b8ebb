import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.service_details, path: '/service_details' });

export default function ServiceDetailsPage() {
  return <PageBanner title={pages.service_details.title} lead={pages.service_details.description} />;
}
