import type { ChromeSettings, HomeVariant } from './schema/home';

/** The chrome of every page that does not choose its own. */
export const defaultChrome: ChromeSettings = { header: 'standard', footer: 'standard', sidePanelServices: 'servicePages' };

/**
 * The three home layouts as data: which header and footer, which side-panel list, and which
 * sections in which order. They share every section's content (content/home-sections.ts); only
 * the choices differ. The spec's ten main sections run in its order on each; Home Two and Home
 * Three add the spec's other home sections.
 */
export const homeVariants = {
  '/': {
    routeId: 'home',
    chrome: { header: 'standard', footer: 'standard', sidePanelServices: 'general' },
    sections: ['hero', 'counters', 'about', 'servicesBand', 'services', 'brands', 'doctors', 'testimonials', 'blog', 'closing'],
  },
  '/home2': {
    routeId: 'home2',
    chrome: { header: 'brand', footer: 'standard', sidePanelServices: 'servicePages' },
    sections: [
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
    ],
  },
  '/home3': {
    routeId: 'home3',
    chrome: { header: 'topbar', footer: 'extended', sidePanelServices: 'servicePages' },
    sections: [
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
    ],
  },
} satisfies Record<string, HomeVariant>;
