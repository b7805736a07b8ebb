import type { FieldSpec } from '@content/forms/kinds';
import { subscribeFields } from '@content/forms/subscribe-table';
import { ui } from '@content/ui';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { fieldAttributes } from '@common/form-controls';
import { EnhancedForm, useFieldError } from './EnhancedForm';

interface SubscribeFormProps {
  /** 'newsletter' (footer, with the optional terms box) or 'get-update' (menus and panels). */
  kind: 'newsletter' | 'get-update';
  tone?: 'light' | 'dark';
}

/** The e-mail sign-up of the footer ('newsletter') and of the side panel and off-canvas menu ('Get Update'). */
export function SubscribeForm({ kind, tone = 'light' }: SubscribeFormProps) {
  const id = useId();
  return (
    <EnhancedForm kind={kind} fields={subscribeFields[kind]} className="space-y-2">
      <SubscribeFields id={id} fields={subscribeFields[kind]} tone={tone} />
    </EnhancedForm>
  );
}

/** The table's e-mail field beside the button, then its checkboxes (the newsletter's terms box). */
function SubscribeFields({ id, fields, tone }: { id: string; fields: readonly FieldSpec[]; tone: 'light' | 'dark' }) {
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
            <input {...fieldAttributes(box)} name={box.name} value="yes" className="size-5 accent-brand-700" />
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
