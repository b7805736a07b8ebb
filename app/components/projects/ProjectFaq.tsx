import { projectDetailsPage } from '@content/clinic-pages/project-details';
import { projectFaqs } from '@content/project-faqs';
import { FaqAccordion } from '~/components/faq/FaqAccordion';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** The programme's three questions; the third is open at first (spec). */
export function ProjectFaq() {
  const { heading, initiallyOpen } = projectDetailsPage.faq;
  return (
    <section aria-labelledby="project-faq" data-reveal className="mt-14">
      <SectionHeading heading={heading} id="project-faq" />
      <div className="mt-6">
        <FaqAccordion items={projectFaqs} initiallyOpen={initiallyOpen} />
      </div>
    </section>
  );
}
