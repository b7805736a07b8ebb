import type { FieldSpec, MessageKey, OptionList } from '../../content/forms/kinds';
import { site } from '../../content/site';
import { clinicOpenDays } from '../booking-dates';
import { checkFields, messageOf } from './rules';
import { doctorSchedules, type DoctorSchedule } from './doctor-rule';

/** The doctors' consulting days and services, built when a form is first sent (this module loads then). */
const clinicDoctors = doctorSchedules(site.doctors);

/**
 * The browser's side of the form rules (common/forms/rules.ts): what a form is about to send, read
 * from its controls as the service will receive it, checked by the same rules with the browser's
 * clock. Loaded when a form is first sent (app/components/forms/form-feedback.tsx).
 */

/** One refused field: its name, the id of its control (for the summary's link) and the message. */
export interface FieldProblem {
  name: string;
  id?: string;
  message: string;
}

/** Stands for a date typed in part: the browser sends '' for it, but it is not a date, and the rule says so. */
const PARTIAL_DATE = 'partial';

/** The body the form would post (new FormData), a date typed in part marked as such. */
function bodyOf(form: HTMLFormElement, fields: readonly FieldSpec[]): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(new FormData(form));
  for (const field of fields) {
    const control = form.elements.namedItem(field.name);
    if (field.type === 'date' && control instanceof HTMLInputElement && control.validity.badInput)
      body[field.name] = PARTIAL_DATE;
  }
  return body;
}

/**
 * The form's fields (its rows of the form table) the service would refuse, in the table's order.
 * `lists`: what the page's selects offer, the service's lists; `schedules`: the doctors' days and services, the
 * service's (content/site.ts). A filled honeypot is no refusal: the
 * page sends it, and the service answers it as sent and drops it (common/forms/rules.ts).
 */
export function checkFormElement(
  form: HTMLFormElement,
  fields: readonly FieldSpec[],
  messages: Record<MessageKey, string>,
  lists: Partial<Record<OptionList, readonly string[]>>,
  schedules: readonly DoctorSchedule[] = clinicDoctors,
): FieldProblem[] {
  const outcome = checkFields(fields, bodyOf(form, fields), {
    lists,
    openDays: clinicOpenDays,
    doctorSchedules: schedules,
    now: new Date(),
  });
  if (outcome.ok) return [];
  return outcome.refusals.map(({ name, refusal }) => {
    const control = form.elements.namedItem(name);
    return { name, id: (control instanceof Element && control.id) || undefined, message: messageOf(refusal, messages) };
  });
}
