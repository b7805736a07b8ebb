import { articleUi } from '@content/article-ui';
import type { Doctor } from '@content/schema/site';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { BadgeCheck, CalendarCheck, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { mailtoHref, telHref } from '~/lib/contact';
import { ContentImage } from '~/components/ui/ContentImage';
import { SocialLinks } from '~/components/ui/SocialLinks';
import { bookingHref } from '~/lib/booking-link';

/** A doctor's profile: photo, name, title, biography, services, and ways to call or write. */
export function DoctorProfile({ doctor }: { doctor: Doctor }) {
  return (
    <section className="container-page grid gap-10 py-14 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:py-20">
      <div>
        <div className="overflow-hidden rounded-[var(--radius-card)] bg-mist">
          <ContentImage src={doctor.photo} alt={doctor.photoAlt} priority sizes="(min-width: 768px) 40vw, 100vw" className="h-auto w-full" />
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
          <a href={telHref(site.contact.phone)} className="flex items-center gap-3 rounded-2xl bg-brand-800 p-4 text-white hover:bg-brand-900">
            <Phone aria-hidden="true" className="size-6 shrink-0" />
            <span>
              <span className="block text-sm text-brand-100">{articleUi.doctorProfile.callTitle}</span>
              <span className="font-semibold">{site.contact.phone}</span>
            </span>
          </a>
          <a href={mailtoHref(doctor.email)} className="flex items-center gap-3 rounded-2xl border border-line bg-white p-4 hover:border-brand-600">
            <Mail aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block text-sm text-muted">{fill(articleUi.doctorProfile.emailTitle, { name: doctor.name })}</span>
              <span className="block font-semibold break-all">{doctor.email}</span>
            </span>
          </a>
        </div>
      </div>
      <div>
        <h2 className="text-title text-brand-900">{doctor.name}</h2>
        <p className="mt-2 text-lg font-semibold text-brand-700">{doctor.title}</p>
        <p className="mt-1 text-muted">{doctor.qualifications}</p>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-800">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {fill(articleUi.doctorProfile.experience, { years: doctor.yearsOfExperience })}
        </p>
        {doctor.biography.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg">
            {paragraph}
          </p>
        ))}
        <h3 className="mt-10 text-2xl text-brand-900">{articleUi.doctorProfile.servicesTitle}</h3>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {doctor.services.map((service) => (
            <li key={service} className="flex items-center gap-2 rounded-xl bg-mist px-4 py-2.5 font-semibold">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
              {service}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Link to={bookingHref({ doctor: doctor.name })} className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-5" />
            {articleUi.doctorProfile.book}
          </Link>
          <SocialLinks profiles={doctor.social} />
        </div>
      </div>
    </section>
  );
}
