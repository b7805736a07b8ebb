import type { FormKind } from '@content/forms/kinds';
import { formFields } from '@content/forms/table';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Link } from 'react-router';
import { EnhancedForm } from './EnhancedForm';
import { type FieldExtras, TableFields } from './TableFields';

interface TableFormProps {
  kind: FormKind;
  /** The form's accessible name. */
  label: string;
  /** The button's words and icon. */
  submit: string;
  icon: LucideIcon;
  /** Above the fields (a booking form's emergency line). */
  lead?: ReactNode;
  /** Prefix of the controls' ids; default: a unique one. */
  id?: string;
  className?: string;
  gridClassName?: string;
  buttonClassName?: string;
  controlClassName?: string;
  /** Values of the kind's hidden fields. */
  values?: Record<string, string>;
  firstRef?: Ref<HTMLInputElement>;
  extras?: FieldExtras;
}

/** A form whose fields all come from the form table: the booking, contact and comment forms. */
export function TableForm({
  kind,
  label,
  submit,
  icon: Icon,
  lead,
  id,
  className = 'space-y-4',
  gridClassName = 'grid gap-4 sm:grid-cols-2',
  buttonClassName = 'btn btn-primary',
  extras,
  ...fields
}: TableFormProps) {
  const uniqueId = useId();
  return (
    <EnhancedForm kind={kind} fields={formFields[kind]} label={label} className={className}>
      {lead}
      <TableFields
        kind={kind}
        id={id ?? uniqueId}
        gridClassName={gridClassName}
        extras={{ Link, ...extras }}
        {...fields}
      />
      <button type="submit" className={buttonClassName}>
        <Icon aria-hidden="true" className="size-5" />
        {submit}
      </button>
    </EnhancedForm>
  );
}
