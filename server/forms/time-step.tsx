import { kolkataDateTime } from '../../common/booking-dates';
import type { FastifyInstance } from 'fastify';
import { bookingTimeWords } from '../../content/forms/booking-time';
import { fieldMessages } from '../../content/forms/messages';
import { fill } from '../../content/ui';
import { longDate } from '../../common/date-text';
import { isTimeOfDay } from '../../common/forms/booking-time-rule';
import { diaryDoctors } from '../diary/doctors';
import { readFreeTimes } from '../diary/store/diary-reads';
import { holdForStoredRequest, requestClosed, TimeRefusedError } from '../diary/store/request-visit';
import type { DeskMailSettings } from '../desk/mail/desk-mail';
import type { OutboxWorker } from '../mail/outbox-worker';
import { newVisitLink } from '../visit/visit-links';
import { clinicNotice } from '../visit/clinic-notice';
import { renderProblem, type FormPageSettings } from '../render-form-errors';
import type { Database } from '../storage/sql/database';
import type { ConfirmedBooking, RequestStore } from '../storage/types';
import { confirmationMail, refusalText, visitToHold, type ConfirmationSetting } from './booking-time';

/**
 * The step a booking sent without JavaScript is offered on its confirmation page (/request-received, decision 0048):
 * the free times of the doctor on the date asked for, each a button that holds it for the stored request, found by
 * the page's own random reference; POST /api/appointments/time then answers 303 back to the page, which shows the
 * time. A time refused is answered on the page again with the clinic's words and the times free now.
 */

export const TIME_STEP_PATH = '/api/appointments/time';
/** The confirmation page's reference: random, 16 characters (server/forms/form-routes.ts). */
export const CONFIRMATION_REF = /^[A-Za-z0-9_-]{16}$/;

export interface TimeStepDeps {
  store: RequestStore;
  worker: OutboxWorker;
  confirmation: ConfirmationSetting;
  deskMail: DeskMailSettings;
  /** Where the clinic is told of a time the patient held here (CLINIC_NOTIFY_EMAIL). */
  clinicEmail: string;
  pageSettings: FormPageSettings;
  now: () => Date;
}

/** The step's content: the booking's doctor and date, the free times as buttons, and why a time was refused. */
export interface TimeStepOffer {
  doctor: string;
  date: string;
  times: string[];
  error?: string;
}

/** The free times the step offers a booking: none once it has a time or is closed, or without a doctor. */
export async function timeStepOffer(db: Database, booking: ConfirmedBooking, now: Date): Promise<TimeStepOffer | null> {
  const doctor = diaryDoctors.find((each) => each.name === booking.doctor);
  if (!doctor || booking.visitStatus || (await requestClosed(db, booking.requestId))) return null;
  const free = await readFreeTimes(db, doctor, booking.date, booking.date, now);
  return { doctor: doctor.name, date: booking.date, times: free.map((span) => kolkataDateTime(span.start).time) };
}

