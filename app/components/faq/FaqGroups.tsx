import { faqsPage } from '@content/clinic-pages/faqs';
import { faqGroups } from '@content/faqs';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { FaqAccordion } from './FaqAccordion';

/** The three groups of questions, the first of each open at first, beside a 'still a question?' card. */
export function FaqGroups() {
  const { heading, askCard } = faqsPage;
  return (
    <section aria-labelledby="faq-heading" className="container-page py-14 md:py-20">
      <SectionHeading heading={heading} id="faq-heading" />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-12">
          {faqGroups.map((group, index) => (
            <section key={group.title} aria-labelledby={`faq-group-${index}`} data-reveal={index > 0 || undefined}>
              <h3 id={`faq-group-${index}`} className="mb-5 text-2xl text-brand-900">
                {group.title}
              </h3>
              <FaqAccordion items={group.items} initiallyOpen={0} />
            </section>
          ))}
        </div>
        <aside
          aria-labelledby="faq-ask"
          className="self-start rounded-[var(--radius-card)] bg-brand-800 p-6 text-white md:p-8 lg:sticky lg:top-28"
        >
          <h3 id="faq-ask" className="text-2xl text-white">
            {askCard.title}
          </h3>
          <p className="mt-3 text-brand-100">{askCard.text}</p>
          <Link to={askCard.button.path} className="btn btn-light mt-6">
            <MessageCircle aria-hidden="true" className="size-5" />
            {askCard.button.label}
          </Link>
        </aside>
      </div>
    </section>
  );
}
