// @vitest-environment jsdom
import { FORM_ENDPOINTS } from '@content/forms/kinds';
import { grievanceContact } from '@content/helpers';
import { site } from '@content/site';
import { WHATSAPP_FIELD, whatsappBoxLabel } from '@content/forms/whatsapp-switch';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicOpenDays } from '@common/booking-dates';
import { RefusedForm } from '@common/forms/RefusedForm';
import { AppointmentFormA, AppointmentFormB } from './AppointmentForm';
import { ContactForm } from './ContactForm';

/*
 * The WhatsApp box with the channel's switch on (content/forms/whatsapp-switch.ts; shipped off, where the forms have
 * no box: forms.test.tsx lists every control from the table): optional, unticked, labelled, before the consent box,
 * on the appointment forms only, in the site's forms and the service's no-JavaScript page alike.
 */
vi.mock('@content/forms/whatsapp-switch', async (original) => ({
  ...(await original<typeof import('@content/forms/whatsapp-switch')>()),
  whatsappOn: true,
}));

afterEach(cleanup);

const names = (form: HTMLFormElement) => [...form.querySelectorAll('input')].map((input) => input.name);

function box(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[name="${WHATSAPP_FIELD}"]`);
}

describe('with the WhatsApp switch on', () => {
  it.each([
    ['appointment-a', () => <AppointmentFormA />],
    ['appointment-b', () => <AppointmentFormB />],
  ])('%s offers the optional, unticked box just before consent', (_kind, form) => {
    const { container } = render(<MemoryRouter>{form()}</MemoryRouter>);
    const element = container.querySelector('form')!;
    const input = box(element)!;
    expect(input.type).toBe('checkbox');
    expect(input.checked).toBe(false);
    expect(input.required).toBe(false);
    expect(input.labels?.[0]?.textContent?.trim()).toBe(whatsappBoxLabel);
    const order = names(element);
    expect(order.indexOf(WHATSAPP_FIELD)).toBe(order.indexOf('consent') - 1);
  });

  it('the contact form has no box', () => {
    const { container } = render(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    expect(box(container.querySelector('form')!)).toBeNull();
  });

  it("the service's no-JavaScript page draws the box, ticked as it was sent", () => {
    const { container } = render(
      <RefusedForm
        kind="appointment-a"
        action={site.formActions[FORM_ENDPOINTS['appointment-a']]}
        values={{ [WHATSAPP_FIELD]: true }}
        errors={{ email: 'Please enter a valid e-mail address.' }}
        settings={{
          lists: {
            services: ['Diabetes'],
            doctors: site.doctors.map((doctor) => doctor.name),
            countries: site.countries,
          },
          openDays: clinicOpenDays,
          retentionDays: site.retentionDays,
          grievanceEmail: grievanceContact(site).email,
        }}
      />,
    );
    const input = box(container.querySelector('form')!)!;
    expect(input.checked).toBe(true);
    expect(input.labels?.[0]?.textContent?.trim()).toBe(whatsappBoxLabel);
  });
});
