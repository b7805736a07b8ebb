import type { FieldSpec, MessageKey, OptionList } from '../../content/forms/kinds';
import { clinicOpenDays } from '../booking-dates';
import { checkFields, honeypotFilled, messageOf } from './rules';

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

export type FormCheck = { dropped: true } | { dropped: false; problems: FieldProblem[] };

/** Stands for a date typed in part: the browser sends '' for it, but it is not a date, and the rule says so. */
const PARTIAL_DATE = 'partial';

/** The body the form would post (new FormData), a date typed in part marked as such. */
function bodyOf(form: HTMLFormElement, fields: readonly FieldSpec[]): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(new FormData(form));
  for (const field of fields) {
    const control = form.elements.namedItem(field.name);
    if (field.type === 'date' && control instanceof HTMLInputElement && control.validity.badInput) body[field.name] = PARTIAL_DATE;
  }
  return body;
}

/**
 * The form's fields (its rows of the form table) as the service would answer them: dropped (the
 * honeypot), or the refused ones in the table's order. `lists`: what the page's selects offer, the service's lists.
 */
export function checkFormElement(
  form: HTMLFormElement,
  fields: readonly FieldSpec[],
  messages: Record<MessageKey, string>,
  lists: Partial<Record<OptionList, readonly string[]>>,
): FormCheck {
  const body = bodyOf(form, fields);
  if (honeypotFilled(body)) return { dropped: true };
  const outcome = checkFields(fields, body, { lists, openDays: clinicOpenDays, now: new Date() });
  if (outcome.ok) return { dropped: false, problems: [] };
  return {
    dropped: false,
    problems: outcome.refusals.map(({ name, refusal }) => {
      const control = form.elements.namedItem(name);
      return { name, id: (control instanceof Element && control.id) || undefined, message: messageOf(refusal, messages) };
    }),
  };
}
