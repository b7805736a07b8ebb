import type { PageId } from './pages';
import type { PageEntry } from './schema/page-registry';
import { type PageSwitches, pageSwitches, showcasePages, switchedPages } from './showcase';
import { site } from './site';

export {
  FEATURED_POST_SLUG,
  hiddenPageRedirects,
  isLivePath,
  livePath,
  showcaseOr,
  showcaseRedirects,
} from './showcase';

/** A showcase page's path and counterpart, from content/showcase.ts, where the browser reads them. */
const showcase = (id: keyof typeof showcasePages) => ({
  id,
  path: showcasePages[id].path,
  showcase: { redirectTo: showcasePages[id].redirectTo },
});

/**
 * Every page of the site that has a path of its own, once: its path, its route module, its title (by id in
 * content/pages.ts), whether the sitemap and the search list it, and whether it is one of the specification's
 * showcase pages. The route table (app/routes.ts), the menus (content/navigation.ts), the search index's page
 * list, the redirects and the tests' page list are made from it. Pages whose list lives in content (doctors,
 * services, posts, privacy notices) are families, made in app/routes.ts from their own content.
 *
 * A showcase page is drawn while `site.features.showcase` is on; off, its path answers 301 to `redirectTo`,
 * its real counterpart, and no menu, sitemap entry, search result or link leads to it. A page `shownWith` a switch
 * (content/showcase.ts switchedPages: testimonials, or the blog while it has no post) is drawn while that switch is on,
 * and is left out the same way when it is off.
 */
export const pageRegistry = [
  { id: 'home', path: '/', module: 'routes/home.tsx', routeId: 'home', search: true },
  { ...showcase('home2'), module: 'routes/home.tsx', routeId: 'home2', search: false },
  { ...showcase('home3'), module: 'routes/home.tsx', routeId: 'home3', search: false },
  { id: 'about', path: '/about', module: 'routes/about.tsx', search: true },
  { id: 'appointment', path: '/appointment', module: 'routes/appointment.tsx', search: true },
  { id: 'contact', path: '/contact', module: 'routes/contact.tsx', search: true },
  { id: 'service', path: '/service', module: 'routes/service.tsx', search: true },
  { ...showcase('service_details'), module: 'routes/service-details.tsx', search: true },
  { id: 'team', path: '/team', module: 'routes/team.tsx', search: true },
  { ...showcase('team_details'), module: 'routes/team-details.tsx', search: true },
  { ...showcase('project'), module: 'routes/project.tsx', search: true },
  { ...showcase('project_details'), module: 'routes/project-details.tsx', search: true },
  {
    id: 'testimonial',
    path: switchedPages.testimonial.path,
    module: 'routes/testimonial.tsx',
    search: true,
    shownWith: switchedPages.testimonial.feature,
  },
  { id: 'faqs', path: '/faqs', module: 'routes/faqs.tsx', search: true },
  {
    id: 'blog_grid',
    path: switchedPages.blog_grid.path,
    module: 'routes/blog-grid.tsx',
    search: true,
    shownWith: switchedPages.blog_grid.feature,
  },
  {
    ...showcase('blog_left_sidebar'),
    module: 'routes/blog-sidebar.tsx',
    routeId: 'blog-left-sidebar',
    search: false,
    shownWith: switchedPages.blog_left_sidebar.feature,
  },
  {
    ...showcase('blog_right_sidebar'),
    module: 'routes/blog-sidebar.tsx',
    routeId: 'blog-right-sidebar',
    search: false,
    shownWith: switchedPages.blog_right_sidebar.feature,
  },
  {
    ...showcase('blog_details'),
    module: 'routes/blog-post.tsx',
    routeId: 'blog-details',
    search: false,
    shownWith: switchedPages.blog_details.feature,
  },
  { id: 'search', path: '/search', module: 'routes/search.tsx', search: false },
  { id: 'thank_you', path: '/thank-you', module: 'routes/thank-you.tsx', search: false },
  // blog_details is titled by the post it shows, not by content/pages.ts.
] as const satisfies ReadonlyArray<PageEntry & { id: PageId | 'blog_details' }>;

export type RegisteredPageId = (typeof pageRegistry)[number]['id'];

const isShowcase = (page: PageEntry): boolean => 'showcase' in page && page.showcase !== undefined;

/**
 * The pages this build draws: all of them with the showcase on, the clinic's own with it off; either way without a
 * page whose switch is off.
 */
export function livePages(
  showcase: boolean = site.features.showcase,
  switches: PageSwitches = pageSwitches,
): PageEntry[] {
  return pageRegistry.filter(
    (page) => (showcase || !isShowcase(page)) && (!('shownWith' in page) || switches[page.shownWith]),
  );
}

/** The path of a registered page, by id: the only place a page's path is written. */
export function pathOf(id: RegisteredPageId): string {
  return pageRegistry.find((page) => page.id === id)!.path;
}
