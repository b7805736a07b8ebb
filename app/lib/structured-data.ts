import { addressLines } from '@content/helpers';
import type { BlogFrontmatter } from '@content/schema/blog';
import { openHoursRuns } from '@content/opening-hours';
import type { Doctor, OpeningHours, SocialProfile } from '@content/schema/site';
import { site } from '@content/site';

/** schema.org structured data (JSON-LD) for search engines, built from the content. */
type JsonLd = Record<string, unknown>;

/** schema.org's DayOfWeek values: names of its vocabulary, not display words (ui.days), so they stay English. */
/** The clinic's profiles, typed as a list of profiles: `social: []` in content/site.ts is a list of nothing. */
const socialProfiles: readonly SocialProfile[] = site.social;

const dayNames = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * The opening hours as schema.org says them: one OpeningHoursSpecification per session (several a day: morning and
 * evening), the days with the same sessions together. A session on chosen weeks only is left out: schema.org has no
 * words for "the first and third Saturday", and a search engine must not show it every week.
 */
export function openingHoursSpecification(hours: readonly OpeningHours[]): JsonLd[] {
  return openHoursRuns(hours).flatMap((run) =>
    run.sessions
      .filter((session) => !session.weeks)
      .map((session) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: run.days.map((day) => dayNames[day]),
        opens: session.from,
        closes: session.until,
      })),
  );
}

export function medicalClinic(origin: string, specialties: string[]): JsonLd {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${origin}/#clinic`,
    name: site.practiceName,
    description: site.tagline,
    url: `${origin}/`,
    telephone: contact.phone,
    email: contact.email,
    foundingDate: String(site.foundingYear),
    image: `${origin}/favicon.svg`,
    address: {
      '@type': 'PostalAddress',
      // The street and the locality: the address's lines before the city's (content/helpers.ts).
      streetAddress: addressLines(contact.address).slice(0, -2).concat(contact.address.locality).join(', '),
      addressLocality: contact.address.city,
      addressRegion: contact.address.state,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    medicalSpecialty: 'InternalMedicine',
    availableService: specialties.map((name) => ({ '@type': 'MedicalProcedure', name })),
    sameAs: socialProfiles.map((profile) => profile.url),
  };
}

/** A doctor's record; `imageUrl` only for a real photograph (no placeholder stands for a person in search results). */
export function physician(origin: string, doctor: Doctor, imageUrl: string | undefined): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    description: doctor.biography[0],
    url: `${origin}/${doctor.slug}`,
    ...(imageUrl ? { image: new URL(imageUrl, origin).href } : {}),
    telephone: site.contact.phone,
    email: doctor.email,
    medicalSpecialty: 'InternalMedicine',
    // The council registration (Indian Medical Council regulations 2002, 1.4.1): Physician is an Organization in
    // schema.org, so it takes Thing's `identifier` and Organization's `hasCredential`; `usNPI` is for the US only.
    identifier: {
      '@type': 'PropertyValue',
      propertyID: doctor.registration.council,
      value: doctor.registration.number,
    },
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'Medical registration',
      identifier: doctor.registration.number,
      recognizedBy: { '@type': 'Organization', name: doctor.registration.council },
    },
    knowsAbout: doctor.services,
    worksFor: { '@id': `${origin}/#clinic`, '@type': 'MedicalClinic', name: site.practiceName },
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.contact.address.city,
      addressCountry: site.contact.address.country,
    },
  };
}

export function blogPosting(origin: string, post: BlogFrontmatter, url: string, imageUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    author: { '@type': 'Organization', name: site.practiceName },
    publisher: { '@type': 'Organization', name: site.practiceName },
    image: new URL(imageUrl, origin).href,
    mainEntityOfPage: url,
    keywords: [...post.categories, ...post.tags].join(', '),
  };
}

export function breadcrumbList(origin: string, title: string, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: site.practiceName, item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: title, item: url },
    ],
  };
}
