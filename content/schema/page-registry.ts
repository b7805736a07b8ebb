import { z } from 'zod';
import { internalPathSchema } from './site';

/** One page of content/page-registry.ts. */
export const pageEntrySchema = z.object({
  /** Key of the page's title and description in content/pages.ts. */
  id: z.string().min(2),
  /** The page's path, exactly as the specification spells it. */
  path: internalPathSchema,
  /** The route module under app/ that draws it. */
  module: z.string().regex(/^routes\/[\w-]+\.tsx$/, 'a module of app/routes/'),
  /** React Router's route id, where one module draws several pages (the home layouts, the blog layouts). */
  routeId: z.string().min(2).optional(),
  /** Listed in the site search's page list (tooling/search-index.ts). */
  search: z.boolean(),
  /**
   * One of the specification's showcase pages: drawn only while site.features.showcase is on; off, it answers 301 to
   * `redirectTo`.
   */
  showcase: z.object({ redirectTo: internalPathSchema }).optional(),
  /**
   * The switch that draws the page (one of site.features, or blogPosts: the blog has a post); off, it answers 301
   * (content/showcase.ts switchedPages).
   */
  shownWith: z.enum(['showTestimonials', 'blogPosts']).optional(),
});

/**
 * The whole registry: paths and ids each once, and each showcase page redirecting to a page that is not itself a
 * showcase page.
 */
export const pageRegistrySchema = z.array(pageEntrySchema).superRefine((entries, context) => {
  const showcasePaths = new Set(entries.filter((entry) => entry.showcase).map((entry) => entry.path));
  entries.forEach((entry, index) => {
    if (entries.findIndex((other) => other.path === entry.path) !== index)
      context.addIssue({ code: 'custom', path: [index, 'path'], message: `${entry.path} is registered twice` });
    if (entries.findIndex((other) => other.id === entry.id) !== index)
      context.addIssue({ code: 'custom', path: [index, 'id'], message: `${entry.id} is registered twice` });
    if (entry.showcase && showcasePaths.has(entry.showcase.redirectTo))
      context.addIssue({
        code: 'custom',
        path: [index, 'showcase', 'redirectTo'],
        message: `${entry.showcase.redirectTo} is itself a showcase page`,
      });
  });
});

export type PageEntry = z.infer<typeof pageEntrySchema>;
