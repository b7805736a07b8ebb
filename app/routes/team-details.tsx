import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.team_details, path: '/team_details' });

export default function TeamDetailsPage() {
  return <PageBanner title={pages.team_details.title} lead={pages.team_details.description} />;
}
