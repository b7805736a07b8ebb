import { fill } from '../../content/ui';
import { visitPage } from '../../content/visit-page';
import { requestPath } from '../desk/request-path';
import { clinicFooter, mailHtml } from '../mail/withdrawal-mail';
import type { NewMail } from '../storage/types';

/**
 * The clinic's note of a change the patient made alone (issue 44): a move or a cancel on their own page, or a time
 * held on the page after a booking sent without JavaScript. Sent to the clinic's address (CLINIC_NOTIFY_EMAIL), queued
 * in the change's own transaction; it names the request's reference and links its page in the desk, never the
 * patient's link.
 */
export interface ClinicNoticeSettings {
  clinicEmail: string;
  siteOrigin: string;
}

export type PatientChange = 'moved' | 'cancelled' | 'picked' | 'accepted';

export function clinicNotice(
  change: PatientChange,
  request: { ref: string; name: string; email?: string },
  what: string,
  settings: ClinicNoticeSettings,
): NewMail {
  const words = visitPage.clinicNotice;
  const values = { ref: request.ref, name: request.name, what };
  const line = fill(words[change], values);
  const desk = fill(words.open, { link: new URL(requestPath(request.ref), settings.siteOrigin).href });
  return {
    purpose: 'clinic',
    to: settings.clinicEmail,
    ...(request.email ? { replyTo: request.email } : {}),
    subject: fill(words.subject, values),
    text: `${line}\n\n${desk}\n\n${clinicFooter(settings.siteOrigin)}\n`,
    html: mailHtml([line, desk, clinicFooter(settings.siteOrigin)]),
  };
}
