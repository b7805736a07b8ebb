import { servicesPage } from '@content/clinic-pages/services';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** 'Our Services': the Pathology and Radiology cards, each with Read More to the department page. */
export function ServiceCards() {
  const { heading, cards, readMore } = servicesPage;
  return (
    <section aria-labelledby="our-services" className="container-page py-14 md:py-20">
      <SectionHeading heading={heading} id="our-services" />
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {cards.map((card, index) => (
          <li key={card.title}>
            <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
              <ContentImage
                src={card.image.src}
                alt={card.image.alt}
                priority={index === 0}
                sizes="(min-width: 768px) 45vw, 100vw"
                className="aspect-[3/2] w-full bg-mist object-cover"
              />
              <div className="flex flex-1 flex-col p-6 md:p-8">
                <p className="eyebrow">{card.subtitle}</p>
                <h3 className="mt-1 text-2xl text-brand-900">{card.title}</h3>
                <p className="mt-3 text-muted">{card.description}</p>
                <ul className="mt-5 grid flex-1 content-start gap-2 sm:grid-cols-2">
                  {card.includes.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                      {item}
                    </li>
                  ))}
                </ul>
                <Link to={readMore.path} className="btn btn-outline mt-6 self-start">
                  {readMore.label}
                  <span className="sr-only">: {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
