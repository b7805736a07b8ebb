import type { PrivacyNotice } from '../schema/privacy';
import { whatsappOn } from '../forms/whatsapp-switch';
import { en } from './en';
import { hi } from './hi';
import { kn } from './kn';
import { whatsappNoticeSections } from './whatsapp';

/** With the WhatsApp switch on, a notice has its WhatsApp section after 'What we collect, and why' (the second). */
const withWhatsapp = (code: string, notice: PrivacyNotice): PrivacyNotice => {
  const section = whatsappNoticeSections[code];
  if (!whatsappOn) return notice;
  if (!section) throw new Error(`content/privacy-notices/whatsapp.ts has no section in ${code}`);
  return { ...notice, sections: [...notice.sections.slice(0, 2), section, ...notice.sections.slice(2)] };
};

/**
 * The full privacy notice in each language, by code. Read at build time only (the privacy page's
 * loader and the content check), so no notice's words reach the site's JavaScript. Every language
 * of `privacyLanguages` (content/privacy.ts) needs its notice here.
 */
export const privacyNotices: Record<string, PrivacyNotice> = Object.fromEntries(
  Object.entries({ en, hi, kn }).map(([code, notice]) => [code, withWhatsapp(code, notice)]),
);
