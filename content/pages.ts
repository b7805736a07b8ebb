import { withFacts } from './facts';
import { showcaseOr } from './showcase';
import type { PageText } from './schema/pages';

/** The three home layouts (content/home.ts) share their words; each is the top of the breadcrumb trail. */
const homePage: PageText = {
  title: 'Home',
  description:
    'Internal medicine clinic in {{clinic.city}}: diagnosis, treatment plans and preventive care from two experienced physicians. Book an appointment online.',
  describesClinic: true,
  breadcrumb: false,
};

/**
 * Title (page title, h1 and breadcrumb) and meta description of each page, by route id.
 * Service pages, doctor pages and blog posts take theirs from their own content files.
 */
export const pages = withFacts(
  {
    home: homePage,
    home2: homePage,
    home3: homePage,
    about: {
      title: 'About Us',
      description:
        'Since {{clinic.foundingYear}} our two physicians have cared for adults and families in {{clinic.city}} with careful diagnosis and personal treatment plans.',
    },
    appointment: {
      title: 'Book Appointment',
      description: 'Request an appointment with our physicians. The clinic calls you back to confirm a time.',
    },
    contact: {
      title: 'Contact Us',
      description: 'Address, phone, e-mail and map of the clinic, and a form to send us a message.',
      describesClinic: true,
    },
    service: {
      title: 'Our Services',
      description: 'Pathology, radiology and the other services of the clinic, and a form to request an appointment.',
    },
    service_details: {
      title: 'Service Details',
      description: 'How our departments work together: consultation, diagnostics and follow-up under one roof.',
    },
    team: { title: 'Our Team', description: 'The physicians, nurses and staff who look after you at the clinic.' },
    team_details: {
      title: 'Team Details',
      description: 'Meet the people behind the clinic and what each of them does for patients.',
    },
    // A doctor's page is the specification's "Team Details" while its showcase is drawn; a clinic's says what it is.
    doctor: {
      title: showcaseOr('Team Details', 'Doctor’s profile'),
      description: 'Profile of one of the clinic’s physicians.',
    },
    project: {
      title: 'Projects',
      description: 'Health camps, screenings and education programmes the clinic runs in the community.',
    },
    project_details: {
      title: 'Project Details',
      description: 'A community health programme of the clinic: what it includes, who it is for and how to join.',
    },
    testimonial: { title: 'Testimonial', description: 'What patients say about their care at the clinic.' },
    faqs: {
      title: "F.A.Q's",
      description: 'Answers to common questions about appointments, timings, reports, payments and follow-ups.',
    },
    blog_grid: {
      title: 'Blog',
      description:
        'Plain-language articles from our physicians on diabetes, blood pressure, check-ups, vaccination and healthy ageing.',
    },
    blog_left_sidebar: {
      title: 'Blog Left Sidebar',
      description: 'Articles from our physicians, with search, categories and tags.',
    },
    blog_right_sidebar: {
      title: 'Blog Right Sidebar',
      description: 'Articles from our physicians, with search, categories and tags.',
    },
    search: { title: 'Search', description: 'Search the clinic’s services, doctors, articles and answers.' },
    privacy: {
      title: 'Privacy Notice',
      description:
        'What personal data the clinic collects through this website, why, how long it is kept, and your rights.',
    },
    thank_you: { title: 'Thank You', description: 'Your request has reached the clinic.' },
    not_found: { title: 'Page Not Found', description: 'The page you asked for is not here.' },
  } satisfies Record<string, PageText>,
  'content/pages.ts',
);

export type PageId = keyof typeof pages;
