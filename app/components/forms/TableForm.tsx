import type { FormKind, OptionList } from '@content/forms/kinds';
import { formFields } from '@content/forms/table';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, type Ref, startTransition, useCallback, useId, useState } from 'react';
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
  /**
   * The selects' lists (and their hints) as what is chosen in them narrows them (a booking's doctor and service:
   * common/forms/doctor-rule.ts `narrowedOptions`); without it, each select offers its whole list.
   */
  narrow?: (chosen: Partial<Record<OptionList, string>>) => Pick<FieldExtras, 'options' | 'hint'>;
}

type Chosen = Partial<Record<OptionList, string>>;

/** What the form's selects hold now, by the list each offers ("subject", the none option, is no choice). */
function chosenIn(kind: FormKind, form: HTMLFormElement): Chosen {
  const chosen: Chosen = {};
  for (const field of formFields[kind]) {
    const value = field.options && (form.elements.namedItem(field.name) as HTMLSelectElement | null)?.value;
    if (field.options && value && value !== 'subject') chosen[field.options] = value;
  }
  return chosen;
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
  narrow,
  ...fields
}: TableFormProps) {
  const uniqueId = useId();
  const [chosen, setChosen] = useState<Chosen>({});
  // Read once the form is drawn (a choice the page's query made, the form drawn again after a booking) and after each
  // change; in a transition, so hydration's first render stays the prerendered one
  // (docs/decisions/0065-hydrate-in-two-passes.md).
  const readChoices = useCallback(
    (form: HTMLFormElement) => {
      const now = chosenIn(kind, form);
      startTransition(() =>
        setChosen((before) => (now.doctors === before.doctors && now.services === before.services ? before : now)),
      );
    },
    [kind],
  );
  return (
    <EnhancedForm
      kind={kind}
      fields={formFields[kind]}
      label={label}
      className={className}
      onFields={narrow && readChoices}
    >
      {lead}
      <TableFields
        kind={kind}
        id={id ?? uniqueId}
        gridClassName={gridClassName}
        extras={{ Link, ...extras, ...narrow?.(chosen) }}
        {...fields}
      />
      <button type="submit" className={buttonClassName}>
        <Icon aria-hidden="true" className="size-5" />
        {submit}
      </button>
    </EnhancedForm>
  );
}
