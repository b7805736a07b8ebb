import type { SectionHeadingText } from '@content/schema/section';
import { site } from '@content/site';
import { testimonials } from '@content/testimonials';
import { Carousel } from '~/components/carousel/Carousel';
import type { CarouselName } from '@common/carousel-configs';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { TestimonialCard } from './TestimonialCard';

interface TestimonialCarouselProps {
  heading: SectionHeadingText;
  /** testimonialsAppointment (appointment page) or testimonialsPage (testimonial page). */
  config: Extract<CarouselName, 'testimonialsAppointment' | 'testimonialsPage'>;
  id: string;
  className?: string;
}

/** Patients' words in an autoplaying, looping slider. Hidden when the clinic switches testimonials off. */
export function TestimonialCarousel({ heading, config, id, className = '' }: TestimonialCarouselProps) {
  if (!site.features.showTestimonials) return null;
  return (
    <section aria-labelledby={id} data-reveal className={className}>
      <SectionHeading heading={heading} id={id} />
      <Carousel
        name={config}
        label={heading.title}
        items={testimonials}
        getKey={(testimonial) => testimonial.name}
        renderSlide={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        className="mt-6"
      />
    </section>
  );
}
