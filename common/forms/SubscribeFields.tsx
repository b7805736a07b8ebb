import type { FieldSpec } from '../../content/forms/kinds';
import { ui } from '../../content/ui';
import { Send } from 'lucide-react';
import { fieldAttributes } from '../form-controls';
import { useFieldError } from './field-errors';
import type { LinkComponent } from './links';
import type { ShownValues } from './TableFields';

interface SubscribeFieldsProps {
  /** Prefix of the controls' ids. */
  id: string;
  /** The sign-up's rows of the form table (content/forms/subscribe-table.ts). */
  fields: readonly FieldSpec[];
  tone: 'light' | 'dark';
  /** Shown again (the service's page). */
  values?: ShownValues;
  Link: LinkComponent;
}

/**
 * An e-mail sign-up's fields: the table's e-mail field beside the button, then its checkboxes (the
 * newsletter's terms box) and the privacy line. The footer's and menus' forms
 * (app/components/forms/SubscribeForm.tsx) and the service's page for a sign-up posted without JavaScript draw them.
 */
export function SubscribeFields({ id, fields, tone, values = {}, Link }: SubscribeFieldsProps) {
  const email = fields.find((field) => field.type === 'email')!;
  const error = useFieldError(email.name);
  const text = tone === 'dark' ? 'text-white' : 'text-ink';
  return (
    <>
      <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${text}`}>
        {email.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          {...fieldAttributes(email)}
          id={`${id}-email`}
          name={email.name}
          defaultValue={values[email.name] as string | undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-notice`}
          className="field min-w-[12rem] flex-1"
        />
        <button type="submit" className="btn btn-primary shrink-0 px-4">
          <Send aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{ui.subscribe.submit}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {fields
        .filter((field) => field.type === 'checkbox')
        .map((box) => (
          <label key={box.name} className={`flex items-center gap-2 text-sm ${text}`}>
            <input
              {...fieldAttributes(box)}
              name={box.name}
              value="yes"
              defaultChecked={values[box.name] === true}
              className="size-5 accent-brand-700"
            />
            {box.label}
          </label>
        ))}
      <p id={`${id}-notice`} className={`text-xs ${tone === 'dark' ? 'text-brand-100' : 'text-muted'}`}>
        {ui.subscribe.notice}{' '}
        <Link to="/privacy" className="font-semibold underline underline-offset-2">
          {ui.subscribe.privacyLink}
        </Link>
      </p>
    </>
  );
}
