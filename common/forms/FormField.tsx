import type { ReactNode } from 'react';
import { useFieldError } from './field-errors';

/** What a control receives from its FormField: the id, aria-describedby and aria-invalid to set. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  /** The field's name (posted as is) and id prefix. */
  name: string;
  id: string;
  label: string;
  /** Extra help shown under the field. */
  hint?: string;
  /** The control. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** A label, the control, an optional hint and the service's message when the field was refused. */
export function FormField({ name, id, label, hint, children, className = '' }: FormFieldProps) {
  const error = useFieldError(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
