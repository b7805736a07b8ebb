// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clinicOpenDays, type WeekdayName } from '../../common/booking-dates';
import { doctorSchedules } from '../../common/forms/doctor-rule';
import { checkFormElement } from '../../common/forms/check-form-element';
import { RefusedForm, type RefusedFormSettings } from '../../common/forms/RefusedForm';
import { honeypotFilled } from '../../common/forms/rules';
import { HONEYPOT_FIELD, type FormKind } from '../../content/forms/kinds';
import { fieldMessages } from '../../content/forms/messages';
import { formFields } from '../../content/forms/table';
import { site } from '../../content/site';
import { loadServices } from '../../server/content';
import { createValidator } from '../../server/validation';

/*
 * The form rules (common/forms/rules.ts) give the same answer in the browser and on the service: each
 * input is put into the form as the site draws it (the same markup as the page, proven by
 * app/components/forms/forms.test.tsx), the browser's check before sending runs on it
 * (common/forms/check-form-element.ts, what app/components/forms/form-feedback.tsx calls), and the
 * body the browser would post goes through the service's honeypot rule (server/forms/form-routes.ts)
 * and validation (server/validation.ts). Both clocks read Monday 23 November 2026 in India.
 */

const NOW = new Date('2026-11-23T06:00:00Z');
const settings: RefusedFormSettings = {
  lists: {
    services: loadServices().map((service) => service.label),
    doctors: site.doctors.map((doctor) => doctor.name),
    countries: site.countries,
  },
  openDays: clinicOpenDays,
  retentionDays: site.retentionDays,
  grievanceEmail: site.grievanceOfficer.email,
};
/*
 * The sample's doctors consult every day the clinic opens, so here the second consults on Mondays and Wednesdays only:
 * the page and the service are given the same schedules, as each is given the clinic's (content/site.ts).
 */
const [first, second] = doctorSchedules(site.doctors);
const schedules = [first!, { ...second!, days: new Set<WeekdayName>(['monday', 'wednesday']) }];
const validate = createValidator({
  ...settings.lists,
  openDays: clinicOpenDays,
  doctorSchedules: schedules,
  now: () => new Date(),
});

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

/** Sent (or, the honeypot filled, answered as sent and dropped), or the message of each refused field. */
type Answer = 'sent' | Record<string, string>;

/** The form of a kind holding `input`; `honeypot` typed into the hidden trap as a bot would. */
function formHolding(kind: FormKind, input: Record<string, string>, honeypot = ''): HTMLFormElement {
  const { container } = render(
    <RefusedForm kind={kind} action="/api/x" values={input} errors={{}} settings={settings} />,
  );
  const form = container.querySelector('form')!;
  (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement).value = honeypot;
  return form;
}

function inPage(kind: FormKind, form: HTMLFormElement): Answer {
  const problems = checkFormElement(form, formFields[kind], fieldMessages, settings.lists, schedules);
  return problems.length ? Object.fromEntries(problems.map((problem) => [problem.name, problem.message])) : 'sent';
}

function onService(kind: FormKind, form: HTMLFormElement): Answer {
  const body = Object.fromEntries(new FormData(form));
  if (honeypotFilled(body)) return 'sent';
  const result = validate(kind, body);
  return result.ok ? 'sent' : result.errors;
}

const A = {
  name: 'Asha Kulkarni',
  email: 'asha@example.org',
  serviceName: 'Diabetes',
  select: '',
  number: '+91 98450 12345',
  booking_date: '2026-11-25',
  consent: 'yes',
};
const B = {
  countryname: 'India',
  state: 'Kerala',
  number: '98765 43210',
  name: 'Ravi',
  email: 'ravi@example.org',
  appoinment_date: '2026-11-25',
  consent: 'yes',
};
const CONTACT = { name: 'Meera', email: 'meera@example.org', phone: '', subject: '', message: 'Hello', consent: 'yes' };
const COMMENT = {
  postSlug: 'living-well-with-type-2-diabetes',
  replyTo: '',
  name: 'K',
  email: 'k@example.org',
  message: 'Thanks',
  consent: 'yes',
};

/** A service of the list (content/services/) the doctor does not treat. */
function untreatedBy(doctor: { services: readonly string[] }): string {
  return settings.lists.services.find((service) => !doctor.services.includes(service))!;
}

