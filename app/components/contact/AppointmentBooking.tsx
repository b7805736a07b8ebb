import { appointmentPage } from '@content/clinic-pages/appointment';
import { clinicText } from '@content/clinic-pages/text';
import { site } from '@content/site';
import { Phone } from 'lucide-react';
import { callHoursText, telHref } from '~/lib/contact';
import { AppointmentFormA } from '~/components/forms/AppointmentForm';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** The appointment page's booking form A, with what happens after a request. */
export function AppointmentBooking() {
  const { form, nextSteps } = appointmentPage;
  return (
    <section
      aria-labelledby="appointment-form"
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-10"
    >
      <SectionHeading heading={form} id="appointment-form" />
      <div className="mt-8">
        <AppointmentFormA />
      </div>
      <div className="mt-10 rounded-2xl bg-mist p-6">
        <h3 className="text-xl text-brand-900">{nextSteps.title}</h3>
        <ol className="mt-4 space-y-3">
          {nextSteps.steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <a
          href={telHref(site.contact.phone)}
          className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-5" />
          {clinicText.callUs}: {site.contact.phone}
        </a>
        <span className="mt-1 block text-sm text-muted">{callHoursText()}</span>
      </div>
    </section>
  );
}
