import { z } from 'zod';
import { linkSchema, sectionHeadingSchema } from './section';

/**
 * The words, images and links of the clinic pages: about, appointment, contact, services,
 * department, team, team details, projects, project details, testimonial and FAQ pages
 * (content/clinic-pages.ts). Checked at build by tooling/validate-content.ts.
 */

/** An image inside content/images/ with its alt text. */
export const pictureSchema = z.object({
  /** File path inside content/images/, e.g. "clinic/reception.jpg". */
  src: z.string().min(1),
  /** Alt text: what the picture shows, for people who cannot see it. */
  alt: z.string().min(5),
});

/** A titled paragraph: a step, a value or a feature. */
export const titledTextSchema = z.object({
  /** Short heading of the item (an h3). */
  title: z.string().min(3).max(60),
  /** One to three plain sentences. */
  text: z.string().min(20).max(500),
});

export const aboutPageSchema = z.object({
  story: z.object({
    heading: sectionHeadingSchema,
    /**
     * The clinic's story, plain paragraphs; {foundingYear} and {locality} are filled from content/site.ts. No bracketed
     * template placeholder.
     */
    paragraphs: z
      .array(
        z
          .string()
          .min(40)
          .refine((text) => !/\[[^\]]*\]/.test(text), 'no bracketed placeholder'),
      )
      .min(2),
    /** Main picture beside the story. */
    image: pictureSchema,
    /** Second, smaller picture. */
    secondImage: pictureSchema,
    /**
     * Short facts under the story, e.g. "Founded in {foundingYear}" ({foundingYear} is filled from content/site.ts).
     */
    facts: z.array(z.string().min(5).max(80)).min(2).max(6),
    /** The Contact Us button. */
    contactButton: linkSchema,
  }),
  /** Heading of the statistics band (hidden with the claims switch). */
  statisticsTitle: z.string().min(3).max(80),
  /** What the clinic stands for: one to four values (the row holds four). */
  values: z.object({ heading: sectionHeadingSchema, items: z.array(titledTextSchema).min(1).max(4) }),
});

export const appointmentPageSchema = z.object({
  /** Heading and lead above the booking form. */
  form: sectionHeadingSchema,
  /** What happens after the request, one line per step. */
  nextSteps: z.object({ title: z.string().min(3), steps: z.array(z.string().min(10)).min(2).max(5) }),
  /** Heading of the testimonial slider. */
  testimonials: sectionHeadingSchema,
  /** Picture of the clinic beside the form. */
  image: pictureSchema,
});

export const contactPageSchema = z.object({
  /** Heading and lead above the message form. */
  form: sectionHeadingSchema,
  /** The three info boxes; their values (address, phone, e-mail) come from content/site.ts. */
  infoBoxes: z.object({
    /** Accessible name of the group of boxes. */
    label: z.string().min(3),
    email: z.object({ subtitle: z.string().min(2), title: z.string().min(2) }),
    phone: z.object({ subtitle: z.string().min(2), title: z.string().min(2) }),
    address: z.object({ subtitle: z.string().min(2), title: z.string().min(2) }),
  }),
  map: z.object({
    /** Heading of the map section. */
    title: z.string().min(3),
    /** Why the map is not loaded yet (privacy: no third-party request before asked). */
    facadeText: z.string().min(20),
    /** Button that loads the embedded map. */
    loadButton: z.string().min(3),
    /** Title of the map's iframe, read by screen readers. */
    iframeTitle: z.string().min(5),
    /** Link that opens the address in a maps app. */
    openInMaps: z.string().min(3),
  }),
  /** Heading of the opening hours box. */
  hoursTitle: z.string().min(3),
});

/** A department card of the Services page (Pathology, Radiology), not one of the service pages of content/services/. */
export const departmentCardSchema = z.object({
  /** Short tag above the title, e.g. "Laboratory". */
  subtitle: z.string().min(3).max(40),
  /** Card heading, e.g. "Pathology". */
  title: z.string().min(3).max(40),
  /** Two or three sentences about the service. */
  description: z.string().min(40).max(320),
  /** Illustration of the service. */
  image: pictureSchema,
  /** What the service includes, short items. */
  includes: z.array(z.string().min(3).max(80)).min(2).max(5),
});

