import { servicePath } from '@content/helpers';
import type { HomeCard } from '@content/schema/home-sections';
import type { SectionHeadingText } from '@content/schema/section';
import type { ServiceCard } from '@content/schema/service';
import type { ReactNode } from 'react';
import { Carousel } from '~/components/carousel/Carousel';
import type { CarouselName } from '@common/carousel-configs';
import { InfoCard } from './InfoCard';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { AllLink } from './AllLink';
import { useHomeContent, useHomeText } from './HomeContent';

const serviceCard = (service: ServiceCard, linkLabel: string) => (
  <InfoCard
    title={service.title}
    subtitle={service.subtitle}
    description={service.summary}
    image={service.image}
    imageAlt=""
    path={servicePath(service)}
    linkLabel={linkLabel}
  />
);

const contentCard = (card: HomeCard, linkLabel: string) => <InfoCard {...card} linkLabel={linkLabel} />;

interface CardSectionProps<T> {
  id: string;
  heading: SectionHeadingText & { carouselLabel: string };
  carousel: CarouselName;
  items: T[];
  getKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  action?: ReactNode;
  className?: string;
}

function CardCarouselSection<T>({
  id,
  heading,
  carousel,
  items,
  getKey,
  renderSlide,
  action,
  className = '',
}: CardSectionProps<T>) {
  return (
    <section aria-labelledby={id} className={`py-16 md:py-24 ${className}`} data-reveal>
      <div className="container-page">
        <SectionHeading id={id} heading={heading} variant="home" action={action} />
        <Carousel
          name={carousel}
          label={heading.carouselLabel}
          items={items}
          getKey={getKey}
          renderSlide={renderSlide}
        />
      </div>
    </section>
  );
}

/** Section 5: the twelve service pages, and View All Services. */
export function ServicesCarousel() {
  const text = useHomeText('services');
  const { services } = useHomeContent();
  return (
    <CardCarouselSection
      id="home-services-title"
      heading={text}
      carousel="services"
      items={services}
      getKey={(service) => service.slug}
      renderSlide={(service) => serviceCard(service, text.cardLink)}
      className="bg-mist"
      action={<AllLink link={text.allLink} />}
    />
  );
}

/** The second services carousel: four services arranged through partners. */
export function ServicesSecondCarousel() {
  const text = useHomeText('servicesSecond');
  return (
    <CardCarouselSection
      id="home-services-second-title"
      heading={text}
      carousel="servicesSecond"
      items={text.cards}
      getKey={(card) => card.title}
      renderSlide={(card) => contentCard(card, text.cardLink)}
      className="bg-mist"
    />
  );
}

/** Medical Department carousel: four of the service pages, with previous and next buttons. */
export function DepartmentsCarousel() {
  const text = useHomeText('departments');
  const { departments } = useHomeContent();
  return (
    <CardCarouselSection
      id="home-departments-title"
      heading={text}
      carousel="department"
      items={departments}
      getKey={(service) => service.slug}
      renderSlide={(service) => serviceCard(service, text.cardLink)}
    />
  );
}

/** Portfolio carousel: five specialty cards, with previous and next buttons. */
export function PortfolioCarousel() {
  const text = useHomeText('portfolio');
  return (
    <CardCarouselSection
      id="home-portfolio-title"
      heading={text}
      carousel="portfolio"
      items={text.cards}
      getKey={(card) => card.title}
      renderSlide={(card) => contentCard(card, text.cardLink)}
      className="bg-sand"
    />
  );
}
