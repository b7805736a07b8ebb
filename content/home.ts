import type { HomeVariant } from './schema/home';

/**
 * The three home layouts as data: which header and footer, which side-panel list, and which
 * sections in which order. They share every section's content; only the choices differ.
 */
export const homeVariants = {
  '/': {
    routeId: 'home',
    chrome: { header: 'standard', footer: 'standard', sidePanelServices: 'general' },
  },
  '/home2': {
    routeId: 'home2',
    chrome: { header: 'brand', footer: 'standard', sidePanelServices: 'servicePages' },
  },
  '/home3': {
    routeId: 'home3',
    chrome: { header: 'topbar', footer: 'extended', sidePanelServices: 'servicePages' },
  },
} satisfies Record<string, HomeVariant>;

/** Words of the home hero (section 1). */
export const homeHero = {
  pill: 'Members',
  title: 'Bringing you the Best Healthcare',
  lead: 'Careful diagnosis, clear treatment plans and preventive care from two experienced physicians, close to home.',
  bookButton: 'Book Appointment',
  image: 'hero/hero.svg',
  imageAlt: 'Illustration of the clinic’s two doctors, a woman and a man in white coats',
};
