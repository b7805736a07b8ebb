import { HoneypotField } from './FormFrame';

/** The words the form shows (the site's page passes them as loader data, to keep them out of its JavaScript). */
export interface WithdrawalFormWords {
  title: string;
  emailLabel: string;
  emailHint: string;
  submit: string;
}

/**
 * The form asking for a withdrawal link: on the site's page (app/routes/withdraw-consent.tsx), and again, with the
 * address kept and the reason, on the service's page when the address was refused (server/forms/withdrawal-pages.tsx).
 */
export function WithdrawalForm({
  words,
  error,
  value,
}: {
  words: WithdrawalFormWords;
  error?: string;
  value?: string;
}) {
  return (
    <form
      method="post"
      action="/api/withdrawals"
      className="mt-8 space-y-4 rounded-2xl bg-mist p-6"
      aria-label={words.title}
    >
      <HoneypotField />
      <div>
        <label htmlFor="withdraw-email" className="mb-1.5 block text-sm font-semibold">
          {words.emailLabel}
        </label>
        <input
          id="withdraw-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'withdraw-email-hint withdraw-email-error' : 'withdraw-email-hint'}
          className="field"
        />
        <p id="withdraw-email-hint" className="mt-1 text-sm text-muted">
          {words.emailHint}
        </p>
        {error && (
          <p id="withdraw-email-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary">
        {words.submit}
      </button>
    </form>
  );
}
