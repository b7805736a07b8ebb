import { formFields, type FieldSpec, type FormKind, type OptionList } from '@content/form-fields';
import { fieldMessages } from '@content/form-messages';
import { site } from '@content/site';
import type { FormEvent, Ref } from 'react';
import { serviceOptions } from '~/content/service-options';
import { fieldHint } from '~/lib/booking-dates';
import { fieldAttributes } from '~/lib/form-controls';
import { BookingDateInput } from './BookingDateInput';
import { ConsentNotice } from './ConsentNotice';
import { type FieldControlProps, FormField } from './FormField';

/** What each select offers: the lists the service checks a choice against. */
const optionLists: Record<OptionList, readonly string[]> = {
  services: serviceOptions.map((service) => service.label),
  doctors: site.doctors.map((doctor) => doctor.name),
  countries: site.countries,
};

interface TableFieldsProps {
  kind: FormKind;
  /** Prefix of the controls' ids. */
  id: string;
  /** Values of the kind's hidden fields. */
  hidden?: Record<string, string>;
  /** Classes of the grid the visible fields sit in. */
  gridClassName: string;
  controlClassName?: string;
  /** Given to the first visible control (the comment form focuses it on Reply). */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * A form's fields from the form table (content/form-fields.ts), in its order: the hidden fields,
 * a grid of labelled controls (a text area spans the grid), then the consent notice and box.
 */
export function TableFields({ kind, id, hidden = {}, gridClassName, controlClassName = 'field', firstRef }: TableFieldsProps) {
  const fields = formFields[kind];
  const consent = fields.find((field) => field.name === 'consent');
  const visible = fields.filter((field) => field.type !== 'hidden' && field.type !== 'checkbox');
  return (
    <>
      {fields
        .filter((field) => field.type === 'hidden')
        .map((field) => (
          <input key={field.name} {...fieldAttributes(field)} name={field.name} value={hidden[field.name] ?? ''} />
        ))}
      <div className={gridClassName}>
        {visible.map((field, index) => (
          <FormField key={field.name} name={field.name} id={`${id}-${field.name}`} label={field.label} hint={fieldHint(field)} className={field.type === 'textarea' ? 'sm:col-span-2' : ''}>
            {(control) => <FieldControl field={field} control={control} className={controlClassName} inputRef={index === 0 ? firstRef : undefined} />}
          </FormField>
        ))}
      </div>
      {consent && <ConsentNotice id={id} field={consent} />}
    </>
  );
}

/** In the browser, a pattern mismatch speaks the service's words for the field instead of the browser's. */
function patternMessage(field: FieldSpec) {
  const invalid = field.pattern && field.messages.invalid;
  if (!invalid) return {};
  return {
    onInvalid: (event: FormEvent<HTMLInputElement>) => {
      if (event.currentTarget.validity.patternMismatch) event.currentTarget.setCustomValidity(fieldMessages[invalid]);
    },
    onInput: (event: FormEvent<HTMLInputElement>) => event.currentTarget.setCustomValidity(''),
  };
}

function FieldControl({ field, control, className, inputRef }: { field: FieldSpec; control: FieldControlProps; className: string; inputRef?: Ref<HTMLInputElement> }) {
  const attributes = fieldAttributes(field);
  switch (field.type) {
    case 'select':
      return (
        <select {...control} {...attributes} name={field.name} defaultValue="subject" className={className}>
          <option value="subject">{field.placeholder}</option>
          {(field.options ? optionLists[field.options] : []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return <textarea {...control} {...attributes} name={field.name} rows={5} className={className} />;
    case 'date':
      return <BookingDateInput {...control} {...attributes} name={field.name} className={className} />;
    default:
      return <input {...control} {...attributes} {...patternMessage(field)} ref={inputRef} name={field.name} className={className} />;
  }
}
