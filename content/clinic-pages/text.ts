import type { ClinicPages } from '../schema/clinic-pages';

/** Small phrases shared by several clinic pages. */
export const clinicText = {
  callUs: 'Call us',
  ratingLabel: 'Rated {rating} out of 5',
  monthsAgo: '{months} months ago',
  monthAgo: 'A month ago',
} satisfies ClinicPages['text'];
