import { site } from '@content/site';
import { ui } from '@content/ui';
import { Send } from 'lucide-react';
import { useId } from 'react';
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
    <EnhancedForm action={site.formActions.subscriptions} kind={kind} className="space-y-2">
      <SubscribeFields id={id} kind={kind} tone={tone} />
    </EnhancedForm>
  );
}

function SubscribeFields({ id, kind, tone }: { id: string; kind: SubscribeFormProps['kind']; tone: 'light' | 'dark' }) {
  const error = useFieldError('email');
  const text = tone === 'dark' ? 'text-white' : 'text-ink';
  return (
    <>
      <label htmlFor={`${id}-email`} className={`block text-sm font-semibold ${text}`}>
        {ui.subscribe.emailLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={ui.subscribe.emailPlaceholder}
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
      {kind === 'newsletter' && (
        <label className={`flex items-center gap-2 text-sm ${text}`}>
          <input type="checkbox" name="terms" value="yes" className="size-5 accent-brand-700" />
          {ui.subscribe.termsLabel}
        </label>
      )}
      <p id={`${id}-notice`} className={`text-xs ${tone === 'dark' ? 'text-brand-100' : 'text-muted'}`}>
        {ui.subscribe.notice}
      </p>
    </>
  );
}
