import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.project_details, path: '/project_details' });

export default function ProjectDetailsPage() {
  return <PageBanner title={pages.project_details.title} lead={pages.project_details.description} />;
}
