import { bookingTimeWords } from '../../content/forms/booking-time';
import { formatPostDate } from '../../content/helpers';
import { fill } from '../../content/ui';
import { visitPage } from '../../content/visit-page';
import { telHref } from '../../common/phone';
import { escapeHtml } from '../html';
import { kolkataDateTime, weekdayOf } from '../../common/booking-dates';
import type { ConsentRecord, NewMail } from '../storage/types';
import { columnOf, staffLabelOf, storedFields } from '../storage/stored-fields';
import type { FormKind, StoredColumns, Submission } from '../validation';
import { requestPath } from '../desk/request-path';
import { clinicFooter, mailHtml, paragraphHtml, patientFooter } from './withdrawal-mail';

/**
 * The e-mails a request causes, composed when it is stored (the outbox keeps the finished text):
 * a notification to the clinic with every field the form table stores, and an acknowledgment to the patient.
 * Every user value is escaped in the HTML part; the text part is plain text. The patient's
 * acknowledgment carries no free text typed into the form (only values from the clinic's own
 * lists and the date), so the form cannot be used to send arbitrary text to arbitrary addresses.
 */

export interface MailSettings {
  clinicEmail: string;
  practiceName: string;
  clinicPhone: string;
  emergencyPhone: string;
  ambulancePhone: string;
  /** Public origin of the site, for the withdrawal link every e-mail ends with. */
  siteOrigin: string;
}

export interface MailContext {
  id: string;
  /** The short reference the patient and the desk read (server/storage/short-reference.ts). */
  ref: string;
  createdAt: string;
  consent?: ConsentRecord;
  /** An appointment's personal link to the patient's own page of it (server/visit/visit-links.ts). */
  visitLink?: string;
  /** What the clinic's setting makes of a time the patient picked: held for the desk, or confirmed at once. */
  timeStatus?: 'held' | 'confirmed';
}

/** "2026-11-16 10:32 IST" */
export function formatIst(iso: string): string {
  const { date, time } = kolkataDateTime(Date.parse(iso));
  return `${date} ${time} IST`;
}

/**
 * "Hello, Asha Kulkarni," when the name reads as a name (letters, spaces, and . ' - between words,
 * at most 60 characters); otherwise "Hello,". The acknowledgment goes to any address typed into a
 * form, so the only free text it may carry is a name that cannot hold a link or a message.
 */
export function greeting(name: string): string {
  const plain = name.trim();
  const readsAsName = /^\p{L}[\p{L}\p{M} .'-]{0,59}$/u.test(plain) && !/\.\p{L}/u.test(plain);
  return readsAsName ? `Hello, ${plain},` : 'Hello,';
}

/** "Monday, 30 November 2026" */
export function longDate(date: string): string {
  const day = weekdayOf(date);
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${formatPostDate(date)}`;
}

function dateWithDay(date: string): string {
  const day = weekdayOf(date);
  return `${date} (${day.charAt(0).toUpperCase()}${day.slice(1)})`;
}

type Field = [label: string, value: string | null | undefined, isPhone?: boolean];

function fieldsText(fields: Field[]): string {
  return fields.map(([label, value]) => `${label}: ${value ?? '-'}`).join('\n');
}

function fieldsHtml(fields: Field[]): string {
  const rows = fields
    .map(
      ([label, value, isPhone]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${value && isPhone ? `<a href="${escapeHtml(telHref(value))}">${escapeHtml(value)}</a>` : escapeHtml(value ?? '-')}</td></tr>`,
    )
    .join('\n');
  return `<table cellspacing="0" cellpadding="0">\n${rows}\n</table>`;
}

/**
 * Every field the form stored, in its order and the clinic's words (server/storage/stored-fields.ts): a date with its
 * weekday, an empty choice "not chosen".
 */
function sentFields(kind: FormKind, data: StoredColumns): Field[] {
  return storedFields(kind).map((field) => {
    const value = data[columnOf(field)] ?? null;
    if (value === null) return [staffLabelOf(field), field.type === 'select' ? 'not chosen' : 'not given'];
    return [staffLabelOf(field), field.type === 'date' ? dateWithDay(value) : value, columnOf(field) === 'phone'];
  });
}

function consentLine(consent: ConsentRecord | undefined): string {
  return consent ? `given ${formatIst(consent.consentAt)} (privacy notice version ${consent.noticeVersion})` : '-';
}

