import { clinicText } from '@content/clinic-pages/text';
import type { Testimonial } from '@content/schema/people';
import { fill } from '@content/ui';
import { Quote, Star } from 'lucide-react';
import { ContentImage } from '~/components/ui/ContentImage';

/** One patient's words: the quote, the star rating, the photo, name, designation and when it was written. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const text = clinicText;
  return (
    <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
      <div className="flex items-center justify-between gap-4">
        <p
          className="flex gap-0.5 text-accent-ink"
          role="img"
          aria-label={fill(text.ratingLabel, { rating: testimonial.rating })}
        >
          {Array.from({ length: 5 }, (_, index) => (
            <Star
              key={index}
              aria-hidden="true"
              className={`size-5 ${index < testimonial.rating ? 'fill-accent text-accent' : 'text-line'}`}
            />
          ))}
        </p>
        <Quote aria-hidden="true" className="size-10 text-brand-200" />
      </div>
      <blockquote className="mt-4 flex-1 text-lg">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-5">
        <ContentImage
          src={testimonial.photo}
          alt={testimonial.photoAlt}
          sizes="64px"
          className="size-14 shrink-0 rounded-full bg-mist object-cover"
        />
        <span>
          <span className="block font-display text-lg font-semibold text-brand-900">{testimonial.name}</span>
          <span className="block text-sm text-muted">
            {testimonial.designation} ·{' '}
            {testimonial.monthsAgo <= 1 ? text.monthAgo : fill(text.monthsAgo, { months: testimonial.monthsAgo })}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
