import { blogPage } from '../../content/blog-page';
import { FORM_ENDPOINTS, type FieldSpec, type FormKind, type OptionList } from '../../content/forms/kinds';
import { formErrorPage } from '../../content/forms/messages';
import { formFields } from '../../content/forms/table';
import { formWords } from '../../content/forms/words';
import type { ComponentProps } from 'react';
import { fieldHint, type WeekdayName } from '../booking-dates';
import { EmergencyLine } from './ConsentNotice';
import { ErrorSummary } from './ErrorSummary';
import { FieldErrors } from './field-errors';
import { FormFrame } from './FormFrame';
import { PlainLink } from './links';
import { isTicked } from './rules';
import { SubscribeFields } from './SubscribeFields';
import { type FieldExtras, type ShownValues, TableFields } from './TableFields';

/**
 * A form posted without JavaScript that the service refused, drawn again for its page
 * (server/render-form-errors.tsx) with the markup of the site's own forms: what was sent shown
 * again, a message at each refused field and a summary above, posting back to the same endpoint.
 * Apart from the server so the site's forms can be compared with it (app/components/forms/forms.test.tsx).
 */

/**
 * What the service's page states besides the table: its lists, open days and the consent notice's figures (its own
 * settings).
 */
export interface RefusedFormSettings {
  lists: Record<OptionList, readonly string[]>;
  openDays: ReadonlySet<WeekdayName>;
  retentionDays: number;
  grievanceEmail: string;
}

export interface RefusedFormProps {
  kind: FormKind;
  action: string;
  /** The body as posted. */
  values: Record<string, unknown>;
  /** The message of each refused field. */
  errors: Record<string, string>;
  settings: RefusedFormSettings;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * What the body held, as the controls show it: text as typed, a select's option from its list (any case), a box ticked.
 */
function shownValues(
  fields: readonly FieldSpec[],
  body: Record<string, unknown>,
  lists: RefusedFormSettings['lists'],
): ShownValues {
  const read = (name: string) => (Object.hasOwn(body, name) ? body[name] : undefined);
  const shown: ShownValues = {};
  for (const field of fields) {
    const value = read(field.name);
    if (field.type === 'checkbox') shown[field.name] = isTicked(value);
    else if (field.type === 'select')
      shown[field.name] =
        lists[field.options!].find((item) => item.toLowerCase() === textOf(value).trim().toLowerCase()) ?? '';
    else shown[field.name] = textOf(value);
  }
  return shown;
}

const PlainDateInput = (props: ComponentProps<'input'>) => <input {...props} />;

export function RefusedForm({ kind, action, values, errors, settings }: RefusedFormProps) {
  const fields = formFields[kind];
  const shown = shownValues(fields, values, settings.lists);
  const visible = new Set(fields.filter((field) => field.type !== 'hidden').map((field) => field.name));
  const problems = Object.entries(errors).map(([name, message]) => ({
    name,
    id: visible.has(name) ? `field-${name}` : undefined,
    message,
  }));
  const extras: FieldExtras = {
    options: settings.lists,
    DateInput: PlainDateInput,
    // A time posted is shown again to change or empty; none posted, none shown (the confirmation's step lists the free
    // times: server/forms/time-step.tsx).
    times: Boolean(shown.booking_time),
    hint: (field) => fieldHint(field, settings.openDays),
    consent: { retentionDays: settings.retentionDays, grievanceEmail: settings.grievanceEmail },
    Link: PlainLink,
  };
  const label =
    kind === 'comment' ? blogPage.comments.formTitle : formWords.forms[kind as keyof typeof formWords.forms]?.label;
  const signUp = FORM_ENDPOINTS[kind] === 'subscriptions';
  return (
    <FieldErrors.Provider value={errors}>
      <FormFrame kind={kind} action={action} aria-label={label} className="space-y-4">
        <ErrorSummary problems={problems} alert />
        {FORM_ENDPOINTS[kind] === 'appointments' && <EmergencyLine />}
        {signUp ? (
          <SubscribeFields id="field" fields={fields} tone="light" values={shown} Link={PlainLink} />
        ) : (
          <>
            <TableFields
              kind={kind}
              id="field"
              values={shown}
              gridClassName="grid gap-4 sm:grid-cols-2"
              extras={extras}
            />
            <button type="submit" className="btn btn-primary">
              {formErrorPage.resend}
            </button>
          </>
        )}
      </FormFrame>
    </FieldErrors.Provider>
  );
}
