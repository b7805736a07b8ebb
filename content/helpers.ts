/**
 * Small pure helpers that the app, the form service and the build tools share, so each exists
 * once. No state and nothing but content/ui.ts imported: safe in any bundle, the browser's too.
 */

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
