import type { SectionHeadingText } from '@content/schema/section';
import { AppointmentFormB } from '~/components/forms/AppointmentForm';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** Booking form B under its heading (services and project details pages). */
export function AppointmentFormSection({ heading, id }: { heading: SectionHeadingText; id: string }) {
  return (
    <section aria-labelledby={id} data-reveal className="bg-mist">
      <div className="container-page py-16 md:py-24">
        <div className="mx-auto max-w-4xl rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-10">
          <SectionHeading heading={heading} id={id} />
          <div className="mt-8">
            <AppointmentFormB />
          </div>
        </div>
      </div>
    </section>
  );
}
