import { z } from 'zod';

/** Icons a service may use (names from the lucide icon set). */
export const serviceIconSchema = z.enum([
  'microscope',
  'clipboard-list',
  'shield-check',
  'droplet',
  'heart-pulse',
  'bug',
  'person-standing',
  'activity',
  'siren',
  'brain',
  'flask-conical',
  'thermometer',
]);

/**
 * Frontmatter of a service page: one Markdown file per service in `content/services/`.
 * The Markdown body below the frontmatter is the page's main text (## headings, lists, paragraphs).
 */
export const serviceFrontmatterSchema = z.object({
  /** Route path without the leading slash, exactly as the spec spells it, e.g. "Endocrinal(Endocrine)-Disorders". */
  slug: z.string().regex(/^[A-Za-z()-]+$/, 'letters, dashes and parentheses only'),
  /** Page heading and breadcrumb title, e.g. "Diagnostic Tests". */
  title: z.string().min(3).max(60),
  /** Label in menus, selects and lists, as the spec's service options spell it (e.g. "Treatment plans"). */
  label: z.string().min(3).max(60),
  /** Position in menus and carousels: 1 comes first. */
  order: z.number().int().min(1),
  /** Short tag above the title on cards, e.g. "Lab & imaging". */
  subtitle: z.string().min(3).max(40),
  /** One or two sentences for cards and the meta description. */
  summary: z.string().min(40).max(170),
  icon: serviceIconSchema,
  /** Hero image file inside `content/images/`. */
  image: z.string().min(1),
  /** Alt text of the hero image. */
  imageAlt: z.string().min(5),
  /** Conditions the clinic sees under this service (the seven detail pages list them). */
  conditions: z.array(z.string().min(3)).default([]),
  /** Treatments and care the clinic offers. */
  treatments: z.array(z.string().min(3)).default([]),
  /** Signs that mean "see a doctor", one per item. */
  whenToSeeDoctor: z.array(z.string().min(5)).min(1),
  /** Signs that mean "call the emergency number now". Empty when there are none worth listing. */
  emergencySigns: z.array(z.string().min(5)).default([]),
});

export type ServiceFrontmatter = z.infer<typeof serviceFrontmatterSchema>;

/** What cards and carousels need of a service: its frontmatter without the lists. */
export type ServiceCard = Omit<ServiceFrontmatter, 'conditions' | 'treatments' | 'whenToSeeDoctor' | 'emergencySigns'>;

/** What menus and a form's service select need of a service. */
export type ServiceOption = Pick<ServiceFrontmatter, 'slug' | 'label' | 'order'>;
