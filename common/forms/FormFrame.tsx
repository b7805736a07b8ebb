import { HONEYPOT_FIELD, HONEYPOT_LABEL, KIND_FIELD, type FormKind } from '../../content/forms/kinds';
import type { ComponentProps } from 'react';

type FormFrameProps = Omit<ComponentProps<'form'>, 'method'> & { kind: FormKind };

/**
 * A form of the site as posted to the form service: the hidden kind and the honeypot (neither shown), then the form's
 * own content, its error summary first when refused. The site's forms (app/components/forms/EnhancedForm.tsx) and the
 * service's page for a form posted without JavaScript (common/forms/RefusedForm.tsx) draw it.
 */
export function FormFrame({ kind, children, ...form }: FormFrameProps) {
  return (
    <form method="post" {...form}>
      <input type="hidden" name={KIND_FIELD} value={kind} />
      <HoneypotField />
      {children}
    </form>
  );
}

/**
 * Honeypot: invisible to people, filled by bots; the service drops such posts. Every form of the site has it (the
 * withdrawal form too).
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {HONEYPOT_LABEL}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
