/**
 * Small pure helpers that the app, the form service and the build tools share, so each exists
 * once. No state and nothing but content/ui.ts imported: safe in any bundle, the browser's too.
 */

import type { SiteConfig } from './schema/site';
import { fill, ui } from './ui';

/**
 * Fills {name} slots of a content string. Defined in content/ui.ts, beside the strings it fills,
 * so the browser gets it in the chunk every page already loads (a chunk of its own would cost
 * every page a request's worth of bytes).
 */
export { fill };

/** URL segment of a category or tag label: "Heart Health" -> "heart-health". */
export function taxonomySlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A service page's path: the slug as the spec spells it, e.g. "/Diagnostic-Tests". */
export function servicePath(service: { slug: string }): string {
  return `/${service.slug}`;
}

export function postPath(post: { slug: string }): string {
  return `/blog/${post.slug}`;
}

export function categoryPath(label: string): string {
  return `/blog/category/${taxonomySlug(label)}`;
}

export function tagPath(label: string): string {
  return `/blog/tag/${taxonomySlug(label)}`;
}

/** Path of page `page` of a listing: the first page is the listing's own path, the next ones `{path}/page/{n}`. */
export function listingPagePath(listingPath: string, page: number): string {
  return page <= 1 ? listingPath : `${listingPath}/page/${page}`;
}

/** How many pages `count` items fill at `perPage` a page (an empty listing still has its first page). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The paths of a listing's pages after the first: /page/2, /page/3, ... (prerendered beside it). */
export function laterPagePaths(listingPath: string, count: number, perPage: number): string[] {
  return Array.from({ length: pageCount(count, perPage) - 1 }, (_, index) => listingPagePath(listingPath, index + 2));
}

/**
 * A post's date as a reader sees it: "18 April 2024" (content/ui.ts). Written out from the ISO date
 * rather than with `Intl`: a page's first `Intl` date formatter loads the browser's locale data,
 * 15 ms of a fast machine's main thread while a blog page hydrates
 * (docs/decisions/0017-less-work-while-hydrating.md). The same in every time zone.
 */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = ui.blog.months[(month ?? 0) - 1];
  if (!year || !monthName || !day) throw new Error(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  return fill(ui.blog.date, { day: String(day), month: monthName, year: String(year) });
}

/**
 * The clinic's address as lines: the street (a clinic may have none: its locality is then the first line), the
 * locality with the city and PIN code, the state. Every page, e-mail, message and document writes it so.
 */
export function addressLines(address: SiteConfig['contact']['address']): string[] {
  const { street, locality, city, state, postalCode } = address;
  return [...(street ? [street] : []), `${locality}, ${city} ${postalCode}`, state];
}

/** The clinic's address on one line. */
export function addressText(address: SiteConfig['contact']['address']): string {
  return addressLines(address).join(', ');
}

/**
 * A doctor's portrait: the photo content/site.ts gives, or, for a doctor who has none, a neutral outline that names
 * whose photo is missing (content/ui.ts teamCard), plainly not a photograph of anyone.
 */
export function doctorPortrait(doctor: Pick<SiteConfig['doctors'][number], 'name' | 'photo' | 'photoAlt'>): {
  photo: string;
  photoAlt: string;
} {
  if (doctor.photo) return { photo: doctor.photo, photoAlt: doctor.photoAlt ?? '' };
  return {
    photo: ui.teamCard.portraitPlaceholder,
    photoAlt: fill(ui.teamCard.portraitPlaceholderAlt, { name: doctor.name }),
  };
}

/**
 * The clinic's statistics, read only while `features.showClaims` is on, when content/schema/site.ts asks for them: a
 * clinic with claims off may leave them out.
 */
export function claimFigures(config: SiteConfig): NonNullable<SiteConfig['statistics']> {
  if (!config.statistics) throw new Error('content/site.ts: statistics: none given, and features.showClaims is on');
  return config.statistics;
}

/**
 * Whether an optional switch of `site.features` is on: one a clinic leaves out keeps the site as the specification
 * draws it.
 */
export function switchOn(features: SiteConfig['features'], name: OptionalSwitch): boolean {
  return features[name] !== false;
}
export type OptionalSwitch = 'showNewsletter' | 'showSecondOpinion' | 'showHomeBlog' | 'showVideo';

/**
 * Who answers for the clinic's handling of personal data: its grievance officer, or, for a clinic that has named none,
 * the clinic itself at its main e-mail and phone.
 */
export function grievanceContact(config: SiteConfig): { name: string; email: string; phone: string } {
  return (
    config.grievanceOfficer ?? { name: config.practiceName, email: config.contact.email, phone: config.contact.phone }
  );
}
