import type { PageId } from './pages';
import type { PageEntry } from './schema/page-registry';
import { site } from './site';

/** The article /blog_details shows (the same post as its own /blog/... page, which is canonical). */
export const FEATURED_POST_SLUG = 'how-virtual-healthcare-is-transforming-patient-care';

/**
 * Every page of the site that has a path of its own, once: its path, its route module, its title (by id in
 * content/pages.ts), whether the sitemap and the search list it, and whether it is one of the specification's
 * showcase pages. The route table (app/routes.ts), the menus (content/navigation.ts), the search index's page
 * list, the redirects and the tests' page list are made from it. Pages whose list lives in content (doctors,
 * services, posts, privacy notices) are families, made in app/routes.ts from their own content.
 *
 * A showcase page is drawn while `site.features.showcase` is on; off, its path answers 301 to `redirectTo`,
 * its real counterpart, and no menu, sitemap entry, search result or link leads to it.
 */
export const pageRegistry = [
  { id: 'home', path: '/', module: 'routes/home.tsx', routeId: 'home', search: true },
  { id: 'home2', path: '/home2', module: 'routes/home.tsx', routeId: 'home2', search: false, showcase: { redirectTo: '/' } },
  { id: 'home3', path: '/home3', module: 'routes/home.tsx', routeId: 'home3', search: false, showcase: { redirectTo: '/' } },
  { id: 'about', path: '/about', module: 'routes/about.tsx', search: true },
  { id: 'appointment', path: '/appointment', module: 'routes/appointment.tsx', search: true },
  { id: 'contact', path: '/contact', module: 'routes/contact.tsx', search: true },
  { id: 'service', path: '/service', module: 'routes/service.tsx', search: true },
  { id: 'service_details', path: '/service_details', module: 'routes/service-details.tsx', search: true, showcase: { redirectTo: '/service' } },
  { id: 'team', path: '/team', module: 'routes/team.tsx', search: true },
  { id: 'team_details', path: '/team_details', module: 'routes/team-details.tsx', search: true, showcase: { redirectTo: '/team' } },
  { id: 'project', path: '/project', module: 'routes/project.tsx', search: true, showcase: { redirectTo: '/service' } },
  { id: 'project_details', path: '/project_details', module: 'routes/project-details.tsx', search: true, showcase: { redirectTo: '/service' } },
  { id: 'testimonial', path: '/testimonial', module: 'routes/testimonial.tsx', search: true },
  { id: 'faqs', path: '/faqs', module: 'routes/faqs.tsx', search: true },
  { id: 'blog_grid', path: '/blog_grid', module: 'routes/blog-grid.tsx', search: true },
  {
    id: 'blog_left_sidebar',
    path: '/blog_left_sidebar',
    module: 'routes/blog-sidebar.tsx',
    routeId: 'blog-left-sidebar',
    search: false,
    showcase: { redirectTo: '/blog_grid' },
  },
  {
    id: 'blog_right_sidebar',
    path: '/blog_right_sidebar',
    module: 'routes/blog-sidebar.tsx',
    routeId: 'blog-right-sidebar',
    search: false,
    showcase: { redirectTo: '/blog_grid' },
  },
  {
    id: 'blog_details',
    path: '/blog_details',
    module: 'routes/blog-post.tsx',
    routeId: 'blog-details',
    search: false,
    showcase: { redirectTo: `/blog/${FEATURED_POST_SLUG}` },
  },
  { id: 'search', path: '/search', module: 'routes/search.tsx', search: false },
  { id: 'thank_you', path: '/thank-you', module: 'routes/thank-you.tsx', search: false },
  // blog_details is titled by the post it shows, not by content/pages.ts.
] as const satisfies ReadonlyArray<PageEntry & { id: PageId | 'blog_details' }>;

export type RegisteredPageId = (typeof pageRegistry)[number]['id'];

const isShowcase = (page: PageEntry): boolean => 'showcase' in page && page.showcase !== undefined;

/** The pages this build draws: all of them with the showcase on, the clinic's own with it off. */
export function livePages(showcase = site.features.showcase): PageEntry[] {
  return pageRegistry.filter((page) => showcase || !isShowcase(page));
}

/** Each showcase path and where it answers 301 to: none while the showcase is on. */
export function showcaseRedirects(showcase = site.features.showcase): Array<{ from: string; to: string }> {
  if (showcase) return [];
  return pageRegistry.flatMap((page: PageEntry) => (page.showcase ? [{ from: page.path, to: page.showcase.redirectTo }] : []));
}

/**
 * Where a link to `path` should lead in this build: the path itself, or, for a showcase page the launch profile
 * leaves out, its real counterpart. Every internal link written in content/ passes through here.
 */
export function livePath(path: string, showcase = site.features.showcase): string {
  if (showcase) return path;
  return showcaseRedirects(showcase).find((redirect) => redirect.from === path)?.to ?? path;
}

/** Whether a link to `path` may be shown: false for a showcase page left out (a menu drops the entry). */
export function isLivePath(path: string, showcase = site.features.showcase): boolean {
  return livePath(path, showcase) === path;
}

/** The specification's wording while the showcase is on, the clinic's own with it off (content/home-sections.ts). */
export function showcaseOr<T>(specification: T, clinic: T, showcase = site.features.showcase): T {
  return showcase ? specification : clinic;
}

/** The path of a registered page, by id: the only place a page's path is written. */
export function pathOf(id: RegisteredPageId): string {
  return pageRegistry.find((page) => page.id === id)!.path;
}
