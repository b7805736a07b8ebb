// @vitest-environment jsdom
import { FORM_ENDPOINTS, FORM_KINDS, HONEYPOT_FIELD, KIND_FIELD, PHONE_PATTERN, type FormKind } from '../../content/forms/kinds';
import { formFields } from '../../content/forms/table';
import { formWords } from '../../content/forms/words';
import { consentNotice } from '../../content/privacy';
import { site } from '../../content/site';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFormErrors, type FormPageSettings } from '../../server/render-form-errors';
import { createValidator, MESSAGES } from '../../server/validation';
import { CommentForm } from '../../app/components/blog/CommentForm';
import { addDays, clinicOpenDays, todayInKolkata, weekdayOf } from '../../common/booking-dates';
import { checkForm } from '../../app/components/forms/form-feedback';
import { LIMITS } from '../../content/forms/kinds';
import { serviceOptions } from '../../app/content/service-options';
import { AppointmentFormA, AppointmentFormB } from '../../app/components/forms/AppointmentForm';
import { ContactForm } from '../../app/components/forms/ContactForm';
import { SubscribeForm } from '../../app/components/forms/SubscribeForm';

afterEach(cleanup);

const lists = { services: serviceOptions.map((service) => service.label), doctors: site.doctors.map((doctor) => doctor.name), countries: site.countries };
const settings: FormPageSettings = {
  practiceName: site.practiceName,
  lists,
  openDays: clinicOpenDays,
  emergencyPhone: site.contact.emergencyPhone,
  ambulancePhone: site.contact.ambulancePhone,
  retentionDays: site.retentionDays,
  grievanceEmail: site.grievanceOfficer.email,
};

const reactForms: Record<FormKind, () => ReactElement> = {
  'appointment-a': () => <AppointmentFormA />,
  'appointment-b': () => <AppointmentFormB />,
  contact: () => <ContactForm />,
  comment: () => <CommentForm postSlug="living-well-with-type-2-diabetes" onCancelReply={() => {}} />,
  newsletter: () => <SubscribeForm kind="newsletter" />,
  'get-update': () => <SubscribeForm kind="get-update" />,
};

/** The site's React form of a kind, rendered in jsdom. */
function reactForm(kind: FormKind): HTMLFormElement {
  const { container } = render(<MemoryRouter>{reactForms[kind]()}</MemoryRouter>);
  return container.querySelector('form')!;
}

/** The form service's page for the same kind posted without JavaScript, parsed by jsdom. */
function serverForm(kind: FormKind): HTMLFormElement {
  const html = renderFormErrors(
    { kind, action: site.formActions[FORM_ENDPOINTS[kind]], values: {}, errors: { email: MESSAGES.emailInvalid }, backPath: null },
    settings,
  );
  return new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const ATTRIBUTES = ['type', 'maxlength', 'pattern', 'autocomplete', 'inputmode', 'placeholder'] as const;

/** What a person and the browser get of each control: in order, its name, label, options and checks. */
function controlsOf(form: HTMLFormElement) {
  return [...form.querySelectorAll<Control>('input, select, textarea')].map((control) => ({
    name: control.name,
    tag: control.tagName.toLowerCase(),
    label: control.labels?.[0]?.textContent?.trim() ?? '',
    required: control.hasAttribute('required'),
    ...(Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, control.getAttribute(attribute)])) as Record<(typeof ATTRIBUTES)[number], string | null>),
    options: control instanceof HTMLSelectElement ? [...control.options].map((option) => option.textContent) : undefined,
  }));
}

describe('one table drives the React forms and the form service’s no-JavaScript page', () => {
  it.each(FORM_KINDS)('%s: the same fields, in the same order, with the same labels and checks', (kind) => {
    const fromReact = controlsOf(reactForm(kind));
    const fromServer = controlsOf(serverForm(kind));
    expect(fromReact.map((control) => control.name)).toEqual([KIND_FIELD, HONEYPOT_FIELD, ...formFields[kind].map((field) => field.name)]);
    expect(fromReact).toEqual(fromServer);
    for (const field of formFields[kind].filter((candidate) => candidate.type !== 'hidden')) {
      const control = fromReact.find((candidate) => candidate.name === field.name)!;
      expect(control.label).toBe(field.label);
      expect(control.required).toBe(field.required);
      expect(control.maxlength).toBe(field.maxLength === undefined ? null : String(field.maxLength));
    }
  });

  it('the contact form has its optional subject on both', () => {
    for (const form of [reactForm('contact'), serverForm('contact')]) {
      const subject = form.querySelector<HTMLInputElement>('input[name="subject"]')!;
      expect(subject.labels?.[0]?.textContent).toBe(formWords.fields.subject.label);
      expect(subject.required).toBe(false);
      expect(subject.maxLength).toBe(200);
    }
  });

  it('the consent box says the privacy notice’s words on both', () => {
    for (const form of [reactForm('appointment-a'), serverForm('appointment-a')]) {
      const consent = form.querySelector<HTMLInputElement>('input[name="consent"]')!;
      expect(consent.labels?.[0]?.textContent?.trim()).toBe(consentNotice.checkbox);
      expect(consent.required).toBe(true);
    }
  });

  it('the consent notice links the privacy notice and the withdrawal page on both', () => {
    for (const form of [reactForm('appointment-a'), serverForm('appointment-a')]) {
      const links = Object.fromEntries([...form.querySelectorAll('a')].map((link) => [link.textContent?.trim(), link.getAttribute('href')]));
      expect(links[consentNotice.link]).toBe('/privacy');
      expect(links[consentNotice.withdrawLink]).toBe('/withdraw-consent');
    }
  });
});

