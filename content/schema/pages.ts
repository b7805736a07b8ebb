import { z } from 'zod';

export const pageTextSchema = z.object({
  /** The page title: "{practice name} | {title}" in the tab, the h1 and the breadcrumb's last item. */
  title: z.string().min(2).max(60),
  /** Meta description for search results, 50 to 170 characters. */
  description: z.string().min(30).max(170),
  /**
   * The page describes the clinic itself (a home layout, the contact page): it carries the clinic's schema.org
   * MedicalClinic record.
   */
  describesClinic: z.boolean().optional(),
  /**
   * false on a page that is itself the top of the breadcrumb trail (the home layouts): it gets no BreadcrumbList
   * record.
   */
  breadcrumb: z.boolean().optional(),
});

export type PageText = z.infer<typeof pageTextSchema>;
