import { consentNotice } from '../privacy';
import {
  emailField,
  LIMITS,
  PHONE_PATTERN,
  SLUG_PATTERN,
  type FieldSpec,
  type FieldWords,
  type FormKind,
  type OptionList,
} from './kinds';
import { subscribeFields } from './subscribe-table';
import { WHATSAPP_FIELD, whatsappBoxLabel, whatsappOn } from './whatsapp-switch';
import { formWords } from './words';

/**
 * The one table of the site's forms: for each form kind its fields in order, with their words, types
 * and limits (content/forms/kinds.ts says what a row holds; which message refuses each field is in
 * content/forms/messages.ts, which the pages load only when a form is sent). The site's forms, the
 * form service's page for a form posted without JavaScript (common/forms/RefusedForm.tsx) and the
 * form rules both sides run (common/forms/rules.ts) all read it. Field names are the spec's, `appoinment_date`
 * spelt so (docs/form-service.md). Order within a kind: hidden fields first, then the visible
 * controls, checkboxes last. The e-mail sign-ups' rows are in content/forms/subscribe-table.ts.
 */

const words = formWords.fields;

const name = (text: FieldWords = words.name): FieldSpec => ({
  name: 'name',
  type: 'text',
  ...text,
  required: true,
  maxLength: LIMITS.maxName,
  autocomplete: 'name',
});

const email = (text: FieldWords = words.email): FieldSpec => emailField(text);

/** Form B's number is a text input, as in the spec; the rule is the same. */
const phone = (field: 'number' | 'phone', type: 'tel' | 'text', required: boolean): FieldSpec => ({
  name: field,
  type,
  ...words[field],
  required,
  maxLength: LIMITS.maxPhone,
  pattern: PHONE_PATTERN,
  autocomplete: 'tel',
  inputmode: 'tel',
});

const choice = (
  field: 'serviceName' | 'select' | 'countryname',
  options: OptionList,
  query?: FieldSpec['query'],
): FieldSpec => ({
  name: field,
  type: 'select',
  ...words[field],
  required: false,
  options,
  query,
});

const bookingDate = (field: 'booking_date' | 'appoinment_date'): FieldSpec => ({
  name: field,
  type: 'date',
  ...words[field],
  required: true,
});

const message = (text: FieldWords = words.message, messages?: FieldSpec['messages']): FieldSpec => ({
  name: 'message',
  type: 'textarea',
  ...text,
  required: true,
  maxLength: LIMITS.maxMessage,
  messages,
});

const slug = (field: 'postSlug' | 'replyTo', required: boolean): FieldSpec => ({
  name: field,
  type: 'hidden',
  label: '',
  required,
  maxLength: LIMITS.maxSlug,
  pattern: SLUG_PATTERN,
});

const consent: FieldSpec = { name: 'consent', type: 'checkbox', label: consentNotice.checkbox, required: true };

export const formFields: Record<FormKind, readonly FieldSpec[]> = {
  'appointment-a': [
    name(),
    {
      name: 'patient_name',
      type: 'text',
      ...words.patient_name,
      required: false,
      maxLength: LIMITS.maxName,
      autocomplete: 'off',
    },
    email(),
    choice('serviceName', 'services', 'service'),
    choice('select', 'doctors', 'doctor'),
    phone('number', 'tel', true),
    bookingDate('booking_date'),
    { name: 'booking_time', type: 'time', ...words.booking_time, required: false },
    consent,
  ],
  'appointment-b': [
    choice('countryname', 'countries'),
    {
      name: 'state',
      type: 'text',
      ...words.state,
      required: true,
      maxLength: LIMITS.maxState,
      autocomplete: 'address-level1',
    },
    phone('number', 'text', true),
    name(),
    email(),
    bookingDate('appoinment_date'),
    consent,
  ],
  contact: [
    name(),
    email(),
    phone('phone', 'tel', false),
    {
      name: 'subject',
      type: 'text',
      ...words.subject,
      required: false,
      maxLength: LIMITS.maxSubject,
    },
    message(),
    consent,
  ],
  comment: [
    slug('postSlug', true),
    slug('replyTo', false),
    name(),
    email(formWords.comment.email),
    message(formWords.comment.message, { characters: 'commentCharacters' }),
    consent,
  ],
  ...subscribeFields,
};

/**
 * The appointment forms' optional, unticked WhatsApp box, just before consent, only with the channel's switch on: a
 * literal the build reads, so with it off this is dropped and the pages' JavaScript is what it was without it.
 */
if (whatsappOn)
  for (const kind of ['appointment-a', 'appointment-b'] as const) {
    const fields = formFields[kind];
    const box: FieldSpec = { name: WHATSAPP_FIELD, type: 'checkbox', label: whatsappBoxLabel, required: false };
    formFields[kind] = [...fields.slice(0, -1), box, ...fields.slice(-1)];
  }
