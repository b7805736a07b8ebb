import { appointmentPage } from '@content/clinic-pages/appointment';
import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { AppointmentBooking } from '~/components/contact/AppointmentBooking';
import { ContentImage } from '~/components/ui/ContentImage';
import { TestimonialCarousel } from '~/components/testimonials/TestimonialCarousel';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.appointment, path: '/appointment' });

export default function AppointmentPage() {
  return (
    <>
      <PageBanner title={pages.appointment.title} />
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <AppointmentBooking />
        <div className="space-y-10 lg:sticky lg:top-28">
          <TestimonialCarousel
            heading={appointmentPage.testimonials}
            config="testimonialsAppointment"
            id="appointment-testimonials"
          />
          <ContentImage
            src={appointmentPage.image.src}
            alt={appointmentPage.image.alt}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover"
          />
        </div>
      </div>
    </>
  );
}
