import type { FieldSpec, FormKind, OptionList } from '../../content/forms/kinds';
import { formFields } from '../../content/forms/table';
import { WHATSAPP_FIELD, whatsappOn } from '../../content/forms/whatsapp-switch';
import type { ComponentProps, ComponentType, Ref } from 'react';
import { fieldAttributes } from '../form-controls';
import { type ConsentFacts, ConsentNotice } from './ConsentNotice';
import { type FieldControlProps, FormField } from './FormField';
import type { LinkComponent } from './links';

/**
 * What the richer controls need, given by the forms that have them (app/components/forms/field-extras.ts;
 * the service's page, common/forms/RefusedForm.tsx), so a page whose form has none (the blog's
 * comment form) does not load them.
 */
export interface FieldExtras {
  /** What each select offers: the lists the service checks a choice against. */
  options?: Record<OptionList, readonly string[]>;
  /** The control of a date field. */
  DateInput?: ComponentType<ComponentProps<'input'> & { name: string }>;
  /**
   * Draw a booking's optional time as a plain time input (the service's page, a time posted); without it the form draws
   * none: the site's forms load a picker once a date is chosen (app/components/forms/TimePicker.tsx).
   */
  times?: boolean;
  /** A field's hint as shown. */
  hint?: (field: FieldSpec) => string | undefined;
  /**
   * The consent notice's links (React Router's in the app, plain ones on the service's page) and figures (default:
   * content/site.ts).
   */
  Link?: LinkComponent;
  consent?: ConsentFacts;
}

/**
 * The values of a form's hidden fields, and what it held when sent, shown again (the service's page): text as typed, a
 * select's option, a box's tick.
 */
export type ShownValues = Record<string, string | boolean>;

interface TableFieldsProps {
  kind: FormKind;
  /** Prefix of the controls' ids. */
  id: string;
  values?: ShownValues;
  /** Classes of the grid the visible fields sit in. */
  gridClassName: string;
  controlClassName?: string;
  /** Given to the first visible control (the comment form focuses it on Reply). */
  firstRef?: Ref<HTMLInputElement>;
  extras?: FieldExtras;
}

/**
 * A form's fields from the form table (content/forms/table.ts), in its order: the hidden fields,
 * a grid of labelled controls (a text area spans the grid), then the consent notice and box.
 * The site's forms and the service's page for a form posted without JavaScript both draw them.
 */
export function TableFields({
  kind,
  id,
  values = {},
  gridClassName,
  controlClassName = 'field',
  firstRef,
  extras = {},
}: TableFieldsProps) {
  const fields = formFields[kind];
  const consent = fields.find((field) => field.name === 'consent');
  const visible = fields.filter(
    (field) => field.type !== 'hidden' && field.type !== 'checkbox' && (field.type !== 'time' || extras.times),
  );
  return (
    <>
      {fields
        .filter((field) => field.type === 'hidden')
        .map((field) => (
          <input
            key={field.name}
            {...fieldAttributes(field)}
            name={field.name}
            value={(values[field.name] as string | undefined) ?? ''}
          />
        ))}
      <div className={gridClassName}>
        {visible.map((field, index) => (
          <FormField
            key={field.name}
            name={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            hint={extras.hint?.(field)}
            className={field.type === 'textarea' ? 'sm:col-span-2' : ''}
          >
            {(control) => (
              <FieldControl
                field={field}
                control={control}
                value={values[field.name] as string | undefined}
                className={controlClassName}
                extras={extras}
                inputRef={index === 0 ? firstRef : undefined}
              />
            )}
          </FormField>
        ))}
      </div>
      {consent &&
        (whatsappOn ? (
          <>
            <OptionalBoxes id={id} fields={fields} values={values} />
            <ConsentNotice
              id={id}
              field={consent}
              facts={extras.consent}
              ticked={values[consent.name] === true}
              Link={extras.Link!}
            />
          </>
        ) : (
          <ConsentNotice
            id={id}
            field={consent}
            facts={extras.consent}
            ticked={values[consent.name] === true}
            Link={extras.Link!}
          />
        ))}
    </>
  );
}

/**
 * The WhatsApp box (content/forms/whatsapp-switch.ts), optional and unticked, above the consent notice: drawn only
 * with the switch on, a literal the build reads, so with it off neither this nor the box is in the pages' JavaScript.
 */
function OptionalBoxes({ id, fields, values }: { id: string; fields: readonly FieldSpec[]; values: ShownValues }) {
  const box = fields.find((field) => field.name === WHATSAPP_FIELD);
  return box ? (
    <div className="check text-sm">
      <label className="flex items-start gap-3">
        <input
          {...fieldAttributes(box)}
          id={`${id}-${box.name}`}
          name={box.name}
          value="yes"
          defaultChecked={values[box.name] === true}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        {box.label}
      </label>
    </div>
  ) : null;
}

/** Thrown when a form's table has a control its form gave no extras for: a programming error. */
function missing(field: FieldSpec, extra: keyof FieldExtras): never {
  throw new Error(`${field.name} needs extras.${extra}`);
}

interface FieldControlOptions {
  field: FieldSpec;
  control: FieldControlProps;
  /** Shown again: the service's page. */
  value?: string;
  className: string;
  extras: FieldExtras;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Chooses a select's option from the page's query (/appointment?service=Diabetes): what a book button
 * carries (the table row's `query`). A stable ref callback: it runs once, after hydration, so the
 * prerendered page (where the service marked the option) and React agree, and a later choice stands.
 */
function preselectFromQuery(select: HTMLSelectElement | null) {
  const wanted = select && new URLSearchParams(window.location.search).get(select.dataset.query!)?.toLowerCase();
  if (wanted)
    for (const option of select.options) if (option.value.toLowerCase() === wanted) select.value = option.value;
}

function FieldControl({ field, control, value, className, extras, inputRef }: FieldControlOptions) {
  const attributes = fieldAttributes(field);
  switch (field.type) {
    case 'select': {
      const options = field.options ? (extras.options ?? missing(field, 'options'))[field.options] : [];
      return (
        <select
          {...control}
          {...attributes}
          ref={field.query && preselectFromQuery}
          data-query={field.query}
          name={field.name}
          defaultValue={value || 'subject'}
          className={className}
        >
          <option value="subject">{field.placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    }
    case 'textarea':
      return (
        <textarea {...control} {...attributes} name={field.name} defaultValue={value} rows={5} className={className} />
      );
    case 'date':
      if (!extras.DateInput) return missing(field, 'DateInput');
      return (
        <extras.DateInput {...control} {...attributes} name={field.name} defaultValue={value} className={className} />
      );
    default:
      return (
        <input
          {...control}
          {...attributes}
          ref={inputRef}
          name={field.name}
          defaultValue={value}
          className={className}
        />
      );
  }
}
