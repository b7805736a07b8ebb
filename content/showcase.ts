import { blogHasPosts } from './blog-status';
import { site } from './site';

/** The article /blog_details shows (the same post as its own /blog/... page, which is canonical). */
export const FEATURED_POST_SLUG = 'how-virtual-healthcare-is-transforming-patient-care';

/**
 * The specification's showcase pages, by their id in content/page-registry.ts: each one's path, written here once,
 * and the real page it answers 301 to while `site.features.showcase` is off. Apart from the registry because the
 * browser needs this much (the menus, the links) and not the route table.
 */
export const showcasePages = {
  home2: { path: '/home2', redirectTo: '/' },
  home3: { path: '/home3', redirectTo: '/' },
  service_details: { path: '/service_details', redirectTo: '/service' },
  team_details: { path: '/team_details', redirectTo: '/team' },
  project: { path: '/project', redirectTo: '/service' },
  project_details: { path: '/project_details', redirectTo: '/service' },
  blog_left_sidebar: { path: '/blog_left_sidebar', redirectTo: '/blog_grid' },
  blog_right_sidebar: { path: '/blog_right_sidebar', redirectTo: '/blog_grid' },
  blog_details: { path: '/blog_details', redirectTo: `/blog/${FEATURED_POST_SLUG}` },
} as const;

/**
 * The switches that hide pages besides the showcase: the clinic's own (`site.features`), and whether the blog has a
 * published post (content/blog-status.ts), which turns the whole blog on or off as a switch would.
 */
export type PageSwitches = Record<'showTestimonials' | 'blogPosts', boolean>;
export const pageSwitches: PageSwitches = {
  showTestimonials: site.features.showTestimonials,
  blogPosts: blogHasPosts,
};

/**
 * Pages that a switch other than the showcase hides: with the switch off, the page is not drawn and its path answers
 * 301 to `redirectTo`, as a showcase page does (the patients' stories page with testimonials off; every blog page
 * while the blog has no post, the showcase's blog layouts too, whatever the showcase).
 */
export const switchedPages = {
  testimonial: { path: '/testimonial', redirectTo: '/about', feature: 'showTestimonials' },
  blog_grid: { path: '/blog_grid', redirectTo: '/', feature: 'blogPosts' },
  blog_left_sidebar: { path: showcasePages.blog_left_sidebar.path, redirectTo: '/', feature: 'blogPosts' },
  blog_right_sidebar: { path: showcasePages.blog_right_sidebar.path, redirectTo: '/', feature: 'blogPosts' },
  blog_details: { path: showcasePages.blog_details.path, redirectTo: '/', feature: 'blogPosts' },
} as const satisfies Record<string, { path: string; redirectTo: string; feature: keyof PageSwitches }>;

/** Each switched page's path and where it answers 301 to, for the switches that are off. */
export function switchedPageRedirects(switches: PageSwitches = pageSwitches): Array<{ from: string; to: string }> {
  return Object.values(switchedPages)
    .filter(({ feature }) => !switches[feature])
    .map(({ path, redirectTo }) => ({ from: path, to: redirectTo }));
}

/**
 * Every path this build leaves out, showcase and switched pages, each once, and where each answers 301 to. A page
 * its switch hides answers with the switch's target (a showcase blog layout, with no post, to the home page).
 */
export function hiddenPageRedirects(
  showcase: boolean = site.features.showcase,
  switches: PageSwitches = pageSwitches,
): Array<{ from: string; to: string }> {
  const switched = switchedPageRedirects(switches);
  const hidden = new Set(switched.map(({ from }) => from));
  return [...switched, ...showcaseRedirects(showcase).filter(({ from }) => !hidden.has(from))];
}

/** Each showcase path and where it answers 301 to: none while the showcase is on. */
export function showcaseRedirects(showcase: boolean = site.features.showcase): Array<{ from: string; to: string }> {
  return showcase ? [] : Object.values(showcasePages).map(({ path, redirectTo }) => ({ from: path, to: redirectTo }));
}

/**
 * Where a link to `path` should lead in this build: the path itself, or, for a showcase page the launch profile
 * leaves out (or a page its switch hides), its real counterpart. Every internal link written in content/ to such a
 * page passes through here.
 */
export function livePath(path: string, showcase: boolean = site.features.showcase): string {
  return hiddenPageRedirects(showcase).find((redirect) => redirect.from === path)?.to ?? path;
}

/** Whether a link to `path` may be shown: false for a page left out (a menu drops the entry). */
export function isLivePath(path: string, showcase: boolean = site.features.showcase): boolean {
  return livePath(path, showcase) === path;
}

/** The specification's wording while the showcase is on, the clinic's own with it off (content/home-sections.ts). */
export function showcaseOr<T>(specification: T, clinic: T, showcase: boolean = site.features.showcase): T {
  return showcase ? specification : clinic;
}
