import { doctorPortrait } from '@content/helpers';
import { articleUi } from '@content/article-ui';
import type { Doctor } from '@content/schema/site';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { BadgeCheck, CalendarCheck, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { consultingPeriods } from '~/lib/consulting-hours';
import { callHoursText, mailtoHref, telHref } from '~/lib/contact';
import { ContentImage } from '~/components/ui/ContentImage';
import { SocialLinks } from '~/components/ui/SocialLinks';
import { bookingHref } from '@common/booking-link';

const text = articleUi.doctorProfile;

/**
 * A doctor's profile. It leads with who the doctor is and when they see patients (name, qualifications,
 * council registration, consulting hours), then the photo: on a phone the name comes before the picture,
 * and on a wide screen the photo sits beside that opening, the biography, services and booking below it.
 */
export function DoctorProfile({ doctor }: { doctor: Doctor }) {
  return (
    <section className="container-page grid gap-8 py-14 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-x-10 md:py-20">
      <DoctorIdentity doctor={doctor} />
      <div className="md:col-start-1 md:row-span-2 md:row-start-1">
        <div className="mx-auto max-w-sm overflow-hidden rounded-[var(--radius-card)] bg-mist md:max-w-none">
          <ContentImage
            src={doctorPortrait(doctor).photo}
            alt={doctorPortrait(doctor).photoAlt}
            priority
            sizes="(min-width: 768px) 40vw, 384px"
            className="h-auto w-full"
          />
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
          <a
            href={telHref(site.contact.phone)}
            className="flex items-center gap-3 rounded-2xl bg-brand-800 p-4 text-white hover:bg-brand-900"
          >
            <Phone aria-hidden="true" className="size-6 shrink-0" />
            <span>
              <span className="block text-sm text-brand-100">{text.callTitle}</span>
              <span className="font-semibold">{site.contact.phone}</span>
              <span className="block text-sm text-brand-100">{callHoursText()}</span>
            </span>
          </a>
          <a
            href={mailtoHref(doctor.email)}
            className="flex items-center gap-3 rounded-2xl border border-line bg-white p-4 hover:border-brand-600"
          >
            <Mail aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block text-sm text-muted">{fill(text.emailTitle, { name: doctor.name })}</span>
              <span className="block font-semibold break-all">{doctor.email}</span>
            </span>
          </a>
        </div>
      </div>
      <div className="md:col-start-2 md:row-start-2">
        {doctor.biography.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg first:mt-0">
            {paragraph}
          </p>
        ))}
        <h3 className="mt-10 text-2xl text-brand-900">{text.servicesTitle}</h3>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {/* The clinic's service pages the doctor treats, then the doctor's own field of care in free words. */}
          {[...doctor.services, ...(doctor.fieldOfCare ?? [])].map((service) => (
            <li key={service} className="flex items-center gap-2 rounded-xl bg-mist px-4 py-2.5 font-semibold">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
              {service}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Link to={bookingHref({ doctor: doctor.name })} className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-5" />
            {text.book}
          </Link>
          <SocialLinks profiles={doctor.social} />
        </div>
      </div>
    </section>
  );
}

/** Name, title, qualifications, registration and consulting hours: what a patient checks first. */
function DoctorIdentity({ doctor }: { doctor: Doctor }) {
  return (
    <div className="md:col-start-2 md:row-start-1">
      {/* The page's h1 is the name (app/routes/doctor.tsx): the profile opens with what the doctor is. */}
      <h2 className="text-lg font-semibold text-brand-700">{doctor.title}</h2>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold text-ink">{text.qualificationsLabel}</dt>
        <dd className="text-muted">{doctor.qualifications}</dd>
        <dt className="font-semibold text-ink">{text.registrationLabel}</dt>
        <dd className="text-muted">{fill(text.registration, doctor.registration)}</dd>
        <dt className="font-semibold text-ink">{text.hoursLabel}</dt>
        <dd>
          <ul className="text-muted">
            {consultingPeriods(doctor.consultingHours).map((period) => (
              <li key={period.days}>
                {period.days}: <span className="font-semibold text-ink">{period.hours}</span>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {/* A doctor who gives no years has no badge, never "0 years". */}
      {doctor.yearsOfExperience !== undefined && (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-800">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {fill(text.experience, { years: doctor.yearsOfExperience })}
        </p>
      )}
    </div>
  );
}