describe('one phone rule in the browser and on the service', () => {
  const B = { form: 'appointment-b', countryname: 'India', state: 'Kerala', name: 'Ravi', email: 'ravi@example.org', consent: 'yes' };
  const validate = createValidator({ ...lists, openDays: clinicOpenDays, now: () => new Date() });
  const openDay = () => {
    let date = addDays(todayInKolkata(), 2);
    while (!clinicOpenDays.has(weekdayOf(date))) date = addDays(date, 1);
    return date;
  };
  const samples = [
    '+91 98765 43210',
    '98765-43210',
    '080-4000-1234',
    '1234567',
    '123 456',
    '+1234567890123456',
    '98450+12345',
    'call me',
    '9876543210-',
    '+91  98765  43210',
  ];

  it.each(['appointment-a', 'appointment-b', 'contact'] as const)('%s: every phone input carries the one pattern and limit', (kind) => {
    const input = reactForm(kind).querySelector<HTMLInputElement>('input[inputmode="tel"]')!;
    expect(input.getAttribute('pattern')).toBe(PHONE_PATTERN);
    expect(input.maxLength).toBe(30);
  });

  it.each(samples)('"%s": the browser and the service agree on form B’s number', (sample) => {
    const input = reactForm('appointment-b').querySelector<HTMLInputElement>('input[name="number"]')!;
    fireEvent.input(input, { target: { value: sample } });
    const browserAccepts = input.checkValidity();
    const result = validate('appointment-b', { ...B, number: sample, appoinment_date: openDay() });
    expect(result.ok).toBe(browserAccepts);
    // Refused by the service in the words it uses for every phone field.
    if (!result.ok) expect(result.errors).toEqual({ number: MESSAGES.phoneInvalid });
  });

  it('letters in form B’s number are refused (the pattern it lacked)', () => {
    const input = reactForm('appointment-b').querySelector<HTMLInputElement>('input[name="number"]')!;
    fireEvent.input(input, { target: { value: 'call me' } });
    expect(input.validity.patternMismatch).toBe(true);
    expect(input.form!.checkValidity()).toBe(false);
  });
});

describe('one booking-date rule in the browser and on the service', () => {
  it('a closed day is refused in the same words', () => {
    let sunday = addDays(todayInKolkata(), 1);
    while (weekdayOf(sunday) !== 'sunday') sunday = addDays(sunday, 1);
    const form = reactForm('appointment-a');
    const input = form.querySelector<HTMLInputElement>('input[name="booking_date"]')!;
    fireEvent.change(input, { target: { value: sunday } });
    const check = checkForm(form, formFields['appointment-a'], LIMITS);
    const inPage = check.dropped ? '' : check.problems.find((problem) => problem.name === 'booking_date')?.message;
    expect(inPage).toBe('We are closed on Sundays. Please choose a day from Monday to Friday.');
    const validate = createValidator({ ...lists, openDays: clinicOpenDays, now: () => new Date() });
    const result = validate('appointment-a', { name: 'Asha', email: 'asha@example.org', number: '+91 98450 12345', booking_date: sunday, consent: 'yes' });
    expect(result.ok ? '' : result.errors.booking_date).toBe(inPage);
  });

  it('the date hint names the open days on both', () => {
    for (const form of [reactForm('appointment-b'), serverForm('appointment-b')]) {
      const input = form.querySelector<HTMLInputElement>('input[name="appoinment_date"]')!;
      const hint = form.ownerDocument.getElementById(input.getAttribute('aria-describedby')!);
      expect(hint?.textContent).toBe('We are open from Monday to Friday.');
    }
  });
});
