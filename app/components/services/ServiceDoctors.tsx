import { doctorPortrait } from '@content/helpers';
import { articleUi } from '@content/article-ui';
import { doctorsOf, formalName } from '@content/facts';
import type { ServiceFrontmatter } from '@content/schema/service';
import { fill } from '@content/ui';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';
import { bookingHref } from '@common/booking-link';

const text = articleUi.servicePage;

/**
 * The doctors who treat this service (their `services` in content/site.ts name it; the build refuses a service
 * no doctor treats): each links to the profile, and the book button preselects the service and the doctor.
 */
export function ServiceDoctors({ service }: { service: Pick<ServiceFrontmatter, 'label'> }) {
  const doctors = doctorsOf(service.label);
  return (
    <section className="rounded-[var(--radius-card)] border border-line p-6" aria-labelledby="service-doctors">
      <h2 id="service-doctors" className="text-2xl text-brand-900">
        {text.doctorsTitle}
      </h2>
      <ul className="mt-4 space-y-5">
        {doctors.map((doctor) => (
          <li key={doctor.slug} className="flex gap-4">
            <ContentImage
              src={doctorPortrait(doctor).photo}
              alt=""
              sizes="64px"
              className="size-16 shrink-0 rounded-full bg-mist object-cover"
            />
            <div className="min-w-0">
              <Link
                to={`/${doctor.slug}`}
                className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {doctor.name}
              </Link>
              <p className="text-sm text-muted">{doctor.title}</p>
              <Link to={bookingHref({ service: service.label, doctor: doctor.name })} className="btn btn-primary mt-3">
                <CalendarCheck aria-hidden="true" className="size-5" />
                {fill(text.bookWith, { name: formalName(doctor) })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
