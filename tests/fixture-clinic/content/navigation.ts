import { isLivePath, livePath } from './showcase';
import type { Footer, MainMenuItem, MenuLink, Navigation } from './schema/navigation';
import { site } from './site';

/**
 * The fixture clinic's six service pages (it deleted the other six files of content/services/), in the order of its
 * Services menu: the sample's navigation with its own list, nothing else changed.
 */
const servicePages: MenuLink[] = [
  { label: 'Diagnostic Tests', path: '/Diagnostic-Tests' },
  { label: 'Treatment plans', path: '/Treatment-Plans' },
  { label: 'Preventive care', path: '/Preventive-Care' },
  { label: 'Diabetes', path: '/Diabetes' },
  { label: 'Hypertension', path: '/Hypertension' },
  { label: 'Geriatric Disorders', path: '/Geriatric-Disorders' },
];

/**
 * The menu as this build draws it (content/page-registry.ts): the specification's with the showcase on; with it
 * off, a clinic's menu: Home is a link to the home page, the entries of showcase pages are gone, and a
 * dropdown left with one entry becomes that link; either way no entry leads to a page a switch leaves out.
 */
function liveMenu(menu: MainMenuItem[]): MainMenuItem[] {
  return menu.flatMap((item): MainMenuItem[] => {
    if (item.kind === 'mega') return [isLivePath('/home2') ? item : { kind: 'link', label: item.label, path: '/' }];
    if (item.kind === 'link') return isLivePath(item.path) ? [item] : [];
    const links = item.links.filter((link) => !link.path || isLivePath(link.path));
    // A dropdown left with no page (the blog, while it has no post) is not drawn.
    if (!links.some((link) => link.path)) return [];
    return links.length === 1 && links[0]!.path
      ? [{ kind: 'link', label: item.label, path: links[0]!.path }]
      : [{ ...item, links }];
  });
}

export const navigation = {
  mainMenu: liveMenu([
    {
      kind: 'mega',
      label: 'Home',
      demos: [
        { label: 'Home One', path: '/', image: 'hero/hero.svg', imageAlt: 'Preview of the first home layout' },
        { label: 'Home Two', path: '/home2', image: 'hero/hero-2.svg', imageAlt: 'Preview of the second home layout' },
        {
          label: 'Home Three',
          path: '/home3',
          image: 'clinic/reception.jpg',
          imageAlt: 'Preview of the third home layout',
        },
        { label: 'Home Four', comingSoon: 'Coming Soon' },
      ],
    },
    { kind: 'link', label: 'About US', path: '/about' },
    { kind: 'link', label: 'Appointment', path: '/appointment' },
    // Patients look for the doctors first: each profile, then the whole team (the profiles are also under Pages).
    {
      kind: 'dropdown',
      label: 'Doctors',
      links: [
        ...site.doctors.map((doctor) => ({ label: doctor.name, path: `/${doctor.slug}` })),
        { label: 'All doctors and team', path: livePath('/team_details') },
      ],
    },
    {
      kind: 'dropdown',
      label: 'Pages',
      links: [
        { label: 'Our Services', path: '/service' },
        { label: 'Service Details', path: '/service_details' },
        { label: 'Our Team', path: '/team' },
        { label: 'Team Details', path: '/team_details' },
        { label: 'Projects', path: '/project' },
        { label: 'Project Details', path: '/project_details' },
        { label: 'Testimonial', path: '/testimonial' },
        { label: "F.A.Q's", path: '/faqs' },
        { label: 'Privacy Notice', path: '/privacy' },
      ],
    },
    { kind: 'dropdown', label: 'Services', links: servicePages },
    {
      kind: 'dropdown',
      label: 'Blog',
      links: [
        { label: 'Blog Grid', path: '/blog_grid' },
        { label: 'Blog Left Sidebar', path: '/blog_left_sidebar' },
        { label: 'Blog Right Sidebar', path: '/blog_right_sidebar' },
        { label: 'Blog Details', path: '/blog_details' },
      ],
    },
    { kind: 'link', label: 'Contact', path: '/contact' },
  ]),
  sidePanelServices: {
    general: [
      { label: 'General Health Check-ups', path: '/Preventive-Care' },
      { label: 'Cardiology Services', path: '/Hypertension' },
      { label: 'Mental Health Support' },
      { label: 'Pediatric Care' },
      { label: 'Vaccination Programs', path: '/Preventive-Care' },
      { label: 'Physical Therapy' },
      { label: 'Chronic Disease Management', path: '/Geriatric-Disorders' },
    ],
    servicePages,
  },
} satisfies Navigation;

/** A footer's link groups as this build draws them: no link to a page left out (the blog with no post). */
function liveGroups(groups: Footer['linkGroups']): Footer['linkGroups'] {
  return groups
    .map((group) => ({ ...group, links: group.links.filter((link) => !link.path || isLivePath(link.path)) }))
    .filter((group) => group.links.length > 0);
}

export const footer = {
  linkGroups: liveGroups([
    {
      title: 'Company',
      links: [
        { label: 'Home', path: '/' },
        { label: 'About', path: '/about' },
        { label: 'Appointment', path: '/appointment' },
        { label: 'Blog', path: '/blog_grid' },
        { label: 'Contact', path: '/contact' },
      ],
    },
    { title: 'Our Services', links: servicePages.slice(0, 3) },
  ]),
  extendedLinkGroups: liveGroups([
    {
      title: 'Useful Links',
      links: [
        { label: 'Our Doctors', path: '/team' },
        { label: "F.A.Q's", path: '/faqs' },
        { label: 'Testimonial', path: '/testimonial' },
        { label: 'Privacy Notice', path: '/privacy' },
        { label: 'Contact', path: '/contact' },
      ],
    },
    { title: 'Services', links: servicePages.slice(3, 8) },
  ]),
} satisfies Footer;
