import { clinicPages } from '@content/clinic-pages';
import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { AppointmentBooking } from '~/components/contact/AppointmentBooking';
import { TestimonialCarousel } from '~/components/testimonials/TestimonialCarousel';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.appointment, path: '/appointment' });

export default function AppointmentPage() {
  return (
    <>
      <PageBanner title={pages.appointment.title} />
      <div className="container-page grid gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <AppointmentBooking />
        <TestimonialCarousel heading={clinicPages.appointment.testimonials} config="testimonialsAppointment" id="appointment-testimonials" className="lg:sticky lg:top-28" />
      </div>
    </>
  );
}