/** [what, kind, input, the fields refused (both sides), honeypot]. */
type Case = [label: string, kind: FormKind, input: Record<string, string>, refused: string[], honeypot?: string];
const cases: Case[] = [
  ['form A as it should be', 'appointment-a', A, []],
  ['an empty form A', 'appointment-a', {}, ['name', 'email', 'number', 'booking_date', 'consent']],
  ['a name of 101 characters', 'appointment-a', { ...A, name: 'n'.repeat(101) }, ['name']],
  ['a zero-width space in a name', 'appointment-a', { ...A, name: 'Me\u200bera' }, ['name']],
  ['a right-to-left override in a name', 'appointment-a', { ...A, name: 'Asha \u202eikswodnaR' }, ['name']],
  [
    'an Indic half form (a joiner after the virama)',
    'appointment-a',
    { ...A, name: '\u0932\u0915\u094d\u200d\u0937\u094d\u092e\u0940' },
    [],
  ],
  ['booking for someone else', 'appointment-a', { ...A, patient_name: 'Ravi Kulkarni' }, []],
  [
    'the name of the person booked for over 100 characters',
    'appointment-a',
    { ...A, patient_name: 'p'.repeat(101) },
    ['patient_name'],
  ],
  [
    'a line separator in the name of the person booked for',
    'appointment-a',
    { ...A, patient_name: 'Ravi\u2028Kulkarni' },
    ['patient_name'],
  ],
  ['an address a browser’s type=email lets through', 'appointment-a', { ...A, email: 'asha@clinic' }, ['email']],
  ['an address without a domain', 'appointment-a', { ...A, email: 'asha@' }, ['email']],
  ['an address over 254 characters', 'appointment-a', { ...A, email: `${'a'.repeat(250)}@example.org` }, ['email']],
  ['letters in the phone', 'appointment-a', { ...A, number: 'call me' }, ['number']],
  ['a phone of 6 digits', 'appointment-a', { ...A, number: '123 456' }, ['number']],
  ['a plus inside the phone', 'appointment-a', { ...A, number: '98450+12345' }, ['number']],
  ['a landline with dashes', 'appointment-a', { ...A, number: '080-4000-1234' }, []],
  ['a past date', 'appointment-a', { ...A, booking_date: '2026-11-20' }, ['booking_date']],
  ['a date 366 days ahead', 'appointment-a', { ...A, booking_date: '2027-11-24' }, ['booking_date']],
  ['the last day of the window', 'appointment-a', { ...A, booking_date: '2027-11-23' }, []],
  ['a Sunday', 'appointment-a', { ...A, booking_date: '2026-11-29' }, ['booking_date']],
  [
    'a service and a doctor of the lists',
    'appointment-a',
    { ...A, serviceName: 'diabetes', select: site.doctors[0]!.name },
    [],
  ],
  [
    'a day the chosen doctor does not consult (the clinic is open)',
    'appointment-a',
    { ...A, serviceName: second!.services[0]!, select: second!.name, booking_date: '2026-11-24' },
    ['booking_date'],
  ],
  [
    'a day the chosen doctor consults',
    'appointment-a',
    { ...A, serviceName: second!.services[0]!, select: second!.name, booking_date: '2026-11-25' },
    [],
  ],
  [
    'a service the chosen doctor does not treat',
    'appointment-a',
    { ...A, serviceName: untreatedBy(first!), select: first!.name },
    ['select'],
  ],
  [
    'a service the doctor does not treat, on a day the doctor does not consult: both named',
    'appointment-a',
    { ...A, serviceName: untreatedBy(second!), select: second!.name, booking_date: '2026-11-27' },
    ['select', 'booking_date'],
  ],
  [
    'no doctor chosen: any service, any open day',
    'appointment-a',
    { ...A, serviceName: untreatedBy(second!), booking_date: '2026-11-24' },
    [],
  ],
  ['no consent', 'appointment-a', { ...A, consent: '' }, ['consent']],
  ['the honeypot filled: sent, and dropped by the service', 'appointment-a', A, [], 'https://spam.example'],
  ['form B as it should be', 'appointment-b', B, []],
  ['form B’s state over 100', 'appointment-b', { ...B, state: 's'.repeat(101) }, ['state']],
  ['a paragraph separator in a state', 'appointment-b', { ...B, state: 'Kerala\u2029Goa' }, ['state']],
  ['a Saturday on form B', 'appointment-b', { ...B, appoinment_date: '2026-11-28' }, ['appoinment_date']],
  ['a contact message as it should be, line breaks kept', 'contact', { ...CONTACT, message: 'Line one\nLine two' }, []],
  ['a bad optional phone', 'contact', { ...CONTACT, phone: '12' }, ['phone']],
  ['a subject over 200', 'contact', { ...CONTACT, subject: 's'.repeat(201) }, ['subject']],
  ['an isolate in a message', 'contact', { ...CONTACT, message: 'Fever \u2067since\u2069 Monday' }, ['message']],
  ['a message over 2000', 'contact', { ...CONTACT, message: 'm'.repeat(2001) }, ['message']],
  ['a comment as it should be', 'comment', COMMENT, []],
  ['a comment without its post', 'comment', { ...COMMENT, postSlug: '' }, ['postSlug']],
  ['a reply to a bad id', 'comment', { ...COMMENT, replyTo: 'a b' }, ['replyTo']],
  ['a left-to-right mark in a comment', 'comment', { ...COMMENT, message: 'Thanks\u200e' }, ['message']],
  ['a sign-up with the terms ticked', 'newsletter', { email: 'x@example.org', terms: 'yes' }, []],
  ['a sign-up with a bad address', 'newsletter', { email: 'not-an-address' }, ['email']],
  ['an empty update sign-up', 'get-update', {}, ['email']],
];

