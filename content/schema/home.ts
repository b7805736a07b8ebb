import { z } from 'zod';

/** How the shared page chrome looks on a page: which header, which footer, which side-panel list. */
export const chromeSettingsSchema = z.object({
  /** 'standard' white bar; 'topbar' adds a strip with hours, e-mail and phone; 'brand' a teal bar. */
  header: z.enum(['standard', 'topbar', 'brand']),
  /** 'extended' adds useful links, services, opening hours and a sign-up form (Home Three). */
  footer: z.enum(['standard', 'extended']),
  /** Which 'What Services We Provide?' list the side panel shows (content/navigation.ts). */
  sidePanelServices: z.enum(['general', 'servicePages']),
});

export type ChromeSettings = z.infer<typeof chromeSettingsSchema>;

/**
 * The home page sections a layout can show. A '...Video', 'Features', 'Wide' or 'Phone' name is
 * the spec's second variant of that section.
 */
export const homeSectionNameSchema = z.enum([
  /** Hero with the booking button, phone and vertical social links. */
  'hero',
  /** Hero with Research More, Watch A Video (lightbox) and the research badge. */
  'heroVideo',
  /** Two animated counters (hidden when site.features.showClaims is off). */
  'counters',
  /** About block with the years counter and the rotating badge. */
  'about',
  /** About block with the two feature cards. */
  'aboutFeatures',
  /** Scrolling band of the three main services. */
  'servicesBand',
  /** Scrolling band of specialties. */
  'specialtiesBand',
  /** Carousel of the twelve service pages. */
  'services',
  /** Carousel of four services arranged through partners. */
  'servicesSecond',
  /** Partner logos carousel. */
  'brands',
  /** 'Meet Our Best Doctors' coverflow carousel. */
  'doctors',
  /** Testimonials flip carousel and the booking box (testimonials hidden when showTestimonials is off). */
  'testimonials',
  /** Latest-blog carousel, 1/2/3 per view. */
  'blog',
  /** Latest-blog carousel, 1 then 2 per view from 1200 px. */
  'blogWide',
  /** Closing banner with Contact Us. */
  'closing',
  /** Closing banner with Contact Us, the phone number and a link to the services. */
  'closingPhone',
  /** Skill progress bars (hidden when showClaims is off). */
  'skills',
  /** 'Why choose us' block. */
  'whyChooseUs',
  /** Medical Department carousel. */
  'departments',
  /** Portfolio carousel of five specialty cards. */
  'portfolio',
  /** Row of five expandable service boxes. */
  'expandable',
  /** 'Explore Our Team' grid of four. */
  'team',
]);

export type HomeSectionName = z.infer<typeof homeSectionNameSchema>;

export const homeVariantSchema = z.object({
  /** Route id of the variant (content/pages.ts has its title and description). */
  routeId: z.enum(['home', 'home2', 'home3']),
  chrome: chromeSettingsSchema,
  /** The sections, top to bottom; the first must be a hero (it holds the page's h1). */
  sections: z
    .array(homeSectionNameSchema)
    .min(2)
    .refine(
      (sections) => sections[0] === 'hero' || sections[0] === 'heroVideo',
      'the first section must be a hero (it holds the h1)',
    )
    .refine(
      (sections) => sections.filter((s) => s === 'hero' || s === 'heroVideo').length === 1,
      'exactly one hero per layout',
    )
    .refine((sections) => new Set(sections).size === sections.length, 'a section appears once per layout'),
});

export type HomeVariant = z.infer<typeof homeVariantSchema>;