/** A section of a few paragraphs under a heading, beside a picture. */
export const pictureIntroSchema = z.object({
  heading: sectionHeadingSchema,
  paragraphs: z.array(z.string().min(40)).min(1),
  image: pictureSchema,
});

export const servicesPageSchema = z.object({
  heading: sectionHeadingSchema,
  /** The Pathology and Radiology cards. */
  cards: z.array(departmentCardSchema).length(2),
  /** The Read More link of each card; it opens the department page. */
  readMore: linkSchema,
  /** Heading and lead above booking form B. */
  form: sectionHeadingSchema,
});

export const serviceDetailsPageSchema = z.object({
  intro: pictureIntroSchema,
  /** How consultation, diagnostics and follow-up work together, in order. */
  pathway: z.object({ heading: sectionHeadingSchema, steps: z.array(titledTextSchema).min(3).max(5) }),
  /** The departments under one roof. */
  departments: z.object({ heading: sectionHeadingSchema, items: z.array(titledTextSchema).min(2).max(6) }),
  /** What the clinic does not do, and where to go instead (emergencies). */
  emergencyNote: titledTextSchema,
  /** Closing call to action. */
  cta: z.object({ title: z.string().min(3), text: z.string().min(20), button: linkSchema }),
});

export const teamPageSchema = z.object({
  heading: sectionHeadingSchema,
});

export const teamDetailsPageSchema = z.object({
  intro: pictureIntroSchema,
  /** Who does what for a patient, one item per role group. */
  roles: z.object({ heading: sectionHeadingSchema, items: z.array(titledTextSchema).min(3).max(6) }),
  /** The clinic's physicians (the team members with a profile page). */
  doctors: sectionHeadingSchema,
  /** Visiting consultants the clinic refers to (content/team.ts). */
  consultants: sectionHeadingSchema,
  /** How the team works together, short commitments. */
  commitments: z.object({ title: z.string().min(3), items: z.array(z.string().min(10)).min(3).max(6) }),
  cta: z.object({ title: z.string().min(3), text: z.string().min(20), button: linkSchema }),
});

export const projectSchema = z.object({
  /** Short tag above the title, e.g. "Screening camp". */
  subtitle: z.string().min(3).max(40),
  title: z.string().min(3).max(70),
  /** One or two sentences. */
  description: z.string().min(40).max(240),
  image: pictureSchema,
});

/** A file generated at build time from the content (scripts/build-downloads.ts). */
export const downloadSchema = z.object({
  /** Button text. */
  label: z.string().min(3).max(40),
  /** Site path of the file, under /downloads/, ending in .pdf. */
  path: z.string().regex(/^\/downloads\/[a-z0-9-]+\.pdf$/, 'a /downloads/<name>.pdf path'),
  /** What the file is, shown under the button, e.g. "PDF, 1 page". */
  note: z.string().min(3).max(60),
  /** Title printed at the top of the document. */
  documentTitle: z.string().min(3).max(80),
});

export const projectsPageSchema = z.object({
  heading: sectionHeadingSchema,
  /** The four project cards of the slider. */
  projects: z.array(projectSchema).length(4),
  /** Accessible name of the projects slider. */
  sliderLabel: z.string().min(3),
  /** Each card's link to the project details page. */
  viewDetails: linkSchema,
  /** Heading of the partner logo carousel. */
  partners: sectionHeadingSchema,
});

export const projectDetailsPageSchema = z.object({
  hero: pictureSchema,
  /** The programme's name (h2) and description. */
  title: z.string().min(3).max(90),
  paragraphs: z.array(z.string().min(40)).min(1),
  /** The programme's parts, short items. */
  includes: z.object({ title: z.string().min(3), items: z.array(z.string().min(5)).min(3).max(8) }),
  /** The Make Appointment and Get Consultation cards. */
  actionCards: z.array(z.object({ title: z.string().min(3), text: z.string().min(20), button: linkSchema })).length(2),
  faq: z.object({
    heading: sectionHeadingSchema,
    /** Which question (from 0) is open at first; the spec opens the third. */
    initiallyOpen: z.number().int().min(0),
  }),
  consultants: z.object({ title: z.string().min(3), lead: z.string().min(10) }),
  downloads: z.object({
    title: z.string().min(3),
    serviceReport: downloadSchema,
    serviceList: downloadSchema,
  }),
  callCard: z.object({ title: z.string().min(3), text: z.string().min(10) }),
  form: sectionHeadingSchema,
});

