import { appointmentPage } from '@content/clinic-pages/appointment';
import { pages } from '@content/pages';
import { Suspense } from 'react';
import { PageBanner } from '~/components/chrome/PageBanner';
import { AppointmentBooking } from '~/components/contact/AppointmentBooking';
import { ContentImage } from '~/components/ui/ContentImage';
import { lazyOnApproach } from '~/lib/lazy-on-approach';
import { pageMeta } from '~/lib/meta';

const TESTIMONIALS_ID = 'appointment-testimonials';

// Beside the form on a wide screen, below it on a phone: its code waits until it comes near
// (app/lib/lazy-on-approach.tsx).
const TestimonialCarousel = lazyOnApproach(TESTIMONIALS_ID, () =>
  import('~/components/testimonials/TestimonialCarousel').then((module) => module.TestimonialCarousel),
);

export const meta = () => pageMeta({ ...pages.appointment, path: '/appointment' });

export default function AppointmentPage() {
  return (
    <>
      <PageBanner title={pages.appointment.title} />
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <AppointmentBooking />
        <div className="space-y-10 lg:sticky lg:top-28">
          <Suspense fallback={null}>
            <TestimonialCarousel
              heading={appointmentPage.testimonials}
              config="testimonialsAppointment"
              id={TESTIMONIALS_ID}
            />
          </Suspense>
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
