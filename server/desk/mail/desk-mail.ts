import { desk } from '../../../content/desk';
import { fill, site } from '../../content';
import { longDate } from '../../mail/compose';
import { mailHtml, patientFooter } from '../../mail/withdrawal-mail';
import type { NewMail } from '../../storage/types';
import type { DeskRequest, Visit } from '../store/types';
import { calendarFile } from './ics';

/**
 * The e-mails the desk sends a patient, in content/desk.ts's words, through the outbox: a confirmed
 * visit (with its .ics), another time proposed, a decline with its reason, the day-before reminder.
 */

export interface DeskMailSettings {
  practiceName: string;
  clinicPhone: string;
  siteOrigin: string;
}

const addressLine = () => {
  const a = site.contact.address;
  return [a.street, a.locality, `${a.city} ${a.postalCode}`, a.state].join(', ');
};

function patientMail(
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

const visitValues = (visit: Visit, settings: DeskMailSettings) => ({
  date: longDate(visit.date),
  time: visit.time,
  doctor: visit.doctor,
  practice: settings.practiceName,
  phone: settings.clinicPhone,
});

export function confirmedMail(request: DeskRequest, visit: Visit, settings: DeskMailSettings, now: Date): NewMail {
  const values = visitValues(visit, settings);
  const ics = calendarFile(
    {
      uid: `${request.id}-${visit.date}T${visit.time.replace(':', '')}@${new URL(settings.siteOrigin).hostname}`,
      stamp: now,
      date: visit.date,
      time: visit.time,
      minutes: desk.visitMinutes,
      summary: fill(desk.mail.eventSummary, values),
      location: `${settings.practiceName}, ${addressLine()}`,
      description: `${desk.mail.bringIntro} ${desk.mail.bring.join('; ')}. ${fill(desk.mail.closing, { ...values, ref: request.ref })}`,
    },
    `-//${settings.practiceName}//Front desk//EN`,
  );
  const bring = `${desk.mail.bringIntro}\n${desk.mail.bring.map((item) => `- ${item}`).join('\n')}`;
  return patientMail(
    request,
    fill(desk.mail.confirmedSubject, values),
    [
      fill(desk.mail.confirmed, values),
      fill(desk.mail.address, { address: addressLine(), map: site.contact.mapLinkUrl }),
      bring,
      desk.mail.calendar,
    ],
    settings,
    {
      attachments: [
        { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
      ],
    },
  );
}

export function proposedMail(request: DeskRequest, visit: Visit, settings: DeskMailSettings): NewMail {
  const values = visitValues(visit, settings);
  return patientMail(request, fill(desk.mail.proposedSubject, values), [fill(desk.mail.proposed, values)], settings);
}

export function declinedMail(request: DeskRequest, reason: string, settings: DeskMailSettings): NewMail {
  return patientMail(request, desk.mail.declinedSubject, [fill(desk.mail.declined, { reason }).trim()], settings);
}

export function reminderMail(request: DeskRequest, visit: Visit, settings: DeskMailSettings): NewMail {
  const values = visitValues(visit, settings);
  return patientMail(
    request,
    fill(desk.mail.reminderSubject, values),
    [
      fill(desk.mail.reminder, values),
      fill(desk.mail.address, { address: addressLine(), map: site.contact.mapLinkUrl }),
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
