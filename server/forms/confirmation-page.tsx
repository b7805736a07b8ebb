import { kolkataDateTime } from '../../common/booking-dates';
import type { FastifyInstance } from 'fastify';
import { formAnswers } from '../../content/forms/answers';
import { bookingConfirmation } from '../../common/booking-confirmation';
import { fill } from '../../content/ui';
import { renderServicePage } from '../html';
import type { FormPageSettings } from '../render-form-errors';
import type { ConfirmedBooking, RequestStore } from '../storage/types';
import { CONFIRMATION_PATH } from './answers';
import { CONFIRMATION_REF, TimeStep, timeStepOffer, type TimeStepOffer } from './time-step';

/**
 * GET /request-received?ref=…: the page a booking posted without JavaScript lands on (303 after the
 * post): what was sent, that it is a request and not yet a confirmed appointment, and when the
 * clinic calls, in the same words as the confirmation shown in place with JavaScript
 * (common/booking-confirmation.ts). The reference is random and valid about an hour; an unknown or
 * expired one leads to the generic thank-you page. The request log carries no query string. A booking with a doctor and
 * no time is offered that day's free times (server/forms/time-step.tsx); one with a time shows it. Its referrer policy
 * is same-origin: the reference never leaves the site, and the step's form posts with its Origin.
 */

type ConfirmationSettings = Pick<
  FormPageSettings,
  'practiceName' | 'stylesheet' | 'shell' | 'emergencyPhone' | 'ambulancePhone'
>;

interface ConfirmationProps {
  booking: ConfirmedBooking;
  settings: ConfirmationSettings;
  confirmationRef: string;
  offer: TimeStepOffer | null;
}

/** The booking as the confirmation's words read it: with its time, when one is held or confirmed. */
const bookedRequest = (booking: ConfirmedBooking) => ({
  ...booking,
  visit:
    booking.startsAt && booking.visitStatus
      ? { time: kolkataDateTime(Date.parse(booking.startsAt)).time, status: booking.visitStatus }
      : undefined,
});

function BookingConfirmation({ booking, settings, confirmationRef, offer }: ConfirmationProps) {
  const text = bookingConfirmation(bookedRequest(booking));
  const shown: Array<readonly [string, string]> = booking.ref
    ? [...text.rows, [formAnswers.booking.reference, booking.ref]]
    : text.rows;
  const { thankYou } = formAnswers;
  return (
    <>
      <section className="confirmation" data-booking-confirmation>
        <dl>
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          <strong>{text.notConfirmed}</strong>
        </p>
        {text.call && <p>{text.call}</p>}
        <p className="note">
          <strong>
            {fill(thankYou.emergency, { phone: settings.emergencyPhone, ambulance: settings.ambulancePhone })}
          </strong>
        </p>
      </section>
      {offer && <TimeStep offer={offer} confirmationRef={confirmationRef} />}
      <p className="links">
        <a href="/" className="btn btn-primary">
          {thankYou.home}
        </a>
        <a href="/service">{thankYou.services}</a>
      </p>
    </>
  );
}

export function renderBookingConfirmation(
  booking: ConfirmedBooking,
  settings: ConfirmationSettings,
  confirmationRef: string,
  offer: TimeStepOffer | null,
): string {
  return renderServicePage(
    {
      title: `${formAnswers.booking.pageTitle} | ${settings.practiceName}`,
      heading: bookingConfirmation(booking).heading,
      practiceName: settings.practiceName,
      stylesheet: settings.stylesheet,
      shell: settings.shell,
    },
    <BookingConfirmation booking={booking} settings={settings} confirmationRef={confirmationRef} offer={offer} />,
  );
}

export function registerConfirmationPage(
  app: FastifyInstance,
  store: RequestStore,
  settings: FormPageSettings,
  now: () => Date,
): void {
  app.get(CONFIRMATION_PATH, async (request, reply) => {
    const ref = (request.query as Record<string, unknown>).ref;
    const booking =
      typeof ref === 'string' && CONFIRMATION_REF.test(ref)
        ? await store.findBookingConfirmation(ref, now().toISOString())
        : null;
    reply.header('cache-control', 'no-store');
    if (!booking) return reply.code(303).header('location', '/thank-you?form=appointment-a').send();
    const offer = await timeStepOffer(store.db, booking, now());
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('referrer-policy', 'same-origin')
      .send(renderBookingConfirmation(booking, settings, ref as string, offer));
  });
}
