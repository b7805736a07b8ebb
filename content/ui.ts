/**
 * The words of the page chrome (header, panels, footer, bars) and of shared states.
 * Every visible or announced string of a component lives here or in another content file.
 */
export const ui = {
  skipLink: 'Skip to main content',
  header: {
    logoLabel: 'home page',
    mainMenuLabel: 'Main menu',
    appointmentButton: 'get Appointment',
    searchButton: 'Open search',
    sidePanelButton: 'Open the services and contact panel',
    menuButton: 'Open menu',
    closeButton: 'Close',
  },
  offCanvas: { title: 'Menu', navLabel: 'Site menu', contactTitle: 'Contact Us', getUpdateTitle: 'Get Update' },
  sidePanel: {
    title: 'Services and contact',
    servicesTitle: 'What Services We Provide?',
    contactTitle: 'Have Questions? Contact Our Team!',
    getUpdateTitle: 'Get Update',
  },
  search: {
    title: 'Search Here',
    placeholder: 'Search here...',
    fieldLabel: 'Search the site',
    submit: 'Search',
    loading: 'Loading...',
  },
  subscribe: {
    emailLabel: 'Your e-mail address',
    emailPlaceholder: 'Enter your e-mail',
    submit: 'Subscribe',
    termsLabel: 'Agree Terms & Conditions',
    notice: 'We use your e-mail only to send the clinic’s health updates. Unsubscribe at any time.',
  },
  footer: {
    newsletterTitle: 'Subscribe to our newsletter',
    contactTitle: 'Contact',
    hoursTitle: 'Opening Hours',
    socialTitle: 'Follow us',
    closed: 'Closed',
    copyright: '© {year} {practiceName}. All rights reserved.',
    signUpTitle: 'Sign up for health updates',
  },
  mobileBar: {
    label: 'Quick actions',
    book: 'Book an Appointment',
    secondOpinion: 'Second Opinion',
    whatsapp: 'WhatsApp',
    call: 'Call Us',
  },
  scrollTop: 'Back to top',
  loading: 'Loading',
  breadcrumb: { label: 'Breadcrumb' },
  contactLabels: { phone: 'Phone', email: 'E-mail', address: 'Address' },
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  notFound: { code: '404', title: 'Page Not Found', text: 'The page you asked for is not here. It may have moved.', back: 'Back To Home' },
  error: { title: 'Unexpected Application Error!' },
  externalLink: '(opens in a new tab)',
  doctorProfile: {
    experience: '{years} years of experience',
    servicesTitle: 'Services and departments',
    callTitle: 'Call the clinic',
    emailTitle: 'Write to {name}',
    book: 'Book an appointment',
  },
  servicePage: {
    conditionsTitle: 'Conditions we see',
    treatmentsTitle: 'Treatments and care',
    whenTitle: 'When to see a doctor',
    emergencyTitle: 'Call {phone} at once if',
    emergencyText: 'For an emergency, call {phone} now. Do not wait for an appointment and do not use the booking form.',
    sideCardTitle: 'Need help or advice?',
    sideCardText: 'Call the clinic or write to us; we answer during opening hours.',
    contactButton: 'Contact Us',
    otherServicesTitle: 'All services',
    ctaTitle: 'Talk to our doctors',
    ctaText: 'Request an appointment and the clinic will call you to confirm a time.',
    ctaButton: 'Book Appointment',
    disclaimerTitle: 'Medical disclaimer',
  },
  blog: {
    readMore: 'Read More',
    byAuthor: 'By {author}',
    categoryTitle: 'Category: {label}',
    tagTitle: 'Tag: {label}',
    filteredLead: '{count} articles',
  },
  carousel: {
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    previous: 'Previous slide',
    next: 'Next slide',
    slideLabel: '{index} of {total}',
  },
  forms: {
    sending: 'Sending…',
    sent: 'Sent. Thank you.',
    notSent: 'Not sent:',
    fixFields: 'please correct the fields marked below.',
    networkError: 'we could not reach the clinic’s server. Please check your connection and try again, or call us.',
    serverError: 'the clinic’s server could not take your request just now. Please try again in a minute, or call us.',
    tooMany: 'too many requests from your connection. Please wait a minute and try again.',
  },
} as const;

/** Fills {name} slots of a ui string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
