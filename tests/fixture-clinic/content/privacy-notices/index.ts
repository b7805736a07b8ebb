import type { PrivacyNotice } from '../schema/privacy';
import { en } from './en';
import { ta } from './ta';
import { te } from './te';
import { ur } from './ur';

/** The fixture clinic's notices: English, Telugu, Urdu and Tamil (content/privacy.ts lists them). */
export const privacyNotices: Record<string, PrivacyNotice> = { en, te, ur, ta };
