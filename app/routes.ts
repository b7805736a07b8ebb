import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { blogHasPosts } from '../content/blog-status';
import { site } from '../content/site';
import { laterListingPages } from '../content/index/blog-listings';
import { listServices } from '../content/index/collections';
import { livePages, pageRegistry } from '../content/page-registry';
import type { PageEntry } from '../content/schema/page-registry';
import { privacyLanguages, privacyPath } from '../content/privacy';
import { withdrawal } from '../content/withdrawal';

/** A listing's route of later pages, while one of its listings has a page 2 (content/index/blog-listings.ts). */
const later = laterListingPages();
const laterPages = (listing: keyof typeof later, path: string, file: string, id: string) =>
  later[listing].length > 0 ? [route(path, file, { id })] : [];

/**
 * Every page of the site. The pages with a path of their own come from the page registry
 * (content/page-registry.ts), the showcase pages only while site.features.showcase is on; the families
 * whose list lives in content (doctors, services, posts, privacy notices) get one route each, from one
 * module. Paths keep the spec's spelling exactly (case and punctuation).
 */
export default [
  // `npm run typecheck` types every route module, the pages this build leaves out too (their modules are still
  // compiled by tsc, and read their route types from the typegen); a build routes only the live pages.
  ...(process.env.TYPEGEN_EVERY_PAGE === '1' ? pageRegistry : livePages()).map((page: PageEntry) => {
    const options = page.routeId ? { id: page.routeId } : {};
    return page.path === '/' ? index(page.module, options) : route(page.path.slice(1), page.module, options);
  }),
  ...site.doctors.map((doctor) => route(doctor.slug, 'routes/doctor.tsx', { id: `doctor/${doctor.slug}` })),

  // One page per file in content/services/.
  ...listServices().map((service) => route(service.slug, 'routes/service-page.tsx', { id: `service/${service.slug}` })),

  // Later pages of the listings (the first pages come from the registry): .../page/2, /page/3, ...
  ...laterPages('grid', 'blog_grid/page/:page', 'routes/blog-grid.tsx', 'blog-grid-page'),
  ...laterPages('leftSidebar', 'blog_left_sidebar/page/:page', 'routes/blog-sidebar.tsx', 'blog-left-sidebar-page'),
  ...laterPages('rightSidebar', 'blog_right_sidebar/page/:page', 'routes/blog-sidebar.tsx', 'blog-right-sidebar-page'),
  // A post's page, its categories and tags, while the blog has a post (content/blog-status.ts): a prerendered route
  // with no path to prerender stops the build. The type check types them either way.
  ...(blogHasPosts || process.env.TYPEGEN_EVERY_PAGE === '1'
    ? [
        route('blog/:slug', 'routes/blog-post.tsx', { id: 'blog-post' }),
        route('blog/category/:category', 'routes/blog-grid.tsx', { id: 'blog-category' }),
        ...laterPages('category', 'blog/category/:category/page/:page', 'routes/blog-grid.tsx', 'blog-category-page'),
        route('blog/tag/:tag', 'routes/blog-grid.tsx', { id: 'blog-tag' }),
        ...laterPages('tag', 'blog/tag/:tag/page/:page', 'routes/blog-grid.tsx', 'blog-tag-page'),
      ]
    : []),

  // The privacy notice in each language of content/privacy.ts: /privacy, /privacy/hi, /privacy/kn.
  ...privacyLanguages.map(({ code }) =>
    route(privacyPath(code).slice(1), 'routes/privacy.tsx', { id: `privacy/${code}` }),
  ),
  route(withdrawal.path.slice(1), 'routes/withdraw-consent.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