/** The service report's own sections (content/downloads.ts), printed in the PDF after the page's words. */
export const serviceReportSectionsSchema = z.array(titledTextSchema).min(2);
export type ServiceReportSections = z.infer<typeof serviceReportSectionsSchema>;

/** A patient story on the testimonial page: a person card selects its long description. */
export const patientStorySchema = z.object({
  /** Name as the patient agreed to have it shown. */
  name: z.string().min(2),
  /** The condition shown on the card, e.g. "Osteoarthritis". */
  condition: z.string().min(3).max(40),
  photo: pictureSchema,
  /** Heading of the description. */
  title: z.string().min(3).max(90),
  /** The long description: sober, no claims of cure (Indian Medical Council regulations, 2002). */
  paragraphs: z
    .array(
      z
        .string()
        .min(40)
        .refine((text) => !/\bcure[ds]?\b/i.test(text), 'no cure claims'),
    )
    .min(2),
  /** Short points of how the clinic cares for the condition. */
  carePoints: z.array(z.string().min(5)).min(2).max(6),
});

export const testimonialPageSchema = z.object({
  stories: z.object({
    heading: sectionHeadingSchema,
    items: z.array(patientStorySchema).length(3),
    tabListLabel: z.string().min(3),
  }),
  carousel: sectionHeadingSchema,
  /** Heading of the blog teaser (four latest posts). */
  blog: sectionHeadingSchema,
  /** Link under the blog teaser to the blog list. */
  allPosts: linkSchema,
});

export const faqsPageSchema = z.object({
  heading: sectionHeadingSchema,
  /** Box beside the questions: still a question? */
  askCard: z.object({ title: z.string().min(3), text: z.string().min(10), button: linkSchema }),
});

/** Small shared words of these pages. */
export const clinicPagesTextSchema = z.object({
  /** Label of a phone call link, e.g. "Call us" (the opening hours are shown beside it). */
  callUs: z.string().min(3),
  /** Accessible words of a testimonial's star rating, e.g. "Rated {rating} out of 5". */
  ratingLabel: z.string().includes('{rating}'),
  /** Age of a testimonial, e.g. "{months} months ago" ({months} filled in). */
  monthsAgo: z.string().includes('{months}'),
  /** Age of a testimonial written one month ago (or less). */
  monthAgo: z.string().min(3),
});

export const clinicPagesSchema = z.object({
  about: aboutPageSchema,
  appointment: appointmentPageSchema,
  contact: contactPageSchema,
  services: servicesPageSchema,
  serviceDetails: serviceDetailsPageSchema,
  team: teamPageSchema,
  teamDetails: teamDetailsPageSchema,
  projects: projectsPageSchema,
  projectDetails: projectDetailsPageSchema,
  testimonial: testimonialPageSchema,
  faqs: faqsPageSchema,
  text: clinicPagesTextSchema,
});

export const faqItemSchema = z.object({
  /** The question, as a patient would ask it. */
  question: z.string().min(8).max(120),
  /** One to three plain sentences; no Markdown or HTML. */
  answer: z.string().min(20).max(600),
});

export const faqGroupSchema = z.object({
  /** The group's heading, e.g. "General Questions". */
  title: z.string().min(3),
  /** The group's questions (the specification's profile draws three: tooling/validate-content.ts). */
  items: z.array(faqItemSchema).min(1),
});

export type Picture = z.infer<typeof pictureSchema>;
export type PictureIntroText = z.infer<typeof pictureIntroSchema>;
export type TitledText = z.infer<typeof titledTextSchema>;
export type DepartmentCard = z.infer<typeof departmentCardSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Download = z.infer<typeof downloadSchema>;
export type PatientStory = z.infer<typeof patientStorySchema>;
export type ClinicPages = z.infer<typeof clinicPagesSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
