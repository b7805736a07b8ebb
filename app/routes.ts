import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { site } from '../content/site';
import { laterListingPages } from '../content/index/blog-listings';
import { listServices } from '../content/index/collections';
import { privacyLanguages, privacyPath } from '../content/privacy';
import { withdrawal } from '../content/withdrawal';

/** A listing's route of later pages, while one of its listings has a page 2 (content/index/blog-listings.ts). */
const later = laterListingPages();
const laterPages = (listing: keyof typeof later, path: string, file: string, id: string) => (later[listing].length > 0 ? [route(path, file, { id })] : []);

/**
 * Every page of the site. Paths keep the spec's spelling exactly (case and punctuation).
 * Pages whose list lives in content (doctors, services) get one route each, from one module.
 */
export default [
  // Home variants: one module, the variant (header, sections) is content/home.ts data.
  index('routes/home.tsx', { id: 'home' }),
  route('home2', 'routes/home.tsx', { id: 'home2' }),
  route('home3', 'routes/home.tsx', { id: 'home3' }),

  route('about', 'routes/about.tsx'),
  route('appointment', 'routes/appointment.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('service', 'routes/service.tsx'),
  route('service_details', 'routes/service-details.tsx'),
  route('team', 'routes/team.tsx'),
  route('team_details', 'routes/team-details.tsx'),
  ...site.doctors.map((doctor) => route(doctor.slug, 'routes/doctor.tsx', { id: `doctor/${doctor.slug}` })),
  route('project', 'routes/project.tsx'),
  route('project_details', 'routes/project-details.tsx'),
  route('testimonial', 'routes/testimonial.tsx'),
  route('faqs', 'routes/faqs.tsx'),

  // One page per file in content/services/.
  ...listServices().map((service) => route(service.slug, 'routes/service-page.tsx', { id: `service/${service.slug}` })),

  // Listings: the first page at the listing's path, the next ones at .../page/2, /page/3, ...
  route('blog_grid', 'routes/blog-grid.tsx'),
  ...laterPages('grid', 'blog_grid/page/:page', 'routes/blog-grid.tsx', 'blog-grid-page'),
  route('blog_left_sidebar', 'routes/blog-sidebar.tsx', { id: 'blog-left-sidebar' }),
  ...laterPages('leftSidebar', 'blog_left_sidebar/page/:page', 'routes/blog-sidebar.tsx', 'blog-left-sidebar-page'),
  route('blog_right_sidebar', 'routes/blog-sidebar.tsx', { id: 'blog-right-sidebar' }),
  ...laterPages('rightSidebar', 'blog_right_sidebar/page/:page', 'routes/blog-sidebar.tsx', 'blog-right-sidebar-page'),
  route('blog_details', 'routes/blog-post.tsx', { id: 'blog-details' }),
  route('blog/:slug', 'routes/blog-post.tsx', { id: 'blog-post' }),
  route('blog/category/:category', 'routes/blog-grid.tsx', { id: 'blog-category' }),
  ...laterPages('category', 'blog/category/:category/page/:page', 'routes/blog-grid.tsx', 'blog-category-page'),
  route('blog/tag/:tag', 'routes/blog-grid.tsx', { id: 'blog-tag' }),
  ...laterPages('tag', 'blog/tag/:tag/page/:page', 'routes/blog-grid.tsx', 'blog-tag-page'),

  route('search', 'routes/search.tsx'),
  // The privacy notice in each language of content/privacy.ts: /privacy, /privacy/hi, /privacy/kn.
  ...privacyLanguages.map(({ code }) => route(privacyPath(code).slice(1), 'routes/privacy.tsx', { id: `privacy/${code}` })),
  route(withdrawal.path.slice(1), 'routes/withdraw-consent.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
