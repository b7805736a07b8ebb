import { serviceDetailsPage } from '@content/clinic-pages/service-details';
import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { CarePathway } from '~/components/departments/CarePathway';
import { PictureIntro } from '~/components/ui/PictureIntro';
import { DepartmentList } from '~/components/departments/DepartmentList';
import { CtaBand } from '~/components/ui/CtaBand';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.service_details, path: '/service_details' });

export default function ServiceDetailsPage() {
  return (
    <>
      <PageBanner title={pages.service_details.title} />
      <PictureIntro intro={serviceDetailsPage.intro} id="department-intro" />
      <CarePathway />
      <DepartmentList />
      <CtaBand {...serviceDetailsPage.cta} />
    </>
  );
}
