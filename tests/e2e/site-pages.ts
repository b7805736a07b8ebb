import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const buildDir = path.join(process.cwd(), 'build/client');

/** Every prerendered page of the build, as site paths ("/", "/about", "/Endocrinal(Endocrine)-Disorders"). */
export function prerenderedPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') found.push(`/${path.relative(buildDir, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/');
    }
  };
  walk(buildDir);
  return found.filter((page) => page !== '/404').sort();
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
