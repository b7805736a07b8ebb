import { aboutPage } from './clinic-pages/about';
import { appointmentPage } from './clinic-pages/appointment';
import { contactPage } from './clinic-pages/contact';
import { servicesPage } from './clinic-pages/services';
import { serviceDetailsPage } from './clinic-pages/service-details';
import { teamPage } from './clinic-pages/team';
import { teamDetailsPage } from './clinic-pages/team-details';
import { projectsPage } from './clinic-pages/projects';
import { projectDetailsPage } from './clinic-pages/project-details';
import { testimonialPage } from './clinic-pages/testimonial';
import { faqsPage } from './clinic-pages/faqs';
import { clinicText } from './clinic-pages/text';
import type { ClinicPages } from './schema/clinic-pages';

/**
 * Every clinic page's words, gathered for validation and tests. Components import their page's
 * module from content/clinic-pages/ directly, so a page loads only its own words.
 * Words, images and links of the clinic pages (about, appointment, contact, services, department,
 * team, projects, testimonial, FAQs). Names, numbers and addresses come from content/site.ts;
 * people from content/team.ts and content/testimonials.ts; questions from content/faqs.ts.
 * SAMPLE patient names and programmes: replace them with the clinic's own before going live.
 */
export const clinicPages = {
  about: aboutPage,
  appointment: appointmentPage,
  contact: contactPage,
  services: servicesPage,
  serviceDetails: serviceDetailsPage,
  team: teamPage,
  teamDetails: teamDetailsPage,
  projects: projectsPage,
  projectDetails: projectDetailsPage,
  testimonial: testimonialPage,
  faqs: faqsPage,
  text: clinicText,
} satisfies ClinicPages;
