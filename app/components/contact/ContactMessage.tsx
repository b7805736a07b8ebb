import { contactPage } from '@content/clinic-pages/contact';
import { site } from '@content/site';
import { Clock, Siren } from 'lucide-react';
import { openingPeriods, telHref } from '~/lib/contact';
import { SessionHours } from '~/components/chrome/SessionHours';
import { ContactForm } from '~/components/forms/ContactForm';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** The message form beside the opening hours and the emergency number. */
export function ContactMessage() {
  const text = contactPage;
  return (
    <section
      aria-labelledby="contact-form"
      className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start"
    >
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-10">
        <SectionHeading heading={text.form} id="contact-form" />
        <div className="mt-8">
          <ContactForm />
        </div>
      </div>
      <aside className="space-y-6" aria-labelledby="contact-hours">
        <div className="rounded-[var(--radius-card)] bg-brand-800 p-6 text-white">
          <h2 id="contact-hours" className="flex items-center gap-2 text-2xl text-white">
            <Clock aria-hidden="true" className="size-6" />
            {text.hoursTitle}
          </h2>
          <dl className="mt-4 space-y-2">
            {openingPeriods().map((period) => (
              <div key={period.days} className="flex justify-between gap-4 border-b border-white/20 pb-2">
                <dt>{period.days}</dt>
                <dd className="text-right font-semibold">
                  <SessionHours period={period} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="flex gap-3 rounded-[var(--radius-card)] border-2 border-danger/30 bg-white p-5">
          <Siren aria-hidden="true" className="size-6 shrink-0 text-danger" />
          <span>
            {site.contact.emergencyLabel}:{' '}
            <a
              href={telHref(site.contact.emergencyPhone)}
              className="font-bold text-danger underline underline-offset-2"
            >
              {site.contact.emergencyPhone}
            </a>
          </span>
        </p>
      </aside>
    </section>
  );
}
