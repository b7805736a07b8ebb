import { withdrawal } from '../../content/withdrawal';
import { fill } from '../../content/ui';
import { telHref } from '../../common/phone';
import { site } from '../content';
import { escapeHtml } from '../html';
import type { NewMail } from '../storage/types';

/**
 * The e-mails of consent withdrawal, and the withdrawal line every e-mail of the service ends with.
 * Links are absolute, on the site's public origin: SITE_URL, else the content's siteUrl (the origin
 * the build wrote into the pages' canonical URLs); `npm run preflight` reports SITE_URL unset.
 */

/** The absolute address of the withdrawal page. */
export function withdrawUrl(origin: string): string {
  return new URL(withdrawal.path, origin).href;
}

/** The address the e-mailed link opens: the confirmation page of one token. */
export function confirmUrl(origin: string, token: string): string {
  const url = new URL(withdrawal.confirmPath, origin);
  url.searchParams.set('token', token);
  return url.href;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The phone numbers a text may hold, to tap: an international number ("+91 98765 43210") and the clinic's short
 * emergency numbers (112, 108) as whole words.
 */
const PHONE = new RegExp(
  `(\\+\\d[\\d -]{6,16}\\d|(?<![\\p{L}\\p{N}])(?:${[site.contact.emergencyPhone, site.contact.ambulancePhone].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}]))`,
  'u',
);

/** Text as HTML with its phone numbers made tel: links. */
export function phoneLinksHtml(text: string): string {
  return text
    .split(PHONE)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(telHref(part))}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/**
 * A paragraph as HTML, its URLs (https://…) and phone numbers made links; punctuation ending a sentence after a URL
 * stays outside its link.
 */
export function paragraphHtml(text: string): string {
  return `<p>${inlineHtml(text)}</p>`;
}

function inlineHtml(text: string): string {
  const parts = text.split(/(https?:\/\/\S*[^\s.,;:!?'")\]])/);
  return parts
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : phoneLinksHtml(part),
    )
    .join('');
}

/** A text line that is an item of a list, as the plain text writes one ("- Your ID"). */
const LIST_ITEM = /^- (.*)$/;

/**
 * A block of the plain text as HTML: its lines "- …" a list (the plain text's list reads as one in the HTML too, not
 * as one run-on paragraph), its other lines a paragraph.
 */
export function blockHtml(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => LIST_ITEM.test(line))) return paragraphHtml(text);
  const html: string[] = [];
  let items: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length) html.push(paragraphHtml(prose.join('\n')));
    if (items.length) html.push(`<ul>${items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`);
    prose = [];
    items = [];
  };
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (prose.length) flush();
      items.push(item[1]!);
    } else {
      if (items.length) flush();
      prose.push(line);
    }
  }
  flush();
  return html.join('\n');
}

export function mailHtml(paragraphs: string[], table = ''): string {
  return `<!DOCTYPE html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs.map(blockHtml).join('\n')}\n${table}\n</body></html>`;
}

/** The e-mail carrying the one-time link, to the address that asked. */
export function linkMail(to: string, link: string, practiceName: string): NewMail {
  const values = { practiceName, link, linkHours: withdrawal.linkHours };
  const paragraphs = withdrawal.mail.link.map((line) => fill(line, values));
  return {
    purpose: 'patient',
    to,
    subject: fill(withdrawal.mail.linkSubject, values),
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailHtml(paragraphs),
  };
}

/**
 * The clinic's notice after a withdrawal: the references of the erased requests, to delete its mailbox copies (none: no
 * notice).
 */
export function clinicNoticeMail(to: string, references: string[]): NewMail | null {
  if (references.length === 0) return null;
  const paragraphs = withdrawal.mail.clinic.map((line) => fill(line, { references: references.join(', ') }));
  return {
    purpose: 'clinic',
    to,
    subject: withdrawal.mail.clinicSubject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailHtml(paragraphs),
  };
}

/** The last line of an e-mail to a person who used a form. */
export const patientFooter = (origin: string) => fill(withdrawal.mail.footer, { withdrawUrl: withdrawUrl(origin) });
/** The last line of an e-mail to the clinic. */
export const clinicFooter = (origin: string) =>
  fill(withdrawal.mail.clinicFooter, { withdrawUrl: withdrawUrl(origin) });
