import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.appointment, path: '/appointment' });

export default function AppointmentPage() {
  return <PageBanner title={pages.appointment.title} lead={pages.appointment.description} />;
}
