import type { FieldSpec, MessageKey, OptionList } from '../../content/forms/kinds';
import { clinicOpenDays } from '../booking-dates';
import { checkFields, messageOf } from './rules';

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
 * `lists`: what the page's selects offer, the service's lists. A filled honeypot is no refusal: the
 * page sends it, and the service answers it as sent and drops it (common/forms/rules.ts).
 */
export function checkFormElement(
  form: HTMLFormElement,
  fields: readonly FieldSpec[],
  messages: Record<MessageKey, string>,
  lists: Partial<Record<OptionList, readonly string[]>>,
): FieldProblem[] {
  const outcome = checkFields(fields, bodyOf(form, fields), { lists, openDays: clinicOpenDays, now: new Date() });
  if (outcome.ok) return [];
  return outcome.refusals.map(({ name, refusal }) => {
    const control = form.elements.namedItem(name);
    return { name, id: (control instanceof Element && control.id) || undefined, message: messageOf(refusal, messages) };
  });
}
