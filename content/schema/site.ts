import { z } from 'zod';
import {
  checkConsultingHours,
  checkOpeningHours,
  consultingHoursSchema,
  openingHoursSchema,
  weekdaySchema,
  type weeksSchema,
} from './week';

export { consultingHoursSchema, openingHoursSchema, weekdaySchema, weeksSchema } from './week';

/**
 * The clinic's identity: every name, number, address and link the site shows about the practice.
 * A developer rebranding the site for another clinic edits `content/site.ts`; this schema checks it at build.
 */

/** An Indian phone number as shown to people, with the +91 country code. */
export const phoneSchema = z
  .string()
  .regex(/^\+91[\d -]{8,14}$/, 'must start with +91 and hold only digits, spaces and dashes');

/** A path inside this site, such as `/about` or `/Diagnostic-Tests`. */
export const internalPathSchema = z.string().regex(/^\/[^\s#]*$/, 'must be a site path starting with /');

export const socialNetworkSchema = z.enum(['facebook', 'youtube', 'x', 'instagram']);

export const socialProfileSchema = z.object({
  /** Which network: decides the icon. */
  network: socialNetworkSchema,
  /** Accessible name of the link, e.g. "Our clinic on Facebook". */
  label: z.string().min(1),
  /** Full https URL of the clinic's profile. Leave a network out entirely when the clinic has no profile there. */
  url: z.url({ protocol: /^https$/ }),
});

/**
 * A doctor's registration with a medical council. Indian Medical Council (Professional Conduct, Etiquette and
 * Ethics) Regulations 2002, 1.4.1: the registration number is displayed wherever the doctor practises and writes.
 */
export const medicalRegistrationSchema = z.object({
  /**
   * The council that registered the doctor, as it names itself, e.g. "Karnataka Medical Council" or "National Medical
   * Commission".
   */
  council: z.string().min(3),
  /** The registration number exactly as the council issued it, e.g. "KMC 45821" (letters, digits, spaces, / . -). */
  number: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{1,30}$/, 'letters, digits, spaces and / . - only, as the council issued it'),
});

export const doctorSchema = z
  .object({
    /**
     * A short handle that never shows on a page and never changes with the name, e.g. "physician": Markdown and
     * prose name the doctor through it ({{doctor.physician.name}}, content/facts.ts), so a new name is typed once.
     */
    key: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
    /** Full name as patients see it, e.g. "Dr. Ananya Rao". */
    name: z.string().min(3),
    /** URL slug of the doctor's profile page (the route is `/{slug}`), made from the name. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes'),
    /** Short given name used in headings such as "About {shortName}'s HealthCare". */
    shortName: z.string().min(2),
    /** Professional title, e.g. "Diagnostic Physician". */
    title: z.string().min(3),
    /** Qualifications line, e.g. "MBBS, MD (General Medicine)". */
    qualifications: z.string().min(2),
    /** Medical council registration, shown on the profile, the team cards and in the structured data. Required. */
    registration: medicalRegistrationSchema,
    /**
     * The sessions this doctor sees patients, in week order; shown at the top of the profile, and the times the booking
     * offers (the visit's length: content/diary.ts `slotMinutesByDoctor`).
     */
    consultingHours: z.array(consultingHoursSchema).min(1),
    gender: z.enum(['female', 'male', 'other']),
    /** Whole years in practice; shown on the profile. Leave it out when the doctor would rather not say. */
    yearsOfExperience: z.number().int().min(1).max(70).optional(),
    /** Biography paragraphs, plain text. */
    biography: z.array(z.string().min(20)).min(1),
    /**
     * The services this doctor treats, by their label in content/services/ (checked at build); each service page names
     * its doctors from here.
     */
    services: z.array(z.string().min(2)).min(1),
    /**
     * The doctor's own field of care in free words, where it is not one of the clinic's service pages (e.g. "Thyroid
     * disorders"): shown on the profile beside the services.
     */
    fieldOfCare: z.array(z.string().min(2).max(60)).optional(),
    /**
     * Portrait image file name inside `content/images/`. Left out, the doctor is drawn with a neutral outline that says
     * whose photograph is missing (content/ui.ts teamCard.portraitPlaceholder), never someone else's likeness.
     */
    photo: z.string().min(1).optional(),
    /** Alt text of the portrait (required with a photo). */
    photoAlt: z.string().min(3).optional(),
    /** Direct phone for the call block on the profile. */
    phone: phoneSchema,
    /** Direct e-mail for the e-mail block on the profile. */
    email: z.email(),
    /** Profiles of this doctor; only configured ones are shown. */
    social: z.array(socialProfileSchema),
  })
  .refine((doctor) => !doctor.photo || doctor.photoAlt, {
    path: ['photoAlt'],
    message: 'a photo needs its alt text (what it shows)',
  });

export const statisticSchema = z.object({
  /** Where the number animates from. */
  from: z.number(),
  /** The number shown at the end of the animation and without JavaScript. */
  to: z.number(),
  /** Text after the number, e.g. "K+" or "%". */
  suffix: z.string(),
  /** What the number counts, e.g. "Satisfied Patients". */
  label: z.string().min(2),
});

export const siteSchema = z
  .object({
    /** The practice's name: in every page title ("{name} | {page}"), the logo and the breadcrumb. */
    practiceName: z.string().min(2),
    /** A short form of the name for tight places (mobile logo, manifest short_name). */
    shortName: z.string().min(2).max(20),
    /** One sentence describing the clinic, used as the default meta description. */
    tagline: z.string().min(10).max(160),
    /** The city, shown with the address and in structured data. */
    city: z.string().min(2),
    /** Year the clinic opened. */
    foundingYear: z.number().int().min(1900).max(2100),
    /**
     * Public origin of the deployed site, no trailing slash; canonical URLs and the sitemap use it. Overridden by
     * SITE_URL.
     */
    siteUrl: z.url(),
    doctors: z.array(doctorSchema).min(1),
    contact: z.object({
      /** Main phone number, shown in the header, side panel and footer. */
      phone: phoneSchema,
      /** Second number, shown on service pages and the call cards. */
      phoneAlt: phoneSchema,
      /**
       * What the second number is, for its label: a landline (left out) or a mobile. Said here, as the digits cannot
       * tell: "+91 80 4000 1234" is a Bengaluru landline, and ten digits from 8 are a mobile's too.
       */
      phoneAltKind: z.enum(['landline', 'mobile']).optional(),
      /** Emergency number shown on every booking form ("call this now, do not use the form"). */
      emergencyPhone: z.string().min(3),
      /** What the emergency line is, e.g. "National emergency number 112". */
      emergencyLabel: z.string().min(3),
      /** Ambulance number shown beside the emergency number in the header strip and the panels, e.g. "108". */
      ambulancePhone: z.string().min(3),
      /** What the ambulance line is, e.g. "Ambulance". */
      ambulanceLabel: z.string().min(3),
      /** Reception e-mail. */
      email: z.email(),
      /** Support e-mail on the service pages' side card. */
      supportEmail: z.email(),
      /** WhatsApp number in international digits only, e.g. "919876543210". */
      whatsappNumber: z.string().regex(/^\d{10,15}$/, 'digits only, with country code'),
      /** Message prefilled in the WhatsApp chat the mobile bar opens. */
      whatsappMessage: z.string().min(5),
      address: z.object({
        /** The building and street; leave it out where the locality is the whole address ("Saibaba Colony"). */
        street: z.string().min(3).optional(),
        locality: z.string().min(2),
        city: z.string().min(2),
        state: z.string().min(2),
        postalCode: z.string().regex(/^\d{6}$/, 'a six-digit PIN code'),
        country: z.string().length(2),
      }),
      /** URL of the embedded map (loaded only when a visitor asks for it). */
      mapEmbedUrl: z.url({ protocol: /^https$/ }),
      /** Link that opens the address in a maps app. */
      mapLinkUrl: z.url({ protocol: /^https$/ }),
    }),
    /** Social profiles of the clinic. A network not listed here shows no icon anywhere. */
    social: z.array(socialProfileSchema),
    /**
     * Weekly opening hours, one entry per session (several a day allowed); booking dates must fall on an open day.
     * Every hours line of the site is drawn from them (content/opening-hours.ts).
     */
    openingHours: z.array(openingHoursSchema).min(7),
    /** Claims shown on the home and about pages; a clinic with showClaims off may leave them out. */
    statistics: z
      .object({
        satisfiedPatients: statisticSchema,
        satisfactionRate: statisticSchema,
        yearsOfExperience: statisticSchema,
        recoveredPatients: statisticSchema,
        aboutSatisfactionRate: statisticSchema,
        patientsServed: statisticSchema,
        researchCenters: statisticSchema,
      })
      .optional(),
    /** Switches a clinic's counsel may want off (Indian Medical Council regulations, 2002). */
    features: z.object({
      /** Show patient testimonials. */
      showTestimonials: z.boolean(),
      /** Show statistic claims such as '100% satisfaction' and '125K+'. */
      showClaims: z.boolean(),
      /** Show the loading overlay on the first load. */
      showLoadingOverlay: z.boolean(),
      /**
       * The specification's showcase pages and sections (Home Two and Three, projects, the detail and blog layout
       * demos, skill bars, partner logos...). On: the specification's site. Off: a clinic's launch profile; each
       * showcase path answers 301 to its real page (content/page-registry.ts).
       */
      showcase: z.boolean(),
      /** The newsletter and "Get Update" sign-ups (footer, side panel, menu). Left out: on. */
      showNewsletter: z.boolean().optional(),
      /** The mobile bar's "Second Opinion" button. Left out: on. */
      showSecondOpinion: z.boolean().optional(),
      /** The home pages' "Latest Blog" section (drawn only while the blog has a post either way). Left out: on. */
      showHomeBlog: z.boolean().optional(),
      /**
       * The video (Home Two's "Watch A Video" and its lightbox); off, content/media/ is not copied into the build.
       * Left out: on.
       */
      showVideo: z.boolean().optional(),
    }),
    /**
     * Grievance officer for personal data (DPDP Act 2023), published on /privacy and in each form notice. A clinic
     * with no officer of its own leaves it out: the clinic itself answers, by its name, e-mail and main phone
     * (content/helpers.ts grievanceContact).
     */
    grievanceOfficer: z.object({ name: z.string().min(2), email: z.email(), phone: phoneSchema }).optional(),
    /** How long appointment requests and messages are kept, in days, as told to patients. */
    retentionDays: z.number().int().min(1).max(3650),
    /** Short medical disclaimer shown on service and blog pages. */
    medicalDisclaimer: z.string().min(20),
    /** Where forms post. Leave the defaults to use the built-in form service. */
    formActions: z.object({
      appointments: z.string().min(1),
      messages: z.string().min(1),
      subscriptions: z.string().min(1),
    }),
    /** Country options of booking form B, after the 'Country Origin' placeholder. */
    countries: z.array(z.string().min(2)).min(1),
  })
  .superRefine((config, context) => {
    // Figures are facts only a clinic can give: asked for while they are shown, never invented to fill a form.
    if (config.features.showClaims && !config.statistics)
      context.addIssue({
        code: 'custom',
        path: ['statistics'],
        message: 'features.showClaims is on: give the figures, or turn showClaims off',
      });
    const keys = config.doctors.map((doctor) => doctor.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index)
        context.addIssue({
          code: 'custom',
          path: ['doctors', index, 'key'],
          message: `"${key}" is the key of another doctor`,
        });
    });
    checkOpeningHours(config.openingHours, context);
    checkConsultingHours(config.doctors, config.openingHours, context);
  });

export type SiteConfig = z.infer<typeof siteSchema>;
export type Doctor = z.infer<typeof doctorSchema>;
export type SocialProfile = z.infer<typeof socialProfileSchema>;
export type Statistic = z.infer<typeof statisticSchema>;
export type Weekday = z.infer<typeof weekdaySchema>;
export type MedicalRegistration = z.infer<typeof medicalRegistrationSchema>;
export type ConsultingHours = z.infer<typeof consultingHoursSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type WeeksRule = z.infer<typeof weeksSchema>;