export function TimeStep({ offer, confirmationRef }: { offer: TimeStepOffer; confirmationRef: string }) {
  const words = bookingTimeWords.step;
  if (offer.times.length === 0 && !offer.error) return null;
  return (
    <section aria-labelledby="time-step" className="time-step" data-time-step>
      <h2 id="time-step">{words.heading}</h2>
      <p>{fill(words.intro, { doctor: offer.doctor, date: longDate(offer.date) })}</p>
      {offer.error && (
        <p role="alert" className="field-error">
          {offer.error}
        </p>
      )}
      <form method="post" action={TIME_STEP_PATH}>
        <input type="hidden" name="ref" value={confirmationRef} />
        <ul className="times">
          {offer.times.map((time) => (
            <li key={time}>
              <button type="submit" name="booking_time" value={time} className="btn btn-outline">
                {fill(words.pick, { time })}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </section>
  );
}

/** POST /api/appointments/time, in the form routes' context (their rate limit and cross-site refusal). */
export function registerTimeStep(
  app: FastifyInstance,
  deps: TimeStepDeps,
  renderPage: (booking: ConfirmedBooking, ref: string, offer: TimeStepOffer | null) => string,
): void {
  app.post(TIME_STEP_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const ref = typeof body.ref === 'string' && CONFIRMATION_REF.test(body.ref) ? body.ref : null;
    const now = deps.now();
    const booking = ref ? await deps.store.findBookingConfirmation(ref, now.toISOString()) : null;
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
    const html = (status: number, page: string) =>
      reply.code(status).header('content-type', 'text/html; charset=utf-8').send(page);
    if (!booking || !ref)
      return html(
        404,
        renderProblem(
          { title: bookingTimeWords.step.heading, message: bookingTimeWords.step.gone, backPath: null },
          deps.pageSettings,
        ),
      );
    const back = () => reply.code(303).header('location', `/request-received?ref=${ref}`).send();
    if (booking.visitStatus) return back();
    const time = typeof body.booking_time === 'string' ? body.booking_time.trim() : '';
    const visit = isTimeOfDay(time)
      ? visitToHold(booking.doctor, booking.date, time, deps.confirmation, now)
      : undefined;
    const refuse = async (error: string) => {
      const offer = await timeStepOffer(deps.store.db, booking, now);
      return html(422, renderPage(booking, ref, offer && { ...offer, error }));
    };
    if (!visit) return refuse(fieldMessages.timeInvalid);
    const stored = { id: booking.requestId, ref: booking.ref ?? booking.requestId };
    // Confirmed at once: the confirmation carries a new link of the patient's own (only its hash is stored).
    const link = visit.status === 'confirmed' ? newVisitLink(deps.deskMail.siteOrigin) : null;
    const booked = link && { ...(await storedBooking(deps.store.db, stored.id)), ...stored };
    const confirmation =
      link && booked
        ? { mail: confirmationMail(booked, visit, deps.deskMail, link.url), linkHash: link.tokenHash }
        : null;
    let hold: Awaited<ReturnType<typeof holdForStoredRequest>>;
    try {
      const what = `${booking.date} ${time}, ${visit.doctor.name}`;
      const patient = await deps.store.db.get<{ name: string }>('SELECT name FROM appointments WHERE id = ?', [
        stored.id,
      ]);
      const note = clinicNotice('picked', { ref: stored.ref, name: patient?.name ?? '' }, what, {
        clinicEmail: deps.clinicEmail,
        siteOrigin: deps.deskMail.siteOrigin,
      });
      hold = await holdForStoredRequest(deps.store.db, stored, visit, confirmation, note);
    } catch (error) {
      if (error instanceof TimeRefusedError) return refuse(refusalText(error.refusal));
      throw error;
    }
    // A second pick of a request that already has its time (another tab, a double tap) shows that time.
    if (!hold.held && hold.why === 'has a time') return back();
    if (!hold.held)
      return html(
        409,
        renderProblem(
          { title: bookingTimeWords.step.closedHeading, message: bookingTimeWords.step.closed, backPath: null },
          deps.pageSettings,
        ),
      );
    if (confirmation) deps.worker.wake();
    request.log.info({ requestId: booking.requestId, status: visit.status }, 'booking time held');
    return back();
  });
}

/** What the e-mail of a visit confirmed at once reads of the stored request. */
async function storedBooking(db: Database, id: string) {
  const row = await db.get<{
    name: string;
    patient_name: string | null;
    email: string;
    phone: string;
    date: string;
    service: string | null;
    doctor: string | null;
    created_at: string;
  }>('SELECT name, patient_name, email, phone, date, service, doctor, created_at FROM appointments WHERE id = ?', [id]);
  if (!row) throw new Error(`The request ${id} is gone`);
  const { created_at: createdAt, ...data } = row;
  return { createdAt, data };
}