describe('the browser’s check and the service give the same answer for the same input', () => {
  it.each(cases)('%s', (_label, kind, input, refused, honeypot = '') => {
    const form = formHolding(kind, input, honeypot);
    const page = inPage(kind, form);
    expect(page).toEqual(onService(kind, form));
    expect(page === 'sent' ? [] : Object.keys(page)).toEqual(refused);
    expect(honeypotFilled(Object.fromEntries(new FormData(form)))).toBe(honeypot !== '');
  });

  it('names a closed day, a past date and a date too far in the service’s words on both sides', () => {
    const messages = (date: string) =>
      (inPage('appointment-a', formHolding('appointment-a', { ...A, booking_date: date })) as Record<string, string>)
        .booking_date;
    expect(messages('2026-11-29')).toBe('We are closed on Sundays. Please choose a day from Monday to Friday.');
    expect(messages('2026-11-20')).toBe('Please choose today (23/11/2026) or a later date.');
    expect(messages('2027-11-24')).toBe('Please choose a date up to 23/11/2027, within the next 365 days.');
  });

  it('names the chosen doctor and the days the doctor consults, or the service, in the service’s words on both sides', () => {
    const form = formHolding('appointment-a', {
      ...A,
      serviceName: untreatedBy(second!),
      select: second!.name,
      booking_date: '2026-11-24',
    });
    const service = untreatedBy(second!);
    // The doctors who do treat it are named (issue 46); with none, the patient is asked to choose another.
    const others = schedules.filter((doctor) => doctor.services.includes(service)).map((doctor) => doctor.name);
    const expected = {
      select: others.length
        ? `${second!.name} does not see patients for ${service}. For ${service}, please choose ${others.join(' or ')}, or choose another service.`
        : `${second!.name} does not see patients for ${service}. Please choose another doctor, or another service.`,
      booking_date: `${second!.name} does not consult on Tuesday, 24 November. Next consulting days: Wednesday, 25 November; Monday, 30 November; Wednesday, 2 December. Please choose one of them, or another doctor.`,
    };
    expect(inPage('appointment-a', form)).toEqual(expected);
    expect(onService('appointment-a', form)).toEqual(expected);
  });

  it('a date typed in part, which the browser sends empty, is named as not a date in the page', () => {
    const form = formHolding('appointment-a', { ...A, booking_date: '' });
    const input = form.elements.namedItem('booking_date') as HTMLInputElement;
    Object.defineProperty(input, 'validity', { value: { ...input.validity, badInput: true } });
    expect(inPage('appointment-a', form)).toEqual({ booking_date: fieldMessages.dateInvalid });
    expect(onService('appointment-a', form)).toEqual({ booking_date: fieldMessages.dateRequired });
  });
});

describe('the page’s own checks without JavaScript (the controls’ pattern) agree with the service', () => {
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
  it.each(samples)('"%s": form B’s number', (sample) => {
    const form = formHolding('appointment-b', { ...B, number: sample });
    const browserAccepts = (form.elements.namedItem('number') as HTMLInputElement).checkValidity();
    const answer = onService('appointment-b', form);
    expect(answer).toEqual(browserAccepts ? 'sent' : { number: fieldMessages.phoneInvalid });
  });
});
