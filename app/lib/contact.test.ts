import { describe, expect, it } from 'vitest';
import { openingPeriods, telHref, whatsappHref } from './contact';

describe('contact helpers', () => {
  it('groups opening hours into runs of days', () => {
    expect(openingPeriods()).toEqual([
      { days: 'Monday - Friday', hours: '09:00 - 16:00', open: true },
      { days: 'Saturday - Sunday', hours: 'Closed', open: false },
    ]);
  });

  it('makes tel: and WhatsApp links from the displayed numbers', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(whatsappHref()).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello%2C%20I%20would%20like%20to%20book%20an%20appointment/);
  });
});
