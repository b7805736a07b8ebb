import { site } from '@content/site';
import { fill } from '@content/ui';
import { Quote, Star } from 'lucide-react';
import { Carousel } from '~/components/carousel/Carousel';
import { AppointmentFormA } from '~/components/forms/AppointmentFormA';
import { ContentImage } from '~/components/ui/ContentImage';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { useHomeContent, useHomeText } from './HomeContent';

function Stars({ rating }: { rating: number }) {
  const text = useHomeText('testimonials');
  return (
    <span className="flex gap-0.5 text-accent">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className={`size-5 ${index < rating ? 'fill-current' : 'opacity-30'}`} />
      ))}
      <span className="sr-only">{fill(text.ratingLabel, { rating })}</span>
    </span>
  );
}

/**
 * Section 8: patients' words in a flip carousel beside the 'Get Book Appointment' box. With
 * testimonials switched off (site.features.showTestimonials) the booking box stands alone.
 */
export function TestimonialsBooking() {
  const text = useHomeText('testimonials');
  const { testimonials } = useHomeContent();
  const showTestimonials = site.features.showTestimonials && testimonials.length > 0;
  return (
    <section
      aria-labelledby={showTestimonials ? 'home-testimonials-title' : 'home-booking-title'}
      className="bg-brand-900 py-16 text-white md:py-24"
      data-reveal
    >
      <div className={`container-page grid items-start gap-12 ${showTestimonials ? 'lg:grid-cols-2' : ''}`}>
        {showTestimonials && (
          <div className="min-w-0">
            <SectionHeading id="home-testimonials-title" heading={text} variant="home" tone="light" />
            <Carousel
              name="testimonialsHome"
              label={text.carouselLabel}
              items={testimonials}
              getKey={(testimonial) => testimonial.name}
              renderSlide={(testimonial) => (
                <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-8 text-ink">
                  <Quote aria-hidden="true" className="size-10 text-brand-200" />
                  <blockquote className="mt-4 flex-1 text-lg">{testimonial.text}</blockquote>
                  <figcaption className="mt-6 flex items-center gap-4">
                    <ContentImage
                      src={testimonial.photo}
                      alt={testimonial.photoAlt}
                      sizes="64px"
                      className="size-16 rounded-full bg-brand-50"
                    />
                    <span>
                      <span className="block font-semibold text-brand-900">{testimonial.name}</span>
                      <span className="block text-sm text-muted">
                        {testimonial.designation} ·{' '}
                        {fill(testimonial.monthsAgo === 1 ? text.monthAgo : text.monthsAgo, {
                          months: testimonial.monthsAgo,
                        })}
                      </span>
                      <Stars rating={testimonial.rating} />
                    </span>
                  </figcaption>
                </figure>
              )}
            />
          </div>
        )}
        <div className="rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-raised)] sm:p-8">
          <h2 id="home-booking-title" className="text-title text-brand-900">
            {text.bookingTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted">{text.bookingLead}</p>
          <AppointmentFormA />
        </div>
      </div>
    </section>
  );
}
