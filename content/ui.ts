/**
 * The words of the page chrome (header, panels, footer, bars) and of shared states.
 * Every visible or announced string of a component lives here or in another content file.
 */
export const ui = {
  skipLink: 'Skip to main content',
  /**
   * The emergency line of every page (header strip, menu, side panel): {emergency}, then {ambulance}, become
   * tap-to-call links.
   */
  emergency: { line: 'Emergency? Call {emergency} or {ambulance} (ambulance)' },
  /** Beside every "Call us": when the phones are answered, {hours} from the opening hours. */
  callHours: 'Open {hours}',
  /** How a session and its weeks are written in every hours line (content/opening-hours.ts). */
  hours: {
    range: '{from} - {until}',
    /** Between the sessions of one day: "09:00 - 13:00, 17:00 - 20:00". */
    sessionJoin: ', ',
    /** A session that does not run every week: "10:00 - 13:00 (1st and 3rd of the month)". */
    withWeeks: '{hours} ({weeks})',
    ofMonth: '{weeks} of the month',
    weekOfMonth: { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 5: '5th', last: 'last' },
    lastJoin: ' and ',
    everyOtherWeek: 'every other week from {date}',
  },
  header: {
    logoLabel: 'home page',
    mainMenuLabel: 'Main menu',
    appointmentButton: 'get Appointment',
    searchButton: 'Open search',
    sidePanelButton: 'Open the services and contact panel',
    menuButton: 'Open menu',
    /** The menu that opens without JavaScript (one list of every page). */
    fallbackMenuLabel: 'Site menu',
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
    /**
     * The footer's optional box (the spec's 'Agree Terms & Conditions'): it names what the clinic really has, its
     * privacy notice.
     */
    termsLabel: 'I have read the privacy notice',
    notice:
      'We use your e-mail only to send the clinic’s health updates. The privacy notice says how to stop them and withdraw your consent:',
    privacyLink: 'privacy notice',
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
  contactLabels: {
    address: 'Address',
    /** What each number and address is for, shown beside it. */
    mainPhone: 'Main line, for appointments',
    landline: 'Landline',
    /** The second number's label when content/site.ts says it is a mobile (contact.phoneAltKind). */
    mobile: 'Mobile',
    generalEmail: 'General e-mail',
    supportEmail: 'Support e-mail',
  },
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  daysShort: {
    monday: 'Mon',
    tuesday: 'Tue',
    wednesday: 'Wed',
    thursday: 'Thu',
    friday: 'Fri',
    saturday: 'Sat',
    sunday: 'Sun',
  },
  notFound: {
    code: '404',
    title: 'Page Not Found',
    text: 'The page you asked for is not here. It may have moved.',
    back: 'Back To Home',
  },
  error: {
    title: 'Unexpected Application Error!',
    /** The HTTP status of the failure; the error's own message is shown in development only. */
    status: 'Error {status}',
    text: 'Something went wrong and this page could not be shown. Please try again in a moment, or go back to the home page.',
    back: 'Back To Home',
  },
  externalLink: '(opens in a new tab)',
  teamCard: {
    profileLink: 'View the profile of {name}',
    registration: 'Reg. No. {number}, {council}',
    // A doctor with no photo in content/site.ts is drawn with this neutral outline, named, never as a likeness.
    portraitPlaceholder: 'team/portrait-placeholder.svg',
    portraitPlaceholderAlt: 'No photograph of {name}: an outline in its place',
  },
  blog: {
    readMore: 'Read More',
    byAuthor: 'By {author}',
    categoryTitle: 'Category: {label}',
    tagTitle: 'Tag: {label}',
    filteredLead: '{count} articles',
    /** A post's date, from its front matter's ISO date: "18 April 2024". */
    date: '{day} {month} {year}',
    /** Month names for dates, January first. */
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  carousel: {
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    previous: 'Previous slide',
    next: 'Next slide',
    slideLabel: '{index} of {total}',
    goToSlide: 'Show slide {index} of {total}',
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

/** Fills {name} slots of a content string; a slot with no value stays as written. Shared through content/helpers.ts. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
