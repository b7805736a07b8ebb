import { type FieldSpec, FORM_ENDPOINTS, type FormKind, LIMITS } from '@content/forms/kinds';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import type { FieldProblem } from '@common/forms/check-form-element';
import { FieldErrors } from '@common/forms/field-errors';
import { FormFrame } from '@common/forms/FormFrame';

type Feedback = typeof import('./form-feedback');
const loadFeedback = () => import('./form-feedback');

/**
 * A form that works as a plain HTML post without JavaScript (the browser's own checks, then the
 * form service answers with a confirmation or the form again with messages), and with JavaScript
 * checks the fields by the service's own rules and words (noValidate once hydrated, so the browser's bubbles do
 * not speak instead), sends by fetch and shows 'sending', 'sent' or 'not sent, here is why' in place:
 * each refused field marked, a summary that takes focus, and a booking's confirmation in place of
 * the form. That code (form-feedback.tsx) loads when the form is first sent, or when a booking's doctor or date is
 * first chosen: it holds the time picker too (TimePicker.tsx), so the page's first load carries one import of it.
 * Contract: docs/form-service.md.
 */
type Status =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string };

interface EnhancedFormProps {
  /** The form kind the service records (`form` hidden field), e.g. "appointment-a"; decides where it posts. */
  kind: FormKind;
  /** The kind's rows of the form table, checked before sending (given by the form, which has them loaded). */
  fields: readonly FieldSpec[];
  /** Clear the fields after a successful send. */
  resetOnSuccess?: boolean;
  className?: string;
  /** Accessible name of the form (makes it a landmark; leave out for small repeated forms). */
  label?: string;
  /** Given the form once it is drawn and after each choice in a select (a booking narrows its selects by them). */
  onFields?: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/**
 * Once hydrated, the form's own check speaks instead of the browser's bubbles (without JavaScript the browser's checks
 * stay).
 */
const withoutBrowserBubbles = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

export function EnhancedForm({
  kind,
  fields,
  resetOnSuccess = true,
  className = '',
  label,
  onFields,
  children,
}: EnhancedFormProps) {
  const action = site.formActions[FORM_ENDPOINTS[kind]];
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [feedback, setFeedback] = useState<Feedback>();
  const [booked, setBooked] = useState<[FormData, unknown]>();
  const errors = Object.fromEntries(problems.map((problem) => [problem.name, problem.message]));
  const drawn = useCallback(
    (form: HTMLFormElement | null) => {
      withoutBrowserBubbles(form);
      if (form) onFields?.(form);
    },
    [onFields],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let loaded: Feedback;
    try {
      loaded = await loadFeedback();
    } catch {
      // The check could not load (a new release, a lost connection): the service checks the native post.
      return form.submit();
    }
    setFeedback(loaded);
    const found = loaded.checkForm(form, fields, LIMITS);
    setProblems(found);
    setStatus({ state: found.length ? 'idle' : 'sending' });
    if (found.length) return;
    try {
      const sent = new FormData(form);
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(sent as unknown as Record<string, string>).toString(),
      });
      const body = (await response.json().catch(() => ({}))) as {
        visit?: unknown;
        message?: string;
        error?: string;
        errors?: Record<string, string>;
      };
      if (response.ok) {
        // The service answers with the kind's words (content/forms/answers.ts), which the page need not carry.
        setStatus({ state: 'sent', message: body.message ?? ui.forms.sent });
        if (FORM_ENDPOINTS[kind] === 'appointments') setBooked([sent, body.visit]);
        else if (resetOnSuccess) form.reset();
        return;
      }
      if (body.errors) {
        setProblems(loaded.problemsFrom(form, body.errors));
        setStatus({ state: 'failed', message: `${ui.forms.notSent} ${ui.forms.fixFields}` });
        return;
      }
      const reason = response.status === 429 ? ui.forms.tooMany : (body.error ?? ui.forms.serverError);
      setStatus({ state: 'failed', message: `${ui.forms.notSent} ${reason}` });
    } catch {
      setStatus({ state: 'failed', message: `${ui.forms.notSent} ${ui.forms.networkError}` });
    }
  }

  if (booked && feedback)
    return (
      <feedback.BookingConfirmationPanel
        request={feedback.bookedRequest(kind, ...booked)}
        onAnother={() => setBooked(undefined)}
      />
    );
  return (
    <FieldErrors.Provider value={errors}>
      <FormFrame
        kind={kind}
        action={action}
        onSubmit={submit}
        ref={drawn}
        onChange={({ target, currentTarget }) => {
          // A select's choice only: typing in a text field (a change event each key) reads nothing.
          if (target instanceof HTMLSelectElement) onFields?.(currentTarget);
          if ((target as unknown as HTMLInputElement).type === 'date') loadFeedback().then(setFeedback, () => {});
        }}
        aria-label={label}
        className={className}
      >
        {feedback && problems[0] && <feedback.ErrorSummary problems={problems} />}
        {children}
        {feedback && <feedback.TimePicker fields={fields} />}
        <p
          role="status"
          aria-live="polite"
          data-form-status={status.state}
          className={`text-sm font-semibold ${status.state === 'failed' ? 'text-danger' : status.state === 'sent' ? 'text-success' : 'text-muted'}`}
        >
          {status.state === 'sending' ? ui.forms.sending : status.state === 'idle' ? '' : status.message}
        </p>
      </FormFrame>
    </FieldErrors.Provider>
  );
}
