import { projectDetailsPage } from '@content/clinic-pages/project-details';
import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { AppointmentFormSection } from '~/components/departments/AppointmentFormSection';
import { ProjectFaq } from '~/components/projects/ProjectFaq';
import { ProjectOverview } from '~/components/projects/ProjectOverview';
import { ProjectSidebar } from '~/components/projects/ProjectSidebar';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.project_details, path: '/project_details' });

export default function ProjectDetailsPage() {
  return (
    <>
      <PageBanner title={pages.project_details.title} />
      <div className="container-page grid gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div>
          <ProjectOverview />
          <ProjectFaq />
        </div>
        <ProjectSidebar />
      </div>
      <AppointmentFormSection heading={projectDetailsPage.form} id="project-appointment" />
    </>
  );
}
