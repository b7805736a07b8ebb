import { z } from 'zod';
import { internalPathSchema } from './site';

/** Shapes every kind of page uses: a section's heading and a link to a page of the site. */

/** A section heading: a small eyebrow line above, the heading (an h2) and an optional lead paragraph. */
export const sectionHeadingSchema = z.object({
  /** Short uppercase line above the heading, e.g. "About Us". */
  eyebrow: z.string().min(2).max(40),
  /** The section's heading (an h2). */
  title: z.string().min(3).max(90),
  /** One or two sentences under the heading. */
  lead: z.string().min(10).max(320).optional(),
});

/** A link to a page of this site, shown as a button or a text link. */
export const linkSchema = z.object({
  /** What the link says. */
  label: z.string().min(2).max(40),
  /** A page of this site (it must exist: the build's link check fails otherwise). */
  path: internalPathSchema,
});

export type SectionHeadingText = z.infer<typeof sectionHeadingSchema>;
export type SiteLink = z.infer<typeof linkSchema>;
