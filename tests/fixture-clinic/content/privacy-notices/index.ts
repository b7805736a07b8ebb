import type { PrivacyNotice } from '../schema/privacy';
import { en } from './en';
import { te } from './te';
import { ur } from './ur';

/** The fixture clinic's notices: English, Telugu and Urdu (content/privacy.ts lists them). */
export const privacyNotices: Record<string, PrivacyNotice> = { en, te, ur };
