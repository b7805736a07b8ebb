import { desk } from '../../../content/desk';
import { addressText } from '../../../content/helpers';
import { visitPage } from '../../../content/visit-page';
import { fill, site } from '../../content';
import { longDate } from '../../mail/compose';
import { mailHtml, patientFooter } from '../../mail/withdrawal-mail';
import type { NewMail } from '../../storage/types';
import { doctorNamed } from '../../diary/store/request-visit';
import { diary } from '../../../content/diary';
import type { DeskRequest, Visit } from '../store/types';
import { calendarFile, type CalendarMethod } from './ics';

/**
 * The e-mails the desk sends a patient, in content/desk.ts's words, through the outbox: a confirmed visit, a move and
 * a cancellation (each with its .ics), another time proposed, a decline with its reason, the day-before reminder.
 */

export interface DeskMailSettings {
  practiceName: string;
  clinicPhone: string;
  siteOrigin: string;
}

/** The clinic's settings of these e-mails, with the origin their links and calendar UIDs use. */
export const deskMailSettings = (siteOrigin: string): DeskMailSettings => ({
  practiceName: site.practiceName,
  clinicPhone: site.contact.phone,
  siteOrigin,
});

const addressLine = () => addressText(site.contact.address);

/** An e-mail to the patient of a request, in the desk’s greeting and closing (the patient’s own page sends some). */
export function patientMail(
  request: DeskRequest,
  subject: string,
  body: string[],
  settings: DeskMailSettings,
  extra: Partial<NewMail> = {},
): NewMail {
  const values = { name: request.name, practice: settings.practiceName, phone: settings.clinicPhone, ref: request.ref };
  const paragraphs = [
    fill(desk.mail.greeting, values),
    ...body,
    fill(desk.mail.closing, values),
    patientFooter(settings.siteOrigin),
  ];
  return {
    purpose: 'patient',
    to: request.email,
    subject: fill(subject, values),
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailHtml(paragraphs),
    ...extra,
  };
}

/** " for Kamala Devi" when the booking names another person than the one who asked; "" otherwise. */
const forPatient = (request: DeskRequest) =>
  request.patientName && request.patientName.trim().toLowerCase() !== request.name.trim().toLowerCase()
    ? fill(desk.mail.forPatient, { patient: request.patientName })
    : '';

export const visitValues = (request: DeskRequest, visit: Visit, settings: DeskMailSettings) => ({
  date: longDate(visit.date),
  time: visit.time,
  doctor: visit.doctor,
  practice: settings.practiceName,
  phone: settings.clinicPhone,
  for: forPatient(request),
});

/** The values naming the time a visit had before it moved or was called off. */
const oldValues = (visit: Visit) => ({ oldDate: longDate(visit.date), oldTime: visit.time });

/**
 * How long the visit lasts in the patient's calendar: its stored length, or, for a time the hold is about to store, its
 * doctor's slot (the length the hold stores: server/diary/store/hold-visit.ts). Decision 0070.
 */
export const visitMinutes = (visit: Visit): number =>
  visit.minutes ?? doctorNamed(visit.doctor)?.slotMinutes ?? diary.slotMinutes;

/**
 * A visit's calendar entry: one UID per request for the visit's whole life, and a SEQUENCE that grows with time (the
 * tenths of a second since the request came: two changes within one second, as a quick desk or a test makes, still
 * differ, and six years of them stay within the 32-bit integer calendar programs read), so each later version
 * replaces the one before (decision 0038).
 */
function visitCalendar(
  request: DeskRequest,
  visit: Visit,
  settings: DeskMailSettings,
  now: Date,
  method: CalendarMethod,
): NonNullable<NewMail['attachments']>[number] {
  const values = visitValues(request, visit, settings);
  const content = calendarFile(
    {
      method,
      uid: `${request.id}@${new URL(settings.siteOrigin).hostname}`,
      sequence: Math.max(0, Math.floor((now.getTime() - Date.parse(request.createdAt)) / 100)),
      organizer: { name: settings.practiceName, email: site.contact.email },
      attendee: { name: request.patientName ?? request.name, email: request.email },
      stamp: now,
      date: visit.date,
      time: visit.time,
      minutes: visitMinutes(visit),
      summary: fill(desk.mail.eventSummary, values),
      location: `${settings.practiceName}, ${addressLine()}`,
      description: `${desk.mail.bringIntro} ${desk.mail.bring.join('; ')}. ${fill(desk.mail.closing, { ...values, ref: request.ref })}`,
    },
    `-//${settings.practiceName}//Front desk//EN`,
  );
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}

