import { kolkataDateTime } from '../../common/booking-dates';
import { fill } from '../../content/ui';
import { visitPage } from '../../content/visit-page';
import { cancelledMail, confirmedMail, patientMail, visitValues, type DeskMailSettings } from '../desk/mail/desk-mail';
import type { Visit } from '../desk/store/types';
import type { NewMail } from '../storage/types';
import type { PatientVisit } from './visit-store';

/**
 * The e-mail a change on the patient's own page sends (decision 0038): a confirmed visit's calendar entry is updated
 * (the same UID, a higher SEQUENCE: a REQUEST at the new time, or a CANCEL) in the desk's words; a time not yet
 * confirmed gets a plain note, as no calendar entry was sent for it. A move's e-mail carries the same link again.
 */

/** The desk's form of a visit's time (date, time, doctor's name and length), or null without one. */
export function deskVisitOf(visit: PatientVisit): Visit | null {
  if (!visit.time || !visit.doctor) return null;
  const minutes = Math.round((visit.time.end - visit.time.start) / 60_000);
  return { ...kolkataDateTime(visit.time.start), doctor: visit.doctor.name, minutes };
}

/** The visit's values for a plain note: its time, or the day asked for. */
function noteVisit(visit: PatientVisit): Visit {
  return (
    deskVisitOf(visit) ?? {
      date: visit.request.date ?? '',
      time: '',
      doctor: visit.doctor?.name ?? visitPage.details.anyDoctor,
    }
  );
}

export function movedMail(
  before: PatientVisit,
  after: PatientVisit,
  settings: DeskMailSettings,
  now: Date,
  link: string,
): NewMail {
  const { request } = after;
  const visit = noteVisit(after);
  if (after.state === 'confirmed')
    return {
      ...confirmedMail(request, visit, settings, now, before.state === 'confirmed' ? deskVisitOf(before) : null, link),
      whatsapp: { kind: 'confirmation', visit },
    };
  const values = visitValues(request, visit, settings);
  return patientMail(
    request,
    fill(visitPage.mail.movedSubject, values),
    [fill(visitPage.mail.moved, values), visitPage.states.held, fill(visitPage.mail.linkLine, { link })],
    settings,
  );
}

export function cancelMail(before: PatientVisit, settings: DeskMailSettings, now: Date): NewMail {
  const { request } = before;
  const visit = deskVisitOf(before);
  if (before.state === 'confirmed' && visit) return cancelledMail(request, visit, settings, now);
  const values = visitValues(request, noteVisit(before), settings);
  return patientMail(
    request,
    fill(visitPage.mail.cancelledSubject, values),
    [fill(visitPage.mail.cancelled, values)],
    settings,
  );
}
