import { blogHasPosts } from './blog-status';
import { switchOn } from './helpers';
import { showcaseOr } from './showcase';
import { site } from './site';
import type { ChromeSettings, HomeSectionName, HomeVariant } from './schema/home';

/**
 * The specification's showcase sections: skill bars, the projects carousel, the second services carousel, the
 * partner logos and the specialties band. Drawn only while site.features.showcase is on.
 */
export const showcaseSections: readonly HomeSectionName[] = [
  'skills',
  'portfolio',
  'servicesSecond',
  'brands',
  'specialtiesBand',
];

/** The sections that are claims (the counters, the skill bars): drawn only while site.features.showClaims is on. */
export const claimSections: readonly HomeSectionName[] = ['counters', 'skills'];

/**
 * The sections that list posts: drawn only while the blog has a post (content/blog-status.ts) and
 * `features.showHomeBlog` is not off.
 */
export const blogSections: readonly HomeSectionName[] = ['blog', 'blogWide'];

/**
 * A layout's sections as this build draws them: a section left out is not in the page's data either
 * (app/components/home/home-content.server.ts gives a page the words of its sections only).
 */
const live = (sections: HomeSectionName[]) =>
  showcaseOr(
    sections,
    sections.filter((section) => !showcaseSections.includes(section)),
  )
    .filter((section) => site.features.showClaims || !claimSections.includes(section))
    .filter((section) => (blogHasPosts && switchOn(site.features, 'showHomeBlog')) || !blogSections.includes(section))
    // With the video off, Home Two opens with the first layout's hero, which has no video button.
    .map((section) => (section === 'heroVideo' && !switchOn(site.features, 'showVideo') ? 'hero' : section));

/**
 * The three home layouts as data: which header and footer, which side-panel list, and which
 * sections in which order. They share every section's content (content/home-sections.ts); only
 * the choices differ. The spec's ten main sections run in its order on each; Home Two and Home
 * Three add the spec's other home sections.
 */
export const homeVariants = {
  '/': {
    routeId: 'home',
    // The specification's general list (services such as Pediatric Care) with the showcase; the clinic's own
    // service pages without it.
    chrome: {
      header: 'standard',
      footer: 'standard',
      sidePanelServices: showcaseOr<ChromeSettings['sidePanelServices']>('general', 'servicePages'),
    },
    sections: live([
      'hero',
      'counters',
      'about',
      'servicesBand',
      'services',
      'brands',
      'doctors',
      'testimonials',
      'blog',
      'closing',
    ]),
  },
  '/home2': {
    routeId: 'home2',
    chrome: { header: 'brand', footer: 'standard', sidePanelServices: 'servicePages' },
    sections: live([
      'heroVideo',
      'counters',
      'aboutFeatures',
      'specialtiesBand',
      'servicesSecond',
      'departments',
      'skills',
      'brands',
      'doctors',
      'whyChooseUs',
      'testimonials',
      'blogWide',
      'closingPhone',
    ]),
  },
  '/home3': {
    routeId: 'home3',
    chrome: { header: 'topbar', footer: 'extended', sidePanelServices: 'servicePages' },
    sections: live([
      'hero',
      'counters',
      'about',
      'servicesBand',
      'expandable',
      'services',
      'portfolio',
      'brands',
      'doctors',
      'team',
      'testimonials',
      'blog',
      'closing',
    ]),
  },
} satisfies Record<string, HomeVariant>;