/**
 * A confirmed visit, with its calendar entry; with `before` (the time it was confirmed for until now), a move: the
 * same entry, updated. `visitLink` is the patient's own link to the visit (server/visit/visit-links.ts).
 */
export function confirmedMail(
  request: DeskRequest,
  visit: Visit,
  settings: DeskMailSettings,
  now: Date,
  before: Visit | null = null,
  visitLink: string | null = null,
): NewMail {
  const values = { ...visitValues(request, visit, settings), ...(before ? oldValues(before) : {}) };
  const bring = `${desk.mail.bringIntro}\n${desk.mail.bring.map((item) => `- ${item}`).join('\n')}`;
  return patientMail(
    request,
    fill(before ? desk.mail.movedSubject : desk.mail.confirmedSubject, values),
    [
      fill(before ? desk.mail.moved : desk.mail.confirmed, values),
      fill(desk.mail.address, { address: addressLine(), map: site.contact.mapLinkUrl }),
      bring,
      desk.mail.calendar,
      ...(visitLink ? [fill(visitPage.mail.linkLine, { link: visitLink })] : []),
    ],
    settings,
    { attachments: [visitCalendar(request, visit, settings, now, 'REQUEST')] },
  );
}

/** A confirmed visit called off: the patient's calendar entry is cancelled. */
export function cancelledMail(request: DeskRequest, visit: Visit, settings: DeskMailSettings, now: Date): NewMail {
  const values = visitValues(request, visit, settings);
  return patientMail(request, fill(desk.mail.cancelledSubject, values), [fill(desk.mail.cancelled, values)], settings, {
    attachments: [visitCalendar(request, visit, settings, now, 'CANCEL')],
  });
}

/**
 * Another time offered. When the request had a confirmed visit, the clinic must move it: the words say so and the old
 * calendar entry is cancelled (the offered time is not a visit until the patient takes it).
 */
export function proposedMail(
  request: DeskRequest,
  visit: Visit,
  settings: DeskMailSettings,
  now: Date,
  confirmed: Visit | null,
  /** The patient's own page, where they may take the time offered. */
  link: string,
): NewMail {
  const values = { ...visitValues(request, visit, settings), ...(confirmed ? oldValues(confirmed) : {}) };
  return patientMail(
    request,
    fill(desk.mail.proposedSubject, values),
    [fill(confirmed ? desk.mail.proposedMove : desk.mail.proposed, values), fill(desk.mail.proposedOnline, { link })],
    settings,
    confirmed ? { attachments: [visitCalendar(request, confirmed, settings, now, 'CANCEL')] } : {},
  );
}

export function declinedMail(request: DeskRequest, reason: string, settings: DeskMailSettings): NewMail {
  return patientMail(request, desk.mail.declinedSubject, [fill(desk.mail.declined, { reason }).trim()], settings);
}

/** The day-before reminder, with the patient's own link to see, move or cancel the visit. */
export function reminderMail(
  request: DeskRequest,
  visit: Visit,
  settings: DeskMailSettings,
  visitLink: string,
): NewMail {
  const values = visitValues(request, visit, settings);
  return patientMail(
    request,
    fill(desk.mail.reminderSubject, values),
    [
      fill(desk.mail.reminder, values),
      fill(desk.mail.address, { address: addressLine(), map: site.contact.mapLinkUrl }),
      fill(visitPage.mail.linkLine, { link: visitLink }),
    ],
    settings,
  );
}

/** The enrolment link, sent at once and never stored (only its hash is). */
export function inviteMail(to: string, name: string, link: string, practiceName: string): NewMail {
  const text = fill(desk.mail.invite, { name, link, hours: desk.inviteHours });
  return {
    purpose: 'clinic',
    to,
    subject: fill(desk.mail.inviteSubject, { practice: practiceName }),
    text: `${text}\n`,
    html: mailHtml([text]),
  };
}
