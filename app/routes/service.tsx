import { clinicPages } from '@content/clinic-pages';
import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { AppointmentFormSection } from '~/components/departments/AppointmentFormSection';
import { ServiceCards } from '~/components/departments/ServiceCards';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.service, path: '/service' });

export default function ServicesPage() {
  return (
    <>
      <PageBanner title={pages.service.title} />
      <ServiceCards />
      <AppointmentFormSection heading={clinicPages.services.form} id="service-appointment" />
    </>
  );
}
