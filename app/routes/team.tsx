import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.team, path: '/team' });

export default function TeamPage() {
  return <PageBanner title={pages.team.title} lead={pages.team.description} />;
}
