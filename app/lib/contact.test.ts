import type { SiteConfig } from '@content/schema/site';
import { describe, expect, it } from 'vitest';
import { callHoursPieces, callHoursText, openingPeriods, telHref, whatsappHref } from './contact';

describe('contact helpers', () => {
  it('groups opening hours into runs of days', () => {
    expect(openingPeriods()).toEqual([
      { days: 'Monday - Friday', hours: '09:00 - 16:00', sessions: ['09:00 - 16:00'], open: true },
      { days: 'Saturday - Sunday', hours: 'Closed', sessions: ['Closed'], open: false },
    ]);
  });

  it('says when the phones are answered, from the opening days only, with short day names where space is tight', () => {
    expect(callHoursText()).toBe('Open Monday - Friday, 09:00 - 16:00');
    expect(callHoursText(true)).toBe('Mon - Fri, 09:00 - 16:00');
    // The mobile bar's pieces, each kept on one line: joined with spaces, the short text.
    expect(callHoursPieces()).toEqual(['Mon - Fri,', '09:00 - 16:00']);
    expect(callHoursPieces().join(' ')).toBe(callHoursText(true));
    const split: SiteConfig['openingHours'] = [
      { day: 'monday', opens: '09:00', closes: '13:00' },
      { day: 'tuesday', opens: '14:00', closes: '18:00' },
      { day: 'wednesday' },
      { day: 'thursday', opens: '17:00', closes: '20:00' },
      { day: 'thursday', opens: '09:00', closes: '13:00' },
      { day: 'friday', opens: '09:00', closes: '13:00' },
      { day: 'friday', opens: '17:00', closes: '20:00' },
      { day: 'saturday', opens: '10:00', closes: '13:00', weeks: { ofMonth: [3, 1] } },
      { day: 'sunday' },
    ];
    expect(openingPeriods(split).map((period) => `${period.days} ${period.hours}`)).toEqual([
      'Monday 09:00 - 13:00',
      'Tuesday 14:00 - 18:00',
      'Wednesday Closed',
      // Two sessions a day, in time order whatever order they are written in.
      'Thursday - Friday 09:00 - 13:00, 17:00 - 20:00',
      'Saturday 10:00 - 13:00 (1st and 3rd of the month)',
      'Sunday Closed',
    ]);
  });

  it('makes tel: and WhatsApp links from the displayed numbers', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(whatsappHref()).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=Hello%2C%20I%20would%20like%20to%20book%20an%20appointment/,
    );
  });
});
