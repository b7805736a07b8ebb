import type { ClinicPages } from '../schema/clinic-pages';

/** Words, images and links of the clinic pages: contact. */
export const contactPage = {
  form: {
    eyebrow: 'Write to us',
    title: 'Send us a message',
    lead: 'Questions about a visit, a report or a bill? Write to us and we answer during opening hours, usually within one working day. Please do not send medical emergencies by this form.',
  },
  infoBoxes: {
    label: 'How to reach the clinic',
    email: { subtitle: 'Write to us', title: 'E-mail' },
    phone: { subtitle: 'Call us', title: 'Phone' },
    address: { subtitle: 'Visit us', title: 'Address' },
  },
  map: {
    title: 'Find the clinic',
    facadeText:
      'The map is provided by OpenStreetMap. It loads only when you ask for it, so that no other website learns of your visit before then.',
    loadButton: 'Show the map',
    iframeTitle: 'Map showing the location of the clinic',
    openInMaps: 'Open in a maps app',
  },
  hoursTitle: 'Opening hours',
} satisfies ClinicPages['contact'];
