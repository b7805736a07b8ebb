import { z } from 'zod';
import { linkSchema, sectionHeadingSchema } from './section';
import { internalPathSchema } from './site';

/**
 * The words, numbers, links and images of the home page sections (content/home-sections.ts).
 * Which sections a home layout shows, and in which order, is in content/home.ts.
 */

/** A card of a carousel or grid that is not one of the twelve service pages. */
export const cardSchema = z.object({
  /** Card heading. */
  title: z.string().min(2),
  /** Short tag above the title. */
  subtitle: z.string().min(2),
  /** One or two sentences. */
  description: z.string().min(20).max(200),
  /** Image inside content/images/. */
  image: z.string().min(1),
  /** Alt text of the image; empty when it only decorates (the title says it all). */
  imageAlt: z.string(),
  /** Where the card's link goes; never a stand-in. */
  path: internalPathSchema,
});

export const homeSectionsSchema = z.object({
  /** Section 1: the hero. {phone} is filled with the clinic's number. */
  hero: z.object({
    /** Text of the pill above the heading, patients' avatars beside it; no pill when absent (the launch profile). */
    pill: z.string().min(2).optional(),
    /** Three patient avatars in the pill (images inside content/images/). */
    pillAvatars: z.array(z.string().min(1)).length(3),
    /** The page's only h1. */
    title: z.string().min(5),
    lead: z.string().min(20),
    /** Booking button to /appointment. */
    bookButton: z.string().min(2),
    /** Label beside the phone number at the hero's side. */
    phoneLabel: z.string().min(2),
    /** Heading of the vertical social links (read by screen readers). */
    socialLabel: z.string().min(2),
    image: z.string().min(1),
    imageAlt: z.string().min(5),
    /** The second hero variant: Research More, Watch A Video, the research badge. */
    videoVariant: z.object({
      title: z.string().min(5),
      lead: z.string().min(20),
      image: z.string().min(1),
      imageAlt: z.string().min(5),
      researchLink: linkSchema,
      /** Button that opens the video lightbox. */
      videoButton: z.string().min(2),
    }),
  }),
  /** The video of the lightbox (Watch A Video). */
  video: z.object({
    /** Accessible name of the lightbox. */
    title: z.string().min(3),
    /**
     * Path of the MP4 file, shipped with the site from content/media/ (served at /media/...), so no request leaves the
     * site.
     */
    src: z.string().regex(/^\/media\/[\w.-]+\.mp4$/, 'a file in content/media, written /media/<name>.mp4'),
    /** Path of its WebVTT captions (content/media/, served at /media/...). */
    captions: z.string().regex(/^\/media\/[\w.-]+\.vtt$/, 'a file in content/media, written /media/<name>.vtt'),
    /** Language of the captions, e.g. "en". */
    captionsLanguage: z.string().min(2),
    /** Picture shown before the video plays (inside content/images/). */
    poster: z.string().min(1),
    /** Text shown under the video: what it shows, for those who cannot watch it. */
    description: z.string().min(20),
  }),
  /** Section 2: two counters (site.statistics); shown only while site.features.showClaims is on. */
  counters: z.object({
    /** Accessible name of the statistics region. */
    label: z.string().min(3),
    /** One short line under each number, in the order satisfiedPatients, satisfactionRate. */
    notes: z.array(z.string().min(5)).length(2),
  }),
  /** Section 3: about the clinic. {name} is the first doctor's short name, {year} the founding year. */
  about: z.object({
    eyebrow: z.string().min(2),
    title: z.string().min(5),
    since: z.string().min(5),
    paragraphs: z.array(z.string().min(40)).length(2),
    moreButton: linkSchema,
    image: z.string().min(1),
    imageAlt: z.string().min(5),
    /** Words of the rotating badge over the photo, joined by stars. */
    badgeWords: z.array(z.string().min(3)).min(2),
    /** The second about variant's two feature cards. */
    features: z
      .array(
        z.object({ title: z.string().min(3), text: z.string().min(20), icon: z.enum(['equipment', 'satisfaction']) }),
      )
      .length(2),
  }),
  /** Section 4: the scrolling text bands. */
  bands: z.object({
    /** Accessible name of a band. */
    servicesLabel: z.string().min(3),
    /** Services band words, each linking to its page. */
    services: z.array(linkSchema).min(2),
    specialtiesLabel: z.string().min(3),
    /**
     * Specialties band words (the specialists the clinic refers to). The band is the showcase's: its profile draws
     * three (tooling/validate-content.ts); a clinic's launch profile draws none, and may list none.
     */
    specialties: z.array(z.string().min(3)),
    /** Button that stops the band's movement (WCAG 2.2.2). */
    pause: z.string().min(3),
    /** The same button while stopped. */
    play: z.string().min(3),
  }),
  /** Section 5: the services carousel (the twelve service pages, from content/services/). */
  services: sectionHeadingSchema.extend({
    carouselLabel: z.string().min(3),
    allLink: linkSchema,
    cardLink: z.string().min(2),
  }),
  /** The second services carousel: four services arranged through partners. */
  servicesSecond: sectionHeadingSchema.extend({
    carouselLabel: z.string().min(3),
    cards: z.array(cardSchema).length(4),
    cardLink: z.string().min(2),
  }),
  /** Section 6: partner logos (content/testimonials.ts partners). */
  brands: z.object({ title: z.string().min(3), carouselLabel: z.string().min(3) }),
  /** Section 7: 'Meet Our Best Doctors' (site.doctors). */
  doctors: sectionHeadingSchema.extend({ carouselLabel: z.string().min(3), profileLink: z.string().min(2) }),
  /** Section 8: testimonials and the booking box. */
  testimonials: sectionHeadingSchema.extend({
    carouselLabel: z.string().min(3),
    /** "{rating} out of 5 stars". */
    ratingLabel: z.string().includes('{rating}'),
    /** "{months} months ago". */
    monthsAgo: z.string().includes('{months}'),
    /** The same for exactly one month. */
    monthAgo: z.string().includes('{months}'),
    bookingTitle: z.string().min(3),
    bookingLead: z.string().min(10),
  }),
  /** Section 9: latest blog posts. */
  blog: sectionHeadingSchema.extend({
    carouselLabel: z.string().min(3),
    allLink: linkSchema,
    count: z.number().int().min(1).max(12),
  }),
  /** Section 10: the closing banner. {phone} is the clinic's number. */
  closing: z.object({
    title: z.string().min(5),
    text: z.string().min(20),
    contactButton: linkSchema,
    phoneLabel: z.string().min(2),
    /** The variant's extra link. */
    servicesLink: linkSchema,
  }),
  /** Skill bars (a claim: shown only while site.features.showClaims is on). */
  skills: sectionHeadingSchema.extend({
    /** Each bar: a label and a percentage, 0 to 100. */
    bars: z.array(z.object({ label: z.string().min(3), percent: z.number().min(0).max(100) })).min(1),
    image: z.string().min(1),
    imageAlt: z.string().min(5),
  }),
  /** 'Why choose us' block. */
  whyChooseUs: sectionHeadingSchema.extend({
    points: z
      .array(z.object({ title: z.string().min(3), text: z.string().min(20) }))
      .min(2)
      .max(6),
    image: z.string().min(1),
    imageAlt: z.string().min(5),
  }),
  /** Medical Department carousel: four of the service pages, by slug. */
  departments: sectionHeadingSchema.extend({
    carouselLabel: z.string().min(3),
    /** The services the carousel shows (the specification's profile draws four: tooling/validate-content.ts). */
    serviceSlugs: z.array(z.string().min(2)),
    cardLink: z.string().min(2),
  }),
  /** Portfolio carousel: five specialty cards. */
  portfolio: sectionHeadingSchema.extend({
    carouselLabel: z.string().min(3),
    cards: z.array(cardSchema).length(5),
    cardLink: z.string().min(2),
  }),
  /** The expandable services row: five boxes, one open at a time. */
  expandable: sectionHeadingSchema.extend({
    boxes: z
      .array(z.object({ title: z.string().min(3), text: z.string().min(20), path: internalPathSchema }))
      .length(5),
    /** Index of the box open at first (the spec: Dental Services). */
    initiallyOpen: z.number().int().min(0).max(4),
  }),
  /** 'Explore Our Team': members of content/team.ts, by name (four in the specification's profile). */
  team: sectionHeadingSchema.extend({ memberNames: z.array(z.string().min(3)), allLink: linkSchema }),
});

export type HomeSections = z.infer<typeof homeSectionsSchema>;
export type HomeCard = z.infer<typeof cardSchema>;
