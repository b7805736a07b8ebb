// @vitest-environment jsdom
import {
  FORM_ENDPOINTS,
  FORM_KINDS,
  HONEYPOT_FIELD,
  KIND_FIELD,
  PHONE_PATTERN,
  type FormKind,
} from '@content/forms/kinds';
import { formFields } from '@content/forms/table';
import { formWords } from '@content/forms/words';
import { consentNotice } from '@content/privacy';
import { grievanceContact } from '@content/helpers';
import { site } from '@content/site';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicOpenDays } from '@common/booking-dates';
import { RefusedForm, type RefusedFormSettings } from '@common/forms/RefusedForm';
import { CommentForm } from '~/components/blog/CommentForm';
import { serviceOptions } from '~/content/service-options';
import { AppointmentFormA, AppointmentFormB } from './AppointmentForm';
import { ContactForm } from './ContactForm';
import { SubscribeForm } from './SubscribeForm';

/*
 * The site's forms and the form service's page for a form posted without JavaScript draw the same
 * fields from the one table with the same markup (common/forms/): what a person and the browser get
 * of each control is compared here. The rules both sides run: tests/unit/form-rules.test.tsx.
 */

afterEach(cleanup);

const settings: RefusedFormSettings = {
  lists: {
    services: serviceOptions.map((service) => service.label),
    doctors: site.doctors.map((doctor) => doctor.name),
    countries: site.countries,
  },
  openDays: clinicOpenDays,
  retentionDays: site.retentionDays,
  grievanceEmail: grievanceContact(site).email,
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

/** The form as the service's page draws it (server/render-form-errors.tsx renders the same component on the server). */
function serverForm(kind: FormKind): HTMLFormElement {
  const { container } = render(
    <RefusedForm
      kind={kind}
      action={site.formActions[FORM_ENDPOINTS[kind]]}
      values={{}}
      errors={{ email: 'Please enter a valid e-mail address.' }}
      settings={settings}
    />,
  );
  return container.querySelector('form')!;
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
    ...(Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, control.getAttribute(attribute)])) as Record<
      (typeof ATTRIBUTES)[number],
      string | null
    >),
    options:
      control instanceof HTMLSelectElement ? [...control.options].map((option) => option.textContent) : undefined,
  }));
}

describe('one table and one markup for the site’s forms and the form service’s no-JavaScript page', () => {
  it.each(FORM_KINDS)('%s: the same fields, in the same order, with the same labels and checks', (kind) => {
    const fromReact = controlsOf(reactForm(kind));
    const fromServer = controlsOf(serverForm(kind));
    // A booking's time is drawn by neither at first: the site's picker comes with a date, the service's input with a
    // time posted.
    expect(fromReact.map((control) => control.name)).toEqual([
      KIND_FIELD,
      HONEYPOT_FIELD,
      ...formFields[kind].filter((field) => field.type !== 'time').map((field) => field.name),
    ]);
    expect(fromReact).toEqual(fromServer);
    for (const field of formFields[kind].filter((candidate) => !['hidden', 'time'].includes(candidate.type))) {
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
      const links = Object.fromEntries(
        [...form.querySelectorAll('a')].map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
      );
      expect(links[consentNotice.link]).toBe('/privacy');
      expect(links[consentNotice.withdrawLink]).toBe('/withdraw-consent');
    }
  });

  it('the date hint names the open days on both', () => {
    for (const form of [reactForm('appointment-b'), serverForm('appointment-b')]) {
      const input = form.querySelector<HTMLInputElement>('input[name="appoinment_date"]')!;
      const hint = form.ownerDocument.getElementById(input.getAttribute('aria-describedby')!);
      expect(hint?.textContent).toBe('We are open from Monday to Friday.');
    }
  });

  it('a refused field is tied to its message (aria-invalid, aria-describedby) and the summary links it', () => {
    const form = serverForm('contact');
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(form.ownerDocument.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid e-mail address.',
    );
    const summary = form.querySelector<HTMLElement>('[data-error-summary]')!;
    expect(summary.tabIndex).toBe(-1);
    expect(summary.querySelector('a')?.getAttribute('href')).toBe(`#${email.id}`);
  });
});

describe('one phone rule on every phone input', () => {
  it.each(['appointment-a', 'appointment-b', 'contact'] as const)(
    '%s: every phone input carries the one pattern and limit',
    (kind) => {
      const input = reactForm(kind).querySelector<HTMLInputElement>('input[inputmode="tel"]')!;
      expect(input.getAttribute('pattern')).toBe(PHONE_PATTERN);
      expect(input.maxLength).toBe(30);
    },
  );

  it('letters in form B’s number are refused (the pattern it lacked)', () => {
    const input = reactForm('appointment-b').querySelector<HTMLInputElement>('input[name="number"]')!;
    fireEvent.input(input, { target: { value: 'call me' } });
    expect(input.validity.patternMismatch).toBe(true);
    expect(input.form!.checkValidity()).toBe(false);
  });
});
