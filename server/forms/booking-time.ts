import { kolkataDateTime, kolkataInstant } from '../../common/booking-dates';
import { bookingTimeWords } from '../../content/forms/booking-time';
import { fill } from '../../content/ui';
import { longDate } from '../../common/date-text';
import { type Span } from '../diary/availability';
import { diaryDoctors } from '../diary/doctors';
import type { HeldVisit, Refusal, VisitStatus } from '../diary/store/hold-visit';
import type { RequestVisit } from '../diary/store/request-visit';
import { confirmedMail, type DeskMailSettings } from '../desk/mail/desk-mail';
import type { DeskRequest } from '../desk/store/types';
import { greeting } from '../mail/compose';
import type { NewMail } from '../storage/types';
import type { AppointmentData, Submission } from '../validation';

/**
 * A booking's picked time in the form service (docs/decisions/0048-the-patient-picks-a-time.md): what to hold, the
 * e-mail of a visit confirmed at once, and the words of a refusal and of the answer.
 */

/** What follows a picked time: content/diary.ts `confirmation`. */
export type ConfirmationSetting = 'instant' | 'review';

/** The visit to hold for a booking's doctor, date and time; none without a time (the rules ask a doctor for one). */
export function visitToHold(
  doctorName: string | null,
  date: string,
  time: string | null,
  confirmation: ConfirmationSetting,
  now: Date,
): RequestVisit | undefined {
  const doctor = diaryDoctors.find((each) => each.name === doctorName);
  if (!time || !doctor) return undefined;
  const status: VisitStatus = confirmation === 'instant' ? 'confirmed' : 'held';
  return { doctor, start: kolkataInstant(date, time), status, now };
}

/** The visit a submission asks to hold. */
export const submissionVisit = (submission: Submission, confirmation: ConfirmationSetting, now: Date) =>
  submission.type === 'appointment'
    ? visitToHold(submission.data.doctor, submission.data.date, submission.time, confirmation, now)
    : undefined;

/** "Thursday, 26 November 10:15": a free time as the refusal's alternatives name it. */
const spokenTime = (span: Span) => {
  const { date, time } = kolkataDateTime(span.start);
  return `${longDate(date)} ${time}`;
};

/** A refusal in the clinic's words, with the nearest free times. */
export function refusalText(refusal: Refusal): string {
  if (refusal.alternatives.length === 0) return refusal.message;
  const times = refusal.alternatives.map(spokenTime).join(', ');
  return `${refusal.message} ${fill(bookingTimeWords.alternatives, { times })}`;
}

/** The visit as an answer names it: the date and time in India, the doctor's name, held or confirmed. */
export interface VisitAnswer {
  date: string;
  time: string;
  doctor: string;
  status: VisitStatus;
}

export function visitAnswer(visit: HeldVisit): VisitAnswer {
  const doctor = diaryDoctors.find((each) => each.key === visit.doctor);
  return { ...kolkataDateTime(Date.parse(visit.startsAt)), doctor: doctor?.name ?? visit.doctor, status: visit.status };
}

/** The JSON answer's message for a visit held or confirmed. */
export function visitMessage(visit: VisitAnswer): string {
  const words = visit.status === 'confirmed' ? bookingTimeWords.confirmedAnswer : bookingTimeWords.heldAnswer;
  return fill(words, { time: visit.time, date: longDate(visit.date) });
}

/** What the e-mail of a visit confirmed at once reads of its request (the form's fields, as stored). */
export interface BookingForMail {
  id: string;
  ref: string;
  createdAt: string;
  data: Pick<AppointmentData, 'name' | 'email' | 'phone' | 'date' | 'service' | 'doctor'> & {
    patient_name?: string | null;
  };
}

/**
 * The desk's confirmation of a visit confirmed at once, with its calendar file. The name it greets by is the
 * acknowledgment's rule: one that does not read as a name is left out (the e-mail goes to any address typed into the
 * form).
 */
export function confirmationMail(
  booking: BookingForMail,
  visit: RequestVisit,
  settings: DeskMailSettings,
  visitLink: string | null,
): NewMail {
  const { data } = booking;
  const readsAsName = (name: string | null | undefined) => !!name && greeting(name) !== 'Hello,';
  const request: DeskRequest = {
    id: booking.id,
    ref: booking.ref,
    kind: 'appointment',
    createdAt: booking.createdAt,
    name: readsAsName(data.name) ? data.name.trim() : '',
    patientName: readsAsName(data.patient_name) ? data.patient_name! : null,
    email: data.email,
    phone: data.phone,
    date: data.date,
    service: data.service,
    doctor: data.doctor,
    subject: null,
    message: null,
    status: 'confirmed',
    visit: null,
    held: null,
    reminderSentAt: null,
    sent: [],
  };
  const { date, time } = kolkataDateTime(visit.start);
  // The length the hold stores for this doctor's slot (the mail is written before the hold, in its transaction).
  const minutes = visit.doctor.slotMinutes;
  return confirmedMail(
    request,
    { date, time, doctor: visit.doctor.name, minutes },
    settings,
    visit.now,
    null,
    visitLink,
  );
}

/**
 * A booking confirmed at once: its confirmation (with the patient's own link) instead of the acknowledgment, so the
 * patient reads one e-mail.
 */
export function withConfirmation(
  mails: NewMail[],
  booking: BookingForMail,
  visit: RequestVisit,
  settings: DeskMailSettings,
  visitLink: string | null,
): NewMail[] {
  const confirmation = confirmationMail(booking, visit, settings, visitLink);
  return mails.map((mail) => (mail.purpose === 'patient' ? { ...confirmation, whatsapp: mail.whatsapp } : mail));
}
