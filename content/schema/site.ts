import { z } from 'zod';

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

export const weekdaySchema = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM, 24-hour');

/**
 * Which weeks a session runs (docs/decisions/0076-the-clinics-week.md). Left out: every week.
 * - `{ ofMonth: [1, 3] }`: the first and third such weekday of the month; `'last'` is the month's last one
 *   (`{ ofMonth: ['last'] }`: the last Sunday).
 * - `{ everyOtherWeekFrom: '2026-12-05' }`: that date (on the session's weekday), then every second week.
 */
export const weeksSchema = z.union([
  z.strictObject({
    ofMonth: z
      .array(z.union([z.number().int().min(1).max(5), z.literal('last')]))
      .min(1)
      .refine((weeks) => new Set(weeks).size === weeks.length, 'a week is listed twice'),
  }),
  z.strictObject({
    everyOtherWeekFrom: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
      .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'must be a real calendar date'),
  }),
]);

/**
 * One session of the clinic on a day of the week. A day may have several (09:00-13:00 and 17:00-20:00); a closed day
 * has one entry without times.
 */
export const openingHoursSchema = z.object({
  /** Day of the week. Every day appears at least once; a closed day once, without times. */
  day: weekdaySchema,
  /** Opening time, 24-hour HH:MM; omit both times for a closed day. */
  opens: timeSchema.optional(),
  /** Closing time, 24-hour HH:MM. */
  closes: timeSchema.optional(),
  /** Which weeks this session runs; left out, every week. */
  weeks: weeksSchema.optional(),
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

/**
 * One session a doctor sees patients on a day of the week: inside one of the clinic's sessions of that day (checked in
 * siteSchema). A day may have several (a morning and an evening); they may not overlap.
 */
export const consultingHoursSchema = z.object({
  /** Day of the week. */
  day: weekdaySchema,
  /** First appointment time, 24-hour HH:MM. */
  from: timeSchema,
  /** When the doctor's last consultation ends, 24-hour HH:MM, after `from`. */
  until: timeSchema,
  /** Which weeks this session runs; left out, every week (a visiting consultant: `{ ofMonth: [1, 3] }`). */
  weeks: weeksSchema.optional(),
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

/** A session's week rule must name the session's own weekday (every other week from a Saturday runs on Saturdays). */
function checkWeekRule(
  session: { day: z.infer<typeof weekdaySchema>; weeks?: z.infer<typeof weeksSchema> },
  path: Array<string | number>,
  context: z.RefinementCtx,
) {
  if (!session.weeks || !('everyOtherWeekFrom' in session.weeks)) return;
  const date = session.weeks.everyOtherWeekFrom;
  const weekday = weekdaySchema.options[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  if (weekday !== session.day)
    context.addIssue({
      code: 'custom',
      path: [...path, 'weeks', 'everyOtherWeekFrom'],
      message: `${date} is a ${weekday}, not a ${session.day}`,
    });
}

/** Every day once at least; a closed day once, without times; sessions of a day in order and apart. */
function checkOpeningHours(hours: ReadonlyArray<z.infer<typeof openingHoursSchema>>, context: z.RefinementCtx) {
  for (const day of weekdaySchema.options)
    if (!hours.some((entry) => entry.day === day))
      context.addIssue({
        code: 'custom',
        path: ['openingHours'],
        message: `${day} is missing (a closed day is listed without times)`,
      });
  hours.forEach((entry, index) => {
    const path = ['openingHours', index];
    const sameDay = hours.filter((other) => other.day === entry.day);
    if (!entry.opens !== !entry.closes)
      context.addIssue({
        code: 'custom',
        path,
        message: 'give both `opens` and `closes`, or neither for a closed day',
      });
    else if (!entry.opens && sameDay.length > 1)
      context.addIssue({ code: 'custom', path, message: `${entry.day} is listed closed and open` });
    else if (entry.opens && entry.closes) {
      if (entry.opens >= entry.closes)
        context.addIssue({ code: 'custom', path: [...path, 'closes'], message: 'must be after `opens`' });
      checkWeekRule(entry, path, context);
      const overlapping = hours.findIndex(
        (other, otherIndex) =>
          otherIndex < index &&
          other.day === entry.day &&
          other.opens !== undefined &&
          other.closes !== undefined &&
          other.opens < entry.closes! &&
          entry.opens! < other.closes,
      );
      if (overlapping >= 0)
        context.addIssue({
          code: 'custom',
          path,
          message: `overlaps openingHours.${overlapping} on ${entry.day}: give each session its own hours`,
        });
    }
  });
}

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
    // A doctor's hours must be hours the clinic is open: a patient must never be told to come to a closed door.
    config.doctors.forEach((doctor, doctorIndex) => {
      doctor.consultingHours.forEach((hours, index) => {
        const path = ['doctors', doctorIndex, 'consultingHours', index];
        if (hours.from >= hours.until)
          context.addIssue({ code: 'custom', path: [...path, 'until'], message: 'must be after `from`' });
        checkWeekRule(hours, path, context);
        const overlapping = doctor.consultingHours.findIndex(
          (other, otherIndex) =>
            otherIndex < index && other.day === hours.day && other.from < hours.until && hours.from < other.until,
        );
        if (overlapping >= 0)
          context.addIssue({
            code: 'custom',
            path,
            message: `overlaps consultingHours.${overlapping} on ${hours.day}: give each session its own hours`,
          });
        const open = config.openingHours.filter((entry) => entry.day === hours.day && entry.opens && entry.closes);
        if (open.length === 0)
          context.addIssue({
            code: 'custom',
            path: [...path, 'day'],
            message: `the clinic is closed on ${hours.day} (openingHours)`,
          });
        else if (!open.some((entry) => hours.from >= entry.opens! && hours.until <= entry.closes!))
          context.addIssue({
            code: 'custom',
            path,
            message: `must lie within one of the clinic's sessions on ${hours.day}: ${open.map((entry) => `${entry.opens} to ${entry.closes}`).join(', ')}`,
          });
      });
    });
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
