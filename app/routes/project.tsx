import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { PartnerLogos } from '~/components/projects/PartnerLogos';
import { ProjectSlider } from '~/components/projects/ProjectSlider';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.project, path: '/project' });

export default function ProjectsPage() {
  return (
    <>
      <PageBanner title={pages.project.title} />
      <ProjectSlider />
      <PartnerLogos />
    </>
  );
}
