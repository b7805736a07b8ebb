import type { PrivacyNotice } from '../schema/privacy';
import { en } from './en';
import { hi } from './hi';
import { kn } from './kn';

/**
 * The full privacy notice in each language, by code. Read at build time only (the privacy page's
 * loader and the content check), so no notice's words reach the site's JavaScript. Every language
 * of `privacyLanguages` (content/privacy.ts) needs its notice here.
 */
export const privacyNotices: Record<string, PrivacyNotice> = { en, hi, kn };
