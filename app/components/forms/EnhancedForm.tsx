import { FORM_ENDPOINTS, HONEYPOT_FIELD, HONEYPOT_LABEL, KIND_FIELD, type FormKind } from '@content/forms/kinds';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { createContext, type FormEvent, type ReactNode, useContext, useState } from 'react';

/**
 * A form that works as a plain HTML post without JavaScript (the form service answers with a
 * thank-you page or the form again with messages), and with JavaScript sends by fetch and shows
 * 'sending', 'sent' or 'not sent, here is why' in place. Contract: docs/form-service.md.
 */
type Status = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string };

const FieldErrors = createContext<Record<string, string>>({});

/** The server's message for one field, if the last attempt was refused. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrors)[name];
}

interface EnhancedFormProps {
  /** The form kind the service records (`form` hidden field), e.g. "appointment-a"; decides where it posts. */
  kind: FormKind;
  /** Clear the fields after a successful send. */
  resetOnSuccess?: boolean;
  className?: string;
  /** Accessible name of the form (makes it a landmark; leave out for small repeated forms). */
  label?: string;
  children: ReactNode;
}

export function EnhancedForm({ kind, resetOnSuccess = true, className = '', label, children }: EnhancedFormProps) {
  const action = site.formActions[FORM_ENDPOINTS[kind]];
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus({ state: 'sending' });
    setErrors({});
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string; errors?: Record<string, string> };
      if (response.ok) {
        // The service answers with the kind's words (content/forms/answers.ts), which the page need not carry.
        setStatus({ state: 'sent', message: body.message ?? ui.forms.sent });
        if (resetOnSuccess) form.reset();
        return;
      }
      if (body.errors) {
        setErrors(body.errors);
        setStatus({ state: 'failed', message: `${ui.forms.notSent} ${ui.forms.fixFields}` });
        form.querySelector<HTMLElement>(`[name="${Object.keys(body.errors)[0]}"]`)?.focus();
        return;
      }
      const reason = response.status === 429 ? ui.forms.tooMany : (body.error ?? ui.forms.serverError);
      setStatus({ state: 'failed', message: `${ui.forms.notSent} ${reason}` });
    } catch {
      setStatus({ state: 'failed', message: `${ui.forms.notSent} ${ui.forms.networkError}` });
    }
  }

  return (
    <FieldErrors.Provider value={errors}>
      <form method="post" action={action} onSubmit={submit} aria-label={label} className={className}>
        <input type="hidden" name={KIND_FIELD} value={kind} />
        {/* Honeypot: invisible to people, filled by bots; the service drops such posts. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {HONEYPOT_LABEL}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {children}
        <p
          role="status"
          aria-live="polite"
          data-form-status={status.state}
          className={`text-sm font-semibold ${status.state === 'failed' ? 'text-danger' : status.state === 'sent' ? 'text-success' : 'text-muted'}`}
        >
          {status.state === 'sending' ? ui.forms.sending : status.state === 'idle' ? '' : status.message}
        </p>
      </form>
    </FieldErrors.Provider>
  );
}
