import { z } from 'zod';
import { internalPathSchema, medicalRegistrationSchema, socialProfileSchema } from './site';

export const teamMemberSchema = z.object({
  name: z.string().min(3),
  /** Role shown under the name, e.g. "Nursing in-charge". */
  role: z.string().min(3),
  /** Portrait inside content/images/. */
  photo: z.string().min(1),
  photoAlt: z.string().min(5),
  /** The member's profile page on this site, if any (the doctors have one). */
  profilePath: internalPathSchema.optional(),
  /** A doctor's medical council registration, shown on the card (Indian Medical Council regulations 2002, 1.4.1). */
  registration: medicalRegistrationSchema.optional(),
  /** Profiles of this person; only configured ones show an icon. */
  social: z.array(socialProfileSchema),
});

export const testimonialSchema = z.object({
  /** Name as the patient agreed to have it shown (first name and initial is fine). */
  name: z.string().min(2),
  /** Who they are, e.g. "Diabetes patient" or "Daughter of a patient". */
  designation: z.string().min(3),
  /** Their words. No claims of cure (Indian Medical Council regulations, 2002). */
  text: z.string().min(40).max(400),
  photo: z.string().min(1),
  photoAlt: z.string().min(5),
  /** Stars out of five. */
  rating: z.number().int().min(1).max(5),
  /** How long ago it was written, in months. */
  monthsAgo: z.number().int().min(0).max(120),
});

export const partnerSchema = z.object({
  /** The partner's name: the logo's alt text. */
  name: z.string().min(2),
  /** Logo inside content/images/. */
  logo: z.string().min(1),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Partner = z.infer<typeof partnerSchema>;
