import path from 'node:path';
import { listPages } from '../../scripts/built-pages';

const buildDir = path.join(process.cwd(), 'build/client');

/** Every prerendered page of the build but the 404 page, as site paths. */
export function prerenderedPaths(): string[] {
  return listPages(buildDir).filter((page) => page !== '/404');
}

/** The spec's own routes (section 2), which must all exist. Doctor and service routes are checked from content. */
export const specRoutes = [
  '/',
  '/home2',
  '/home3',
  '/about',
  '/appointment',
  '/contact',
  '/service',
  '/service_details',
  '/team',
  '/team_details',
  '/project',
  '/project_details',
  '/testimonial',
  '/faqs',
  '/blog_grid',
  '/blog_left_sidebar',
  '/blog_right_sidebar',
  '/blog_details',
];

/** The spec's twelve service pages, in its order (section 2). */
export const specServicePaths = [
  '/Diagnostic-Tests',
  '/Treatment-Plans',
  '/Preventive-Care',
  '/Diabetes',
  '/Hypertension',
  '/Infectious-Diseases',
  '/Geriatric-Disorders',
  '/Chronic-Medical-Illnesses',
  '/Cardiovascular-Emergencies',
  '/Cardiovascular-Accidents',
  '/Poisoning',
  '/Endocrinal(Endocrine)-Disorders',
];

/** A page path as a URL path (parentheses and all percent-encoded where needed). */
export function urlOf(page: string): string {
  return encodeURI(page);
}
