import type { FastifyInstance } from 'fastify';
import { formAnswers } from '../../content/forms/answers';
import { bookingConfirmation } from '../../common/booking-confirmation';
import { fill } from '../../content/ui';
import { renderServicePage } from '../html';
import type { FormPageSettings } from '../render-form-errors';
import type { ConfirmedBooking, RequestStore } from '../storage/types';
import { CONFIRMATION_PATH } from './answers';

/**
 * GET /request-received?ref=…: the page a booking posted without JavaScript lands on (303 after the
 * post): what was sent, that it is a request and not yet a confirmed appointment, and when the
 * clinic calls, in the same words as the confirmation shown in place with JavaScript
 * (common/booking-confirmation.ts). The reference is random and valid about an hour; an unknown or
 * expired one leads to the generic thank-you page. The request log carries no query string.
 */

const REF = /^[A-Za-z0-9_-]{16}$/;

type ConfirmationSettings = Pick<
  FormPageSettings,
  'practiceName' | 'stylesheet' | 'shell' | 'emergencyPhone' | 'ambulancePhone'
>;

function BookingConfirmation({ booking, settings }: { booking: ConfirmedBooking; settings: ConfirmationSettings }) {
  const text = bookingConfirmation(booking);
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
        <p>{text.call}</p>
        <p className="note">
          <strong>
            {fill(thankYou.emergency, { phone: settings.emergencyPhone, ambulance: settings.ambulancePhone })}
          </strong>
        </p>
      </section>
      <p className="links">
        <a href="/" className="btn btn-primary">
          {thankYou.home}
        </a>
        <a href="/service">{thankYou.services}</a>
      </p>
    </>
  );
}

export function renderBookingConfirmation(booking: ConfirmedBooking, settings: ConfirmationSettings): string {
  return renderServicePage(
    {
      title: `${formAnswers.booking.pageTitle} | ${settings.practiceName}`,
      heading: bookingConfirmation(booking).heading,
      practiceName: settings.practiceName,
      stylesheet: settings.stylesheet,
      shell: settings.shell,
    },
    <BookingConfirmation booking={booking} settings={settings} />,
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
      typeof ref === 'string' && REF.test(ref) ? await store.findBookingConfirmation(ref, now().toISOString()) : null;
    reply.header('cache-control', 'no-store');
    if (!booking) return reply.code(303).header('location', '/thank-you?form=appointment-a').send();
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('referrer-policy', 'no-referrer')
      .send(renderBookingConfirmation(booking, settings));
  });
}