function clinicMail(submission: Submission, context: MailContext, settings: MailSettings): NewMail | null {
  const common: Field[] = [
    ['Reference', context.ref],
    ['Received', formatIst(context.createdAt)],
  ];
  let subject: string;
  let intro: string;
  if (submission.type === 'appointment' && submission.time && context.timeStatus) {
    const words = bookingTimeWords.clinicMail;
    const time = submission.time;
    subject = fill(words.subject, { date: dateWithDay(submission.data.date), time });
    intro = fill(words[context.timeStatus], { time });
    common.push([bookingTimeWords.time, fill(words.row[context.timeStatus], { time })]);
  } else if (submission.type === 'appointment') {
    const d = submission.data;
    subject = `New appointment request for ${dateWithDay(d.date)}`;
    intro =
      'A new appointment request arrived on the website. Please call the patient to confirm a time; reply to this e-mail to write to them.';
  } else if (submission.type === 'message') {
    const d = submission.data;
    subject =
      d.kind === 'comment' ? `New blog comment on ${d.post_slug ?? 'a post'}` : 'New message from the contact form';
    intro =
      d.kind === 'comment'
        ? 'A new comment arrived on the blog.'
        : 'A new message arrived through the contact form. Reply to this e-mail to answer.';
  } else {
    return null;
  }
  const fields: Field[] = [
    ...common,
    ...sentFields(submission.kind, submission.data),
    ['Consent to the privacy notice', consentLine(context.consent)],
  ];
  const replyTo = submission.data.email;
  const desk = `Open it in the front desk: ${new URL(requestPath(context.ref), settings.siteOrigin).href}`;
  return {
    purpose: 'clinic',
    to: settings.clinicEmail,
    replyTo,
    subject,
    text: `${intro}\n\n${desk}\n\n${fieldsText(fields)}\n\n${clinicFooter(settings.siteOrigin)}\n`,
    html: mailHtml([intro, desk], `${fieldsHtml(fields)}\n${paragraphHtml(clinicFooter(settings.siteOrigin))}`),
  };
}

function patientMail(submission: Submission, context: MailContext, settings: MailSettings): NewMail | null {
  if (submission.type === 'subscription') return null;
  const emergency = `In an emergency call ${settings.emergencyPhone}, or ${settings.ambulancePhone} for an ambulance.`;
  let subject: string;
  let paragraphs: string[];
  if (submission.type === 'appointment') {
    const d = submission.data;
    const choices = [d.service, d.doctor].filter(Boolean).join(', ');
    subject = `We received your appointment request - ${settings.practiceName}`;
    paragraphs = [
      greeting(d.name),
      submission.time
        ? fill(bookingTimeWords.heldMail, {
            date: longDate(d.date),
            time: submission.time,
            choices: choices ? ` (${choices})` : '',
          })
        : `We received your request for an appointment on ${longDate(d.date)}${choices ? ` (${choices})` : ''}; the clinic will call you to confirm the time.`,
      'This is not a confirmed appointment.',
      ...(context.visitLink ? [fill(visitPage.mail.linkLine, { link: context.visitLink })] : []),
      emergency,
    ];
  } else {
    subject =
      submission.data.kind === 'comment'
        ? `Thank you for your comment - ${settings.practiceName}`
        : `We received your message - ${settings.practiceName}`;
    paragraphs = [
      greeting(submission.data.name),
      submission.data.kind === 'comment'
        ? 'We received your comment on our blog. Thank you; the clinic reads every comment.'
        : 'We received your message; the clinic will answer you by e-mail or phone.',
      `Please do not use e-mail or the website's forms for urgent medical questions. ${emergency}`,
    ];
  }
  paragraphs.push(
    `Reference: ${context.ref}`,
    `${settings.practiceName}, phone ${settings.clinicPhone}`,
    'You receive this e-mail because this address was entered in a form on our website. If that was not you, you can ignore it.',
    patientFooter(settings.siteOrigin),
  );
  return {
    purpose: 'patient',
    to: submission.data.email,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailHtml(paragraphs),
  };
}

/** The outbox rows for one request (none for a subscription). */
export function composeMails(submission: Submission, context: MailContext, settings: MailSettings): NewMail[] {
  return [clinicMail(submission, context, settings), patientMail(submission, context, settings)].filter(
    (mail): mail is NewMail => mail !== null,
  );
}
