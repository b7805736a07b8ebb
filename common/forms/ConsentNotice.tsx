import { grievanceContact } from '../../content/helpers';
import type { FieldSpec } from '../../content/forms/kinds';
import { consentNotice, withdrawPagePath } from '../../content/privacy';
import { site } from '../../content/site';
import { fill } from '../../content/ui';
import { fieldAttributes } from '../form-controls';
import { useFieldError } from './field-errors';
import type { LinkComponent } from './links';

/**
 * What the consent notice states: how long requests are kept and whom to write to (the service's own settings on its
 * pages).
 */
export type ConsentFacts = { retentionDays: number; grievanceEmail: string };

interface ConsentNoticeProps {
  id: string;
  field: FieldSpec;
  /** Default: content/site.ts. */
  facts?: ConsentFacts;
  /** Ticked already (the service's page, showing what was sent). */
  ticked?: boolean;
  Link: LinkComponent;
}

/**
 * The DPDP Act notice and the unticked, required consent box (the table's `consent` field) of a form
 * that collects personal data. `check`: the service's pages lay the box out by it (server/page-shell.ts).
 */
export function ConsentNotice({ id, field, facts, ticked, Link }: ConsentNoticeProps) {
  const error = useFieldError(field.name);
  return (
    <div className="check space-y-2 rounded-xl bg-mist p-4 text-sm">
      <p id={`${id}-notice`}>
        {fill(
          consentNotice.short,
          facts ?? { retentionDays: site.retentionDays, grievanceEmail: grievanceContact(site).email },
        )}{' '}
        <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
          {consentNotice.link}
        </Link>{' '}
        <Link to={withdrawPagePath} className="font-semibold text-brand-700 underline underline-offset-2">
          {consentNotice.withdrawLink}
        </Link>
      </p>
      <label className="flex items-start gap-3 font-semibold">
        <input
          {...fieldAttributes(field)}
          id={`${id}-consent`}
          name={field.name}
          value="yes"
          defaultChecked={ticked}
          aria-describedby={`${id}-notice${error ? ` ${id}-consent-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        {field.label}
      </label>
      {error && (
        <p id={`${id}-consent-error`} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** "For an emergency, call 112 now. Do not use this form." on every booking form. */
export function EmergencyLine() {
  return (
    <p className="rounded-xl border-l-4 border-danger bg-red-50 px-4 py-2 text-sm font-semibold text-danger">
      {fill(consentNotice.emergency, { phone: site.contact.emergencyPhone, ambulance: site.contact.ambulancePhone })}
    </p>
  );
}
