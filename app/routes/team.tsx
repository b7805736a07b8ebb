import { teamPage } from '@content/clinic-pages/team';
import { pages } from '@content/pages';
import { team } from '@content/team';
import { PageBanner } from '~/components/chrome/PageBanner';
import { TeamGrid } from '~/components/team/TeamGrid';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.team, path: '/team' });

export default function TeamPage() {
  return (
    <>
      <PageBanner title={pages.team.title} />
      <TeamGrid heading={teamPage.heading} members={team} id="team-members" priorityFirst />
    </>
  );
}
