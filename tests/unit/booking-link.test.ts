import { describe, expect, it } from 'vitest';
import { formFields } from '../../content/forms/table';
import { site } from '../../content/site';
import { bookingHref } from '../../common/booking-link';

describe('a book button’s link', () => {
  it('carries the service and the doctor in the parameters the booking form reads (the table’s `query`)', () => {
    // Any clinic's doctor and a label with the characters a query string must escape.
    const doctor = site.doctors[0]!.name;
    const href = bookingHref({ service: 'Endocrinal(Endocrine) Disorders', doctor });
    const url = new URL(href, 'https://clinic.example');
    expect(url.pathname).toBe('/appointment');
    const byQuery = Object.fromEntries(
      formFields['appointment-a'].filter((field) => field.query).map((field) => [field.query, field.options]),
    );
    expect(byQuery).toEqual({ service: 'services', doctor: 'doctors' });
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: 'Endocrinal(Endocrine) Disorders',
      doctor,
    });
  });

  it('is the plain form when nothing is chosen', () => {
    expect(bookingHref({})).toBe('/appointment');
  });
});
