import { formAnswers } from '@content/forms/answers';
import type { FieldSpec, FormKind } from '@content/forms/kinds';
import { withLimits } from '@content/forms/messages';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { useEffect, useId, useRef } from 'react';
import { type BookedRequest, bookingConfirmation } from '@common/booking-confirmation';
import { checkFormElement, type FieldProblem } from '@common/forms/check-form-element';
import { fieldExtras } from './field-extras';

export { ErrorSummary } from '@common/forms/ErrorSummary';
export { TimePicker } from './TimePicker';

/**
 * What a form shows with JavaScript besides its fields, loaded when it is first sent or a booking's date is first
 * chosen (so no page carries it on first load): the check before sending, the service's own rules and words
 * (common/forms/rules.ts, content/forms/messages.ts); the error summary that takes focus; a booking's time picker;
 * and a booking's confirmation in place of the form. Of the page's own modules it takes only
 * field-extras.ts (the lists, and with them the booking-date rules), so those share one chunk.
 */

export type { FieldProblem };

/**
 * The form rules on what the form is about to send (common/forms/check-form-element.ts), a choice
 * against the lists the page's selects offer; `limits`: content/forms/limits.ts, which the page has.
 */
export function checkForm(
  form: HTMLFormElement,
  fields: readonly FieldSpec[],
  limits: Record<string, number>,
): FieldProblem[] {
  return checkFormElement(form, fields, withLimits(limits), fieldExtras.options);
}

/** The service's refusals (a 422 answer) as problems of this form's controls. */
export function problemsFrom(form: HTMLFormElement, errors: Record<string, string>): FieldProblem[] {
  return Object.entries(errors).map(([name, message]) => {
    const control = form.elements.namedItem(name);
    return { name, id: (control instanceof Element && control.id) || undefined, message };
  });
}

const chosen = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value !== '' && value !== 'subject' ? value : null;

/**
 * The request a booking form sent, from its fields (form A's or form B's names), and the visit the service answered
 * with when a time was picked (held or confirmed).
 */
export function bookedRequest(kind: FormKind, sent: FormData, visit?: unknown): BookedRequest {
  const held = visit as { time: string; status: 'held' | 'confirmed' } | undefined;
  return {
    date: String(sent.get(kind === 'appointment-b' ? 'appoinment_date' : 'booking_date') ?? ''),
    doctor: chosen(sent.get('select')),
    service: chosen(sent.get('serviceName')),
    phone: String(sent.get('number') ?? ''),
    visit: held && { time: held.time, status: held.status },
  };
}

/**
 * In place of a booking form once its request is stored: what was sent, that it is not yet confirmed, when the clinic
 * calls. Takes focus.
 */
export function BookingConfirmationPanel({ request, onAnother }: { request: BookedRequest; onAnother: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => {
    // From its heading down, clear of the sticky header (scroll-margin in app/app.css).
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  const text = bookingConfirmation(request);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-booking-confirmation
      className="form-confirmation space-y-4 rounded-xl bg-mist p-6"
    >
      <h3 id={headingId} className="text-xl text-brand-900">
        {text.heading}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {text.rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="font-semibold text-brand-900">{text.notConfirmed}</p>
      {text.call && <p>{text.call}</p>}
      <p className="text-sm font-semibold text-danger">
        {fill(formAnswers.thankYou.emergency, {
          phone: site.contact.emergencyPhone,
          ambulance: site.contact.ambulancePhone,
        })}
      </p>
      <button type="button" onClick={onAnother} className="btn btn-outline">
        {formAnswers.booking.another}
      </button>
    </section>
  );
}
