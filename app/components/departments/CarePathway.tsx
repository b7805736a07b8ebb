import { serviceDetailsPage } from '@content/clinic-pages/service-details';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** The steps of care in order: consultation, diagnostics, treatment plan, follow-up. */
export function CarePathway() {
  const { heading, steps } = serviceDetailsPage.pathway;
  return (
    <section aria-labelledby="care-pathway" data-reveal className="bg-mist">
      <div className="container-page py-16 md:py-24">
        <SectionHeading heading={heading} id="care-pathway" align="center" />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl text-brand-900">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
