/**
 * The fixture clinic's privacy settings: the sample's, with its notice in English, Telugu, Urdu and Tamil (for the
 * Tamil-speaking families it sees: a script with no font in the sample's own notices).
 *
 * The privacy notice the Digital Personal Data Protection Act 2023 asks for: a short form at each
 * form that collects personal data, and the full notice on /privacy in each language listed here
 * (content/privacy-notices/). Bump the version whenever the text changes: each stored request
 * records the version its sender agreed to.
 */
export const privacyNoticeVersion = '2026-11-23';

/**
 * The languages of the full notice (DPDP Act s. 5(3): English or a language of the Eighth Schedule,
 * at the person's choice). The first is the site's own language, at /privacy; each other one has
 * its page at /privacy/<code> and its text in content/privacy-notices/<code>.ts. A clinic in
 * another state lists its own (e.g. `{ code: 'ta', name: 'தமிழ்' }`). `name` is the language's
 * name in that language, as its link shows it.
 */
export const privacyLanguages = [
  { code: 'en', name: 'English' },
  { code: 'te', name: 'తెలుగు' },
  { code: 'ur', name: 'اردو' },
  { code: 'ta', name: 'தமிழ்' },
] as const;

export type PrivacyLanguage = (typeof privacyLanguages)[number]['code'];

/** The site path of the notice in one language: /privacy for the first, /privacy/<code> for the others. */
export function privacyPath(code: string): string {
  return code === privacyLanguages[0].code ? '/privacy' : `/privacy/${code}`;
}

/**
 * The withdrawal page (content/withdrawal.ts has its words): linked from every consent notice, the notice and every
 * e-mail.
 */
export const withdrawPagePath = '/withdraw-consent';

/**
 * Where a person complains to the Data Protection Board of India (DPDP Act s. 27; the Board works as a digital office).
 */
export const dataProtectionBoardUrl = 'https://www.dpb.gov.in/';

export const consentNotice = {
  /** Shown above the consent box of the appointment, contact and comment forms. */
  short:
    'We collect your name, contact details and what you write here only to answer your request and arrange your care; the service you choose or your message can reveal health information. Requests are kept for {retentionDays} days, then deleted. You can withdraw consent and have your data deleted at any time on our withdrawal page, or by writing to {grievanceEmail}.',
  checkbox: 'I agree to the clinic using these details as described in the privacy notice.',
  link: 'Read the privacy notice',
  /** The link to the withdrawal page (/withdraw-consent). */
  withdrawLink: 'Withdraw consent',
  emergency: 'For an emergency, call {phone} or {ambulance} for an ambulance now. Do not use this form.',
};
