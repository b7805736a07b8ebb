/**
 * An Indian mobile number in E.164 (+91 and ten digits), as the WhatsApp Cloud API takes a recipient. India's mobile
 * numbers are ten digits beginning 6, 7, 8 or 9 (the National Numbering Plan); written with the country code (+91,
 * 91, 0091, 091) or the trunk prefix 0, and with spaces, dashes, dots or brackets between digits, as people type them.
 * A number that cannot be one is refused for WhatsApp with the reason (its words: content/whatsapp.ts), and the
 * e-mail still goes. The page and the service both run this.
 */

export type MobileRefusal = 'not-a-number' | 'not-indian' | 'not-a-mobile' | 'wrong-length';

export type IndianMobile = { ok: true; e164: string } | { ok: false; refusal: MobileRefusal };

const SEPARATORS = /[\s().-]/g;

export function indianMobile(written: string): IndianMobile {
  const compact = written.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return { ok: false, refusal: 'not-a-number' };
  let national: string;
  if (compact.startsWith('+')) {
    if (!compact.startsWith('+91')) return { ok: false, refusal: 'not-indian' };
    national = compact.slice(3);
  } else if (compact.startsWith('00')) {
    if (!compact.startsWith('0091')) return { ok: false, refusal: 'not-indian' };
    national = compact.slice(4);
  } else if (compact.length === 12 && compact.startsWith('91')) {
    national = compact.slice(2);
  } else if (compact.length === 13 && compact.startsWith('091')) {
    national = compact.slice(3);
  } else if (compact.length === 11 && compact.startsWith('0')) {
    national = compact.slice(1);
  } else {
    national = compact;
  }
  if (national.length !== 10) return { ok: false, refusal: 'wrong-length' };
  if (!/^[6-9]/.test(national)) return { ok: false, refusal: 'not-a-mobile' };
  return { ok: true, e164: `+91${national}` };
}
