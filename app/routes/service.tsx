import { servicesPage } from '@content/clinic-pages/services';
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
      <AppointmentFormSection heading={servicesPage.form} id="service-appointment" />
    </>
  );
}
