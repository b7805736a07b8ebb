/*
 * Apart from content/forms/kinds.ts (which re-exports them), so the service's messages
 * (content/forms/messages.ts), loaded only when a form is sent, do not share a module with the page's forms.
 */

/** Length limits in characters, and how many days ahead a booking may be. */
export const LIMITS = {
  maxName: 100,
  maxEmail: 254,
  maxState: 100,
  maxSubject: 200,
  maxMessage: 2000,
  maxPhone: 30,
  maxSlug: 200,
  bookingWindowDays: 365,
};
