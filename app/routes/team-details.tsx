import { teamDetailsPage } from '@content/clinic-pages/team-details';
import { pages } from '@content/pages';
import { team, visitingConsultants } from '@content/team';
import { PageBanner } from '~/components/chrome/PageBanner';
import { PictureIntro } from '~/components/ui/PictureIntro';
import { TeamGrid } from '~/components/team/TeamGrid';
import { TeamRoles } from '~/components/team/TeamRoles';
import { CtaBand } from '~/components/ui/CtaBand';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.team_details, path: '/team_details' });

/** The doctors of the team: the members with a profile page. */
const doctors = team.filter((member) => member.profilePath);

export default function TeamDetailsPage() {
  const text = teamDetailsPage;
  return (
    <>
      <PageBanner title={pages.team_details.title} />
      <PictureIntro intro={teamDetailsPage.intro} id="team-details-intro" pictureFirst />
      <TeamRoles />
      <TeamGrid heading={text.doctors} members={doctors} id="team-doctors" reveal wideColumns={2} />
      <TeamGrid heading={text.consultants} members={visitingConsultants} id="visiting-consultants" reveal />
      <CtaBand {...text.cta} />
    </>
  );
}
